package cache

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"sync"

	"frontier/core/atomicfile"
)

const (
	magic = "FRONTIER-CACHE\x00\x01"
	// containerVersion 2 added the counts of values.
	containerVersion = 2
	countsLen        = 256 * 8 // a table's Counts, as little-endian uint64s
	checksumLen      = 4
	// chunk is how much of a table is checksummed and counted at a time,
	// so that the second pass reads from the processor's cache; it also
	// keeps count's 32-bit counters from overflowing.
	chunk = 256 << 10
)

// castagnoli is made on first use, not at start-up: a process that never
// touches the cache pays nothing for it.
var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// header is the exact byte string a file for key and lengths starts with.
func header(key Key, lengths []int) []byte {
	h := []byte(magic)
	h = binary.LittleEndian.AppendUint32(h, containerVersion)
	h = binary.LittleEndian.AppendUint32(h, key.Version)
	h = appendString(h, key.Kind)
	h = appendString(h, key.Params)
	h = binary.LittleEndian.AppendUint32(h, uint32(len(lengths)))
	for _, n := range lengths {
		h = binary.LittleEndian.AppendUint64(h, uint64(n))
	}
	return h
}

func appendString(b []byte, s string) []byte {
	b = binary.LittleEndian.AppendUint32(b, uint32(len(s)))
	return append(b, s...)
}

// versionsEnd is where the two versions of a header end, after the magic.
const versionsEnd = len(magic) + 8

// staleHeader returns why got, which starts with the magic, is the header
// of a sound file for another key than the one of want; nil if it is not.
func staleHeader(got, want []byte) *rejected {
	if len(got) < versionsEnd {
		return nil
	}
	if !bytes.Equal(got[:versionsEnd], want[:versionsEnd]) {
		return &rejected{ErrStale, "made by another version of Frontier"}
	}
	if !bytes.Equal(got, want[:len(got)]) {
		return &rejected{ErrStale, "made for other parameters"}
	}
	return nil
}

// fileSize is the size of a file with header head and tables of lengths.
func fileSize(head []byte, lengths []int) int64 {
	n := int64(len(head)) + int64(countsLen*len(lengths)) + checksumLen
	for _, l := range lengths {
		n += int64(l)
	}
	return n
}

// write stores tables for key at path through a temporary file.
func write(path string, key Key, tables [][]byte) error {
	lengths := make([]int, len(tables))
	counts := make([]byte, 0, countsLen*len(tables))
	for i, t := range tables {
		lengths[i] = len(t)
		var c Counts
		for len(t) > 0 {
			n := min(len(t), chunk)
			count(&c, t[:n])
			t = t[n:]
		}
		for _, n := range c {
			counts = binary.LittleEndian.AppendUint64(counts, uint64(n))
		}
	}
	return atomicfile.WriteFile(path, func(w io.Writer) error {
		crc := crc32.New(castagnoli())
		mw := io.MultiWriter(w, crc)
		if _, err := mw.Write(header(key, lengths)); err != nil {
			return err
		}
		if _, err := mw.Write(counts); err != nil {
			return err
		}
		for _, t := range tables {
			if _, err := mw.Write(t); err != nil {
				return err
			}
		}
		return binary.Write(w, binary.LittleEndian, crc.Sum32())
	})
}

// verify checks data, a whole file of the size head and lengths imply, and
// returns its tables: the checksum first (a header that fails it is
// damage, one that passes it but differs was written for something else),
// then the counts of values, counted again, then check.
func verify(data, head []byte, lengths []int, check func([]Counts) error) ([][]byte, error) {
	if !bytes.HasPrefix(data, []byte(magic)) {
		return nil, damaged("not a Frontier cache file")
	}
	n := len(data) - checksumLen
	off := len(head) + countsLen*len(lengths)
	tab := castagnoli()
	crc := crc32.Update(0, tab, data[:off])
	counts := make([]Counts, len(lengths))
	tables := make([][]byte, len(lengths))
	for i, l := range lengths {
		tables[i] = data[off : off+l : off+l]
		for t := tables[i]; len(t) > 0; {
			c := min(len(t), chunk)
			crc = crc32.Update(crc, tab, t[:c])
			count(&counts[i], t[:c])
			t = t[c:]
		}
		off += l
	}
	if binary.LittleEndian.Uint32(data[n:]) != crc {
		return nil, damaged("checksum wrong")
	}
	if r := staleHeader(data[:len(head)], head); r != nil {
		return nil, r
	}
	stored := data[len(head):]
	for i, c := range counts {
		for v, n := range c {
			if want := binary.LittleEndian.Uint64(stored[8*(256*i+v):]); uint64(n) != want {
				return nil, damaged("table %d: value %d appears %s, recorded %s", i+1, v, times(uint64(n)), times(want))
			}
		}
	}
	if check != nil {
		if err := check(counts); err != nil {
			return nil, damaged("%v", err)
		}
	}
	return tables, nil
}

func times(n uint64) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// count adds to c the values of b, which holds at most 2³² bytes. Four
// sets of counters, filled in turn, let the processor work on several
// bytes at once; a single set makes every byte wait for the last one's
// increment when neighbours are equal, as they mostly are in a table.
func count(c *Counts, b []byte) {
	var k [4][256]uint32
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		k[0][uint8(x)]++
		k[1][uint8(x>>8)]++
		k[2][uint8(x>>16)]++
		k[3][uint8(x>>24)]++
		k[0][uint8(x>>32)]++
		k[1][uint8(x>>40)]++
		k[2][uint8(x>>48)]++
		k[3][uint8(x>>56)]++
	}
	for ; i < len(b); i++ {
		k[0][b[i]]++
	}
	for v := range c {
		c[v] += int(k[0][v]) + int(k[1][v]) + int(k[2][v]) + int(k[3][v])
	}
}

package sliding

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/core/cache"
	"frontier/core/search"
)

// cacheSmallBoards sends the 3×3 tables through a fresh cache folder too,
// so that every way a file can go wrong is tried in milliseconds; the
// code path is the one of 4×4 and 5×5.
func cacheSmallBoards(t *testing.T) string {
	dir := t.TempDir()
	t.Setenv(cache.DirEnv, dir)
	old := minCachedCells
	minCachedCells = 9
	patternCache.Clear()
	t.Cleanup(func() { minCachedCells = old; patternCache.Clear() })
	return dir
}

// prepare loads or builds b's tables from scratch (nothing in memory) and
// reports whether it had to build them.
func prepare(t *testing.T, b *Board) (built bool) {
	t.Helper()
	patternCache.Clear()
	before := patternDBsBuilt.Load()
	if err := b.PreparePatternDBs(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	return patternDBsBuilt.Load() > before
}

// checkOptimal checks the pdb estimate against the exact distance of every
// state of the 3×3 board b, and that IDA* solves the fixtures optimally.
func checkOptimal(t *testing.T, b *Board) {
	t.Helper()
	p, _ := NewProblem(b, b.Goal(), "pdb")
	for d, layer := range b.layers() {
		for i, s := range layer {
			if h := p.Estimate(s); h > d {
				t.Fatalf("pdb %d for %s, %d away", h, b.Format(s), d)
			}
			if i == 0 && d > 0 {
				q, _ := NewProblem(b, s, "pdb")
				if r := search.Run(context.Background(), search.EngineIDAStar, q, search.Options{}); r.Cost != d {
					t.Fatalf("IDA* pdb: cost %d for %s, %d away", r.Cost, b.Format(s), d)
				}
			}
		}
	}
}

func TestPatternDBCache(t *testing.T) {
	cacheSmallBoards(t)
	var lines []string
	cache.SetWarn(func(line string) { lines = append(lines, line) })
	t.Cleanup(func() { cache.SetWarn(nil) })
	b := MustBoard(3, false, nil)
	path := cache.Path(b.cacheKey(b.patternGroups()))
	if !prepare(t, b) {
		t.Fatal("an empty cache did not make a build")
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no cache file after a build: %v", err)
	}
	if prepare(t, b) {
		t.Fatal("a sound cache file was rebuilt")
	}
	other := MustBoard(3, false, BlankLast(3))
	prepare(t, other)
	otherFile, _ := os.ReadFile(cache.Path(other.cacheKey(other.patternGroups())))
	flipped := append([]byte(nil), good...)
	flipped[len(flipped)/2] ^= 1
	// An entry made larger, as an inadmissible estimate would be, with the
	// checksum made to match: the counts of distances give it away.
	raised, x := alterEntry(t, b, good, func(d uint8) uint8 { return d + 3 })
	// A second placement at distance 0, with the counts and the checksum
	// made to match.
	zero, y := alterEntry(t, b, good, func(uint8) uint8 { return 0 })
	counts := len(zero) - 4 - tablesLen(b) - 256*8*len(b.patternGroups())
	binary.LittleEndian.PutUint64(zero[counts:], 2)
	at := counts + 8*int(good[y])
	binary.LittleEndian.PutUint64(zero[at:], binary.LittleEndian.Uint64(zero[at:])-1)
	resum(zero)
	for _, c := range []struct {
		name, reason string
		data         []byte
	}{
		{"one byte of a table flipped", "checksum wrong", flipped},
		{"an entry raised, checksum recomputed", fmt.Sprintf("value %d appears", good[x]), raised},
		{"a second goal, counts and checksum recomputed", "group 1 has 2 placements at distance 0, want one", zero},
		{"truncated", "size", good[:len(good)-100]},
		{"empty", "size 0", nil},
		{"the file of another goal", "made for other parameters", otherFile},
	} {
		lines = nil
		if err := os.WriteFile(path, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		if !prepare(t, b) {
			t.Errorf("%s: trusted", c.name)
		}
		if len(lines) != 1 || !strings.Contains(lines[0], c.reason) {
			t.Errorf("%s: lines %q, want one saying %q", c.name, lines, c.reason)
		}
		if now, _ := os.ReadFile(path); string(now) != string(good) {
			t.Errorf("%s: the file was not rewritten", c.name)
		}
		db, _ := b.patternDB()
		for g, tiles := range db.groups {
			checkAgainstPlain(t, b, tiles, db.tables[g])
		}
		checkOptimal(t, b)
	}
}

// tablesLen is the length of b's tables together.
func tablesLen(b *Board) int {
	n := 0
	for _, g := range b.patternGroups() {
		n += placementsIndexLen(b.n, len(g))
	}
	return n
}

// alterEntry returns a copy of the cache file good of b's tables with the
// first entry of the first group that is reached and not 0 changed by
// alter, and the checksum recomputed, as someone who altered it on purpose
// would; and where the entry lies in the file.
func alterEntry(t *testing.T, b *Board, good []byte, alter func(uint8) uint8) ([]byte, int) {
	t.Helper()
	data := append([]byte(nil), good...)
	start := len(data) - 4 - tablesLen(b)
	for x := start; x < start+placementsIndexLen(b.n, len(b.patternGroups()[0])); x++ {
		if d := data[x]; d != unseen && d != 0 {
			data[x] = alter(d)
			resum(data)
			return data, x
		}
	}
	t.Fatal("no entry to alter")
	return nil, 0
}

func resum(file []byte) {
	n := len(file) - 4
	binary.LittleEndian.PutUint32(file[n:], crc32.Checksum(file[:n], crc32.MakeTable(crc32.Castagnoli)))
}

// A cache folder that cannot be written costs a build per process, and
// nothing else: no error, the right answers.
func TestPatternDBCacheUnwritable(t *testing.T) {
	dir := cacheSmallBoards(t)
	plain := filepath.Join(dir, "plain-file")
	os.WriteFile(plain, nil, 0o644)
	t.Setenv(cache.DirEnv, filepath.Join(plain, "cache"))
	b := MustBoard(3, true, nil)
	if !prepare(t, b) || !prepare(t, b) {
		t.Error("no build without a cache")
	}
	checkOptimal(t, b)
}

// TestPatternDBCache4x4 checks the real thing: once the 4×4 tables are in
// the cache, a process without them in memory loads them, not builds them.
func TestPatternDBCache4x4(t *testing.T) {
	if raceEnabled {
		t.Skip("building the 4×4 tables takes minutes under the race detector")
	}
	b := MustBoard(4, false, nil)
	if err := b.PreparePatternDBs(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	if prepare(t, b) {
		t.Error("4×4 tables rebuilt with a cache file in place")
	}
}

func TestPreparePatternDBsProgress(t *testing.T) {
	cacheSmallBoards(t)
	b := MustBoard(3, false, nil)
	var last [2]int
	calls := 0
	err := b.PreparePatternDBs(context.Background(), func(done, total int) {
		calls++
		if done > total {
			t.Errorf("progress %d of %d", done, total)
		}
		last = [2]int{done, total}
	})
	if err != nil || calls == 0 || last != [2]int{2 * 9 * 8 * 7 * 6, 2 * 9 * 8 * 7 * 6} {
		t.Errorf("err %v, %d calls, last %v", err, calls, last)
	}
	if !b.PatternDBReady() {
		t.Error("not ready after PreparePatternDBs")
	}
	if err := MustBoard(3, false, nil).PreparePatternDBs(context.Background(), func(done, total int) { last = [2]int{done, total} }); err != nil || last[0] != last[1] {
		t.Errorf("ready tables: err %v, progress %v", err, last)
	}
}

// A cancelled build stops soon, returns the context's error and leaves
// nothing behind; the next call starts over.
func TestPreparePatternDBsCancel(t *testing.T) {
	t.Setenv(cache.DirEnv, "off")
	b := MustBoard(4, true, BlankLast(4))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := b.PreparePatternDBs(ctx, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled before: %v", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	err := b.PreparePatternDBs(ctx, func(done, total int) {
		if done < total {
			cancel() // at the first report, 100 ms in
		}
	})
	if !errors.Is(err, context.Canceled) || b.PatternDBReady() {
		t.Errorf("cancelled during: %v, ready %v", err, b.PatternDBReady())
	}
	if err := MustBoard(3, true, nil).PreparePatternDBs(context.Background(), nil); err != nil {
		t.Errorf("after a cancel: %v", err)
	}
}

// A call that waits for another call's build gives up when its own
// context ends, and the tables stay unbuilt for the build to finish.
func TestPreparePatternDBsWaitCancelled(t *testing.T) {
	t.Setenv(cache.DirEnv, "off")
	b := MustBoard(3, true, BlankLast(3))
	patternCache.Clear()
	t.Cleanup(patternCache.Clear)
	e := b.patternEntry()
	e.turn <- struct{}{} // another call is building
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := b.PreparePatternDBs(ctx, nil); !errors.Is(err, context.Canceled) || b.PatternDBReady() {
		t.Errorf("waiting with a cancelled context: %v, ready %v", err, b.PatternDBReady())
	}
	<-e.turn // the other call is over
	if err := b.PreparePatternDBs(context.Background(), nil); err != nil || !b.PatternDBReady() {
		t.Errorf("after the wait: %v, ready %v", err, b.PatternDBReady())
	}
}

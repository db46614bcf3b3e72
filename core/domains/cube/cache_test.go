package cube

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"slices"
	"strings"
	"testing"

	"frontier/core/cache"
)

// exactFresh forgets the table in memory and gets it again, reporting
// whether that took a build.
func exactFresh(t *testing.T) (*Table, bool) {
	t.Helper()
	exactTable.Store(nil)
	before := exactBuilds.Load()
	tab, err := ExactTable(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return tab, exactBuilds.Load() > before
}

// exactCacheFile builds the table into a fresh cache folder and returns
// the file's path and content; lines gets the cache's warnings.
func exactCacheFile(t *testing.T) (path string, good []byte, lines *[]string) {
	t.Helper()
	t.Setenv(cache.DirEnv, t.TempDir())
	t.Cleanup(func() { exactTable.Store(nil) })
	lines = new([]string)
	cache.SetWarn(func(line string) { *lines = append(*lines, line) })
	t.Cleanup(func() { cache.SetWarn(nil) })
	if _, built := exactFresh(t); !built {
		t.Fatal("an empty cache did not make a build")
	}
	path = cache.Path(exactKey)
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no cache file after a build: %v", err)
	}
	return path, good, lines
}

// The layout of a cache file of one table, from its end: the table's
// counts of values (256 little-endian uint64s), the table, the checksum.
func tableOffset(file []byte) int  { return len(file) - 4 - NumStates }
func countsOffset(file []byte) int { return tableOffset(file) - 256*8 }

// resum recomputes the checksum of a cache file, as someone who altered
// it on purpose would.
func resum(file []byte) {
	n := len(file) - 4
	binary.LittleEndian.PutUint32(file[n:], crc32.Checksum(file[:n], crc32.MakeTable(crc32.Castagnoli)))
}

// referenceDistances is a plain breadth-first search from solved with the
// 18 moves, to depth maxDepth: each state reached and its distance.
func referenceDistances(maxDepth int) map[State]int {
	dist := map[State]int{Solved(): 0}
	level := []State{Solved()}
	for d := 1; d <= maxDepth; d++ {
		var next []State
		for _, s := range level {
			for _, m := range Moves() {
				if u := Apply(s, m); !hasState(dist, u) {
					dist[u] = d
					next = append(next, u)
				}
			}
		}
		level = next
	}
	return dist
}

func hasState(m map[State]int, s State) bool { _, ok := m[s]; return ok }

// checkAgainstReference compares tab with a plain breadth-first search:
// every state within 6 moves, and 2,000 states spread over the ranks.
func checkAgainstReference(t *testing.T, tab *Table) {
	t.Helper()
	const depth = 6
	ref := referenceDistances(depth)
	for s, d := range ref {
		if got := tab.Distance(s); got != d {
			t.Fatalf("%v: table %d, breadth-first search %d", s, got, d)
		}
	}
	for r := 0; r < NumStates; r += NumStates / 2000 {
		if d, ok := ref[FromRank(r)]; !ok && tab.Distance(FromRank(r)) <= depth || ok && tab.Distance(FromRank(r)) != d {
			t.Fatalf("rank %d: table %d, beyond %d moves: %v", r, tab.Distance(FromRank(r)), depth, !ok)
		}
	}
}

func TestExactTableCache(t *testing.T) {
	path, good, lines := exactCacheFile(t)
	tab, built := exactFresh(t)
	if built || !slices.Equal(tab.counts, wantCounts) {
		t.Fatalf("sound file: built %v, counts %v", built, tab.counts)
	}
	// A five-move position claimed to be eleven moves away, with the
	// checksum made to match: the counts of distances give it away.
	five := Apply(Solved(), mustMoves(t, "R U F' L D")...)
	if tab.Distance(five) != 5 {
		t.Fatalf("the five-move position is %d away", tab.Distance(five))
	}
	altered := slices.Clone(good)
	altered[tableOffset(altered)+five.Rank()] = 11
	resum(altered)
	// The same with the counts made to match too, but a distance no
	// position of the cube has.
	beyond := slices.Clone(good)
	beyond[tableOffset(beyond)+five.Rank()] = 12
	c := countsOffset(beyond)
	binary.LittleEndian.PutUint64(beyond[c+5*8:], uint64(wantCounts[5]-1))
	binary.LittleEndian.PutUint64(beyond[c+12*8:], 1)
	resum(beyond)
	bad := slices.Clone(good)
	bad[len(bad)/2]++
	for _, f := range []struct {
		name, reason string
		data         []byte
	}{
		{"a byte changed", "checksum wrong", bad},
		{"a distance changed, checksum recomputed", fmt.Sprintf("value 5 appears %d times, recorded %d times", wantCounts[5]-1, wantCounts[5]), altered},
		{"a distance of 12, counts and checksum recomputed", "a distance of 12, more than any position's (11)", beyond},
		{"truncated", "size 1000", good[:1000]},
		{"empty", "size 0", nil},
	} {
		*lines = nil
		os.WriteFile(path, f.data, 0o644)
		tab, built := exactFresh(t)
		if !built || !slices.Equal(tab.counts, wantCounts) || tab.Distance(five) != 5 {
			t.Errorf("%s: built %v, counts %v, the five-move position %d away", f.name, built, tab.counts, tab.Distance(five))
		}
		if len(*lines) != 1 || !strings.Contains((*lines)[0], f.reason) {
			t.Errorf("%s: lines %q, want one saying %q", f.name, *lines, f.reason)
		}
		if now, _ := os.ReadFile(path); string(now) != string(good) {
			t.Errorf("%s: the damaged file was not rewritten", f.name)
		}
		if f.name == "a distance changed, checksum recomputed" {
			checkAgainstReference(t, tab)
		}
	}
}

// A call that waits for another call's build gives up when its own
// context ends; the next call builds the table.
func TestExactTableWaitCancelled(t *testing.T) {
	t.Setenv(cache.DirEnv, "off")
	kept := exactTable.Load()
	exactTable.Store(nil)
	t.Cleanup(func() { exactTable.Store(kept) })
	exactTurn <- struct{}{} // another call is building
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ExactTable(ctx, nil); err != context.Canceled || ExactReady() {
		t.Errorf("waiting with a cancelled context: %v, ready %v", err, ExactReady())
	}
	<-exactTurn // the other call is over
	if tab, err := ExactTable(context.Background(), nil); err != nil || !slices.Equal(tab.counts, wantCounts) {
		t.Errorf("after the wait: %v", err)
	}
}

package cube

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"frontier/core/cache"
	"frontier/core/search"
)

// Table is the exact distance, in the half-turn metric, from every state to
// the solved cube: NumStates bytes indexed by State.Rank. Build it with
// ExactTable.
type Table struct {
	dist   []uint8
	counts []int // counts[d] is the number of states at distance d
}

// Distance returns the number of moves an optimal solution of s takes.
func (t *Table) Distance(s State) int { return int(t.dist[s.Rank()]) }

// Max returns the largest distance, God's number of the 2×2×2 cube (11).
func (t *Table) Max() int { return len(t.counts) - 1 }

var (
	// exactTurn is held by the one call that loads or builds the table; a
	// call waiting for it gives up when its context ends.
	exactTurn  = make(chan struct{}, 1)
	exactTable atomic.Pointer[Table]
)

// ExactReady reports whether the exact table has been built, so that
// ExactTable and NewProblem(…, "exact") return at once.
func ExactReady() bool { return exactTable.Load() != nil }

// ExactTable returns the exact distance table: on the first call it reads
// it from the cache folder (a few milliseconds) or, when no sound file is
// there, builds it (a breadth-first search over all 3,674,160 states: about
// a tenth of a second and 3.5 MB) and stores it there; later calls return
// the same table. progress, if not nil, is called from the building
// goroutine with the states reached so far, at most ten times a second
// and once at the end. A cancelled ctx stops the build and returns
// ctx.Err(); the next call starts over. Calls made while another call
// builds wait for it, or for their own ctx to end. A cache folder that
// cannot be used only means a build. A build is held to the memory budget
// ctx carries (see search.WithMemoryBudget): one it has no room for fails
// with a *search.MemoryError.
func ExactTable(ctx context.Context, progress func(done, total int)) (*Table, error) {
	if t := exactTable.Load(); t != nil {
		if progress != nil {
			progress(NumStates, NumStates)
		}
		return t, nil
	}
	select {
	case exactTurn <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-exactTurn }()
	if t := exactTable.Load(); t == nil {
		t, err := loadOrBuildExact(ctx, progress)
		if err != nil {
			return nil, err
		}
		exactTable.Store(t)
	} else if progress != nil {
		progress(NumStates, NumStates)
	}
	return exactTable.Load(), nil
}

const unreached = 0xFF

// exactKey names the table in the disk cache. Bump Version when the rank
// or the move set changes.
var exactKey = cache.Key{Kind: "cube-exact", Version: 1,
	Params: "2x2x2 corners; half-turn metric; rank = permutation of the 7 free corners (Lehmer) × 729 + orientations of the first 6 in base 3"}

// exactBuilds counts the builds of this process, for tests that check that
// a sound cache file spares one.
var exactBuilds atomic.Int64

// godsNumber is the largest distance of the 2×2×2 cube in the half-turn
// metric.
const godsNumber = 11

func loadOrBuildExact(ctx context.Context, progress func(done, total int)) (*Table, error) {
	var counts []int
	tables, err := cache.Load(exactKey, []int{NumStates}, func(c []cache.Counts) (err error) {
		counts, err = exactCounts(c[0])
		return err
	})
	if err == nil {
		if progress != nil {
			progress(NumStates, NumStates)
		}
		return &Table{dist: tables[0], counts: counts}, nil
	}
	exactBuilds.Add(1)
	t, err := buildExact(ctx, progress)
	if err == nil {
		_ = cache.Store(exactKey, [][]byte{t.dist}) // without a cache, the next process builds again
	}
	return t, err
}

// exactCounts returns the number of states at each distance of a table
// whose bytes hold the values c, or an error when no breadth-first search
// could have made it: one solved state, every distance up to God's number
// reached, none beyond.
func exactCounts(c cache.Counts) ([]int, error) {
	if c[0] != 1 {
		return nil, fmt.Errorf("%d positions at distance 0, want one", c[0])
	}
	for d, n := range c {
		switch {
		case d <= godsNumber && n == 0:
			return nil, fmt.Errorf("no position at distance %d", d)
		case d > godsNumber && n > 0:
			return nil, fmt.Errorf("a distance of %d, more than any position's (%d)", d, godsNumber)
		}
	}
	return append([]int(nil), c[:godsNumber+1]...), nil
}

// expandRow takes level d of the breadth-first search through the states
// of corner permutation p, one row of dist, and returns how many states
// it put at level d+1: forwards, the row's states at level d give their
// unreached neighbours level d+1; backward, the row's unreached states
// with a neighbour at level d take level d+1.
func (mt *tables) expandRow(dist []uint8, p int, d uint8, backward bool) int {
	n := 0
	pm := mt.perm[p*nReduced : p*nReduced+nReduced]
	row := dist[p*nOri : p*nOri+nOri]
	for o, v := range row {
		if backward {
			if v != unreached {
				continue
			}
			om := mt.ori[o*nReduced : o*nReduced+nReduced]
			for q := range nReduced {
				if dist[int(pm[q])*nOri+int(om[q])] == d {
					row[o] = d + 1
					n++
					break
				}
			}
			continue
		}
		if v != d {
			continue
		}
		om := mt.ori[o*nReduced : o*nReduced+nReduced]
		for q := range nReduced {
			j := int(pm[q])*nOri + int(om[q])
			if dist[j] == unreached {
				dist[j] = d + 1
				n++
			}
		}
	}
	return n
}

// buildExact is a breadth-first search over ranks, level by level, with
// the 9 reduced moves (the 18 moves reach the same states). Small levels
// are expanded forwards; once the frontier outnumbers the states still
// unreached, each unreached state instead looks for a neighbour on the
// frontier (the reduced moves are closed under inverse), which touches
// far fewer bytes.
func buildExact(ctx context.Context, progress func(done, total int)) (*Table, error) {
	mem := search.NewTableMemory(ctx, "the 2×2×2 cube's exact distance table")
	if err := mem.Reserve(NumStates); err != nil {
		return nil, err
	}
	mt := moveTables()
	dist := make([]uint8, NumStates)
	for i := range dist {
		dist[i] = unreached
	}
	dist[Solved().Rank()] = 0
	counts := []int{1}
	done := 1
	last := time.Now()
	for d := uint8(0); done < NumStates; d++ {
		backward := counts[d] > NumStates-done
		n := 0
		for p := range nPerm {
			if p%128 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
				if err := mem.Check(); err != nil {
					return nil, err
				}
				if progress != nil && time.Since(last) >= search.ProgressEvery {
					last = time.Now()
					progress(done+n, NumStates)
				}
			}
			n += mt.expandRow(dist, p, d, backward)
		}
		if n == 0 {
			panic("cube: breadth-first search stopped short of every state")
		}
		counts = append(counts, n)
		done += n
	}
	if progress != nil {
		progress(NumStates, NumStates)
	}
	return &Table{dist: dist, counts: counts}, nil
}

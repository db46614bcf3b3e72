package cube

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
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

// Len returns the number of entries, NumStates.
func (t *Table) Len() int { return len(t.dist) }

// Max returns the largest distance, God's number of the 2×2×2 cube (11).
func (t *Table) Max() int { return len(t.counts) - 1 }

// Counts returns how many states lie at each distance 0, 1, …, Max.
func (t *Table) Counts() []int { return append([]int(nil), t.counts...) }

var (
	exactMu    sync.Mutex
	exactTable atomic.Pointer[Table]
)

// ExactReady reports whether the exact table has been built, so that
// ExactTable and NewProblem(…, "exact") return at once.
func ExactReady() bool { return exactTable.Load() != nil }

// ExactTable returns the exact distance table, building it on the first
// call (a breadth-first search over all 3,674,160 states: a fraction of a
// second and 3.5 MB) and returning the same table afterwards. progress, if
// not nil, is called from the building goroutine with the states reached
// so far, at most ten times a second and once at the end. A cancelled ctx
// stops the build and returns ctx.Err(); the next call starts over. Calls
// made while another call builds wait for it.
func ExactTable(ctx context.Context, progress func(done, total int)) (*Table, error) {
	if t := exactTable.Load(); t != nil {
		if progress != nil {
			progress(NumStates, NumStates)
		}
		return t, nil
	}
	exactMu.Lock()
	defer exactMu.Unlock()
	if t := exactTable.Load(); t == nil {
		t, err := buildExact(ctx, progress)
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

// buildExact is a breadth-first search over ranks, level by level, with
// the 9 reduced moves (the 18 moves reach the same states). Small levels
// are expanded forwards; once the frontier outnumbers the states still
// unreached, each unreached state instead looks for a neighbour on the
// frontier (the reduced moves are closed under inverse), which touches
// far fewer bytes.
func buildExact(ctx context.Context, progress func(done, total int)) (*Table, error) {
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
				if progress != nil && time.Since(last) >= 100*time.Millisecond {
					last = time.Now()
					progress(done+n, NumStates)
				}
			}
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

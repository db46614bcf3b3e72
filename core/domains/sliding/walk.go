package sliding

import (
	"context"
	"math"

	"frontier/core/search"
)

// SolveIDAStar is IDA* written for the sliding puzzle (search.IDAStarSolver):
// the position lives in machine words updated in place, the estimate is
// updated by the moved tile's term alone, the move back to the parent is
// never generated, leaves beyond the bound are counted without a call, and
// nothing is allocated per node. It walks the generic IDA*'s tree in the
// same order and counts as it counts, so the path and every counter are
// the same. It handles the admissible heuristics whose zero means the goal
// (misplaced, manhattan, chebyshev, pdb) on any board; ok is false for the
// others, which the generic walker runs.
func (p *Problem) SolveIDAStar(ctx context.Context, opts search.Options) (search.Result[State], bool) {
	if !p.Admissible() {
		return search.Result[State]{}, false
	}
	switch p.est.info.Name {
	case "misplaced", "manhattan", "chebyshev", "pdb":
	default:
		return search.Result[State]{}, false
	}
	m := search.NewMeter[State](ctx, opts)
	h := p.Estimate(p.start)
	m.BestH = h
	if m.Stopped() {
		return m.Result(true), true
	}
	if h == 0 {
		return m.Solved(true, []State{p.start}, []string{}, 0), true
	}
	var walk walk
	if p.b.n <= 16 {
		walk = p.newWalker16(m)
	} else {
		walk = p.newWalker25(m)
	}
	w := walk.counters()
	for bound := h; ; {
		w.bound, w.next = bound, math.MaxInt
		if walk.pass() {
			break
		}
		if w.next == math.MaxInt {
			break // nothing beyond the bound: the space is exhausted
		}
		bound = w.next
	}
	w.sync()
	if !w.solved {
		return m.Result(true), true
	}
	states, moves := p.replay(w.path[:w.depth])
	return m.Solved(true, states, moves, w.depth), true
}

// replay turns the squares the blank moved to into states and move labels.
func (p *Problem) replay(cells []uint8) ([]State, []string) {
	states := make([]State, 1, len(cells)+1)
	states[0] = p.start
	moves := make([]string, len(cells))
	s := p.start
	for i, q := range cells {
		s, moves[i], _ = p.b.MoveTo(s, int(q))
		states = append(states, s)
	}
	return states, moves
}

// walk is one of the board-specific walkers.
type walk interface {
	pass() bool // one depth-first pass under the bound; true means solved or stopped
	counters() *walker
}

// walker is the state of one IDA* run shared by the board-specific
// walks: the bound, the counters (copied to and from the meter only when
// a check is due) and the path.
type walker struct {
	bound, next int
	exp, gen    int64
	nextCheck   int64
	maxDepth    int
	maxFrontier int
	frontier    int
	bestH       int
	solved      bool
	depth       int
	path        [256]uint8 // path[d]: the square the blank moved to from depth d
	deg         [32]int    // deg[c]: the blank's moves from c, the move back included
	m           *search.Meter[State]
}

func newWalker(b *Board, m *search.Meter[State]) walker {
	w := walker{m: m, nextCheck: m.NextCheck, bestH: m.BestH}
	for c := 0; c < b.n; c++ {
		w.deg[c] = len(b.nbr[c])
	}
	return w
}

func (w *walker) counters() *walker { return w }

// expandAt counts the expansion of a node at depth g with the blank on c.
func (w *walker) expandAt(g, c int) {
	w.exp++
	w.frontier = g + w.deg[c&31]
	if w.frontier > w.maxFrontier {
		w.maxFrontier = w.frontier
	}
	if g >= w.maxDepth {
		w.maxDepth = g + 1
	}
}

// check is the rare path of counting a generated node (when gen reaches
// nextCheck): the meter looks at the limit, the clock and the context.
// False means stop. The walks count inline, since a call per node costs
// a tenth of their speed.
func (w *walker) check() bool {
	w.sync()
	ok := w.m.Check()
	w.gen, w.nextCheck = w.m.Generated, w.m.NextCheck
	return ok
}

func (w *walker) sync() {
	m := w.m
	m.Expanded, m.Generated, m.BestH = w.exp, w.gen, w.bestH
	m.MaxDepth, m.MaxFrontier, m.Frontier = w.maxDepth, w.maxFrontier, w.frontier
}

// The walks' loops count each child in two steps, both inlined (one
// function would not be, and the call would cost an eighth of the speed):
//
//	if !w.count() { return true }   // stopped
//	if ok, goal := w.within(g, nb, h); goal { return true } else if !ok { continue }
//	… walk below the child …

// count counts a generated child; false means the run must stop.
func (w *walker) count() bool {
	w.gen++
	return w.gen < w.nextCheck || w.check()
}

// within takes a counted child at depth g+1, reached by moving the blank
// to nb, with estimate h: it reports whether the child lies within the
// bound (else it lowers the next bound), and whether it is the goal (an
// admissible estimate whose zero means the goal), which ends the walk.
func (w *walker) within(g, nb, h int) (ok, goal bool) {
	if h < w.bestH {
		w.bestH = h
	}
	if f := g + 1 + h; f > w.bound {
		w.next = min(w.next, f)
		return false, false
	}
	w.path[g&255] = uint8(nb)
	if h == 0 {
		w.solved, w.depth = true, g+1
		return true, true
	}
	return true, false
}

// childLists returns, for each square c of b and each square prev the
// blank came from (b.n at the root), the squares the blank moves to next,
// in move order and prev left out, packed one byte each as square + 1, so
// that a zero byte ends the list (at most eight moves fill the word).
func childLists(b *Board) [][]uint64 {
	lists := make([][]uint64, b.n)
	for c := range lists {
		lists[c] = make([]uint64, b.n+1)
		for prev := range lists[c] {
			k := 0
			for _, nb := range b.nbr[c] {
				if nb.to != prev {
					lists[c][prev] |= uint64(nb.to+1) << (8 * k)
					k++
				}
			}
		}
	}
	return lists
}

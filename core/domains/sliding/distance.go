package sliding

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"frontier/core/search"
)

// exactTables holds, per board up to 3×3, every state's distance from the
// goal, grouped from the breadth-first layers (see layers) on first use.
var exactTables sync.Map // layer key → *exactEntry

type exactEntry struct {
	once sync.Once
	dist atomic.Pointer[map[State]uint8]
}

// ExactLimit is the largest board, in cells, whose distances are all
// tabled: the 8-puzzle's 181,440 states take about 8 MB.
const ExactLimit = 9

// TrueDistance returns the fewest moves from s to b's goal with b's moves.
// Up to 3×3 it reads a table of every state, built by breadth-first search
// the first time (about half a second for the 8-puzzle) and then kept.
// Larger boards run IDA* with the strongest admissible heuristic the board
// has (pattern databases up to 4×4, built first if need be; linear
// conflict, or Chebyshev with diagonal moves, on 5×5), which takes from
// milliseconds to minutes on the hardest 15-puzzles: ctx cancels it, and
// the error is then ctx.Err().
func (b *Board) TrueDistance(ctx context.Context, s State) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if b.n <= ExactLimit {
		d, ok := b.exact()[s]
		if !ok {
			return 0, fmt.Errorf("%s cannot reach the goal", b.Tiles(s).Compact())
		}
		return int(d), nil
	}
	p, err := NewProblem(b, s, b.strongest())
	if err != nil {
		return 0, err
	}
	r := search.Run(ctx, search.EngineIDAStar, p, search.Options{})
	if !r.Solved {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		return 0, fmt.Errorf("IDA* stopped without a solution: %s", r.StopReason)
	}
	return r.Cost, nil
}

// TrueDistanceReady reports whether TrueDistance answers at once: the
// board's table is built, or (on larger boards) the search it runs needs
// no table built first. It may still search for a long while there.
func (b *Board) TrueDistanceReady() bool {
	if b.n > ExactLimit {
		return b.strongest() != "pdb" || b.PatternDBReady()
	}
	v, ok := exactTables.Load(b.layerKey())
	return ok && v.(*exactEntry).dist.Load() != nil
}

// strongest is the best admissible heuristic for TrueDistance's IDA*:
// pattern databases where the board has them.
func (b *Board) strongest() string {
	switch {
	case b.CheckHeuristic("pdb") == nil:
		return "pdb"
	case b.diagonal:
		return "chebyshev"
	}
	return "linear-conflict"
}

// exact is b's table of distances, built once.
func (b *Board) exact() map[State]uint8 {
	v, _ := exactTables.LoadOrStore(b.layerKey(), &exactEntry{})
	e := v.(*exactEntry)
	e.once.Do(func() {
		layers := b.layers()
		n := 0
		for _, l := range layers {
			n += len(l)
		}
		dist := make(map[State]uint8, n)
		for d, l := range layers {
			for _, s := range l {
				dist[s] = uint8(d)
			}
		}
		e.dist.Store(&dist)
	})
	return *e.dist.Load()
}

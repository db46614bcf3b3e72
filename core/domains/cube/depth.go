package cube

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
)

// depthLayers holds the ranks of every state grouped by distance from
// solved, in increasing rank order: about 15 MB, grouped from the exact
// table on first use and kept for the process.
var depthLayers struct {
	mu     sync.Mutex
	layers [][]int32
}

// AtDepth returns a state drawn uniformly from those whose optimal
// solution is exactly d moves. The first call builds the exact table, if
// it is not built yet, and groups its positions by distance; ctx cancels
// the build. d must be between 0 and God's number, 11.
func AtDepth(ctx context.Context, d int, rng *rand.Rand) (State, error) {
	depthLayers.mu.Lock()
	defer depthLayers.mu.Unlock()
	if depthLayers.layers == nil {
		t, err := ExactTable(ctx, nil)
		if err != nil {
			return State{}, err
		}
		ls := make([][]int32, t.Max()+1)
		for r := range NumStates {
			d := t.Distance(FromRank(r))
			ls[d] = append(ls[d], int32(r))
		}
		depthLayers.layers = ls
	}
	ls := depthLayers.layers
	if d < 0 || d >= len(ls) {
		return State{}, fmt.Errorf("no cube position is %d moves from solved (the most is %d)", d, len(ls)-1)
	}
	return FromRank(int(ls[d][rng.IntN(len(ls[d]))])), nil
}

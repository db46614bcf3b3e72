package worksheet

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"frontier/core/gametrees"
)

// makePruned asks which branches alpha-beta cuts on a small random tree,
// searching children left to right, and the root's value. Trees without
// a cut are drawn again, a few times, since they teach little.
func makePruned(rng *rand.Rand) Exercise {
	var t *gametrees.Tree
	var run *gametrees.Run
	for try := 0; try < 8; try++ {
		spec := gametrees.RandomSpec{Seed: rng.Uint64(), Depth: 2 + rng.IntN(2), MinKids: 2, MaxKids: 3, Lo: 0, Hi: 9}
		if spec.Depth == 3 {
			spec.MaxKids = 2 + rng.IntN(2)
		}
		var err error
		if t, err = gametrees.Random(spec); err != nil {
			panic("worksheet: " + err.Error())
		}
		if run = gametrees.AlphaBeta(t); len(run.CutKids()) > 0 {
			break
		}
	}
	cut := run.CutKids()
	var working []string
	for i, v := range run.Visits {
		if !v.Cut {
			continue
		}
		last := v.Steps[len(v.Steps)-1]
		var kids []string
		for _, k := range t.Nodes[i].Kids[len(v.Steps):] {
			kids = append(kids, t.Branch(k))
		}
		working = append(working, fmt.Sprintf("at %s (%s) α = %s ≥ β = %s after %s: %s cut",
			t.Nodes[i].Name, t.Nodes[i].Side(), gametrees.Bound(last.Alpha), gametrees.Bound(last.Beta),
			t.Nodes[last.Kid].Name, strings.Join(kids, ", ")))
	}
	return Exercise{
		Prompt: fmt.Sprintf("Run alpha-beta on this tree, %s at the root, children left to right. "+
			"Which branches are cut, and what is the root's value?", t.Nodes[0].Side()),
		Tree:    t,
		Answer:  run.Value,
		Cut:     cut,
		Working: working,
	}
}

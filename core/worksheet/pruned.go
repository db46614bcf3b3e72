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
	names := make([]string, len(cut))
	for i, k := range cut {
		names[i] = t.Branch(k)
	}
	cutLine := "no branch is cut"
	if len(names) > 0 {
		cutLine = "cut: " + strings.Join(names, ", ")
	}
	return Exercise{
		Prompt: fmt.Sprintf("Run alpha-beta on this tree, %s at the root, children left to right. "+
			"Which branches are cut, and what is the root's value?", t.Nodes[0].Side()),
		Tree:    t,
		Answer:  run.Value,
		Cut:     cut,
		Working: []string{cutLine, "the root's value is " + gametrees.Signed(run.Value)},
	}
}

package search

import (
	"context"
	"fmt"
)

// A* on a small weighted graph (the direct edge 0→3 costs 10, the detour
// 0→1→2→3 costs 3), each expansion printed with its children's fates and
// the frontier in the order A* will pop it.
func ExampleRunTraced() {
	tr := &Trace[int]{OnExpand: func(x *Expansion[int]) {
		fmt.Printf("step %d: node %d (state %d, g %d, h %d, f %d)\n", x.Step, x.Node.ID, x.Node.State, x.Node.G, x.Node.H, x.Node.F)
		for _, c := range x.Children {
			fmt.Printf("  %s → node %d (state %d, f %d): %s\n", c.Move, c.ID, c.State, c.F, c.Fate)
		}
		for _, n := range x.Frontier(10) {
			fmt.Printf("  frontier: node %d (f %d)\n", n.ID, n.F)
		}
	}}
	r := RunTraced(context.Background(), EngineAStar, weighted(), Options{}, tr)
	fmt.Println(r.Moves, r.Cost, r.Expanded)
	// Output:
	// step 1: node 0 (state 0, g 0, h 3, f 3)
	//   direct → node 1 (state 3, f 10): added
	//   a → node 2 (state 1, f 3): added
	//   frontier: node 2 (f 3)
	//   frontier: node 1 (f 10)
	// step 2: node 2 (state 1, g 1, h 2, f 3)
	//   b → node 3 (state 2, f 3): added
	//   frontier: node 3 (f 3)
	//   frontier: node 1 (f 10)
	// step 3: node 3 (state 2, g 2, h 1, f 3)
	//   c → node 4 (state 3, f 3): added
	//   frontier: node 4 (f 3)
	// [a b c] 3 3
}

// A recording of the same search, stepped through backwards and drawn as
// a tree after its last step.
func ExampleRecording() {
	rec := Record(context.Background(), EngineAStar, weighted(), Options{}, 5000, 50)
	for i := rec.Len(); i >= 1; i-- {
		fmt.Println("step", i, "expands state", rec.Step(i).Node.State)
	}
	for _, n := range rec.Tree(rec.Len(), 100) {
		c, _ := rec.Node(n.ID)
		fmt.Printf("node %d (state %d, parent %d): %s\n", n.ID, c.State, n.Parent, n.Role)
	}
	// Output:
	// step 3 expands state 2
	// step 2 expands state 1
	// step 1 expands state 0
	// node 0 (state 0, parent -1): solution
	// node 1 (state 3, parent 0): pruned
	// node 2 (state 1, parent 0): solution
	// node 3 (state 2, parent 2): solution
	// node 4 (state 3, parent 3): solution
}

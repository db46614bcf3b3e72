package search

import (
	"context"
	"testing"
)

// tree3 is an endless tree of int states with three children each and an
// estimate that varies (n mod 7): every engine runs on it until its node
// limit, so the work per run is the same for all.
type tree3 struct{}

func (tree3) Start() int         { return 1 }
func (tree3) IsGoal(int) bool    { return false }
func (tree3) Estimate(n int) int { return n % 7 }
func (tree3) Admissible() bool   { return false }
func (tree3) Successors(n int, dst []Step[int]) []Step[int] {
	return append(dst, Step[int]{3*n + 1, "a", 1}, Step[int]{3*n + 2, "b", 1}, Step[int]{3*n + 3, "c", 1})
}

// tree3's goal, −1, heads an endless tree of its own below 0, which a
// search back from it grows as the search from the start grows its own.
func (tree3) GoalState() (int, bool) { return -1, true }
func (tree3) Predecessors(n int, dst []Step[int]) []Step[int] {
	return append(dst, Step[int]{3*n - 1, "a", 1}, Step[int]{3*n - 2, "b", 1}, Step[int]{3*n - 3, "c", 1})
}

// BenchmarkRun is each engine through Run, generating 200,000 nodes of an
// endless tree: the engine's cost per node.
func BenchmarkRun(b *testing.B) {
	const nodes = 200_000
	for _, e := range Engines {
		b.Run(string(e), func(b *testing.B) {
			for b.Loop() {
				r := Run(context.Background(), e, tree3{}, Options{MaxNodes: nodes, BeamWidth: 1000})
				if r.Generated != nodes {
					b.Fatalf("generated %d nodes, want %d", r.Generated, nodes)
				}
			}
		})
	}
}

// BenchmarkRunSmall is each engine through Run on a four-state graph: the
// cost of starting a search, which a lab experiment pays once per state.
func BenchmarkRunSmall(b *testing.B) {
	for _, e := range Engines {
		p := weighted()
		b.Run(string(e), func(b *testing.B) {
			for b.Loop() {
				if r := Run(context.Background(), e, p, Options{}); !r.Solved {
					b.Fatalf("not solved: %s", r.StopReason)
				}
			}
		})
	}
}

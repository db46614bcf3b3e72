package cube

import (
	"context"
	"strings"
	"testing"

	"frontier/core/search"
)

// checkPath replays a result's moves from start and fails unless every
// state on the path matches and the last one is solved.
func checkPath(t *testing.T, start State, r search.Result[State]) {
	t.Helper()
	ms, err := ParseMoves(strings.Join(r.Moves, " "))
	if err != nil {
		t.Fatalf("result moves %q do not parse: %v", r.Moves, err)
	}
	if len(ms) != r.Depth || r.Cost != r.Depth || len(r.Path) != len(ms)+1 {
		t.Fatalf("depth %d, cost %d, %d moves, %d path states: inconsistent", r.Depth, r.Cost, len(ms), len(r.Path))
	}
	s := start
	if r.Path[0] != s {
		t.Fatalf("path starts at %v, want %v", r.Path[0], s)
	}
	for i, m := range ms {
		s = Apply(s, m)
		if r.Path[i+1] != s {
			t.Fatalf("path state %d is %v, but move %v gives %v", i+1, r.Path[i+1], m, s)
		}
	}
	if s != Solved() {
		t.Fatalf("moves %v leave %v, not solved", r.Moves, s)
	}
}

func TestEveryEngineSolves(t *testing.T) {
	tab := exactForTest(t)
	start := Apply(Solved(), mustMoves(t, "R U F' R2")...)
	want := tab.Distance(start)
	for _, e := range search.Engines {
		for _, h := range []string{"pdb", "opposing-colors"} {
			if !e.Informed() && h != "pdb" {
				continue
			}
			t.Run(string(e)+"/"+h, func(t *testing.T) {
				p, err := NewProblem(start, h)
				if err != nil {
					t.Fatal(err)
				}
				r := search.Run(context.Background(), e, p, search.Options{MaxNodes: 2_000_000})
				if !r.Solved {
					if r.Optimal || r.StopReason != search.StopNodeLimit {
						t.Fatalf("not solved: %s", r.StopReason)
					}
					return
				}
				checkPath(t, start, r)
				if r.Optimal && r.Cost != want {
					t.Errorf("optimal engine found cost %d, want %d", r.Cost, want)
				}
			})
		}
	}
}

func TestRotatedSolvedCubeSolvesInZero(t *testing.T) {
	for _, text := range []string{solvedText, "wwwwrrrrggggoooobbbbyyyy", "YYYY BBBB OOOO GGGG RRRR WWWW", "GGGG OOOO WWWW RRRR YYYY BBBB"} {
		s, err := Parse(text)
		if err != nil || s != Solved() {
			t.Fatalf("Parse(%q) = %v, %v; want the solved state", text, s, err)
		}
		for _, e := range search.Engines {
			p, _ := NewProblem(s, "pdb")
			r := search.Run(context.Background(), e, p, search.Options{})
			if !r.Solved || r.Cost != 0 || len(r.Moves) != 0 {
				t.Errorf("%s on %q: solved %v, cost %d, moves %v; want 0 moves", e, text, r.Solved, r.Cost, r.Moves)
			}
		}
	}
}

// TestOptimalEnginesAgree solves seeded random scrambles with IDA* and A*
// under the admissible heuristics and checks each cost against the exact
// table (itself a breadth-first search) and, on the shallower instances,
// against the BFS engine.
func TestOptimalEnginesAgree(t *testing.T) {
	tab := exactForTest(t)
	n := 40
	if testing.Short() || raceEnabled {
		n = 12
	}
	type run struct {
		e search.Engine
		h string
	}
	runs := []run{{search.EngineIDAStar, "pdb"}, {search.EngineAStar, "exact"}, {search.EngineIDAStar, "exact"}, {search.EngineAStar, "pdb"}}
	for i := range n {
		seed := uint64(i)
		length := 25
		if i%2 == 1 {
			length = 1 + i%8 // short scrambles, where BFS is quick
		}
		start := Apply(Solved(), RandomScramble(length, seed)...)
		want := tab.Distance(start)
		if want > 11 {
			t.Fatalf("exact distance %d exceeds God's number 11", want)
		}
		all := runs
		// BFS visits up to every state: only on shallow instances, plus
		// two deep ones without the race detector.
		if want <= 7 || (i < 4 && !testing.Short() && !raceEnabled) {
			all = append(all, run{search.EngineBFS, "none"})
		}
		for _, rn := range all {
			p, err := NewProblem(start, rn.h)
			if err != nil {
				t.Fatal(err)
			}
			r := search.Run(context.Background(), rn.e, p, search.Options{})
			if !r.Solved || !r.Optimal {
				t.Fatalf("seed %d %s/%s: solved %v, optimal %v", seed, rn.e, rn.h, r.Solved, r.Optimal)
			}
			if r.Cost != want {
				t.Errorf("seed %d %s/%s: cost %d, exact distance %d", seed, rn.e, rn.h, r.Cost, want)
			}
			checkPath(t, start, r)
		}
	}
}

package cube

import (
	"strings"
	"testing"
)

func TestHeuristicsAgainstExact(t *testing.T) {
	tab := exactForTest(t)
	for _, hi := range Heuristics {
		t.Run(hi.Name, func(t *testing.T) {
			p, err := NewProblem(Solved(), hi.Name)
			if err != nil {
				t.Fatal(err)
			}
			if p.Admissible() != hi.Admissible || p.info != hi {
				t.Fatalf("problem reports %+v, admissible %v; list says %+v", p.info, p.Admissible(), hi)
			}
			if h := p.Estimate(Solved()); h != 0 {
				t.Errorf("h(solved) = %d, want 0", h)
			}
			step := 1
			if hi.Name == "opposing-colors" {
				step = 7 // it reads stickers: a sample of a seventh is plenty
			}
			over := 0
			var witness State
			for r := 0; r < NumStates; r += step {
				s := FromRank(r)
				if h, d := p.Estimate(s), tab.Distance(s); h > d {
					if over == 0 {
						witness = s
					}
					over++
				}
			}
			if hi.Admissible && over > 0 {
				t.Errorf("claimed admissible, but h(%v) = %d > exact %d (%d states over)",
					witness, p.Estimate(witness), tab.Distance(witness), over)
			}
			if !hi.Admissible && over == 0 {
				t.Errorf("claimed inadmissible, but never exceeds the exact distance")
			}
			if over > 0 {
				t.Logf("h > exact on %d of %d states checked, e.g. %v: h %d, exact %d",
					over, NumStates/step, witness, p.Estimate(witness), tab.Distance(witness))
			}
		})
	}
}

// Single moves from solved score up to 8, as OpposingColors says.
func TestOpposingColorsOneMove(t *testing.T) {
	tests := []struct {
		moves string
		want  int
	}{{"", 0}, {"U", 2}, {"U2", 4}, {"R", 6}, {"R'", 4}, {"F", 8}, {"D", 2}, {"B'", 8}}
	for _, tc := range tests {
		if h := OpposingColors(Apply(Solved(), mustMoves(t, tc.moves)...)); h != tc.want {
			t.Errorf("h(%s) = %d, want %d", tc.moves, h, tc.want)
		}
	}
}

func TestNewProblemUnknownHeuristic(t *testing.T) {
	_, err := NewProblem(Solved(), "manhattan")
	if err == nil || !strings.Contains(err.Error(), `unknown heuristic "manhattan"`) {
		t.Errorf("NewProblem(manhattan) error %v", err)
	}
}

func TestSuccessors(t *testing.T) {
	p, _ := NewProblem(Solved(), "none")
	steps := p.Successors(Solved(), nil)
	if len(steps) != NumMoves {
		t.Fatalf("%d successors, want %d", len(steps), NumMoves)
	}
	distinct := map[State]bool{}
	for i, st := range steps {
		if st.Move != Move(i).String() || st.Cost != 1 || st.State != Apply(Solved(), Move(i)) {
			t.Errorf("successor %d = %+v, want move %v cost 1", i, st, Move(i))
		}
		distinct[st.State] = true
	}
	if len(distinct) != 9 {
		t.Errorf("%d distinct successors of solved, want 9 (D acts as U, L as R, B as F)", len(distinct))
	}
}

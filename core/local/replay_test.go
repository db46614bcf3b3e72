package local_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"frontier/core/local"
)

// Each engine's run is replayed step by step by the model: the move it
// makes must be one its rule allows on the model's board, the h it
// reports the model's, and where it stops a place its rule stops.

func TestSteepestAscentReplayed(t *testing.T) {
	for n := 4; n <= 8; n++ {
		for _, k := range []int{0, 3, 100} {
			for seed := range 40 {
				opts := local.Options{Seed: uint64(seed), Stream: uint64(n), Sideways: k}
				r, st := steps(t, local.EngineHillClimbing, space(t, n), opts)
				what := fmt.Sprintf("n %d, K %d, seed %d", n, k, seed)
				replaySteepest(t, what, r.Final.Rows(nil), st, k, r.Stop)
				if r.Steps != int64(len(movesOf(st))) {
					t.Fatalf("%s: %d steps reported, %d traced", what, r.Steps, len(movesOf(st)))
				}
			}
		}
	}
}

// movesOf is the steps that made a move.
func movesOf(st []recorded) []recorded {
	var out []recorded
	for _, s := range st {
		if s.Kind != local.KindStart && s.Kind != local.KindStop {
			out = append(out, s)
		}
	}
	return out
}

// replaySteepest checks one climb, or the climbs of random-restart, and
// returns the number of climbs it saw.
func replaySteepest(t *testing.T, what string, final []int, st []recorded, k int, stop local.Stop) int {
	t.Helper()
	var b model
	inRow, climbs := 0, 0
	for _, s := range st {
		switch s.Kind {
		case local.KindStart:
			b, inRow = slices.Clone(s.board), 0
			climbs++
			continue
		case local.KindStop:
			checkStuck(t, what, b, inRow, k, s.Stop)
			continue
		}
		h := b.h()
		low, best := b.best()
		if !slices.Equal(s.Scored, b.moves()) {
			t.Fatalf("%s step %d: weighed %v, the model %v", what, s.Number, s.Scored, b.moves())
		}
		if !slices.Equal(s.Chosen, best) || !slices.Contains(best, s.Move) || s.Ties != len(best) {
			t.Fatalf("%s step %d: chose %v among %v; the model's best (h %d) are %v", what, s.Number, s.Move, s.Chosen, low, best)
		}
		switch {
		case s.HBefore != h || s.H != low:
			t.Fatalf("%s step %d: h %d → %d, the model %d → %d", what, s.Number, s.HBefore, s.H, h, low)
		case low > h:
			t.Fatalf("%s step %d: moved uphill, %d → %d", what, s.Number, h, low)
		case low == h:
			inRow++
			if inRow > k || s.Kind != local.KindSideways || s.Sideways != inRow {
				t.Fatalf("%s step %d: sideways move %d in a row (kind %s, says %d), %d allowed", what, s.Number, inRow, s.Kind, s.Sideways, k)
			}
		default:
			inRow = 0
			if s.Kind != local.KindDownhill {
				t.Fatalf("%s step %d: kind %s for %d → %d", what, s.Number, s.Kind, h, low)
			}
		}
		b = b.with(s.Move.Var, s.Move.Val)
		if !slices.Equal(b, s.board) {
			t.Fatalf("%s step %d: the board after the move is %v, the model's %v", what, s.Number, s.board, b)
		}
	}
	if !slices.Equal(b, model(final)) {
		t.Fatalf("%s: ended on %v, the model on %v", what, final, b)
	}
	if stop == local.StopSolved && b.h() != 0 {
		t.Fatalf("%s: solved at h %d", what, b.h())
	}
	return climbs
}

// checkStuck checks a climb's stop: at a local minimum every move raises
// h; on a plateau none lowers it and the sideways moves are used up.
func checkStuck(t *testing.T, what string, b model, inRow, k int, why local.Stop) {
	t.Helper()
	h := b.h()
	low, _ := b.best()
	switch {
	case why == local.StopLocalMinimum && low > h:
	case why == local.StopPlateau && low == h && inRow >= k:
	default:
		t.Fatalf("%s: stopped (%s) at h %d, the lowest move %d, %d sideways in a row of %d", what, why, h, low, inRow, k)
	}
}

func TestRandomRestartReplayed(t *testing.T) {
	for _, k := range []int{0, 10} {
		for seed := range 30 {
			opts := local.Options{Seed: uint64(seed), Sideways: k, Restarts: 5}
			r, st := steps(t, local.EngineRandomRestart, space(t, 6), opts)
			what := fmt.Sprintf("K %d, seed %d", k, seed)
			climbs := replaySteepest(t, what, r.Final.Rows(nil), st, k, r.Stop)
			if climbs != r.Restarts+1 || len(r.RestartAt) != r.Restarts || r.Restarts > 5 {
				t.Fatalf("%s: %d climbs traced, %d restarts (at %v) reported", what, climbs, r.Restarts, r.RestartAt)
			}
			if !r.Solved && (r.Stop != local.StopRestarts || r.Restarts != 5) {
				t.Fatalf("%s: unsolved, %s after %d restarts", what, r.Stop, r.Restarts)
			}
		}
	}
}

func TestStochasticReplayed(t *testing.T) {
	for seed := range 60 {
		r, st := steps(t, local.EngineStochastic, space(t, 4+seed%5), local.Options{Seed: uint64(seed)})
		var b model
		for _, s := range st {
			switch s.Kind {
			case local.KindStart:
				b = slices.Clone(s.board)
				continue
			case local.KindStop:
				low, _ := b.best()
				if low < b.h() || s.Stop != local.StopLocalMinimum && s.Stop != local.StopPlateau {
					t.Fatalf("seed %d: stopped (%s) with a move down to %d from %d", seed, s.Stop, low, b.h())
				}
				continue
			}
			var lower []local.Move
			for _, m := range b.moves() {
				if m.H < b.h() {
					lower = append(lower, m.Move)
				}
			}
			if !slices.Equal(s.Chosen, lower) || !slices.Contains(lower, s.Move) || s.H != b.with(s.Move.Var, s.Move.Val).h() {
				t.Fatalf("seed %d step %d: took %v (h %d) among %v; the model's lowering moves %v", seed, s.Number, s.Move, s.H, s.Chosen, lower)
			}
			b = b.with(s.Move.Var, s.Move.Val)
		}
		if !slices.Equal(b, model(r.Final.Rows(nil))) {
			t.Fatalf("seed %d: ended on %v, the model on %v", seed, r.Final.Rows(nil), b)
		}
	}
}

// TestStochasticIsUniform: from one board, the moves that lower h are
// taken about equally often, whatever they lower it by.
func TestStochasticIsUniform(t *testing.T) {
	start := model{0, 0, 0, 0, 0, 0}
	var lower []local.Move
	for _, m := range start.moves() {
		if m.H < start.h() {
			lower = append(lower, m.Move)
		}
	}
	counts := map[local.Move]int{}
	const runs = 6000
	for i := range runs {
		r, err := runFrom(t, local.EngineStochastic, start, local.Options{Seed: 5, Stream: uint64(i), MaxSteps: 1})
		if err != nil {
			t.Fatal(err)
		}
		counts[changed(start, r)]++
	}
	want := float64(runs) / float64(len(lower))
	for _, m := range lower {
		if got := float64(counts[m]); math.Abs(got-want) > 5*math.Sqrt(want) {
			t.Errorf("move %v taken %v times of %d, want about %.0f", m, got, runs, want)
		}
	}
}

func TestFirstChoiceReplayed(t *testing.T) {
	for seed := range 60 {
		n := 4 + seed%5
		r, st := steps(t, local.EngineFirstChoice, space(t, n), local.Options{Seed: uint64(seed)})
		var b model
		for _, s := range st {
			switch s.Kind {
			case local.KindStart:
				b = slices.Clone(s.board)
				continue
			case local.KindStop:
				low, _ := b.best()
				if low < b.h() {
					t.Fatalf("seed %d: stopped with a move down to %d from %d", seed, low, b.h())
				}
				continue
			}
			seen := map[local.Move]bool{}
			for i, m := range s.Scored {
				if seen[m.Move] || m.H != b.with(m.Var, m.Val).h() {
					t.Fatalf("seed %d step %d: tried %v twice, or with h %d (the model's %d)", seed, s.Number, m.Move, m.H, b.with(m.Var, m.Val).h())
				}
				seen[m.Move] = true
				if last := i == len(s.Scored)-1; last != (m.H < b.h()) {
					t.Fatalf("seed %d step %d: try %d of %d has h %d from %d", seed, s.Number, i+1, len(s.Scored), m.H, b.h())
				}
			}
			if s.Move != s.Scored[len(s.Scored)-1].Move {
				t.Fatalf("seed %d step %d: took %v, not the first that lowers h", seed, s.Number, s.Move)
			}
			b = b.with(s.Move.Var, s.Move.Val)
		}
		if !slices.Equal(b, model(r.Final.Rows(nil))) {
			t.Fatalf("seed %d: ended on %v, the model on %v", seed, r.Final.Rows(nil), b)
		}
	}
}

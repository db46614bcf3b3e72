package local_test

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"testing"

	"frontier/core/domains/queens"
	"frontier/core/local"
)

func TestAnnealingReplayed(t *testing.T) {
	sched := local.Schedule{Shape: local.Exponential, T0: 3, Rate: 0.01, Floor: 0.05}
	var uphill, chances float64
	for seed := range 40 {
		opts := local.Options{Seed: uint64(seed), Schedule: sched}
		if seed%2 == 1 {
			opts.Schedule = local.Schedule{Shape: local.Linear, T0: 2, Rate: 0.004, Floor: 0.01}
		}
		r, st := steps(t, local.EngineAnnealing, space(t, 8), opts)
		var b model
		last := int64(0)
		for _, s := range st {
			if s.Kind == local.KindStart {
				b = slices.Clone(s.board)
				continue
			}
			sc := opts.Schedule
			want := sc.T0 * math.Exp(-sc.Rate*float64(s.Number))
			if sc.Shape == local.Linear {
				want = sc.T0 - sc.Rate*float64(s.Number)
			}
			next := b.with(s.Move.Var, s.Move.Val)
			d := next.h() - b.h()
			switch {
			case math.Abs(s.Temperature-want) > 1e-9:
				t.Fatalf("seed %d step %d: T %v, the schedule's %v", seed, s.Number, s.Temperature, want)
			case s.Move.Val == b[s.Move.Var] || len(s.Scored) != 1 || s.Scored[0].H != next.h():
				t.Fatalf("seed %d step %d: drew %v, weighed %v; the model's h %d", seed, s.Number, s.Move, s.Scored, next.h())
			case d < 0 && s.Kind != local.KindDownhill, d == 0 && s.Kind != local.KindSideways,
				d > 0 && s.Kind != local.KindUphill && s.Kind != local.KindRejected:
				t.Fatalf("seed %d step %d: kind %s for a change of %d", seed, s.Number, s.Kind, d)
			case d > 0 && math.Abs(s.Chance-math.Exp(-float64(d)/want)) > 1e-9:
				t.Fatalf("seed %d step %d: chance %v for a rise of %d at T %v", seed, s.Number, s.Chance, d, want)
			}
			if d > 0 {
				chances += s.Chance
				if s.Kind == local.KindUphill {
					uphill++
				}
			}
			if s.Kind != local.KindRejected {
				b = next
			}
			if !slices.Equal(b, s.board) || s.H != b.h() {
				t.Fatalf("seed %d step %d: board %v h %d, the model's %v h %d", seed, s.Number, s.board, s.H, b, b.h())
			}
			last = s.Number
		}
		sc := opts.Schedule
		if !r.Solved {
			next := sc.T0 * math.Exp(-sc.Rate*float64(last+1))
			if sc.Shape == local.Linear {
				next = sc.T0 - sc.Rate*float64(last+1)
			}
			if r.Stop != local.StopFrozen || next > sc.Floor {
				t.Fatalf("seed %d: stopped (%s) after step %d, where T would be %v above the floor %v", seed, r.Stop, last, next, sc.Floor)
			}
		}
	}
	// The worse moves taken are as many as their chances say.
	if math.Abs(uphill-chances) > 4*math.Sqrt(chances) {
		t.Errorf("took %v worse moves, their chances add up to %.1f", uphill, chances)
	}
}

func TestBeamReplayed(t *testing.T) {
	for seed := range 30 {
		k := 1 + seed%6
		r, st := steps(t, local.EngineBeam, space(t, 6), local.Options{Seed: uint64(seed), BeamWidth: k})
		var beam []model
		for _, s := range st {
			if len(s.members) != len(s.Hs) || s.Best != slices.Min(s.Hs) || !slices.Equal(s.board, s.members[slices.Index(s.Hs, s.Best)]) {
				t.Fatalf("seed %d: a step of %d members, h %v, best %d on %v", seed, len(s.members), s.Hs, s.Best, s.board)
			}
			for i, m := range s.members {
				if m.h() != s.Hs[i] {
					t.Fatalf("seed %d: member %v of h %d, said %d", seed, m, m.h(), s.Hs[i])
				}
			}
			if s.Kind == local.KindStart {
				beam = s.members
				continue
			}
			// The model's candidates: every distinct neighbour of the beam.
			hs := map[string]int{}
			for _, m := range beam {
				for _, mv := range m.moves() {
					hs[fmt.Sprint(m.with(mv.Var, mv.Val))] = mv.H
				}
			}
			all := make([]int, 0, len(hs))
			for _, h := range hs {
				all = append(all, h)
			}
			sort.Ints(all)
			keep := all[:min(k, len(all))]
			if got := slices.Sorted(slices.Values(s.Hs)); !slices.Equal(got, keep) {
				t.Fatalf("seed %d step %d: kept h %v, the model's %d lowest %v", seed, s.Number, got, k, keep)
			}
			seen := map[string]bool{}
			for _, m := range s.members {
				if _, ok := hs[fmt.Sprint(m)]; !ok || seen[fmt.Sprint(m)] {
					t.Fatalf("seed %d step %d: %v is not a neighbour of the beam, or kept twice", seed, s.Number, m)
				}
				seen[fmt.Sprint(m)] = true
			}
			if s.Best >= slices.Min(hsOf(beam)) {
				t.Fatalf("seed %d step %d: the new beam's best %d is no better than %d", seed, s.Number, s.Best, slices.Min(hsOf(beam)))
			}
			beam = s.members
		}
		if !r.Solved && r.Stop != local.StopLocalMinimum {
			t.Fatalf("seed %d: %s", seed, r.Stop)
		}
	}
}

func hsOf(ms []model) []int {
	out := make([]int, len(ms))
	for i, m := range ms {
		out[i] = m.h()
	}
	return out
}

// TestGeneticReplayed checks each child of every generation against the
// textbook's breeding: two parents of the last generation, cut at one
// point, and at most one gene changed.
func TestGeneticReplayed(t *testing.T) {
	for seed := range 6 {
		opts := local.Options{Seed: uint64(seed), Population: 12, MaxSteps: 25}
		r, st := steps(t, local.EngineGenetic, space(t, 6), opts)
		var pop []model
		for _, s := range st {
			if len(s.members) != 12 || s.Best != slices.Min(s.Hs) || math.Abs(s.Mean-mean(s.Hs)) > 1e-9 {
				t.Fatalf("seed %d: a generation of %d, best %d of %v, mean %v", seed, len(s.members), s.Best, s.Hs, s.Mean)
			}
			for i, m := range s.members {
				if m.h() != s.Hs[i] {
					t.Fatalf("seed %d: %v has h %d, said %d", seed, m, m.h(), s.Hs[i])
				}
			}
			if s.Kind == local.KindGeneration {
				for _, child := range s.members {
					if !bred(pop, child) {
						t.Fatalf("seed %d generation %d: %v is no child of two of %v", seed, s.Number, child, pop)
					}
				}
			}
			pop = s.members
		}
		if r.Solved != (slices.Min(hsOf(pop)) == 0) || r.Steps != int64(len(st)-1) {
			t.Fatalf("seed %d: solved %v after %d generations; the last traced %v", seed, r.Solved, r.Steps, hsOf(pop))
		}
	}
}

// bred reports whether child is x's head and y's tail, cut after 1 to n−1
// genes, for some x and y of pop, with at most one gene changed.
func bred(pop []model, child model) bool {
	for _, x := range pop {
		for _, y := range pop {
			for c := 1; c < len(child); c++ {
				diff := 0
				for i := range child {
					want := y[i]
					if i < c {
						want = x[i]
					}
					if child[i] != want {
						diff++
					}
				}
				if diff <= 1 {
					return true
				}
			}
		}
	}
	return false
}

func mean(xs []int) float64 {
	s := 0.0
	for _, x := range xs {
		s += float64(x)
	}
	return s / float64(len(xs))
}

func TestMinConflictsReplayed(t *testing.T) {
	for seed := range 60 {
		n := 4 + seed%6
		board := queens.Random(n, randFor(uint64(seed)))
		b := rowsOf(board)
		opts := local.Options{Seed: uint64(seed), MaxSteps: 300, OwnStart: seed%3 == 0}
		steps := 0
		tr := &local.Trace[local.Conflicts]{OnStep: func(st *local.Step[local.Conflicts]) {
			now := rowsOf(st.State.(*queens.Board))
			if st.Kind == local.KindStart {
				b = now
				return
			}
			steps++
			v := st.Move.Var
			if !slices.Contains(b.attacked(), v) || st.Old != b[v] {
				t.Fatalf("seed %d step %d: repaired column %d (was row %d), not one of the attacked %v", seed, st.Number, v, st.Old, b.attacked())
			}
			fewest, tied := math.MaxInt, []local.Move(nil)
			for r := range n {
				switch k := b.attackers(v, r); {
				case k < fewest:
					fewest, tied = k, []local.Move{{Var: v, Val: r}}
				case k == fewest:
					tied = append(tied, local.Move{Var: v, Val: r})
				}
			}
			if !slices.Equal(st.Chosen, tied) || !slices.Contains(tied, st.Move) || st.Ties != len(tied) {
				t.Fatalf("seed %d step %d: gave row %d among %v; the model's fewest (%d) %v", seed, st.Number, st.Move.Val, st.Chosen, fewest, tied)
			}
			b = b.with(v, st.Move.Val)
			if !slices.Equal(b, now) || st.H != b.h() || st.HBefore < st.H {
				t.Fatalf("seed %d step %d: board %v h %d → %d; the model's %v h %d", seed, st.Number, now, st.HBefore, st.H, b, b.h())
			}
		}}
		r := local.MinConflicts(t.Context(), board, opts, tr)
		if int64(steps) != r.Steps || r.Solved != (b.h() == 0) || r.Final.Violated() != b.h() {
			t.Fatalf("seed %d: %d steps traced, %d reported; solved %v at the model's h %d", seed, steps, r.Steps, r.Solved, b.h())
		}
		if r.Solved {
			validSolution(t, "min-conflicts", r.Final.(*queens.Board).Rows(nil))
		}
	}
}

package local_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"frontier/core/domains/queens"
	"frontier/core/local"
	"frontier/core/search"
)

// TestSameSeedSameRun: every engine makes the same run twice under one
// seed and stream, and the same watched as not.
func TestSameSeedSameRun(t *testing.T) {
	sp := local.Space[*queens.Board](space(t, 8))
	for _, e := range local.Engines {
		for stream := range 5 {
			opts := local.Options{Seed: 3, Stream: uint64(stream), MaxSteps: 300}
			a, err := local.Run(t.Context(), e, sp, opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := local.Run(t.Context(), e, sp, opts, nil)
			watched := 0
			c, _ := local.Run(t.Context(), e, sp, opts, &local.Trace[*queens.Board]{OnStep: func(*local.Step[*queens.Board]) { watched++ }})
			for _, other := range []local.Result[*queens.Board]{b, c} {
				if other.Final.Text() != a.Final.Text() || other.Steps != a.Steps || other.Evaluations != a.Evaluations ||
					other.Stop != a.Stop || !slices.Equal(other.Curve, a.Curve) {
					t.Fatalf("%s stream %d: %s %d steps %d evaluations, then %s %d %d", e, stream,
						a.Final.Text(), a.Steps, a.Evaluations, other.Final.Text(), other.Steps, other.Evaluations)
				}
			}
			if watched == 0 || a.Start.Text() != randomBoard(8, 3, uint64(stream)) {
				t.Fatalf("%s stream %d: %d steps watched, began on %s", e, stream, watched, a.Start.Text())
			}
		}
	}
}

// randomBoard is the first board a run of seed and stream draws.
func randomBoard(n int, seed, stream uint64) string {
	return queens.Random(n, rand.New(rand.NewPCG(seed, stream))).Text()
}

func TestLimits(t *testing.T) {
	sp := local.Space[*queens.Board](space(t, 8))
	stuck := queens.New([]int{0, 2, 4, 6, 1, 3, 5, 5}) // min-conflicts wanders a while
	cancelled, cancel := context.WithCancel(t.Context())
	cancel()
	for _, e := range local.Engines {
		r, _ := local.Run(cancelled, e, sp, local.Options{}, nil)
		if r.Stop != local.StopCancelled || r.Steps != 0 {
			t.Errorf("%s on a cancelled context: %s after %d steps", e, r.Stop, r.Steps)
		}
	}
	r, _ := local.Run(t.Context(), local.EngineAnnealing, sp, local.Options{MaxSteps: 7, Schedule: local.Schedule{T0: 100, Rate: 1e-9}}, nil, stuck)
	if r.Stop != local.StopStepLimit || r.Steps != 7 {
		t.Errorf("annealing, 7 steps at most: %s after %d", r.Stop, r.Steps)
	}
	r, _ = local.Run(t.Context(), local.EngineGenetic, sp, local.Options{MaxSteps: 3, Population: 4}, nil)
	if !r.Solved && (r.Stop != local.StopStepLimit || r.Steps != 3) {
		t.Errorf("genetic, 3 generations at most: %s after %d", r.Stop, r.Steps)
	}
	big := local.Space[*queens.Board](space(t, 3000))
	r, _ = local.Run(t.Context(), local.EngineHillClimbing, big, local.Options{Timeout: time.Millisecond}, nil)
	if r.Stop != local.StopTimeout {
		t.Errorf("steepest ascent on 3,000 queens within a millisecond: %s after %d steps", r.Stop, r.Steps)
	}
	mid := local.Space[*queens.Board](space(t, 100))
	r, _ = local.Run(t.Context(), local.EngineBeam, mid, local.Options{BeamWidth: 100, MaxMemory: 16 << 20}, nil)
	if r.Stop != local.StopMemoryLimit || r.Steps != 0 || r.Evaluations != 0 {
		t.Errorf("a beam of 100 boards of 100 queens and their 990,000 candidates in 16 MB: %s after %d steps", r.Stop, r.Steps)
	}
	r, _ = local.Run(t.Context(), local.EngineBeam, mid, local.Options{BeamWidth: 100, MaxMemory: search.NoMemoryLimit, MaxSteps: 1}, nil)
	if r.Stop == local.StopMemoryLimit || r.Steps != 1 {
		t.Errorf("the same with no memory budget: %s after %d steps", r.Stop, r.Steps)
	}
}

// TestCurve: the curve holds h after every step of a short run, and an
// evenly thinned one, at most MaxCurve points, of a long one.
func TestCurve(t *testing.T) {
	sp := local.Space[*queens.Board](space(t, 8))
	var hs []int
	record := &local.Trace[*queens.Board]{OnStep: func(st *local.Step[*queens.Board]) {
		if st.Kind != local.KindStart && st.Kind != local.KindStop {
			hs = append(hs, st.H)
		}
	}}
	r, _ := local.Run(t.Context(), local.EngineHillClimbing, sp, local.Options{Seed: 1, Sideways: 100}, record)
	if r.CurveStride != 1 || !slices.Equal(r.Curve, append([]int{r.StartH}, hs...)) {
		t.Fatalf("curve %v (stride %d), steps' h %v from %d", r.Curve, r.CurveStride, hs, r.StartH)
	}
	hs = hs[:0]
	long := local.Options{Seed: 2, MaxSteps: 3*local.MaxCurve + 5, Schedule: local.Schedule{T0: 50, Rate: 1e-9}}
	r, _ = local.Run(t.Context(), local.EngineAnnealing, sp, long, record)
	if !r.Solved && (len(r.Curve) > local.MaxCurve || r.CurveStride != 4) {
		t.Fatalf("%d steps: %d points, stride %d", r.Steps, len(r.Curve), r.CurveStride)
	}
	for i, h := range r.Curve[1:] {
		if at := int64(i+1) * r.CurveStride; hs[at-1] != h {
			t.Fatalf("point %d, after step %d: %d, the step's h %d", i+1, at, h, hs[at-1])
		}
	}
	if r.BestH != slices.Min(append(hs, r.StartH)) || r.FinalH != hs[len(hs)-1] {
		t.Errorf("best %d final %d; the steps' lowest %d, last %d", r.BestH, r.FinalH, slices.Min(hs), hs[len(hs)-1])
	}
}

// noGenes is a space with neither genes nor conflicts.
type noGenes struct{ local.Space[*queens.Board] }

func TestOffers(t *testing.T) {
	sp := noGenes{space(t, 6)}
	for _, e := range []local.Engine{local.EngineGenetic, local.EngineMinConflicts} {
		if _, err := local.Run[*queens.Board](t.Context(), e, sp, local.Options{}, nil); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s on a space without its ability: %v", e, err)
		}
	}
	if _, err := local.Run[*queens.Board](t.Context(), "tabu", sp, local.Options{}, nil); err == nil {
		t.Error("an unknown engine ran")
	}
	for _, e := range local.Engines {
		if err := local.Offers[*queens.Board](e, space(t, 6)); err != nil {
			t.Errorf("the queens do not offer %s: %v", e, err)
		}
	}
}

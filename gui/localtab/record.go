package localtab

import (
	"context"

	"frontier/core/local"
)

// frame is one recorded step of a run: what the window shows of it. The
// state is a copy made as the step was taken (the engines reuse theirs):
// for the n-queens the row of each column's queen, for the sliding
// puzzle its state.
type frame struct {
	kind       local.Kind
	number     int64
	climb      int
	move       local.Move
	old        int // min-conflicts: the row its queen had
	words      string
	hBefore, h int
	sideways   int
	ties       int
	temp       float64
	chance     float64
	best       int
	mean       float64
	stop       local.Stop
	state      any
}

// recording is a run as the tab steps through it.
type recording struct {
	engine local.Engine
	opts   local.Options
	frames []frame
	result local.Summary
	err    error
}

// maxFrames bounds a recording: past it the run is cancelled, so that a
// long annealing or a stuck min-conflicts cannot fill the memory.
const maxFrames = 200_000

// record runs engine e on sp and keeps every step, each state copied by
// snap.
func record[S any](ctx context.Context, e local.Engine, sp local.Space[S], opts local.Options, snap func(S) any) recording {
	rec := recording{engine: e, opts: opts}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	tr := &local.Trace[S]{OnStep: func(st *local.Step[S]) {
		if len(rec.frames) >= maxFrames {
			cancel()
			return
		}
		rec.frames = append(rec.frames, frame{kind: st.Kind, number: st.Number, climb: st.Climb, move: st.Move, old: st.Old,
			words: st.Words, hBefore: st.HBefore, h: st.H, sideways: st.Sideways, ties: st.Ties,
			temp: st.Temperature, chance: st.Chance, best: st.Best, mean: st.Mean, stop: st.Stop, state: snap(st.State)})
	}}
	res, err := local.Run(ctx, e, sp, opts, tr)
	rec.result, rec.err = res.Summary, err
	return rec
}

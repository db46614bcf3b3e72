package cubetab

import (
	"context"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
)

// Solve searches from the cube in the state box with the chosen engine and
// heuristic, in the background; the counters update live and Cancel stops
// it. With the exact heuristic before its table is ready, the search first
// waits for the table, in the background too.
func (t *Tab) Solve() {
	if t.search.Busy() {
		return
	}
	engine, h, subject, opts, ok := t.question()
	if !ok {
		return
	}
	t.show(t.cube)
	var ready <-chan struct{} // closed once the table exists; nil: no wait
	preparing := ""
	if h == puzzles.HeuristicExact && !cube.ExactReady() && !t.exact.isReady() {
		t.startExact()
		ready, preparing = t.exact.ready, "Waiting for the exact table, which is being built… (first time only)"
	}
	start := t.state
	t.search.Solve(kit.Job[cube.State]{
		Subject: subject,
		Engine:  engine,
		// The path is shown in the frame of the cube as held (see New).
		Problem: func(ctx context.Context, _ func(done, total int)) (search.Problem[cube.State], error) {
			if ready != nil {
				select {
				case <-ready:
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			}
			return puzzles.CubeKind().Problem(start, h)
		},
		Preparing: preparing,
		Options:   opts,
	})
}

// question reads what to search, for Solve and Watch: the cube in the
// state box, the engine and heuristic, the limits, and the subject that
// heads the result; a bad input shows its error and ok is false.
func (t *Tab) question() (engine search.Engine, h puzzles.HeuristicID, subject string, opts search.Options, ok bool) {
	if t.stateEntry.Text != t.cube.String() && !t.loadEntry() {
		return engine, h, subject, opts, false
	}
	if engine, ok = engineNamed(t.engineSel.Selected); !ok {
		engine = defaultEngine
	}
	h, subject = puzzles.HeuristicNone, engine.Title()+" · 2×2×2 cube"
	if engine.Informed() {
		info, _ := heuristicNamed(t.heurSel.Selected)
		h, subject = info.ID, engine.Title()+" · "+string(info.ID)+" · 2×2×2 cube"
	}
	opts, ok = t.limits.Options()
	return engine, h, subject, opts, ok
}

// Cancel stops a running search, or a wait for the exact table, at once;
// the counters stay on show.
func (t *Tab) Cancel() { t.search.Cancel() }

// TogglePlay plays or pauses the path.
func (t *Tab) TogglePlay() { t.search.Player.TogglePlay() }

// Done returns a channel closed once the search started last has shown
// its result and the exact table's build and the inspector's work, if
// any were started, are over.
func (t *Tab) Done() <-chan struct{} {
	return kit.AllDone(t.search.Done(), t.exact.runner.Done(), t.insp.Done())
}

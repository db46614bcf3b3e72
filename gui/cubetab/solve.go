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
// it. With the exact heuristic before its table is ready, the tab first
// waits for the table in the background, then searches.
func (t *Tab) Solve() {
	if t.search.Busy() || t.waiting {
		return
	}
	if t.stateEntry.Text != t.cube.String() && !t.loadEntry() {
		return
	}
	engine, ok := engineNamed(t.engineSel.Selected)
	if !ok {
		engine = defaultEngine
	}
	h := puzzles.HeuristicNone
	if engine.Informed() {
		info, _ := heuristicNamed(t.heurSel.Selected)
		h = info.ID
	}
	opts, err := kit.SearchOptions(t.maxNodes.Text, t.beamEntry.Text)
	if err != nil {
		kit.SetError(t.searchErr, err.Error())
		return
	}
	kit.SetError(t.searchErr, "")
	t.show(t.cube)
	if h == puzzles.HeuristicExact && !cube.ExactReady() && !t.exact.isReady() {
		t.waitForExact(engine, opts)
		return
	}
	t.start(engine, h, opts)
}

// start runs the search; the exact table, if needed, is ready. The path
// is shown in the frame of the cube as held (see New).
func (t *Tab) start(engine search.Engine, h puzzles.HeuristicID, opts search.Options) {
	p, err := puzzles.CubeKind().Problem(t.state, h)
	if err != nil {
		kit.SetError(t.searchErr, err.Error())
		return
	}
	title := engine.Title()
	if engine.Informed() {
		title += " with " + string(h)
	}
	t.search.Start(title, engine, p, opts)
}

// waitForExact shows that the search waits for the exact table and starts
// it once the table is built. The wait runs off the UI goroutine and
// Cancel ends it at once.
func (t *Tab) waitForExact(engine search.Engine, opts search.Options) {
	t.startExact()
	ready := t.exact.ready
	t.waiting = true
	t.search.ClearPath()
	t.search.Stats.Clear("Waiting for the exact table, which is being built…")
	t.search.SolveBtn.Disable()
	t.search.CancelBtn.Enable()
	kit.Start(&t.waiter, func(ctx context.Context) error {
		select {
		case <-ready:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}, func(err error) {
		t.waiting = false
		t.search.SolveBtn.Enable()
		t.search.CancelBtn.Disable()
		if err != nil {
			t.search.Stats.Clear("Cancelled while waiting for the exact table.")
			return
		}
		t.start(engine, puzzles.HeuristicExact, opts)
	})
}

// Cancel stops a running search, or a wait for the exact table, at once;
// the counters stay on show.
func (t *Tab) Cancel() {
	t.waiter.Cancel()
	t.search.Cancel()
}

// drop forgets a running search or wait, whose result would be for a cube
// no longer on show.
func (t *Tab) drop() {
	t.waiter.Drop()
	t.waiting = false
	t.search.Drop()
}

// TogglePlay plays or pauses the path.
func (t *Tab) TogglePlay() { t.search.Player.TogglePlay() }

package cubetab

import (
	"context"

	"frontier/core/domains/cube"
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
		engine = search.EngineAStar
	}
	h := "none"
	if engine.Informed() {
		info, _ := heuristicNamed(t.heurSel.Selected)
		h = info.Name
	}
	opts, err := kit.SearchOptions(t.maxNodes.Text, t.beamEntry.Text)
	if err != nil {
		kit.SetError(t.searchErr, err.Error())
		return
	}
	kit.SetError(t.searchErr, "")
	t.show(t.cube)
	if h == "exact" && !cube.ExactReady() && !t.exact.isReady() {
		t.waitForExact(engine, opts)
		return
	}
	t.start(engine, h, opts)
}

// start runs the search; the exact table, if needed, is ready.
func (t *Tab) start(engine search.Engine, h string, opts search.Options) {
	p, err := cube.NewProblem(t.state, h)
	if err != nil {
		kit.SetError(t.searchErr, err.Error())
		return
	}
	title := engine.Title()
	if engine.Informed() {
		title += " with " + h
	}
	t.fr = cube.NewFrame(t.cube, t.state)
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
	if t.onWait != nil {
		t.onWait()
	}
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
			if t.onDone != nil {
				t.onDone()
			}
			return
		}
		t.start(engine, "exact", opts)
	})
}

// Cancel stops a running search, or a wait for the exact table, at once;
// the counters stay on show.
func (t *Tab) Cancel() {
	t.waiter.Cancel()
	t.search.Cancel()
}

// TogglePlay plays or pauses the path.
func (t *Tab) TogglePlay() { t.search.Player.TogglePlay() }

// finished runs after kit shows a result. The path list names moves in the
// held frame (see New), so they name the faces the net turns.
func (t *Tab) finished() {
	if path, _ := t.search.Path(); len(path) > 0 && path[0] != t.state {
		// The cube changed while the search ran; its path is for another.
		t.search.ClearPath()
	}
	if t.onDone != nil {
		t.onDone()
	}
}

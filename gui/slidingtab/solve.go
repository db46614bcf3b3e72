package slidingtab

import (
	"frontier/core/domains/sliding"
	"frontier/core/search"
	"frontier/gui/kit"
)

// Solve searches from the position in the state box with the chosen engine,
// in the background; the counters update live and Cancel stops it.
func (t *Tab) Solve() {
	if t.search.Busy() {
		return
	}
	if t.stateEntry.Text != t.board.Format(t.state) && !t.loadEntry() {
		return
	}
	choice, _ := choiceNamed(t.engineSel.Selected)
	heuristic := choice.heuristic
	if heuristic == "" {
		h, _ := heuristicNamed(t.heurSel.Selected)
		heuristic = h.ID
	}
	opts, err := kit.SearchOptions(t.maxNodes.Text, t.beamEntry.Text)
	if err != nil {
		kit.SetError(t.searchErr, err.Error())
		return
	}
	kit.SetError(t.searchErr, "")
	if _, err := t.kind.HeuristicNamed(string(heuristic)); err != nil {
		kit.SetError(t.searchErr, err.Error())
		return
	}
	t.show(t.state)
	kind, start := t.kind, t.state
	// Pattern databases take a second to build the first time: off the UI
	// goroutine, with the rest of the search.
	t.search.StartWith(choice.title, choice.engine, func() (search.Problem[sliding.State], error) {
		return kind.Problem(start, heuristic)
	}, opts)
}

// Cancel stops a running search at once; its counters stay on show.
func (t *Tab) Cancel() { t.search.Cancel() }

// TogglePlay plays or pauses the path.
func (t *Tab) TogglePlay() { t.search.Player.TogglePlay() }

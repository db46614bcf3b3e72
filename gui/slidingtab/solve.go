package slidingtab

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/domains/sliding"
	"frontier/core/search"
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
		heuristic = t.heuristicName()
	}
	opts, err := t.searchOptions()
	if err != nil {
		setError(t.searchErr, err.Error())
		return
	}
	setError(t.searchErr, "")
	p, err := sliding.NewProblem(t.board, t.state, heuristic)
	if err != nil {
		setError(t.searchErr, err.Error())
		return
	}
	t.show(t.state)
	t.search.Start(choice.title, choice.engine, p, opts)
}

// Cancel stops a running search at once; its counters stay on show.
func (t *Tab) Cancel() { t.search.Cancel() }

// TogglePlay plays or pauses the path.
func (t *Tab) TogglePlay() { t.search.Player.TogglePlay() }

func (t *Tab) heuristicName() string {
	for _, h := range sliding.Heuristics {
		if h.Title == t.heurSel.Selected {
			return h.Name
		}
	}
	return "manhattan"
}

// searchOptions reads the max-nodes and beam-width boxes; an empty or 0
// max-nodes box means no limit.
func (t *Tab) searchOptions() (search.Options, error) {
	var opts search.Options
	text := strings.NewReplacer(",", "", "_", "", " ", "").Replace(t.maxNodes.Text)
	if text != "" {
		n, err := strconv.ParseInt(text, 10, 64)
		if err != nil || n < 0 {
			return opts, fmt.Errorf("max nodes must be a whole number (0 or empty for no limit)")
		}
		opts.MaxNodes = n
	}
	k, err := strconv.Atoi(strings.TrimSpace(t.beamEntry.Text))
	if err != nil || k < 1 {
		return opts, fmt.Errorf("beam width k must be a whole number of at least 1")
	}
	opts.BeamWidth = k
	return opts, nil
}

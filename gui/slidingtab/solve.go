package slidingtab

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"frontier/core/domains/sliding"
	"frontier/core/search"
	"frontier/gui/kit"
)

// Solve searches from the position in the state box with the chosen engine,
// in the background; the counters update live and Cancel stops it.
func (t *Tab) Solve() {
	if t.runner.Busy() {
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
	opts.Progress = func(pr search.Progress) {
		fyne.Do(func() {
			t.stats.ShowProgress(pr)
			if t.onProgress != nil {
				t.onProgress()
			}
		})
	}
	board, start := t.board, t.state
	t.path, t.moves = nil, nil
	t.player.SetPath(0, nil)
	t.show(start)
	t.stats.Clear(fmt.Sprintf("Searching with %s…", choice.title))
	t.solveBtn.Disable()
	t.cancelBtn.Enable()
	kit.Start(&t.runner, func(ctx context.Context) search.Result[sliding.State] {
		return search.Run(ctx, choice.engine, p, opts)
	}, func(r search.Result[sliding.State]) { t.finish(board, r) })
}

// Cancel stops a running search at once; its counters stay on show.
func (t *Tab) Cancel() { t.runner.Cancel() }

// TogglePlay plays or pauses the path.
func (t *Tab) TogglePlay() { t.player.TogglePlay() }

func (t *Tab) finish(board *sliding.Board, r search.Result[sliding.State]) {
	t.solveBtn.Enable()
	t.cancelBtn.Disable()
	t.stats.ShowResult(kit.Summarize(r))
	if r.Solved && board == t.board {
		t.path, t.moves = r.Path, r.Moves
		t.player.SetPath(len(r.Path), t.pathRow)
	}
	if t.onDone != nil {
		t.onDone()
	}
}

// pathRow is row i of the path list: index, move, state.
func (t *Tab) pathRow(i int) string {
	move := "start"
	if i > 0 {
		move = strings.ToUpper(t.moves[i-1])
	}
	return fmt.Sprintf("%5d  %-10s  %s", i, move, t.board.Tiles(t.path[i]).Compact())
}

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

package slidingtab

import (
	"context"
	"fmt"
	"strings"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
)

// Solve searches from the position in the state box with the chosen engine,
// in the background; the counters update live and Cancel stops it.
func (t *Tab) Solve() {
	if t.search.Busy() {
		return
	}
	choice, heuristic, opts, ok := t.question()
	if !ok {
		return
	}
	t.show(t.state)
	kind, board, start := t.kind, t.board, t.state
	preparing := ""
	pdb := heuristic == puzzles.HeuristicPDB && !board.PatternDBReady()
	if pdb {
		preparing = "Building pattern databases… (first time only)"
	}
	t.search.Solve(kit.Job[sliding.State]{
		Subject: t.subject(choice, heuristic, opts.BeamWidth),
		Engine:  choice.engine,
		// Pattern databases take seconds to build the first time (or to
		// load from the cache): off the UI goroutine, with a bar, before
		// the search.
		Problem: func(ctx context.Context, building func(done, total int)) (search.Problem[sliding.State], error) {
			if pdb {
				if err := board.PreparePatternDBs(ctx, building); err != nil {
					return nil, err
				}
			}
			return kind.Problem(start, heuristic)
		},
		Preparing: preparing,
		Options:   opts,
	})
}

// question reads what to search, for Solve and Watch: the state box, the
// goal, the engine and heuristic and the limits; a bad input shows its
// error and ok is false.
func (t *Tab) question() (choice engineChoice, heuristic puzzles.HeuristicID, opts search.Options, ok bool) {
	if t.stateEntry.Text != t.board.Format(t.state) && !t.loadEntry() {
		return choice, heuristic, opts, false
	}
	if _, _, err := t.boardOf(t.board.Width()); err != nil {
		kit.SetError(t.goalErr, err.Error())
		return choice, heuristic, opts, false
	}
	choice, heuristic = t.engineChoice()
	opts, ok = t.limits.Options()
	return choice, heuristic, opts, t.checkHeuristic() && ok
}

// engineChoice is the engine menu's entry and the heuristic it uses.
func (t *Tab) engineChoice() (engineChoice, puzzles.HeuristicID) {
	choice, _ := choiceNamed(t.engineSel.Selected)
	if choice.heuristic != "" {
		return choice, choice.heuristic
	}
	h, _ := heuristicNamed(t.freeHeur)
	return choice, h.ID
}

// checkHeuristic shows, under the search settings, why the heuristic does
// not fit the board (pattern databases stop at 4×4), or clears the line.
func (t *Tab) checkHeuristic() bool {
	_, h := t.engineChoice()
	if _, err := t.kind.HeuristicNamed(string(h)); err != nil {
		kit.SetError(t.searchErr, err.Error())
		return false
	}
	kit.SetError(t.searchErr, "")
	return true
}

// subject heads the result: engine, heuristic, board, and the moves and
// goal when they are not the usual ones, such as "A* · Manhattan · 3×3".
func (t *Tab) subject(c engineChoice, h puzzles.HeuristicID, k int) string {
	parts := []string{c.engine.Title()}
	switch c.engine {
	case search.EngineGreedy:
		parts[0] = "Greedy"
	case search.EngineBeam:
		parts[0] = fmt.Sprintf("Beam (k = %d)", k)
	}
	if c.engine.Informed() {
		info, _ := heuristicNamed(string(h))
		parts = append(parts, info.Title)
	}
	w := t.board.Width()
	parts = append(parts, fmt.Sprintf("%d×%d", w, w))
	if t.board.Diagonal() {
		parts = append(parts, "diagonal")
	}
	if g := item(goalMenu, t.goalSel.Selected); g != goalFirst {
		parts = append(parts, strings.ToLower(g.title)+" goal")
	}
	return strings.Join(parts, " · ")
}

// Cancel stops a running search at once; its counters stay on show.
func (t *Tab) Cancel() { t.search.Cancel() }

// TogglePlay plays or pauses the path.
func (t *Tab) TogglePlay() { t.search.Player.TogglePlay() }

// Done returns a channel closed once the search started last, and the
// inspector's work, have shown their results.
func (t *Tab) Done() <-chan struct{} { return kit.AllDone(t.search.Done(), t.insp.Done()) }

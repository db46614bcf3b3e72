package puzzletab

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
)

func (t *Tab[P, S]) buildSearch() {
	var engines []string
	for _, e := range search.Engines {
		engines = append(engines, e.Title())
	}
	t.EngineMenu = kit.NewSelect(engines, t.engineChanged)
	t.HeuristicMenu = kit.NewSelect(nil, func() {
		if h, ok := t.heuristicEntry(t.HeuristicMenu.Selected); ok && !t.HeuristicMenu.Disabled() {
			t.heuristic = h.ID
		}
		t.engineChanged()
	})
	t.buildChoices()
	t.HeuristicInfo = kit.NewInfoButton("What this heuristic estimates", t.heuristicAbout)
	t.Limits = kit.NewLimits()
	t.Limits.OnChanged = func() { t.showWarnings(); t.followErrors(); t.save() }
	t.SearchErr = kit.ErrorLabel()
	t.Warning = kit.ErrorLabel()
	t.Warning.Importance = widget.WarningImportance
	t.SolveErr = kit.ErrorLabel()
}

// engine is the engine menu's choice.
func (t *Tab[P, S]) engine() search.Engine {
	for _, e := range search.Engines {
		if e.Title() == t.EngineMenu.Selected {
			return e
		}
	}
	return search.EngineAStar
}

// entry is a heuristic as its menu lists it: its title, and a warning
// when it can overestimate with the puzzle's moves.
func entry(h puzzles.Heuristic) string {
	if h.Admissible {
		return h.Title
	}
	return h.Title + " (not admissible)"
}

// heuristicEntry finds the kind's heuristic of a menu entry.
func (t *Tab[P, S]) heuristicEntry(text string) (puzzles.Heuristic, bool) {
	for _, h := range t.kind.Heuristics {
		if entry(h) == text {
			return h, true
		}
	}
	return puzzles.Heuristic{}, false
}

// heuristicNamed finds the kind's heuristic of an id, an alias such as
// h2, or a title, in any case; "" is none found.
func (t *Tab[P, S]) heuristicNamed(name string) puzzles.HeuristicID {
	if name == "" {
		return ""
	}
	if h, err := t.kind.HeuristicNamed(name); err == nil {
		return h.ID
	}
	for _, h := range t.kind.Heuristics {
		if strings.EqualFold(h.Title, name) {
			return h.ID
		}
	}
	return ""
}

// chosen is the heuristic chosen in the menu, or the kind's default when
// the kind does not have it.
func (t *Tab[P, S]) chosen() puzzles.Heuristic {
	if h, err := t.kind.HeuristicNamed(string(t.heuristic)); err == nil && t.heuristic != "" {
		return h
	}
	h, _ := t.kind.HeuristicNamed("")
	return h
}

// showHeuristics lists the kind's heuristics in the menu and shows the
// one chosen, without calling the menu's callback.
func (t *Tab[P, S]) showHeuristics() {
	var list []string
	for _, h := range t.kind.Heuristics {
		list = append(list, entry(h))
	}
	t.HeuristicMenu.Options = list
	t.HeuristicMenu.Selected = entry(t.chosen())
	t.HeuristicMenu.Refresh()
}

// engineNamed reads an engine as the preferences keep it: by id, by menu
// title, with its heuristic after a colon ("astar:manhattan"), or as an
// engine menu that bundled A* with each heuristic titled it ("A*
// Manhattan"); a short title ("Greedy") names the engine whose title
// starts with it. The heuristic is "" when the name gives none.
func (t *Tab[P, S]) engineNamed(name string) (search.Engine, puzzles.HeuristicID, bool) {
	name = strings.TrimSpace(name)
	if id, h, ok := strings.Cut(name, ":"); ok {
		if e, err := search.ParseEngine(id); err == nil {
			return e, t.heuristicNamed(h), true
		}
	}
	for _, e := range search.Engines {
		switch {
		case string(e) == name || e.Title() == name:
			return e, "", true
		case strings.HasPrefix(e.Title(), name+" "):
			return e, "", true
		}
		if rest, ok := strings.CutPrefix(name, e.Title()+" "); ok && e.Informed() {
			if h := t.heuristicNamed(rest); h != "" {
				return e, h, true
			}
		}
	}
	return "", "", false
}

// heuristicAbout is the ⓘ text of the chosen heuristic.
func (t *Tab[P, S]) heuristicAbout() string {
	h := t.chosen()
	promise := "It never overestimates with these moves, so A* and IDA* return optimal solutions with it."
	if !h.Admissible {
		promise = "It can overestimate with these moves, so no engine guarantees an optimal solution with it."
	}
	var blind []string
	for _, e := range search.Engines {
		if !e.Informed() {
			blind = append(blind, e.Title())
		}
	}
	return fmt.Sprintf("**%s**: %s.\n\n%s\n\n%s are uninformed: they ignore the heuristic.",
		h.Title, h.About, promise, strings.Join(blind, ", "))
}

// engineChanged follows the engine and heuristic menus: the heuristic
// menu is for the engines that take one (for the others it shows, greyed,
// the last choice, which the inspector takes apart), beam width for beam
// search. Those rows are enabled and disabled, never shown and hidden, so
// nothing below them moves; the pruning and goal-test rows, under the
// form, show only for an engine that offers a choice (showChoices).
func (t *Tab[P, S]) engineChanged() {
	e := t.engine()
	if e.Informed() {
		t.HeuristicMenu.Enable()
	} else {
		t.HeuristicMenu.Disable()
	}
	t.showHeuristics()
	t.showChoices()
	t.Limits.SetBeamUsed(e.TakesWidth())
	if t.SearchForm != nil {
		t.SearchForm.Refresh() // the labels follow their fields
	}
	t.showWarnings()
	if t.SearchErr.Visible() {
		t.checkHeuristic()
	}
	t.followErrors()
	if !t.restoring {
		t.Search.Previous("The engine or heuristic has changed: press Solve for its answer.", true)
	}
	t.inspectShown()
	t.save()
}

// checkHeuristic shows, under the search settings, why the heuristic
// does not fit the puzzle, or clears the line.
func (t *Tab[P, S]) checkHeuristic() bool {
	if _, err := t.kind.HeuristicNamed(string(t.chosen().ID)); err != nil {
		kit.SetError(t.SearchErr, err.Error())
		return false
	}
	kit.SetError(t.SearchErr, "")
	return true
}

// showWarnings says, above the results, what a search may cost: no node
// limit, or what the puzzle warns of for the engine and heuristic.
func (t *Tab[P, S]) showWarnings() {
	var lines []string
	if t.pz.Solve.Warnings != nil {
		lines = t.pz.Solve.Warnings(t.kind, t.engine(), t.chosen().ID)
	}
	if t.Limits.NoLimit.Checked {
		lines = append(lines, kit.NoLimitWarning)
	}
	kit.SetError(t.Warning, strings.Join(lines, " "))
}

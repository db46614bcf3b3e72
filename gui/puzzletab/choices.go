package puzzletab

import (
	"slices"

	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit"
)

// buildChoices makes the pruning and goal-test menus and their rows, once:
// engineChanged fills them for each engine and shows or hides the rows.
func (t *Tab[P, S]) buildChoices() {
	t.prunings, t.goalTests = map[search.Engine]search.Pruning{}, map[search.Engine]search.GoalTest{}
	t.PruningMenu = kit.NewSelect(nil, func() {
		if ps := t.engine().Prunings(); !t.restoring && t.PruningMenu.SelectedIndex() >= 0 && len(ps) > 0 {
			t.prunings[t.engine()] = ps[t.PruningMenu.SelectedIndex()]
		}
		t.choiceChanged()
	})
	t.GoalTestMenu = kit.NewSelect(nil, func() {
		if gs := t.engine().GoalTests(); !t.restoring && t.GoalTestMenu.SelectedIndex() >= 0 && len(gs) > 0 {
			t.goalTests[t.engine()] = gs[t.GoalTestMenu.SelectedIndex()]
		}
		t.choiceChanged()
	})
	t.PruningRow = widget.NewForm(widget.NewFormItem("Pruning", t.PruningMenu))
	t.GoalTestRow = widget.NewForm(widget.NewFormItem("Goal test", t.GoalTestMenu))
}

// choiceEntry is a choice as its menu lists it: its title, and "default"
// for the engine's own.
func choiceEntry(title string, isDefault bool) string {
	if isDefault {
		return title + " · default"
	}
	return title
}

// showChoices fills the two menus with the engine's choices, the one
// last chosen selected when the engine offers it, else the engine's
// default, without calling their callbacks; a row whose engine offers
// no choice is hidden.
func (t *Tab[P, S]) showChoices() {
	e := t.engine()
	ps, gs := e.Prunings(), e.GoalTests()
	p, g := t.choices()
	var list []string
	for i, x := range ps {
		list = append(list, choiceEntry(x.Title(), i == 0))
	}
	t.PruningMenu.Options = list
	t.PruningMenu.Selected = ""
	if i := slices.Index(ps, p); i >= 0 {
		t.PruningMenu.Selected = list[i]
	}
	t.PruningMenu.Refresh()
	list = nil
	for i, x := range gs {
		list = append(list, choiceEntry(x.Title(), i == 0))
	}
	t.GoalTestMenu.Options = list
	t.GoalTestMenu.Selected = ""
	if i := slices.Index(gs, g); i >= 0 {
		t.GoalTestMenu.Selected = list[i]
	}
	t.GoalTestMenu.Refresh()
	if t.PruningRow.Visible() != (len(ps) > 0) || t.GoalTestRow.Visible() != (len(gs) > 0) {
		showIf(t.PruningRow, len(ps) > 0)
		showIf(t.GoalTestRow, len(gs) > 0)
		if t.column != nil {
			// A row shown or hidden changes the column's height: lay
			// it out again, and the scroll around it.
			t.columnScroll.Refresh()
			t.column.Refresh()
		}
	}
}

func showIf(w *widget.Form, show bool) {
	if show {
		w.Show()
	} else {
		w.Hide()
	}
}

// choices is the pruning and goal test a search with the chosen engine
// runs with: the last ones chosen for it, else its defaults.
func (t *Tab[P, S]) choices() (search.Pruning, search.GoalTest) {
	e := t.engine()
	p, g := t.prunings[e], t.goalTests[e]
	if ps := e.Prunings(); !slices.Contains(ps, p) {
		p = ""
		if len(ps) > 0 {
			p = ps[0]
		}
	}
	if gs := e.GoalTests(); !slices.Contains(gs, g) {
		g = ""
		if len(gs) > 0 {
			g = gs[0]
		}
	}
	return p, g
}

// choiceChanged follows the pruning and goal-test menus: the result on
// show no longer answers the question.
func (t *Tab[P, S]) choiceChanged() {
	if t.restoring {
		return
	}
	t.Search.Previous("The pruning or goal test has changed: press Solve for its answer.", true)
	t.save()
}

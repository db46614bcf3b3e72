package slidingtab

import (
	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// Preference keys; every setting of the tab survives a restart.
const (
	prefWidth     = "sliding.width"
	prefDiagonal  = "sliding.diagonal"
	prefGoal      = "sliding.goal"
	prefCustom    = "sliding.customGoal"
	prefState     = "sliding.state"
	prefRandMode  = "sliding.randMode"
	prefWalk      = "sliding.walk"
	prefSeed      = "sliding.seed"
	prefEngine    = "sliding.engine"
	prefHeuristic = "sliding.heuristic"
	prefBeam      = "sliding.beam"
	prefMaxNodes  = "sliding.maxNodes"
	prefSpeed     = "sliding.speed"
)

// restore sets every control from the preferences, then loads the saved
// state (falling back to the goal when it no longer parses).
func (t *Tab) restore() {
	p := t.prefs
	w := p.IntWithFallback(prefWidth, 3)
	if w < sliding.MinWidth || w > sliding.MaxWidth {
		w = 3
	}
	t.widthSel.Selected = widthOptions[w-sliding.MinWidth]
	t.diagonal.Checked = p.BoolWithFallback(prefDiagonal, false)
	// Menus are kept by id; a title, as older versions kept them, is read
	// too, and anything else falls back to the default.
	t.goalSel.Selected = item(goalMenu, p.String(prefGoal)).title
	t.customGoal.SetText(p.String(prefCustom))
	if t.goalSel.Selected != goalCustom.title {
		t.customGoal.Hide()
	}
	t.randMode.Selected = item(randMenu, p.String(prefRandMode)).title
	t.walkEntry.SetText(p.StringWithFallback(prefWalk, "30"))
	t.seedEntry.SetText(p.StringWithFallback(prefSeed, "1"))
	c, ok := choiceNamed(p.String(prefEngine))
	if !ok {
		c = defaultChoice
	}
	t.engineSel.Selected = c.title
	h, ok := heuristicNamed(p.String(prefHeuristic))
	if !ok || h.ID == puzzles.HeuristicNone {
		h, _ = heuristicNamed(string(puzzles.HeuristicManhattan))
	}
	t.heurSel.Selected = h.Title
	t.beamEntry.SetText(p.StringWithFallback(prefBeam, "100"))
	t.maxNodes.SetText(p.StringWithFallback(prefMaxNodes, "2000000"))
	t.search.Player.Speed.SetValue(p.FloatWithFallback(prefSpeed, 4))
	t.search.Player.Speed.OnChangeEnded = func(float64) { t.save() }
	t.rebuild(w)
	t.state = t.board.Goal()
	t.stateEntry.SetText(p.StringWithFallback(prefState, "5,6,1,8,3,2,7,4,0"))
	if !t.loadEntry() {
		kit.SetError(t.stateErr, "")
		t.setState(t.board.Goal())
	}
	t.engineChanged()
	t.randModeChanged()
}

// save writes every setting to the preferences.
func (t *Tab) save() {
	if t.board == nil {
		return
	}
	p := t.prefs
	p.SetInt(prefWidth, t.board.Width())
	p.SetBool(prefDiagonal, t.diagonal.Checked)
	p.SetString(prefGoal, item(goalMenu, t.goalSel.Selected).id)
	p.SetString(prefCustom, t.customGoal.Text)
	p.SetString(prefState, t.board.Format(t.state))
	p.SetString(prefRandMode, item(randMenu, t.randMode.Selected).id)
	p.SetString(prefWalk, t.walkEntry.Text)
	p.SetString(prefSeed, t.seedEntry.Text)
	if c, ok := choiceNamed(t.engineSel.Selected); ok {
		p.SetString(prefEngine, c.id())
	}
	if h, ok := heuristicNamed(t.heurSel.Selected); ok {
		p.SetString(prefHeuristic, string(h.ID))
	}
	p.SetString(prefBeam, t.beamEntry.Text)
	p.SetString(prefMaxNodes, t.maxNodes.Text)
	p.SetFloat(prefSpeed, t.search.Player.Speed.Value)
}

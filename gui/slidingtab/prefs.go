package slidingtab

import (
	"frontier/core/domains/sliding"
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
	t.goalSel.Selected = p.StringWithFallback(prefGoal, "Blank first")
	t.customGoal.SetText(p.String(prefCustom))
	if t.goalSel.Selected != "Custom" {
		t.customGoal.Hide()
	}
	t.randMode.Selected = p.StringWithFallback(prefRandMode, "Random walk")
	t.walkEntry.SetText(p.StringWithFallback(prefWalk, "30"))
	t.seedEntry.SetText(p.StringWithFallback(prefSeed, "1"))
	t.engineSel.Selected = p.StringWithFallback(prefEngine, "A* Manhattan")
	if _, ok := choiceNamed(t.engineSel.Selected); !ok {
		t.engineSel.Selected = "A* Manhattan"
	}
	t.heurSel.Selected = p.StringWithFallback(prefHeuristic, "Manhattan")
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
	p.SetString(prefGoal, t.goalSel.Selected)
	p.SetString(prefCustom, t.customGoal.Text)
	p.SetString(prefState, t.board.Format(t.state))
	p.SetString(prefRandMode, t.randMode.Selected)
	p.SetString(prefWalk, t.walkEntry.Text)
	p.SetString(prefSeed, t.seedEntry.Text)
	p.SetString(prefEngine, t.engineSel.Selected)
	p.SetString(prefHeuristic, t.heurSel.Selected)
	p.SetString(prefBeam, t.beamEntry.Text)
	p.SetString(prefMaxNodes, t.maxNodes.Text)
	p.SetFloat(prefSpeed, t.search.Player.Speed.Value)
}

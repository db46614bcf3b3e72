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
	prefNoLimit   = "sliding.noLimit"
	// The playback speed in moves a second; older versions kept a
	// faster default under another key, which is left behind.
	prefSpeed = "sliding.movesPerSecond"
)

const defaultMaxNodes = "2,000,000"

var limitKeys = kit.LimitKeys{Beam: prefBeam, MaxNodes: prefMaxNodes, NoLimit: prefNoLimit}

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
	t.custom = p.String(prefCustom)
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
	t.freeHeur = h.Title
	t.limits.Restore(p, limitKeys, defaultMaxNodes)
	t.search.Player.SetSpeed(p.FloatWithFallback(prefSpeed, kit.DefaultSpeed))
	k, b, err := t.boardOf(w)
	if err != nil && err != errNoGoal {
		kit.SetError(t.goalErr, err.Error())
	}
	t.setBoard(k, b)
	t.state = t.board.Goal()
	t.stateEntry.SetText(p.StringWithFallback(prefState, "5,6,1,8,3,2,7,4,0"))
	if !t.loadEntry() {
		kit.SetError(t.stateErr, "")
		t.setState(t.board.Goal())
	}
	t.showGoalBox()
	t.engineChanged()
	t.randModeChanged()
	t.limitsChanged()
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
	p.SetString(prefCustom, t.custom)
	p.SetString(prefState, t.board.Format(t.state))
	p.SetString(prefRandMode, item(randMenu, t.randMode.Selected).id)
	p.SetString(prefWalk, t.walkEntry.Text)
	p.SetString(prefSeed, t.seedEntry.Text)
	if c, ok := choiceNamed(t.engineSel.Selected); ok {
		p.SetString(prefEngine, c.id())
	}
	if h, ok := heuristicNamed(t.freeHeur); ok {
		p.SetString(prefHeuristic, string(h.ID))
	}
	t.limits.Save(p, limitKeys)
	p.SetFloat(prefSpeed, t.search.Player.MovesPerSecond())
}

package puzzletab

import (
	"strconv"

	"frontier/core/search"
	"frontier/gui/kit"
)

// prefKeys are the preference keys of a tab, each its puzzle's key and a
// name: "sliding.state". Every setting of the tab survives a restart.
type prefKeys struct {
	state, engine, heuristic, randMode, walk, seed string
	pruning, goalTest                              string
	speed                                          string // the playback speed in moves a second
	inspect, watchInspect                          string // the Inspect h switches
	coach                                          string // the coach's switch
	fold                                           string // the switch that folds the inputs away
	limits                                         kit.LimitKeys
}

func keysOf(key string) prefKeys {
	k := func(name string) string { return key + "." + name }
	return prefKeys{state: k("state"), engine: k("engine"), heuristic: k("heuristic"), randMode: k("randMode"),
		pruning: k("pruning"), goalTest: k("goalTest"),
		walk: k("walk"), seed: k("seed"), speed: k("movesPerSecond"), inspect: k("inspect"), watchInspect: k("watch.inspect"), coach: k("coach"), fold: k("fold"),
		limits: kit.LimitKeys{Beam: k("beam"), MaxNodes: k("maxNodes"), NoLimit: k("noLimit")}}
}

// defaultMaxNodes is the node limit of a puzzle that names none.
const defaultMaxNodes = "2,000,000"

// restore sets every control from the preferences, then loads the saved
// state (falling back to the goal when it no longer reads). Menus are
// kept by id; a title is read too, and anything else gives the default:
// A* with the puzzle's default heuristic.
func (t *Tab[P, S]) restore() {
	p := t.prefs
	t.restoring = true
	e, h, ok := t.engineNamed(p.String(t.keys.engine))
	if !ok {
		e = search.EngineAStar
	}
	if h == "" {
		h = t.heuristicNamed(p.String(t.keys.heuristic))
	}
	t.heuristic = h
	// The choices saved are the saved engine's; one that no longer reads
	// is the engine's default.
	t.prunings[e], _ = search.ParsePruning(p.String(t.keys.pruning))
	t.goalTests[e], _ = search.ParseGoalTest(p.String(t.keys.goalTest))
	t.EngineMenu.Selected = e.Title()
	if menu := t.randMenu(); len(menu) > 0 {
		t.RandMode.Selected = item(menu, p.String(t.keys.randMode)).title
	}
	t.WalkBox.SetText(p.StringWithFallback(t.keys.walk, strconv.Itoa(t.pz.Inputs.DefaultWalk)))
	t.SeedBox.SetText(p.StringWithFallback(t.keys.seed, "1"))
	nodes := t.pz.Inputs.DefaultMaxNodes
	if nodes == "" {
		nodes = defaultMaxNodes
	}
	t.Limits.Restore(p, t.keys.limits, nodes)
	t.Search.Player.SetSpeed(p.FloatWithFallback(t.keys.speed, kit.DefaultSpeed))
	t.showHeuristics()
	state := t.pz.Inputs.DefaultState
	if state == "" {
		state = t.kind.Format(t.kind.Goal)
	}
	t.StateBox.SetText(p.StringWithFallback(t.keys.state, state))
	if !t.loadEntry() {
		kit.SetError(t.StateErr, "")
		t.setStart(t.kind.Goal)
	}
	t.restoring = false
	t.engineChanged()
	t.randModeChanged()
	t.updateHand()
}

// save writes every setting to the preferences.
func (t *Tab[P, S]) save() {
	if t.restoring {
		return
	}
	p := t.prefs
	p.SetString(t.keys.state, t.kind.Format(t.start))
	p.SetString(t.keys.engine, string(t.engine()))
	p.SetString(t.keys.heuristic, string(t.chosen().ID))
	pr, g := t.choices()
	p.SetString(t.keys.pruning, string(pr))
	p.SetString(t.keys.goalTest, string(g))
	if menu := t.randMenu(); len(menu) > 0 {
		p.SetString(t.keys.randMode, item(menu, t.RandMode.Selected).id)
	}
	p.SetString(t.keys.walk, t.WalkBox.Text)
	p.SetString(t.keys.seed, t.SeedBox.Text)
	t.Limits.Save(p, t.keys.limits)
	p.SetFloat(t.keys.speed, t.Search.Player.MovesPerSecond())
}

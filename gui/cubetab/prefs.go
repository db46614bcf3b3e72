package cubetab

import (
	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
)

// Preference keys; every setting of the tab survives a restart.
const (
	prefEngine    = "cube.engine"
	prefHeuristic = "cube.heuristic"
	prefState     = "cube.state"
	prefScramble  = "cube.scramble"
	prefLength    = "cube.scrambleLength"
	prefSeed      = "cube.seed"
	prefBeam      = "cube.beam"
	prefMaxNodes  = "cube.maxNodes"
	prefNoLimit   = "cube.noLimit"
	// The playback speed in moves a second; older versions kept a
	// faster default under another key, which is left behind.
	prefSpeed = "cube.movesPerSecond"
)

var limitKeys = kit.LimitKeys{Beam: prefBeam, MaxNodes: prefMaxNodes, NoLimit: prefNoLimit}

// The defaults: A* with the catalogue's default heuristic (the exact
// table) answers any position at once, and the table takes a fraction of
// a second to build in the background, so a first Solve at most waits
// that long. A length-10 scramble is deep enough to make BFS and the
// weaker heuristics work.
const (
	defaultEngine   = search.EngineAStar
	defaultScramble = "R U F' R2 U' F"
	defaultMaxNodes = "20,000,000"
)

// restore sets every control from the preferences, then loads the saved
// cube (falling back to the default scramble when it no longer parses).
func (t *Tab) restore() {
	p := t.prefs
	t.restoring = true
	// The engine is kept by id; a menu title, as older versions kept it,
	// is read too.
	e, ok := engineNamed(p.String(prefEngine))
	if !ok {
		e = defaultEngine
	}
	t.engineSel.Selected = e.Title()
	def := string(puzzles.CubeKind().DefaultHeuristic)
	h, ok := heuristicNamed(p.StringWithFallback(prefHeuristic, def))
	if !ok {
		h, _ = heuristicNamed(def)
	}
	t.heurSel.Selected = heuristicTitle(h)
	t.scrambleEntry.SetText(p.StringWithFallback(prefScramble, defaultScramble))
	t.lengthEntry.SetText(p.StringWithFallback(prefLength, "10"))
	t.seedEntry.SetText(p.StringWithFallback(prefSeed, "1"))
	t.limits.Restore(p, limitKeys, defaultMaxNodes)
	t.search.Player.SetSpeed(p.FloatWithFallback(prefSpeed, kit.DefaultSpeed))
	fallback := cube.SolvedCube()
	if ms, err := cube.ParseMoves(defaultScramble); err == nil {
		fallback = fallback.Turn(ms...)
	}
	t.stateEntry.SetText(p.StringWithFallback(prefState, fallback.String()))
	if !t.loadEntry() {
		t.setCube(fallback)
	}
	t.restoring = false
	t.engineChanged()
}

// save writes every setting to the preferences.
func (t *Tab) save() {
	if t.restoring {
		return
	}
	p := t.prefs
	if e, ok := engineNamed(t.engineSel.Selected); ok {
		p.SetString(prefEngine, string(e))
	}
	if h, ok := heuristicNamed(t.heurSel.Selected); ok {
		p.SetString(prefHeuristic, string(h.ID))
	}
	p.SetString(prefState, t.cube.String())
	p.SetString(prefScramble, t.scrambleEntry.Text)
	p.SetString(prefLength, t.lengthEntry.Text)
	p.SetString(prefSeed, t.seedEntry.Text)
	t.limits.Save(p, limitKeys)
	p.SetFloat(prefSpeed, t.search.Player.MovesPerSecond())
}

package labtab

import (
	"frontier/core/script"
	"strings"
)

// Preference keys; every setting of the tab survives a restart.
const (
	prefKind      = "lab.kind"
	prefPuzzle    = "lab.puzzle"
	prefDiagonal  = "lab.diagonal"
	prefEngines   = "lab.engines." // + "sliding" or "cube": each keeps its own ticks
	prefBeam      = "lab.beam"
	prefDepthFrom = "lab.depthFrom"
	prefDepthTo   = "lab.depthTo"
	prefDepthStep = "lab.depthStep"
	prefInstances = "lab.instances"
	prefBudgets   = "lab.budgets"
	prefWalk      = "lab.walk"
	prefMaxNodes  = "lab.maxNodes"
	prefSeed      = "lab.seed"
	prefWorkers   = "lab.workers"
	prefScript    = "lab.script"
)

// The defaults keep a first click small: the 8-puzzle, depths 2–16 step 2,
// 20 states, A* with misplaced tiles and with Manhattan distance.
const (
	defaultBudgets  = "100,500,1000,5000,10000"
	defaultMaxNodes = "1,000,000"
)

// restore sets every input from the preferences.
func (t *Tab) restore() {
	p, f := t.prefs, t.form
	t.restoring = true
	defer func() { t.restoring = false }()
	f.kind.SetSelected(oneOf(p.StringWithFallback(prefKind, kindDepth), kindOptions))
	f.puzzle.SetSelected(oneOf(p.StringWithFallback(prefPuzzle, puzzleOptions[1].title), puzzleTitles()))
	f.diagonal.SetChecked(p.BoolWithFallback(prefDiagonal, false))
	po := puzzleNamed(f.puzzle.Selected)
	f.depthFrom.SetText(p.StringWithFallback(prefDepthFrom, itoa(po.depths[0])))
	f.depthTo.SetText(p.StringWithFallback(prefDepthTo, itoa(po.depths[1])))
	f.depthStep.SetText(p.StringWithFallback(prefDepthStep, itoa(po.depths[2])))
	t.fillEngines()
	f.beam.SetText(p.StringWithFallback(prefBeam, "100"))
	f.instances.SetText(p.StringWithFallback(prefInstances, "20"))
	f.budgets.SetText(p.StringWithFallback(prefBudgets, defaultBudgets))
	f.walk.SetText(p.StringWithFallback(prefWalk, "0"))
	f.maxNodes.SetText(p.StringWithFallback(prefMaxNodes, defaultMaxNodes))
	f.seed.SetText(p.StringWithFallback(prefSeed, "1"))
	f.workers.SetText(p.StringWithFallback(prefWorkers, itoa(defaultWorkers())))
	t.script.editor.SetText(p.StringWithFallback(prefScript, script.Seed001Part1))
	f.showKindRows()
}

// save writes every setting to the preferences.
func (t *Tab) save() {
	if t.restoring {
		return
	}
	p, f := t.prefs, t.form
	p.SetString(prefKind, f.kind.Selected)
	p.SetString(prefPuzzle, f.puzzle.Selected)
	p.SetBool(prefDiagonal, f.diagonal.Checked)
	p.SetString(prefEngines+puzzleNamed(f.puzzle.Selected).name, strings.Join(f.engines.Selected(), "|"))
	p.SetString(prefBeam, f.beam.Text)
	p.SetString(prefDepthFrom, f.depthFrom.Text)
	p.SetString(prefDepthTo, f.depthTo.Text)
	p.SetString(prefDepthStep, f.depthStep.Text)
	p.SetString(prefInstances, f.instances.Text)
	p.SetString(prefBudgets, f.budgets.Text)
	p.SetString(prefWalk, f.walk.Text)
	p.SetString(prefMaxNodes, f.maxNodes.Text)
	p.SetString(prefSeed, f.seed.Text)
	p.SetString(prefWorkers, f.workers.Text)
	p.SetString(prefScript, t.script.editor.Text)
}

// fillEngines lists the engines of the chosen puzzle and ticks the ones
// last used with its domain, or the defaults.
func (t *Tab) fillEngines() {
	po := puzzleNamed(t.form.puzzle.Selected)
	all, defaults := choicesFor(po)
	titles := make([]string, len(all))
	for i, c := range all {
		titles[i] = c.title()
	}
	ticked := defaults
	if saved := t.prefs.String(prefEngines + po.name); saved != "" {
		ticked = nil
		for _, s := range strings.Split(saved, "|") {
			if oneOf(s, titles) == s {
				ticked = append(ticked, s)
			}
		}
	}
	t.form.engines.SetOptions(titles, ticked)
}

// oneOf returns s if it is among options, else the first option.
func oneOf(s string, options []string) string {
	for _, o := range options {
		if o == s {
			return s
		}
	}
	return options[0]
}

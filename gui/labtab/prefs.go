package labtab

import (
	"slices"
	"strings"

	"frontier/core/lab"
	"frontier/core/numfmt"
	"frontier/core/script"
)

// Preference keys; every setting of the tab survives a restart.
const (
	prefKind      = "lab.kind"
	prefPuzzle    = "lab.puzzle"
	prefOption    = "lab.option."  // + the option's name
	prefEngines   = "lab.engines." // + the puzzle's id: each puzzle keeps its own ticks
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

	// the Local search kind's
	prefLocalProblem = "lab.local.problem"
	prefQueensN      = "lab.local.queens"
	prefLocalEngines = "lab.local.engines" // the checklist's ids, "|" between
	prefSideways     = "lab.local.sideways"
	prefLocalMore    = "lab.local.more"
	prefStarts       = "lab.local.starts"
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
	// Kinds and puzzles are kept by id; a title is read too.
	f.kind.SetSelected(kindTitle(kindOf(p.String(prefKind))))
	f.puzzle.SetSelected(puzzleNamed(p.String(prefPuzzle)).title)
	for _, in := range f.options {
		if in.check != nil {
			// "lab." + a switch's name, as older versions kept the
			// diagonal switch, is read too.
			in.check.SetChecked(p.BoolWithFallback(prefOption+in.opt.Name, p.Bool("lab."+in.opt.Name)))
		} else {
			in.entry.SetText(p.String(prefOption + in.opt.Name))
		}
	}
	po := puzzleNamed(f.puzzle.Selected)
	f.showOptions()
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
	t.script.editor.SetText(p.StringWithFallback(prefScript, script.Example))
	t.restoreLocal()
	f.showKindRows()
}

// save writes every setting to the preferences.
func (t *Tab) save() {
	if t.restoring {
		return
	}
	p, f := t.prefs, t.form
	po := puzzleNamed(f.puzzle.Selected)
	p.SetString(prefKind, string(kindOf(f.kind.Selected)))
	p.SetString(prefPuzzle, po.spec.Header())
	for _, in := range f.options {
		if in.check != nil {
			p.SetBool(prefOption+in.opt.Name, in.check.Checked)
		} else {
			p.SetString(prefOption+in.opt.Name, in.entry.Text)
		}
	}
	var ids []string
	for _, c := range f.labDefaults().Offered {
		if slices.Contains(f.engines.Selected(), choiceTitle(c)) {
			ids = append(ids, choiceID(c))
		}
	}
	p.SetString(prefEngines+string(po.spec.ID), strings.Join(ids, "|"))
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
	p.SetString(prefLocalProblem, localProblemID(f.localProblemSel.Selected))
	p.SetString(prefQueensN, f.queensN.Text)
	p.SetString(prefLocalEngines, strings.Join(f.tickedLocalIDs(), "|"))
	p.SetString(prefSideways, f.sideways.Text)
	p.SetString(prefLocalMore, f.localMore.Text)
	p.SetString(prefStarts, f.starts.Text)
}

// restoreLocal sets the Local search kind's inputs from the preferences,
// by default the textbook's experiment: steepest ascent without and with
// 100 sideways moves on 1,000 random 8-queens boards.
func (t *Tab) restoreLocal() {
	p, f := t.prefs, t.form
	ids, k := defaultLocalTicks()
	f.localProblemSel.SetSelected(localProblemTitles[localProblemID(p.String(prefLocalProblem))])
	f.queensN.SetText(p.StringWithFallback(prefQueensN, "8"))
	f.sideways.SetText(p.StringWithFallback(prefSideways, k))
	f.localMore.SetText(p.String(prefLocalMore))
	f.starts.SetText(p.StringWithFallback(prefStarts, numfmt.Group(lab.DefaultLocalInstances)))
	if saved := p.String(prefLocalEngines); saved != "" {
		ids = strings.Split(saved, "|")
	}
	f.fillLocalEngines(ids)
}

// fillEngines lists the engines the catalogue offers for the chosen
// puzzle and ticks the ones last used with it (kept by id, or by title),
// or its defaults.
func (t *Tab) fillEngines() {
	po := puzzleNamed(t.form.puzzle.Selected)
	l := t.form.labDefaults()
	titles := make([]string, len(l.Offered))
	for i, c := range l.Offered {
		titles[i] = choiceTitle(c)
	}
	var ticked []string
	for _, c := range l.Engines {
		ticked = append(ticked, choiceTitle(c))
	}
	if saved := t.prefs.String(prefEngines + string(po.spec.ID)); saved != "" {
		ticked = nil
		for _, s := range strings.Split(saved, "|") {
			for _, c := range l.Offered {
				if s == choiceID(c) || s == choiceTitle(c) {
					ticked = append(ticked, choiceTitle(c))
				}
			}
		}
	}
	t.form.engines.SetOptions(titles, ticked)
	t.form.showBeamUse()
}

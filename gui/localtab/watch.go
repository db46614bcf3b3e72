package localtab

import (
	"fmt"
	"strings"

	"frontier/core/local"
	"frontier/core/numfmt"
)

// showStep shows frame i: its board, the state written out with its h,
// what the step did, and where it lies on the landscape.
func (t *Tab) showStep(i int) {
	f := t.rec.frames[i]
	switch p := t.prob.(type) {
	case *queensProblem:
		target := [2]int{-1, -1}
		if moved(f.kind) {
			target = [2]int{f.move.Var, f.move.Val}
		}
		t.queensB.set(f.state.([]int), target)
	case *slidingProblem:
		t.tilesB.set(p.tiles(f.state))
	}
	t.headline.SetText(headlineText(t.prob, t.rec.engine, f))
	t.desc.SetText(describe(t.rec, f))
	t.plot.show(i)
	t.pred.shown(i)
}

// moved reports whether a step of kind k moved a queen (or drew a move,
// for annealing's refused ones).
func moved(k local.Kind) bool {
	switch k {
	case local.KindDownhill, local.KindSideways, local.KindUphill, local.KindRejected:
		return true
	}
	return false
}

// headlineText is the state on show written out and its h: for the
// queens the textbook's string of digits, a beam's or population's best.
func headlineText(p problem, e local.Engine, f frame) string {
	what := ""
	switch e {
	case local.EngineBeam:
		what = "Best of the beam: "
	case local.EngineGenetic:
		what = "Best of the population: "
	}
	if _, ok := p.(*slidingProblem); ok {
		return fmt.Sprintf("%sh = %d (Manhattan distance)", what, f.h)
	}
	return fmt.Sprintf("%s%s, h = %d", what, p.text(f.state), f.h)
}

// describe says what frame f did, and why, in the engines' words.
func describe(rec recording, f frame) string {
	head := fmt.Sprintf("Step %s: ", numfmt.Group(f.number))
	ties := ""
	if f.ties > 1 {
		ties = fmt.Sprintf(" (one of %s tied, taken at random)", numfmt.Group(f.ties))
	}
	move := fmt.Sprintf("%s, h %d → %d", f.words, f.hBefore, f.h)
	switch f.kind {
	case local.KindStart:
		return startWords(rec, f)
	case local.KindStop:
		return fmt.Sprintf("After %s steps the run stops: %s", numfmt.Group(f.number), stopWords(f.stop))
	case local.KindRound:
		return head + fmt.Sprintf("the beam is replaced by the %d best of all its states' moves: best h %d → %d, mean %.2f.",
			beamWidth(rec), f.hBefore, f.h, f.mean)
	case local.KindGeneration:
		return head + fmt.Sprintf("a new population bred, parents drawn by fitness, cut and joined, sometimes mutated: best h %d → %d, mean %.2f.",
			f.hBefore, f.h, f.mean)
	case local.KindRejected:
		return head + fmt.Sprintf("drawn: %s, which would raise h by %d; at T = %.3g its chance e^(−Δ/T) is %.2f, and it is refused: the board stays.",
			f.words, f.h-f.hBefore, f.temp, f.chance)
	case local.KindUphill:
		return head + fmt.Sprintf("%s, a worse move (uphill): at T = %.3g its chance e^(−Δ/T) is %.2f, and it is taken.", move, f.temp, f.chance)
	}
	why := ""
	switch rec.engine {
	case local.EngineHillClimbing, local.EngineRandomRestart:
		why = "the lowest h any move reaches" + ties
		if f.kind == local.KindSideways {
			why = fmt.Sprintf("no move lowers h, so a sideways move%s, %d in a row", ties, f.sideways)
		}
	case local.EngineStochastic:
		why = fmt.Sprintf("one of the %s moves that lower h, drawn at random whatever it lowers h by", numfmt.Group(f.ties))
	case local.EngineFirstChoice:
		why = "the first move, in a random order, that lowers h"
	case local.EngineAnnealing:
		why = fmt.Sprintf("drawn at random at T = %.3g; it does not raise h, so it is taken", f.temp)
	case local.EngineMinConflicts:
		why = "a queen in conflict drawn at random, moved to a row of fewest conflicts" + ties
	}
	return head + move + " (" + string(f.kind) + "): " + why + "."
}

func startWords(rec recording, f frame) string {
	switch {
	case rec.engine == local.EngineBeam:
		return fmt.Sprintf("The first beam: %d random states; the best has h = %d, the mean %.2f.", beamWidth(rec), f.h, f.mean)
	case rec.engine == local.EngineGenetic:
		return fmt.Sprintf("The first population of random states: the best has h = %d, the mean %.2f.", f.h, f.mean)
	case f.climb > 0:
		return fmt.Sprintf("Restart %d after step %s: the climb stopped short of h = 0, so it starts again on a new random board, h = %d.",
			f.climb, numfmt.Group(f.number), f.h)
	}
	return fmt.Sprintf("The start: a random state drawn from the seed, h = %d.", f.h)
}

func beamWidth(rec recording) int {
	if rec.opts.BeamWidth > 0 {
		return rec.opts.BeamWidth
	}
	return 10 // the engine's default, as its parameter's help gives it
}

// stopWords says why a run stopped.
func stopWords(s local.Stop) string {
	switch s {
	case local.StopSolved:
		return "h = 0, a solution."
	case local.StopLocalMinimum:
		return "every move raises h: a local minimum."
	case local.StopPlateau:
		return "no move lowers h, and no sideways move is left: a plateau."
	case local.StopFrozen:
		return "the temperature fell to its floor: frozen."
	case local.StopRestarts:
		return "the restarts are used up."
	case local.StopStepLimit:
		return "it took the most steps it may."
	case local.StopCancelled:
		return "cancelled; the steps so far are shown."
	}
	return string(s) + "."
}

// summaryText is the run's outcome in one line or two.
func summaryText(p problem, rec recording) string {
	r := rec.result
	out := fmt.Sprintf("The %s, seed %d: ", p.name(), rec.opts.Seed)
	if r.Solved {
		out += fmt.Sprintf("solved in %s steps", numfmt.Group(r.Steps))
	} else {
		out += fmt.Sprintf("stopped (%s) after %s steps at h = %d", r.Stop, numfmt.Group(r.Steps), r.FinalH)
	}
	if r.Restarts > 0 {
		out += fmt.Sprintf(", %s restarts", numfmt.Group(r.Restarts))
	}
	out += fmt.Sprintf("; %s evaluations.", numfmt.Group(r.Evaluations))
	if len(rec.frames) >= maxFrames {
		out += fmt.Sprintf(" Only the first %s steps were kept.", numfmt.Group(maxFrames))
	}
	return out
}

// legendText names the landscape's marks the engine draws.
func legendText(e local.Engine) string {
	parts := []string{"Blue h"}
	switch e {
	case local.EngineHillClimbing, local.EngineMinConflicts:
		parts = append(parts, "orange sideways")
	case local.EngineRandomRestart:
		parts = append(parts, "orange sideways", "grey restarts")
	case local.EngineAnnealing:
		parts = append(parts, "green temperature", "red worse moves")
	case local.EngineBeam, local.EngineGenetic:
		parts[0] = "Blue best h"
		parts = append(parts, "purple mean h")
	}
	return strings.Join(parts, ", ") + "; black: this step."
}

func errNotNumber(what, text string) error {
	return fmt.Errorf("%s is a whole number, not %q", what, text)
}

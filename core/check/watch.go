package check

import (
	"context"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// Watch is a test's search for a window to step through: the engine
// under the convention the program was recognised to follow (or the one
// that explains most of its expansions), its moves in the order learnt,
// beside the program's own expansions.
type Watch struct {
	// Program are the program's expansions, as positions.
	Program []State
	// Diverge is the step where the two part, from 1; 0 when they agree;
	// Says says how they part there.
	Diverge int
	Says    string
	// Convention says the convention in words; Engine is the engine.
	Convention string
	Engine     search.Engine
	// Domain and Start are the problem's.
	Domain puzzles.Domain
	Start  State
	sp     *space[State]
	cfg    *config
	ord    *order
	show   func(key State) State
}

// watch is the Watch of the grade, when the program printed expansions
// (exp): the best trial's search, parting at dv, if it does.
func (g *grader) watch(exp expansionFindings, dv *Divergence) *Watch {
	best := exp.best
	if best == nil || len(exp.wants) == 0 {
		return nil
	}
	w := &Watch{Convention: best.cfg.Words(), Engine: g.p.Engine, Domain: g.p.Domain, Start: g.p.Start,
		sp: best.sp, cfg: best.cfg, ord: best.m.order().clone(),
		show: func(key State) State { return g.ck.Show(g.p.Start, key) }}
	for _, k := range exp.wants {
		w.Program = append(w.Program, w.show(k))
	}
	if !best.agreed {
		w.Diverge = best.steps + 1
		if dv != nil {
			w.Says = g.divergenceSays(dv)
		}
	}
	return w
}

// Record runs the watched search again, its order of moves as learnt,
// and records at most maxSteps expansions with frontier entries of each
// frontier for a window to step through, its states as positions shown
// as toP makes them (the window's own type).
func Record[P comparable](ctx context.Context, w *Watch, maxSteps, frontier int, toP func(State) P) *search.Recording[P] {
	rec := search.NewRecording[P](maxSteps, frontier)
	show := func(key State) P { return toP(w.show(key)) }
	m := newModel(w.sp, w.cfg, w.ord.clone())
	attach(m, w.cfg, w.show, search.MapTrace(rec.Trace(), toP, func(m string) string { return m }))
	res := search.Result[P]{BestH: -1}
	for steps := 0; ; steps++ {
		if ctx.Err() != nil {
			res.StopReason = search.StopCancelled
			break
		}
		if maxSteps > 0 && steps >= maxSteps {
			res.StopReason = search.StopStepLimit
			break
		}
		ev := m.advance(lead[State]{})
		if ev.kind != evStop {
			continue
		}
		res.StopReason = ev.stop
		if ev.stop == search.StopGoal && ev.node >= 0 {
			n := m.node(ev.node)
			res.Solved, res.Cost, res.Depth = true, n.g, n.depth
			for _, s := range m.path(ev.node) {
				res.Path = append(res.Path, show(s))
			}
		}
		break
	}
	c := m.counts()
	res.Expanded, res.Generated = int64(c.expanded), int64(c.generated)
	rec.Finish(res)
	return rec
}

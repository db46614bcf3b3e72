package local

import (
	"context"
	"fmt"
)

// Offers is nil when engine e runs on sp, or else says in one line why
// not: the genetic algorithm needs a Genome, min-conflicts a Repairable.
func Offers[S any](e Engine, sp Space[S]) error {
	d, ok := Describe(e)
	if !ok {
		_, err := ParseEngine(string(e))
		return err
	}
	switch d.Needs {
	case "Genome":
		if _, ok := sp.(Genome[S]); !ok {
			return fmt.Errorf("%s needs a state written as a string of genes, which this problem has not", e)
		}
	case "Conflicts":
		if _, ok := sp.(Repairable[S]); !ok {
			return fmt.Errorf("%s needs variables in conflict to repair, which this problem has not", e)
		}
	}
	return nil
}

// Run runs engine e on sp, watched by tr when not nil. starts, when
// given, are where the run begins (beam search and the genetic algorithm
// fill their beam or population with random states after them); else it
// begins on a random state, drawn before anything else, so that runs of
// any engine under one seed and stream begin on the same state. The error
// is about the arguments (an unknown engine, one sp does not offer),
// never about the run, whose outcome is in the result.
func Run[S any](ctx context.Context, e Engine, sp Space[S], opts Options, tr *Trace[S], starts ...S) (Result[S], error) {
	if err := Offers(e, sp); err != nil {
		return Result[S]{}, err
	}
	opts = opts.withDefaults(e)
	m := newMeter(ctx, e, opts)
	if len(starts) == 0 {
		starts = []S{sp.Random(m.rng)}
	}
	s := starts[0]
	if !fits(m, e, sp, s) {
		return Result[S]{Summary: m.summary(sp.H(s)), Start: s, Final: s}, nil
	}
	var h int
	switch e {
	case EngineHillClimbing:
		s, h = hillClimb(m, sp, s, tr)
	case EngineStochastic:
		s, h = stochastic(m, sp, s, tr)
	case EngineFirstChoice:
		s, h = firstChoice(m, sp, s, tr)
	case EngineRandomRestart:
		s, h = randomRestart(m, sp, s, tr)
	case EngineAnnealing:
		s, h = anneal(m, sp, s, tr)
	case EngineBeam:
		s, h = beam(m, sp, starts, tr)
	case EngineGenetic:
		s, h = genetic(m, sp, sp.(Genome[S]), starts, tr)
	case EngineMinConflicts:
		starts[0], s, h = repair(m, sp.(Repairable[S]), s, tr)
	default:
		panic("local: engine " + string(e) + " is in the table but has no code")
	}
	return Result[S]{Summary: m.summary(h), Start: starts[0], Final: s}, nil
}

// fits reports whether what engine e holds at once fits the memory
// budget: a beam and all its candidates, or two populations.
func fits[S any](m *meter, e Engine, sp Space[S], s S) bool {
	size := stateBytes(sp, s)
	switch e {
	case EngineBeam:
		k := int64(m.opts.BeamWidth)
		return m.fits(size, 2*k, k*int64(sp.Moves(s))*candidateBytes)
	case EngineGenetic:
		return m.fits(size, 2*int64(m.opts.Population), 0)
	}
	return m.fits(size, 3, 0)
}

// repair is min-conflicts on a copy of s, or of the problem's own start
// when Options.OwnStart asks for it, the trace seeing the space's states;
// it returns the state it began on, the one it ended on and its h.
func repair[S any](m *meter, r Repairable[S], s S, tr *Trace[S]) (start, final S, h int) {
	c := r.Repair(s)
	if own, ok := c.(Starts); ok && m.opts.OwnStart {
		own.Start(m.rng)
		s = r.Repaired(c)
		c = r.Repair(s)
	}
	m.opts.OwnStart = false
	var inner *Trace[Conflicts]
	if obs := newObserver(tr); obs.on() {
		inner = &Trace[Conflicts]{OnStep: func(st *Step[Conflicts]) {
			out := obs.fresh()
			sc, ch, ms, hs := out.Scored, out.Chosen, out.Members, out.Hs
			*out = Step[S]{Number: st.Number, Kind: st.Kind, Climb: st.Climb, Move: st.Move, Old: st.Old,
				HBefore: st.HBefore, H: st.H, State: r.Repaired(c), Words: st.Words, Ties: st.Ties, Stop: st.Stop}
			out.Scored, out.Chosen, out.Members, out.Hs = append(sc, st.Scored...), append(ch, st.Chosen...), ms, hs
			obs.send()
		}}
	}
	h = minConflicts(m, c, inner)
	return s, r.Repaired(c), h
}

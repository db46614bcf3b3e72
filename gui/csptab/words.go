package csptab

import (
	"fmt"
	"strings"

	"frontier/core/csp"
	"frontier/core/numfmt"
	"frontier/core/textio"
)

// said is the event on show in words: what it did and why, in the
// core's words where it has them.
func (r *recording) said(s *snapshot) string {
	p := r.p
	if r.engine == csp.MinConflicts {
		return r.repairSaid(s)
	}
	if s.event == nil {
		switch r.engine {
		case csp.ArcConsistency:
			return "Before AC-3: every domain whole. Step to see the queue of arcs."
		default:
			return "Before the search: nothing assigned, every domain whole. Step to see the first choice of variable."
		}
	}
	n, v := p.Name, p.Label
	switch e := s.event.(type) {
	case *csp.QueueEvent:
		return fmt.Sprintf("AC-3 starts with %s in its queue, first in first out.", arcsWords(len(e.Queue)))
	case *csp.ReviseEvent:
		gone := e.Removed()
		head := fmt.Sprintf("Revise (%s, %s): %s of %s's values checked against %s's %s", n(e.Arc.X), n(e.Arc.Y),
			numfmt.Group(len(e.Supports)), n(e.Arc.X), n(e.Arc.Y), p.SetWords(e.Arc.Y, e.Against))
		if len(gone) == 0 {
			return head + "; every one has a supporting value, none goes."
		}
		return fmt.Sprintf("%s; %s lose%s %s.", head, n(e.Arc.X), plural(len(gone) == 1, "s"), p.SetWords(e.Arc.X, gone))
	case *csp.RemoveEvent:
		if e.Assigned {
			return fmt.Sprintf("%s leaves %s's domain: %s was just given another value.", v(e.Var, e.Value), n(e.Var), n(e.Var))
		}
		return fmt.Sprintf("%s leaves %s's domain: no value of %s's %s agrees with it (revising (%s, %s)).",
			v(e.Var, e.Value), n(e.Var), n(e.Arc.Y), p.SetWords(e.Arc.Y, e.Against), n(e.Arc.X), n(e.Arc.Y))
	case *csp.EnqueueEvent:
		return fmt.Sprintf("%s's domain shrank, so its neighbours are checked again: %s appended to the queue.", n(e.Added[0].Y), arcList(p, e.Added))
	case *csp.WipeoutEvent:
		if r.engine == csp.ArcConsistency {
			return fmt.Sprintf("Wipeout: revising (%s, %s) emptied %s's domain, so the problem has no solution.", n(e.Arc.X), n(e.Arc.Y), n(e.Var))
		}
		return fmt.Sprintf("Wipeout: revising (%s, %s) emptied %s's domain, so the assignment just made fails.", n(e.Arc.X), n(e.Arc.Y), n(e.Var))
	case *csp.ChooseEvent:
		return fmt.Sprintf("Choose %s: %s.", n(e.Var), e.VarChoice.Why(p))
	case *csp.OrderEvent:
		return fmt.Sprintf("Order %s's values %s: %s.", n(e.Var), orderWords(p, e.ValueOrder), e.ValueOrder.Why(p))
	case *csp.RefuseEvent:
		return fmt.Sprintf("%s = %s is refused: %s = %s, an assigned neighbour, disagrees with it.", n(e.Var), v(e.Var, e.Value), n(e.By), v(e.By, e.ByValue))
	case *csp.AssignEvent:
		return fmt.Sprintf("Assign %s = %s (%s on the stack).", n(e.Var), v(e.Var, e.Value), numfmt.Group(len(e.Stack)))
	case *csp.UndoEvent:
		back := ""
		if len(e.Restored) > 0 {
			back = fmt.Sprintf("; %s removed values come back", numfmt.Group(len(e.Restored)))
		}
		return fmt.Sprintf("Undo %s = %s: nothing below it succeeded%s.", n(e.Var), v(e.Var, e.Value), back)
	case *csp.BacktrackEvent:
		return fmt.Sprintf("Backtrack: every value of %s is used up, so the search goes back to the assignment before.", n(e.Var))
	case *csp.SolutionEvent:
		return "Solution: every variable is assigned and every constraint holds."
	}
	return ""
}

// why is the reasoning behind the position: the revision under way, the
// last choice of variable and the order of its values.
func (r *recording) why(s *snapshot) string {
	p := r.p
	if r.engine == csp.MinConflicts {
		return "Min-conflicts " + csp.MinConflictsRule + "."
	}
	var parts []string
	if s.revising != nil {
		parts = append(parts, capital(s.revising.Why(p))+".")
	}
	if r.engine == csp.Backtracking {
		if s.choice != nil {
			parts = append(parts, fmt.Sprintf("Chose %s: %s.", p.Name(s.choice.Var), s.choice.VarChoice.Why(p)))
		}
		if s.order != nil {
			parts = append(parts, fmt.Sprintf("Values of %s in the order %s: %s.", p.Name(s.order.Var), orderWords(p, s.order.ValueOrder), s.order.ValueOrder.Why(p)))
		}
	}
	if len(parts) == 0 {
		switch r.engine {
		case csp.ArcConsistency:
			return "AC-3 " + ruleOf("engine", string(csp.ArcConsistency)) + "."
		default:
			return "Backtracking: " + ruleOf("engine", string(csp.Backtracking)) + "."
		}
	}
	return strings.Join(parts, "\n")
}

// summary is the run's outcome in a line.
func (r *recording) summary() string {
	if r.err != nil {
		return r.err.Error()
	}
	c := r.res.Counts
	counts := fmt.Sprintf("%s assignments, %s backtracks, %s checks", numfmt.Group(int(c.Assignments)), numfmt.Group(int(c.Backtracks)), numfmt.Group(int(c.Checks)))
	var out string
	switch {
	case r.engine == csp.MinConflicts:
		out = fmt.Sprintf("%s, seed %d: %s after %s steps; %s.", r.p.Title(), repairSeed, r.res.Stop.Words(), numfmt.Group(int(r.res.Steps)), counts)
	case r.engine == csp.ArcConsistency && r.res.Stop == csp.StopConsistent && !r.res.Solved:
		out = fmt.Sprintf("%s: arc consistent, but some variables keep more than one value; %s.", r.p.Title(), counts)
	default:
		out = fmt.Sprintf("%s: %s; %s.", r.p.Title(), r.res.Stop.Words(), counts)
	}
	if r.full {
		out += fmt.Sprintf(" The recording holds the first %s events; the run was stopped there.", numfmt.Group(maxEvents))
	}
	return out
}

// repairSaid is min-conflicts' step on show in words.
func (r *recording) repairSaid(s *snapshot) string {
	if len(r.repairs) == 0 {
		return "Min-conflicts made no step."
	}
	st := r.repairs[s.pos]
	switch st.kind {
	case "start":
		return fmt.Sprintf("The greedy start: each variable in order takes the value with the fewest conflicts with those before it; %s violated.", constraintsWords(st.h))
	case "stop":
		return "The run ends: " + r.res.Stop.Words() + "."
	}
	return fmt.Sprintf("Step %s: %s, the value with the fewest conflicts; violated constraints %d → %d.", numfmt.Group(s.pos), st.words, st.hBefore, st.h)
}

func constraintsWords(n int) string {
	if n == 1 {
		return "1 constraint"
	}
	return numfmt.Group(n) + " constraints"
}

func arcsWords(n int) string {
	if n == 1 {
		return "1 arc"
	}
	return numfmt.Group(n) + " arcs"
}

// arcList is arcs written out, cut after a few: "(WA, SA), (NT, SA)".
func arcList(p *csp.Problem, arcs []csp.Arc) string {
	var words []string
	for i, a := range arcs {
		if i == 6 {
			words = append(words, fmt.Sprintf("and %d more", len(arcs)-6))
			break
		}
		words = append(words, arcWords(p, a))
	}
	return textio.JoinAnd(words)
}

func arcWords(p *csp.Problem, a csp.Arc) string {
	return "(" + p.Name(a.X) + ", " + p.Name(a.Y) + ")"
}

// orderWords is a value order written out: "red, green, blue".
func orderWords(p *csp.Problem, o csp.ValueOrder) string {
	var words []string
	for _, r := range o.Values {
		words = append(words, p.Label(o.Var, r.Value))
	}
	return strings.Join(words, ", ")
}

func ruleOf(flag, id string) string {
	for _, r := range csp.Rules {
		if r.Flag == flag && r.ID == id {
			return r.Does
		}
	}
	return ""
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(one bool, s string) string {
	if one {
		return s
	}
	return ""
}

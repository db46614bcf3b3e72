package cspcheck

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/csp"
	"frontier/core/numfmt"
)

// Divergence is where a program's steps part from the backtracker's.
type Divergence struct {
	// Step counts the steps compared from 1; Assignment is the
	// assignment it is, or would be, counted from 1.
	Step       int `json:"step"`
	Assignment int `json:"assignment"`
	// Program and Engine are the two steps as the protocol writes them,
	// "" for none (the run had ended).
	Program string `json:"program"`
	Engine  string `json:"engine"`
	// Says is the divergence in a sentence, the rule in words.
	Says string `json:"says"`
}

// stepLine is an engine step as a program would print it.
func stepLine(p *csp.Problem, s engineStep) string {
	switch s.kind {
	case StepAssign:
		return "assign " + p.Name(s.v) + " " + p.Label(s.v, s.a)
	case StepUnassign:
		return "unassign " + p.Name(s.v)
	}
	return "backtrack"
}

// printedLine is a program's step as it printed it.
func printedLine(s Step) string {
	switch s.Kind {
	case StepAssign:
		return "assign " + s.Var + " " + s.Value
	case StepUnassign:
		return "unassign " + s.Var
	}
	return "backtrack"
}

// stepWords is what an engine step does, for "the backtracker next …".
func stepWords(p *csp.Problem, s engineStep) string {
	switch s.kind {
	case StepAssign:
		return "assigns " + p.Name(s.v) + " = " + p.Label(s.v, s.a)
	case StepUnassign:
		return "undoes " + p.Name(s.v) + " = " + p.Label(s.v, s.a)
	}
	return "gives up on " + p.Name(s.v) + " (backtrack), every value in its order tried"
}

// same reports whether the program's step is the engine's.
func same(p *csp.Problem, ps Step, es engineStep) bool {
	if ps.Kind != es.kind {
		return false
	}
	switch es.kind {
	case StepAssign:
		return ps.Var == p.Name(es.v) && ps.Value == p.Label(es.v, es.a)
	case StepUnassign:
		return ps.Var == p.Name(es.v)
	}
	return true
}

// printedKinds are the kinds of step a program printed: assign always.
func printedKinds(ps []Step) map[StepKind]bool {
	printed := map[StepKind]bool{StepAssign: true}
	for _, s := range ps {
		printed[s.Kind] = true
	}
	return printed
}

// firstApart is the assignment, from 1, at which the program's steps
// first part from the engine's, and whether they do.
func firstApart(p *csp.Problem, ps []Step, all []engineStep) (int, bool) {
	printed := printedKinds(ps)
	k, i := 1, 0
	for _, s := range all {
		if !printed[s.kind] {
			continue
		}
		if i == len(ps) || !same(p, ps[i], s) {
			return k, true
		}
		if s.kind == StepAssign {
			k++
		}
		i++
	}
	return k, i < len(ps)
}

// diverge names the first step where the program's steps ps part from
// the engine's all, of the kinds printed; nil when they agree to the end.
// ended says why the engine stopped.
func diverge(p *csp.Problem, ps []Step, all []engineStep, printed map[StepKind]bool, ended string) *Divergence {
	var es []engineStep
	var at []int // the index in all of each of es
	for j, s := range all {
		if printed[s.kind] {
			es, at = append(es, s), append(at, j)
		}
	}
	k := 1
	for i := 0; ; i++ {
		if i == len(ps) && i == len(es) {
			return nil
		}
		if i < len(ps) && i < len(es) && same(p, ps[i], es[i]) {
			if es[i].kind == StepAssign {
				k++
			}
			continue
		}
		d := &Divergence{Step: i + 1, Assignment: k}
		switch {
		case i == len(ps):
			d.Engine = stepLine(p, es[i])
			d.Says = fmt.Sprintf("after %s you printed no more, but the backtracker next %s", countWords(k-1), stepWords(p, es[i]))
		case i == len(es):
			d.Program = printedLine(ps[i])
			d.Says = fmt.Sprintf("%s: you printed %s, but the backtracker had stopped: %s", stepAt(ps[i], i, k), ps[i].quoted(), ended)
		default:
			d.Program, d.Engine = printedLine(ps[i]), stepLine(p, es[i])
			from := 0 // the engine's first step, printed or not, after the last that agreed
			if i > 0 {
				from = at[i-1] + 1
			}
			d.Says = explainStep(p, ps[i], all, from, at[i], stepAt(ps[i], i, k))
		}
		return d
	}
}

// countWords is "3 assignments", "no assignment".
func countWords(n int) string {
	if n == 0 {
		return "no assignment"
	}
	return numfmt.Plural(n, "assignment")
}

// stepAt names a program's step: "assignment 3", "step 5 (after
// assignment 2)".
func stepAt(s Step, i, k int) string {
	if s.Kind == StepAssign {
		return fmt.Sprintf("assignment %d", k)
	}
	return fmt.Sprintf("step %d (after assignment %d)", i+1, k-1)
}

func (s Step) quoted() string { return "“" + printedLine(s) + "”" }

// explainStep says why the engine's step es[i] is not the program's ps,
// at words. from is the engine's first step after those that agreed:
// before es[i], or a step of a kind the program does not print, such as
// giving up on a variable chosen with no value left.
func explainStep(p *csp.Problem, ps Step, es []engineStep, from, i int, at string) string {
	if f := es[from]; f.kind == StepBacktrack && f.choice != nil && ps.Kind == StepAssign {
		x, err := p.Lookup(ps.Var)
		if err == nil && x != f.v {
			return fmt.Sprintf("%s: you assigned %s, but %s; it has no value left, so the backtracker gives up on it (backtrack)", at, ps.Var, pickWhy(p, f.choice, x))
		}
	}
	e := es[i]
	if ps.Kind != StepAssign || e.kind != StepAssign {
		return fmt.Sprintf("%s: you printed %s, but the backtracker next %s", at, ps.quoted(), stepWords(p, e))
	}
	x, err := p.Lookup(ps.Var)
	if err != nil {
		return fmt.Sprintf("%s: you assigned %s, but the problem has no such variable", at, ps.Var)
	}
	a, err := p.LookupValue(x, ps.Value)
	if err != nil {
		return fmt.Sprintf("%s: you assigned %s = %s, but %v", at, ps.Var, ps.Value, err)
	}
	if x != e.v {
		if e.choice != nil {
			return fmt.Sprintf("%s: you assigned %s, but %s", at, ps.Var, pickWhy(p, e.choice, x))
		}
		if len(e.tried) == 0 {
			return fmt.Sprintf("%s: you assigned %s, but the backtracker next %s", at, ps.Var, stepWords(p, e))
		}
		prev := p.Label(e.v, e.tried[len(e.tried)-1])
		return fmt.Sprintf("%s: you assigned %s, but %s = %s was undone%s and backtracking tries the next value of %s, %s, before it gives up on %s%s",
			at, ps.Var, p.Name(e.v), prev, wipedWords(p, es, i, e.v), p.Name(e.v), p.Label(e.v, e.a), p.Name(e.v), gaveUp(p, es, i))
	}
	return fmt.Sprintf("%s: you gave %s the value %s, but %s", at, ps.Var, ps.Value, valueReason(p, e, a))
}

// pickWhy says why the choice is not x: the rule with its numbers.
func pickWhy(p *csp.Problem, c *csp.VarChoice, x int) string {
	why := reason(c.Grade(p, x).Reason)
	if rest, ok := strings.CutPrefix(why, "it is assigned already; "); ok {
		return p.Name(x) + " is assigned already, and " + rest
	}
	if !strings.HasPrefix(why, "MRV picks") && !strings.HasPrefix(why, "the static order") {
		why = "the backtracker picks " + p.Name(c.Var) + ": " + why
	}
	return why
}

// reason is a verdict's reason without its "Not X: " and its full stop.
func reason(text string) string {
	if strings.HasPrefix(text, "Not ") {
		if _, rest, ok := strings.Cut(text, ": "); ok {
			text = rest
		}
	}
	return strings.TrimSuffix(text, ".")
}

// wipedWords is " (forward checking emptied the domain of Q)" when the
// last assignment of v before step i was undone by its inference.
func wipedWords(p *csp.Problem, es []engineStep, i, v int) string {
	for j := i - 1; j >= 0; j-- {
		if s := es[j]; s.kind == StepAssign && s.v == v {
			if s.wiped.v >= 0 {
				return fmt.Sprintf(" (%s emptied the domain of %s)", s.wiped.by, p.Name(s.wiped.v))
			}
			return ""
		}
	}
	return ""
}

// gaveUp is ", having given up on Q and NSW" when the engine gave up on
// variables just before step i.
func gaveUp(p *csp.Problem, es []engineStep, i int) string {
	var names []string
	for j := i - 1; j >= 0 && es[j].kind != StepAssign; j-- {
		if es[j].kind == StepBacktrack {
			names = append([]string{p.Name(es[j].v)}, names...)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " (it had given up on " + strings.Join(names, " and ") + ", every value tried)"
}

// valueReason says why the engine gives its variable e.a and not a.
func valueReason(p *csp.Problem, e engineStep, a int) string {
	x, want := e.v, p.Label(e.v, e.a)
	name, got := p.Name(x), p.Label(x, a)
	if by, ok := e.refused[a]; ok {
		return fmt.Sprintf("%s disagrees with %s = %s (%s): with no inference a value is tried only if it agrees with every assigned neighbour, and %s is the next that does",
			got, p.Name(by.Var), p.Label(by.Var, by.Value), constraintOf(p, x, by.Var), want)
	}
	if slices.Contains(e.tried, a) {
		return fmt.Sprintf("%s = %s was tried already and undone; the next value in the order is %s", name, got, want)
	}
	if e.order == nil {
		return "the backtracker gives it " + want
	}
	var left []int
	var rankA, rankB *csp.Ranked
	for i, r := range e.order.Values {
		left = append(left, r.Value)
		switch r.Value {
		case a:
			rankA = &e.order.Values[i]
		case e.a:
			rankB = &e.order.Values[i]
		}
	}
	switch {
	case rankA == nil:
		return fmt.Sprintf("%s is not among %s's values left, %s: the inference removed it after an earlier assignment", got, name, p.SetWords(x, left))
	case e.order.Rule != csp.LCV:
		return fmt.Sprintf("the static order tries the values in the domain's order: %s before %s", want, got)
	case rankA.RuledOut > rankB.RuledOut:
		return fmt.Sprintf("LCV tries first the value that rules out the fewest values left of the unassigned neighbours: %s rules out %d, %s %d", want, rankB.RuledOut, got, rankA.RuledOut)
	case rankA.RuledOut == rankB.RuledOut:
		return fmt.Sprintf("%s and %s each rule out %d values of the unassigned neighbours, and LCV breaks the tie in the domain's order: %s first", want, got, rankA.RuledOut, want)
	}
	return fmt.Sprintf("LCV's order tries %s before %s", want, got)
}

// constraintOf is the constraint between x and y in words: the first
// declared on both.
func constraintOf(p *csp.Problem, x, y int) string {
	for _, c := range p.Constraints() {
		if slices.Contains(c.Vars, p.Name(x)) && slices.Contains(c.Vars, p.Name(y)) {
			return c.Words()
		}
	}
	return "the constraint between them"
}

package csp

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Verdict is a student's prediction graded against the engine's step.
// Predictions are graded by the rule with its tie-break: an answer that
// ties with the engine's under the rule and loses only to the tie-break
// is not right, but Tied says so.
type Verdict struct {
	Right bool
	Tied  bool
	// Want is the engine's answer in words: "SA", "red", "{red, blue}".
	Want string
	// Reason says why, from the rule: a sentence or two a student reads.
	Reason string
}

// ranks orders the candidates as the rule does, the engine's pick first.
func (c VarChoice) ranks() []Candidate {
	out := slices.Clone(c.Candidates)
	slices.SortStableFunc(out, func(a, b Candidate) int {
		switch c.Rule {
		case MRV:
			return cmp.Compare(a.Left, b.Left)
		case MRVDegree:
			return cmp.Or(cmp.Compare(a.Left, b.Left), cmp.Compare(b.Degree, a.Degree))
		}
		return 0
	})
	return out
}

func (c VarChoice) candidate(v int) (Candidate, bool) {
	for _, x := range c.Candidates {
		if x.Var == v {
			return x, true
		}
	}
	return Candidate{}, false
}

// Why is the rule's reason for the choice, with the numbers of the
// candidates that came closest: "MRV picks the variable with the fewest
// values left: SA has 1, then NT 2, Q 2".
func (c VarChoice) Why(p *Problem) string {
	r := c.ranks()
	switch c.Rule {
	case MRV, MRVDegree:
		parts := make([]string, 0, 4)
		for i, x := range r[:min(len(r), 4)] {
			has := " "
			if i == 0 {
				has = " has "
			}
			w := fmt.Sprintf("%s%s%d", p.Name(x.Var), has, x.Left)
			if c.Rule == MRVDegree {
				w += fmt.Sprintf(" (degree %d)", x.Degree)
			}
			parts = append(parts, w)
		}
		head := "MRV picks the variable with the fewest values left"
		if c.Rule == MRVDegree {
			head += ", ties to the most unassigned neighbours (degree)"
		}
		return head + ": " + parts[0] + then(parts[1:])
	}
	return "the static order takes the first unassigned variable in the problem's order: " + p.Name(c.Var)
}

// then is ", then a, b" for a non-empty list.
func then(parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	return ", then " + strings.Join(parts, ", ")
}

// Grade grades answer, the variable a student predicts the rule picks.
func (c VarChoice) Grade(p *Problem, answer int) Verdict {
	v := Verdict{Want: p.Name(c.Var)}
	if answer == c.Var {
		v.Right, v.Reason = true, "Right: "+c.Why(p)+"."
		return v
	}
	a, ok := c.candidate(answer)
	if !ok {
		v.Reason = fmt.Sprintf("Not that one: only unassigned variables are chosen, and the rule picks %s: %s.", v.Want, c.Why(p))
		if answer >= 0 && answer < p.Vars() {
			v.Reason = fmt.Sprintf("Not %s: it is assigned already; %s.", p.Name(answer), c.Why(p))
		}
		return v
	}
	w, _ := c.candidate(c.Var)
	name, want := p.Name(answer), p.Name(c.Var)
	switch {
	case c.Rule == StaticVars:
		v.Reason = fmt.Sprintf("Not %s: the static order takes the first unassigned variable in the problem's order, %s.", name, want)
	case a.Left > w.Left:
		v.Reason = fmt.Sprintf("Not %s: MRV picks the variable with the fewest values left: %s has %d, %s %d.", name, want, w.Left, name, a.Left)
	case c.Rule == MRVDegree && a.Degree < w.Degree:
		v.Reason = fmt.Sprintf("Not %s: %s and %s both have %d values left, and the degree rule then picks the one with the most unassigned neighbours: %s has %d, %s %d.",
			name, want, name, w.Left, want, w.Degree, name, a.Degree)
	case c.Rule == MRVDegree:
		v.Tied = true
		v.Reason = fmt.Sprintf("Tied: %s and %s both have %d values left and degree %d; the tie goes to the first in the problem's order, %s.", name, want, w.Left, w.Degree, want)
	default:
		v.Tied = true
		v.Reason = fmt.Sprintf("Tied: %s and %s both have %d values left; the tie goes to the first in the problem's order, %s.", name, want, w.Left, want)
	}
	return v
}

// ruledWords is what a ranked value rules out, in words: "NT's red and
// Q's red", "nothing".
func ruledWords(p *Problem, r Ranked) string {
	if len(r.In) == 0 {
		return "nothing"
	}
	var parts []string
	for _, in := range r.In {
		for _, b := range in.Values {
			parts = append(parts, p.Name(in.Var)+"'s "+p.Label(in.Var, b))
		}
	}
	if len(parts) > 6 {
		parts = append(parts[:6], fmt.Sprintf("%d more", len(parts)-6))
	}
	return strings.Join(parts, ", ")
}

// Why is the value order's reason for its first value.
func (o ValueOrder) Why(p *Problem) string {
	if len(o.Values) == 0 {
		return p.Name(o.Var) + " has no value left"
	}
	first := o.Values[0]
	if o.Rule != LCV {
		return "the static order tries the values in the domain's order: " + p.Label(o.Var, first.Value) + " first"
	}
	var parts []string
	for i, r := range o.Values[:min(len(o.Values), 4)] {
		w := fmt.Sprintf("%s rules out %d (%s)", p.Label(o.Var, r.Value), r.RuledOut, ruledWords(p, r))
		if i > 0 {
			w = fmt.Sprintf("%s %d", p.Label(o.Var, r.Value), r.RuledOut)
		}
		parts = append(parts, w)
	}
	return "LCV tries first the value that rules out the fewest values left of the unassigned neighbours: " + parts[0] + then(parts[1:])
}

// GradeFirst grades answer, the value of o.Var a student predicts is tried
// first.
func (o ValueOrder) GradeFirst(p *Problem, answer int) Verdict {
	if len(o.Values) == 0 {
		return Verdict{Reason: o.Why(p) + "."}
	}
	first := o.Values[0]
	v := Verdict{Want: p.Label(o.Var, first.Value)}
	if answer == first.Value {
		v.Right, v.Reason = true, "Right: "+o.Why(p)+"."
		return v
	}
	i := slices.IndexFunc(o.Values, func(r Ranked) bool { return r.Value == answer })
	if i < 0 {
		v.Reason = fmt.Sprintf("Not that one: it is not among %s's values left; %s.", p.Name(o.Var), o.Why(p))
		return v
	}
	a, name := o.Values[i], p.Label(o.Var, answer)
	switch {
	case o.Rule != LCV:
		v.Reason = fmt.Sprintf("Not %s: the static order tries the values in the domain's order, %s first.", name, v.Want)
	case a.RuledOut > first.RuledOut:
		v.Reason = fmt.Sprintf("Not %s: LCV tries first the value that rules out the fewest values left of the unassigned neighbours: %s rules out %d (%s), %s %d (%s).",
			name, v.Want, first.RuledOut, ruledWords(p, first), name, a.RuledOut, ruledWords(p, a))
	default:
		v.Tied = true
		v.Reason = fmt.Sprintf("Tied: %s and %s each rule out %d; the tie goes in the domain's order, %s first.", name, v.Want, a.RuledOut, v.Want)
	}
	return v
}

// Why says, value by value, what the revision keeps and removes: "red
// goes: none of NT's {red} agrees with it (WA ≠ NT); green stays: NT's
// red agrees".
func (e *ReviseEvent) Why(p *Problem) string {
	x, y := e.Arc.X, e.Arc.Y
	var parts []string
	for _, s := range e.Supports {
		parts = append(parts, e.valueWhy(p, s))
	}
	if len(parts) == 0 {
		return p.Name(x) + " has no value left"
	}
	return fmt.Sprintf("revising (%s, %s) under %s: %s", p.Name(x), p.Name(y), p.between(x, y), strings.Join(parts, "; "))
}

func (e *ReviseEvent) valueWhy(p *Problem, s Support) string {
	x, y := e.Arc.X, e.Arc.Y
	if s.By < 0 {
		return fmt.Sprintf("%s goes: no value of %s's %s agrees with it", p.Label(x, s.Value), p.Name(y), p.SetWords(y, e.Against))
	}
	return fmt.Sprintf("%s stays: %s's %s agrees with it", p.Label(x, s.Value), p.Name(y), p.Label(y, s.By))
}

// Grade grades removed, the values of e.Arc.X a student predicts the
// revision removes.
func (e *ReviseEvent) Grade(p *Problem, removed []int) Verdict {
	want := e.Removed()
	v := Verdict{Want: p.SetWords(e.Arc.X, want)}
	var wrong []string
	for _, s := range e.Supports {
		if slices.Contains(removed, s.Value) != (s.By < 0) {
			wrong = append(wrong, e.valueWhy(p, s))
		}
	}
	for _, a := range removed {
		if !slices.ContainsFunc(e.Supports, func(s Support) bool { return s.Value == a }) {
			wrong = append(wrong, "a value not in "+p.Name(e.Arc.X)+"'s domain cannot be removed")
			break
		}
	}
	if len(wrong) == 0 {
		v.Right, v.Reason = true, "Right: "+e.Why(p)+"."
		return v
	}
	v.Reason = "Not quite: " + strings.Join(wrong, "; ") + "."
	return v
}

package cspcheck

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/csp"
	"frontier/core/numfmt"
	"frontier/core/textio"
)

// readSolution reads a program's VAR VALUE lines as an assignment of
// every shown variable, or says what is wrong with them.
func readSolution(p *csp.Problem, pairs [][2]string) (map[string]string, string) {
	values := map[string]string{}
	for _, pr := range pairs {
		v, err := p.Lookup(pr[0])
		switch {
		case err != nil || p.Hidden(v):
			return nil, fmt.Sprintf("the solution names %s, which is no variable of the problem", textio.Quote(pr[0]))
		case values[pr[0]] != "":
			return nil, fmt.Sprintf("the solution gives %s twice", pr[0])
		}
		if _, err := p.LookupValue(v, pr[1]); err != nil {
			return nil, "the solution's " + pr[0] + ": " + err.Error()
		}
		values[pr[0]] = pr[1]
	}
	var missing []string
	for v := range p.Vars() {
		if !p.Hidden(v) && values[p.Name(v)] == "" {
			missing = append(missing, p.Name(v))
		}
	}
	if len(missing) > 0 {
		if len(missing) > 6 {
			missing = append(missing[:6], fmt.Sprintf("%d more", len(missing)-6))
		}
		return nil, "the solution gives no value to " + textio.JoinAnd(missing)
	}
	return values, ""
}

// violated is the first constraint, as declared, that values break, in
// words with the values that break it; "" when none does.
func violated(cons []csp.Constraint, values map[string]string) string {
	for _, c := range cons {
		if why := breaks(c, values); why != "" {
			return c.Words() + ": " + why
		}
	}
	return ""
}

// breaks says how values break c, "" when they satisfy it.
func breaks(c csp.Constraint, values map[string]string) string {
	vals := make([]string, len(c.Vars))
	for i, n := range c.Vars {
		vals[i] = values[n]
	}
	is := func(i int) string { return c.Vars[i] + " = " + vals[i] }
	num := func(i int) int { n, _ := numfmt.Atoi(vals[i]); return n }
	switch c.Rel {
	case csp.NotEqual:
		if vals[0] == vals[1] {
			return is(0) + " and " + is(1)
		}
	case csp.Equal:
		if vals[0] != vals[1] {
			return is(0) + " but " + is(1)
		}
	case csp.Less:
		if num(0) >= num(1) {
			return is(0) + " and " + is(1)
		}
	case csp.AllDifferent:
		for i := range vals {
			for j := i + 1; j < len(vals); j++ {
				if vals[i] == vals[j] {
					return c.Vars[i] + " and " + c.Vars[j] + " are both " + vals[i]
				}
			}
		}
	case csp.Allowed:
		if !slices.ContainsFunc(c.Rows, func(r []string) bool { return slices.Equal(r, vals) }) {
			return "no row of the table is " + strings.Join(vals, " ")
		}
	case csp.NoAttack:
		d := num(0) - num(1)
		switch {
		case d == 0:
			return is(0) + " and " + is(1) + ": the same row"
		case d == c.Gap || d == -c.Gap:
			return fmt.Sprintf("%s and %s, %d columns apart: on one diagonal", is(0), is(1), c.Gap)
		}
	}
	return ""
}

// solutionWords is an assignment in the problem's order: "WA=red
// NT=green …", cut after a dozen.
func solutionWords(p *csp.Problem, value func(v int) string) string {
	var parts []string
	for v := range p.Vars() {
		if p.Hidden(v) {
			continue
		}
		if len(parts) == 12 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, p.Name(v)+"="+value(v))
	}
	return strings.Join(parts, " ")
}

package csp_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"frontier/core/csp"
)

// valid checks a solution against the constraints as declared, read by
// their meaning (not through the problem's pieces): ≠, =, < on the
// values' labels, all different, a row of the table, two queens that do
// not attack. Hidden variables are left out: a table is checked on its
// own variables.
func valid(p *csp.Problem, sol []int) error {
	if len(sol) != p.Vars() {
		return fmt.Errorf("%d values for %d variables", len(sol), p.Vars())
	}
	label := map[string]string{}
	for v := range p.Vars() {
		if sol[v] < 0 || sol[v] >= p.Values(v) {
			return fmt.Errorf("%s = value %d of %d", p.Name(v), sol[v], p.Values(v))
		}
		label[p.Name(v)] = p.Label(v, sol[v])
	}
	for _, c := range p.Constraints() {
		ok, err := keeps(c, label)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("%s broken by %v", c.Words(), label)
		}
	}
	return nil
}

// keeps reports whether the labels keep c, read by its meaning.
func keeps(c csp.Constraint, label map[string]string) (bool, error) {
	num := func(name string) int {
		n, err := strconv.Atoi(label[name])
		if err != nil {
			panic(err)
		}
		return n
	}
	switch c.Rel {
	case csp.NotEqual:
		return label[c.Vars[0]] != label[c.Vars[1]], nil
	case csp.Equal:
		return label[c.Vars[0]] == label[c.Vars[1]], nil
	case csp.Less:
		return num(c.Vars[0]) < num(c.Vars[1]), nil
	case csp.AllDifferent:
		seen := map[string]bool{}
		for _, v := range c.Vars {
			if seen[label[v]] {
				return false, nil
			}
			seen[label[v]] = true
		}
		return true, nil
	case csp.Allowed:
		return slices.ContainsFunc(c.Rows, func(row []string) bool {
			for i, v := range c.Vars {
				if row[i] != label[v] {
					return false
				}
			}
			return true
		}), nil
	case csp.NoAttack:
		d := num(c.Vars[0]) - num(c.Vars[1])
		return d != 0 && d != c.Gap && d != -c.Gap, nil
	}
	return false, fmt.Errorf("constraint %v of unknown relation", c)
}

// validQueens checks a solution of n-queens from the board alone: one
// queen a column, no two on a row or a diagonal.
func validQueens(p *csp.Problem, sol []int) error {
	n := p.Vars()
	rows := make([]int, n)
	for i := range n {
		if p.Name(i) != "q"+strconv.Itoa(i+1) {
			return fmt.Errorf("variable %d is %s", i, p.Name(i))
		}
		r, err := strconv.Atoi(p.Label(i, sol[i]))
		if err != nil || r < 1 || r > n {
			return fmt.Errorf("q%d in row %s", i+1, p.Label(i, sol[i]))
		}
		rows[i] = r
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if rows[i] == rows[j] || rows[i]-rows[j] == j-i || rows[j]-rows[i] == j-i {
				return fmt.Errorf("queens of columns %d and %d attack: %v", i+1, j+1, rows)
			}
		}
	}
	return nil
}

// randomProblem is a small problem drawn from r: a few variables with
// two to four values, and constraints of every relation, tables over two
// and three variables among them.
func randomProblem(t *testing.T, r *rand.Rand) *csp.Problem {
	t.Helper()
	n := 3 + r.IntN(5)
	vars := make([]csp.Var, n)
	names := make([]string, n)
	for i := range vars {
		names[i] = "v" + strconv.Itoa(i)
		k := 2 + r.IntN(3)
		vars[i] = csp.Var{Name: names[i]}
		for a := range k {
			vars[i].Values = append(vars[i].Values, strconv.Itoa(2*a+r.IntN(2)))
		}
	}
	pick := func(k int) []string {
		perm := r.Perm(n)[:k]
		out := make([]string, k)
		for i, p := range perm {
			out[i] = names[p]
		}
		return out
	}
	var cons []csp.Constraint
	for range 2 + r.IntN(2*n) {
		switch r.IntN(6) {
		case 0, 1:
			cons = append(cons, csp.Constraint{Rel: csp.NotEqual, Vars: pick(2)})
		case 2:
			cons = append(cons, csp.Constraint{Rel: csp.Less, Vars: pick(2)})
		case 3:
			cons = append(cons, csp.Constraint{Rel: csp.Equal, Vars: pick(2)})
		case 4:
			cons = append(cons, csp.Constraint{Rel: csp.AllDifferent, Vars: pick(min(3, n))})
		default:
			vs := pick(2 + r.IntN(2))
			c := csp.Constraint{Rel: csp.Allowed, Vars: vs}
			for range 1 + r.IntN(6) {
				row := make([]string, len(vs))
				for i, name := range vs {
					d := vars[slices.Index(names, name)].Values
					row[i] = d[r.IntN(len(d))]
				}
				c.Rows = append(c.Rows, row)
			}
			cons = append(cons, c)
		}
	}
	p, err := csp.New("random", vars, cons)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

package cspcheck

import (
	"bytes"
	"fmt"
	"strings"

	"frontier/core/csp"
)

// Problem is a constraint satisfaction problem a program is asked to
// solve by backtracking, and the orders and inference the assignment
// names, which the program follows (see docs/checking.md, "A constraint
// satisfaction program").
type Problem struct {
	Problem   *csp.Problem
	Var       csp.VarOrder
	Val       csp.ValOrder
	Inference csp.Inference
}

// options are the backtracker's options under the problem's conventions,
// the defaults of frontier csp where none is named.
func (c *Problem) options() csp.Options {
	o := csp.Options{Var: c.Var, Val: c.Val, Inference: c.Inference}
	if o.Var == "" {
		o.Var = csp.StaticVars
	}
	if o.Val == "" {
		o.Val = csp.StaticValues
	}
	if o.Inference == "" {
		o.Inference = csp.NoInference
	}
	return o
}

// Conventions are the orders and inference in words: "variables MRV,
// values static, inference forward checking".
func (c *Problem) Conventions() string {
	o := c.options()
	return fmt.Sprintf("variables %s, values %s, inference %s",
		csp.Title("var", o.Var), csp.Title("val", o.Val), csp.Title("inference", o.Inference))
}

// Input is the problem as the program reads it on standard input: a
// header of one item a line, then the line "problem", then the problem
// in the problem file format (csp.Problem.WriteFile) to the end.
func (c *Problem) Input() ([]byte, error) {
	o := c.options()
	var b bytes.Buffer
	fmt.Fprintf(&b, "puzzle csp\ntitle %s\n", strings.Join(strings.Fields(c.Problem.Title()), " "))
	fmt.Fprintf(&b, "variable-order %s\nvalue-order %s\ninference %s\nproblem\n", o.Var, o.Val, o.Inference)
	if err := c.Problem.WriteFile(&b); err != nil {
		return nil, fmt.Errorf("%s cannot be written for a program: %v", c.Problem.Title(), err)
	}
	return b.Bytes(), nil
}

// hasHidden reports whether the problem searches variables of its own (a
// table over three or more variables), which a program does not see.
func (c *Problem) hasHidden() bool {
	for v := range c.Problem.Vars() {
		if c.Problem.Hidden(v) {
			return true
		}
	}
	return false
}

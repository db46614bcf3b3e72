package cspcheck

import (
	"context"
	"fmt"
	"slices"

	"frontier/core/csp"
	"frontier/core/textio"
)

// alike names the conventions, each one of c's changed, under which the
// backtracker prints the program's steps ps too (of the kinds the program
// prints), in words: those the test cannot tell the program's from.
func alike(ctx context.Context, c *Problem, ps []Step) []string {
	own := c.options()
	printed := printedKinds(ps)
	var lines []string
	assigns := 0
	for _, s := range ps {
		lines = append(lines, printedLine(s))
		if s.Kind == StepAssign {
			assigns++
		}
	}
	var out []string
	for _, r := range csp.Rules {
		alt := own
		switch {
		case r.Flag == "var" && csp.VarOrder(r.ID) != own.Var:
			alt.Var = csp.VarOrder(r.ID)
		case r.Flag == "val" && csp.ValOrder(r.ID) != own.Val:
			alt.Val = csp.ValOrder(r.ID)
		case r.Flag == "inference" && csp.Inference(r.ID) != own.Inference:
			alt.Inference = csp.Inference(r.ID)
		default:
			continue
		}
		if slices.Equal(stepsUnder(ctx, c.Problem, alt, printed, assigns+1), lines) {
			out = append(out, map[string]string{"var": "variables ", "val": "values ", "inference": "inference "}[r.Flag]+r.Title)
		}
	}
	return out
}

// stepsUnder are the backtracker's steps under opts of the kinds
// printed, as a program prints them, to its assignment most at most.
func stepsUnder(ctx context.Context, p *csp.Problem, opts csp.Options, printed map[StepKind]bool, most int) []string {
	var lines []string
	add := func(s engineStep) {
		if printed[s.kind] {
			lines = append(lines, stepLine(p, s))
		}
	}
	opts.MaxAssignments = int64(most)
	opts.Observer = func(e csp.Event) {
		switch e := e.(type) {
		case *csp.AssignEvent:
			add(engineStep{kind: StepAssign, v: e.Var, a: e.Value})
		case *csp.UndoEvent:
			add(engineStep{kind: StepUnassign, v: e.Var})
		case *csp.BacktrackEvent:
			add(engineStep{kind: StepBacktrack, v: e.Var})
		}
	}
	csp.Solve(ctx, p, opts)
	return lines
}

// alikeNote is the note of a pass whose steps other conventions make
// too; "" when none does.
func alikeNote(p *csp.Problem, others []string) string {
	if len(others) == 0 {
		return ""
	}
	return fmt.Sprintf("on %s the backtracker makes these steps under %s too, so this test cannot tell the program from one that follows %s; another problem may.",
		p.Title(), textio.JoinAnd(others), map[bool]string{true: "it", false: "them"}[len(others) == 1])
}

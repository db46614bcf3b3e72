package check

import (
	"fmt"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/core/textio"
)

// answerFindings are the answer's checks, and the keys of the program's
// path (start first) and its cost, −1 when it reached no goal.
type answerFindings struct {
	findings
	keys     []State
	pathCost int
}

// checkAnswer checks the program's solution: each move legal, the last
// state the goal, the cost printed the path's cost, and that cost the
// least where the engine promises the least.
func (g *grader) checkAnswer() answerFindings {
	f := answerFindings{pathCost: -1}
	if !g.pinnedOutput(&f.findings) {
		return f
	}
	if g.a.NoSolution {
		g.noSolution(&f.findings)
		return f
	}
	keys, ok := g.replay(&f.findings)
	f.keys = keys
	if !ok {
		return f
	}
	f.pathCost = g.pathCost(keys)
	g.cost(&f.findings, f.pathCost)
	g.optimal(&f.findings, f.pathCost)
	return f
}

// noSolution checks a program's "no solution" against the engine's.
func (g *grader) noSolution(f *findings) {
	ref := &g.ref
	if ref.Solved {
		f.fail(Check{Name: "moves", Says: fmt.Sprintf("The program found no solution, but %s finds one of cost %d within the node limit.",
			g.p.Engine.Title(), ref.Cost)}, DiagNoSolution)
		return
	}
	f.add(Check{Name: "moves", OK: true, Says: fmt.Sprintf("The program found no solution, and neither does %s (%s).",
		g.p.Engine.Title(), stopWords(ref.StopReason))})
}

// replay makes the program's moves from the start and returns each
// state's key, and whether each move was legal and the last reached the
// goal.
func (g *grader) replay(f *findings) ([]State, bool) {
	a := &g.a
	pos := g.p.Start
	keys := []State{g.ck.Key(pos)}
	for i, m := range a.Moves {
		next, err := g.ck.Move(pos, m)
		if err != nil {
			f.fail(Check{Name: "moves", Says: fmt.Sprintf("Move %d, %s, cannot be made from %s: %s.",
				i+1, textio.Quote(m), g.ck.Words(pos), strings.TrimSuffix(err.Error(), "."))}, DiagIllegalMove)
			return keys, false
		}
		pos = next
		keys = append(keys, g.ck.Key(pos))
	}
	if !g.p.Domain.IsGoal(pos) {
		says := fmt.Sprintf("The %s %s at %s, not at the goal %s.", numfmt.Plural(len(a.Moves), "move"), verb(len(a.Moves), "ends", "end"),
			g.ck.Words(pos), g.ck.Words(g.p.Domain.Goal()))
		if len(a.Moves) == 0 {
			says = "The program printed no moves and no no-solution line, and the start is not the goal."
		}
		f.fail(Check{Name: "moves", Says: says}, DiagNotAtGoal)
		return keys, false
	}
	says := fmt.Sprintf("The %s are legal and reach the goal.", numfmt.Plural(len(a.Moves), "move"))
	switch len(a.Moves) {
	case 0:
		says = "The start is the goal, and the program made no move."
	case 1:
		says = "The one move is legal and reaches the goal."
	}
	f.add(Check{Name: "moves", OK: true, Says: says})
	return keys, true
}

// cost checks the cost the program printed against its path's, cost.
func (g *grader) cost(f *findings, cost int) {
	switch {
	case g.a.Cost < 0:
		f.add(Check{Name: "cost", OK: true, Skipped: true, Says: fmt.Sprintf("The program printed no cost; its path costs %d.", cost)})
	case g.a.Cost != cost:
		f.fail(Check{Name: "cost", Says: fmt.Sprintf("The program printed cost %d, but its path costs %d.", g.a.Cost, cost)}, DiagWrongCost)
	default:
		f.add(Check{Name: "cost", OK: true, Says: fmt.Sprintf("The cost printed, %d, is the path's.", cost)})
	}
}

// optimal checks the path's cost against the least, where the engine
// promises the least.
func (g *grader) optimal(f *findings, cost int) {
	ref, e := &g.ref, g.p.Engine.Title()
	switch {
	case !ref.Solved && ref.StopReason == search.StopNodeLimit:
		f.add(Check{Name: "optimal", OK: true, Skipped: true, Says: fmt.Sprintf("Not checked: %s finds no solution within the node limit, %s, to compare with; a larger --max-nodes lets it search further.",
			e, numfmt.Group(g.p.MaxNodes))})
	case !ref.Solved:
		f.add(Check{Name: "optimal", OK: true, Skipped: true, Says: fmt.Sprintf("Not checked: %s finds no solution to compare with (%s).", e, stopWords(ref.StopReason))})
	case !ref.Optimal:
		why := ref.OptimalWhy
		if why == "" {
			why = e + " promises no least cost here."
		}
		f.add(Check{Name: "optimal", OK: true, Skipped: true, Says: "Not checked: " + why})
	case cost > ref.Cost:
		f.fail(Check{Name: "optimal", Says: fmt.Sprintf("The path costs %d, but the least cost is %d, which %s promises here.", cost, ref.Cost, e)}, DiagNotOptimal)
	default:
		f.add(Check{Name: "optimal", OK: true, Says: fmt.Sprintf("%d is the least cost, as %s promises here.", cost, e)})
	}
}

// pathCost is the cost of the path of keys: each step the cheapest move
// between its two states.
func (g *grader) pathCost(keys []State) int {
	total := 0
	var buf []stepOf
	for k := 1; k < len(keys); k++ {
		buf = g.steps(keys[k-1], buf[:0])
		best := -1
		for _, st := range buf {
			if st.to == keys[k] && (best < 0 || st.cost < best) {
				best = st.cost
			}
		}
		total += max(best, 0)
	}
	return total
}

type stepOf struct {
	to   State
	cost int
}

func (g *grader) steps(s State, dst []stepOf) []stepOf {
	for _, st := range g.sp.p.Successors(s, nil) {
		dst = append(dst, stepOf{st.State, st.Cost})
	}
	return dst
}

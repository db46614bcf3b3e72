package check

import (
	"fmt"
	"strings"

	"frontier/core/textio"
)

// moves checks the program's solution: each move legal, the last state
// the goal, the cost printed the path's cost, and that cost the least
// where the engine promises the least.
func (g *grader) moves() {
	if g.a.NoSolution {
		g.noSolution()
		return
	}
	if !g.replay() {
		return
	}
	cost := g.pathCost()
	g.r.Program.PathCost = cost
	g.cost(cost)
	g.optimal(cost)
}

// noSolution checks a program's "no solution" against the engine's.
func (g *grader) noSolution() {
	ref := &g.ref
	if ref.Solved {
		g.add(Check{Name: "moves", Says: fmt.Sprintf("The program found no solution, but %s finds one of cost %d within the node limit.",
			g.p.Engine.Title(), ref.Cost)})
		g.diagnose(DiagNoSolution)
		g.wrong = true
		return
	}
	g.add(Check{Name: "moves", OK: true, Says: fmt.Sprintf("The program found no solution, and neither does %s (%s).",
		g.p.Engine.Title(), stopWords(ref.StopReason))})
}

// replay makes the program's moves from the start, keeping each state's
// key, and reports whether each was legal and the last reached the goal.
func (g *grader) replay() bool {
	a := &g.a
	pos := g.p.Start
	g.keys = []State{g.ck.Key(pos)}
	for i, m := range a.Moves {
		next, err := g.ck.Move(pos, m)
		if err != nil {
			g.add(Check{Name: "moves", Says: fmt.Sprintf("Move %d, %s, cannot be made from %s: %s.",
				i+1, textio.Quote(m), g.ck.Words(pos), strings.TrimSuffix(err.Error(), "."))})
			g.diagnose(DiagIllegalMove)
			g.wrong = true
			return false
		}
		pos = next
		g.keys = append(g.keys, g.ck.Key(pos))
	}
	if g.keys[len(g.keys)-1] != g.ck.Key(g.p.Domain.Goal()) {
		says := fmt.Sprintf("The %s %s at %s, not at the goal %s.", plural(len(a.Moves), "move"), verb(len(a.Moves), "ends", "end"),
			g.ck.Words(pos), g.ck.Words(g.p.Domain.Goal()))
		if len(a.Moves) == 0 {
			says = "The program printed no moves and no no-solution line, and the start is not the goal."
		}
		g.add(Check{Name: "moves", Says: says})
		g.diagnose(DiagNotAtGoal)
		g.wrong = true
		return false
	}
	says := fmt.Sprintf("The %s are legal and reach the goal.", plural(len(a.Moves), "move"))
	switch len(a.Moves) {
	case 0:
		says = "The start is the goal, and the program made no move."
	case 1:
		says = "The one move is legal and reaches the goal."
	}
	g.add(Check{Name: "moves", OK: true, Says: says})
	return true
}

// cost checks the cost the program printed against its path's, cost.
func (g *grader) cost(cost int) {
	switch {
	case g.a.Cost < 0:
		g.add(Check{Name: "cost", OK: true, Skipped: true, Says: fmt.Sprintf("The program printed no cost; its path costs %d.", cost)})
	case g.a.Cost != cost:
		g.add(Check{Name: "cost", Says: fmt.Sprintf("The program printed cost %d, but its path costs %d.", g.a.Cost, cost)})
		g.diagnose(DiagWrongCost)
		g.wrong = true
	default:
		g.add(Check{Name: "cost", OK: true, Says: fmt.Sprintf("The cost printed, %d, is the path's.", cost)})
	}
}

// optimal checks the path's cost against the least, where the engine
// promises the least.
func (g *grader) optimal(cost int) {
	ref, e := &g.ref, g.p.Engine.Title()
	switch {
	case !ref.Solved:
		g.add(Check{Name: "optimal", OK: true, Skipped: true, Says: fmt.Sprintf("%s finds no solution within the node limit to compare with.", e)})
	case !ref.Optimal:
		why := ref.OptimalWhy
		if why == "" {
			why = e + " promises no least cost here."
		}
		g.add(Check{Name: "optimal", OK: true, Skipped: true, Says: "Not checked: " + why})
	case cost > ref.Cost:
		g.add(Check{Name: "optimal", Says: fmt.Sprintf("The path costs %d, but the least cost is %d, which %s promises here.", cost, ref.Cost, e)})
		g.diagnose(DiagNotOptimal)
		g.wrong = true
	default:
		g.add(Check{Name: "optimal", OK: true, Says: fmt.Sprintf("%d is the least cost, as %s promises here.", cost, e)})
	}
}

// pathCost is the cost of the program's path: each step the cheapest move
// between its two states.
func (g *grader) pathCost() int {
	total := 0
	var buf []stepOf
	for k := 1; k < len(g.keys); k++ {
		buf = g.steps(g.keys[k-1], buf[:0])
		best := -1
		for _, st := range buf {
			if st.to == g.keys[k] && (best < 0 || st.cost < best) {
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

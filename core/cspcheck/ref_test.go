package cspcheck

import (
	"fmt"
	"slices"
	"strconv"
)

// refProblem is a constraint satisfaction problem as the reference
// backtracker sees it, written in the test from the textbook: names,
// domains in order, and whether two assignments agree.
type refProblem struct {
	names   []string
	domains [][]string
	// linked: a constraint joins x and y; ok: x = a and y = b agree.
	linked func(x, y int) bool
	ok     func(x int, a string, y int, b string) bool
}

// refAustralia is the textbook's map of Australia with k colours.
func refAustralia(k int) refProblem {
	names := []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"}
	colours := []string{"red", "green", "blue"}[:k]
	borders := map[[2]string]bool{}
	for _, b := range [][2]string{{"WA", "NT"}, {"WA", "SA"}, {"NT", "SA"}, {"NT", "Q"}, {"SA", "Q"}, {"SA", "NSW"}, {"SA", "V"}, {"Q", "NSW"}, {"NSW", "V"}} {
		borders[b], borders[[2]string{b[1], b[0]}] = true, true
	}
	p := refProblem{names: names}
	for range names {
		p.domains = append(p.domains, colours)
	}
	p.linked = func(x, y int) bool { return borders[[2]string{names[x], names[y]}] }
	p.ok = func(x int, a string, y int, b string) bool { return !p.linked(x, y) || a != b }
	return p
}

// refQueens is n queens, one a column, qi the row of column i's queen.
func refQueens(n int) refProblem {
	p := refProblem{}
	var rows []string
	for r := 1; r <= n; r++ {
		rows = append(rows, strconv.Itoa(r))
	}
	for i := 1; i <= n; i++ {
		p.names = append(p.names, "q"+strconv.Itoa(i))
		p.domains = append(p.domains, rows)
	}
	p.linked = func(x, y int) bool { return x != y }
	p.ok = func(x int, a string, y int, b string) bool {
		ra, _ := strconv.Atoi(a)
		rb, _ := strconv.Atoi(b)
		d, gap := ra-rb, y-x
		return d != 0 && d != gap && d != -gap
	}
	return p
}

// refRun is the reference's run: every assignment "X=v" in order, and
// the backtracks.
type refRun struct {
	assigned   []string
	backtracks int
	solved     bool
}

// refSolve is backtracking written from the rules' sentences alone:
// variables static (first unassigned), mrv (fewest values left, ties to
// the first) or mrv-degree (then most unassigned neighbours); values
// static (domain order) or lcv (fewest values ruled out in the unassigned
// neighbours' values left, ties in domain order); inference none (a value
// tried only if it agrees with the assigned neighbours), fc (the other
// values of X go, then each unassigned neighbour loses what disagrees;
// an emptied domain undoes) or mac (arc consistency from the arcs into X).
func refSolve(p refProblem, vars, vals, inf string) refRun {
	n := len(p.names)
	value := make([]string, n)
	alive := make([][]string, n)
	for i := range alive {
		alive[i] = slices.Clone(p.domains[i])
	}
	var r refRun
	agrees := func(x int, a string) bool {
		for y := range n {
			if value[y] != "" && y != x && !p.ok(x, a, y, value[y]) {
				return false
			}
		}
		return true
	}
	left := func(x int) []string {
		if inf != "none" {
			return alive[x]
		}
		var out []string
		for _, a := range alive[x] {
			if agrees(x, a) {
				out = append(out, a)
			}
		}
		return out
	}
	degree := func(x int) int {
		d := 0
		for y := range n {
			if y != x && value[y] == "" && p.linked(x, y) {
				d++
			}
		}
		return d
	}
	choose := func() int {
		best := -1
		for x := range n {
			if value[x] != "" {
				continue
			}
			if best < 0 || vars == "static" {
				if best < 0 {
					best = x
				}
				if vars == "static" {
					break
				}
				continue
			}
			lx, lb := len(left(x)), len(left(best))
			if lx < lb || vars == "mrv-degree" && lx == lb && degree(x) > degree(best) {
				best = x
			}
		}
		return best
	}
	order := func(x int) []string {
		vs := slices.Clone(alive[x])
		if vals == "lcv" {
			cost := map[string]int{}
			for _, a := range vs {
				for y := range n {
					if y != x && value[y] == "" && p.linked(x, y) {
						for _, c := range left(y) {
							if !p.ok(x, a, y, c) {
								cost[a]++
							}
						}
					}
				}
			}
			slices.SortStableFunc(vs, func(a, b string) int { return cost[a] - cost[b] })
		}
		return vs
	}
	// revise removes y's values with no support in z's, and reports
	// whether it removed one.
	revise := func(y, z int) bool {
		keep := alive[y][:0:0]
		for _, c := range alive[y] {
			if slices.ContainsFunc(alive[z], func(b string) bool { return p.ok(y, c, z, b) }) {
				keep = append(keep, c)
			}
		}
		removed := len(keep) < len(alive[y])
		alive[y] = keep
		return removed
	}
	infer := func(x int, a string) bool {
		alive[x] = []string{a}
		switch inf {
		case "fc":
			for y := range n {
				if y != x && value[y] == "" && p.linked(x, y) {
					if revise(y, x); len(alive[y]) == 0 {
						return false
					}
				}
			}
		case "mac":
			var queue [][2]int
			for y := range n {
				if y != x && value[y] == "" && p.linked(x, y) {
					queue = append(queue, [2]int{y, x})
				}
			}
			for len(queue) > 0 {
				arc := queue[0]
				queue = queue[1:]
				if !revise(arc[0], arc[1]) {
					continue
				}
				if len(alive[arc[0]]) == 0 {
					return false
				}
				for w := range n {
					if w != arc[0] && w != arc[1] && p.linked(w, arc[0]) && !slices.Contains(queue, [2]int{w, arc[0]}) {
						queue = append(queue, [2]int{w, arc[0]})
					}
				}
			}
		}
		return true
	}
	var search func(depth int) bool
	search = func(depth int) bool {
		if depth == n {
			return true
		}
		x := choose()
		for _, a := range order(x) {
			if inf == "none" && !agrees(x, a) {
				continue
			}
			saved := make([][]string, n)
			for i := range alive {
				saved[i] = slices.Clone(alive[i])
			}
			value[x] = a
			r.assigned = append(r.assigned, p.names[x]+"="+a)
			if infer(x, a) && search(depth+1) {
				return true
			}
			value[x], alive = "", saved
		}
		r.backtracks++
		return false
	}
	r.solved = search(0)
	return r
}

// refCombos are every variable order, value order and inference.
func refCombos() [][3]string {
	var out [][3]string
	for _, v := range []string{"static", "mrv", "mrv-degree"} {
		for _, l := range []string{"static", "lcv"} {
			for _, i := range []string{"none", "fc", "mac"} {
				out = append(out, [3]string{v, l, i})
			}
		}
	}
	return out
}

func (r refRun) String() string {
	return fmt.Sprintf("%d assignments, %d backtracks, solved %v", len(r.assigned), r.backtracks, r.solved)
}

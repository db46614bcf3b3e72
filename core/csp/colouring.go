package csp

import (
	"fmt"
	"slices"
)

// Colours are the names map colouring gives its first colours, in the
// order the static value order tries them.
var Colours = []string{"red", "green", "blue", "yellow", "purple", "orange", "cyan", "magenta", "brown", "pink", "grey", "white"}

// Graph is a map to colour: its places, and its borders as pairs of
// places by number (a road between two places is a border).
type Graph struct {
	Title   string
	Places  []string
	Borders [][2]int
}

// Colouring is the map g coloured with the first k Colours: a variable
// for each place, a ≠ for each border (a border given twice, or both
// ways, is one constraint; a place bordering itself is refused).
func Colouring(g Graph, k int) (*Problem, error) {
	if k < 1 || k > len(Colours) {
		return nil, fmt.Errorf("%d colours: want 1 to %d", k, len(Colours))
	}
	vars := make([]Var, len(g.Places))
	for i, name := range g.Places {
		vars[i] = Var{Name: name, Values: Colours[:k]}
	}
	seen := map[[2]int]bool{}
	var cons []Constraint
	for _, b := range g.Borders {
		x, y := min(b[0], b[1]), max(b[0], b[1])
		switch {
		case x < 0 || y >= len(g.Places):
			return nil, fmt.Errorf("border %d–%d: the map has places 0 to %d", b[0], b[1], len(g.Places)-1)
		case x == y:
			return nil, fmt.Errorf("%s borders itself", g.Places[x])
		case seen[[2]int{x, y}]:
			continue
		}
		seen[[2]int{x, y}] = true
		cons = append(cons, Constraint{Rel: NotEqual, Vars: []string{g.Places[x], g.Places[y]}})
	}
	title := fmt.Sprintf("%s in %d colours", g.Title, k)
	if k == 1 {
		title = g.Title + " in 1 colour"
	}
	return New(title, vars, cons)
}

// australia is the textbook's map of Australia's regions.
var australia = Graph{
	Title:   "Australia",
	Places:  []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"},
	Borders: [][2]int{{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {2, 4}, {2, 5}, {3, 4}, {4, 5}},
}

// AustraliaMap is the textbook's map of Australia: the regions WA, NT,
// SA, Q, NSW, V and T in that order, and their borders (Tasmania, T,
// borders none).
func AustraliaMap() Graph {
	g := australia
	g.Places, g.Borders = slices.Clone(g.Places), slices.Clone(g.Borders)
	return g
}

// Australia is the textbook's map colouring: the regions WA, NT, SA, Q,
// NSW, V and T in that order, red, green and blue, a ≠ for each border
// (Tasmania, T, borders none).
func Australia() *Problem {
	p, err := Colouring(australia, 3)
	if err != nil {
		panic("csp: " + err.Error())
	}
	p.title = "Australia"
	return p
}

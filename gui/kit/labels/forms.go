package labels

import (
	"slices"
	"strings"
)

// Shorter lists shorter forms of a name, the longest first: a name of
// several words keeps its first and the initials of the rest ("Rimnicu
// V."), then a long name its first letters ("Rimn.", "Rim."). A name of
// three letters or fewer has none.
func Shorter(name string) []string {
	var out []string
	words := strings.Fields(name)
	if len(words) > 1 {
		s := words[0]
		for _, w := range words[1:] {
			s += " " + string([]rune(w)[:1]) + "."
		}
		out = append(out, s)
	}
	r := []rune(words0(name))
	for _, n := range []int{4, 3} {
		if len(r) > n+1 {
			out = append(out, string(r[:n])+".")
		}
	}
	return out
}

// Margin is the room a name of text size ts keeps clear on its left and
// its right, so that two names side by side never read as one
// ("Urz.Hirsova").
func Margin(ts float32) float32 { return ts * 0.12 }

// words0 is the first word of name, or name.
func words0(name string) string {
	if f := strings.Fields(name); len(f) > 0 {
		return f[0]
	}
	return name
}

// Forms are the forms a name may take: Whole, the fullest first (with a
// second line under the name, beside it, then the name alone, say), and
// Short, shorter names (see Shorter).
type Forms struct{ Whole, Short []Size }

// Stages is the order a name's forms are tried in (see Board.Name): the
// whole forms by the point, then a step out; then the short names by the
// point or a step out, then farther out, the shortest first. A leading
// name (a route's start or goal) keeps its whole forms, farther and
// farther out, then anywhere in the drawing, and shortens only where
// nothing has room for it whole.
func (f Forms) Stages(lead bool) []Stage {
	bare := f.Whole[len(f.Whole)-1:]
	short := append(slices.Clone(f.Short), bare...)
	if lead {
		return []Stage{{f.Whole, 0, 0, false}, {f.Whole, 1, Rings, true}, {short, 0, Rings, false}}
	}
	return []Stage{{f.Whole, 0, 0, false}, {f.Whole, 1, 1, false}, {short, 0, 1, false}, {short, 2, Rings, false}}
}

// Index is the form s took, among Whole followed by Short, where s was
// placed through f.Stages.
func (f Forms) Index(s Spot) int {
	if s.Stage < 2 {
		return s.Choice
	}
	if s.Choice == len(f.Short) {
		return len(f.Whole) - 1
	}
	return len(f.Whole) + s.Choice
}

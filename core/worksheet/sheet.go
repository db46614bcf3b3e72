// Package worksheet makes printable exercise sheets on classical search
// from a seed: which node a best-first search expands next, which branches
// alpha-beta cuts, the optimal cost of a position, a heuristic's value.
// The same kind, count and seed always give the same exercises and the
// same bytes of HTML, so a teacher can make the sheet again from its
// heading.
package worksheet

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"frontier/core/gametrees"
	"frontier/core/textio"
)

// Kinds lists the kinds of exercise, in the order the menus show them.
var Kinds = []KindInfo{
	{"next", "Next expansion"},
	{"pruned", "Alpha-beta pruning"},
	{"cost", "Optimal cost"},
	{"h", "Heuristic value"},
}

// KindInfo names a kind of exercise.
type KindInfo struct{ Name, Title string }

// Limits of a sheet: MaxCount exercises fill about three printed pages.
const (
	MinCount = 1
	MaxCount = 24
)

// Spec is what a sheet is made from.
type Spec struct {
	Kind  string
	Count int
	Seed  uint64
}

// Sheet is a made sheet: its exercises with their answers.
type Sheet struct {
	Spec      Spec
	Title     string
	Exercises []Exercise
}

// Exercise is one question with its answer. Exactly one of Board, Trip
// and Tree holds the position asked about.
type Exercise struct {
	Prompt string
	// Board is an 8-puzzle position, its tiles square by square, blank
	// 0, goal blank first.
	Board []int
	// Trip is a Romania question: from a place (to Bucharest for h).
	Trip *Trip
	// Tree is the game tree of a pruned exercise.
	Tree *gametrees.Tree
	// Next is the search of a next exercise.
	Next *NextSearch
	// Heuristic names the heuristic of an h exercise (manhattan,
	// misplaced or sld).
	Heuristic string
	// Answer is the number asked for: a cost, a heuristic value, the
	// root's value; for next, the f (or g, or h) of the node expanded.
	Answer int
	// Cut lists the branches alpha-beta cuts, by child index.
	Cut []int
	// Working explains the answer, for the key.
	Working []string
}

// Trip is a journey on the Romania map.
type Trip struct{ From, To string }

// LookupKind finds a kind by name; the error lists the kinds.
func LookupKind(name string) (KindInfo, error) {
	for _, k := range Kinds {
		if k.Name == strings.ToLower(name) {
			return k, nil
		}
	}
	names := make([]string, len(Kinds))
	for i, k := range Kinds {
		names[i] = k.Name
	}
	return KindInfo{}, fmt.Errorf("unknown kind %s (want %s)", textio.Quote(name), strings.Join(names, ", "))
}

// Check reports what is wrong with a spec, in one line.
func (s Spec) Check() error {
	if _, err := LookupKind(s.Kind); err != nil {
		return err
	}
	if s.Count < MinCount || s.Count > MaxCount {
		return fmt.Errorf("count %d: want %d to %d exercises", s.Count, MinCount, MaxCount)
	}
	return nil
}

// Make makes the sheet of spec; the error says what is wrong with spec.
func Make(spec Spec) (*Sheet, error) {
	if err := spec.Check(); err != nil {
		return nil, err
	}
	kind, _ := LookupKind(spec.Kind)
	spec.Kind = kind.Name
	rng := rand.New(rand.NewPCG(spec.Seed, spec.Seed^0x6a09e667f3bcc909))
	sh := &Sheet{Spec: spec, Title: kind.Title}
	for i := range spec.Count {
		var e Exercise
		switch kind.Name {
		case "next":
			e = makeNext(rng, i)
		case "pruned":
			e = makePruned(rng)
		case "cost":
			e = makeCost(rng, i)
		case "h":
			e = makeH(rng, i)
		}
		sh.Exercises = append(sh.Exercises, e)
	}
	return sh, nil
}

package puzzles

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"frontier/core/textio"
)

// Puzzle is a catalogue entry: a puzzle's id, what options it takes and
// how to make its Domain.
type Puzzle struct {
	ID ID
	// Title names the puzzle in messages: "sliding puzzle", "2×2×2 cube".
	Title string
	// Rank orders the puzzles in lists and in Guess; lower comes first.
	Rank int
	// Takes lists the options New accepts; any other option given is an
	// error.
	Takes []Option
	// New makes the Domain of the puzzle configured by opts, whose
	// options are among Takes.
	New func(opts Options) (Domain, error)
	// Infer, when set, completes opts from a state text: a sliding board
	// takes its width from the text. A given option that contradicts the
	// text is an *OptionError; a text it cannot read is left to Parse.
	Infer func(text string, opts Options) (Options, error)
	// Recognize, when set, tells whether text is a state of this puzzle:
	// claimed with the options it implies, or claimed with the error that
	// says what is wrong with it; when not claimed, err says why not.
	Recognize func(text string) (opts Options, claimed bool, err error)
	// Variants are the configurations a window's menu offers for
	// experiments, such as the 8-puzzle; none means the puzzle is offered
	// with its default options under its Title.
	Variants []Variant
}

// Variant is a configuration of a puzzle as a menu offers it.
type Variant struct {
	Title   string
	Options Options
}

var registry struct {
	sync.RWMutex
	all map[ID]Puzzle
}

// Register adds p to the catalogue. It panics when p has no id or New,
// or its id is taken: a broken program, not bad input.
func Register(p Puzzle) {
	registry.Lock()
	defer registry.Unlock()
	switch {
	case p.ID == "" || p.New == nil:
		panic("puzzles: Register needs an ID and New")
	case registry.all[p.ID].ID != "":
		panic("puzzles: " + string(p.ID) + " is registered twice")
	}
	if registry.all == nil {
		registry.all = map[ID]Puzzle{}
	}
	registry.all[p.ID] = p
}

// List returns the registered puzzles by rank, then id.
func List() []Puzzle {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]Puzzle, 0, len(registry.all))
	for _, p := range registry.all {
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b Puzzle) int {
		return cmp.Or(cmp.Compare(a.Rank, b.Rank), strings.Compare(string(a.ID), string(b.ID)))
	})
	return out
}

// Lookup finds a puzzle by id; an unknown id is a one-line error listing
// the ids.
func Lookup(id string) (Puzzle, error) {
	registry.RLock()
	p, ok := registry.all[ID(id)]
	registry.RUnlock()
	if !ok {
		return Puzzle{}, fmt.Errorf("unknown puzzle %s (want %s)", textio.Quote(id), idList())
	}
	return p, nil
}

func idList() string {
	var ids []string
	for _, p := range List() {
		ids = append(ids, string(p.ID))
	}
	if len(ids) < 2 {
		return strings.Join(ids, "")
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " or " + ids[len(ids)-1]
}

// New makes the Domain of puzzle id configured by opts. It refuses, in
// this one place, an option the puzzle does not take.
func New(id ID, opts Options) (Domain, error) {
	p, err := Lookup(string(id))
	if err != nil {
		return nil, err
	}
	for _, o := range opts.given() {
		if !slices.Contains(p.Takes, o) {
			return nil, notTaken(o, p)
		}
	}
	return p.New(opts)
}

// Infer completes opts for a state of puzzle id written as text (see
// Puzzle.Infer).
func Infer(id ID, text string, opts Options) (Options, error) {
	p, err := Lookup(string(id))
	if err != nil || p.Infer == nil {
		return opts, err
	}
	return p.Infer(text, opts)
}

// Guess finds the puzzle a state text belongs to: the first puzzle, by
// rank, that claims it. A text some puzzle claims but cannot read gets
// that puzzle's error (a mistyped cube gets the cube's message); a text
// none claims gets the first puzzle's.
func Guess(text string) (Spec, error) {
	var first error
	for _, p := range List() {
		if p.Recognize == nil {
			continue
		}
		opts, claimed, err := p.Recognize(text)
		if claimed {
			return Spec{ID: p.ID, Options: opts}, err
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = fmt.Errorf("no puzzle reads %s", textio.Quote(text))
	}
	return Spec{}, first
}

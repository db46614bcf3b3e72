package puzzles

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"frontier/core/textio"
)

// Entry is a catalogue entry: a puzzle's id, the options it takes and
// how to make its Domain.
type Entry struct {
	ID ID
	// Title names the puzzle in messages: "sliding puzzle", "2×2×2 cube".
	Title string
	// Rank orders the puzzles in lists and in Guess; lower comes first.
	Rank int
	// Options declares the options New accepts, in the order usage texts
	// list them; any other option given is an error.
	Options []Option
	// New makes the Domain of the puzzle configured by v, whose values
	// New has read by Options. Its Spec names the options written out,
	// so that equal configurations have equal Specs: a default given
	// explicitly, a state in canonical form.
	New func(v Values) (Domain, error)
	// Infer, when set, completes the options from a state text: a sliding
	// board takes its width from the text. A given option that
	// contradicts the text is an *OptionError; a text it cannot read is
	// left to Parse.
	Infer func(text string, v Values) (Settings, error)
	// Recognize, when set, tells whether text is a state of this puzzle:
	// claimed with the options it implies, or claimed with the error that
	// says what is wrong with it; when not claimed, err says why not.
	Recognize func(text string) (s Settings, claimed bool, err error)
	// Variants are the configurations a window's menu offers for
	// experiments, such as the 8-puzzle; none means the puzzle is offered
	// with its default options under its Title.
	Variants []Variant
}

// Variant is a configuration of a puzzle as a menu offers it.
type Variant struct {
	Title    string
	Settings Settings
}

var registry struct {
	sync.RWMutex
	all map[ID]Entry
}

// Register adds p to the catalogue. It panics when p has no id or New,
// its id is taken, or its options are ill declared (see Option): a broken
// program, not bad input.
func Register(p Entry) {
	registry.Lock()
	defer registry.Unlock()
	switch {
	case p.ID == "" || p.New == nil:
		panic("puzzles: Register needs an ID and New")
	case registry.all[p.ID].ID != "":
		panic("puzzles: " + string(p.ID) + " is registered twice")
	}
	if err := checkOptions(p, registry.all); err != nil {
		panic("puzzles: " + string(p.ID) + ": " + err.Error())
	}
	if registry.all == nil {
		registry.all = map[ID]Entry{}
	}
	registry.all[p.ID] = p
}

// checkOptions finds what is wrong with p's declarations, alone and
// beside those of the puzzles registered before it.
func checkOptions(p Entry, others map[ID]Entry) error {
	sizes := 0
	for i, o := range p.Options {
		switch {
		case !validName(o.Name):
			return fmt.Errorf("option name %q is not lower-case letters, digits and dashes", o.Name)
		case slices.ContainsFunc(p.Options[:i], func(q Option) bool { return q.Name == o.Name }):
			return fmt.Errorf("option %s is declared twice", o.Name)
		case o.Type == IntOption && o.Min > o.Max:
			return fmt.Errorf("option %s has Min %d above Max %d", o.Name, o.Min, o.Max)
		case o.Type == BoolOption && o.Size:
			return fmt.Errorf("option %s is a switch, which cannot be a size", o.Name)
		}
		if o.Default != "" || o.Type == IntOption {
			if _, err := o.Parse(o.Default); err != nil {
				return fmt.Errorf("the default of option %s: %v", o.Name, err)
			}
		}
		if o.Size {
			sizes++
		}
		for _, q := range others {
			if other, ok := q.Option(o.Name); ok && other.Type != o.Type {
				return fmt.Errorf("option %s is %s, but %s for %s", o.Name, o.Type, other.Type, q.ID)
			}
		}
	}
	if sizes > 1 {
		return fmt.Errorf("%d options are marked Size; at most one may be", sizes)
	}
	return nil
}

func validName(name string) bool {
	if name == "" || name[0] < 'a' || name[0] > 'z' {
		return false
	}
	for _, r := range name {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}

// List returns the registered puzzles by rank, then id.
func List() []Entry {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]Entry, 0, len(registry.all))
	for _, p := range registry.all {
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(a.Rank, b.Rank), strings.Compare(string(a.ID), string(b.ID)))
	})
	return out
}

// Lookup finds a puzzle by id; an unknown id is a one-line error listing
// the ids.
func Lookup(id string) (Entry, error) {
	registry.RLock()
	p, ok := registry.all[ID(id)]
	registry.RUnlock()
	if !ok {
		return Entry{}, fmt.Errorf("unknown puzzle %s (want %s)", textio.Quote(id), idList())
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

// New makes the Domain of puzzle id configured by s. It reads the
// options, in this one place, by the puzzle's declarations: an option the
// puzzle does not take, or a text its declaration refuses, is a one-line
// *OptionError.
func New(id ID, s Settings) (Domain, error) {
	p, err := Lookup(string(id))
	if err != nil {
		return nil, err
	}
	v, err := p.values(s)
	if err != nil {
		return nil, err
	}
	return p.New(v)
}

// Infer completes s for a state of puzzle id written as text (see
// Puzzle.Infer); options it cannot read are New's to refuse.
func Infer(id ID, text string, s Settings) (Settings, error) {
	p, err := Lookup(string(id))
	if err != nil || p.Infer == nil {
		return s, err
	}
	v, err := p.values(s)
	if err != nil {
		return s, nil // New says what is wrong with s
	}
	return p.Infer(text, v)
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
		s, claimed, err := p.Recognize(text)
		if claimed {
			return Spec{ID: p.ID, Settings: s}, err
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

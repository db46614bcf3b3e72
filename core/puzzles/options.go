package puzzles

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// Option describes one option a puzzle takes. The command line makes a
// flag of it (--width), a set file's header and a configuration file a
// word or a key, the window's lab an input; New checks a given text
// against it before the puzzle sees the value.
type Option struct {
	// Name is the flag and the key: lower-case letters, digits and
	// dashes, starting with a letter. Puzzles that take options of the
	// same name share one flag, so they must agree on its Type.
	Name string
	// Help is one line for usage texts: what the option does, its values
	// and its default.
	Help string
	// Label names the option's input in a window's form ("Diagonal
	// too"); "" means Name, capitalised.
	Label string
	// Type is what texts the option takes; an IntOption takes whole
	// numbers from Min to Max.
	Type     OptionType
	Min, Max int
	// Arg names the value in usage texts ("W", "STATE"); a switch has
	// none.
	Arg string
	// Default is the text the puzzle reads when the option is not given;
	// a switch's "" is false.
	Default string
	// Size marks the option that is the puzzle's size, at most one per
	// puzzle: a set file's header writes its value as a bare word
	// ("sliding 3") and a configuration file's "size:" line sets it.
	Size bool
	// For lists the heuristics the option sets up (the weight of sldk,
	// the estimates of table): given to searches that use none of them,
	// it would change nothing, and CheckUsed refuses it.
	For []HeuristicID
}

// OptionType is the kind of text an option takes.
type OptionType int

// The types of options.
const (
	// TextOption takes any text; the puzzle checks it.
	TextOption OptionType = iota
	// IntOption takes a whole number in decimal, from Option.Min to Max.
	IntOption
	// BoolOption is a switch: true or false (yes, on, 1 or no, off, 0),
	// given alone for true.
	BoolOption
)

func (t OptionType) String() string {
	switch t {
	case IntOption:
		return "a whole number"
	case BoolOption:
		return "a switch"
	}
	return "text"
}

// Title is the option's name in a form: Label, or Name capitalised with
// its dashes as spaces.
func (o Option) Title() string {
	if o.Label != "" || o.Name == "" {
		return o.Label
	}
	return strings.ToUpper(o.Name[:1]) + strings.ReplaceAll(o.Name[1:], "-", " ")
}

// Parse reads a text of the option: an int, a bool or the text itself.
// A bad text is an *OptionError: `width 7 is out of range (2–5)`.
func (o Option) Parse(text string) (any, error) {
	switch o.Type {
	case IntOption:
		n, err := numfmt.Atoi(strings.TrimSpace(text))
		switch {
		case err != nil:
			return nil, optionErr(o.Name, ": %s is not a whole number (%d–%d)", textio.Quote(text), o.Min, o.Max)
		case n < o.Min || n > o.Max:
			return nil, optionErr(o.Name, " %d is out of range (%d–%d)", n, o.Min, o.Max)
		}
		return n, nil
	case BoolOption:
		switch strings.ToLower(strings.TrimSpace(text)) {
		case "true", "yes", "on", "1":
			return true, nil
		case "false", "no", "off", "0":
			return false, nil
		}
		return nil, optionErr(o.Name, ": %s is not true or false", textio.Quote(text))
	}
	return text, nil
}

// OptionError is an error about one option. Its text starts with the
// option's name ("width is for the sliding puzzle, not the 2×2×2 cube"),
// so a command line can put its flag marker in front and a form can show
// it under the option's input.
type OptionError struct {
	Name string
	Text string
}

func (e *OptionError) Error() string { return e.Text }

// CheckUsed refuses, as an *OptionError, an option given in s (not empty)
// that sets up heuristics none of the searches uses ("htable is for
// heuristic table, not sld"); used are the heuristics the searches run
// with, HeuristicNone for an uninformed engine.
func CheckUsed(id ID, s Settings, used ...HeuristicID) error {
	p, err := Lookup(string(id))
	if err != nil {
		return err
	}
	for _, o := range p.Options {
		text, given := s.Get(o.Name)
		if !given || strings.TrimSpace(text) == "" || len(o.For) == 0 ||
			slices.ContainsFunc(used, func(h HeuristicID) bool { return slices.Contains(o.For, h) }) {
			continue
		}
		names := make([]string, len(o.For))
		for i, h := range o.For {
			names[i] = string(h)
		}
		switch {
		case len(used) == 1 && used[0] == HeuristicNone:
			return optionErr(o.Name, " is for heuristic %s, and this search uses none", strings.Join(names, " or "))
		case len(used) == 1:
			return optionErr(o.Name, " is for heuristic %s, not %s", strings.Join(names, " or "), used[0])
		}
		return optionErr(o.Name, " is for heuristic %s, which none of the searches uses", strings.Join(names, " or "))
	}
	return nil
}

func optionErr(name, format string, a ...any) error {
	return &OptionError{Name: name, Text: name + fmt.Sprintf(format, a...)}
}

// Values are a puzzle's options as New hands them to the puzzle: each
// given text read by its declaration, the defaults for the rest. The
// getters panic on a name the puzzle does not declare with that type: a
// broken program, not bad input.
type Values struct {
	id    ID
	opts  []Option
	vals  map[string]any
	given Settings
}

// values reads s by p's declarations: an option p does not take, or a
// bad text, is an *OptionError.
func (p Entry) values(s Settings) (Values, error) {
	v := Values{id: p.ID, opts: p.Options, vals: map[string]any{}, given: s}
	for _, name := range s.Names() {
		if _, ok := p.Option(name); !ok {
			return v, notTaken(name, p)
		}
	}
	for _, o := range p.Options {
		text, ok := s.Get(o.Name)
		if !ok {
			text = o.Default
		}
		if !ok && o.Type == BoolOption && text == "" {
			text = "false"
		}
		val, err := o.Parse(text)
		if err != nil {
			return v, err
		}
		v.vals[o.Name] = val
	}
	return v, nil
}

// Option is p's declaration of option name, if p takes it.
func (p Entry) Option(name string) (Option, bool) {
	for _, o := range p.Options {
		if o.Name == name {
			return o, true
		}
	}
	return Option{}, false
}

// Size is p's size option (see Option.Size), if it has one.
func (p Entry) Size() (Option, bool) {
	for _, o := range p.Options {
		if o.Size {
			return o, true
		}
	}
	return Option{}, false
}

// Given reports whether the option was given, rather than defaulted.
func (v Values) Given(name string) bool {
	_, ok := v.given.Get(name)
	return ok
}

// Settings are the options as given.
func (v Values) Settings() Settings { return v.given }

// Int is the value of an IntOption.
func (v Values) Int(name string) int { return value[int](v, name) }

// Bool is the value of a BoolOption.
func (v Values) Bool(name string) bool { return value[bool](v, name) }

// Text is the value of a TextOption.
func (v Values) Text(name string) string { return value[string](v, name) }

func value[T any](v Values, name string) T {
	x, ok := v.vals[name].(T)
	if !ok {
		var want T
		panic(fmt.Sprintf("puzzles: %s declares no %T option %q", v.id, want, name))
	}
	return x
}

// notTaken is the error for an option p does not take, naming the
// puzzles that take it.
func notTaken(name string, p Entry) error {
	var takers []string
	for _, q := range Takers(name) {
		takers = append(takers, "the "+q.Title)
	}
	if len(takers) == 0 {
		return optionErr(name, " is for no puzzle, not the %s either", p.Title)
	}
	return optionErr(name, " is for %s, not the %s", strings.Join(takers, " or "), p.Title)
}

// Takers lists the registered puzzles that take option name, by rank.
func Takers(name string) []Entry {
	var out []Entry
	for _, p := range List() {
		if _, ok := p.Option(name); ok {
			out = append(out, p)
		}
	}
	return out
}

// AllOptions lists the options of every registered puzzle, one per name,
// in the order of the puzzles' ranks and of their declarations: what a
// command line makes flags of. Options of one name share their Type (see
// Register); the first declaration's Help and Arg stand for all.
func AllOptions() []Option {
	var out []Option
	seen := map[string]bool{}
	for _, p := range List() {
		for _, o := range p.Options {
			if !seen[o.Name] {
				seen[o.Name] = true
				out = append(out, o)
			}
		}
	}
	return out
}

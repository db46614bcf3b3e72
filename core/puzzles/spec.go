package puzzles

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// Spec names a configured puzzle: comparable, so that two sets can be told
// to hold the same puzzle, and writable as a header line.
type Spec struct {
	ID       ID
	Settings Settings
}

// New makes the Domain of s.
func (s Spec) New() (Domain, error) { return New(s.ID, s.Settings) }

// String is the puzzle's title, such as "8-puzzle (diagonal)", or the
// header words when s is not a valid puzzle.
func (s Spec) String() string {
	d, err := s.New()
	if err != nil {
		return s.Header()
	}
	return d.Name()
}

// Header writes s as words that ParseHeader reads back: the id, then the
// options, the puzzle's size first as a bare word, the others in the order
// the puzzle declares them,
// a switch that is on as its name, any other as name=TEXT, quoted when
// the text is not one word: "sliding 3 diagonal", "sliding 4
// goal=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0", "cube".
func (s Spec) Header() string {
	words := []string{string(s.ID)}
	p, _ := Lookup(string(s.ID))
	names := s.Settings.Names()
	var order []string
	for _, o := range p.Options {
		switch {
		case !slices.Contains(names, o.Name):
		case o.Size:
			order = append([]string{o.Name}, order...)
		default:
			order = append(order, o.Name)
		}
	}
	for _, n := range names {
		if !slices.Contains(order, n) {
			order = append(order, n)
		}
	}
	for _, name := range order {
		text, _ := s.Settings.Get(name)
		o, _ := p.Option(name)
		on, err := o.Parse(text)
		switch {
		case o.Type == BoolOption && err == nil && on.(bool):
			words = append(words, name)
		case o.Size && quoteWord(text) == text && !strings.Contains(text, "=") && !isSwitch(text):
			words = append(words, text)
		default:
			words = append(words, name+"="+quoteWord(text))
		}
	}
	return strings.Join(words, " ")
}

// ParseHeader reads what Header writes, and checks that it names a puzzle
// that exists with options it takes. A bare word that is not a switch's
// name is the puzzle's size; for a puzzle without one, the size of the
// first puzzle that reads the word, so that "cube 3" says what 3 is for.
func ParseHeader(text string) (Spec, error) {
	words, err := headerWords(text)
	if err != nil {
		return Spec{}, err
	}
	if len(words) == 0 {
		return Spec{}, fmt.Errorf("no puzzle named (want %s, then its options)", idList())
	}
	p, err := Lookup(words[0])
	if err != nil {
		return Spec{}, err
	}
	s := Spec{ID: p.ID}
	for _, w := range words[1:] {
		name, val, isPair := strings.Cut(w, "=")
		switch {
		case isPair && name == "":
			return Spec{}, fmt.Errorf("%s names no option (want name=TEXT)", textio.Quote(w))
		case isPair && strings.HasPrefix(val, `"`):
			if val, err = strconv.Unquote(val); err != nil {
				return Spec{}, fmt.Errorf("%s is not name=TEXT with TEXT quoted", textio.Quote(w))
			}
		case isPair:
		case isSwitch(name):
			val = "true"
		default:
			size, ok := sizeFor(p, w)
			if !ok {
				return Spec{}, fmt.Errorf("%s is not %s", textio.Quote(w), wordChoices(p))
			}
			name, val = size.Name, w
		}
		s.Settings = s.Settings.With(name, val)
	}
	if _, err := s.New(); err != nil {
		return Spec{}, err
	}
	return s, nil
}

// headerWords splits a header at white space, a quoted text (after
// name=) staying one word.
func headerWords(text string) ([]string, error) {
	var words []string
	var word strings.Builder
	for rest := text; rest != ""; {
		switch r, size := utf8.DecodeRuneInString(rest); {
		case unicode.IsSpace(r):
			if word.Len() > 0 {
				words = append(words, word.String())
				word.Reset()
			}
			rest = rest[size:]
		case r == '"':
			q, err := strconv.QuotedPrefix(rest)
			if err != nil {
				return nil, fmt.Errorf("the quote in %s is not closed", textio.Quote(text))
			}
			word.WriteString(q)
			rest = rest[len(q):]
		default:
			word.WriteString(rest[:size])
			rest = rest[size:]
		}
	}
	if word.Len() > 0 {
		words = append(words, word.String())
	}
	return words, nil
}

// isSwitch reports whether some puzzle declares a switch called name.
func isSwitch(name string) bool {
	for _, p := range Takers(name) {
		if o, _ := p.Option(name); o.Type == BoolOption {
			return true
		}
	}
	return false
}

// sizeFor is the size option a bare header word sets: p's when it has
// one and reads the word, else the first other puzzle's that reads it.
func sizeFor(p Entry, word string) (Option, bool) {
	for _, q := range append([]Entry{p}, List()...) {
		for _, o := range q.Options {
			if !o.Size {
				continue
			}
			if _, err := numfmt.Atoi(word); err == nil || o.Type != IntOption {
				return o, true // a number out of range is New's to refuse
			}
			if q.ID == p.ID {
				return Option{}, false
			}
		}
	}
	return Option{}, false
}

// wordChoices says what a word of p's header may be: `a width, "diagonal"
// or goal=STATE`.
func wordChoices(p Entry) string {
	var out []string
	for _, o := range p.Options {
		switch {
		case o.Size:
			out = append([]string{"a " + o.Name}, out...)
		case o.Type == BoolOption:
			out = append(out, strconv.Quote(o.Name))
		default:
			out = append(out, o.Name+"="+cmp.Or(o.Arg, "TEXT"))
		}
	}
	switch len(out) {
	case 0:
		return "an option: the " + p.Title + " takes none"
	case 1:
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " or " + out[len(out)-1]
}

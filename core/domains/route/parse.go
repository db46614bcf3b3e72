package route

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"frontier/core/numfmt"
	"frontier/core/readfile"
	"frontier/core/textio"
)

// ParseError is what is wrong with a map file: the first problem found,
// with its line.
type ParseError struct {
	Line int
	Err  error
}

func (e *ParseError) Error() string {
	if e.Line == 0 {
		return e.Err.Error()
	}
	return fmt.Sprintf("line %d: %v", e.Line, e.Err)
}

func (e *ParseError) Unwrap() error { return e.Err }

// ReadFile reads and parses the map file at path. A file over
// MaxFileSize, and anything but a regular file (a named pipe, a device),
// is refused before it is read; errors do not repeat the path.
func ReadFile(path string) (*Map, error) {
	data, err := readfile.Regular(path, MaxFileSize)
	if err != nil {
		return nil, err
	}
	return Parse(data)
}

// Parse reads a map file. Each line is empty, a comment (from # to the
// end of the line) or one of
//
//	place NAME X Y          a place and where it lies (y grows northward)
//	road A B LENGTH         a two-way road, LENGTH a whole number above 0
//	oneway A B LENGTH       a road from A to B only
//	h GOAL PLACE KM         the straight-line distance from PLACE to GOAL,
//	                        used instead of the coordinates when GOAL is the goal
//	scale KM                the km of one unit of the coordinates (default 1)
//	unit NAME               what the lengths count, for messages (default km):
//	                        a word of at most 16 letters, such as mi or minutes
//
// A name with spaces is written in double quotes: "Rimnicu Vilcea".
// Places may be declared after the roads that name them; every place
// needs a road. Numbers are written as numfmt reads them (12, -3.5; not
// +12, 012 or 1e3). A byte-order mark may start the file. The first
// problem found is the error, naming its line.
func Parse(data []byte) (*Map, error) {
	data = textio.TrimBOM(data)
	if len(data) > MaxFileSize {
		return nil, &ParseError{Err: fmt.Errorf("the file is larger than %d bytes", MaxFileSize)}
	}
	if !utf8.Valid(data) {
		return nil, &ParseError{Err: fmt.Errorf("the file is not UTF-8 text")}
	}
	type line struct {
		n      int
		fields []string
	}
	var rest []line
	m := newMap()
	declared := map[Place]int{}
	for i, text := range bytes.Split(data, []byte("\n")) {
		n := i + 1
		fields, err := split(strings.TrimSuffix(string(text), "\r"))
		if err != nil {
			return nil, &ParseError{n, err}
		}
		if len(fields) == 0 {
			continue
		}
		switch fields[0] {
		case "place":
			p, err := m.parsePlace(fields)
			if err != nil {
				return nil, &ParseError{n, err}
			}
			declared[p] = n
		case "scale", "unit":
			if err := m.parseSetting(fields); err != nil {
				return nil, &ParseError{n, err}
			}
		case "road", "oneway", "h":
			rest = append(rest, line{n, fields})
		default:
			return nil, &ParseError{n, fmt.Errorf("unknown word %s (want place, road, oneway, h, scale or unit)", textio.Quote(fields[0]))}
		}
	}
	if len(m.names) == 0 {
		return nil, &ParseError{Err: fmt.Errorf("the map has no places")}
	}
	for _, l := range rest {
		if err := m.parseLine(l.fields, l.n); err != nil {
			return nil, &ParseError{l.n, err}
		}
	}
	for p := range m.names {
		if len(m.out[p]) == 0 && len(m.in[p]) == 0 {
			return nil, &ParseError{declared[Place(p)], fmt.Errorf("place %s has no road", textio.Quote(m.names[p]))}
		}
	}
	return m, nil
}

// parsePlace reads a place line.
func (m *Map) parsePlace(fields []string) (Place, error) {
	if err := want(fields, "place NAME X Y"); err != nil {
		return 0, err
	}
	x, err := coordinate(fields[2])
	if err != nil {
		return 0, err
	}
	y, err := coordinate(fields[3])
	if err != nil {
		return 0, err
	}
	return m.addPlace(fields[1], x, y)
}

// parseSetting reads a scale or unit line.
func (m *Map) parseSetting(fields []string) error {
	if fields[0] == "unit" {
		if err := want(fields, "unit NAME"); err != nil {
			return err
		}
		if err := unitName(fields[1]); err != nil {
			return err
		}
		m.unit = fields[1]
		return nil
	}
	if err := want(fields, "scale KM"); err != nil {
		return err
	}
	s, err := numfmt.ParseDecimal(fields[1])
	if err != nil || !(s > 0) || s > MaxScale {
		return fmt.Errorf("bad scale %s: want a number above 0 and at most %d, such as 1.5", textio.Quote(fields[1]), MaxScale)
	}
	m.scale = s
	return nil
}

// parseLine reads a road, oneway or h line, once every place is known.
func (m *Map) parseLine(f []string, line int) error {
	usage := map[string]string{"road": "road A B LENGTH", "oneway": "oneway A B LENGTH", "h": "h GOAL PLACE KM"}[f[0]]
	if err := want(f, usage); err != nil {
		return err
	}
	a, err := m.place(f[1])
	if err != nil {
		return err
	}
	b, err := m.place(f[2])
	if err != nil {
		return err
	}
	n, err := numfmt.Atoi(f[3])
	if err != nil {
		return fmt.Errorf("bad number %s: want a whole number of km", textio.Quote(f[3]))
	}
	if f[0] == "h" {
		return m.setEstimate(a, b, n)
	}
	return m.addRoad(a, b, n, f[0] == "oneway", line)
}

// place is Lookup with a shorter error, for a file.
func (m *Map) place(name string) (Place, error) {
	if p, ok := m.index[key(name)]; ok {
		return p, nil
	}
	return 0, fmt.Errorf("unknown place %s (declare it with a place line)", textio.Quote(name))
}

// unitName checks the name of a unit: a short word of letters.
func unitName(name string) error {
	if utf8.RuneCountInString(name) > 16 || strings.IndexFunc(name, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return fmt.Errorf("bad unit %s: want a word of at most 16 letters, such as km or mi", textio.Quote(name))
	}
	return nil
}

// want checks a line's number of fields against its usage.
func want(fields []string, usage string) error {
	if n := len(strings.Fields(usage)); len(fields) != n {
		return fmt.Errorf("%s wants %d words after it, not %d: %s", fields[0], n-1, len(fields)-1, usage)
	}
	return nil
}

// coordinate reads a coordinate: a number not too far out for distances
// between places to stay exact enough.
func coordinate(text string) (float64, error) {
	v, err := numfmt.ParseDecimal(text)
	if err != nil || math.Abs(v) > MaxCoordinate {
		return 0, fmt.Errorf("bad number %s: want a coordinate such as 91 or -12.5", textio.Quote(text))
	}
	return v, nil
}

// split cuts a line into words: runs of other than spaces, or text in
// double quotes; # outside quotes starts a comment.
func split(text string) ([]string, error) {
	var fields []string
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '#':
			return fields, nil
		case unicode.IsSpace(r):
			i += size
		case r == '"':
			end := strings.IndexByte(text[i+1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("unterminated quote: %s", textio.Quote(text[i:]))
			}
			word := text[i+1 : i+1+end]
			if strings.TrimSpace(word) == "" {
				return nil, fmt.Errorf("an empty name in quotes")
			}
			if err := printable(word); err != nil {
				return nil, err
			}
			fields = append(fields, word)
			i += end + 2
			if next, _ := utf8.DecodeRuneInString(text[i:]); i < len(text) && !unicode.IsSpace(next) && next != '#' {
				return nil, fmt.Errorf("a space must follow a quoted name: %s", textio.Quote(text[i:]))
			}
		default:
			j := i
			for j < len(text) {
				r, size := utf8.DecodeRuneInString(text[j:])
				if unicode.IsSpace(r) || r == '#' {
					break
				}
				if r == '"' {
					return nil, fmt.Errorf("a quote inside a word: %s", textio.Quote(text[i:]))
				}
				j += size
			}
			if err := printable(text[i:j]); err != nil {
				return nil, err
			}
			fields = append(fields, text[i:j])
			i = j
		}
	}
	return fields, nil
}

func printable(word string) error {
	for _, r := range word {
		if !unicode.IsPrint(r) && r != ' ' {
			return fmt.Errorf("a control character in %s", textio.Quote(word))
		}
	}
	return nil
}

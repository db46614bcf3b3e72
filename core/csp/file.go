package csp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// MaxFileSize is the largest problem file read.
const MaxFileSize = 4 << 20

// fileLines is what a problem file's lines may be, for errors.
const fileLines = "var NAME … : VALUE …, A != B, A == B, A < B, alldiff NAME …, table NAME …, or # a comment"

// ParseFile reads a problem file: one item a line, blank lines and lines
// starting with # ignored, names and values one word each (or in double
// quotes, spaces and all):
//
//	var NAME … : VALUE …     variables and their domain; a value may be a range 0..9
//	A != B  A == B  A < B    a constraint between two variables (< compares whole numbers)
//	alldiff NAME …           all different
//	table NAME …             a table of allowed combinations, one row a line, then end
//
// Anything wrong is one line naming the line of the file.
func ParseFile(title string, data []byte) (*Problem, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("the file is larger than %s", numfmt.Bytes(MaxFileSize))
	}
	f := &fileParser{domains: map[string]map[string]bool{}}
	lines := strings.Split(string(textio.TrimBOM(data)), "\n")
	for f.at = 0; f.at < len(lines); f.at++ {
		words, err := f.words(lines[f.at])
		if err == nil && len(words) > 0 {
			err = f.item(words, lines)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", f.at+1, err)
		}
	}
	if len(f.vars) == 0 {
		return nil, errors.New("the file declares no variable (var NAME … : VALUE …)")
	}
	return New(title, f.vars, f.cons)
}

// fileParser is a problem file being read.
type fileParser struct {
	at      int // the line being read, from 0
	vars    []Var
	domains map[string]map[string]bool
	cons    []Constraint
}

// words splits a line into words, quotes honoured, a comment dropped.
func (f *fileParser) words(line string) ([]string, error) {
	line = strings.TrimSuffix(line, "\r")
	if strings.ContainsFunc(line, func(r rune) bool { return r < ' ' && r != '\t' || r == 0x7f || r == 0xfffd }) {
		return nil, errors.New("the line holds a control character or an invalid byte; is this a text file?")
	}
	var words []string
	for rest := strings.TrimSpace(line); rest != "" && rest[0] != '#'; rest = strings.TrimSpace(rest) {
		if rest[0] != '"' {
			end := strings.IndexAny(rest, " \t\"")
			if end < 0 {
				end = len(rest)
			}
			if end < len(rest) && rest[end] == '"' {
				return nil, fmt.Errorf("a quote inside the word %s: quote whole names", textio.Quote(rest[:end+1]))
			}
			words, rest = append(words, rest[:end]), rest[end:]
			continue
		}
		end := strings.IndexByte(rest[1:], '"')
		if end < 0 {
			return nil, fmt.Errorf("the quote of %s is not closed", textio.Quote(rest))
		}
		name := rest[1 : end+1]
		if err := checkName(name); err != nil {
			return nil, err
		}
		words, rest = append(words, name), rest[end+2:]
	}
	return words, nil
}

// item reads the item of one line (a table, to its end).
func (f *fileParser) item(w []string, lines []string) error {
	switch {
	case w[0] == "var":
		return f.declare(w[1:])
	case w[0] == "alldiff" || w[0] == "all-different":
		if len(w) < 3 {
			return errors.New("alldiff names two variables or more")
		}
		return f.constrain(Constraint{Rel: AllDifferent, Vars: w[1:]})
	case w[0] == "table":
		return f.table(w[1:], lines)
	case w[0] == "end":
		return errors.New("end without a table")
	case len(w) == 3 && (w[1] == "!=" || w[1] == "==" || w[1] == "<"):
		rel := map[string]Relation{"!=": NotEqual, "==": Equal, "<": Less}[w[1]]
		return f.constrain(Constraint{Rel: rel, Vars: []string{w[0], w[2]}})
	}
	return fmt.Errorf("%s is not a line of a problem file (%s)", textio.Quote(strings.Join(w, " ")), fileLines)
}

// declare reads "NAME … : VALUE …"; the colon may touch a word.
func (f *fileParser) declare(words []string) error {
	w := splitColons(words)
	colon := -1
	for i, word := range w {
		if word == ":" {
			colon = i
			break
		}
	}
	if colon < 1 || colon == len(w)-1 {
		return errors.New("write var NAME … : VALUE …, such as var WA NT SA : red green blue, or var X Y : 1..9")
	}
	values, set, err := domainOf(w[colon+1:])
	if err != nil {
		return err
	}
	for _, name := range w[:colon] {
		if err := checkFileName(name); err != nil {
			return err
		}
		if _, dup := f.domains[name]; dup {
			return fmt.Errorf("variable %s is declared twice", textio.Quote(name))
		}
		if len(f.vars) == MaxVars {
			return fmt.Errorf("more than %s variables", numfmt.Group(MaxVars))
		}
		f.domains[name] = set
		f.vars = append(f.vars, Var{Name: name, Values: values})
	}
	return nil
}

// splitColons is words with each colon a word of its own.
func splitColons(words []string) []string {
	var w []string
	for _, word := range words {
		for i, part := range strings.Split(word, ":") {
			if i > 0 {
				w = append(w, ":")
			}
			if part != "" {
				w = append(w, part)
			}
		}
	}
	return w
}

// domainOf is the values of a var line, ranges spelled out, in order and
// as a set.
func domainOf(words []string) ([]string, map[string]bool, error) {
	var values []string
	set := map[string]bool{}
	for _, word := range words {
		if word == ":" {
			return nil, nil, errors.New("one colon a var line, between the names and the values")
		}
		more, err := valueRange(word)
		if err != nil {
			return nil, nil, err
		}
		for _, v := range more {
			if set[v] {
				return nil, nil, fmt.Errorf("the value %s is given twice", textio.Quote(v))
			}
			if err := checkName(v); err != nil {
				return nil, nil, err
			}
			set[v] = true
		}
		values = append(values, more...)
		if len(values) > MaxValues {
			return nil, nil, fmt.Errorf("more than %s values", numfmt.Group(MaxValues))
		}
	}
	return values, set, nil
}

// checkFileName refuses a variable's name that a file could not mean as
// one: a keyword, an operator, or with the @ of the hidden variables.
func checkFileName(name string) error {
	switch {
	case name == "var" || name == "alldiff" || name == "all-different" || name == "table" || name == "end" || name == ":":
		return fmt.Errorf("%s is a word of the file format, not a name", textio.Quote(name))
	case name == "!=" || name == "==" || name == "<":
		return fmt.Errorf("%s is an operator, not a name", textio.Quote(name))
	case strings.Contains(name, "@"):
		return fmt.Errorf("%s: a name has no @ (the hidden variables of tables have one)", textio.Quote(name))
	}
	return nil
}

// valueRange is a value, or the values of a range "0..9".
func valueRange(word string) ([]string, error) {
	lo, hi, ok := strings.Cut(word, "..")
	if !ok {
		return []string{word}, nil
	}
	a, errA := numfmt.Atoi(lo)
	b, errB := numfmt.Atoi(hi)
	switch {
	case errA != nil || errB != nil:
		return nil, fmt.Errorf("the range %s is not two whole numbers, such as 0..9", textio.Quote(word))
	case a > b:
		return nil, fmt.Errorf("the range %s is empty: write the smaller number first", textio.Quote(word))
	case uint64(b)-uint64(a) >= MaxValues: // exact where b−a would overflow
		return nil, fmt.Errorf("the range %s has more than %s values", textio.Quote(word), numfmt.Group(MaxValues))
	}
	out := make([]string, 0, b-a+1)
	for n := a; n <= b; n++ {
		out = append(out, strconv.Itoa(n))
	}
	return out, nil
}

// constrain adds c, its variables checked against those declared so far.
func (f *fileParser) constrain(c Constraint) error {
	seen := map[string]bool{}
	for _, name := range c.Vars {
		if _, ok := f.domains[name]; !ok {
			return fmt.Errorf("no variable %s declared before this line", textio.Quote(name))
		}
		if seen[name] {
			return fmt.Errorf("%s appears twice", textio.Quote(name))
		}
		seen[name] = true
	}
	c.Line = f.at + 1
	f.cons = append(f.cons, c)
	return nil
}

// table reads "table NAME …" and its rows, to the line "end".
func (f *fileParser) table(names []string, lines []string) error {
	if len(names) < 2 {
		return errors.New("table names two variables or more")
	}
	start := f.at
	c := Constraint{Rel: Allowed, Vars: names}
	if err := f.constrain(c); err != nil {
		return err
	}
	con := &f.cons[len(f.cons)-1]
	for f.at++; f.at < len(lines); f.at++ {
		row, err := f.words(lines[f.at])
		switch {
		case err != nil:
			return err
		case len(row) == 0:
			continue
		case len(row) == 1 && row[0] == "end":
			if len(con.Rows) == 0 {
				return fmt.Errorf("the table of line %d has no row", start+1)
			}
			return nil
		case len(row) != len(names):
			return fmt.Errorf("a row of %d values for the %d variables of the table of line %d (or its end line is missing)", len(row), len(names), start+1)
		}
		for i, v := range row {
			if !f.domains[names[i]][v] {
				return fmt.Errorf("%s is not in the domain of %s", textio.Quote(v), names[i])
			}
		}
		con.Rows = append(con.Rows, row)
		if len(con.Rows) > MaxValues {
			return fmt.Errorf("the table of line %d has more than %s rows", start+1, numfmt.Group(MaxValues))
		}
	}
	f.at = start
	return errors.New("the table has no end line")
}

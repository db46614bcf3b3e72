package csp

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// Problem is a constraint satisfaction problem: variables numbered from 0
// in the order declared, each with a finite domain of values numbered from
// 0 in the order declared, and binary constraints between them. A
// Problem is immutable once made and safe for concurrent use.
//
// Every constraint is taken as binary pieces: an all-different over k
// variables as its k(k−1)/2 pairs, a table over more than two variables
// through a hidden variable (see Var.Hidden). The constraint between two
// variables is every piece on that pair together; two variables are
// neighbours when there is one.
type Problem struct {
	title   string
	vars    []variable
	index   map[string]int
	labels  []string // every value's label, once
	cons    []Constraint
	edges   []edge
	tables  [][]bool
	cells   int       // the entries of tables, all together
	links   [][]link  // each variable's neighbours, by number
	back    [][]int32 // back[x][k]: the index of x among the links of x's k-th neighbour
	edgeIdx [][]int32 // each variable's edges, grouped by its links
	arcBase []int     // the number of the first arc out of each variable
}

// Var declares a variable: its name and its values, in the order the
// static orders try them.
type Var struct {
	Name   string
	Values []string
	// Hidden marks a variable the problem made for itself (a table over
	// three or more variables becomes one, whose values are the table's
	// rows): searched like any other, left out of what is shown.
	Hidden bool
}

type variable struct {
	name   string
	hidden bool
	values []value
}

// value is one value of a variable's domain: its label (equal labels are
// equal values) and, when the label is a whole number, that number.
type value struct {
	label int32
	num   int
	isNum bool
}

// link is one neighbour of a variable and the range of its edges in the
// variable's edgeIdx.
type link struct {
	to     int32
	lo, hi int32
}

// Limits of a problem, so that a hostile file or flag costs little to
// refuse.
const (
	MaxVars   = 10_000
	MaxValues = 10_000
	// MaxAllValues bounds the values of all domains together.
	MaxAllValues = 1_000_000
	// MaxPieces bounds the binary pieces (an all-different of k
	// variables has k(k−1)/2) and MaxCells the entries of the tables of
	// allowed pairs, all tables together.
	MaxPieces = 2_000_000
	MaxCells  = 10_000_000
)

// New makes a problem of vars and cons, or says in one line what is
// wrong: a name twice, a variable with no value, a constraint naming a
// variable that does not exist or a value outside a domain.
func New(title string, vars []Var, cons []Constraint) (*Problem, error) {
	if len(vars) == 0 {
		return nil, fmt.Errorf("the problem has no variable")
	}
	if len(vars) > MaxVars {
		return nil, fmt.Errorf("the problem has %s variables, more than the %s allowed", numfmt.Group(len(vars)), numfmt.Group(MaxVars))
	}
	p := &Problem{title: title, index: map[string]int{}}
	labels := map[string]int32{}
	all := 0
	for _, v := range vars {
		if all += len(v.Values); all > MaxAllValues {
			return nil, fmt.Errorf("the domains hold more than %s values in all", numfmt.Group(MaxAllValues))
		}
		if err := p.addVar(v, labels); err != nil {
			return nil, err
		}
	}
	for _, c := range cons {
		if err := p.addConstraint(c, labels); err != nil {
			return nil, err
		}
	}
	p.link()
	return p, nil
}

func (p *Problem) addVar(v Var, labels map[string]int32) error {
	if err := checkName(v.Name); err != nil {
		return err
	}
	if _, dup := p.index[v.Name]; dup {
		return fmt.Errorf("variable %s is declared twice", v.Name)
	}
	if len(v.Values) == 0 {
		return fmt.Errorf("variable %s has no value", v.Name)
	}
	if len(v.Values) > MaxValues {
		return fmt.Errorf("variable %s has %s values, more than the %s allowed", v.Name, numfmt.Group(len(v.Values)), numfmt.Group(MaxValues))
	}
	vr := variable{name: v.Name, hidden: v.Hidden, values: make([]value, len(v.Values))}
	seen := map[string]bool{}
	for i, text := range v.Values {
		if err := checkName(text); err != nil {
			return fmt.Errorf("variable %s: value %v", v.Name, err)
		}
		if seen[text] {
			return fmt.Errorf("variable %s has the value %s twice", v.Name, text)
		}
		seen[text] = true
		id, ok := labels[text]
		if !ok {
			id = int32(len(p.labels))
			labels[text] = id
			p.labels = append(p.labels, text)
		}
		n, err := numfmt.Atoi(text)
		vr.values[i] = value{label: id, num: n, isNum: err == nil}
	}
	p.index[v.Name] = len(p.vars)
	p.vars = append(p.vars, vr)
	return nil
}

// checkName refuses a name or value that could not be written back: empty,
// with a space at either end, a control character or an invalid byte.
// Spaces inside are allowed ("Rimnicu Vilcea").
func checkName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("empty name")
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("%s: a name has no space at either end", textio.Quote(name))
	case !utf8.ValidString(name) || strings.ContainsFunc(name, func(r rune) bool { return r < ' ' || r == 0x7f }):
		return fmt.Errorf("%s: a name has no control character", textio.Quote(name))
	}
	return nil
}

// Title is the problem's name, for headings: "Australia".
func (p *Problem) Title() string { return p.title }

// Vars is the number of variables.
func (p *Problem) Vars() int { return len(p.vars) }

// Name is variable v's name.
func (p *Problem) Name(v int) string { return p.vars[v].name }

// Hidden reports whether variable v is one the problem made for itself
// (see Var.Hidden).
func (p *Problem) Hidden(v int) bool { return p.vars[v].hidden }

// Values is the size of variable v's domain.
func (p *Problem) Values(v int) int { return len(p.vars[v].values) }

// Label is how value a of variable v is written: "red", "7".
func (p *Problem) Label(v, a int) string { return p.labels[p.vars[v].values[a].label] }

// Lookup is the variable named name, or an error listing a few names.
func (p *Problem) Lookup(name string) (int, error) {
	if v, ok := p.index[name]; ok {
		return v, nil
	}
	return -1, fmt.Errorf("no variable %s in %s", textio.Quote(name), p.title)
}

// LookupValue is the value of variable v labelled label, or an error.
func (p *Problem) LookupValue(v int, label string) (int, error) {
	for a := range p.vars[v].values {
		if p.Label(v, a) == label {
			return a, nil
		}
	}
	return -1, fmt.Errorf("%s is not in the domain of %s (%s)", textio.Quote(label), p.Name(v), p.domainWords(v))
}

// domainWords is v's domain written out, cut after a dozen values.
func (p *Problem) domainWords(v int) string {
	all := make([]int, p.Values(v))
	for a := range all {
		all[a] = a
	}
	return p.SetWords(v, all)
}

// SetWords is the values vals of variable v as a set: "{red, green}",
// cut after a dozen values.
func (p *Problem) SetWords(v int, vals []int) string {
	const most = 12
	words := make([]string, 0, min(len(vals), most+1))
	for i, a := range vals {
		if i == most {
			words = append(words, fmt.Sprintf("… %d more", len(vals)-most))
			break
		}
		words = append(words, p.Label(v, a))
	}
	return "{" + strings.Join(words, ", ") + "}"
}

// Neighbours are the variables that share a constraint with v, by number.
func (p *Problem) Neighbours(v int) []int {
	out := make([]int, len(p.links[v]))
	for i, l := range p.links[v] {
		out[i] = int(l.to)
	}
	return out
}

// Constraints are the constraints as declared, names resolved; a table
// over three or more variables is still one.
func (p *Problem) Constraints() []Constraint { return append([]Constraint(nil), p.cons...) }

// Allows reports whether x = a and y = b satisfy every constraint between
// x and y (true when there is none). It is not counted as a check.
func (p *Problem) Allows(x, a, y, b int) bool {
	k := p.find(x, y)
	if k < 0 {
		return true
	}
	return p.allows(x, k, a, b)
}

// find is the index of y among x's links, or -1.
func (p *Problem) find(x, y int) int {
	ls := p.links[x]
	lo, hi := 0, len(ls)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case int(ls[m].to) < y:
			lo = m + 1
		case int(ls[m].to) > y:
			hi = m
		default:
			return m
		}
	}
	return -1
}

// allows is Allows for y the k-th neighbour of x.
func (p *Problem) allows(x, k, a, b int) bool {
	l := p.links[x][k]
	y := int(l.to)
	for _, e := range p.edgeIdx[x][l.lo:l.hi] {
		ed := &p.edges[e]
		var ok bool
		if int(ed.x) == x {
			ok = p.edgeAllows(ed, x, a, y, b)
		} else {
			ok = p.edgeAllows(ed, y, b, x, a)
		}
		if !ok {
			return false
		}
	}
	return true
}

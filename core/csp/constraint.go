package csp

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"frontier/core/numfmt"
)

// Relation is what a constraint asks of its variables.
type Relation uint8

// The relations a constraint may have.
const (
	// NotEqual, Equal and Less join two variables: x ≠ y, x = y (equal
	// labels), x < y (both domains whole numbers).
	NotEqual Relation = iota + 1
	Equal
	Less
	// AllDifferent asks two or more variables for pairwise different
	// values: it is taken as the NotEqual of each pair.
	AllDifferent
	// Allowed lists the combinations of values its variables may take,
	// one row each (Constraint.Rows). Over two variables it is one binary
	// piece; over more, a hidden variable whose values are the rows, with
	// a table of allowed pairs to each of the variables.
	Allowed
	// NoAttack is two queens, Gap columns apart, with rows as values:
	// different rows and not on one diagonal.
	NoAttack
)

// Constraint is one declared constraint.
type Constraint struct {
	Rel  Relation
	Vars []string
	// Rows are an Allowed constraint's combinations: in each, a value of
	// every variable of Vars, in that order.
	Rows [][]string
	// Gap is how many columns apart a NoAttack constraint's queens are.
	Gap int
	// Name is what the constraint is called in reasons ("row 1"); ""
	// writes its relation and variables.
	Name string
	// Line is the line of the problem file that declared it; 0 for one
	// made otherwise.
	Line int
}

// Words is the constraint as reasons write it: "WA ≠ NT", "row 1 all
// different", "q1 and q3 not attacking".
func (c Constraint) Words() string {
	switch c.Rel {
	case NotEqual:
		return c.Vars[0] + " ≠ " + c.Vars[1]
	case Equal:
		return c.Vars[0] + " = " + c.Vars[1]
	case Less:
		return c.Vars[0] + " < " + c.Vars[1]
	case AllDifferent:
		if c.Name != "" {
			return c.Name + " all different"
		}
		return "all different " + shortList(c.Vars)
	case Allowed:
		if c.Line > 0 {
			return fmt.Sprintf("the table of line %d", c.Line)
		}
		return "the table of " + shortList(c.Vars)
	case NoAttack:
		return c.Vars[0] + " and " + c.Vars[1] + " not attacking"
	}
	return "constraint " + strings.Join(c.Vars, " ")
}

// shortList is names in parentheses, cut after five.
func shortList(names []string) string {
	if len(names) > 5 {
		return "(" + strings.Join(names[:5], ", ") + ", …)"
	}
	return "(" + strings.Join(names, ", ") + ")"
}

// edge is a binary piece of a constraint, between variables x and y.
type edge struct {
	x, y int32
	rel  Relation // never AllDifferent: its pieces are NotEqual
	gap  int32    // NoAttack
	tab  int32    // Allowed: a Values(x) × Values(y) matrix in tables
	con  int32    // the declared constraint it comes from
}

// edgeAllows reports whether x = a, y = b satisfy e, for x = e.x.
func (p *Problem) edgeAllows(e *edge, x, a, y, b int) bool {
	va, vb := &p.vars[x].values[a], &p.vars[y].values[b]
	switch e.rel {
	case NotEqual:
		return va.label != vb.label
	case Equal:
		return va.label == vb.label
	case Less:
		return va.num < vb.num
	case Allowed:
		return p.tables[e.tab][a*len(p.vars[y].values)+b]
	case NoAttack:
		d := va.num - vb.num
		return d != 0 && d != int(e.gap) && d != -int(e.gap)
	}
	panic("csp: edge with relation " + strconv.Itoa(int(e.rel)))
}

// addConstraint resolves c's names, checks it and adds its pieces.
func (p *Problem) addConstraint(c Constraint, labels map[string]int32) error {
	where := ""
	if c.Line > 0 {
		where = fmt.Sprintf("line %d: ", c.Line)
	}
	vs, err := p.resolve(c)
	if err != nil {
		return fmt.Errorf("%s%v", where, err)
	}
	con := int32(len(p.cons))
	c.Vars, c.Rows = slices.Clone(c.Vars), slices.Clone(c.Rows)
	switch c.Rel {
	case NotEqual, Equal, Less, NoAttack:
		if c.Rel == Less || c.Rel == NoAttack {
			if err := p.numbers(vs, c); err != nil {
				return fmt.Errorf("%s%v", where, err)
			}
		}
		err = p.addEdge(edge{x: int32(vs[0]), y: int32(vs[1]), rel: c.Rel, gap: int32(c.Gap), con: con})
	case AllDifferent:
		for i := range vs {
			for j := i + 1; j < len(vs) && err == nil; j++ {
				err = p.addEdge(edge{x: int32(vs[i]), y: int32(vs[j]), rel: NotEqual, con: con})
			}
		}
	case Allowed:
		err = p.addTable(vs, c, con, labels)
	}
	if err != nil {
		return fmt.Errorf("%s%v", where, err)
	}
	p.cons = append(p.cons, c)
	return nil
}

// resolve is c's variables by number, their count checked for its relation.
func (p *Problem) resolve(c Constraint) ([]int, error) {
	vs := make([]int, len(c.Vars))
	seen := map[int]bool{}
	for i, name := range c.Vars {
		v, err := p.Lookup(name)
		if err != nil {
			return nil, err
		}
		if seen[v] {
			return nil, fmt.Errorf("%s appears twice in one constraint", name)
		}
		seen[v], vs[i] = true, v
	}
	switch c.Rel {
	case NotEqual, Equal, Less, NoAttack:
		if len(vs) != 2 {
			return nil, fmt.Errorf("%s joins two variables, not %d", c.Rel.word(), len(vs))
		}
		if c.Rel == NoAttack && c.Gap < 1 {
			return nil, fmt.Errorf("queens %d columns apart: want 1 or more", c.Gap)
		}
	case AllDifferent, Allowed:
		if len(vs) < 2 {
			return nil, fmt.Errorf("%s needs two variables or more", c.Rel.word())
		}
	default:
		return nil, fmt.Errorf("unknown relation %d", c.Rel)
	}
	return vs, nil
}

// word is the relation as the problem file writes it.
func (r Relation) word() string {
	switch r {
	case NotEqual:
		return "!="
	case Equal:
		return "=="
	case Less:
		return "<"
	case AllDifferent:
		return "alldiff"
	case Allowed:
		return "a table"
	case NoAttack:
		return "no-attack"
	}
	return "relation " + strconv.Itoa(int(r))
}

// numbers checks that every value of vs is a whole number, as c's
// relation compares numbers.
func (p *Problem) numbers(vs []int, c Constraint) error {
	for _, v := range vs {
		for a, val := range p.vars[v].values {
			if !val.isNum {
				return fmt.Errorf("%s compares whole numbers, and %s in the domain of %s is not one", c.Rel.word(), p.Label(v, a), p.Name(v))
			}
		}
	}
	return nil
}

func (p *Problem) addEdge(e edge) error {
	if len(p.edges) >= MaxPieces {
		return fmt.Errorf("the constraints make more than %s pairs of variables", numfmt.Group(MaxPieces))
	}
	p.edges = append(p.edges, e)
	return nil
}

// addTable adds an Allowed constraint: one matrix over two variables, or
// a hidden variable whose values are the rows and a matrix from it to
// each variable.
func (p *Problem) addTable(vs []int, c Constraint, con int32, labels map[string]int32) error {
	if len(c.Rows) == 0 {
		return fmt.Errorf("the table has no row")
	}
	index := make([]map[string]int, len(vs))
	for j, v := range vs {
		index[j] = make(map[string]int, p.Values(v))
		for a := range p.Values(v) {
			index[j][p.Label(v, a)] = a
		}
	}
	rows := make([][]int, len(c.Rows))
	for i, r := range c.Rows {
		if len(r) != len(vs) {
			return fmt.Errorf("row %d of the table has %d values for %d variables", i+1, len(r), len(vs))
		}
		rows[i] = make([]int, len(r))
		for j, label := range r {
			a, ok := index[j][label]
			if !ok {
				_, err := p.LookupValue(vs[j], label)
				return fmt.Errorf("row %d of the table: %v", i+1, err)
			}
			rows[i][j] = a
		}
	}
	if len(vs) == 2 {
		m, err := p.matrix(vs[0], vs[1])
		if err != nil {
			return err
		}
		for _, r := range rows {
			m[r[0]*p.Values(vs[1])+r[1]] = true
		}
		return p.addEdge(edge{x: int32(vs[0]), y: int32(vs[1]), rel: Allowed, tab: int32(len(p.tables) - 1), con: con})
	}
	return p.addHidden(vs, rows, c, con, labels)
}

// addHidden is a table over three or more variables: the hidden variable
// "table@L" (L its line, or its constraint's number from 1), whose value
// i is the table's row i, joined to each variable by the pairs its rows
// allow.
func (p *Problem) addHidden(vs []int, rows [][]int, c Constraint, con int32, labels map[string]int32) error {
	at := c.Line
	if at == 0 {
		at = int(con) + 1
	}
	if len(rows) > MaxValues {
		return fmt.Errorf("the table has %s rows, more than the %s allowed", numfmt.Group(len(rows)), numfmt.Group(MaxValues))
	}
	if len(p.vars) >= MaxVars {
		return fmt.Errorf("the problem has more than %s variables with its tables", numfmt.Group(MaxVars))
	}
	names := make([]string, len(rows))
	for i := range rows {
		names[i] = strconv.Itoa(i + 1)
	}
	h := len(p.vars)
	if err := p.addVar(Var{Name: fmt.Sprintf("table@%d", at), Values: names, Hidden: true}, labels); err != nil {
		return err
	}
	for j, v := range vs {
		m, err := p.matrix(h, v)
		if err != nil {
			return err
		}
		for i, r := range rows {
			m[i*p.Values(v)+r[j]] = true
		}
		if err := p.addEdge(edge{x: int32(h), y: int32(v), rel: Allowed, tab: int32(len(p.tables) - 1), con: con}); err != nil {
			return err
		}
	}
	return nil
}

// matrix adds an empty Values(x) × Values(y) table of allowed pairs.
func (p *Problem) matrix(x, y int) ([]bool, error) {
	n := p.Values(x) * p.Values(y)
	if p.cells+n > MaxCells {
		return nil, fmt.Errorf("the tables hold more than %s pairs of values", numfmt.Group(MaxCells))
	}
	p.cells += n
	m := make([]bool, n)
	p.tables = append(p.tables, m)
	return m, nil
}

// link makes each variable's neighbours from the edges: both directions
// of every edge, grouped by neighbour, neighbours by number.
func (p *Problem) link() {
	type end struct{ to, e int32 }
	ends := make([][]end, len(p.vars))
	for i, e := range p.edges {
		ends[e.x] = append(ends[e.x], end{e.y, int32(i)})
		ends[e.y] = append(ends[e.y], end{e.x, int32(i)})
	}
	p.links = make([][]link, len(p.vars))
	p.edgeIdx = make([][]int32, len(p.vars))
	p.arcBase = make([]int, len(p.vars)+1)
	for v, es := range ends {
		slices.SortFunc(es, func(a, b end) int { return cmp.Or(cmp.Compare(a.to, b.to), cmp.Compare(a.e, b.e)) })
		idx := make([]int32, len(es))
		var ls []link
		for i, e := range es {
			idx[i] = e.e
			if len(ls) == 0 || ls[len(ls)-1].to != e.to {
				ls = append(ls, link{to: e.to, lo: int32(i)})
			}
			ls[len(ls)-1].hi = int32(i + 1)
		}
		p.links[v], p.edgeIdx[v] = ls, idx
		p.arcBase[v+1] = p.arcBase[v] + len(ls)
	}
	p.back = make([][]int32, len(p.vars))
	for x, ls := range p.links {
		p.back[x] = make([]int32, len(ls))
		for k, l := range ls {
			p.back[x][k] = int32(p.find(int(l.to), x))
		}
	}
}

// between is the constraint between x and y in words, every constraint
// on the pair: "WA ≠ NT", "row 1 all different and box 1 all different".
func (p *Problem) between(x, y int) string {
	k := p.find(x, y)
	if k < 0 {
		return "no constraint"
	}
	l := p.links[x][k]
	var words []string
	for _, e := range p.edgeIdx[x][l.lo:l.hi] {
		w := p.cons[p.edges[e].con].Words()
		if !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	return strings.Join(words, " and ")
}

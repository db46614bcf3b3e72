package csp

import (
	"fmt"
	"io"
	"strings"

	"frontier/core/textio"
)

// WriteFile writes p in the problem file format (see ParseFile), which
// reads back as a problem with the same variables, domains and allowed
// pairs, in the same orders. It writes a subset of the format, so that a
// program reading it needs little: variables with equal domains on one var
// line, every value listed (no ranges), then one line a constraint: !=,
// ==, <, alldiff, or a table of the allowed combinations, one row a line,
// to end. A constraint with no line of its own (the no-attack of two
// queens) is written as the table of its allowed pairs, with a comment
// naming it; hidden variables are left out, their tables written whole.
// A name the format cannot hold (a quote or colon in it, a keyword, a
// value read as a range) is an error, and nothing is written.
func (p *Problem) WriteFile(w io.Writer) error {
	var b strings.Builder
	if err := p.writeVars(&b); err != nil {
		return err
	}
	for _, c := range p.cons {
		if err := p.writeConstraint(&b, c); err != nil {
			return err
		}
	}
	tw := textio.NewWriter(w)
	io.WriteString(tw, b.String())
	return tw.Err()
}

// writeVars writes the var lines: a run of variables with the same
// domain, in order, shares one.
func (p *Problem) writeVars(b *strings.Builder) error {
	var names []string
	var domain []string
	flush := func() {
		if len(names) > 0 {
			fmt.Fprintf(b, "var %s : %s\n", strings.Join(names, " "), strings.Join(domain, " "))
		}
		names = nil
	}
	for v := range p.vars {
		if p.Hidden(v) {
			continue
		}
		name, err := fileWord(p.Name(v), true)
		if err != nil {
			return fmt.Errorf("variable %v", err)
		}
		values := make([]string, p.Values(v))
		for a := range values {
			if values[a], err = fileWord(p.Label(v, a), false); err != nil {
				return fmt.Errorf("variable %s: value %v", p.Name(v), err)
			}
		}
		if !sameWords(values, domain) {
			flush()
			domain = values
		}
		names = append(names, name)
	}
	flush()
	return nil
}

func sameWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// writeConstraint writes c's line, or its table.
func (p *Problem) writeConstraint(b *strings.Builder, c Constraint) error {
	names := make([]string, len(c.Vars))
	for i, n := range c.Vars {
		names[i], _ = fileWord(n, true) // every name was written as a variable's
	}
	switch c.Rel {
	case NotEqual, Equal, Less:
		fmt.Fprintf(b, "%s %s %s\n", names[0], c.Rel.word(), names[1])
	case AllDifferent:
		if c.Name != "" {
			fmt.Fprintf(b, "# %s\n", c.Name)
		}
		fmt.Fprintf(b, "alldiff %s\n", strings.Join(names, " "))
	case Allowed:
		p.writeTable(b, names, c.Rows)
	case NoAttack:
		fmt.Fprintf(b, "# %s\n", c.Words())
		p.writeTable(b, names, p.noAttackRows(c))
	default:
		return fmt.Errorf("the constraint %s has no line in the file format", c.Words())
	}
	return nil
}

// writeTable writes a table and its rows, every value a word.
func (p *Problem) writeTable(b *strings.Builder, names []string, rows [][]string) {
	fmt.Fprintf(b, "table %s\n", strings.Join(names, " "))
	for _, r := range rows {
		words := make([]string, len(r))
		for i, v := range r {
			words[i], _ = fileWord(v, false) // every value was written in a domain
		}
		fmt.Fprintf(b, "  %s\n", strings.Join(words, " "))
	}
	b.WriteString("end\n")
}

// noAttackRows are the pairs of rows two queens c.Gap columns apart may
// take, in the domains' orders.
func (p *Problem) noAttackRows(c Constraint) [][]string {
	x, _ := p.Lookup(c.Vars[0])
	y, _ := p.Lookup(c.Vars[1])
	var rows [][]string
	for a := range p.Values(x) {
		for bv := range p.Values(y) {
			d := p.vars[x].values[a].num - p.vars[y].values[bv].num
			if d != 0 && d != c.Gap && d != -c.Gap {
				rows = append(rows, []string{p.Label(x, a), p.Label(y, bv)})
			}
		}
	}
	return rows
}

// fileWord is a name or value as the file writes it, quoted when it holds
// a space or starts with #; or why the format cannot hold it.
func fileWord(s string, isVar bool) (string, error) {
	switch {
	case strings.ContainsAny(s, "\":"):
		return "", fmt.Errorf("%s: the problem file holds no name with a quote or a colon", textio.Quote(s))
	case isVar && checkFileName(s) != nil:
		return "", checkFileName(s)
	case !isVar && strings.Contains(s, ".."):
		return "", fmt.Errorf("%s would be read as a range of numbers", textio.Quote(s))
	case strings.ContainsAny(s, " \t") || strings.HasPrefix(s, "#"):
		return `"` + s + `"`, nil // the reader takes what is between the quotes as it is
	}
	return s, nil
}

package lab

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/textio"
)

// Write saves the set as text: two comment lines (what it is and a
// "# puzzle:" line that ReadSet understands), then one state per line in
// canonical form, each after an "# instance:" line naming its own puzzle
// when the set holds states of many (see Set).
func (s *Set) Write(w io.Writer) error { return WriteSets(w, []*Set{s}) }

// WriteSets saves sets of one puzzle in one file, as Write does, each set's
// states after a comment line with its Source; ReadSet reads the file back
// as a single set.
func WriteSets(w io.Writer, sets []*Set) error {
	if len(sets) == 0 {
		return fmt.Errorf("lab: no sets to write")
	}
	bw := bufio.NewWriter(w)
	p := sets[0].Puzzle
	if len(sets) == 1 {
		fmt.Fprintf(bw, "# frontier puzzle set: %s, %s\n", p, sets[0].Source)
	} else {
		fmt.Fprintf(bw, "# frontier puzzle set: %s, %d groups\n", p, len(sets))
	}
	fmt.Fprintf(bw, "# puzzle: %s\n", p.Header())
	for _, s := range sets {
		if s.Puzzle != p {
			return fmt.Errorf("lab: sets of two puzzles (%s, %s) in one file", p, s.Puzzle)
		}
		if len(sets) > 1 {
			fmt.Fprintf(bw, "# %s\n", s.Source)
		}
		for i := range s.Len() {
			if spec, ok := s.Instance(i); ok {
				fmt.Fprintf(bw, "# instance: %s\n", spec.Header())
			}
			fmt.Fprintln(bw, s.State(i))
		}
	}
	return bw.Flush()
}

type line struct {
	no       int
	text     string
	instance *puzzles.Spec // the puzzle of the "# instance:" line before it, if any
}

// ReadSet reads a set written by Write, or any file of one state per line
// in any form the puzzle's parser accepts. Blank lines and lines starting
// with # are skipped, except a "# puzzle:" line before the states, which
// names the puzzle (see puzzles.ParseHeader); without one the catalogue
// guesses it from the first state (a sliding puzzle of its width with
// orthogonal moves, or the cube). Every error names its line. A set holds
// at most Instances.Max states; a byte-order mark and CRLF line ends are
// read as any editor means them.
func ReadSet(r io.Reader) (*Set, error) {
	var p, instance *puzzles.Spec
	var lines []line
	instances := 0
	src := "read from a file"
	in := textio.NewLines(r)
	for in.Next() {
		no, text := in.Line(), strings.TrimSpace(in.Text())
		switch {
		case text == "":
		case strings.HasPrefix(text, "# puzzle:"):
			if len(lines) > 0 || p != nil {
				return nil, fmt.Errorf("line %d: the \"# puzzle:\" line must come once, before the states", no)
			}
			spec, err := puzzles.ParseHeader(strings.TrimPrefix(text, "# puzzle:"))
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", no, err)
			}
			p = &spec
		case strings.HasPrefix(text, "# instance:"):
			if instance != nil {
				return nil, fmt.Errorf("line %d: an \"# instance:\" line must come before its state", no)
			}
			spec, err := puzzles.ParseHeader(strings.TrimPrefix(text, "# instance:"))
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", no, err)
			}
			if p != nil && spec.ID != p.ID {
				return nil, fmt.Errorf("line %d: an instance of the %s in a set of the %s", no, spec.ID, p.ID)
			}
			instance = &spec
		case strings.HasPrefix(text, "# frontier puzzle set:") && no == 1:
			src = strings.TrimSpace(strings.TrimPrefix(text, "# frontier puzzle set:"))
		case strings.HasPrefix(text, "#"):
		case len(lines) == int(Instances.Max):
			return nil, fmt.Errorf("line %d: a set holds at most %s states", no, numfmt.Group(Instances.Max))
		default:
			if instance != nil {
				instances++
			}
			lines = append(lines, line{no, text, instance})
			instance = nil
		}
	}
	if err := in.Err(); err != nil {
		return nil, err
	}
	switch {
	case len(lines) == 0:
		return nil, fmt.Errorf("the set holds no states")
	case instance != nil:
		return nil, fmt.Errorf("the last \"# instance:\" line has no state after it")
	case instances > 0 && instances < len(lines):
		for _, ln := range lines {
			if ln.instance == nil {
				return nil, fmt.Errorf("line %d: a state with no \"# instance:\" line, in a set of states of many puzzles", ln.no)
			}
		}
	}
	if p == nil && instances > 0 {
		p = lines[0].instance
	}
	if p == nil {
		spec, err := puzzles.Guess(lines[0].text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", lines[0].no, err)
		}
		p = &spec
	}
	d, err := p.New()
	if err != nil {
		return nil, err
	}
	all := make([]puzzles.State, len(lines))
	var each []puzzles.Domain
	if instances > 0 {
		each = make([]puzzles.Domain, len(lines))
	}
	for i, ln := range lines {
		di := d
		if each != nil {
			if di, err = ln.instance.New(); err != nil {
				return nil, fmt.Errorf("line %d: %v", ln.no, err)
			}
			each[i] = di
		}
		if all[i], err = di.Parse(ln.text); err != nil {
			return nil, fmt.Errorf("line %d: %v", ln.no, err)
		}
	}
	return &Set{Puzzle: d.Spec(), Source: src, d: d, all: all, each: each}, nil
}

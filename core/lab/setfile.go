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

// write saves the set as text: two comment lines (what it is and a
// "# puzzle:" line that ReadSet understands), then one state per line in
// canonical form, each after an "# instance:" line naming its own puzzle
// when the set holds states of many (see Set).
func (s *Set) write(w io.Writer) error { return WriteSets(w, []*Set{s}) }

// WriteSets saves sets of one puzzle in one file, as write does, each set's
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
	sr := setReader{src: "read from a file"}
	in := textio.NewLines(r)
	for in.Next() {
		if err := sr.read(in.Line(), strings.TrimSpace(in.Text())); err != nil {
			return nil, err
		}
	}
	if err := in.Err(); err != nil {
		return nil, err
	}
	p, err := sr.puzzle()
	if err != nil {
		return nil, err
	}
	return sr.parse(p)
}

// setReader is a set's file as read so far: its "# puzzle:" line, the
// "# instance:" line waiting for its state, the states' lines, how many
// of them have an instance line, and where the set came from.
type setReader struct {
	p, instance *puzzles.Spec
	lines       []line
	instances   int
	src         string
}

// read takes the file's line number no, its text trimmed.
func (sr *setReader) read(no int, text string) error {
	switch {
	case text == "":
	case strings.HasPrefix(text, "# puzzle:"):
		if len(sr.lines) > 0 || sr.p != nil {
			return fmt.Errorf("line %d: the \"# puzzle:\" line must come once, before the states", no)
		}
		spec, err := puzzles.ParseHeader(strings.TrimPrefix(text, "# puzzle:"))
		if err != nil {
			return fmt.Errorf("line %d: %v", no, err)
		}
		sr.p = &spec
	case strings.HasPrefix(text, "# instance:"):
		if sr.instance != nil {
			return fmt.Errorf("line %d: an \"# instance:\" line must come before its state", no)
		}
		spec, err := puzzles.ParseHeader(strings.TrimPrefix(text, "# instance:"))
		if err != nil {
			return fmt.Errorf("line %d: %v", no, err)
		}
		if sr.p != nil && spec.ID != sr.p.ID {
			return fmt.Errorf("line %d: an instance of the %s in a set of the %s", no, spec.ID, sr.p.ID)
		}
		sr.instance = &spec
	case strings.HasPrefix(text, "# frontier puzzle set:") && no == 1:
		sr.src = strings.TrimSpace(strings.TrimPrefix(text, "# frontier puzzle set:"))
	case strings.HasPrefix(text, "#"):
	case len(sr.lines) == int(Instances.Max):
		return fmt.Errorf("line %d: a set holds at most %s states", no, numfmt.Group(Instances.Max))
	default:
		if sr.instance != nil {
			sr.instances++
		}
		sr.lines = append(sr.lines, line{no, text, sr.instance})
		sr.instance = nil
	}
	return nil
}

// puzzle is the set's puzzle once the file is read: its "# puzzle:" line,
// else the first state's instance line, else the catalogue's guess from
// the first state. A set of many puzzles has an instance line before
// every state.
func (sr *setReader) puzzle() (*puzzles.Spec, error) {
	switch {
	case len(sr.lines) == 0:
		return nil, fmt.Errorf("the set holds no states")
	case sr.instance != nil:
		return nil, fmt.Errorf("the last \"# instance:\" line has no state after it")
	case sr.instances > 0 && sr.instances < len(sr.lines):
		for _, ln := range sr.lines {
			if ln.instance == nil {
				return nil, fmt.Errorf("line %d: a state with no \"# instance:\" line, in a set of states of many puzzles", ln.no)
			}
		}
	}
	if sr.p != nil {
		return sr.p, nil
	}
	if sr.instances > 0 {
		return sr.lines[0].instance, nil
	}
	spec, err := puzzles.Guess(sr.lines[0].text)
	if err != nil {
		return nil, fmt.Errorf("line %d: %v", sr.lines[0].no, err)
	}
	return &spec, nil
}

// parse reads each state as its puzzle's, p or its instance line's.
func (sr *setReader) parse(p *puzzles.Spec) (*Set, error) {
	d, err := p.New()
	if err != nil {
		return nil, err
	}
	all := make([]puzzles.State, len(sr.lines))
	var each []puzzles.Domain
	if sr.instances > 0 {
		each = make([]puzzles.Domain, len(sr.lines))
	}
	for i, ln := range sr.lines {
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
	return &Set{Puzzle: d.Spec(), Source: sr.src, d: d, all: all, each: each}, nil
}

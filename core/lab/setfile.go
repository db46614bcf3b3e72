package lab

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"frontier/core/domains/cube"
	"frontier/core/domains/sliding"
)

// Write saves the set as text: two comment lines (what it is and a
// "# puzzle:" line that ReadSet understands), then one state per line in
// canonical form.
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
	fmt.Fprintf(bw, "# puzzle: %s\n", p.header())
	for _, s := range sets {
		if s.Puzzle != p {
			return fmt.Errorf("lab: sets of two puzzles (%s, %s) in one file", p, s.Puzzle)
		}
		if len(sets) > 1 {
			fmt.Fprintf(bw, "# %s\n", s.Source)
		}
		for i := range s.Len() {
			fmt.Fprintln(bw, s.State(i))
		}
	}
	return bw.Flush()
}

func (p Puzzle) header() string {
	switch {
	case p.Name == "cube":
		return "cube"
	case p.Diagonal:
		return fmt.Sprintf("sliding %d diagonal", p.Width)
	}
	return fmt.Sprintf("sliding %d", p.Width)
}

func parseHeader(text string) (Puzzle, error) {
	f := strings.Fields(text)
	switch {
	case len(f) == 1 && f[0] == "cube":
		return Cube, nil
	case (len(f) == 2 || len(f) == 3 && f[2] == "diagonal") && f[0] == "sliding":
		w, err := strconv.Atoi(f[1])
		if err != nil {
			return Puzzle{}, fmt.Errorf("width %q is not a number", f[1])
		}
		p := Sliding(w, len(f) == 3)
		return p, p.Check()
	}
	return Puzzle{}, fmt.Errorf("want \"# puzzle: cube\" or \"# puzzle: sliding WIDTH [diagonal]\"")
}

type line struct {
	no   int
	text string
}

// ReadSet reads a set written by Write, or any file of one state per line
// in any form the puzzle's parser accepts. Blank lines and lines starting
// with # are skipped, except a "# puzzle:" line before the states, which
// names the puzzle; without one the first state decides (a sliding puzzle
// of its width with orthogonal moves, or the cube). Every error names its
// line.
func ReadSet(r io.Reader) (*Set, error) {
	var p Puzzle
	var lines []line
	src := "read from a file"
	sc := bufio.NewScanner(r)
	for no := 1; sc.Scan(); no++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case text == "":
		case strings.HasPrefix(text, "# puzzle:"):
			if len(lines) > 0 || p.Name != "" {
				return nil, fmt.Errorf("line %d: the \"# puzzle:\" line must come once, before the states", no)
			}
			var err error
			if p, err = parseHeader(strings.TrimPrefix(text, "# puzzle:")); err != nil {
				return nil, fmt.Errorf("line %d: %v", no, err)
			}
		case strings.HasPrefix(text, "# frontier puzzle set:") && no == 1:
			src = strings.TrimSpace(strings.TrimPrefix(text, "# frontier puzzle set:"))
		case strings.HasPrefix(text, "#"):
		default:
			lines = append(lines, line{no, text})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(lines) == 0 {
		return nil, fmt.Errorf("the set holds no states")
	}
	if p.Name == "" {
		var err error
		if p, err = guessPuzzle(lines[0]); err != nil {
			return nil, err
		}
	}
	if p.Name == "cube" {
		l, err := readStates[cubeSpace](newCubeSpace(), lines)
		return newSet(p, src, l, err)
	}
	sp, err := newSlidingSpace(p)
	if err != nil {
		return nil, err
	}
	l, err := readStates[slidingSpace](sp, lines)
	return newSet(p, src, l, err)
}

// guessPuzzle names the puzzle of a first state written without a header.
func guessPuzzle(l line) (Puzzle, error) {
	t, err := sliding.Parse(l.text)
	if err == nil {
		return Sliding(t.Width(), false), nil
	}
	if _, cerr := cube.Parse(l.text); cerr == nil {
		return Cube, nil
	} else if len(strings.Join(strings.Fields(l.text), "")) == 24 {
		err = cerr
	}
	return Puzzle{}, fmt.Errorf("line %d: %v", l.no, err)
}

func readStates[SP space[S], S comparable](sp SP, lines []line) (*states[S], error) {
	l := &states[S]{sp: sp, all: make([]S, len(lines))}
	for i, ln := range lines {
		s, err := sp.parse(ln.text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", ln.no, err)
		}
		l.all[i] = s
	}
	return l, nil
}

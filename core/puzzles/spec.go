package puzzles

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/textio"
)

// Spec names a configured puzzle: comparable, so that two sets can be told
// to hold the same puzzle, and writable as a header line.
type Spec struct {
	ID      ID
	Options Options
}

// New makes the Domain of s.
func (s Spec) New() (Domain, error) { return New(s.ID, s.Options) }

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
// width, "diagonal" and "goal=STATE" when set: "sliding 3 diagonal",
// "cube".
func (s Spec) Header() string {
	words := []string{string(s.ID)}
	o := s.Options
	if o.Width != 0 {
		words = append(words, strconv.Itoa(o.Width))
	}
	if o.Diagonal {
		words = append(words, "diagonal")
	}
	if o.Goal != "" {
		words = append(words, "goal="+strings.Join(strings.Fields(o.Goal), ","))
	}
	return strings.Join(words, " ")
}

// ParseHeader reads what Header writes, and checks that it names a puzzle
// that exists with options it takes.
func ParseHeader(text string) (Spec, error) {
	words := strings.Fields(text)
	if len(words) == 0 {
		return Spec{}, fmt.Errorf("no puzzle named (want %s, then its options)", idList())
	}
	s := Spec{ID: ID(words[0])}
	for _, w := range words[1:] {
		switch goal, isGoal := strings.CutPrefix(w, "goal="); {
		case isGoal:
			s.Options.Goal = goal
		case w == "diagonal":
			s.Options.Diagonal = true
		default:
			n, err := strconv.Atoi(w)
			if err != nil {
				return Spec{}, fmt.Errorf("%s is not a width, \"diagonal\" or goal=STATE", textio.Quote(w))
			}
			s.Options.Width = n
		}
	}
	if _, err := s.New(); err != nil {
		return Spec{}, err
	}
	return s, nil
}

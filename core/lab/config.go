package lab

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/textio"
)

// Config is a configuration file: a puzzle and the random states to draw
// on it.
//
//	size: 3      // the puzzle's size: the width of a sliding board (2, 3, 4, …)
//	seed: 111    // random seed
//	swaps: 200   // length of the random walk from the goal
//	number: 100  // how many states to draw
//
// Seed, swaps and number are required. The puzzle is the sliding puzzle
// unless a "puzzle:" line names another (puzzle: cube); any option the
// puzzle declares may be given by its name (diagonal: true, goal:
// blank-last), its size option also as size:. Keys may come in any
// order, each once; text after // or # is a comment.
type Config struct {
	Puzzle puzzles.Spec // with its options written out (Domain.Spec)
	Seed   uint64
	Swaps  int
	Number int
}

// configKeys are the keys of the states to draw; puzzleKey and the
// options of the puzzles name the puzzle.
var configKeys = []string{"seed", "swaps", "number"}

const (
	puzzleKey = "puzzle"
	sizeKey   = "size"
)

// configLine is a line naming the puzzle or one of its options, read
// once every line is in, since "puzzle:" may come last.
type configLine struct {
	no       int
	key, val string
}

// ParseConfig reads a configuration file. Every error is one line naming
// the line of the file: an unknown key, a value that is not a whole
// number or is out of range, an option the puzzle does not take, a key
// given twice, or a key missing; and the whole, when number × swaps random
// moves are more than MaxWalkMoves. Files saved with a byte-order mark or
// CRLF line ends read the same.
func ParseConfig(r io.Reader) (Config, error) {
	var c Config
	var puzzleLines []configLine
	seen := map[string]int{}
	lines := textio.NewLines(r)
	for lines.Next() {
		no, text := lines.Line(), lines.Text()
		for _, mark := range []string{"//", "#"} {
			if i := strings.Index(text, mark); i >= 0 {
				text = text[:i]
			}
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		key, val, ok := strings.Cut(text, ":")
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		if !ok {
			return c, fmt.Errorf("line %d: want \"key: value\", got %s", no, textio.Quote(text))
		}
		if first, dup := seen[key]; dup {
			return c, fmt.Errorf("line %d: %s given twice (first on line %d)", no, key, first)
		}
		switch {
		case slices.Contains(configKeys, key):
			if err := c.set(key, val); err != nil {
				return c, fmt.Errorf("line %d: %v", no, err)
			}
		case key == puzzleKey || key == sizeKey || len(puzzles.Takers(key)) > 0:
			puzzleLines = append(puzzleLines, configLine{no, key, val})
		default:
			return c, fmt.Errorf("line %d: unknown key %s (want %s)", no, textio.Quote(key), keyList())
		}
		seen[key] = no
	}
	if err := lines.Err(); err != nil {
		return c, err
	}
	var err error
	if c.Puzzle, err = configPuzzle(puzzleLines); err != nil {
		return c, err
	}
	for _, k := range configKeys {
		if _, ok := seen[k]; !ok {
			return c, fmt.Errorf("the configuration has no %q line", k+":")
		}
	}
	if moves := int64(c.Number) * int64(c.Swaps); moves > MaxWalkMoves {
		return c, walkWorkErr(int64(c.Number), int64(c.Swaps))
	}
	return c, nil
}

// keyList names the keys a configuration takes: "size, seed, swaps,
// number, puzzle or an option: width, diagonal, goal".
func keyList() string {
	var opts []string
	for _, o := range puzzles.AllOptions() {
		opts = append(opts, o.Name)
	}
	return strings.Join(append([]string{sizeKey}, configKeys...), ", ") + ", " + puzzleKey +
		" or an option: " + strings.Join(opts, ", ")
}

// configPuzzle is the puzzle the lines name, the sliding puzzle when none
// does, with its options read by its declarations.
func configPuzzle(given []configLine) (puzzles.Spec, error) {
	id, idLine := puzzles.Sliding, 0
	for _, g := range given {
		if g.key == puzzleKey {
			id, idLine = puzzles.ID(g.val), g.no
		}
	}
	p, err := puzzles.Lookup(string(id))
	if err != nil {
		return puzzles.Spec{}, fmt.Errorf("line %d: %v", idLine, err)
	}
	var s puzzles.Settings
	lineOf := map[string]int{}
	for _, g := range given {
		if g.key == puzzleKey {
			continue
		}
		name := g.key
		if name == sizeKey {
			size, ok := p.Size()
			if !ok {
				return puzzles.Spec{}, fmt.Errorf("line %d: the %s has no size", g.no, p.Title)
			}
			name = size.Name
		}
		if first, dup := lineOf[name]; dup {
			return puzzles.Spec{}, fmt.Errorf("line %d: %s given twice (first on line %d)", g.no, name, first)
		}
		if o, ok := p.Option(name); ok && o.Type == puzzles.IntOption {
			if _, err := wholeIn(g.key, g.val, Bound{int64(o.Min), int64(o.Max)}); err != nil {
				return puzzles.Spec{}, fmt.Errorf("line %d: %v", g.no, err)
			}
		}
		s, lineOf[name] = s.With(name, g.val), g.no
	}
	d, err := puzzles.New(id, s)
	if oe := (*puzzles.OptionError)(nil); errors.As(err, &oe) && lineOf[oe.Name] > 0 {
		return puzzles.Spec{}, fmt.Errorf("line %d: %v", lineOf[oe.Name], err)
	}
	if err != nil {
		return puzzles.Spec{}, err
	}
	return d.Spec(), nil
}

// wholeIn reads val, the value of key, as a whole number within b.
func wholeIn(key, val string, b Bound) (int, error) {
	n, err := numfmt.ParseUint(val)
	switch {
	case err != nil:
		return 0, fmt.Errorf("%s: %s is not a whole number", key, textio.Quote(val))
	case n > math.MaxInt64:
		return 0, fmt.Errorf("%s must be from %s to %s, not %s", key, numfmt.Group(b.Min), numfmt.Group(b.Max), val)
	}
	return int(n), b.Check(key, int64(n))
}

// set reads the value of one of configKeys.
func (c *Config) set(key, val string) error {
	var err error
	switch key {
	case "seed":
		c.Seed, err = numfmt.ParseUint(val)
		if err != nil {
			err = fmt.Errorf("%s: %s is not a whole number", key, textio.Quote(val))
		}
	case "swaps":
		c.Swaps, err = wholeIn(key, val, Bound{1, Walk.Max})
	case "number":
		c.Number, err = wholeIn(key, val, Instances)
	}
	return err
}

// Set draws the configuration's states: Number random walks of Swaps moves
// from the puzzle's goal, state i seeded with (Seed, i).
func (c Config) Set(ctx context.Context, pool Pool) (*Set, error) {
	return NewSet(ctx, c.Puzzle, Draw{Walk: c.Swaps}, c.Number, c.Seed, pool)
}

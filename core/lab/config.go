package lab

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/textio"
)

// Config is a puzzle configuration file:
//
//	size: 3      // width of the board (2, 3, 4, …)
//	seed: 111    // random seed
//	swaps: 200   // length of the random walk from the goal
//	number: 100  // how many states to draw
//
// Keys may come in any order, each once; text after // or # is a comment.
type Config struct {
	Size   int
	Seed   uint64
	Swaps  int
	Number int
}

var configKeys = []string{"size", "seed", "swaps", "number"}

// ParseConfig reads a configuration file. Every error is one line naming
// the line of the file: an unknown key, a value that is not a whole
// number or is out of range, a key given twice, or a key missing; and the
// whole, when number × swaps random moves are more than MaxWalkMoves.
// Files saved with a byte-order mark or CRLF line ends read the same.
func ParseConfig(r io.Reader) (Config, error) {
	var c Config
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
		if err := c.set(key, val); err != nil {
			return c, fmt.Errorf("line %d: %v", no, err)
		}
		seen[key] = no
	}
	if err := lines.Err(); err != nil {
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

// set reads the value of one key.
func (c *Config) set(key, val string) error {
	if !slices.Contains(configKeys, key) {
		return fmt.Errorf("unknown key %s (want %s)", textio.Quote(key), strings.Join(configKeys, ", "))
	}
	n, err := strconv.ParseUint(val, 10, 64)
	if err != nil {
		return fmt.Errorf("%s: %s is not a whole number", key, textio.Quote(val))
	}
	inRange := func(b Bound) (int, error) {
		if n > math.MaxInt64 {
			return 0, fmt.Errorf("%s must be from %s to %s, not %s", key, numfmt.Group(b.Min), numfmt.Group(b.Max), val)
		}
		return int(n), b.Check(key, int64(n))
	}
	switch key {
	case "size":
		c.Size, err = inRange(Bound{2, 5})
	case "seed":
		c.Seed = n
	case "swaps":
		c.Swaps, err = inRange(Bound{1, Walk.Max})
	case "number":
		c.Number, err = inRange(Instances)
	}
	return err
}

// Set draws the configuration's states: Number random walks of Swaps moves
// on a Size×Size board, state i seeded with (Seed, i). Every step of the
// walk moves the blank and none undoes the one before, so Swaps is the
// walk's true length.
func (c Config) Set(ctx context.Context, pool Pool) (*Set, error) {
	p := Puzzle{ID: puzzles.Sliding, Options: puzzles.Options{Width: c.Size}}
	return NewSet(ctx, p, Draw{Walk: c.Swaps}, c.Number, c.Seed, pool)
}

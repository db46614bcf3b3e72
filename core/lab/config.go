package lab

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"frontier/core/puzzles"
)

// Config is one of seed 003's puzzle configuration files:
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
// number or is out of range, a key given twice, or a key missing.
func ParseConfig(r io.Reader) (Config, error) {
	var c Config
	seen := map[string]int{}
	sc := bufio.NewScanner(r)
	for no := 1; sc.Scan(); no++ {
		text := sc.Text()
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
			return c, fmt.Errorf("line %d: want \"key: value\", got %q", no, text)
		}
		if first, dup := seen[key]; dup {
			return c, fmt.Errorf("line %d: %s given twice (first on line %d)", no, key, first)
		}
		n, err := strconv.ParseUint(val, 10, 64)
		if err != nil {
			return c, fmt.Errorf("line %d: %s: %q is not a whole number", no, key, val)
		}
		switch key {
		case "size":
			if n < 2 || n > 5 {
				return c, fmt.Errorf("line %d: size %d is out of range (2–5)", no, n)
			}
			c.Size = int(n)
		case "seed":
			c.Seed = n
		case "swaps":
			if n < 1 || n > puzzles.MaxWalk {
				return c, fmt.Errorf("line %d: swaps %d is out of range (1–%d)", no, n, puzzles.MaxWalk)
			}
			c.Swaps = int(n)
		case "number":
			if n < 1 || n > 1_000_000 {
				return c, fmt.Errorf("line %d: number %d is out of range (1–1000000)", no, n)
			}
			c.Number = int(n)
		default:
			return c, fmt.Errorf("line %d: unknown key %q (want %s)", no, key, strings.Join(configKeys, ", "))
		}
		seen[key] = no
	}
	if err := sc.Err(); err != nil {
		return c, err
	}
	for _, k := range configKeys {
		if _, ok := seen[k]; !ok {
			return c, fmt.Errorf("the configuration has no %q line", k+":")
		}
	}
	return c, nil
}

// Set draws the configuration's states: Number random walks of Swaps moves
// on a Size×Size board, state i seeded with (Seed, i). Unlike seed 003's
// generator, every step of the walk moves the blank and none undoes the
// one before, so Swaps is the walk's true length.
func (c Config) Set(ctx context.Context, pool Pool) (*Set, error) {
	p := Puzzle{ID: puzzles.Sliding, Options: puzzles.Options{Width: c.Size}}
	return NewSet(ctx, p, Draw{Walk: c.Swaps}, c.Number, c.Seed, pool)
}

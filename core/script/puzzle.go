package script

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/core/textio"
)

// puzzle is the script's current puzzle and its position, reached through
// the catalogue: a script works on any puzzle whose states it can guess.
type puzzle struct {
	d puzzles.Domain
	s puzzles.State
}

// newPuzzle is where a script starts: the 8-puzzle at its goal.
func newPuzzle() puzzle {
	d, err := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	if err != nil {
		panic("script: the 8-puzzle: " + err.Error())
	}
	return puzzle{d: d, s: d.Goal()}
}

// parsePuzzle reads setState's argument: a state of whichever puzzle the
// catalogue recognises (a sliding puzzle of its width with orthogonal
// moves and the blank-first goal, or a cube), with that puzzle's error.
func parsePuzzle(text string) (puzzle, error) {
	spec, err := puzzles.Guess(text)
	if err != nil {
		return puzzle{}, err
	}
	d, err := spec.New()
	if err != nil {
		return puzzle{}, err
	}
	s, err := d.Parse(text)
	return puzzle{d: d, s: s}, err
}

// choosePuzzle reads the puzzle command's argument, `ID [NAME=VALUE …]`
// (a value with spaces in double quotes: from="Rimnicu Vilcea"): the
// puzzle id with its options, at the start they name (else at the goal).
func choosePuzzle(text string) (puzzle, error) {
	words, err := splitQuoted(text)
	if err != nil {
		return puzzle{}, err
	}
	if len(words) == 0 {
		return puzzle{}, fmt.Errorf("name a puzzle, such as puzzle route from=Arad to=Bucharest")
	}
	var s puzzles.Settings
	for _, w := range words[1:] {
		name, value, ok := strings.Cut(w, "=")
		if !ok || name == "" {
			return puzzle{}, fmt.Errorf("want NAME=VALUE after the puzzle, not %s", textio.Quote(w))
		}
		s = s.With(strings.ToLower(name), value)
	}
	d, err := puzzles.New(puzzles.ID(strings.ToLower(words[0])), s)
	if err != nil {
		return puzzle{}, err
	}
	start, ok := d.Start()
	if !ok {
		start = d.Goal()
	}
	return puzzle{d: d, s: start}, nil
}

// splitQuoted splits text at spaces, keeping a double-quoted run (which
// may hold spaces) in its word without the quotes.
func splitQuoted(text string) ([]string, error) {
	var words []string
	var cur strings.Builder
	in, started := false, false
	for _, r := range text {
		switch {
		case r == '"':
			in, started = !in, true
		case !in && unicode.IsSpace(r):
			if started {
				words = append(words, cur.String())
				cur.Reset()
				started = false
			}
		default:
			cur.WriteRune(r)
			started = true
		}
	}
	if in {
		return nil, fmt.Errorf("a double quote is not closed")
	}
	if started {
		words = append(words, cur.String())
	}
	return words, nil
}

// set makes text, a state of the current puzzle, the position.
func (p *puzzle) set(text string) error {
	if t := strings.TrimSpace(text); len(t) >= 2 && t[0] == '"' && t[len(t)-1] == '"' {
		text = t[1 : len(t)-1]
	}
	s, err := p.d.Parse(text)
	if err != nil {
		return fmt.Errorf("setState: %v", err)
	}
	p.s = s
	return nil
}

func (p *puzzle) show() string { return p.d.Compact(p.s) }

func (p *puzzle) move(name string) error {
	next, err := p.d.Apply(p.s, name)
	if err == nil {
		p.s = next
	}
	return err
}

// randomize makes n random moves, drawn from a generator seeded afresh
// with seed, so the same seed and state give the same scramble.
func (p *puzzle) randomize(n int, seed uint64) error {
	next, err := p.d.Walk(p.s, n, rand.New(rand.NewPCG(seed, 0)))
	if err == nil {
		p.s = next
	}
	return err
}

// solve runs engine e; heuristic "" means the puzzle's default. A solved
// run leaves the puzzle at the end of its path.
func (p *puzzle) solve(ctx context.Context, e search.Engine, heuristic string, opts search.Options) (Transcript, error) {
	h := puzzles.HeuristicNone
	if e.Informed() {
		info, err := p.d.Heuristic(heuristic)
		if err != nil {
			return Transcript{}, err
		}
		h = info.ID
	}
	r, err := p.d.Solve(ctx, p.s, e, h, opts)
	if err != nil {
		return Transcript{}, err
	}
	if err := ctx.Err(); err != nil {
		return Transcript{}, err
	}
	t := Transcript{Engine: e, BeamWidth: opts.BeamWidth, MaxNodes: opts.MaxNodes, Heuristic: string(h),
		Start: p.show(), Moves: r.Moves, Solved: r.Solved, Stop: r.StopReason, Generated: r.Generated, BestH: r.BestH}
	for _, s := range r.Path[min(1, len(r.Path)):] {
		t.States = append(t.States, p.d.Compact(s))
	}
	if r.Solved {
		p.s = r.Path[len(r.Path)-1]
		if p.d.Unit() != "" {
			t.CostWords = p.d.CostWords(r.Cost, r.Depth)
		}
	}
	return t, nil
}

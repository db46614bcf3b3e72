package script

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"

	"frontier/core/domains/cube"
	"frontier/core/domains/sliding"
	"frontier/core/search"
)

// puzzle is the script's current puzzle: a sliding board or the cube.
type puzzle interface {
	show() string
	move(name string) error
	randomize(n int, seed uint64)
	// solve runs engine e; heuristic "" means the puzzle's default. A
	// solved run leaves the puzzle at its goal.
	solve(ctx context.Context, e search.Engine, heuristic string, opts search.Options) (Transcript, error)
}

// parsePuzzle reads setState's argument: a sliding puzzle in any accepted
// form (its width inferred, orthogonal moves, blank-first goal) or a cube.
func parsePuzzle(text string) (puzzle, error) {
	t, err := sliding.Parse(text)
	if err == nil {
		b, err := sliding.NewBoard(t.Width(), false, nil)
		if err != nil {
			return nil, err
		}
		s, err := b.Load(t)
		if err != nil {
			return nil, err
		}
		return &slidingPuzzle{b: b, s: s}, nil
	}
	if looksLikeCube(text) {
		s, cerr := cube.Parse(text)
		if cerr != nil {
			return nil, cerr
		}
		return &cubePuzzle{s: s}, nil
	}
	return nil, err
}

// looksLikeCube reports whether text is 24 letters, give or take spaces,
// so that a mistyped cube gets the cube parser's error.
func looksLikeCube(text string) bool {
	n := 0
	for _, r := range text {
		switch {
		case unicode.IsSpace(r):
		case unicode.IsLetter(r):
			n++
		default:
			return false
		}
	}
	return n == 24
}

type slidingPuzzle struct {
	b *sliding.Board
	s sliding.State
}

func newSliding() *slidingPuzzle {
	b := sliding.MustBoard(3, false, nil)
	return &slidingPuzzle{b: b, s: b.Goal()}
}

func (p *slidingPuzzle) show() string { return p.b.Tiles(p.s).Compact() }

func (p *slidingPuzzle) move(name string) error {
	names := sliding.MoveNames(p.b.Diagonal())
	dir := strings.ToLower(name)
	next, ok := p.b.Apply(p.s, dir)
	switch {
	case ok:
		p.s = next
		return nil
	case !slices.Contains(names, dir):
		return fmt.Errorf("unknown move %q (want %s)", name, strings.Join(names, ", "))
	}
	return fmt.Errorf("move %s is not possible from %s: the blank would leave the board", dir, p.show())
}

// randomize makes n random blank moves, never straight back.
func (p *slidingPuzzle) randomize(n int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 0))
	names := sliding.MoveNames(p.b.Diagonal())
	prev := p.s
	for range n {
		var opts []sliding.State
		for _, m := range names {
			if next, ok := p.b.Apply(p.s, m); ok && next != prev {
				opts = append(opts, next)
			}
		}
		prev, p.s = p.s, opts[rng.IntN(len(opts))]
	}
}

func (p *slidingPuzzle) solve(ctx context.Context, e search.Engine, heuristic string, opts search.Options) (Transcript, error) {
	name := "none"
	if e.Informed() {
		if heuristic == "" {
			heuristic = "manhattan"
		}
		info, err := sliding.LookupHeuristic(heuristic)
		if err != nil {
			return Transcript{}, err
		}
		name = info.Name
	}
	prob, err := sliding.NewProblem(p.b, p.s, name)
	if err != nil {
		return Transcript{}, err
	}
	r := search.Run(ctx, e, prob, opts)
	if err := ctx.Err(); err != nil {
		return Transcript{}, err
	}
	t := transcript(e, name, opts, p.show(), r)
	for _, s := range r.Path[min(1, len(r.Path)):] {
		t.States = append(t.States, p.b.Tiles(s).Compact())
	}
	if r.Solved {
		p.s = p.b.Goal()
	}
	return t, nil
}

type cubePuzzle struct{ s cube.State }

func (p *cubePuzzle) show() string { return p.s.String() }

func (p *cubePuzzle) move(name string) error {
	ms, err := cube.ParseMoves(name)
	if err != nil {
		return err
	}
	p.s = cube.Apply(p.s, ms...)
	return nil
}

func (p *cubePuzzle) randomize(n int, seed uint64) {
	p.s = cube.Apply(p.s, cube.RandomScramble(n, seed)...)
}

func (p *cubePuzzle) solve(ctx context.Context, e search.Engine, heuristic string, opts search.Options) (Transcript, error) {
	name := "none"
	if e.Informed() {
		name = heuristic
		if name == "" {
			name = "exact"
		}
	}
	prob, err := cube.NewProblem(p.s, name)
	if err != nil {
		return Transcript{}, err
	}
	r := search.Run(ctx, e, prob, opts)
	if err := ctx.Err(); err != nil {
		return Transcript{}, err
	}
	t := transcript(e, name, opts, p.show(), r)
	for _, s := range r.Path[min(1, len(r.Path)):] {
		t.States = append(t.States, s.String())
	}
	if r.Solved {
		p.s = cube.Solved()
	}
	return t, nil
}

func transcript[S comparable](e search.Engine, heuristic string, opts search.Options, start string, r search.Result[S]) Transcript {
	return Transcript{Engine: e, BeamWidth: opts.BeamWidth, MaxNodes: opts.MaxNodes, Heuristic: heuristic,
		Start: start, Moves: r.Moves, Solved: r.Solved, Stop: r.StopReason, Generated: r.Generated, BestH: r.BestH}
}

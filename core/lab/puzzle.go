package lab

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"frontier/core/domains/cube"
	"frontier/core/domains/sliding"
	"frontier/core/search"
)

// Puzzle names the domain of an experiment: a sliding puzzle of some width,
// with or without diagonal moves, or the 2×2×2 cube.
type Puzzle struct {
	Name     string // "sliding" or "cube"
	Width    int    // sliding only: 2–5
	Diagonal bool   // sliding only
}

// Cube is the 2×2×2 cube.
var Cube = Puzzle{Name: "cube"}

// Sliding returns the sliding puzzle of the given width.
func Sliding(width int, diagonal bool) Puzzle {
	return Puzzle{Name: "sliding", Width: width, Diagonal: diagonal}
}

// String names the puzzle for titles: "8-puzzle", "8-puzzle (diagonal)",
// "2×2×2 cube".
func (p Puzzle) String() string {
	if p.Name == "cube" {
		return "2×2×2 cube"
	}
	s := fmt.Sprintf("%d-puzzle", p.Width*p.Width-1)
	if p.Diagonal {
		s += " (diagonal)"
	}
	return s
}

// Check explains what is wrong with p, or returns nil.
func (p Puzzle) Check() error {
	switch p.Name {
	case "cube":
		if p.Width != 0 || p.Diagonal {
			return fmt.Errorf("width and diagonal moves are for sliding puzzles, not the cube")
		}
		return nil
	case "sliding":
		if p.Width < sliding.MinWidth || p.Width > sliding.MaxWidth {
			return fmt.Errorf("width %d is out of range (%d–%d)", p.Width, sliding.MinWidth, sliding.MaxWidth)
		}
		return nil
	}
	return fmt.Errorf("unknown puzzle %q (want sliding or cube)", p.Name)
}

// space is what the lab needs of a domain over states of type S.
type space[S comparable] interface {
	atDepth(ctx context.Context, d int, rng *rand.Rand) (S, error)
	walk(n int, rng *rand.Rand) S
	uniform(rng *rand.Rand) S
	parse(text string) (S, error)
	format(s S) string
	problem(s S, heuristic string) (search.Problem[S], error)
	// heuristic returns the id of the named heuristic (h2 → manhattan).
	heuristic(name string) (string, error)
}

type slidingSpace struct{ b *sliding.Board }

func newSlidingSpace(p Puzzle) (slidingSpace, error) {
	b, err := sliding.NewBoard(p.Width, p.Diagonal, nil)
	return slidingSpace{b}, err
}

func (sp slidingSpace) atDepth(ctx context.Context, d int, rng *rand.Rand) (sliding.State, error) {
	return sp.b.AtDepth(ctx, d, rng)
}
func (sp slidingSpace) walk(n int, rng *rand.Rand) sliding.State {
	s, _ := sp.b.RandomWalk(n, rng)
	return s
}
func (sp slidingSpace) uniform(rng *rand.Rand) sliding.State     { return sp.b.Uniform(rng) }
func (sp slidingSpace) parse(text string) (sliding.State, error) { return sp.b.ParseState(text) }
func (sp slidingSpace) format(s sliding.State) string            { return sp.b.Format(s) }
func (sp slidingSpace) heuristic(name string) (string, error) {
	if err := sp.b.CheckHeuristic(name); err != nil {
		return "", err
	}
	info, err := sliding.LookupHeuristic(name)
	return info.Name, err
}
func (sp slidingSpace) problem(s sliding.State, h string) (search.Problem[sliding.State], error) {
	return sliding.NewProblem(sp.b, s, h)
}

// cubeSpace draws cube states at an exact depth from the layers of the
// exact distance table, grouped on first use (3,674,160 ranks, about 15 MB).
type cubeSpace struct {
	mu     *sync.Mutex
	layers *[][]int32
}

func newCubeSpace() cubeSpace { return cubeSpace{mu: new(sync.Mutex), layers: new([][]int32)} }

func (sp cubeSpace) atDepth(ctx context.Context, d int, rng *rand.Rand) (cube.State, error) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if *sp.layers == nil {
		t, err := cube.ExactTable(ctx, nil)
		if err != nil {
			return cube.State{}, err
		}
		ls := make([][]int32, t.Max()+1)
		for r := 0; r < cube.NumStates; r++ {
			d := t.Distance(cube.FromRank(r))
			ls[d] = append(ls[d], int32(r))
		}
		*sp.layers = ls
	}
	ls := *sp.layers
	if d < 0 || d >= len(ls) {
		return cube.State{}, fmt.Errorf("no cube position is %d moves from solved (the most is %d)", d, len(ls)-1)
	}
	return cube.FromRank(int(ls[d][rng.IntN(len(ls[d]))])), nil
}
func (cubeSpace) walk(n int, rng *rand.Rand) cube.State {
	return cube.Apply(cube.Solved(), cube.RandomScramble(n, rng.Uint64())...)
}
func (cubeSpace) uniform(rng *rand.Rand) cube.State     { return cube.FromRank(rng.IntN(cube.NumStates)) }
func (cubeSpace) parse(text string) (cube.State, error) { return cube.Parse(text) }
func (cubeSpace) format(s cube.State) string            { return s.String() }
func (sp cubeSpace) heuristic(name string) (string, error) {
	p, err := sp.problem(cube.Solved(), name)
	if err != nil {
		return "", err
	}
	return p.(*cube.Problem).Heuristic().Name, nil
}
func (cubeSpace) problem(s cube.State, h string) (search.Problem[cube.State], error) {
	if h == "" {
		h = "none"
	}
	return cube.NewProblem(s, h)
}

// CheckSolvers explains why one of the solvers cannot run on p, for
// example an unknown heuristic, or returns nil. It also writes into the
// slice each heuristic's id, so that the seeds' h2 reads manhattan.
func (p Puzzle) CheckSolvers(solvers []Solver) error {
	if err := p.Check(); err != nil {
		return err
	}
	var l list
	if p.Name == "cube" {
		l = &states[cube.State]{sp: newCubeSpace()}
	} else {
		sp, err := newSlidingSpace(p)
		if err != nil {
			return err
		}
		l = &states[sliding.State]{sp: sp}
	}
	for i, sv := range solvers {
		if err := l.check(&solvers[i]); err != nil {
			return fmt.Errorf("%s: %v", sv, err)
		}
	}
	return nil
}

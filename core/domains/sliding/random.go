package sliding

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"frontier/core/search"
)

// MaxWalk is the longest random walk the command line, scripts and the lab
// accept: a million moves scramble any board many times over.
const MaxWalk = 1_000_000

// RandomWalk returns the goal after n random slides of the blank, and the
// slides made. A slide never undoes the one before it, so that n moves
// scramble rather than shuffle in place. Callers keep n within MaxWalk.
func (b *Board) RandomWalk(n int, rng *rand.Rand) (State, []string) {
	return b.WalkFrom(b.goal, n, rng)
}

// WalkFrom is RandomWalk starting at s instead of the goal.
func (b *Board) WalkFrom(s State, n int, rng *rand.Rand) (State, []string) {
	prev := -1
	moves := make([]string, 0, min(n, 1024))
	for i := 0; i < n; i++ {
		p := s.blank(b.n)
		var opts [8]neighbour
		k := 0
		for _, nb := range b.nbr[p] {
			if nb.to != prev {
				opts[k] = nb
				k++
			}
		}
		nb := opts[rng.IntN(k)]
		s = slide(s, p, nb.to)
		moves = append(moves, nb.move)
		prev = p
	}
	return s, moves
}

// Uniform returns a state drawn uniformly from those that can reach the goal.
func (b *Board) Uniform(rng *rand.Rand) State {
	t := BlankFirst(b.width)
	rng.Shuffle(len(t), func(i, j int) { t[i], t[j] = t[j], t[i] })
	s := fromTiles(t)
	if b.solvable(s) != nil {
		// Swapping two tiles flips the permutation parity alone; this maps
		// the unsolvable half one-to-one onto the solvable half.
		i, j := 0, 1
		if t[i] == 0 {
			i = 2
		} else if t[j] == 0 {
			j = 2
		}
		t[i], t[j] = t[j], t[i]
		s = fromTiles(t)
	}
	return s
}

// AtDepth returns a random state whose optimal solution is exactly d
// moves. Up to 3×3 it draws uniformly from the full distance table (built
// once per board); on larger boards it extends random walks and checks each
// candidate with IDA*, so large d can take a while: ctx cancels it.
func (b *Board) AtDepth(ctx context.Context, d int, rng *rand.Rand) (State, error) {
	if d < 0 {
		return State{}, fmt.Errorf("depth %d is negative", d)
	}
	if b.n <= 9 {
		layer := b.layer(d)
		if len(layer) == 0 {
			return State{}, fmt.Errorf("no state of this %d×%d board is %d moves from the goal (the most is %d)", b.width, b.width, d, b.maxDepth())
		}
		return layer[rng.IntN(len(layer))], nil
	}
	heur := "linear-conflict"
	if b.diagonal {
		heur = "chebyshev"
	}
	for tries := 0; tries < 10000; tries++ {
		s, _ := b.RandomWalk(d, rng)
		for extra := 0; extra <= 8; extra += 2 {
			if extra > 0 {
				s = b.walkFrom(s, 2, rng)
			}
			p, _ := NewProblem(b, s, heur)
			r := search.Run(ctx, search.EngineIDAStar, p, search.Options{})
			if r.StopReason == search.StopCancelled {
				return State{}, ctx.Err()
			}
			if r.Depth == d {
				return s, nil
			}
			if r.Depth > d {
				break
			}
		}
	}
	return State{}, fmt.Errorf("found no state %d moves from the goal after 10000 random walks", d)
}

func (b *Board) walkFrom(s State, n int, rng *rand.Rand) State {
	for i := 0; i < n; i++ {
		p := s.blank(b.n)
		nb := b.nbr[p][rng.IntN(len(b.nbr[p]))]
		s = slide(s, p, nb.to)
	}
	return s
}

// layers holds, per small board, its states grouped by distance from the
// goal. Built by BFS on first use, once however many callers ask at the
// same time; the 8-puzzle has 181,440 states.
var layers sync.Map // key string → *layersEntry

type layersEntry struct {
	once sync.Once
	l    [][]State
}

func (b *Board) layerKey() string {
	return fmt.Sprintf("%d/%v/%v", b.width, b.diagonal, b.goalTiles)
}

func (b *Board) layers() [][]State {
	v, _ := layers.LoadOrStore(b.layerKey(), &layersEntry{})
	e := v.(*layersEntry)
	e.once.Do(func() { e.l = b.buildLayers() })
	return e.l
}

func (b *Board) buildLayers() [][]State {
	all := [][]State{{b.goal}}
	seen := map[State]struct{}{b.goal: {}}
	for len(all[len(all)-1]) > 0 {
		var next []State
		for _, s := range all[len(all)-1] {
			p := s.blank(b.n)
			for _, nb := range b.nbr[p] {
				t := slide(s, p, nb.to)
				if _, ok := seen[t]; !ok {
					seen[t] = struct{}{}
					next = append(next, t)
				}
			}
		}
		all = append(all, next)
	}
	return all[:len(all)-1]
}

func (b *Board) layer(d int) []State {
	l := b.layers()
	if d >= len(l) {
		return nil
	}
	return l[d]
}

func (b *Board) maxDepth() int { return len(b.layers()) - 1 }

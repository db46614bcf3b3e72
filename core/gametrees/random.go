package gametrees

import (
	"fmt"
	"math/rand/v2"
)

// MaxLeaves is the most leaves a practice tree has: 27, three levels of
// three branches, about as many as a 1024-pixel-wide drawing shows with
// every leaf's value legible.
const MaxLeaves = 27

// RandomSpec describes a random tree.
type RandomSpec struct {
	Seed      uint64
	Depth     int // levels below the root, 1 or more
	MinKids   int // branches of an inner node, at least 2
	MaxKids   int // at least MinKids; equal for a fixed branching
	Lo, Hi    int // leaf values are drawn from Lo … Hi
	MinAtRoot bool
}

// Random makes a tree of spec.Depth levels with MAX at the root (MIN when
// spec.MinAtRoot), every inner node with MinKids … MaxKids branches and
// leaf values drawn uniformly from Lo … Hi; the same spec always makes the
// same tree. Where the range of branches would pass MaxLeaves, nodes late
// in a level get fewer branches, so every tree fits; it returns a
// one-line error for a spec that cannot.
func Random(spec RandomSpec) (*Tree, error) {
	switch {
	case spec.Depth < 1:
		return nil, fmt.Errorf("depth %d: a tree needs at least one level below the root", spec.Depth)
	case spec.MinKids < 2 || spec.MaxKids < spec.MinKids:
		return nil, fmt.Errorf("branches %d to %d: want at least 2, and the least no more than the most", spec.MinKids, spec.MaxKids)
	case spec.Hi < spec.Lo:
		return nil, fmt.Errorf("values %s to %s: the lowest is above the highest", Signed(spec.Lo), Signed(spec.Hi))
	}
	least := 1
	for range spec.Depth {
		least *= spec.MinKids
		if least > MaxLeaves {
			return nil, fmt.Errorf("depth %d with %d branches a node makes more than %d leaves, too many to draw; choose fewer levels or branches",
				spec.Depth, spec.MinKids, MaxLeaves)
		}
	}
	rng := rand.New(rand.NewPCG(spec.Seed, spec.Seed^0x9e3779b97f4a7c15))
	root := &shape{max: !spec.MinAtRoot}
	level := []*shape{root}
	for d := 1; d <= spec.Depth; d++ {
		// below is how many leaves each node of the next level makes at
		// the least, so that the level's count of nodes can be kept to
		// what the leaves allow.
		below := 1
		for range spec.Depth - d {
			below *= spec.MinKids
		}
		var next []*shape
		for i, p := range level {
			rest := len(level) - i - 1
			most := MaxLeaves/below - len(next) - rest*spec.MinKids
			n := spec.MinKids + rng.IntN(spec.MaxKids-spec.MinKids+1)
			n = max(spec.MinKids, min(n, most))
			for k := range n {
				kid := &shape{move: string(rune('a' + k)), max: !p.max}
				p.kids = append(p.kids, kid)
				next = append(next, kid)
			}
		}
		level = next
	}
	for _, leaf := range level {
		leaf.value = spec.Lo + rng.IntN(spec.Hi-spec.Lo+1)
	}
	return build(root), nil
}

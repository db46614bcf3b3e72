package sliding

import "fmt"

// solvable reports whether the goal can be reached from s. A slide swaps
// the blank with one tile, so it flips the parity of the permutation that
// takes s to the goal and, with orthogonal moves, also the parity of the
// blank's taxicab distance to its goal square: the two parities must
// match. Diagonal slides flip the first without the second, so with them
// every arrangement is solvable.
func (b *Board) solvable(s State) error {
	if b.diagonal {
		return nil
	}
	// perm maps each square to the goal square of the tile on it.
	perm := make([]int, b.n)
	for i := range perm {
		perm[i] = b.goalPos[s.At(i)]
	}
	swaps := 0
	seen := make([]bool, b.n)
	for i := range perm {
		length := 0
		for j := i; !seen[j]; j = perm[j] {
			seen[j] = true
			length++
		}
		if length > 0 {
			swaps += length - 1
		}
	}
	p, q := s.blank(b.n), b.goalPos[0]
	dist := abs(p/b.width-q/b.width) + abs(p%b.width-q%b.width)
	if swaps%2 != dist%2 {
		return fmt.Errorf("unsolvable: the tiles are %s permutation of the goal (%d %s) but the blank is %d %s from its goal square; every slide flips both parities, so they must match — swap two tiles to fix it",
			parityWord(swaps), swaps, plural(swaps, "swap"), dist, plural(dist, "move"))
	}
	return nil
}

func parityWord(n int) string {
	if n%2 == 0 {
		return "an even"
	}
	return "an odd"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

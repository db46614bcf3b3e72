package sliding

// Estimates students write by mistake, for the checker of their programs
// to recognise: the tile heuristics with the blank counted as a tile.
// Neither is admissible: the last move of a solution puts a tile and the
// blank in place at once, and pays for one.

// ManhattanWithBlank is Manhattan distance with the blank's distance to
// its goal square added.
func (b *Board) ManhattanWithBlank(s State) int {
	home := make([]int, b.n)
	for i, v := range b.Tiles(b.goal) {
		home[v] = i
	}
	sum := 0
	for i, v := range b.Tiles(s) {
		r, c := i/b.width, i%b.width
		gr, gc := home[v]/b.width, home[v]%b.width
		sum += abs(r-gr) + abs(c-gc)
	}
	return sum
}

// MisplacedWithBlank counts the squares, the blank's included, that do not
// hold their goal tile.
func (b *Board) MisplacedWithBlank(s State) int {
	goal := b.Tiles(b.goal)
	n := 0
	for i, v := range b.Tiles(s) {
		if v != goal[i] {
			n++
		}
	}
	return n
}

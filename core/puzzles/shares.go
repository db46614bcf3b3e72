package puzzles

import (
	"fmt"

	"frontier/core/domains/sliding"
)

// TileShare is one tile's share of a heuristic's value on a position of
// the sliding puzzle: its Manhattan distance, 1 for a misplaced tile.
type TileShare struct{ Tile, Value int }

// TileShares takes heuristic h apart on position s of d, a sliding
// puzzle, for a worked answer: every tile's share but the blank's, by
// tile number, and the value h. A heuristic that is no sum over the tiles
// (pattern databases, linear conflict's penalties) gives shares that do
// not add up to the value; another puzzle is an error.
func TileShares(d Domain, s State, h HeuristicID) ([]TileShare, int, error) {
	b, err := boardOf(d.Spec())
	if err != nil {
		return nil, 0, err
	}
	p, ok := PositionOf[sliding.State](s)
	if !ok {
		return nil, 0, fmt.Errorf("no position of the %s given", d.Name())
	}
	bd, err := b.Inspect(p, string(h))
	if err != nil {
		return nil, 0, err
	}
	shares := make([]TileShare, len(bd.Tiles))
	for i, t := range bd.Tiles {
		shares[i] = TileShare{t.Tile, t.Value}
	}
	return shares, bd.H, nil
}

// boardOf is the board of the sliding puzzle spec names, made again from
// its options as New makes it.
func boardOf(spec Spec) (*sliding.Board, error) {
	e, err := Lookup(string(spec.ID))
	if err != nil {
		return nil, err
	}
	if spec.ID != Sliding {
		return nil, fmt.Errorf("the %s has no tiles", e.Title)
	}
	v, err := e.values(spec.Settings)
	if err != nil {
		return nil, err
	}
	b, _, err := slidingBoard(slidingOptionsOf(v))
	return b, err
}

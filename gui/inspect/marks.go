package inspect

import (
	"image/color"
	"strconv"

	"frontier/core/domains/sliding"
)

// marks are what the overlay draws on a sliding-puzzle board: badges in
// the tiles' corners, brackets joining tiles in linear conflict, and
// outlines in the colours of the pattern databases' groups.
type marks struct {
	badges   []badge
	brackets []bracket
	outlines []outline
}

// corner is where a badge sits on its tile.
type corner int

const (
	topRight   corner = iota // the tile's share of h, or its group's letter
	bottomLeft               // linear conflict's +2
)

type badge struct {
	square    int
	at        corner
	text      string
	fill, ink color.Color // the disc and the text on it
}

// bracket joins the tiles on squares a and b, in the same row (row) or
// column; lane separates brackets in the same line.
type bracket struct {
	a, b int
	row  bool
	lane int
}

type outline struct {
	square int
	stroke color.Color
}

var (
	shareFill   = color.NRGBA{R: 0xff, G: 0xc1, B: 0x07, A: 0xff} // amber
	penaltyFill = color.NRGBA{R: 0xe5, G: 0x39, B: 0x35, A: 0xff} // red
	conflictInk = color.NRGBA{R: 0xff, G: 0x52, B: 0x52, A: 0xff}
	darkInk     = color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0xff}
	// groupColors tell the pattern databases' groups apart (five at most,
	// on 5×5), each bright against the blue and green tiles.
	groupColors = []color.NRGBA{
		{R: 0xff, G: 0xd5, B: 0x00, A: 0xff}, // yellow
		{R: 0xe0, G: 0x40, B: 0xfb, A: 0xff}, // magenta
		{R: 0x26, G: 0xc6, B: 0xda, A: 0xff}, // cyan
		{R: 0xff, G: 0x70, B: 0x43, A: 0xff}, // orange
		{R: 0xf5, G: 0xf5, B: 0xf5, A: 0xff}, // white
	}
)

// groupName is the letter a group goes by on the board and in the panel.
func groupName(g int) string { return string(rune('A' + g)) }

// marksOf lays a breakdown out on the board: each tile's share of h in
// its corner (shares of 0 are left out, as are Euclidean's, which the
// panel sums), a +2 on each tile linear conflict makes leave its line with
// a bracket between each pair of tiles in reverse order, and each pattern
// database group's tiles outlined in its colour and lettered.
func marksOf(bd sliding.Breakdown) marks {
	var m marks
	square := map[int]int{} // tile → square
	for _, p := range bd.Tiles {
		square[p.Tile] = p.Square
		text := strconv.Itoa(p.Value)
		if bd.Heuristic == "euclidean" {
			text = strconv.FormatFloat(p.Real, 'f', 1, 64)
		}
		if p.Value != 0 || p.Real != 0 {
			m.badges = append(m.badges, badge{p.Square, topRight, text, shareFill, darkInk})
		}
	}
	// A tile on its goal square can leave both its row and its column:
	// its two penalties share one badge.
	var penalized []int
	penalty := map[int]int{} // tile → its penalties
	for _, c := range bd.Conflicts {
		for lane, pair := range c.Pairs {
			m.brackets = append(m.brackets, bracket{square[pair[0]], square[pair[1]], c.Row, lane})
		}
		for _, t := range c.Out {
			if penalty[t] == 0 {
				penalized = append(penalized, t)
			}
			penalty[t] += c.Penalty / len(c.Out)
		}
	}
	for _, t := range penalized {
		m.badges = append(m.badges, badge{square[t], bottomLeft, "+" + strconv.Itoa(penalty[t]), penaltyFill, color.White})
	}
	for g, part := range bd.Groups {
		col := groupColors[g%len(groupColors)]
		for _, t := range part.Tiles {
			m.outlines = append(m.outlines, outline{square[t], col})
			m.badges = append(m.badges, badge{square[t], topRight, groupName(g), col, darkInk})
		}
	}
	return m
}

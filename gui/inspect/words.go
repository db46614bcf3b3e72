package inspect

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/domains/cube"
	"frontier/core/domains/sliding"
)

// slidingWords says where a sliding-puzzle h comes from, in the terms of
// the marks on the board: "h = 14 (Manhattan 12 + linear conflict 2)".
func slidingWords(bd sliding.Breakdown) string {
	tiles := 0 // the tiles' shares, as the badges show them
	misplaced := 0
	for _, p := range bd.Tiles {
		tiles += p.Value
		if p.Square != p.Goal {
			misplaced++
		}
	}
	var why string
	switch bd.Heuristic {
	case "none":
		why = "no estimate"
	case "misplaced":
		why = fmt.Sprintf("misplaced tiles: %d tiles off their goal square", tiles)
	case "manhattan":
		why = "Manhattan: the sum of the tiles' row and column distances"
	case "chebyshev":
		why = "Chebyshev: the sum of each tile's larger of row and column distance"
	case "euclidean":
		why = fmt.Sprintf("Euclidean: the straight-line distances add up to %.2f, rounded down", bd.Sum)
	case "manhattan+misplaced":
		why = fmt.Sprintf("Manhattan %d + misplaced %d", tiles-misplaced, misplaced)
	case "linear-conflict":
		penalty, out := 0, 0
		for _, c := range bd.Conflicts {
			penalty, out = penalty+c.Penalty, out+len(c.Out)
		}
		why = fmt.Sprintf("Manhattan %d + linear conflict %d", tiles, penalty)
		if out > 0 {
			why += fmt.Sprintf(": %s %s leave %s line and come back", plural(out, "tile"), verb(out), pronoun(out))
		}
	case "pdb":
		why = "pattern databases: " + groupWords(bd.Groups)
		if len(bd.Mirror) > 0 {
			why += "; mirror image " + groupWords(bd.Mirror)
			why += "; the larger counts"
		}
	default:
		why = bd.Heuristic
	}
	return fmt.Sprintf("h = %d (%s)", bd.H, why)
}

// groupWords lists groups with their values and their sum:
// "A 20 + B 15 + C 6 = 41".
func groupWords(groups []sliding.GroupPart) string {
	parts := make([]string, len(groups))
	sum := 0
	for g, part := range groups {
		parts[g] = groupName(g) + " " + strconv.Itoa(part.Value)
		sum += part.Value
	}
	return strings.Join(parts, " + ") + " = " + strconv.Itoa(sum)
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

func verb(n int) string {
	if n == 1 {
		return "must"
	}
	return "must each"
}

func pronoun(n int) string {
	if n == 1 {
		return "its"
	}
	return "their"
}

// cubeWords says where a cube h comes from.
func cubeWords(bd cube.Breakdown) string {
	var why string
	switch bd.Heuristic {
	case "none":
		why = "no estimate"
	case "opposing-colors":
		why = fmt.Sprintf("opposing colours: of the 12 sticker pairs on opposite faces, %d show opposite colours "+
			"one way round and %d the other; h = 12 − %d", bd.Straight, bd.Reversed, max(bd.Straight, bd.Reversed))
	case "pdb":
		why = fmt.Sprintf("pattern databases: the larger of the corners' places alone, %d, and their twists alone, %d",
			bd.Permutation, bd.Orientation)
	case "exact":
		why = "the exact table: h is the true distance"
	default:
		why = bd.Heuristic
	}
	return fmt.Sprintf("h = %d (%s)", bd.H, why)
}

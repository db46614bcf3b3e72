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
	// Short: in presentation mode the board's column holds about thirty
	// letters a line, and the numbers on the tiles tell the rest.
	var why string
	switch bd.Heuristic {
	case "none":
		why = "no estimate"
	case "misplaced":
		why = "misplaced tiles"
	case "manhattan":
		why = "Manhattan distances added"
	case "chebyshev":
		why = "Chebyshev distances added"
	case "euclidean":
		why = fmt.Sprintf("Euclidean: %.2f rounded down", bd.Sum)
	case "manhattan+misplaced":
		why = fmt.Sprintf("Manhattan %d + misplaced %d", tiles-misplaced, misplaced)
	case "linear-conflict":
		penalty := 0
		for _, c := range bd.Conflicts {
			penalty += c.Penalty
		}
		why = fmt.Sprintf("Manhattan %d + linear conflict %d", tiles, penalty)
	case "pdb":
		why = "groups " + groupWords(bd.Groups)
		if len(bd.Mirror) > 0 {
			why += fmt.Sprintf("; mirror image %d; the larger counts", groupSum(bd.Mirror))
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
	for g, part := range groups {
		parts[g] = groupName(g) + " " + strconv.Itoa(part.Value)
	}
	return strings.Join(parts, " + ") + " = " + strconv.Itoa(groupSum(groups))
}

func groupSum(groups []sliding.GroupPart) int {
	sum := 0
	for _, g := range groups {
		sum += g.Value
	}
	return sum
}

// cubeWords says where a cube h comes from, as briefly: the cube's
// column is short in presentation mode, and the heuristic's ⓘ tells the
// rest.
func cubeWords(bd cube.Breakdown) string {
	var why string
	switch bd.Heuristic {
	case "none":
		why = "no estimate"
	case "opposing-colors":
		why = fmt.Sprintf("12 − %d pairs of opposite stickers in opposite colours", max(bd.Straight, bd.Reversed))
	case "pdb":
		why = fmt.Sprintf("the larger of the corners' places %d and their twists %d", bd.Permutation, bd.Orientation)
	case "exact":
		why = "the exact table: the true distance"
	default:
		why = bd.Heuristic
	}
	return fmt.Sprintf("h = %d (%s)", bd.H, why)
}

package cube

import (
	"context"
	"fmt"
)

// HeuristicInfo describes one heuristic a Problem can use.
type HeuristicInfo struct {
	Name        string // id used by NewProblem and the command line
	Admissible  bool   // never overestimates, so A* and IDA* are optimal
	Description string // one line for a student
}

// Heuristics lists the heuristics by name, weakest first.
var Heuristics = []HeuristicInfo{
	{"none", true, "h = 0: uninformed search"},
	{"opposing-colors", false, "12 minus the most sticker pairs on opposite faces showing opposite colours; overestimates"},
	{"pdb", true, "max of two corner pattern databases: permutation only (5040 entries) and orientation only (729 entries)"},
	{"exact", true, "the true distance, from a table of all 3,674,160 positions built by breadth-first search"},
}

// heuristic is the estimate behind a name.
type heuristic func(State) int

// newHeuristic returns the heuristic called name. Only "exact" needs the
// distance table; it is built here if ExactReady is false.
func newHeuristic(name string) (heuristic, HeuristicInfo, error) {
	var info HeuristicInfo
	for _, hi := range Heuristics {
		if hi.Name == name {
			info = hi
		}
	}
	switch name {
	case "none":
		return func(State) int { return 0 }, info, nil
	case "opposing-colors":
		return OpposingColors, info, nil
	case "pdb":
		db := pdbs()
		return db.estimate, info, nil
	case "exact":
		t, err := ExactTable(context.Background(), nil)
		if err != nil {
			return nil, info, err
		}
		return t.Distance, info, nil
	}
	return nil, info, fmt.Errorf("unknown heuristic %q (want none, opposing-colors, pdb or exact)", name)
}

// opposingFaces pairs each of the bottom, left and front faces with the
// face opposite it, and opposingColors each of white, blue and red with its
// opposite colour (white–yellow, blue–green, red–orange).
var (
	opposingFaces  = [3][2]int{{faceD, faceU}, {faceL, faceR}, {faceF, faceB}}
	opposingColors = [3][2]Color{{White, Yellow}, {Blue, Green}, {Red, Orange}}
)

// OpposingColors is the opposing-colours heuristic, computed on the
// sticker text of s in the canonical orientation. For each of the three
// pairs of opposite faces and each sticker index k, it looks at sticker k
// of the first face (bottom, left, front) and sticker k of the second
// (top, right, back): straight counts the pairs that show two opposite
// colours with white, blue or red on the first face, reversed those with
// yellow, green or orange there. The estimate is 12 − max(straight,
// reversed): 0 on the solved cube, at most 12.
//
// It is not admissible: a single F turn from solved scores 8, since F
// turns moves stickers of four faces and spoils the pairs of two face
// pairs at once. Against the exact table it overestimates on about four
// states in five.
func OpposingColors(s State) int {
	st := s.Stickers()
	straight, reversed := 0, 0
	for _, fp := range opposingFaces {
		a, b := st[fp[0]], st[fp[1]]
		for k := range 4 {
			for _, cp := range opposingColors {
				if a[k] == cp[0] && b[k] == cp[1] {
					straight++
				}
				if a[k] == cp[1] && b[k] == cp[0] {
					reversed++
				}
			}
		}
	}
	return 12 - max(straight, reversed)
}

package sliding

import (
	"fmt"
	"math"
	"strings"
)

// HeuristicInfo describes one heuristic: its id, the name the window shows,
// and whether it is admissible with orthogonal and with diagonal moves.
type HeuristicInfo struct {
	Name, Title          string
	Orthogonal, Diagonal bool // admissible for that move set
	About                string
}

// Heuristics lists every heuristic; none of them counts the blank.
var Heuristics = []HeuristicInfo{
	{"none", "None (h = 0)", true, true, "no estimate: A* becomes uniform-cost search"},
	{"misplaced", "Misplaced tiles", true, true, "h1: tiles not on their goal square; a slide fixes at most one"},
	{"manhattan", "Manhattan", true, false, "h2: sum of row plus column distances; a diagonal slide covers two"},
	{"euclidean", "Euclidean", true, false, "sum of straight-line distances, rounded down; a diagonal slide covers 1.41"},
	{"manhattan+misplaced", "Manhattan + Misplaced", false, false, "h1 + h2: counts a misplaced tile twice"},
	{"linear-conflict", "Linear conflict", true, false, "Manhattan plus two moves for each tile that must leave its row or column to let another pass"},
	{"chebyshev", "Chebyshev", true, true, "sum of the larger of row and column distance: admissible with diagonal moves too"},
	{"pdb", "Pattern databases", true, true, "additive pattern databases (6-6-3 on 4×4, 5-5-5-5-4 on 5×5), each looked up for the position and its mirror image; built once for the board's own moves and kept in the cache folder"},
}

// LookupHeuristic finds a heuristic by id; the short names h1 and h2 name
// misplaced and manhattan.
func LookupHeuristic(name string) (HeuristicInfo, error) {
	switch strings.ToLower(name) {
	case "h1":
		name = "misplaced"
	case "h2":
		name = "manhattan"
	case "", "h0", "zero":
		name = "none"
	}
	for _, h := range Heuristics {
		if h.Name == strings.ToLower(name) {
			return h, nil
		}
	}
	return HeuristicInfo{}, fmt.Errorf("unknown heuristic %q (want %s)", name, heuristicList())
}

func heuristicList() string {
	names := make([]string, len(Heuristics))
	for i, h := range Heuristics {
		names[i] = h.Name
	}
	return strings.Join(names, ", ")
}

// CheckHeuristic reports whether the named heuristic exists and works on
// b, without building anything.
func (b *Board) CheckHeuristic(name string) error {
	_, err := LookupHeuristic(name)
	return err
}

// AdmissibleOn reports whether h never overestimates on this board.
func (h HeuristicInfo) AdmissibleOn(b *Board) bool {
	if b.diagonal {
		return h.Diagonal
	}
	return h.Orthogonal
}

// estimator computes one heuristic on one board. Heuristics that are a sum
// over tiles keep a table cost[tile*n+square]; linear conflict adds its
// row and column penalties; Euclidean rounds its float sum down at the end.
type estimator struct {
	info     HeuristicInfo
	b        *Board
	cost     []int32
	real     []float64
	conflict bool
	pdb      *patternDBs
}

func newEstimator(b *Board, info HeuristicInfo) (*estimator, error) {
	e := &estimator{info: info, b: b}
	if info.Name == "pdb" {
		db, err := b.patternDB()
		e.pdb = db
		return e, err
	}
	n, w := b.n, b.width
	if info.Name == "euclidean" {
		e.real = make([]float64, n*n)
	} else {
		e.cost = make([]int32, n*n)
	}
	for t := 1; t < n; t++ {
		g := b.goalPos[t]
		for p := 0; p < n; p++ {
			dr, dc := abs(p/w-g/w), abs(p%w-g%w)
			var c int
			mis := 0
			if p != g {
				mis = 1
			}
			switch info.Name {
			case "misplaced":
				c = mis
			case "manhattan", "linear-conflict":
				c = dr + dc
			case "manhattan+misplaced":
				c = dr + dc + mis
			case "chebyshev":
				c = max(dr, dc)
			case "euclidean":
				e.real[t*n+p] = math.Hypot(float64(dr), float64(dc))
			}
			if e.cost != nil {
				e.cost[t*n+p] = int32(c)
			}
		}
	}
	e.conflict = info.Name == "linear-conflict"
	return e, nil
}

func (e *estimator) estimate(s State) int {
	n := e.b.n
	if e.pdb != nil {
		return e.pdb.estimate(s, n)
	}
	if e.real != nil {
		sum := 0.0
		for p := 0; p < n; p++ {
			sum += e.real[s.At(p)*n+p]
		}
		return int(math.Floor(sum + 1e-9))
	}
	h := int32(0)
	for p := 0; p < n; p++ {
		h += e.cost[s.At(p)*n+p]
	}
	if e.conflict {
		return int(h) + e.linearConflicts(s)
	}
	return int(h)
}

// additive reports whether the estimate is a plain sum over tiles, so that
// a slide changes it by the moved tile's difference alone.
func (e *estimator) additive() bool { return e.cost != nil && !e.conflict }

// linearConflicts is 2 × (the fewest tiles to take out of each row and
// column so that the tiles left there that belong in that line are in goal
// order), summed over lines; each such tile must step out and back.
func (e *estimator) linearConflicts(s State) int {
	w := e.b.width
	var goals [MaxWidth]int
	total := 0
	for line := 0; line < w; line++ {
		for _, byRow := range [2]bool{true, false} {
			k := 0
			for i := 0; i < w; i++ {
				p := line*w + i
				if !byRow {
					p = i*w + line
				}
				t := s.At(p)
				if t == 0 {
					continue
				}
				g := e.b.goalPos[t]
				if byRow && g/w == line {
					goals[k] = g % w
					k++
				} else if !byRow && g%w == line {
					goals[k] = g / w
					k++
				}
			}
			total += 2 * (k - longestIncreasing(goals[:k]))
		}
	}
	return total
}

func longestIncreasing(a []int) int {
	var best [MaxWidth]int
	longest := 0
	for i := range a {
		best[i] = 1
		for j := 0; j < i; j++ {
			if a[j] < a[i] && best[j]+1 > best[i] {
				best[i] = best[j] + 1
			}
		}
		longest = max(longest, best[i])
	}
	return longest
}

// HardBoardWarning is what a window shows beside an optimal search on a
// 5×5 board: with pdb, positions up to about 60 moves from the goal take
// seconds, but a random position lies about a hundred moves away.
const HardBoardWarning = "Random 5×5 positions can take hours or days to solve optimally, as they do for the best solvers; positions up to about 60 moves from the goal take seconds with pdb."

// SolveWarning returns HardBoardWarning on a 5×5 board and "" on smaller
// ones, whose every position solves in seconds at most.
func (b *Board) SolveWarning() string {
	if b.width >= 5 {
		return HardBoardWarning
	}
	return ""
}

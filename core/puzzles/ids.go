package puzzles

// ID names a puzzle by its command-line id.
type ID string

// The puzzles of this package.
const (
	Sliding ID = "sliding"
	Cube    ID = "cube"
	Route   ID = "route"
)

// HeuristicID names a heuristic by its command-line id. A puzzle offers
// the ones it lists in Kind.Heuristics.
type HeuristicID string

// The heuristics of the puzzles of this package.
const (
	HeuristicNone               HeuristicID = "none"
	HeuristicMisplaced          HeuristicID = "misplaced"
	HeuristicManhattan          HeuristicID = "manhattan"
	HeuristicEuclidean          HeuristicID = "euclidean"
	HeuristicManhattanMisplaced HeuristicID = "manhattan+misplaced"
	HeuristicLinearConflict     HeuristicID = "linear-conflict"
	HeuristicChebyshev          HeuristicID = "chebyshev"
	HeuristicPDB                HeuristicID = "pdb"
	HeuristicOpposingColors     HeuristicID = "opposing-colors"
	HeuristicExact              HeuristicID = "exact"
	HeuristicStraightLine       HeuristicID = "sld"
	HeuristicStraightLine2      HeuristicID = "sld2" // the route puzzle's sldk with weight 2
	HeuristicStraightLineK      HeuristicID = "sldk"
	HeuristicTable              HeuristicID = "table"
)

// aliases are short names for heuristics: h1 is misplaced tiles, h2
// Manhattan distance, h0 no heuristic.
var aliases = map[string]HeuristicID{
	"h0": HeuristicNone, "zero": HeuristicNone,
	"h1": HeuristicMisplaced, "h2": HeuristicManhattan,
}

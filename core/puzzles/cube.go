package puzzles

import (
	"context"
	"math/rand/v2"
	"sync"
	"unicode"

	"frontier/core/domains/cube"
	"frontier/core/search"
)

func init() {
	Register(Entry{
		ID: Cube, Title: "2×2×2 cube", Rank: 1,
		New: func(Values) (Domain, error) { return Erase(Spec{ID: Cube}, CubeKind()), nil },
		Recognize: func(text string) (Settings, bool, error) {
			if !looksLikeCube(text) {
				return Settings{}, false, nil
			}
			_, err := cube.ParseCube(text)
			return Settings{}, true, err
		},
	})
}

// looksLikeCube reports whether text is 24 letters, give or take spaces,
// so that a mistyped cube gets the cube parser's error.
func looksLikeCube(text string) bool {
	n := 0
	for _, r := range text {
		switch {
		case unicode.IsSpace(r):
		case unicode.IsLetter(r):
			n++
		default:
			return false
		}
	}
	return n == 24
}

// cubeTitles are the menu names of the cube's heuristics.
var cubeTitles = map[string]string{
	"none": "None (h = 0)", "opposing-colors": "Opposing colours", "pdb": "Pattern databases", "exact": "Exact distance",
}

// CubeKind is the 2×2×2 cube: positions are cubes as held (cube.Cube),
// search states positions up to whole-cube rotation (cube.State). A
// scramble turns the faces of the cube as held; a solution is shown in
// the frame of the cube it started from (cube.Frame), so that its moves
// and states are those of the cube in the user's hands.
func CubeKind() *Kind[cube.Cube, cube.State] { return cubeKind() }

var cubeKind = sync.OnceValue(func() *Kind[cube.Cube, cube.State] {
	k := &Kind[cube.Cube, cube.State]{
		Name:   "2×2×2 cube",
		Goal:   cube.SolvedCube(),
		Parse:  cube.ParseCube,
		Format: cube.Cube.String,
		Apply: func(c cube.Cube, moves string) (cube.Cube, error) {
			ms, err := cube.ParseMoves(moves)
			if err != nil {
				return c, err
			}
			return c.Turn(ms...), nil
		},
		Walk:    cubeWalk,
		Uniform: func(rng *rand.Rand) cube.Cube { return cube.FromRank(rng.IntN(cube.NumStates)).Cube() },
		AtDepth: func(ctx context.Context, d int, rng *rand.Rand) (cube.Cube, error) {
			s, err := cube.AtDepth(ctx, d, rng)
			return s.Cube(), err
		},
		Search: heldState,
		View: func(start cube.Cube) View[cube.Cube, cube.State] {
			fr := cube.NewFrame(start, heldState(start))
			return View[cube.Cube, cube.State]{Show: fr.Show, Move: fr.Move}
		},
		// The exact table takes a fraction of a second to build, or a few
		// milliseconds to read from the disk cache; the pattern databases
		// are small enough for Problem to build them on first use.
		Prepare: func(ctx context.Context, h HeuristicID, progress func(done, total int)) error {
			if h != HeuristicExact {
				return nil
			}
			_, err := cube.ExactTable(ctx, progress)
			return err
		},
		Ready: func(h HeuristicID) bool { return h != HeuristicExact || cube.ExactReady() },
		Distance: func(ctx context.Context, c cube.Cube) (int, error) {
			return cube.TrueDistance(ctx, heldState(c))
		},
		DistanceReady:    cube.ExactReady,
		DefaultHeuristic: HeuristicExact,
		Problem: func(start cube.State, h HeuristicID) (search.Problem[cube.State], error) {
			p, err := cube.NewProblem(start, string(h))
			if err != nil {
				return nil, err
			}
			return p, nil
		},
		Lab: LabDefaults{
			Engines: []Contestant{{search.EngineAStar, HeuristicPDB}, {search.EngineBeam, HeuristicPDB}},
			Budget:  []Contestant{{search.EngineAStar, HeuristicPDB}, {search.EngineBeam, HeuristicPDB}},
			Depths:  "1-11",
			First:   "1-9",
			Deepest: 11, // God's number of the 2×2×2 cube in the half-turn metric
		},
	}
	for _, m := range cube.Moves() {
		k.MoveNames = append(k.MoveNames, m.String())
	}
	// A program writes the cube as Frontier does; two cubes one turn of
	// the whole cube apart are one state to it as to the engines.
	k.Protocol = &Protocol[cube.Cube]{}
	for _, h := range cube.Heuristics {
		info := Heuristic{ID: HeuristicID(h.Name), Title: cubeTitles[h.Name], About: h.Description, Admissible: h.Admissible}
		if info.ID == HeuristicExact {
			info.Tables = "exact table"
		}
		k.Heuristics = append(k.Heuristics, info)
	}
	return k
})

// heldState is the position of a cube as held. Every Cube the catalogue
// hands out was parsed, turned or drawn from a position, so it has one.
func heldState(c cube.Cube) cube.State {
	s, err := c.State()
	if err != nil {
		panic("puzzles: a cube with no position: " + err.Error())
	}
	return s
}

// cubeWalk makes n random face turns from c, never the same face twice in
// a row. The turns are drawn as a scramble of the position and shown in
// c's frame, so from the solved cube the walk gives the same positions as
// the cube package's RandomScramble seeded with rng's next number.
func cubeWalk(c cube.Cube, n int, rng *rand.Rand) cube.Cube {
	start := heldState(c)
	s := cube.Apply(start, cube.RandomScramble(n, rng.Uint64())...)
	if c == start.Cube() {
		return s.Cube()
	}
	return cube.NewFrame(c, start).Show(s)
}

package puzzles

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"frontier/core/domains/sliding"
	"frontier/core/search"
	"frontier/core/textio"
)

// MaxWalk is the longest random walk the catalogue makes: a million moves
// scramble any board many times over.
const MaxWalk = sliding.MaxWalk

func init() {
	Register(Puzzle{
		ID: Sliding, Title: "sliding puzzle", Rank: 0,
		Takes: []Option{OptionWidth, OptionDiagonal, OptionGoal},
		// A 5×5 board answers experiments too slowly to offer in a menu.
		Variants: []Variant{{"Sliding 2×2 (3-puzzle)", Options{Width: 2}},
			{"Sliding 3×3 (8-puzzle)", Options{Width: 3}}, {"Sliding 4×4 (15-puzzle)", Options{Width: 4}}},
		New: func(o Options) (Domain, error) {
			b, spec, err := slidingBoard(o)
			if err != nil {
				return nil, err
			}
			return Erase(spec, SlidingOf(b)), nil
		},
		Infer: func(text string, o Options) (Options, error) {
			t, err := sliding.Parse(text)
			switch {
			case err != nil:
				return o, nil // Parse says what is wrong
			case o.Width != 0 && o.Width != t.Width():
				return o, optionErr(OptionWidth, " %d does not match the %d×%d state", o.Width, t.Width(), t.Width())
			}
			o.Width = t.Width()
			return o, nil
		},
		Recognize: func(text string) (Options, bool, error) {
			t, err := sliding.Parse(text)
			if err != nil {
				return Options{}, false, err
			}
			return Options{Width: t.Width()}, true, nil
		},
	})
}

// slidingBoard makes the board o describes, and the Spec that names it
// with its options written out: width 3 for 0, a goal in canonical form.
func slidingBoard(o Options) (*sliding.Board, Spec, error) {
	if o.Width == 0 {
		o.Width = 3
	}
	if o.Width < sliding.MinWidth || o.Width > sliding.MaxWidth {
		return nil, Spec{}, fmt.Errorf("width %d is out of range (%d–%d)", o.Width, sliding.MinWidth, sliding.MaxWidth)
	}
	var goal sliding.Tiles
	switch o.Goal {
	case "", "blank-first":
		o.Goal = ""
	case "blank-last":
		goal = sliding.BlankLast(o.Width)
	default:
		t, err := sliding.Parse(o.Goal)
		if err != nil {
			return nil, Spec{}, optionErr(OptionGoal, ": %v", err)
		}
		if t.Width() != o.Width {
			return nil, Spec{}, optionErr(OptionGoal, " is %d×%d but the board is %d×%d", t.Width(), t.Width(), o.Width, o.Width)
		}
		goal, o.Goal = t, t.String()
	}
	b, err := sliding.NewBoard(o.Width, o.Diagonal, goal)
	return b, Spec{ID: Sliding, Options: o}, err
}

// NewSliding is the typed sliding puzzle o describes, with its board, for
// a window that draws the board itself.
func NewSliding(o Options) (*Kind[sliding.State, sliding.State], *sliding.Board, error) {
	b, _, err := slidingBoard(o)
	if err != nil {
		return nil, nil, err
	}
	return SlidingOf(b), b, nil
}

// SlidingOf is the sliding puzzle played on b.
func SlidingOf(b *sliding.Board) *Kind[sliding.State, sliding.State] {
	w, diag := b.Width(), b.Diagonal()
	name := fmt.Sprintf("%d-puzzle", w*w-1)
	if diag {
		name += " (diagonal)"
	}
	def := HeuristicManhattan
	if diag {
		def = HeuristicChebyshev
	}
	k := &Kind[sliding.State, sliding.State]{
		Name:      name,
		Goal:      b.Goal(),
		Parse:     b.ParseState,
		Format:    b.Format,
		Compact:   func(s sliding.State) string { return b.Tiles(s).Compact() },
		MoveNames: sliding.MoveNames(diag),
		Apply:     func(s sliding.State, moves string) (sliding.State, error) { return slide(b, s, moves) },
		Walk: func(s sliding.State, n int, rng *rand.Rand) sliding.State {
			s, _ = b.WalkFrom(s, n, rng)
			return s
		},
		Uniform: b.Uniform,
		AtDepth: b.AtDepth,
		Problem: func(start sliding.State, h HeuristicID) (search.Problem[sliding.State], error) {
			p, err := sliding.NewProblem(b, start, string(h))
			if err != nil {
				return nil, err
			}
			return p, nil
		},
		Prepare: func(ctx context.Context, h HeuristicID, progress func(done, total int)) error {
			if h != HeuristicPDB {
				return nil
			}
			return b.PreparePatternDBs(ctx, progress)
		},
		Ready:            func(h HeuristicID) bool { return h != HeuristicPDB || b.PatternDBReady() },
		DefaultHeuristic: def,
		Lab:              slidingLab(b, def),
	}
	for _, h := range sliding.Heuristics {
		info := Heuristic{ID: HeuristicID(h.Name), Title: h.Title, About: h.About, Admissible: h.AdmissibleOn(b)}
		if info.ID == HeuristicPDB {
			info.Tables = "pattern databases"
		}
		k.Heuristics = append(k.Heuristics, info)
	}
	return k
}

// slide makes the blank moves of a text ("up left, left") from s.
func slide(b *sliding.Board, s sliding.State, text string) (sliding.State, error) {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	names := sliding.MoveNames(b.Diagonal())
	for i, m := range words {
		next, ok := b.Apply(s, m)
		switch {
		case ok:
			s = next
			continue
		case !slices.Contains(names, m):
			return s, fmt.Errorf("unknown move %s (want %s)", textio.Quote(m), strings.Join(names, ", "))
		case len(words) == 1:
			return s, fmt.Errorf("move %s is not possible from %s: the blank would leave the board", m, b.Tiles(s).Compact())
		}
		return s, fmt.Errorf("move %d %s is not possible from %s: the blank would leave the board", i+1, textio.Quote(m), b.Tiles(s).Compact())
	}
	return s, nil
}

// slidingLab is the experiments' defaults on b: A* with misplaced tiles
// against the default heuristic (and beam within budgets), the depths a
// few seconds of experiment reach, and the deepest known states.
func slidingLab(b *sliding.Board, def HeuristicID) LabDefaults {
	w, diag := b.Width(), b.Diagonal()
	engines := []Contestant{{search.EngineAStar, HeuristicMisplaced}, {search.EngineAStar, def}}
	l := LabDefaults{
		Engines: engines,
		Budget:  append(engines[:2:2], Contestant{search.EngineBeam, def}),
		Depths:  map[int]string{2: "1-6", 3: "2-20/2", 4: "2-14/2", 5: "2-10/2"}[w],
		First:   map[int]string{2: "1-6", 3: "2-16/2", 4: "2-12/2", 5: "2-8/2"}[w],
		Offered: []Contestant{
			{search.EngineAStar, HeuristicMisplaced}, {search.EngineAStar, HeuristicManhattan},
			{search.EngineAStar, HeuristicLinearConflict}, {search.EngineAStar, HeuristicEuclidean},
			{search.EngineAStar, HeuristicChebyshev}, {search.EngineAStar, HeuristicManhattanMisplaced},
			{search.EngineIDAStar, HeuristicManhattan}, {search.EngineGreedy, HeuristicManhattan},
			{search.EngineBeam, HeuristicManhattan}, {search.EngineBeam, HeuristicMisplaced},
			{search.EngineBFS, ""},
		},
	}
	if diag {
		l.Depths = map[int]string{2: "1-4", 3: "2-12/2", 4: "2-10/2", 5: "2-8/2"}[w]
	}
	// The largest optimal distances with orthogonal moves to the default
	// goal: 6 on 2×2, 31 on 3×3, 80 on 4×4 (Brüngger et al., 1999).
	if !diag && b.Format(b.Goal()) == sliding.BlankFirst(w).String() {
		l.Deepest = map[int]int{2: 6, 3: 31, 4: 80}[w]
	}
	return l
}

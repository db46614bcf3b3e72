package puzzles

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"frontier/core/domains/sliding"
	"frontier/core/search"
	"frontier/core/textio"
)

// MaxWalk is the longest random walk the catalogue makes: a million moves
// scramble any board many times over.
const MaxWalk = sliding.MaxWalk

// The sliding puzzle's options.
const (
	optWidth    = "width"
	optDiagonal = "diagonal"
	optGoal     = "goal"
)

func init() {
	Register(Entry{
		ID: Sliding, Title: "sliding puzzle", Rank: 0,
		Options: []Option{
			{Name: optWidth, Type: IntOption, Min: sliding.MinWidth, Max: sliding.MaxWidth, Default: "3", Arg: "W", Size: true,
				Help: fmt.Sprintf("board width %d–%d (default 3, or the width of a STATE given)", sliding.MinWidth, sliding.MaxWidth)},
			{Name: optDiagonal, Type: BoolOption, Label: "Diagonal too", Help: "the blank may also move diagonally"},
			{Name: optGoal, Type: TextOption, Arg: "STATE", Default: "blank-first",
				Help: "blank-first (default), blank-last or any state"},
		},
		// A 5×5 board answers experiments too slowly to offer in a menu.
		Variants: []Variant{{"Sliding 2×2 (3-puzzle)", SlidingOptions{Width: 2}.Settings()},
			{"Sliding 3×3 (8-puzzle)", SlidingOptions{Width: 3}.Settings()},
			{"Sliding 4×4 (15-puzzle)", SlidingOptions{Width: 4}.Settings()}},
		New: func(v Values) (Domain, error) {
			b, spec, err := slidingBoard(slidingOptionsOf(v))
			if err != nil {
				return nil, err
			}
			return Erase(spec, SlidingOf(b)), nil
		},
		Infer: func(text string, v Values) (Settings, error) {
			t, err := sliding.Parse(text)
			switch {
			case err != nil:
				return v.Settings(), nil // Parse says what is wrong
			case v.Given(optWidth) && v.Int(optWidth) != t.Width():
				return v.Settings(), optionErr(optWidth, " %d does not match the %d×%d state", v.Int(optWidth), t.Width(), t.Width())
			}
			return v.Settings().With(optWidth, strconv.Itoa(t.Width())), nil
		},
		Recognize: func(text string) (Settings, bool, error) {
			t, err := sliding.Parse(text)
			if err != nil {
				return Settings{}, false, err
			}
			return SlidingOptions{Width: t.Width()}.Settings(), true, nil
		},
	})
}

// SlidingOptions configure the sliding puzzle, for a window that makes
// its board itself (NewSliding); the catalogue reads the same options
// from Settings.
type SlidingOptions struct {
	// Width is the board's side, 2 to 5; 0 means 3.
	Width int
	// Diagonal lets the blank also move diagonally.
	Diagonal bool
	// Goal is "" or "blank-first" (the default), "blank-last", or a
	// state.
	Goal string
}

// Settings are o as the catalogue's options: those o sets.
func (o SlidingOptions) Settings() Settings {
	var s Settings
	if o.Width != 0 {
		s = s.With(optWidth, strconv.Itoa(o.Width))
	}
	if o.Diagonal {
		s = s.With(optDiagonal, "true")
	}
	if o.Goal != "" {
		s = s.With(optGoal, o.Goal)
	}
	return s
}

// slidingOptionsOf is the options v gives the sliding puzzle.
func slidingOptionsOf(v Values) SlidingOptions {
	return SlidingOptions{Width: v.Int(optWidth), Diagonal: v.Bool(optDiagonal), Goal: v.Text(optGoal)}
}

// slidingBoard makes the board o describes, and the Spec that names it
// with its options written out: width 3 for 0, a goal in canonical form,
// blank-first left out.
func slidingBoard(o SlidingOptions) (*sliding.Board, Spec, error) {
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
			return nil, Spec{}, optionErr(optGoal, ": %v", err)
		}
		if t.Width() != o.Width {
			return nil, Spec{}, optionErr(optGoal, " is %d×%d but the board is %d×%d", t.Width(), t.Width(), o.Width, o.Width)
		}
		goal, o.Goal = t, t.String()
	}
	b, err := sliding.NewBoard(o.Width, o.Diagonal, goal)
	return b, Spec{ID: Sliding, Settings: o.Settings()}, err
}

// NewSliding is the typed sliding puzzle o describes, with its board, for
// a window that draws the board itself.
func NewSliding(o SlidingOptions) (*Kind[sliding.State, sliding.State], *sliding.Board, error) {
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
	if w*w <= sliding.ExactLimit {
		k.Distance, k.DistanceReady = b.TrueDistance, b.TrueDistanceReady
	}
	k.Protocol = slidingProtocol(b)
	k.LocalBoard = func(s sliding.State) []int { return b.Tiles(s) }
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
	words := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	names := sliding.MoveNames(b.Diagonal())
	for i, word := range words {
		m := strings.ToLower(word)
		next, ok := b.Apply(s, m)
		switch {
		case ok:
			s = next
			continue
		case !slices.Contains(names, m):
			return s, fmt.Errorf("unknown move %s (want %s)", textio.Quote(word), strings.Join(names, ", "))
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

// slidingProtocol is the board as a checked program reads it: its width,
// diagonal moves when allowed, tiles separated by spaces.
func slidingProtocol(b *sliding.Board) *Protocol[sliding.State] {
	header := []string{fmt.Sprintf("size %d", b.Width())}
	if b.Diagonal() {
		header = append(header, "diagonal yes")
	}
	return &Protocol[sliding.State]{
		Header:     header,
		Words:      func(s sliding.State) string { return strings.ReplaceAll(b.Format(s), ",", " ") },
		FixedMoves: true,
		Misestimates: []Misestimate[sliding.State]{
			{Name: "Manhattan distance counting the blank", Estimate: b.ManhattanWithBlank},
			{Name: "misplaced tiles counting the blank", Estimate: b.MisplacedWithBlank},
		},
	}
}

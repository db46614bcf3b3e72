package puzzles

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"frontier/core/search"
	"frontier/core/textio"
)

// Kind describes one puzzle, configured: P is a position as the user sees
// and types it, S the state an engine searches. A nil function means the
// puzzle lacks that ability; the Domain then answers with a clear error.
type Kind[P, S comparable] struct {
	// Name is the puzzle's title: "8-puzzle", "8-puzzle (diagonal)",
	// "2×2×2 cube".
	Name string
	// Goal is the position the puzzle shows as its goal: the one it has,
	// or, for a puzzle whose goal is a property many positions have (the
	// queens placed, "the blank in a corner"), one of them. What the
	// engines reach is what IsGoal says.
	Goal P
	// IsGoal, if not nil, is the goal test, for a puzzle of many goals;
	// nil means the one goal, Goal. A puzzle of many goals has no goal
	// state to search back from: its problems leave out search.Backward,
	// and a bidirectional search there says why it did not start.
	IsGoal func(P) bool
	// Start, if not nil, is where a search begins when the user names no
	// position: the route puzzle's --from place.
	Start func() P
	// Parse reads a position; its error is one line a student can act on.
	Parse func(text string) (P, error)
	// Format is the canonical text of a position, which Parse reads back.
	Format func(P) string
	// Compact is the transcript form (`312 645 7b8`); nil means Format.
	Compact func(P) string
	// MoveNames lists the move labels, in the order engines try them.
	MoveNames []string
	// Apply makes the moves of a text ("up left", "R U F'") from p.
	Apply func(p P, moves string) (P, error)
	// Walk makes n random moves from p, drawn from rng.
	Walk func(from P, n int, rng *rand.Rand) P
	// Uniform draws a position uniformly from those that reach the goal.
	Uniform func(rng *rand.Rand) P
	// AtDepth draws a position whose optimal solution is exactly d moves;
	// it may build tables first, which ctx cancels.
	AtDepth func(ctx context.Context, d int, rng *rand.Rand) (P, error)
	// Search is the search state of a position; nil means the identity,
	// for a Kind whose P is S.
	Search func(P) S
	// View shows the states of a search started from start as positions,
	// and its move labels as the user reads them; nil means the identity.
	View func(start P) View[P, S]
	// Heuristics lists the heuristics, none first; DefaultHeuristic is
	// the one an informed engine uses when none is named.
	Heuristics       []Heuristic
	DefaultHeuristic HeuristicID
	// Problem is the search problem of reaching the goal from start,
	// guided by heuristic h (an id of Heuristics). It may build tables
	// first, so a window calls it off the UI goroutine.
	Problem func(start S, h HeuristicID) (search.Problem[S], error)
	// Prepare, if not nil, makes ready the tables heuristic h needs (the
	// pattern databases, built or read from the disk cache), calling
	// progress, if not nil, with the work done and its total while it
	// builds; Problem then starts at once. A cancelled ctx stops it with
	// ctx.Err(); a build the memory budget ctx carries has no room for
	// (see search.WithMemoryBudget) fails with a *search.MemoryError.
	Prepare func(ctx context.Context, h HeuristicID, progress func(done, total int)) error
	// Ready, if not nil, reports whether the tables of heuristic h are
	// ready, so that Prepare returns at once; nil means they always are.
	Ready func(h HeuristicID) bool
	// Lab holds the defaults of experiments on this puzzle.
	Lab LabDefaults
	// Aliases are other names of this configuration's heuristics, beside
	// the short names every puzzle shares: the route puzzle's sld2 names
	// sldk when its weight is 2.
	Aliases map[string]HeuristicID
	// Unavailable are names of heuristics this configuration cannot use,
	// each with the error that says why: the route puzzle's sld2, the
	// straight-line distance × 2, when its weight is another.
	Unavailable map[string]error
	// Unit is what a cost counts ("km"), "" when a cost is a number of
	// moves; CostWords, if not nil, says a cost and its number of moves
	// in the puzzle's words: "418 km over 4 roads".
	Unit      string
	CostWords func(cost, moves int) string
	// Optimal, if not nil, is the cost of an optimal solution from p, or
	// -1 when p cannot reach the goal: what an experiment checks the
	// engines' claims of optimality against.
	Optimal func(p P) int
	// Distance, if not nil, is the least cost from p to the goal read
	// from a table of every position (the 8-puzzle's, the cube's exact
	// table), built the first time; ctx cancels the build. Advise prefers
	// it, then Optimal, to a search. DistanceReady, if not nil, reports
	// whether the table is built, so that Distance answers at once.
	Distance      func(ctx context.Context, p P) (int, error)
	DistanceReady func() bool
	// Instance, if not nil, marks a configuration that stands for many
	// puzzles, as the route puzzle on random maps with no map seed does:
	// it draws from rng the options of one of them, which names its
	// start. An experiment then draws each state on a puzzle of its own.
	Instance func(rng *rand.Rand) (Settings, error)
	// Protocol, if not nil, is how a program checked by Frontier reads
	// the puzzle (see core/check); a puzzle without one is not offered to
	// programs.
	Protocol *Protocol[P]
	// LocalBoard, if not nil, offers the puzzle to the local search
	// engines, h its default heuristic (see LocalOf): it is a position's
	// numbers as a run's outcome lists them.
	LocalBoard func(P) []int

	// known is the true distances learnt beside the tables (TrueDistance).
	known *known[S]
}

// View translates a search's states and moves for the user.
type View[P, S comparable] struct {
	Show func(S) P
	Move func(label string) string
}

// Heuristic describes one heuristic of a puzzle as configured.
type Heuristic struct {
	ID    HeuristicID
	Title string // the name a menu shows: "Manhattan"
	About string // one line a student can read
	// Admissible reports whether it never overestimates with this
	// puzzle's moves, which makes A* and IDA* optimal.
	Admissible bool
	// Analysis, when not "", says in one line what the heuristic is worth
	// on this configuration, worked out rather than known in advance: the
	// route puzzle's "admissible; not consistent: on the road from …".
	Analysis string
	// Tables names, for a window to say what it waits for, the tables
	// Prepare makes ready for it: "pattern databases"; "" for none.
	Tables string
}

// Contestant is an engine with the heuristic it uses ("" for an
// uninformed engine).
type Contestant struct {
	Engine    search.Engine
	Heuristic HeuristicID
}

// LabDefaults are what an experiment on a puzzle runs when not told.
type LabDefaults struct {
	// Engines run in an experiment by depth or a comparison, Budget in
	// one within node budgets.
	Engines, Budget []Contestant
	// Depths are the depths of an experiment by depth, in the form
	// "2-20/2" (see lab.ParseDepths); First those of a first experiment
	// in a window, small enough to answer in seconds.
	Depths, First string
	// Deepest is the largest optimal distance from the goal; 0 when it is
	// not known.
	Deepest int
	// Offered lists the contestants a window's checklist offers; a Kind
	// leaves it empty, and its Domain's Lab fills it (see Kind.Offered).
	Offered []Contestant
	// Without names the engines the puzzle does not offer for
	// experiments, each with why.
	Without map[search.Engine]string
}

// Offered lists the contestants a window's checklist offers for
// experiments on the puzzle, from the engine table: every engine, an
// informed one with the default heuristic (and the heuristics the lab's
// defaults give it), one whose promise of a least-cost path rests on its
// heuristic (A*, IDA*) with every heuristic of the puzzle; in the table's
// order, each engine's heuristics in the puzzle's order; but the engines
// Lab.Without names.
func (k *Kind[P, S]) Offered() []Contestant {
	wanted := map[Contestant]bool{}
	for _, c := range append(slices.Clone(k.Lab.Engines), k.Lab.Budget...) {
		wanted[c] = true
	}
	var out []Contestant
	for _, e := range search.Engines {
		if _, without := k.Lab.Without[e]; without {
			continue
		}
		if !e.Informed() {
			out = append(out, Contestant{Engine: e})
			continue
		}
		d, _ := search.Describe(e)
		for _, h := range k.Heuristics {
			c := Contestant{Engine: e, Heuristic: h.ID}
			if h.ID != HeuristicNone && (d.Optimal == search.OptimalAdmissible || h.ID == k.DefaultHeuristic || wanted[c]) {
				out = append(out, c)
			}
		}
	}
	return out
}

// Cost is a cost of the puzzle with its unit, the one way every window
// and text writes one: "418 km", "1 move", "12 moves".
func (k *Kind[P, S]) Cost(n int) string {
	switch {
	case k.Unit != "":
		return fmt.Sprintf("%d %s", n, k.Unit)
	case n == 1:
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// CostOver is a cost and the number of moves it took, in the puzzle's
// words: "418 km over 4 roads"; for a puzzle whose costs are moves, the
// moves alone, "12 moves".
func (k *Kind[P, S]) CostOver(cost, moves int) string {
	if k.CostWords != nil {
		return k.CostWords(cost, moves)
	}
	return k.Cost(cost)
}

// HeuristicNamed finds a heuristic by id, case-insensitively; "" names the
// default and the short names h0, h1 and h2 name none, misplaced and
// manhattan. An unknown heuristic, or one this configuration cannot use,
// is a one-line error naming the choices.
func (k *Kind[P, S]) HeuristicNamed(name string) (Heuristic, error) {
	id := HeuristicID(strings.ToLower(strings.TrimSpace(name)))
	if a, ok := aliases[string(id)]; ok {
		id = a
	}
	if a, ok := k.Aliases[string(id)]; ok {
		id = a
	}
	if err, ok := k.Unavailable[string(id)]; ok {
		return Heuristic{}, err
	}
	if id == "" {
		id = k.DefaultHeuristic
	}
	for _, h := range k.Heuristics {
		if h.ID != id {
			continue
		}
		return h, nil
	}
	ids := make([]string, len(k.Heuristics))
	for i, h := range k.Heuristics {
		ids[i] = string(h.ID)
	}
	return Heuristic{}, fmt.Errorf("unknown heuristic %s (want %s)", textio.Quote(name), strings.Join(ids, ", "))
}

// Unprepared names the tables heuristic h needs that are not ready yet
// (see Heuristic.Tables), or is "" when there are none.
func (k *Kind[P, S]) Unprepared(h HeuristicID) string {
	info, err := k.HeuristicNamed(string(h))
	if err != nil || info.Tables == "" || k.Ready != nil && k.Ready(info.ID) {
		return ""
	}
	return info.Tables
}

// MakeReady is Prepare, for a Kind that has one.
func (k *Kind[P, S]) MakeReady(ctx context.Context, h HeuristicID, progress func(done, total int)) error {
	if k.Prepare == nil {
		return nil
	}
	return k.Prepare(ctx, h, progress)
}

// Solved reports whether p is the goal as the search sees it: a cube
// held any way up is solved when every face shows one colour.
func (k *Kind[P, S]) Solved(p P) bool {
	if k.IsGoal != nil {
		return k.IsGoal(p)
	}
	return k.searchState(p) == k.searchState(k.Goal)
}

// searchState is Search, or the identity.
func (k *Kind[P, S]) searchState(p P) S {
	if k.Search != nil {
		return k.Search(p)
	}
	s, ok := any(p).(S)
	if !ok {
		panic("puzzles: " + k.Name + " has positions that are not search states but no Search")
	}
	return s
}

// view is View(start), or the identity.
func (k *Kind[P, S]) view(start P) View[P, S] {
	if k.View != nil {
		return k.View(start)
	}
	return View[P, S]{
		Show: func(s S) P {
			p, ok := any(s).(P)
			if !ok {
				panic("puzzles: " + k.Name + " has search states that are not positions but no View")
			}
			return p
		},
		Move: func(label string) string { return label },
	}
}

// Lift translates a result of a search from start into positions and move
// labels as the user reads them (see View).
func (k *Kind[P, S]) Lift(start P, r search.Result[S]) search.Result[P] {
	v := k.view(start)
	return search.MapResult(r, v.Show, v.Move)
}

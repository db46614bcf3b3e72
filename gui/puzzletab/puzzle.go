// Package puzzletab is a puzzle's tab in the window, for any puzzle of
// the catalogue (a puzzles.Kind): the state box and its errors, random
// starts, the engine and heuristic menus, the limits, Solve and Cancel
// with live counters and the results, playback of the path, Watch, the
// heuristic inspector's switch, and the preferences. A puzzle brings only
// what is its own (Puzzle), in a few parts: what it draws (Board), how it
// is played by hand (Hand), whether and how it coaches (Coaching), its
// own inputs (Inputs) and what it adds to a search (Solving);
// gui/slidingtab, gui/cubetab and gui/maptab are three such.
//
// Every search runs through the catalogue, as on the command line: the
// tables its heuristic needs are made ready by Kind.MakeReady (their
// build's progress under the results), then Kind.Solve lifts the result
// into positions as the user holds them, and Watch records with
// Kind.Record.
package puzzletab

import (
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/watch"
)

// Puzzle is what a puzzle brings to its tab: who it is, and its parts.
// Title, Key, Kind and the Board's Picture and Draw are required; Hand
// and Coach may be nil, and every other field may be left out.
type Puzzle[P, S comparable] struct {
	// Title is the tab's name. Key prefixes its preference keys: "sliding"
	// keeps the state under "sliding.state".
	Title, Key string
	// ID is the puzzle's id in the catalogue, which a checked program
	// reads (File → Check a solver…); "" for a puzzle not offered to
	// programs.
	ID puzzles.ID
	// Kind is the puzzle as the tab opens; a puzzle with settings of its
	// own changes it with Tab.SetKind.
	Kind *puzzles.Kind[P, S]

	Board  Board[P, S]     // what it draws
	Hand   *Hand[P, S]     // how it is played by hand; nil for not at all
	Coach  *Coaching[P, S] // whether and how it coaches; nil for no coach
	Inputs Inputs[P, S]    // its own settings, state box and defaults
	Solve  Solving[P, S]   // what it adds to a search
}

// Board is what a puzzle draws: its positions on the tab's board and in
// the watch view, their playback, and a heuristic inspector over them.
type Board[P, S comparable] struct {
	// Picture makes a drawing of positions: the tab's board, or a small
	// copy in the watch view. Draw draws p, a position of k, on a drawing
	// Picture made; it takes the Kind because the drawing may depend on
	// the puzzle's settings (the sliding board's width and goal).
	Picture func() fyne.CanvasObject
	Draw    func(picture fyne.CanvasObject, k *puzzles.Kind[P, S], p P)
	// Animate, if not nil, draws on the board one step of playback, from
	// one position to the next by the move called move, as a movement
	// lasting d (a tile slides, a face turns).
	Animate func(picture fyne.CanvasObject, k *puzzles.Kind[P, S], from, to P, move string, d time.Duration)
	// Aspect is a drawing's width over its height in the watch view; 0
	// means 1.
	Aspect float32
	// Share is the share of the tab's width the board's column takes; 0
	// means 0.28. A map needs more than a puzzle's board.
	Share float32
	// Fold, if not "", is the words of a switch over the board that
	// folds the inputs' column away, so that the board takes most of the
	// tab, the results' column beside it: a map read across a classroom
	// ("Big map"). The switch starts on and is kept in the preferences;
	// off, the board's column has its Share again.
	Fold string
	// DrawStep, if not nil, draws the watch view's step on show on its
	// large drawing of the node, in place of Draw (see watch.Puzzle), and
	// NoChildren leaves out the drawings of the step's children.
	DrawStep   func(picture fyne.CanvasObject, k *puzzles.Kind[P, S], s watch.Step[P])
	NoChildren bool
	// Inspector, if not nil, makes a heuristic inspector for a picture:
	// the board's, or the watch view's drawing of the node on show.
	Inspector func(picture fyne.CanvasObject) Inspector[P, S]
}

// Hand is how a user plays the puzzle by hand: taps on the board, keys,
// and the words over the board that count the moves.
type Hand[P, S comparable] struct {
	// Wire, if not nil, wires the board's picture (a tap on a tile) and returns the
	// controls to put under the board and the buttons for the row above
	// it. A move calls Tab.Play.
	Wire func(t *Tab[P, S], board fyne.CanvasObject) (under fyne.CanvasObject, buttons []fyne.CanvasObject)
	// Keys are keys that make a move by hand, each the label of its move
	// (Kind.Apply reads it): the arrow keys slide the sliding puzzle.
	Keys map[fyne.KeyName]string
	// Words is the line above the board after moves by hand, solved when
	// they reached the goal; nil means "Moves by hand: 3".
	Words func(moves int, solved bool) string
	// Ems is the least width of the words over the board, in ems, so
	// that the buttons beside them never cut them short.
	Ems float32
}

// Coaching is whether and how the coach under the board (the optimal
// cost left, Hint, Solve from here) speaks for the puzzle.
type Coaching[P, S comparable] struct {
	// Speaks reports whether the coach speaks for k, nil meaning always:
	// the sliding puzzle's speaks up to 4×4, whose pattern databases find
	// a hint in time.
	Speaks func(k *puzzles.Kind[P, S]) bool
	// HintWords, if not nil, says a hint, the advice a from position p,
	// in the puzzle's words ("Hint: slide 7 left"); nil means "Hint: "
	// and the move. ShowHint, if not nil, marks on the board the move
	// from one position to the next by the move named; the next Draw
	// clears the mark.
	HintWords func(k *puzzles.Kind[P, S], p P, a puzzles.Advice[P]) string
	ShowHint  func(board fyne.CanvasObject, k *puzzles.Kind[P, S], from, to P, move string)
}

// Inputs are the puzzle's own inputs: its settings, how a position is
// typed and drawn at random, and the values the tab opens with.
type Inputs[P, S comparable] struct {
	// Settings are rows of the puzzle's own at the top of the inputs
	// column, such as the sliding board's size, moves and goal; their
	// error lines keep their room (kit.Lines).
	Settings fyne.CanvasObject
	// StateHint is the state box's placeholder: how a position is typed.
	// StateHeading, if not "", heads the box in place of "State", as
	// when the order of the text is worth keeping in view once the
	// placeholder is gone.
	StateHint, StateHeading string
	// Reshape, if not nil, offers a kind that reads a state text the
	// tab's kind does not, or nil: a sliding state of another width gets
	// a board of that width. Reshaped is told the kind the tab is about to
	// take from it, so that the puzzle's settings follow, and returns a
	// note to show under the state box.
	Reshape  func(text string) *puzzles.Kind[P, S]
	Reshaped func(t *Tab[P, S], k *puzzles.Kind[P, S]) string
	// Walk, if not nil, makes a random walk of n moves from the goal in
	// place of the Kind's: the cube writes its scramble in a box of its
	// own. MaxWalk bounds n; 0 means puzzles.MaxWalk.
	Walk    func(n int, rng *rand.Rand) P
	MaxWalk int
	// DefaultState is the position shown before any was saved ("" is the
	// goal), DefaultWalk the random walk's length, DefaultMaxNodes the
	// node limit.
	DefaultState    string
	DefaultWalk     int
	DefaultMaxNodes string
}

// Solving is what the puzzle adds to a search: the words that head its
// result, warnings before it, and a table made ready ahead of it.
type Solving[P, S comparable] struct {
	// Subject names the puzzle in the heading of a result, after the
	// engine and heuristic ("3×3 · diagonal"); nil means the Kind's name.
	Subject func(k *puzzles.Kind[P, S]) string
	// Warnings, if not nil, are lines shown above the results about a
	// search that will be slow or long, with engine e and heuristic h.
	Warnings func(k *puzzles.Kind[P, S], e search.Engine, h puzzles.HeuristicID) []string
	// Table, if not "", is a heuristic whose tables the tab makes ready
	// in the background once it is first drawn, with a line and a bar
	// saying how far the build has come: the cube's exact table, which a
	// first Solve with it would otherwise wait for.
	Table puzzles.HeuristicID
}

// hand is the puzzle's play by hand, empty when it has none.
func (pz Puzzle[P, S]) hand() Hand[P, S] {
	if pz.Hand == nil {
		return Hand[P, S]{}
	}
	return *pz.Hand
}

// Inspector takes a heuristic apart on the position on show, over a
// picture and in a few lines of text (see gui/inspect). Its methods are
// for the UI goroutine.
type Inspector[P, S comparable] interface {
	// Overlay is drawn over the picture (nil for none); Panel is the text.
	Overlay() fyne.CanvasObject
	Panel() fyne.CanvasObject
	// SetActive switches the inspector on and off; off, it hides and
	// computes nothing.
	SetActive(on bool)
	Active() bool
	// Show takes heuristic h apart on p, a position of k.
	Show(k *puzzles.Kind[P, S], h puzzles.HeuristicID, p P)
	// Done returns a channel closed once its background work, if any,
	// has shown its result.
	Done() <-chan struct{}
}

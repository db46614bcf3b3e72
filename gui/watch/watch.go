// Package watch is the watch view: a search recorded expansion by
// expansion (search.Recording) and stepped through with the shared
// stepper (kit.Stepper): the node being expanded and its children with
// their fates, the frontier in pop order, the passes of IDS and IDA*, and
// a picture of the search tree coloured by role. A puzzle tab supplies the
// drawing of its states (Puzzle) and the recording (Job); the view shows
// itself in a window of its own (Window).
package watch

import (
	"context"

	"fyne.io/fyne/v2"

	"frontier/core/practice"
	"frontier/core/search"
)

// The view's bounds: the recording stops after MaxSteps expansions and
// keeps FrontierRows entries of each step's frontier; the tree picture
// shows at most TreeNodes nodes.
const (
	MaxSteps     = 5000
	FrontierRows = 40
	TreeNodes    = 300
)

// Puzzle is what the view needs from a tab to show its states.
type Puzzle[S comparable] struct {
	// Picture makes a drawing of a state, drawn with the tab's own board
	// or net; Draw draws s on a drawing Picture made.
	Picture func() fyne.CanvasObject
	Draw    func(picture fyne.CanvasObject, s S)
	// Compact is a state in one short line, for the frontier table.
	Compact func(s S) string
	// Aspect is a drawing's width over its height; unless told, that of
	// the minimum size of a drawing Picture makes (1 if it has none).
	Aspect float32
	// DrawStep, if not nil, draws the step on show on the large drawing
	// of the node, in place of Draw: a puzzle whose states are places on
	// one picture (a map) shows the whole search there, the frontier and
	// the explored states beside the node being expanded.
	DrawStep func(picture fyne.CanvasObject, s Step[S])
	// NoChildren leaves the drawings of the step's children out, giving
	// their room to the node's drawing: a map shows the children where
	// they are, on the frontier, and a copy of the whole map for each
	// is too small to read. The tree and the frontier still list them.
	NoChildren bool
}

// Step is what DrawStep draws: the search at the position on show.
type Step[S comparable] struct {
	Start S
	// Node is the node being expanded (the start before the first step,
	// the goal once reached).
	Node search.Node[S]
	// Frontier is the frontier as the view lists it, in pop order (at
	// most FrontierRows entries); Explored the states expanded before
	// Node, in the order expanded, each once.
	Frontier []search.Node[S]
	Explored []S
	// Goal: the goal is reached and Node is it.
	Goal bool
	// Unordered: the frontier is listed by node number, not in pop order
	// (predict mode asks which node comes next; in You choose no rule
	// orders it), so no node of it is marked next.
	Unordered bool
}

func (p Puzzle[S]) aspect() float32 {
	if p.Aspect > 0 {
		return p.Aspect
	}
	if m := p.Picture().MinSize(); m.Width > 0 && m.Height > 0 {
		return m.Width / m.Height
	}
	return 1
}

// Job is one search to watch.
type Job[S comparable] struct {
	// Subject says what is searched, such as "A* · Manhattan · 3×3".
	Subject string
	Engine  search.Engine
	// Record runs the search in the background, recording at most
	// maxSteps expansions and frontier entries of each frontier; it
	// gives up when ctx is cancelled.
	Record func(ctx context.Context, maxSteps, frontier int) (*search.Recording[S], error)
	// Options are the user's choices Record searches with, whose pruning
	// and goal test predict mode explains the search by.
	Options search.Options
	// Preparing, if not "", is what the view says while Record builds
	// tables before it searches.
	Preparing string
	// Program, if not nil, is a program's own expansions to show beside
	// the search, step by step, as the checker of programs read them.
	Program *Program[S]
	// TieBreak, if not "", says how this search breaks ties, in place of
	// the engine's own sentence: the convention a program was compared
	// under.
	TieBreak string
	// Choose, if not nil, records the search a student drives from the
	// same start (You choose): picks are the ids of the nodes picked, in
	// order. Compare sets such a search beside the engines' from the same
	// start. Heuristic names the estimate that gives its nodes their h.
	Choose    func(ctx context.Context, picks []int, frontier int) (*search.Recording[S], error)
	Compare   func(ctx context.Context, yours *search.Recording[S]) ([]practice.Compared[S], error)
	Heuristic string
}

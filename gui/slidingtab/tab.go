// Package slidingtab is the sliding-puzzle tab of the window: the puzzle
// tab of gui/puzzletab with a board of square tiles that slide when
// clicked or with the arrow keys, the board's size, moves and goal, and
// the heuristic inspector's marks on the tiles.
package slidingtab

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/inspect"
	"frontier/gui/kit"
	"frontier/gui/puzzletab"
)

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "Sliding puzzle"

// kind is the catalogue's sliding puzzle on one board.
type kind = puzzles.Kind[sliding.State, sliding.State]

// Tab is the sliding-puzzle tab. Its methods are for the UI goroutine.
type Tab struct {
	*puzzletab.Tab[sliding.State, sliding.State]
	prefs fyne.Preferences

	view *boardView // the board on the left
	// made holds the kinds this tab has made, by their options, and
	// boards their boards, so that a kind always comes with one board:
	// the drawing and the inspector need the board of the kind on show.
	made   map[puzzles.SlidingOptions]*kind
	boards map[*kind]*sliding.Board
	// earlier holds, per board width, the last position on a board of
	// that width, so that going back to a size brings its position back.
	earlier map[int]string

	widthSel   *kit.Select
	diagonal   *widget.Check
	goalSel    *kit.Select
	customGoal *kit.Entry
	goalRow    *goalRow // the menu and the box
	custom     string   // the custom goal as typed, kept while another goal is chosen
	goalErr    *widget.Label
}

// New builds the tab, restoring its settings from prefs.
func New(prefs fyne.Preferences) *Tab {
	t := &Tab{prefs: prefs, made: map[puzzles.SlidingOptions]*kind{}, boards: map[*kind]*sliding.Board{}, earlier: map[int]string{}}
	t.buildSettings()
	k := t.restoreSettings()
	t.Tab = puzzletab.New(prefs, puzzletab.Puzzle[sliding.State, sliding.State]{
		Title: Title, Key: "sliding", ID: puzzles.Sliding, Kind: k,
		Board: puzzletab.Board[sliding.State, sliding.State]{
			Picture: func() fyne.CanvasObject { return newBoardView() },
			Draw: func(o fyne.CanvasObject, k *kind, s sliding.State) {
				b := t.boards[k]
				o.(*boardView).SetTiles(b.Tiles(s), b.Tiles(b.Goal()))
			},
			Animate: func(o fyne.CanvasObject, k *kind, from, to sliding.State, _ string, d time.Duration) {
				b := t.boards[k]
				o.(*boardView).Slide(b.Tiles(from), b.Tiles(to), b.Tiles(b.Goal()), d)
			},
			Inspector: func(picture fyne.CanvasObject) puzzletab.Inspector[sliding.State, sliding.State] {
				return inspector{inspect.NewSliding(picture.(*boardView).TileAt), t.boards}
			},
		},
		Hand: &puzzletab.Hand[sliding.State, sliding.State]{
			Wire:  t.hand,
			Keys:  map[fyne.KeyName]string{fyne.KeyUp: "up", fyne.KeyDown: "down", fyne.KeyLeft: "left", fyne.KeyRight: "right"},
			Words: handWords, Ems: 8,
		},
		Coach: &puzzletab.Coaching[sliding.State, sliding.State]{
			Speaks:    func(k *kind) bool { return t.boards[k].Width() <= 4 },
			HintWords: t.hintWords,
			ShowHint: func(o fyne.CanvasObject, k *kind, from, to sliding.State, _ string) {
				if q, _, ok := moved(t.boards[k], from, to); ok {
					o.(*boardView).SetHint(q)
				}
			},
		},
		Inputs: puzzletab.Inputs[sliding.State, sliding.State]{
			Settings:  t.settings(),
			StateHint: "b12 345 678, 0,8,1,7,4,5,2,3,6 or 1 2 3 / 4 5 6 / 7 8 0",
			Reshape:   t.reshape, Reshaped: t.reshaped,
			DefaultState: "5,6,1,8,3,2,7,4,0", DefaultWalk: 30, DefaultMaxNodes: "2,000,000",
		},
		Solve: puzzletab.Solving[sliding.State, sliding.State]{
			Subject: t.subject,
			Warnings: func(k *kind, _ search.Engine, _ puzzles.HeuristicID) []string {
				if w := t.boards[k].SolveWarning(); w != "" {
					return []string{w}
				}
				return nil
			},
		},
	})
	t.showGoalBox(t.board())
	return t
}

// board is the board of the tab's puzzle.
func (t *Tab) board() *sliding.Board { return t.boards[t.Kind()] }

// hand makes a tile next to the blank slide into it when clicked.
func (t *Tab) hand(_ *puzzletab.Tab[sliding.State, sliding.State], board fyne.CanvasObject) (fyne.CanvasObject, []fyne.CanvasObject) {
	t.view = board.(*boardView)
	t.view.OnTap = t.tapSquare
	return nil, nil
}

// tapSquare plays the tile at square q into the blank, if it is next to it.
func (t *Tab) tapSquare(q int) {
	if next, _, ok := t.board().MoveTo(t.Shown(), q); ok {
		t.Play(next)
	}
}

// handWords says how to play by hand until the first move, then counts
// the moves: the line is short, beside the Inspect h switch.
func handWords(moves int, solved bool) string {
	switch {
	case moves == 0:
		return "Click tiles to play"
	case solved:
		return fmt.Sprintf("Solved by hand in %d moves!", moves)
	}
	return fmt.Sprintf("Moves by hand: %d", moves)
}

// inspector is the sliding inspector with the board of each kind it is
// shown.
type inspector struct {
	*inspect.Sliding
	boards map[*kind]*sliding.Board
}

func (in inspector) Show(k *kind, h puzzles.HeuristicID, s sliding.State) {
	in.Sliding.Show(k, in.boards[k], string(h), s)
}

// moved finds the tile one move takes from one position to the next: the
// square it leaves, and its number; ok is false when no tile moved.
func moved(b *sliding.Board, from, to sliding.State) (square, tile int, ok bool) {
	before, after := b.Tiles(from), b.Tiles(to)
	for q := range before {
		if before[q] != 0 && after[q] == 0 {
			return q, before[q], true
		}
	}
	return 0, 0, false
}

// hintWords says which tile to slide, and which way: the blank's move
// names the opposite way.
func (t *Tab) hintWords(k *kind, from sliding.State, a puzzles.Advice[sliding.State]) string {
	b := t.boards[k]
	q, tile, ok := moved(b, from, a.Next)
	if !ok {
		return "Hint: " + a.Move
	}
	blank := slices.Index(b.Tiles(from), 0)
	w := b.Width()
	var way []string
	switch dr := blank/w - q/w; {
	case dr < 0:
		way = append(way, "up")
	case dr > 0:
		way = append(way, "down")
	}
	switch dc := blank%w - q%w; {
	case dc < 0:
		way = append(way, "left")
	case dc > 0:
		way = append(way, "right")
	}
	return fmt.Sprintf("Hint: slide %d %s", tile, strings.Join(way, "-"))
}

// Package cubetab is the 2×2×2 cube tab of the window: the puzzle tab of
// gui/puzzletab with a coloured net of the cube as held, eighteen buttons
// that turn its faces, and a box of moves that scramble it from solved.
//
// The net shows cube.Cube, the cube as held, so a D turn visibly turns D;
// the search runs on cube.State, the position up to whole-cube rotation,
// and the catalogue (puzzles.CubeKind) shows its solution in the held
// frame.
package cubetab

import (
	"fmt"
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/inspect"
	"frontier/gui/kit"
	"frontier/gui/puzzletab"
)

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "2×2×2 cube"

type kind = puzzles.Kind[cube.Cube, cube.State]

// Tab is the cube tab. Its methods are for the UI goroutine.
type Tab struct {
	*puzzletab.Tab[cube.Cube, cube.State]
	prefs fyne.Preferences

	net      *netView // the net on the left
	turnBtns []*widget.Button
	resetBtn *kit.TipButton

	scrambleEntry *kit.Entry
	scrambleErr   *widget.Label
}

// Preference keys of the cube's own settings; the tab keeps the rest.
const (
	prefScramble = "cube.scramble"
	// prefLength holds the random scramble's length too; cube.walk, the
	// key every puzzle tab keeps its random walk's length under, takes it
	// over while empty.
	prefLength = "cube.scrambleLength"
	prefWalk   = "cube.walk"
)

// The defaults: a scramble six turns deep that the exact table solves at
// once, and random scrambles ten turns long, deep enough to make BFS and
// the weaker heuristics work.
const (
	defaultScramble = "R U F' R2 U' F"
	defaultWalk     = 10
	// maxScramble bounds a random scramble's length; God's number is 11,
	// so longer scrambles only make the box harder to read.
	maxScramble = 1000
)

// New builds the tab, restoring its settings from prefs. It does not make
// the exact table ready: that starts in the background once the net is
// first drawn in a window, or when a search needs it.
func New(prefs fyne.Preferences) *Tab {
	t := &Tab{prefs: prefs}
	if v := prefs.String(prefLength); v != "" && prefs.String(prefWalk) == "" {
		prefs.SetString(prefWalk, v)
	}
	t.buildScramble()
	k := puzzles.CubeKind()
	start, err := k.Apply(k.Goal, defaultScramble)
	if err != nil {
		panic("cubetab: " + err.Error())
	}
	t.Tab = puzzletab.New(prefs, puzzletab.Puzzle[cube.Cube, cube.State]{
		Title: Title, Key: "cube", ID: puzzles.Cube, Kind: k,
		Board: puzzletab.Board[cube.Cube, cube.State]{
			Picture: func() fyne.CanvasObject { return newNetView(cube.SolvedCube()) },
			Draw: func(o fyne.CanvasObject, _ *kind, c cube.Cube) {
				o.(*netView).SetCube(c)
				t.markTurn("")
			},
			Animate: func(o fyne.CanvasObject, _ *kind, from, to cube.Cube, move string, d time.Duration) {
				o.(*netView).Turn(from, to, move, d)
			},
			Inspector: func(fyne.CanvasObject) puzzletab.Inspector[cube.Cube, cube.State] {
				return inspector{inspect.NewCube()}
			},
		},
		Hand: &puzzletab.Hand[cube.Cube, cube.State]{Wire: t.hand, Words: handWords, Ems: 5.5},
		Coach: &puzzletab.Coaching[cube.Cube, cube.State]{
			HintWords: func(_ *kind, _ cube.Cube, a puzzles.Advice[cube.Cube]) string { return "Hint: turn " + a.Move },
			ShowHint:  t.showHint,
		},
		Inputs: puzzletab.Inputs[cube.Cube, cube.State]{
			Settings:  t.scrambleRows(),
			StateHint: "WWWW BBBB RRRR GGGG OOOO YYYY  (faces D L F R B U)",
			// The placeholder goes once the box holds a cube: the heading
			// keeps the order of the faces in view.
			StateHeading: "State (stickers D L F R B U)",
			Walk:         t.randomScramble, MaxWalk: maxScramble,
			DefaultState: start.String(), DefaultWalk: defaultWalk, DefaultMaxNodes: "20,000,000",
		},
		Solve: puzzletab.Solving[cube.Cube, cube.State]{Warnings: warnings, Table: puzzles.HeuristicExact},
	})
	return t
}

// showHint marks the button of the turn a hint names, from one position
// to the next.
func (t *Tab) showHint(_ fyne.CanvasObject, _ *kind, from, to cube.Cube, move string) {
	// On a 2×2×2 cube R' and L' reach one position, held
	// otherwise: the button of the move named comes first.
	for _, b := range t.turnBtns {
		if b.Text == move {
			t.markTurn(move)
			return
		}
	}
	for _, b := range t.turnBtns {
		if sameState(from.Turn(mustMove(b.Text)...), to) {
			t.markTurn(b.Text)
			return
		}
	}
}

// hand is the eighteen face turns under the net, opposite faces side by
// side, three rows of six, and Reset, which puts the solved cube back.
func (t *Tab) hand(tab *puzzletab.Tab[cube.Cube, cube.State], board fyne.CanvasObject) (fyne.CanvasObject, []fyne.CanvasObject) {
	t.net = board.(*netView)
	ms, err := cube.ParseMoves("U U' U2 D D' D2 L L' L2 R R' R2 F F' F2 B B' B2")
	if err != nil {
		panic("cubetab: " + err.Error())
	}
	grid := container.NewGridWithColumns(6)
	for _, m := range ms {
		b := widget.NewButton(m.String(), func() { tab.Play(tab.Shown().Turn(m)) })
		t.turnBtns = append(t.turnBtns, b)
		grid.Add(b)
	}
	// An icon with a tip: beside Inspect h it leaves the turn count its
	// room in presentation mode.
	t.resetBtn = kit.NewTipButton("", theme.HistoryIcon(), "Reset: put the solved cube back", func() { tab.SetStart(tab.Kind().Goal) })
	return grid, []fyne.CanvasObject{t.resetBtn}
}

// handWords counts the turns made by hand, in words short enough for the
// row they share with the Inspect h switch and Reset.
func handWords(turns int, solved bool) string {
	if solved {
		return fmt.Sprintf("Solved in %d!", turns)
	}
	return fmt.Sprintf("Turns: %d", turns)
}

// warnings warn, above the results, of choices that make a search slow
// or long.
func warnings(_ *kind, e search.Engine, h puzzles.HeuristicID) []string {
	switch {
	case e == search.EngineIDAStar && h == puzzles.HeuristicPDB:
		return []string{"IDA* with pdb re-expands nodes: about 0.1 s and 3 million nodes for a " +
			"depth-11 position. A* or the exact heuristic answers at once."}
	case e == search.EngineIDAStar && h != puzzles.HeuristicExact:
		return []string{"IDA* with " + string(h) + " is very slow on deep scrambles (pdb already " +
			"needs about 3 million nodes at depth 11); raise max nodes or use A* or the exact heuristic."}
	case e == search.EngineDFS:
		return []string{"DFS returns the first path it finds: often thousands of moves."}
	}
	return nil
}

// inspector is the cube's inspector, which takes apart the position of
// the cube as held.
type inspector struct{ *inspect.Cube }

func (in inspector) Overlay() fyne.CanvasObject { return nil }

func (in inspector) Show(_ *kind, h puzzles.HeuristicID, c cube.Cube) {
	if s, err := c.State(); err == nil { // the tab only shows whole cubes
		in.Cube.Show(string(h), s)
	}
}

// randomScramble draws a random scramble of n turns, writes it in the
// scramble box and turns the solved cube as held by it, as the box's
// Apply would.
func (t *Tab) randomScramble(n int, rng *rand.Rand) cube.Cube {
	ms := cube.RandomScramble(n, rng.Uint64())
	t.scrambleEntry.SetText(cube.FormatMoves(ms))
	kit.SetError(t.scrambleErr, "")
	return cube.SolvedCube().Turn(ms...)
}

// markTurn lights the turn button a hint names ("" lights none).
func (t *Tab) markTurn(move string) {
	for _, b := range t.turnBtns {
		want := widget.MediumImportance
		if b.Text == move {
			want = widget.HighImportance
		}
		if b.Importance != want {
			b.Importance = want
			b.Refresh()
		}
	}
}

// mustMove reads a turn button's label.
func mustMove(label string) []cube.Move {
	ms, err := cube.ParseMoves(label)
	if err != nil {
		panic("cubetab: " + err.Error())
	}
	return ms
}

// sameState reports whether two cubes are one position, however held.
func sameState(a, b cube.Cube) bool {
	sa, errA := a.State()
	sb, errB := b.State()
	return errA == nil && errB == nil && sa == sb
}

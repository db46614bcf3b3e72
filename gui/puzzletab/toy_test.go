package puzzletab_test

// This file is the worked example of adding a puzzle with a tab of its
// own: Frogs, a row of seven cells with three black tokens, three white
// and a gap, where a token slides into the gap beside it or hops over one
// token into it, and the blacks and whites must change sides. The puzzle
// is registered through the catalogue alone (its Kind, with the Protocol
// a checked program reads), and its tab is the puzzle tab of this package
// given the parts of a puzzletab.Puzzle: a drawing of the row and play by
// hand. The tests (toytab_test.go) then solve, play, watch and check it in
// the window, checking every path with rules written there, apart from
// the puzzle's own move code.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/puzzletab"
)

// frogs is a position: the seven cells, each 'B', 'W' or '_' (the gap).
type frogs [7]byte

var frogsGoal = frogs{'W', 'W', 'W', '_', 'B', 'B', 'B'}

// gapMoves are the moves, named for where the gap goes, in the order
// engines try them: two cells left (a token hops right into it), one
// left, one right, two right.
var gapMoves = []struct {
	name string
	by   int
}{{"left2", -2}, {"left", -1}, {"right", 1}, {"right2", 2}}

func (f frogs) gap() int { return slices.Index(f[:], '_') }

// move moves the gap by cells, if it stays on the row.
func (f frogs) move(by int) (frogs, bool) {
	g := f.gap()
	to := g + by
	if to < 0 || to >= len(f) {
		return f, false
	}
	f[g], f[to] = f[to], '_'
	return f, true
}

func parseFrogs(text string) (frogs, error) {
	var f frogs
	text = strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(text), " ", ""))
	if len(text) != len(f) {
		return f, fmt.Errorf("want 7 cells, such as BBB_WWW, not %d", len(text))
	}
	copy(f[:], text)
	for i, c := range f {
		if c != 'B' && c != 'W' && c != '_' {
			return f, fmt.Errorf("cell %d: %q is not B, W or _", i+1, c)
		}
	}
	if strings.Count(text, "B") != 3 || strings.Count(text, "W") != 3 {
		return f, fmt.Errorf("want three B, three W and one _, such as BBB_WWW")
	}
	return f, nil
}

func formatFrogs(f frogs) string { return string(f[:]) }

func applyFrogs(f frogs, text string) (frogs, error) {
	for _, w := range strings.Fields(strings.ToLower(text)) {
		i := slices.IndexFunc(gapMoves, func(m struct {
			name string
			by   int
		}) bool {
			return m.name == w
		})
		if i < 0 {
			return f, fmt.Errorf("unknown move %q (want left2, left, right or right2)", w)
		}
		next, ok := f.move(gapMoves[i].by)
		if !ok {
			return f, fmt.Errorf("move %s is not possible from %s", w, formatFrogs(f))
		}
		f = next
	}
	return f, nil
}

// offGoal counts the tokens not on their goal cell: a move moves one
// token, so it never overestimates.
func offGoal(f frogs) int {
	n := 0
	for i, c := range f {
		if c != '_' && c != frogsGoal[i] {
			n++
		}
	}
	return n
}

const offGoalID puzzles.HeuristicID = "off-goal"

type frogsProblem struct {
	start    frogs
	informed bool
}

func (p frogsProblem) Start() frogs        { return p.start }
func (p frogsProblem) IsGoal(f frogs) bool { return f == frogsGoal }
func (p frogsProblem) Admissible() bool    { return true }
func (p frogsProblem) Estimate(f frogs) int {
	if !p.informed {
		return 0
	}
	return offGoal(f)
}

func (p frogsProblem) Successors(f frogs, dst []search.Step[frogs]) []search.Step[frogs] {
	for _, m := range gapMoves {
		if next, ok := f.move(m.by); ok {
			dst = append(dst, search.Step[frogs]{State: next, Move: m.name, Cost: 1})
		}
	}
	return dst
}

var frogsKind = &puzzles.Kind[frogs, frogs]{
	Name:      "Frogs",
	Goal:      frogsGoal,
	Parse:     parseFrogs,
	Format:    formatFrogs,
	MoveNames: []string{"left2", "left", "right", "right2"},
	Apply:     applyFrogs,
	Walk: func(f frogs, n int, rng *rand.Rand) frogs {
		for range n {
			for {
				if next, ok := f.move(gapMoves[rng.IntN(len(gapMoves))].by); ok {
					f = next
					break
				}
			}
		}
		return f
	},
	Heuristics: []puzzles.Heuristic{
		{ID: puzzles.HeuristicNone, Title: "None (h = 0)", About: "no estimate", Admissible: true},
		{ID: offGoalID, Title: "Tokens off goal", About: "tokens not on their goal cell: a move moves one token", Admissible: true},
	},
	DefaultHeuristic: offGoalID,
	Problem: func(start frogs, h puzzles.HeuristicID) (search.Problem[frogs], error) {
		return frogsProblem{start: start, informed: h == offGoalID}, nil
	},
	Lab: puzzles.LabDefaults{Engines: []puzzles.Contestant{{Engine: search.EngineAStar, Heuristic: offGoalID}}, Depths: "1-15"},
	// A checked program reads and writes positions as the box does, and
	// the moves are named alike from every position.
	Protocol: &puzzles.Protocol[frogs]{FixedMoves: true},
}

func init() {
	puzzles.Register(puzzles.Entry{
		ID: "frogs", Title: "Frogs", Rank: 10,
		New: func(puzzles.Values) (puzzles.Domain, error) {
			return puzzles.Erase(puzzles.Spec{ID: "frogs"}, frogsKind), nil
		},
	})
}

// rowView is the drawing of a position: one button per cell, which a
// tap on plays in the tab's board.
type rowView struct {
	widget.BaseWidget
	cells []*widget.Button
	box   *fyne.Container
}

func newRow() fyne.CanvasObject {
	r := &rowView{box: container.NewGridWithColumns(len(frogsGoal))}
	for range frogsGoal {
		b := widget.NewButton("", nil)
		r.cells = append(r.cells, b)
		r.box.Add(b)
	}
	r.ExtendBaseWidget(r)
	return r
}

func (r *rowView) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.box) }

func (r *rowView) text() string {
	var b strings.Builder
	for _, c := range r.cells {
		b.WriteString(c.Text)
	}
	return b.String()
}

// frogsTab is all the window needs to give Frogs a tab: the Kind, its id
// for checked programs, the Board (the drawing of a position), the Hand
// (a cell tapped plays) and the Inputs (how a position is typed, the
// random walk's length). It has no coach: Coach stays nil. The window
// shows it with one line in gui/app.go's assemble,
//
//	&slot{title: "Frogs", make: func() kit.Tab { return puzzletab.New(p, frogsTab()) }},
//
// which TestFrogsTabInTheWindow stands in for.
func frogsTab() puzzletab.Puzzle[frogs, frogs] {
	return puzzletab.Puzzle[frogs, frogs]{
		Title: "Frogs", Key: "frogs", ID: "frogs", Kind: frogsKind,
		Board: puzzletab.Board[frogs, frogs]{
			Picture: newRow,
			Draw: func(o fyne.CanvasObject, _ *puzzles.Kind[frogs, frogs], f frogs) {
				for i, c := range o.(*rowView).cells {
					c.SetText(string(f[i]))
				}
			},
			Aspect: 7,
		},
		Hand: &puzzletab.Hand[frogs, frogs]{Wire: func(t *puzzletab.Tab[frogs, frogs], board fyne.CanvasObject) (fyne.CanvasObject, []fyne.CanvasObject) {
			for i, c := range board.(*rowView).cells {
				c.OnTapped = func() {
					f := t.Shown()
					if by := i - f.gap(); by != 0 && abs(by) <= 2 {
						if next, ok := f.move(by); ok {
							t.Play(next)
						}
					}
				}
			}
			return nil, nil
		}},
		Inputs: puzzletab.Inputs[frogs, frogs]{StateHint: "BBB_WWW", DefaultWalk: 8},
	}
}

func abs(x int) int { return max(x, -x) }

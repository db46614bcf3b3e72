package puzzletab_test

// This file is the worked example of adding a puzzle with a tab of its
// own: Frogs, a row of seven cells with three black tokens, three white
// and a gap, where a token slides into the gap beside it or hops over one
// token into it, and the blacks and whites must change sides. The puzzle
// is registered through the catalogue alone, and its tab is the puzzle
// tab of this package given a drawing of the row and play by hand. The
// tests then solve, play and watch it in the window, checking every path
// with rules written here, apart from the puzzle's own move code.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit/kittest"
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

// frogsTab is all the window needs to give Frogs a tab: the Kind, the
// drawing of a position, and a cell tapped to play by hand.
func frogsTab() puzzletab.Puzzle[frogs, frogs] {
	return puzzletab.Puzzle[frogs, frogs]{
		Title: "Frogs", Key: "frogs", Kind: frogsKind,
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

// Below, the tests: the rules again, written apart from the puzzle's.

// plainNext lists the positions one move from text: a token beside the
// gap, or one over from it, goes into the gap.
func plainNext(text string) []string {
	g := strings.IndexByte(text, '_')
	var out []string
	for _, from := range []int{g - 2, g - 1, g + 1, g + 2} {
		if from >= 0 && from < len(text) {
			b := []byte(text)
			b[g], b[from] = b[from], '_'
			out = append(out, string(b))
		}
	}
	return out
}

// plainDistance is the fewest moves from text to WWW_BBB, by a plain
// breadth-first search.
func plainDistance(text string) int {
	dist := map[string]int{text: 0}
	for queue := []string{text}; len(queue) > 0; queue = queue[1:] {
		s := queue[0]
		if s == "WWW_BBB" {
			return dist[s]
		}
		for _, n := range plainNext(s) {
			if _, seen := dist[n]; !seen {
				dist[n] = dist[s] + 1
				queue = append(queue, n)
			}
		}
	}
	return -1
}

func newFrogsTab(t *testing.T) (*puzzletab.Tab[frogs, frogs], fyne.App) {
	t.Helper()
	a := test.NewTempApp(t)
	tab := puzzletab.New(a.Preferences(), frogsTab())
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	return tab, a
}

// choose picks an engine, and a heuristic by its title when not "".
func choose(t *testing.T, tab *puzzletab.Tab[frogs, frogs], engine, heuristic string) {
	t.Helper()
	tab.EngineMenu.SetSelected(engine)
	if heuristic != "" {
		tab.HeuristicMenu.SetSelected(heuristic)
	}
	if tab.EngineMenu.Selected != engine || heuristic != "" && tab.HeuristicMenu.Selected != heuristic {
		t.Fatalf("engine %q heuristic %q chosen, menus show %q and %q", engine, heuristic, tab.EngineMenu.Selected, tab.HeuristicMenu.Selected)
	}
}

// TestFrogsTabSolvesAndPlays: the tab reads a typed position, solves it
// with A* and with BFS in the optimum a plain breadth-first search finds,
// lists a path whose every step is a legal move (by the rules above), and
// plays it back to the goal on the row.
func TestFrogsTabSolvesAndPlays(t *testing.T) {
	tab, _ := newFrogsTab(t)
	for _, c := range []struct{ engine, heuristic string }{{"A*", "Tokens off goal"}, {"BFS", ""}} {
		tab.StateBox.SetText("")
		test.Type(tab.StateBox, "bbb_www")
		choose(t, tab, c.engine, c.heuristic)
		test.Tap(tab.Search.SolveBtn)
		kittest.Wait(t, tab.Search.Done(), "the search")
		want := plainDistance("BBB_WWW")
		if got := tab.Search.Stats.Value("Cost"); got != strconv.Itoa(want) || tab.Search.Stats.Value("Optimal") != "guaranteed" {
			t.Fatalf("%s: cost %s (optimal %s), want %d", c.engine, got, tab.Search.Stats.Value("Optimal"), want)
		}
		path, moves := tab.Search.Path()
		if len(path) != want+1 || len(moves) != want || formatFrogs(path[0]) != "BBB_WWW" || path[want] != frogsGoal {
			t.Fatalf("%s: path of %d positions for %d moves, from %s to %s", c.engine, len(path), len(moves), formatFrogs(path[0]), formatFrogs(path[len(path)-1]))
		}
		for i := 1; i < len(path); i++ {
			if !slices.Contains(plainNext(formatFrogs(path[i-1])), formatFrogs(path[i])) {
				t.Fatalf("%s: step %d, %s to %s, is not a move", c.engine, i, formatFrogs(path[i-1]), formatFrogs(path[i]))
			}
		}
		if want := c.engine + " · " + map[string]string{"A*": "Tokens off goal · "}[c.engine] + "Frogs"; tab.Search.Stats.Subject.Text != want {
			t.Errorf("subject %q, want %q", tab.Search.Stats.Subject.Text, want)
		}
	}
	board := boardOf(t, tab)
	var seen []string
	show := tab.Search.Player.OnShow
	tab.Search.Player.OnShow = func(from, to int, d time.Duration) { show(from, to, d); seen = append(seen, board.text()) }
	end, fire := kittest.Signal()
	tab.Search.Player.OnEnd = fire
	tab.Search.Player.SetSpeed(30)
	tab.TogglePlay()
	kittest.Wait(t, end, "the end of playback")
	path, _ := tab.Search.Path()
	for i, s := range seen {
		if s != formatFrogs(path[i+1]) {
			t.Fatalf("playback showed %q at step %d, want %s", seen, i+1, formatFrogs(path[i+1]))
		}
	}
	if len(seen) != len(path)-1 || board.text() != "WWW_BBB" {
		t.Errorf("playback showed %d positions, ending at %s", len(seen), board.text())
	}
}

// boardOf is the row on the tab's board.
func boardOf(t *testing.T, tab *puzzletab.Tab[frogs, frogs]) *rowView {
	t.Helper()
	var found *rowView
	kittest.Each(tab.Content(), func(o fyne.CanvasObject) {
		if r, ok := o.(*rowView); ok && found == nil {
			found = r
		}
	})
	if found == nil {
		t.Fatal("no row on the tab")
	}
	return found
}

// TestFrogsTabByHand: a tap on a token beside the gap, or one over from
// it, moves it there, and the state box and the count follow; a tap on
// any other token does nothing. A bad state shows the parser's error and
// changes nothing.
func TestFrogsTabByHand(t *testing.T) {
	tab, _ := newFrogsTab(t)
	tab.StateBox.SetText("BBB_WWW")
	tab.StateBox.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	board := boardOf(t, tab)
	test.Tap(board.cells[0]) // three cells from the gap
	test.Tap(board.cells[1]) // hops over the B beside the gap
	if board.text() != "B_BBWWW" || tab.StateBox.Text != "B_BBWWW" || tab.HandLabel.Text != "Moves by hand: 1" {
		t.Errorf("after two taps: row %s, box %q, %q", board.text(), tab.StateBox.Text, tab.HandLabel.Text)
	}
	for text, want := range map[string]string{"BBB_WW": "want 7 cells", "BBBXWWW": "is not B, W or _", "BBBBWW_": "three B"} {
		tab.StateBox.SetText(text)
		tab.StateBox.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if !strings.Contains(tab.StateErr.Text, want) || !tab.StateErr.Visible() || board.text() != "B_BBWWW" {
			t.Errorf("%q: error %q, row %s", text, tab.StateErr.Text, board.text())
		}
	}
}

// TestFrogsTabWatches: Watch records a BFS from the position typed; its
// first step expands the start, and the children it shows are exactly
// the positions one move away (by the rules above), drawn on the watch
// view's own row.
func TestFrogsTabWatches(t *testing.T) {
	tab, _ := newFrogsTab(t)
	tab.StateBox.SetText("BB_BWWW")
	choose(t, tab, "BFS", "")
	test.Tap(tab.WatchBtn)
	v := tab.WatchWindow().View
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil || !v.Recording().Result().Solved {
		t.Fatal("nothing recorded, or no solution")
	}
	test.Tap(v.Stepper.StepBtn)
	var children []string
	for _, c := range v.Children() {
		children = append(children, formatFrogs(c.State))
	}
	want := plainNext("BB_BWWW")
	slices.Sort(children)
	slices.Sort(want)
	if formatFrogs(v.Node().State) != "BB_BWWW" || !slices.Equal(children, want) {
		t.Errorf("step 1 expands %s into %q, want BB_BWWW into %q", formatFrogs(v.Node().State), children, want)
	}
	if got := v.NodePicture().(*rowView).text(); got != "BB_BWWW" {
		t.Errorf("the watch view draws %s", got)
	}
	if got, want := v.Recording().Result().Cost, plainDistance("BB_BWWW"); got != want {
		t.Errorf("the recorded search costs %d, want %d", got, want)
	}
}

// TestFrogsTabRemembers: a new tab on the same preferences shows the
// position, the engine and heuristic, and the random walk's settings; the
// seed gives the same walk again, as the catalogue's walk from that seed.
func TestFrogsTabRemembers(t *testing.T) {
	tab, a := newFrogsTab(t)
	choose(t, tab, "IDA*", "None (h = 0)")
	tab.WalkBox.SetText("12")
	tab.SeedBox.SetText("4")
	if !tab.Randomize() {
		t.Fatalf("Randomize: %s", tab.RandErr.Text)
	}
	d, err := puzzles.New("frogs", puzzles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	walked, _ := d.Walk(d.Goal(), 12, rand.New(rand.NewPCG(4, 0)))
	if d.Format(walked) != formatFrogs(tab.Start()) || tab.SeedBox.Text != "5" {
		t.Errorf("seed 4 gave %s, the catalogue's walk %s; seed box %q", formatFrogs(tab.Start()), d.Format(walked), tab.SeedBox.Text)
	}
	again := puzzletab.New(a.Preferences(), frogsTab())
	if again.Start() != tab.Start() || again.EngineMenu.Selected != "IDA*" || again.HeuristicMenu.Selected != "None (h = 0)" ||
		again.WalkBox.Text != "12" || again.SeedBox.Text != "5" {
		t.Errorf("restored %s, %q, %q, walk %q seed %q", formatFrogs(again.Start()), again.EngineMenu.Selected,
			again.HeuristicMenu.Selected, again.WalkBox.Text, again.SeedBox.Text)
	}
}

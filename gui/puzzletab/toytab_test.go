package puzzletab_test

// The tests of Frogs, the puzzle toy_test.go adds with a tab of its own.

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/check"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/puzzletab"
)

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

// TestFrogsTabInTheWindow: the tab made as the window's shelf makes a
// tab (a kit.Tab from puzzletab.New, the one line of gui/app.go) is
// everything the window's menus and keys drive: Solve (Ctrl+Enter) finds
// the optimum, the arrow of no move is let pass, Watch opens the watch
// window, and Check a solver… opens the checker on the problem a program
// reads through the Protocol, the puzzle found in the catalogue by its id.
func TestFrogsTabInTheWindow(t *testing.T) {
	a := test.NewTempApp(t)
	var made kit.Tab = puzzletab.New(a.Preferences(), frogsTab())
	w := test.NewTempWindow(t, made.Content())
	w.Resize(fyne.NewSize(1280, 800))
	solver, solves := made.(kit.Solver)
	_, watches := made.(kit.Watcher)
	checker, checks := made.(kit.Checker)
	keys, takesKeys := made.(kit.KeyHandler)
	settler, settles := made.(kit.Settler)
	if made.Title() != "Frogs" || !solves || !watches || !checks || !takesKeys || !settles {
		t.Fatalf("%q: solves %v, watches %v, checks %v, takes keys %v, settles %v", made.Title(), solves, watches, checks, takesKeys, settles)
	}
	tab := made.(*puzzletab.Tab[frogs, frogs])
	tab.StateBox.SetText("")
	test.Type(tab.StateBox, "BBB_WWW")
	keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	solver.Solve()
	kittest.Wait(t, settler.Done(), "the search")
	if got, want := tab.Search.Stats.Value("Cost"), strconv.Itoa(plainDistance("BBB_WWW")); got != want {
		t.Fatalf("Solve through the window's shortcut: cost %s, want %s", got, want)
	}

	windows := len(a.Driver().AllWindows())
	checker.CheckSolver()
	if len(a.Driver().AllWindows()) != windows+1 {
		t.Fatal("Check a solver… opened no window")
	}
	made.(kit.Watcher).Watch()
	if len(a.Driver().AllWindows()) != windows+2 {
		t.Fatal("Watch opened no window")
	}
	kittest.Wait(t, tab.WatchWindow().View.Done(), "the recording")

	e, err := puzzles.Lookup("frogs")
	if err != nil || e.Title != "Frogs" {
		t.Fatalf("the catalogue: %v, %q", err, e.Title)
	}
	d, err := puzzles.New("frogs", puzzles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	start, err := d.Parse("BBB_WWW")
	if err != nil {
		t.Fatal(err)
	}
	in, _, err := (&check.Problem{Domain: d, Start: start, Engine: search.EngineBFS, MaxNodes: 1000}).Input()
	if want := "puzzle frogs\nstart BBB_WWW\ngoal WWW_BBB\nengine bfs\nmax-nodes 1000\n"; err != nil || string(in) != want {
		t.Errorf("a checked program reads %q (%v), want %q", in, err, want)
	}
}

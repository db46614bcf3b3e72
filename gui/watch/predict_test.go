package watch

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
	"frontier/core/domains/sliding"
	"frontier/core/practice"
	"frontier/core/search"
)

// smallMaze is small enough for IDS to finish within the recording, and
// its walls make the Manhattan distance underestimate (6 for a path of
// 10), so that IDA* needs several passes.
var smallMaze = maze{
	"S#...",
	".#.#.",
	"...#G",
}

// Predict mode through whole searches of every engine: at each step the
// test's model decides the right pick, the test answers right or wrong
// (seeded), by a click or by typing the node's number, and the view's
// grade, its marks on the frontier, the score and the streak must agree
// with the model and with the test's own tally; every other step goes by Fine
// step, each child's fate answered by a button or its key and checked
// against the test's model of the fates; where a pass of IDS or IDA*
// ends the bound too. The search ends with the summary.
func TestPredictWholeSearches(t *testing.T) {
	seen := map[search.Engine]map[string]int{}
	for _, e := range search.Engines {
		seen[e] = map[string]int{}
		for k, m := range []maze{smallMaze, openMaze} {
			t.Run(fmt.Sprintf("%s/maze %d", e, k), func(t *testing.T) { predictWhole(t, cells, e, m, uint64(len(e)+k), seen[e]) })
		}
		t.Run(string(e)+"/Romania", func(t *testing.T) { predictWhole(t, places, e, romania(t), uint64(len(e)), seen[e]) })
		// DFS wanders the 8-puzzle for thousands of steps, to the
		// recording's bound: the mazes and Romania answer for it. The
		// uninformed engines' thousand-step searches of it are for the
		// long run; with -short the informed engines take it.
		if e != search.EngineDFS && (!testing.Short() || e.Informed()) {
			t.Run(string(e)+"/8-puzzle", func(t *testing.T) { predictWhole(t, tiles, e, eightPuzzle(t), uint64(len(e)), seen[e]) })
		}
	}
	for _, e := range []search.Engine{search.EngineUCS, search.EngineGreedy, search.EngineAStar, search.EngineBeam} {
		if seen[e]["tie"] == 0 {
			t.Errorf("%s: no tie met (%v)", e, seen[e])
		}
	}
}

// places draws a place of the textbook's Romania by its name.
var places = Puzzle[route.Place]{
	Picture: func() fyne.CanvasObject { return widget.NewLabel("") },
	Draw:    func(o fyne.CanvasObject, p route.Place) { o.(*widget.Label).SetText(route.Romania().Name(p)) },
	Compact: func(p route.Place) string { return route.Romania().Name(p) },
	Aspect:  1,
}

// romania is the route from Arad to Bucharest on the textbook's map,
// guided by the straight-line distance.
func romania(t *testing.T) search.Problem[route.Place] {
	m := route.Romania()
	arad, err1 := m.Lookup("Arad")
	bucharest, err2 := m.Lookup("Bucharest")
	h, err3 := route.HeuristicNamed("sld")
	if err1 != nil || err2 != nil || err3 != nil {
		t.Fatal(err1, err2, err3)
	}
	return route.NewProblem(m, arad, bucharest, h)
}

// tiles draws an 8-puzzle position in one line.
var tiles = Puzzle[sliding.State]{
	Picture: func() fyne.CanvasObject { return widget.NewLabel("") },
	Draw:    func(o fyne.CanvasObject, s sliding.State) { o.(*widget.Label).SetText(board.Format(s)) },
	Compact: func(s sliding.State) string { return board.Format(s) },
	Aspect:  1,
}

var board = sliding.MustBoard(3, false, nil)

// eightPuzzle is a start six random moves from the goal (seeded), with
// the Manhattan distance.
func eightPuzzle(t *testing.T) search.Problem[sliding.State] {
	s, _ := board.RandomWalk(6, rand.New(rand.NewPCG(4, 4)))
	p, err := sliding.NewProblem(board, s, "manhattan")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// openMaze has room for ties.
var openMaze = maze{
	"S..#.",
	".#...",
	"...#G",
}

func predictWhole[S comparable](t *testing.T, pz Puzzle[S], e search.Engine, p search.Problem[S], seed uint64, seen map[string]int) {
	v, _ := watch(t, pz, e, p)
	rng := rand.New(rand.NewPCG(seed, 11))
	rec := v.Recording()
	fates := newFateModel(e, p, rec)
	v.predict.Check.SetChecked(true)
	var want tally
	before := maps.Clone(seen)
	check := func(what string, right bool) practice.Verdict {
		t.Helper()
		want.add(right)
		vd, ok := lastVerdict(v)
		s := v.predict.score
		if !ok || vd.Right != right || s.Right != want.right || s.Total != want.total || s.Streak != want.streak || s.Longest != want.longest {
			t.Fatalf("%s: verdict %+v (right %v), score %+v, the test's tally %+v", what, vd, right, s, want)
		}
		prefix := "Not quite: "
		if right {
			prefix = "Right. "
		}
		if !strings.HasPrefix(v.predict.prompt.Text, prefix) && !strings.Contains(v.predict.prompt.Text, "\n"+prefix) {
			t.Fatalf("%s: the view says %q", what, v.predict.prompt.Text)
		}
		return vd
	}
	for guard := 0; guard < 20000; guard++ {
		i := v.Stepper.Current()
		round := 0
		if i > 0 && i <= rec.Len() {
			round = rec.Step(i).Node.Depth
		}
		switch v.predict.ask {
		case practice.Pick:
			_, shown := v.Frontier()
			want, tie := pickModel(e, shown, round)
			if e == search.EngineBiBFS {
				want, tie = fates.pickBiBFS(shown), false
			}
			row := slices.IndexFunc(shown, func(n search.Node[S]) bool { return n.ID == want })
			right := rng.IntN(2) == 0 || len(shown) == 1
			if !right {
				row = (row + 1 + rng.IntN(len(shown)-1)) % len(shown)
			}
			picked := shown[row].ID
			if rng.IntN(2) == 0 {
				typeNumber(v, picked)
				seen["key"]++
			} else {
				pickRow(v, row)
			}
			what := fmt.Sprintf("position %d, picking node %d", i, picked)
			vd := check(what, right)
			if vd.Answer != want || (len(shown) > 1 && vd.Tie != tie) {
				t.Fatalf("%s: the view says %+v, the model node %d, tie %v", what, vd, want, tie)
			}
			if m := v.frontier.marks; m[want] != "next" || !right && m[picked] != "yours" {
				t.Fatalf("%s: marks %v", what, m)
			}
			if tie {
				seen["tie"]++
			}
			seen["pick"]++
		case practice.Bound:
			x := rec.Step(i)
			next := x.Bound + 1
			if e == search.EngineIDAStar {
				next = boundModel(rec, i)
			}
			buttons := boundButtons(v)
			k := -1
			for j, b := range buttons {
				if strings.HasSuffix(b.Text, fmt.Sprintf(": %d", next)) {
					k = j
				}
			}
			if k < 0 {
				t.Fatalf("position %d: bound %d not among the buttons", i, next)
			}
			right := rng.IntN(2) == 0
			if !right {
				k = (k + 1) % len(buttons)
			}
			if rng.IntN(2) == 0 {
				test.Tap(buttons[k])
			} else {
				v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyName(fmt.Sprint(k + 1))})
			}
			if vd := check(fmt.Sprintf("position %d, bound", i), right); vd.Answer != next {
				t.Fatalf("position %d: bound %d, the model %d", i, vd.Answer, next)
			}
			seen["bound"]++
		case fateAsk:
			x := rec.Step(i)
			k := len(v.Children()) - 1
			if k == 0 {
				fates.expand(x)
			}
			want := fates.fate(x, k)
			ans := want
			right := rng.IntN(2) == 0
			if !right {
				offered := practice.Fates // meets only a bidirectional search's
				if e != search.EngineBiBFS {
					offered = offered[:len(offered)-1]
				}
				ans = offered[(slices.Index(offered, want)+1+rng.IntN(len(offered)-1))%len(offered)]
			}
			a := slices.Index(practice.Fates, ans)
			if rng.IntN(2) == 0 {
				test.Tap(v.predict.FateBtns[a])
			} else {
				v.TypedKey(&fyne.KeyEvent{Name: fateKeys[a]})
			}
			if vd := check(fmt.Sprintf("step %d, child %d", i, k), right); vd.Fate != want {
				t.Fatalf("step %d, child %d: fate %s, the model %s", i, k, vd.Fate, want)
			}
			if !v.tested {
				t.Fatalf("step %d, child %d: not shown tested once answered", i, k)
			}
			seen["fate"]++
			continue
		}
		if i == v.Stepper.Len()-1 && !v.partial() {
			break
		}
		if guard == 40 {
			test.Tap(v.predict.SumUp)
			if !strings.HasPrefix(v.predict.prompt.Text, fmt.Sprintf("%d of %d predictions right", want.right, want.total)) {
				t.Fatalf("sum up: %q", v.predict.prompt.Text)
			}
		}
		// Beam search's fates are left to the core's tests: its cuts
		// need the round's end.
		if guard%2 == 1 && e != search.EngineBeam || v.partial() {
			v.FineStep()
			if at := v.Stepper.Current(); !v.partial() && at <= rec.Len() { // a step with no children
				fates.expand(rec.Step(at))
			}
		} else {
			if i < rec.Len() {
				x := rec.Step(i + 1)
				fates.expand(x)
				for k := range x.Children {
					fates.fate(x, k)
				}
			}
			v.Stepper.Step()
		}
	}
	if v.Stepper.Current() != v.Stepper.Len()-1 {
		t.Fatalf("stopped at %d of %d", v.Stepper.Current(), v.Stepper.Len())
	}
	sum := fmt.Sprintf("%d of %d predictions right", want.right, want.total)
	if !strings.HasPrefix(v.predict.prompt.Text, "The search is over. "+sum) || !strings.Contains(v.predict.prompt.Text, fmt.Sprintf("longest streak %d", want.longest)) {
		t.Errorf("at the end: %q, want %q", v.predict.prompt.Text, sum)
	}
	if seen["pick"] == before["pick"] || seen["key"] == before["key"] || e != search.EngineBeam && seen["fate"] == before["fate"] {
		t.Errorf("asked %v", seen)
	}
	if (e == search.EngineIDS || e == search.EngineIDAStar) && seen["bound"] == 0 {
		t.Errorf("no bound asked: %v", seen)
	}
	t.Logf("%s: %d steps, %s", e, rec.Len(), v.predict.score.Summary())
}

// Predict mode lists the frontier by node number with no row marked
// next; an answer marks the engine's row; Back shows that verdict again
// without grading twice; switching predict mode off gives the frontier
// back in pop order, its first row marked next.
func TestPredictSwitch(t *testing.T) {
	v, _ := watch(t, cells, search.EngineAStar, openMaze)
	v.Stepper.Show(3)
	v.predict.Check.SetChecked(true)
	first, shown := v.Frontier()
	if first != "" || !slices.IsSortedFunc(shown, func(a, b search.Node[int]) int { return a.ID - b.ID }) || v.predict.ask != practice.Pick {
		t.Fatalf("predict mode: first row %q, asking %v, ids %v", first, v.predict.ask, shown)
	}
	pickRow(v, 0)
	vd, _ := lastVerdict(v)
	if v.frontier.marks[vd.Answer] != "next" || v.predict.score.Total != 1 {
		t.Fatalf("after a pick: marks %v, score %+v", v.frontier.marks, v.predict.score)
	}
	v.Stepper.Step()
	v.Stepper.Back()
	if v.predict.ask != practice.None || v.predict.prompt.Text != vd.Text() || v.frontier.marks[vd.Answer] != "next" {
		t.Fatalf("back at an answered step: asking %v, %q, marks %v", v.predict.ask, v.predict.prompt.Text, v.frontier.marks)
	}
	pickRow(v, 1)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.Key1})
	if v.predict.score.Total != 1 {
		t.Fatalf("graded twice: %+v", v.predict.score)
	}
	v.predict.Check.SetChecked(false)
	first, shown = v.Frontier()
	want := v.Recording().Step(3).Frontier(FrontierRows)
	if first != "next" || len(shown) != len(want) || shown[0].ID != want[0].ID || v.frontier.marks != nil {
		t.Fatalf("predict mode off: first row %q, %d rows, marks %v", first, len(shown), v.frontier.marks)
	}
	// The arrow keys still step while predict mode is on.
	v.predict.Check.SetChecked(true)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if v.Stepper.Current() != 4 {
		t.Fatalf("→ in predict mode: at %d", v.Stepper.Current())
	}
}

// Predict mode makes the view neither wider nor taller, in presentation
// mode too, whatever it asks: it takes the place of the tree's legend and
// the node picked, its buttons ask for no width.
func TestPredictTakesNoRoom(t *testing.T) {
	for _, k := range []float32{1, 1.45} {
		v, _ := watch(t, cells, search.EngineIDAStar, smallMaze)
		a := fyne.CurrentApp()
		a.Settings().SetTheme(scaled{a.Settings().Theme(), k})
		v.Content().Refresh()
		off := v.Content().MinSize()
		v.predict.Check.SetChecked(true)
		asked := map[practice.Kind]bool{}
		for v.Stepper.Current() < v.Stepper.Len()-1 {
			asked[v.predict.ask] = true
			// With no buttons on show the prompt has the whole box.
			if box := v.predict.box; v.predict.ask == practice.Pick && box.Objects[0].Size().Height < box.Size().Height-1 {
				t.Fatalf("scale %v, position %d: the prompt %v high in a box %v high", k, v.Stepper.Current(), box.Objects[0].Size().Height, box.Size().Height)
			}
			if on := v.Content().MinSize(); on.Width > off.Width || on.Height > off.Height {
				t.Fatalf("scale %v, position %d, asking %v: %v with predict mode, %v without", k, v.Stepper.Current(), v.predict.ask, on, off)
			}
			v.FineStep()
		}
		if !asked[practice.Pick] || !asked[practice.Bound] || !asked[fateAsk] {
			t.Errorf("scale %v: asked %v", k, asked)
		}
	}
}

// lastVerdict is the verdict predict mode gave last; ok is false before any.
func lastVerdict[S comparable](v *View[S]) (vd practice.Verdict, ok bool) {
	if v.predict.last == nil {
		return vd, false
	}
	return *v.predict.last, true
}

// boundButtons are the buttons on show that answer a bound question.
func boundButtons[S comparable](v *View[S]) []*widget.Button {
	var out []*widget.Button
	for _, o := range v.predict.boundRow.Objects {
		out = append(out, o.(*widget.Button))
	}
	return out
}

// typeNumber types node id's number, and Enter where the view waits for
// more digits (another node's number begins with it).
func typeNumber[S comparable](v *View[S], id int) {
	for _, d := range strconv.Itoa(id) {
		v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyName(d)})
	}
	if v.number.typed != "" {
		v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}
}

// pickRow picks row r (from 0) of the frontier table as a click does.
func pickRow[S comparable](v *View[S], r int) {
	v.frontier.table.Select(widget.TableCellID{Row: r, Col: 1})
}

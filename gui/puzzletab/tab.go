package puzzletab

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/checkwin"
	"frontier/gui/kit"
)

// Tab is a puzzle's tab. Its exported fields are its controls, as the
// puzzle's own code and tests reach them; its methods are for the UI
// goroutine.
type Tab[P, S comparable] struct {
	// Search is Solve and Cancel, the counters, the results and the path
	// with its playback.
	Search *kit.Search[P]
	Limits *kit.Limits

	StateBox  *kit.Entry
	StateErr  *widget.Label
	StateNote *widget.Label // what happened to the state when a setting changed it

	RandMode *kit.Select // random walk or uniform draw
	WalkBox  *kit.Entry
	SeedBox  *kit.Entry
	RandErr  *widget.Label

	EngineMenu    *kit.Select
	HeuristicMenu *kit.Select
	// PruningMenu and GoalTestMenu are the engine's pruning and goal-test
	// choices; each row shows only for an engine that offers a choice.
	PruningMenu   *kit.Select
	GoalTestMenu  *kit.Select
	PruningRow    *widget.Form
	GoalTestRow   *widget.Form
	HeuristicInfo *kit.TipButton
	SearchErr     *widget.Label
	Warning       *widget.Label // under the search settings: what a search may cost
	// SearchForm holds the engine, heuristic and limits; a row's label
	// is greyed exactly while its field is.
	SearchForm *widget.Form
	// SolveErr, under Solve, says why Solve did nothing: the error of
	// the input that stopped it, which also shows beside that input.
	SolveErr *widget.Label

	HandLabel *widget.Label // how to play by hand, or the moves made
	// Coach is the optimal cost left, the standing, Hint and Solve from
	// here, under the board; nil when the puzzle has none.
	Coach *Coach[P, S]
	// Race races engines on the start, in a window of its own that
	// RaceBtn opens.
	Race     *Race[P, S]
	RaceBtn  *widget.Button
	WatchBtn *widget.Button
	// FoldSwitch folds the inputs' column away (Board.Fold); nil for a
	// board that does not offer it.
	FoldSwitch *widget.Check

	// The puzzle's heuristic inspectors of the board and of the watch
	// view's node, and their "Inspect h" switches; nil when the puzzle has
	// none.
	Inspector          Inspector[P, S]
	InspectSwitch      *widget.Check
	WatchInspector     Inspector[P, S]
	WatchInspectSwitch *widget.Check

	pz    Puzzle[P, S]
	prefs fyne.Preferences
	keys  prefKeys

	kind  *puzzles.Kind[P, S]
	start P // the position the next search starts from
	shown P // the position on the board
	hand  int
	// heuristic is the heuristic menu's choice, kept while an engine that
	// uses none greys the menu; the inspector takes it apart.
	heuristic puzzles.HeuristicID
	// prunings and goalTests are the choices last made in their menus,
	// each engine's own: an engine not chosen for yet runs with its
	// defaults, whatever another engine was set to.
	prunings  map[search.Engine]search.Pruning
	goalTests map[search.Engine]search.GoalTest
	pathKind  *puzzles.Kind[P, S] // the puzzle of the path on show
	// playFound plays the path of the search running once found (Solve
	// from here).
	playFound bool

	board    fyne.CanvasObject // the puzzle's picture of the position on show
	layout   *boardLayout
	tables   tables
	watching watching[P, S]
	checker  *checkwin.Window[P]

	restoring bool // the preferences are being read: nothing is saved
	// column holds the inputs, in columnScroll; laid out again when a
	// row of theirs shows or hides.
	column       *fyne.Container
	columnScroll *container.Scroll
	content      fyne.CanvasObject
}

// New builds the tab of pz, restoring its settings from prefs.
func New[P, S comparable](prefs fyne.Preferences, pz Puzzle[P, S]) *Tab[P, S] {
	t := &Tab[P, S]{pz: pz, prefs: prefs, keys: keysOf(pz.Key), kind: pz.Kind, pathKind: pz.Kind, restoring: true}
	t.start, t.shown = pz.Kind.Goal, pz.Kind.Goal
	t.Search = kit.NewSearch[P](t.Solve)
	t.Search.ShowState = t.show
	t.Search.Animate = t.animate
	t.Search.Format = func(p P) string { return compact(t.pathKind, p) }
	t.Search.Player.OnSpeedChanged = t.save
	// A cost in a unit of its own (km) is said in the puzzle's words;
	// moves keep the results' own.
	t.Search.Stats.CostWords = func(cost, depth int) (string, string) {
		if t.pathKind.Unit == "" {
			return "", ""
		}
		return "Solved: " + t.pathKind.CostOver(cost, depth) + ".", t.pathKind.Cost(cost)
	}
	t.board = pz.Board.Picture()
	t.layout = &boardLayout{}
	t.HandLabel = widget.NewLabel("")
	t.buildState()
	t.buildRandom()
	t.buildSearch()
	t.buildInspector()
	t.buildFold()
	t.Search.OnResult = t.found
	if pz.Coach != nil {
		t.buildCoach()
	}
	t.buildRace()
	t.RaceBtn = widget.NewButtonWithIcon("Race…", theme.MediaFastForwardIcon(), func() { t.Race.Open() })
	t.buildTables()
	t.buildWatch()
	t.restore()
	t.content = t.lay()
	return t
}

// Title is the tab's name.
func (t *Tab[P, S]) Title() string { return t.pz.Title }

// Content is the tab's page.
func (t *Tab[P, S]) Content() fyne.CanvasObject { return t.content }

// lay puts the board, play by hand, the coach and playback on the left,
// the inputs in the middle, and Solve with the results on the right. The
// inputs, the results under Solve, and what lies between the board and
// playback scroll when the window is short (presentation mode on a
// 1024×768 projector): Solve, Cancel, Watch and playback stay in view.
// A portrait or narrow window has the board's column over the others.
func (t *Tab[P, S]) lay() fyne.CanvasObject {
	var under, buttons []fyne.CanvasObject
	if t.FoldSwitch != nil {
		buttons = append(buttons, t.FoldSwitch)
	}
	if t.Inspector != nil {
		under = append(under, t.Inspector.Panel())
		buttons = append(buttons, t.InspectSwitch)
	}
	// The coach over the puzzle's own controls (the cube's turns): the
	// column's foot stays where it is, so the rows the coach shows when
	// switched on take their room from the board above them and move
	// none of the controls under them.
	if rows := t.coachRows(); rows != nil {
		under = append(under, rows)
	}
	if wire := t.pz.hand().Wire; wire != nil {
		hand, more := wire(t, t.board)
		if hand != nil {
			under = append(under, hand)
		}
		buttons = append(buttons, more...)
	}
	// The hand row's words keep their room: squeezed by the switches
	// beside them, "Turns: 3" would read "Turns…".
	// Where the column is too narrow for them on one line, they take two.
	// The switches keep their height at the top of the row.
	// The switches go under the words where the column is too narrow
	// for both (the map's, with Big map and Inspect h, beside the
	// inputs on a projector).
	top := kit.Beside(kit.AtLeast(t.pz.hand().Ems, kit.FitLines(1, t.HandLabel)), container.NewVBox(container.NewHBox(buttons...)))
	// Playback stays at the foot; what is between it and the board
	// scrolls when the column is short.
	left := container.NewBorder(top, t.Search.Player.Controls(), nil, nil, overPanel(t.boardArea(), under...))
	inner := container.NewHSplit(t.inputs(), t.results())
	inner.Offset = 0.45
	outer := container.NewHSplit(left, inner)
	outer.Offset = 0.28
	if t.pz.Board.Share > 0 {
		outer.Offset = float64(t.pz.Board.Share)
	}
	// In a portrait window the board's column goes over the other two,
	// with somewhat less than half the height.
	layout := stack(outer, 0.45, t.folded)
	t.fold()
	return layout
}

// results is Solve, Cancel and Watch, with the line that says why Solve
// did nothing under them, over the results and the path, which scroll
// when the column is short.
func (t *Tab[P, S]) results() fyne.CanvasObject {
	head := widget.NewLabel("Path (select a row to see that state)")
	head.TextStyle.Bold = true
	k := t.Search
	// Each button as wide as its words, not all as the widest: the
	// column fits beside the others on a 1024-pixel projector.
	buttons := &fyne.Container{Layout: natural{}, Objects: []fyne.CanvasObject{k.SolveBtn, k.CancelBtn, t.WatchBtn}}
	// Race sits beside the line under Solve, which is empty but for an
	// error: in the row above it would not fit a projector's column.
	top := container.NewVBox(buttons, container.NewBorder(nil, nil, nil, container.NewVBox(t.RaceBtn), kit.Lines(2, t.SolveErr)))
	// A little over four rows, so that four show whole.
	list := kit.Rows(4.05, k.Player.List.CreateItem, k.Player.List)
	path := container.NewBorder(container.NewVBox(widget.NewSeparator(), kit.Lines(2, head)), nil, nil, nil, list)
	stats := k.Stats.Content()
	return container.NewBorder(top, nil, nil, nil,
		&fyne.Container{Layout: statsOverPath{stats}, Objects: []fyne.CanvasObject{container.NewVScroll(stats), path}})
}

// statsOverPath lays the results over the path: the results get the
// height they need where the column has it, and scroll where it has not,
// while the path keeps its rows in view: on a projector's short column
// the path came only after scrolling the whole column, four rows of it.
type statsOverPath struct{ stats fyne.CanvasObject }

func (l statsOverPath) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s, p := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(l.stats.MinSize().Width, p.Width), s.Height+theme.Padding()+p.Height)
}

func (l statsOverPath) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	h := min(l.stats.MinSize().Height, size.Height-pad-objs[1].MinSize().Height)
	h = max(h, objs[0].MinSize().Height)
	objs[0].Move(fyne.Position{})
	objs[0].Resize(fyne.NewSize(size.Width, h))
	objs[1].Move(fyne.NewPos(0, h+pad))
	objs[1].Resize(fyne.NewSize(size.Width, size.Height-h-pad))
}

// boardArea is the picture with the inspector's marks over it.
func (t *Tab[P, S]) boardArea() fyne.CanvasObject {
	objs := []fyne.CanvasObject{t.board}
	if t.Inspector != nil {
		if o := t.Inspector.Overlay(); o != nil {
			objs = append(objs, o)
		}
	}
	t.layout.lines = func() bool {
		return t.Inspector != nil && t.Inspector.Active() || t.Coach != nil && t.Coach.speaks()
	}
	t.layout.firstDrawn = func() { fyne.Do(t.startTables) }
	return &fyne.Container{Layout: t.layout, Objects: objs}
}

// boardLayout lays the picture and the inspector's marks over each other.
// While the inspector or the coach is on, their lines take room under the
// board, and the picture may shrink to 70 % of its least size to make it:
// in presentation mode the column is short, and the lines, the cost left
// first, should show without scrolling. Its first layout at a real size
// calls firstDrawn, so that nothing is built for a tab never shown.
type boardLayout struct {
	lines      func() bool // whether lines under the board speak
	firstDrawn func()
	drawn      bool
}

func (l *boardLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	if l.lines != nil && l.lines() {
		m = fyne.NewSize(m.Width*0.7, m.Height*0.7)
	}
	return m
}

func (l *boardLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	if !l.drawn && size.Width > 0 && size.Height > 0 {
		l.drawn = true
		if l.firstDrawn != nil {
			l.firstDrawn()
		}
	}
}

// found takes a result on show: the board is drawn again with it, the
// puzzle learns the true distances an optimal one proves (the inspector
// and the coach then say them at once), and Solve from here plays its
// path.
func (t *Tab[P, S]) found(r search.Result[P]) {
	// The board drawn again with the result on show: the map draws the
	// path found before Play.
	t.pz.Board.Draw(t.board, t.kind, t.shown)
	if r.Solved && r.Optimal && t.pathKind != nil {
		t.pathKind.Learn(r.Path, r.Cost)
		t.inspectShown()
	}
	if t.playFound && r.Solved {
		t.playFound = false
		t.Search.Player.TogglePlay()
	}
}

// show draws p on the board at once.
func (t *Tab[P, S]) show(p P) {
	t.shown = p
	t.pz.Board.Draw(t.board, t.kind, p)
	t.shownChanged()
}

// animate draws one step of playback, as the puzzle animates it.
func (t *Tab[P, S]) animate(from, to P, move string, d time.Duration) {
	if t.pz.Board.Animate == nil {
		t.show(to)
		return
	}
	t.shown = to
	t.pz.Board.Animate(t.board, t.kind, from, to, move, d)
	t.shownChanged()
}

// shownChanged has the inspector and the coach speak of the position on
// the board.
func (t *Tab[P, S]) shownChanged() {
	t.inspectShown()
	if t.Coach != nil {
		t.Coach.look(t.shown)
	}
}

// compact is p in the short form of k, for the path list and the watch
// view's frontier.
func compact[P, S comparable](k *puzzles.Kind[P, S], p P) string {
	if k.Compact != nil {
		return k.Compact(p)
	}
	return k.Format(p)
}

// inputs is the middle column: the puzzle's own settings, the state, the
// random start and the search settings. Each message line keeps its room
// whether it speaks or not, so that no control moves when one comes; the
// column scrolls when the window is too short for it.
func (t *Tab[P, S]) inputs() fyne.CanvasObject {
	var column []fyne.CanvasObject
	if t.pz.Inputs.Settings != nil {
		column = append(column, t.pz.Inputs.Settings)
	}
	load := widget.NewButton("Load", func() { t.loadEntry() })
	heading := "State"
	if t.pz.Inputs.StateHeading != "" {
		heading = t.pz.Inputs.StateHeading
	}
	// The error and the note under the state box never show together:
	// they share their room.
	said := container.NewStack(kit.Lines(2, t.StateErr), kit.Lines(2, t.StateNote))
	column = append(column, kit.Heading(heading), container.NewBorder(nil, nil, nil, load, t.StateBox), said)
	if len(t.randMenu()) > 0 {
		randomize := widget.NewButtonWithIcon("Randomize", theme.ViewRefreshIcon(), func() { t.Randomize() })
		walk := container.NewGridWithColumns(2,
			container.NewBorder(nil, nil, widget.NewLabel("Moves"), nil, t.WalkBox),
			container.NewBorder(nil, nil, widget.NewLabel("Seed"), nil, t.SeedBox))
		column = append(column, kit.Beside(t.RandMode, randomize), walk, kit.Lines(2, t.RandErr))
	}
	heuristic := newEnabledWith(container.NewBorder(nil, nil, nil, t.HeuristicInfo, t.HeuristicMenu), t.HeuristicMenu)
	t.SearchForm = widget.NewForm(append([]*widget.FormItem{widget.NewFormItem("Engine", t.EngineMenu),
		widget.NewFormItem("Heuristic", heuristic)}, t.Limits.Items()...)...)
	column = append(column, kit.Heading("Search"), kit.FitForms(t.SearchForm, t.PruningRow, t.GoalTestRow),
		kit.Lines(2, t.SearchErr), kit.Lines(2, t.Limits.Err), kit.Lines(3, t.Warning))
	if t.pz.Solve.Table != "" {
		column = append(column, widget.NewSeparator(), t.tables.label, t.tables.bar)
	}
	t.column = container.NewVBox(column...)
	t.columnScroll = container.NewVScroll(t.column)
	return t.columnScroll
}

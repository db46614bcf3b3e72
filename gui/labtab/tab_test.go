package labtab

import (
	"bytes"
	"image/color"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

func TestDepthExperimentFillsTableAndPlots(t *testing.T) {
	tab, _ := newTestTab(t)
	small(tab, kindDepth)
	run(t, tab)
	if !strings.HasPrefix(tab.status.Text, "Done") {
		t.Fatalf("status %q", tab.status.Text)
	}
	r := tab.results
	if got := r.gridSel.Selected; !strings.Contains(got, "nodes generated") {
		t.Errorf("first table %q, want nodes generated", got)
	}
	if rows, cols := r.size(); rows != 4 || cols != 3 || r.cell(0, 0) != "depth" {
		t.Fatalf("table %d×%d, header %v", rows, cols, r.grid.Header)
	}
	mis, man := column(t, tab, "A* misplaced"), column(t, tab, "A* manhattan")
	for row := 1; row <= 3; row++ {
		depth, _ := strconv.Atoi(r.cell(row, 0))
		a, errA := strconv.ParseFloat(strings.ReplaceAll(r.cell(row, mis), ",", ""), 64)
		b, errB := strconv.ParseFloat(strings.ReplaceAll(r.cell(row, man), ",", ""), 64)
		if errA != nil || errB != nil || a <= 0 {
			t.Fatalf("row %d: cells %q %q", row, r.cell(row, mis), r.cell(row, man))
		}
		if depth >= 8 && b > a {
			t.Errorf("depth %d: manhattan %v nodes > misplaced %v", depth, b, a)
		}
	}
	if len(r.gridSel.Options) < 4 || len(r.plotSel.Options) != 2 {
		t.Errorf("%d tables, %d plots; want nodes, expanded, EBF, time… and 2 plots", len(r.gridSel.Options), len(r.plotSel.Options))
	}
	img := r.plot.render(400, 250)
	if img == nil || img.Bounds().Dx() != 400 || img.Bounds().Dy() != 250 {
		t.Fatalf("plot image %v", img)
	}
	r.plotSel.SetSelectedIndex(1) // EBF
	if r.fig != 1 || r.plot.plot == nil {
		t.Error("EBF plot not shown")
	}

	dir := t.TempDir()
	csvPath, pngPath := filepath.Join(dir, "depth.csv"), filepath.Join(dir, "ebf.png")
	if err := saveFile(csvPath, r.writeCSV); err != nil {
		t.Fatal(err)
	}
	if err := saveFile(pngPath, r.writePNG); err != nil {
		t.Fatal(err)
	}
	csv, _ := os.ReadFile(csvPath)
	if lines := strings.Count(string(csv), "\n"); lines != 1+3*2 || !strings.Contains(string(csv), "manhattan") {
		t.Errorf("CSV has %d lines:\n%s", lines, csv)
	}
	png, _ := os.ReadFile(pngPath)
	if !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Errorf("PNG file starts %q", png[:min(8, len(png))])
	}
}

func TestBudgetAndCompareExperiments(t *testing.T) {
	tab, _ := newTestTab(t)
	small(tab, kindBudget)
	run(t, tab)
	r := tab.results
	if rows, cols := r.size(); rows != 3 || cols != 3 || r.cell(0, 0) != "max nodes" || r.cell(2, 0) != "1,000" {
		t.Fatalf("budget table %d×%d: header %v, rows %v", rows, cols, r.grid.Header, r.grid.Rows)
	}
	if f, err := strconv.ParseFloat(r.cell(2, column(t, tab, "A* manhattan")), 64); err != nil || f < 0 || f > 1 {
		t.Errorf("fraction cell %q", r.cell(2, 2))
	}
	if r.plot.plot == nil || r.pngBtn.Disabled() {
		t.Error("budget plot not shown")
	}

	small(tab, kindCompare)
	run(t, tab)
	if r.cell(0, 0) != "engine" || r.cell(1, 0) != "A* misplaced" || r.cell(2, 0) != "A* manhattan" {
		t.Errorf("compare table header %v rows %v", r.grid.Header, r.grid.Rows)
	}
	if r.plot.plot != nil || !r.pngBtn.Disabled() || r.noPlot.Text == "" {
		t.Error("a comparison has no plot, but one is offered")
	}
	if err := saveFile(filepath.Join(t.TempDir(), "x.png"), r.writePNG); err == nil {
		t.Error("PNG export without a plot succeeded")
	}
}

func TestBadInputShowsErrorAndDoesNotRun(t *testing.T) {
	tab, _ := newTestTab(t)
	cases := []struct {
		kind  string
		set   func(f *form)
		label func(f *form) string
		want  string
	}{
		{kindDepth, func(f *form) { f.instances.SetText("many") }, func(f *form) string { return f.instancesErr.msg }, "N must be a whole number"},
		{kindDepth, func(f *form) { f.depthFrom.SetText("12"); f.depthTo.SetText("4") }, func(f *form) string { return f.depthsErr.msg }, "below the first"},
		{kindDepth, func(f *form) { f.puzzle.SetSelected(puzzleOptions()[0].title); f.depthTo.SetText("8") },
			func(f *form) string { return f.depthsErr.msg }, "6 moves from the goal, not 8"},
		{kindBudget, func(f *form) { f.budgets.SetText("100,lots") }, func(f *form) string { return f.budgetsErr.msg }, "lots"},
		{kindDepth, func(f *form) { f.seed.SetText("-1") }, func(f *form) string { return f.seedErr.msg }, "seed"},
		{kindDepth, func(f *form) { f.workers.SetText("0") }, func(f *form) string { return f.workersErr.msg }, "workers"},
		{kindDepth, func(f *form) { f.engines.setChecked("Beam manhattan", true); f.beam.SetText("0") }, func(f *form) string { return f.beamErr.msg }, "beam width"},
		{kindDepth, func(f *form) { f.option("goal").entry.SetText("1 2 3") }, func(f *form) string { return f.option("goal").err.msg },
			"goal: board has 3 tiles"},
		{kindDepth, func(f *form) {
			for _, c := range f.engines.checks {
				c.SetChecked(false)
			}
		}, func(f *form) string { return f.enginesErr.msg }, "at least one engine"},
	}
	for _, c := range cases {
		small(tab, c.kind)
		c.set(tab.form)
		test.Tap(tab.runBtn)
		if got := c.label(tab.form); !strings.Contains(got, c.want) {
			t.Errorf("error %q, want %q", got, c.want)
		}
		if tab.runner.Busy() || !strings.HasPrefix(tab.status.Text, "Nothing ran: "+c.label(tab.form)) ||
			tab.status.Importance != widget.DangerImportance {
			t.Errorf("want %q: ran anyway (status %q)", c.want, tab.status.Text)
		}
	}
	if tab.results.out != nil {
		t.Error("a bad input ran an experiment")
	}
	// Good input clears the messages.
	small(tab, kindDepth)
	if _, ok := tab.form.validate(); !ok {
		t.Fatalf("good input refused: %q", tab.status.Text)
	}
	run(t, tab)
	for _, e := range tab.form.errors() {
		if e.shown() || e.name.Importance != widget.MediumImportance || e.name.Tip != e.tip {
			t.Errorf("error %q still shown", e.msg)
		}
	}
}

func TestCancelKeepsPreviousResults(t *testing.T) {
	tab, _ := newTestTab(t)
	small(tab, kindDepth)
	run(t, tab)
	before := tab.results.out
	tab.form.depthFrom.SetText("20")
	tab.form.depthTo.SetText("30")
	tab.form.instances.SetText("5000")
	test.Tap(tab.runBtn)
	// Live closes at the first progress shown; the bar itself is not read
	// while the run goes on, since under the test driver the run's updates
	// happen on the run's goroutine.
	kittest.Wait(t, tab.runner.Live(), "progress")
	if !tab.runBtn.Disabled() || tab.cancel.Disabled() {
		t.Errorf("while running: Run disabled %v, Cancel disabled %v", tab.runBtn.Disabled(), tab.cancel.Disabled())
	}
	// The button's own action: test.Tap would walk the window's tree
	// while the run's updates change it on the run's goroutine.
	tab.cancel.OnTapped()
	kittest.Wait(t, tab.runner.Done(), "the cancelled run")
	if !strings.Contains(tab.status.Text, "cancelled") {
		t.Errorf("status %q, want cancelled", tab.status.Text)
	}
	if tab.results.out != before || tab.results.cell(0, 0) != "depth" {
		t.Error("the previous results were not kept")
	}
	if tab.runBtn.Disabled() || !tab.cancel.Disabled() {
		t.Error("buttons not reset after cancel")
	}
}

func TestLoadConfigFillsForm(t *testing.T) {
	tab, _ := newTestTab(t)
	cfg := "size: 4\nseed: 2424 // a comment\nswaps: 30\nnumber: 12\n"
	if !tab.applyConfig(strings.NewReader(cfg), "puzzleConfig.txt") {
		t.Fatalf("config refused: %s", tab.status.Text)
	}
	f := tab.form
	if f.puzzle.Selected != puzzleOptions()[2].title || f.seed.Text != "2424" || f.walk.Text != "30" ||
		f.instances.Text != "12" || f.kind.Selected != kindCompare {
		t.Errorf("form: puzzle %q seed %q walk %q N %q kind %q", f.puzzle.Selected, f.seed.Text, f.walk.Text, f.instances.Text, f.kind.Selected)
	}
	if tab.status.Importance == widget.DangerImportance || !strings.Contains(tab.status.Text, "4×4") {
		t.Errorf("status %q after a good config", tab.status.Text)
	}
	if tab.applyConfig(strings.NewReader("size: 3\nseed: x\n"), "bad.txt") {
		t.Fatal("a bad config was accepted")
	}
	if tab.status.Importance != widget.DangerImportance || !strings.Contains(tab.status.Text, "bad.txt: line 2") {
		t.Errorf("status %q after a bad config", tab.status.Text)
	}
	if f.seed.Text != "2424" {
		t.Error("a bad config changed the form")
	}
}

func TestPuzzleChangeAndSettingsPersist(t *testing.T) {
	tab, a := newTestTab(t)
	f := tab.form
	f.puzzle.SetSelected(puzzleOptions()[3].title) // the cube
	if got := f.engines.Selected(); len(got) != 2 || got[0] != "A* pdb" {
		t.Errorf("cube engines ticked %v", got)
	}
	if diag := f.option("diagonal"); !diag.check.Disabled() || diag.input.Visible() || f.optionRow.label.Visible() ||
		f.depthFrom.Text != "1" || f.depthStep.Text != "1" {
		t.Errorf("cube: diagonal disabled %v shown %v, depths %s/%s", diag.check.Disabled(), diag.input.Visible(),
			f.depthFrom.Text, f.depthStep.Text)
	}
	f.engines.setChecked("IDA* pdb", true)
	f.kind.SetSelected(kindBudget)
	f.seed.SetText("77")
	tab.script.editor.SetText("printState")

	again := New(test.NewTempWindow(t, nil), a.Preferences())
	g := again.form
	if g.puzzle.Selected != puzzleOptions()[3].title || g.kind.Selected != kindBudget || g.seed.Text != "77" ||
		strings.Join(g.engines.Selected(), ",") != "A* pdb,IDA* pdb,Beam pdb" || again.script.editor.Text != "printState" {
		t.Errorf("restored puzzle %q kind %q seed %q engines %v script %q", g.puzzle.Selected, g.kind.Selected,
			g.seed.Text, g.engines.Selected(), again.script.editor.Text)
	}
	if g.depthRow.label.Visible() || !g.budgetRow.label.Visible() {
		t.Error("budget kind restored with the wrong rows shown")
	}
	// Back to the 8-puzzle: its own ticks and depths return.
	g.puzzle.SetSelected(puzzleOptions()[1].title)
	if strings.Join(g.engines.Selected(), ",") != "A* misplaced,A* manhattan" || g.depthTo.Text != "16" {
		t.Errorf("8-puzzle engines %v, depths to %s", g.engines.Selected(), g.depthTo.Text)
	}
}

// Kinds, puzzles and engines are kept by id; the menu words older versions
// kept are read as the same choices.
func TestOldPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString(prefKind, kindBudget)
	p.SetString(prefPuzzle, "2×2×2 cube")
	p.SetString(prefEngines+"cube", "A* pdb|IDA* pdb")
	tab := New(test.NewTempWindow(t, nil), p)
	f := tab.form
	if f.kind.Selected != kindBudget || f.puzzle.Selected != "2×2×2 cube" || strings.Join(f.engines.Selected(), ",") != "A* pdb,IDA* pdb" {
		t.Errorf("read kind %q puzzle %q engines %v", f.kind.Selected, f.puzzle.Selected, f.engines.Selected())
	}
	f.seed.SetText("5") // any edit saves
	if p.String(prefKind) != "budget" || p.String(prefPuzzle) != "cube" || p.String(prefEngines+"cube") != "astar:pdb|idastar:pdb" {
		t.Errorf("saved %q %q %q", p.String(prefKind), p.String(prefPuzzle), p.String(prefEngines+"cube"))
	}
}

// The engines' check boxes are made once: choosing another puzzle shows,
// hides and renames the same boxes, never new ones, and the list beside
// the button follows the ticks.
func TestEngineBoxesAreMadeOnce(t *testing.T) {
	tab, _ := newTestTab(t)
	f := tab.form
	before := append([]fyne.CanvasObject(nil), f.engines.box.Objects...)
	for _, o := range puzzleOptions() {
		f.puzzle.SetSelected(o.title)
		for _, diagonal := range []bool{false, true} {
			f.option("diagonal").check.SetChecked(diagonal)
			if len(f.engines.box.Objects) != len(before) {
				t.Fatalf("%s: %d boxes, were %d", o.title, len(f.engines.box.Objects), len(before))
			}
			for i, b := range f.engines.box.Objects {
				if b != before[i] {
					t.Fatalf("%s: box %d was made anew", o.title, i)
				}
			}
			shown := 0
			for _, b := range f.engines.box.Objects {
				if b.Visible() {
					shown++
				}
			}
			if want := len(f.labDefaults().Offered); shown != want {
				t.Errorf("%s: %d boxes shown, %d engines offered", o.title, shown, want)
			}
		}
	}
	small(tab, kindDepth)
	if got := f.engines.summary.Text; got != "A* misplaced, A* manhattan" {
		t.Errorf("the list beside the button reads %q", got)
	}
}

// Plots are drawn in the window's colours: the background of the image
// on screen is the theme's, dark or light.
func TestPlotInTheWindowsColours(t *testing.T) {
	tab, a := newTestTab(t)
	small(tab, kindDepth)
	run(t, tab)
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), variant})
		img := tab.results.plot.render(400, 250)
		want := theme.Color(theme.ColorNameBackground)
		r, g, b, _ := img.At(2, 2).RGBA()
		wr, wg, wb, _ := want.RGBA()
		if r>>8 != wr>>8 || g>>8 != wg>>8 || b>>8 != wb>>8 {
			t.Errorf("variant %d: the plot's corner is %v, the window's background %v", variant, img.At(2, 2), want)
		}
	}
}

// variantTheme is the default theme held to one variant.
type variantTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// Run's errors go as soon as their inputs are fixed, before the next Run.
func TestFormErrorsGoWhenFixed(t *testing.T) {
	tab, _ := newTestTab(t)
	small(tab, kindDepth)
	tab.form.instances.SetText("many")
	test.Tap(tab.runBtn)
	if !tab.form.instancesErr.shown() {
		t.Fatal("no error for N")
	}
	if tab.form.instancesErr.name.Importance != widget.DangerImportance || !strings.Contains(tab.form.instancesErr.name.Tip, "N must be") {
		t.Errorf("N's name is not marked: %v, tip %q", tab.form.instancesErr.name.Importance, tab.form.instancesErr.name.Tip)
	}
	tab.form.instances.SetText("4")
	if tab.form.instancesErr.shown() || tab.form.instancesErr.name.Importance == widget.DangerImportance {
		t.Errorf("N fixed, error %q stays", tab.form.instancesErr.msg)
	}
	if !strings.HasPrefix(tab.status.Text, "The inputs are fine") {
		t.Errorf("status %q once the input is fixed", tab.status.Text)
	}
}

// The words the lab shows are a user's: no label, button or tip names a
// document outside the program.
func TestLabWordsStandAlone(t *testing.T) {
	tab, _ := newTestTab(t)
	var words []string
	collect := func(o fyne.CanvasObject) {
		switch c := o.(type) {
		case *widget.Label:
			words = append(words, c.Text)
		case *widget.Button:
			words = append(words, c.Text)
		case *kit.TipLabel:
			words = append(words, c.Text, c.Tip)
		case *kit.TipButton:
			words = append(words, c.Text, c.Tip)
		}
	}
	for i := range tab.pages.Items {
		tab.pages.SelectIndex(i)
		kittest.Each(tab.Content(), collect)
	}
	if len(words) < 20 {
		t.Fatalf("only %d words found", len(words))
	}
	for _, w := range words {
		l := strings.ToLower(w)
		if strings.Contains(l, "seed 00") || strings.Contains(w, "SPEC") || strings.Contains(w, "§") {
			t.Errorf("the lab shows %q", w)
		}
	}
}

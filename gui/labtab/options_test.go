package labtab

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
)

// The inputs of the puzzles' options come from their declarations: one
// for each option the menu leaves free, made once, shown for the puzzles
// that take it (as the catalogue declares them).
func TestOptionInputs(t *testing.T) {
	tab, _ := newTestTab(t)
	f := tab.form
	var names []string
	for _, in := range f.options {
		names = append(names, in.opt.Name)
	}
	if strings.Join(names, " ") != "diagonal goal map from to places nearest map-seed weight htable" || f.option("diagonal").check == nil || f.option("goal").entry == nil {
		t.Fatalf("inputs %v", names)
	}
	before := slices.Clone(f.options)
	grid := tab.Content()
	objects := func() []fyne.CanvasObject { return test.LaidOutObjects(grid) }
	n := len(objects())
	for _, o := range puzzleOptions() {
		f.puzzle.SetSelected(o.title)
		entry, err := puzzles.Lookup(string(o.spec.ID))
		if err != nil {
			t.Fatal(err)
		}
		shown := false
		for _, in := range f.options {
			_, takes := entry.Option(in.opt.Name)
			shown = shown || takes
			if in.input.Visible() != takes || (in.check != nil && in.check.Disabled() == takes) ||
				(in.entry != nil && in.entry.Disabled() == takes) {
				t.Errorf("%s: %s shown %v", o.title, in.opt.Name, in.input.Visible())
			}
		}
		if f.optionRow.label.Visible() != shown {
			t.Errorf("%s: the options' row shown %v", o.title, f.optionRow.label.Visible())
		}
		// The inputs on show each have their own room, however many the
		// puzzle takes.
		var rooms [][2]fyne.Position
		for _, in := range f.options {
			if !in.input.Visible() {
				continue
			}
			p, sz := in.input.Position(), in.input.Size()
			if sz.Height < in.input.MinSize().Height {
				t.Errorf("%s: %s is %v high, less than the %v it needs", o.title, in.opt.Name, sz.Height, in.input.MinSize().Height)
			}
			room := [2]fyne.Position{p, p.Add(fyne.NewPos(sz.Width, sz.Height))}
			for _, r := range rooms {
				if room[0].X < r[1].X && r[0].X < room[1].X && room[0].Y < r[1].Y && r[0].Y < room[1].Y {
					t.Errorf("%s: %s overlaps another input", o.title, in.opt.Name)
				}
			}
			rooms = append(rooms, room)
		}
	}
	if !slices.Equal(before, f.options) || len(objects()) != n {
		t.Error("the inputs were made anew")
	}
}

// A goal typed in its box is the experiment's goal.
func TestGoalOption(t *testing.T) {
	tab, _ := newTestTab(t)
	small(tab, kindDepth)
	f := tab.form
	f.depthFrom.SetText("2")
	f.depthTo.SetText("4")
	f.option("goal").entry.SetText(" blank-last ")
	req, ok := f.validate()
	if !ok || req.lab.Puzzle != (puzzles.Spec{ID: puzzles.Sliding,
		Settings: puzzles.SlidingOptions{Width: 3, Goal: "blank-last"}.Settings()}) {
		t.Fatalf("request %v, %v", req.lab.Puzzle, ok)
	}
	run(t, tab)
	if tab.results.out == nil || tab.results.cell(1, 0) != "2" {
		t.Fatalf("no results: %q", tab.status.Text)
	}
	if got := tab.results.out.Sets[0].Puzzle.Header(); got != "sliding 3 goal=blank-last" {
		t.Errorf("the states were drawn for %q", got)
	}
}

// A configuration file names the puzzle and its options, which fill the
// menu and the inputs; one the menu does not offer changes nothing.
func TestConfigOptions(t *testing.T) {
	tab, _ := newTestTab(t)
	f := tab.form
	const states = "seed: 4\nswaps: 10\nnumber: 3\n"
	if !tab.applyConfig(strings.NewReader("size: 2\ndiagonal: on\ngoal: blank-last\n"+states), "a.txt") {
		t.Fatalf("refused: %s", tab.status.Text)
	}
	if f.puzzle.Selected != puzzleOptions()[0].title || !f.option("diagonal").check.Checked ||
		f.option("goal").entry.Text != "blank-last" || !strings.Contains(tab.status.Text, "Sliding 2×2 (3-puzzle) with diagonal=true goal=blank-last, seed 4") {
		t.Errorf("puzzle %q diagonal %v goal %q info %q", f.puzzle.Selected, f.option("diagonal").check.Checked,
			f.option("goal").entry.Text, tab.status.Text)
	}
	if !tab.applyConfig(strings.NewReader("puzzle: cube\n"+states), "b.txt") {
		t.Fatalf("refused: %s", tab.status.Text)
	}
	if f.puzzle.Selected != "2×2×2 cube" || f.option("diagonal").check.Checked || f.option("goal").entry.Text != "" {
		t.Errorf("cube: puzzle %q diagonal %v goal %q", f.puzzle.Selected, f.option("diagonal").check.Checked, f.option("goal").entry.Text)
	}
	if tab.applyConfig(strings.NewReader("size: 5\n"+states), "c.txt") {
		t.Fatal("a 5×5 board was taken")
	}
	if !strings.Contains(tab.status.Text, "c.txt: the 24-puzzle is not in the puzzle menu") ||
		tab.status.Importance != widget.DangerImportance || f.puzzle.Selected != "2×2×2 cube" {
		t.Errorf("error %q, puzzle %q", tab.status.Text, f.puzzle.Selected)
	}
}

// The switch kept under its former key is read; it is saved under the
// options' key.
func TestOptionPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString(prefPuzzle, "sliding 4")
	p.SetBool("lab.diagonal", true)
	p.SetString(prefOption+"goal", "blank-last")
	tab := New(test.NewTempWindow(t, nil), p)
	f := tab.form
	if !f.option("diagonal").check.Checked || f.option("goal").entry.Text != "blank-last" || f.puzzle.Selected != puzzleOptions()[2].title {
		t.Fatalf("restored diagonal %v goal %q puzzle %q", f.option("diagonal").check.Checked, f.option("goal").entry.Text, f.puzzle.Selected)
	}
	f.option("diagonal").check.SetChecked(false)
	if p.BoolWithFallback(prefOption+"diagonal", true) {
		t.Error("the switch was not saved")
	}
	again := New(test.NewTempWindow(t, nil), p)
	if again.form.option("diagonal").check.Checked || again.form.option("goal").entry.Text != "blank-last" {
		t.Error("the options were not restored")
	}
}

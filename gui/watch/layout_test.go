package watch

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
)

// scaled is a theme enlarged as presentation mode enlarges the app's:
// text and widgets by k, gaps by a third as much.
type scaled struct {
	fyne.Theme
	k float32
}

func (s scaled) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNamePadding, theme.SizeNameInnerPadding, theme.SizeNameLineSpacing,
		theme.SizeNameSeparatorThickness, theme.SizeNameInputBorder, theme.SizeNameScrollBarSmall:
		return s.Theme.Size(n) * (1 + (s.k-1)/3)
	}
	return s.Theme.Size(n) * s.k
}

// Every engine's tie-breaking rule, the step's texts, the status, the
// tree's and the frontier's headings show whole in the room the view
// gives them, on a 1024×768 screen and, in presentation mode (which
// enlarges less on a screen narrower than 1,200 pixels), on a 1280×800
// one and on a 1024×768 one less its title bar: a text longer
// than the lines kept for it takes more, and the view still fits the
// screen.
func TestWatchTextsFit(t *testing.T) {
	for _, c := range []struct {
		scale float32
		size  fyne.Size
	}{{1, fyne.NewSize(1024, 768)}, {1.45, fyne.NewSize(1280, 800)}, {1.3, fyne.NewSize(1024, 738)}} {
		v, w := watch(t, cells, search.EngineAStar, testMaze)
		a := fyne.CurrentApp()
		a.Settings().SetTheme(scaled{a.Settings().Theme(), c.scale})
		w.Resize(c.size)
		v.Content().Refresh()
		say := func(l *widget.Label, text string) {
			t.Helper()
			l.SetText(text)
			fits(t, c.scale, c.size, w, l, text)
		}
		for _, e := range search.Engines {
			say(v.tieBreak, e.TieBreak())
		}
		for _, text := range []string{
			"Step 4,999: expanding node 14,999 (move down-right): g 24 · h 18 · f 42 · depth 24.\nChildren: 8 of 8 so far.",
			"Goal reached after 4,999 expansions, cost 24: node 14,999 comes off the frontier and passes the goal test.",
			"Before the first step: only the start is on the frontier.\nChildren: none yet (Step expands it).",
		} {
			say(v.stepLabel, text)
		}
		for _, status := range []string{
			"recorded. Step, Fine step or Auto follows the search to its end.",
			"recorded the first 5,000 expansions. Watch stops here — Solve runs the search to the end.",
			"no solution: the search stopped after 4,999 expansions (every reachable state searched).",
		} {
			say(v.status, "Beam search (k = 100) · Manhattan + linear conflicts · 4×4: "+status)
		}
		say(v.treeHead, "Search tree: 12,345 nodes; the 300 nearest drawn.")
		long := make([]search.Node[int], FrontierRows)
		for _, show := range []func(){
			func() { v.frontier.show(long, 12345, 4999) },
			func() { v.frontier.showBefore(long, 12345, 4999, true) },
			func() { v.frontier.showLeft(long, 12345, 4999) },
		} {
			show()
			say(v.frontier.counts, v.frontier.counts.Text)
		}
	}
}

// fits lays window w out again at its size and checks that label l shows
// text whole in the room it has, and that the view still fits the
// window.
func fits(t *testing.T, scale float32, size fyne.Size, w fyne.Window, l *widget.Label, text string) {
	t.Helper()
	// A real window lays out again whatever needs more room at its next
	// frame; the test driver's lays out what changes size.
	w.Resize(size.SubtractWidthHeight(1, 1))
	w.Resize(size)
	w.Content().Refresh()
	room := l.Size()
	probe := widget.NewLabel(text)
	probe.Wrapping, probe.TextStyle = fyne.TextWrapWord, l.TextStyle
	probe.Resize(fyne.NewSize(room.Width, 1000))
	if need := probe.MinSize().Height; room.Width < 50 || need > room.Height+0.5 {
		t.Errorf("scale %v, %v: %q needs %.0f pixels of height, %.0f kept (%.0f wide)", scale, size, text, need, room.Height, room.Width)
	}
	if m := w.Content().MinSize(); m.Height > size.Height || m.Width > size.Width {
		t.Errorf("scale %v, %v: with %q the view needs %v", scale, size, text, m)
	}
}

// TestFrontierColumnsFit: the frontier's columns on show, each with the
// padding the table keeps after it, fit the table's width with the state
// whole, at every width and in presentation mode's scales; a narrower
// table drops columns rather than cut the state. (At 1024×768 in
// presentation mode a sliding puzzle's state was cut: the columns' sum
// left out those paddings.)
func TestFrontierColumnsFit(t *testing.T) {
	wide := cells
	wide.Compact = func(s int) string { return fmt.Sprintf("561 b32 %03d", s) }
	list := []search.Node[int]{
		{ID: 12, State: 874, G: 3, H: 13, F: 16, Depth: 3},
		{ID: 9, State: 742, G: 1, H: 15, F: 16, Depth: 1},
		{ID: 10, State: 734, G: 2, H: 16, F: 18, Depth: 2},
	}
	for _, scale := range []float32{1, 1.3, 1.45} {
		test.NewTempApp(t)
		a := fyne.CurrentApp()
		a.Settings().SetTheme(scaled{a.Settings().Theme(), scale})
		f := newFrontierTable(wide)
		f.informed = true
		for width := float32(150); width <= 700; width += 5 {
			f.width = width
			f.fill("next", list)
			used := float32(0)
			for _, w := range f.widths {
				used += w + theme.Padding()
			}
			state := slices.Index(f.shown, "state")
			if state >= 0 && (used > width+0.5 || f.widths[state] < f.need("state")-0.5) {
				t.Errorf("scale %v, width %.0f: columns %q, %v wide with their paddings, the state %.0f of the %.0f it needs",
					scale, width, f.shown, used, f.widths[state], f.need("state"))
			}
		}
	}
}

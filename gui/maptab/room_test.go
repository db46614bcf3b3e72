package maptab

import (
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
	"frontier/gui/kit/kittest"
	"frontier/gui/kit/labels"
	"frontier/gui/watch"
)

// projector is a projector's screen and what the window's content gets
// of it in presentation mode: the title bar and the menu bar taken off,
// the theme scaled as presentation mode scales it there.
type projector struct {
	screen fyne.Size
	by     float32
}

var projectors = []projector{{fyne.NewSize(1024, 768), 1.3}, {fyne.NewSize(1280, 800), 1.45}}

// presenting is the theme on show enlarged as presentation mode enlarges
// it (gui's lookTheme, which this package cannot import): text and icons
// by the full factor, the paddings by a third of it.
type presenting struct {
	fyne.Theme
	by float32
}

func (p presenting) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNamePadding, theme.SizeNameInnerPadding, theme.SizeNameLineSpacing,
		theme.SizeNameSeparatorThickness, theme.SizeNameInputBorder, theme.SizeNameScrollBarSmall:
		return p.Theme.Size(n) * (1 + (p.by-1)/3)
	}
	return p.Theme.Size(n) * p.by
}

// content is the room the window's content has on p, the theme on show
// scaled.
func (p projector) content() fyne.Size {
	menu := 2 * fyne.CurrentApp().Settings().Theme().Size("text")
	return fyne.NewSize(p.screen.Width, p.screen.Height-30-menu)
}

// TestMapTakesTheRoom: on a 1024×768 and a 1280×800 projector in
// presentation mode the Route tab's map, with the inputs folded away
// (Big map, as the tab opens), takes most of the tab, and the watch
// window's map most of its width and the height the header and the
// stepper leave, beside the frontier and clear of it; on both every
// place's name is drawn whole at the theme's text size or more, every
// road's length by its road, and a name away from its dot is tied to it
// by a dashed line, which no road is.
func TestMapTakesTheRoom(t *testing.T) {
	for _, p := range projectors {
		what := fmt.Sprintf("%v×%v", p.screen.Width, p.screen.Height)
		tab, w := newTestTab(t, desk)
		test.ApplyTheme(t, presenting{fyne.CurrentApp().Settings().Theme(), p.by})
		size := p.content()
		w.Resize(size)
		if tab.FoldSwitch == nil || !tab.FoldSwitch.Checked {
			t.Fatalf("%s: the tab opens with its inputs beside the map", what)
		}
		page := tab.Content().Size()
		b := tab.board.Size()
		if b.Width < 0.6*page.Width || b.Height < 0.5*page.Height {
			t.Errorf("%s: the map is %v of the tab's %v", what, b, page)
		}
		shot(tab.board, fmt.Sprintf("tab-%v", p.screen.Width))
		checkWords(t, what+", the tab", tab.board)
		checkLabels(t, what+", the tab", tab.board)

		// A watch window has no menu bar.
		size = fyne.NewSize(p.screen.Width, p.screen.Height-30)
		old := watch.FirstSize
		watch.FirstSize = size
		test.Tap(tab.WatchBtn)
		watch.FirstSize = old
		ww := tab.WatchWindow()
		v := ww.View
		kittest.Wait(t, v.Done(), "the recording")
		win := ww.Fyne()
		win.Resize(size)
		for range 2 {
			m := v.NodePicture().(*mapView)
			// The window's widest pane and its tallest but for the
			// header and the stepper's foot (at 1024×768 the map had
			// 370×170 pixels; it has some 584×338).
			if s := m.Size(); s.Width < 0.55*size.Width || s.Height < 0.43*size.Height {
				t.Errorf("%s: the watch window's map is %v of its %v", what, s, size)
			}
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(m)
			mr := labels.At(labels.Point{X: at.X, Y: at.Y}, labels.Size{W: m.Size().Width, H: m.Size().Height})
			kittest.Each(win.Content(), func(o fyne.CanvasObject) {
				if tb, ok := o.(*widget.Table); ok && tb.Visible() {
					p := fyne.CurrentApp().Driver().AbsolutePositionForObject(tb)
					if r := labels.At(labels.Point{X: p.X, Y: p.Y}, labels.Size{W: tb.Size().Width, H: tb.Size().Height}); r.Overlaps(mr) {
						t.Errorf("%s: the watch window's frontier at %v overlaps its map at %v", what, r, mr)
					}
				}
			})
			shot(m, fmt.Sprintf("watch-%v-%d", p.screen.Width, v.Stepper.Current()))
			checkWords(t, what+", the watch window at step "+strconv.Itoa(v.Stepper.Current()), m)
			checkLabels(t, what+", the watch window", m)
			test.Tap(v.Stepper.StepBtn)
		}
		win.Close()
	}
}

// checkWords fails where the map drawn by v leaves a name out, draws it
// short or smaller than the theme's text, leaves a road without its
// length beside it, or ties a name to its dot by a solid line.
func checkWords(t *testing.T, what string, v *mapView) {
	t.Helper()
	texts, _, dots := drawing(v)
	m := v.m
	ts := fyne.CurrentApp().Settings().Theme().Size("text")
	for p := range m.Places() {
		name := m.Name(route.Place(p))
		found := false
		for _, x := range texts {
			if x.text == name {
				found = true
				if x.size < ts-0.01 {
					t.Errorf("%s: %s drawn at %.1f px, the text at %.1f", what, name, x.size, ts)
				}
			}
		}
		if !found {
			t.Errorf("%s: %s's name is not drawn whole", what, name)
		}
	}
	// Each road's length is a number nearer its road than any other
	// road, within a label's height of it.
	at := func(q route.Place) labels.Point { p := v.where(q); return labels.Point{X: p.X, Y: p.Y} }
	roads := eachRoadOnce(m.Roads())
	used := map[int]bool{}
	for i, rd := range roads {
		ok := false
		for k, x := range texts {
			if used[k] || x.text != strconv.Itoa(rd.Length) {
				continue
			}
			c := labels.Point{X: (x.rect.X0 + x.rect.X1) / 2, Y: (x.rect.Y0 + x.rect.Y1) / 2}
			own := distance(c, at(rd.From), at(rd.To))
			nearest := true
			for j, other := range roads {
				if j != i && distance(c, at(other.From), at(other.To)) < own {
					nearest = false
				}
			}
			if nearest && own <= 1.5*(x.rect.Y1-x.rect.Y0)+(x.rect.X1-x.rect.X0)/2 {
				used[k], ok = true, true
				break
			}
		}
		if !ok {
			t.Errorf("%s: the road %s–%s has no length drawn by it", what, m.Name(rd.From), m.Name(rd.To))
		}
	}
	// Every line the map draws is a road, from dot to dot, or a short
	// dash of a line to a name.
	atDot := func(p fyne.Position) bool {
		for _, d := range dots {
			if math.Hypot(float64(p.X-d.x), float64(p.Y-d.y)) < 0.5 {
				return true
			}
		}
		return false
	}
	for _, o := range test.WidgetRenderer(v).Objects() {
		l, ok := o.(*canvas.Line)
		if !ok || l.Hidden || atDot(l.Position1) && atDot(l.Position2) {
			continue
		}
		if n := math.Hypot(float64(l.Position2.X-l.Position1.X), float64(l.Position2.Y-l.Position1.Y)); n > float64(ts)*0.4 {
			t.Errorf("%s: a solid line %.0f px long from %v to %v, which is no road", what, n, l.Position1, l.Position2)
		}
	}
}

// distance is how far c lies from the segment from p to q.
func distance(c, p, q labels.Point) float32 {
	dx, dy := q.X-p.X, q.Y-p.Y
	t := float32(0)
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = max(0, min(1, ((c.X-p.X)*dx+(c.Y-p.Y)*dy)/l2))
	}
	return float32(math.Hypot(float64(c.X-(p.X+t*dx)), float64(c.Y-(p.Y+t*dy))))
}

// shot writes the map as v draws it to a PNG named name in the folder
// LABELS_SHOTS names, if it names one, to look at.
func shot(v *mapView, name string) {
	dir := os.Getenv("LABELS_SHOTS")
	if dir == "" {
		return
	}
	c := software.NewCanvas()
	cp := newMapView(v.m)
	cp.SetMap(v.m, v.start, v.goal, v.here)
	cp.step, cp.inspect, cp.route, cp.found, cp.note = v.step, v.inspect, v.route, v.found, v.note
	c.SetContent(cp)
	c.Resize(v.Size())
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		return
	}
	defer f.Close()
	png.Encode(f, c.Capture())
}

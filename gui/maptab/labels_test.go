package maptab

import (
	"fmt"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
	"frontier/gui/export"
	"frontier/gui/kit/labels"
)

// scaled is the theme on show with every size grown by the factor, as
// presentation mode grows the window's text.
type scaled struct {
	fyne.Theme
	by float32
}

func (s scaled) Size(n fyne.ThemeSizeName) float32 { return s.Theme.Size(n) * s.by }

// presentationScale is presentation mode's factor on a desk of size
// desk (gui.presentationScale, which this package cannot import).
func presentationScale(desk fyne.Size) float32 {
	if desk.Width < 1200 {
		return 1.3
	}
	return 1.45
}

// drawnText is a text the map draws and the rectangle it covers.
type drawnText struct {
	text string
	size float32
	rect labels.Rect
}

// dot is a dot drawn: its centre and radius.
type dot struct{ x, y, r float32 }

// covers reports whether r covers some of the dot's disc.
func (d dot) covers(r labels.Rect) bool {
	dx := max(r.X0-d.x, 0, d.x-r.X1)
	dy := max(r.Y0-d.y, 0, d.y-r.Y1)
	return dx*dx+dy*dy < d.r*d.r-0.01
}

// drawing reads what the map draws: its texts, the boxes behind them and
// its dots.
func drawing(v *mapView) (texts []drawnText, boxes []labels.Rect, dots []dot) {
	for _, o := range test.WidgetRenderer(v).Objects() {
		switch o := o.(type) {
		case *canvas.Text:
			if o.Hidden || o.Text == "" {
				continue
			}
			p, s := o.Position(), o.Size()
			texts = append(texts, drawnText{o.Text, o.TextSize, labels.Rect{X0: p.X, Y0: p.Y, X1: p.X + s.Width, Y1: p.Y + s.Height}})
		case *canvas.Rectangle:
			// the patches behind the labels; not the background
			if p, s := o.Position(), o.Size(); !o.Hidden && s != v.Size() {
				boxes = append(boxes, labels.Rect{X0: p.X, Y0: p.Y, X1: p.X + s.Width, Y1: p.Y + s.Height})
			}
		case *canvas.Circle:
			dots = append(dots, dot{(o.Position1.X + o.Position2.X) / 2, (o.Position1.Y + o.Position2.Y) / 2, (o.Position2.X - o.Position1.X) / 2})
		}
	}
	return texts, boxes, dots
}

// checkLabels fails where two texts the map draws overlap, a text covers
// a dot or leaves the map, or a place's name (whole or short) is not
// drawn; it returns how many names were shortened.
func checkLabels(t *testing.T, what string, v *mapView) (short int) {
	t.Helper()
	texts, boxes, dots := drawing(v)
	for i, a := range boxes {
		for _, b := range boxes[:i] {
			if a.Overlaps(b) {
				t.Errorf("%s: the box behind a label at %v covers another's at %v", what, a, b)
			}
		}
	}
	size := v.Size()
	bounds := labels.Rect{X1: size.Width, Y1: size.Height}
	for i, a := range texts {
		if !a.rect.Inside(bounds) {
			t.Errorf("%s: %q at %v leaves the map's %v", what, a.text, a.rect, size)
		}
		for _, b := range texts[:i] {
			if a.rect.Overlaps(b.rect) {
				t.Errorf("%s: %q at %v covers %q at %v", what, a.text, a.rect, b.text, b.rect)
			}
		}
		for _, d := range dots {
			if d.covers(a.rect) {
				t.Errorf("%s: %q at %v covers a dot at %v", what, a.text, a.rect, d)
			}
		}
	}
	if len(boxes) < len(texts)/2 {
		t.Errorf("%s: %d boxes behind %d texts", what, len(boxes), len(texts))
	}
	// Two names side by side keep a gap, so that they never read as one
	// ("Urz.Hirsova").
	m := v.m
	names := map[string]bool{}
	for p := range m.Places() {
		for _, n := range append(labels.Shorter(m.Name(route.Place(p))), m.Name(route.Place(p))) {
			names[n] = true
		}
	}
	for i, a := range texts {
		for _, b := range texts[:i] {
			side := a.rect.Y0 < b.rect.Y1 && b.rect.Y0 < a.rect.Y1
			if gap := max(b.rect.X0-a.rect.X1, a.rect.X0-b.rect.X1); names[a.text] && names[b.text] && side && gap < 2 {
				t.Errorf("%s: %q at %v and %q at %v are %.1f px apart", what, a.text, a.rect, b.text, b.rect, gap)
			}
		}
	}
	drawn := map[string]bool{}
	for _, x := range texts {
		drawn[x.text] = true
	}
	for p := range m.Places() {
		name := m.Name(route.Place(p))
		if drawn[name] {
			continue
		}
		if !slices.ContainsFunc(labels.Shorter(name), func(s string) bool { return drawn[s] }) {
			t.Errorf("%s: %s's name is not drawn", what, name)
		}
		short++
	}
	return short
}

// TestLabelsNeverOverlap lays out Romania and a random map of 50 places in
// the Route tab at 1280 × 800 and 1024 × 768, in the normal theme and
// presentation mode's (1.45 and 1.3 times as large), bare and under the inspector's h/h*: every place's
// name is drawn, and no text the map draws covers another or a dot.
func TestLabelsNeverOverlap(t *testing.T) {
	for _, win := range []fyne.Size{desk, fyne.NewSize(1024, 768)} {
		for _, by := range []float32{1, presentationScale(win)} {
			tab, w := newTestTab(t, win)
			test.ApplyTheme(t, scaled{fyne.CurrentApp().Settings().Theme(), by})
			w.Resize(win)
			for _, m := range []string{"Romania", "random 50"} {
				if m != "Romania" {
					tab.PlacesBox.SetText("50")
					tab.NearestBox.SetText("3")
					tab.MapSeedBox.SetText("1")
					if !tab.makeRandom() {
						t.Fatalf("random map: %q", tab.MapErr.Text)
					}
				}
				for _, inspect := range []bool{false, true} {
					if inspect != tab.InspectSwitch.Checked {
						test.Tap(tab.InspectSwitch)
					}
					if inspect && tab.board.inspect == nil {
						t.Fatal("Inspect h drew nothing")
					}
					what := fmt.Sprintf("%s at %v, ×%v, inspect %v (%v)", m, win, by, inspect, tab.board.Size())
					short := checkLabels(t, what, tab.board)
					if dir := os.Getenv("LABELS_SHOTS"); dir != "" {
						// a copy of the map as drawn, to look at
						b := tab.board
						v := newMapView(b.m)
						v.SetMap(b.m, b.start, b.goal, b.here)
						v.inspect = b.inspect
						c := software.NewCanvas()
						c.SetContent(v)
						c.Resize(b.Size())
						f, _ := os.Create(fmt.Sprintf("%s/%s-%v-%v-%v.png", dir, m, win.Width, by, inspect))
						png.Encode(f, c.Capture())
						f.Close()
					}
					t.Logf("%s: %d names shortened", what, short)
				}
			}
		}
	}
}

// TestLabelsGrowWhenPresenting: the names and lengths on the map, drawn
// in presentation mode's theme, are larger than in the normal theme, on
// the tab's map at a projector's size, where the map's column grows less
// than the text.
func TestLabelsGrowWhenPresenting(t *testing.T) {
	sizes := map[float32][2]float32{}
	presenting := presentationScale(fyne.NewSize(1024, 768))
	for _, by := range []float32{1, presenting} {
		tab, w := newTestTab(t, fyne.NewSize(1024, 768))
		test.ApplyTheme(t, scaled{fyne.CurrentApp().Settings().Theme(), by})
		w.Resize(fyne.NewSize(1024, 768))
		texts, _, _ := drawing(tab.board)
		var name, length float32
		for _, x := range texts {
			switch {
			case x.text == "Sibiu" || slices.Contains(labels.Shorter("Sibiu"), x.text):
				name = x.size
			case strings.Trim(x.text, "0123456789") == "":
				length = max(length, x.size)
			}
		}
		if name == 0 || length == 0 {
			t.Fatalf("×%v: Sibiu drawn at %v, the lengths at %v", by, name, length)
		}
		sizes[by] = [2]float32{name, length}
	}
	plain, big := sizes[1], sizes[presenting]
	t.Logf("names and lengths of %v px presenting, %v px not", big, plain)
	if big[0] < plain[0]*1.1 || big[1] < plain[1]*1.1 {
		t.Errorf("presenting, names %v and lengths %v; plain, %v and %v", big[0], big[1], plain[0], plain[1])
	}
	if plain[0] < 11 {
		t.Errorf("names of %v px", plain[0])
	}
}

// TestExportKeepsEveryName exports the Route tab's map, as File → Export
// PNG… does, in the print theme, with the inspector's h/h* under the
// names in presentation mode: the map, which the print theme lays out as
// the window's theme does (its sizes are the same), has every place's
// name, none over another.
func TestExportKeepsEveryName(t *testing.T) {
	tab, w := newTestTab(t, desk)
	a := fyne.CurrentApp()
	test.ApplyTheme(t, scaled{a.Settings().Theme(), presentationScale(desk)})
	w.Resize(desk)
	test.Tap(tab.InspectSwitch)
	img, err := export.RenderIn(a, export.PrintTheme(a.Settings().Theme()), tab.ExportObject(), 1280)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() < 300 {
		t.Errorf("the picture is %v", b)
	}
	if dir := os.Getenv("LABELS_SHOTS"); dir != "" {
		if err := export.WritePNG(dir+"/export.png", img); err != nil {
			t.Fatal(err)
		}
	}
	checkLabels(t, "exported", tab.board)
}

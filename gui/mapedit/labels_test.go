package mapedit

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/route"
	"frontier/gui/kit/labels"
)

func rectOf(o fyne.CanvasObject) labels.Rect {
	p, s := o.Position(), o.Size()
	return labels.Rect{X0: p.X, Y0: p.Y, X1: p.X + s.Width, Y1: p.Y + s.Height}
}

// TestLabelsNeverOverlap shows Romania and a random map of 50 places in
// the editor at 1024 × 768 and 1280 × 800, in the normal theme and
// presentation mode's: every place's name is drawn (whole or short), at
// the theme's text size with a margin either side, and no name or length
// covers another, or a dot but its own.
func TestLabelsNeverOverlap(t *testing.T) {
	random, err := route.Random(50, 3, rand.New(rand.NewPCG(1, 0)))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*route.Map{route.Romania(), random} {
		for _, c := range []struct {
			win fyne.Size
			by  float32
		}{{fyne.NewSize(1280, 800), 1}, {fyne.NewSize(1280, 800), 1.45}, {fyne.NewSize(1024, 768), 1}, {fyne.NewSize(1024, 768), 1.3}} {
			e, w := newTestEditor(t, m, "")
			test.ApplyTheme(t, scaled{theme.LightTheme(), c.by})
			w.Resize(c.win)
			e.view.Refresh()
			what := fmt.Sprintf("%d places at %v ×%v (%v)", m.Places(), c.win, c.by, e.view.Size())
			r := test.WidgetRenderer(e.view).(*viewRenderer)
			var drawn []labels.Rect
			var texts []string
			lengths := 0
			for i := range e.draft.Places() {
				n := r.places[i].name
				name := e.draft.Place(i).Name
				if n.Hidden || n.Text != name && !slices.Contains(labels.Shorter(name), n.Text) {
					t.Errorf("%s: %s drawn as %q, hidden %v", what, name, n.Text, n.Hidden)
				}
				if n.TextSize != theme.Size(theme.SizeNameText) {
					t.Errorf("%s: %s at %v, the theme's text at %v", what, name, n.TextSize, theme.Size(theme.SizeNameText))
				}
				// the name is centred in a room with a margin either side,
				// so that two names side by side never read as one
				if need := fyne.MeasureText(n.Text, n.TextSize, n.TextStyle).Width + 2*labels.Margin(n.TextSize); n.Size().Width < need-0.01 {
					t.Errorf("%s: %q in %v px, want %v with its margins", what, n.Text, n.Size().Width, need)
				}
				drawn, texts = append(drawn, rectOf(n)), append(texts, n.Text)
			}
			for i := range e.draft.Roads() {
				if p := r.roads[i].plate; !p.Hidden {
					drawn, texts = append(drawn, rectOf(p)), append(texts, r.roads[i].length.Text)
					lengths++
				}
			}
			for i, a := range drawn {
				for j, b := range drawn[:i] {
					if a.Overlaps(b) {
						t.Errorf("%s: %q at %v covers %q at %v", what, texts[i], a, texts[j], b)
					}
				}
				for k := range e.draft.Places() {
					if k != i && coversDot(a, r.places[k].dot) {
						t.Errorf("%s: %q at %v covers the dot of %s", what, texts[i], a, e.draft.Place(k).Name)
					}
				}
			}
			if lengths == 0 {
				t.Errorf("%s: no length drawn", what)
			}
			t.Logf("%s: %d of %d lengths drawn", what, lengths, e.draft.Roads())
			shot(t, w, fmt.Sprintf("labels-%d-%v-%v", m.Places(), c.win.Width, c.by))
		}
	}
}

// coversDot reports whether r covers some of the dot's disc.
func coversDot(r labels.Rect, d *canvas.Circle) bool {
	rad := d.Size().Width / 2
	x, y := d.Position().X+rad, d.Position().Y+rad
	dx := max(r.X0-x, 0, x-r.X1)
	dy := max(r.Y0-y, 0, y-r.Y1)
	return dx*dx+dy*dy < rad*rad-0.01
}

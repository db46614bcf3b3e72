package maptab

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
)

// BenchmarkLayout lays out the map's drawing, as each frame of an
// animated route does ("frame": the words kept where they were placed)
// and as each step of playback or of a watched search does ("step": the
// words placed again, the note at the top changed): Romania, and the
// densest map whose names are drawn (80 places), in a projector's narrow
// column in presentation mode's theme.
func BenchmarkLayout(b *testing.B) {
	a := test.NewTempApp(b)
	a.Settings().SetTheme(scaled{a.Settings().Theme(), 1.3})
	dense, err := route.Random(80, 3, rand.New(rand.NewPCG(1, 0)))
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		m    *route.Map
	}{{"romania", route.Romania()}, {"random80", dense}} {
		for _, step := range []bool{false, true} {
			name := c.name + "/frame"
			if step {
				name = c.name + "/step"
			}
			b.Run(name, func(b *testing.B) {
				v := newMapView(c.m)
				v.SetMap(c.m, 0, 1, -1)
				v.Resize(fyne.NewSize(320, 380))
				r := test.WidgetRenderer(v).(*mapRenderer)
				n := 0
				for b.Loop() {
					if step {
						n++
						v.note = fmt.Sprintf("%d km", n)
					}
					r.Layout(v.Size())
				}
				if len(r.objs) < c.m.Places() {
					b.Fatalf("%d objects drawn", len(r.objs))
				}
			})
		}
	}
}

package maptab

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
)

// BenchmarkLayout lays out the map's drawing, names and lengths placed,
// as each frame of an animated route does: Romania, and the densest map
// whose names are drawn (80 places), in a projector's narrow column in
// presentation mode's theme.
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
		b.Run(c.name, func(b *testing.B) {
			v := newMapView(c.m)
			v.SetMap(c.m, 0, 1, -1)
			v.Resize(fyne.NewSize(320, 380))
			r := test.WidgetRenderer(v).(*mapRenderer)
			for b.Loop() {
				r.Layout(v.Size())
			}
			if len(r.objs) < c.m.Places() {
				b.Fatalf("%d objects drawn", len(r.objs))
			}
		})
	}
}

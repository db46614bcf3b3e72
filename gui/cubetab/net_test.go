package cubetab

import (
	"image/color"
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/cube"
)

// While a turn plays, its face's plate is outlined, and so is every
// sticker the turn changes, found by comparing the cube before and after
// the turn; half-way, those stickers are coloured half-way.
func TestTurnHighlightsTheFace(t *testing.T) {
	test.NewTempApp(t)
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 12 {
		from := cube.SolvedCube().Turn(cube.RandomScramble(8, rng.Uint64())...)
		letter := string(faceLetters[trial%6])
		ms, err := cube.ParseMoves(letter)
		if err != nil {
			t.Fatal(err)
		}
		to := from.Turn(ms...)
		n := newNetView(from)
		w := test.NewTempWindow(t, n)
		w.Resize(fyne.NewSize(480, 360))
		n.Turn(from, to, letter, time.Second)
		n.done = 0.5
		n.Refresh()
		r := test.WidgetRenderer(n).(*netRenderer)
		for f := range 6 {
			if outlined := r.plates[f].StrokeWidth > 0; outlined != (f == trial%6) {
				t.Errorf("%s: face %c outlined %v", letter, faceLetters[f], outlined)
			}
		}
		lit := 0
		for i, s := range r.stickers {
			if s.StrokeColor != borderColor {
				lit++
			}
			if from[i] == to[i] {
				continue
			}
			if s.StrokeColor == borderColor {
				t.Errorf("%s: sticker %d changes colour but is not outlined", letter, i)
			}
			if want := blend(stickerColor[from[i]], stickerColor[to[i]], 0.5); s.FillColor != color.Color(want) {
				t.Errorf("%s: sticker %d half-way is %v, want %v", letter, i, s.FillColor, want)
			}
		}
		if lit != 12 {
			t.Errorf("%s: %d stickers outlined, want the 12 of a layer", letter, lit)
		}
		n.SetCube(to)
		if r.plates[trial%6].StrokeWidth != 0 {
			t.Errorf("%s: the outline stays once another cube is drawn", letter)
		}
	}
}

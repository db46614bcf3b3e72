package kit

import (
	"fmt"
	"math"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The player starts at a pace a student can follow, goes to the start
// and the end at a click, plays the rest of a long path in about a
// minute, and its icon buttons say what they do in a tip.
// tipText is the text of the tip on show over o; "" when none is.
func tipText(o fyne.CanvasObject) string {
	if l := layerFor(o); l != nil && l.panel.Visible() {
		return l.text.Text
	}
	return ""
}

func TestPlayerControls(t *testing.T) {
	test.NewTempApp(t)
	p := NewPlayer()
	w := test.NewTempWindow(t, WithTips(p.Controls()))
	w.Resize(fyne.NewSize(500, 300))
	if p.MovesPerSecond() != DefaultSpeed || p.speedText.Text != "1.5 moves/s" {
		t.Errorf("default speed %v, shown as %q", p.MovesPerSecond(), p.speedText.Text)
	}
	var shown []int
	p.OnShow = func(_, to int, _ time.Duration) { shown = append(shown, to) }
	p.SetPath(30001, func(i int) string { return fmt.Sprint(i) })
	test.Tap(p.EndBtn)
	if p.Current() != 30000 || shown[len(shown)-1] != 30000 {
		t.Errorf("to the end: at %d", p.Current())
	}
	test.Tap(p.StartBtn)
	if p.Current() != 0 {
		t.Errorf("to the start: at %d", p.Current())
	}
	p.Show(6000)
	test.Tap(p.MinuteBtn)
	if !p.playing || math.Abs(p.MovesPerSecond()-24000.0/60) > 1 {
		t.Errorf("1 min: playing %v at %v moves/s, want 400", p.playing, p.MovesPerSecond())
	}
	every, moves := p.cadence()
	// A short path plays no slower than the speed chosen.
	p.Pause()
	p.SetPath(27, func(i int) string { return fmt.Sprint(i) })
	p.SetSpeed(3)
	test.Tap(p.MinuteBtn)
	if p.MovesPerSecond() != 3 {
		t.Errorf("1 min on 26 moves at 3 moves/s: %v moves/s, want 3", p.MovesPerSecond())
	}
	p.Pause()
	p.SetPath(30001, func(i int) string { return fmt.Sprint(i) })
	p.Show(6000)
	test.Tap(p.MinuteBtn)
	if minute := 24000 / float64(moves) * every.Seconds(); minute < 55 || minute > 65 {
		t.Errorf("the rest plays in %.0f s", minute)
	}
	p.Pause()
	for _, b := range []*TipButton{p.StartBtn, p.BackBtn, p.FwdBtn, p.EndBtn, p.MinuteBtn} {
		test.MoveMouse(w.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(b).AddXY(3, 3))
		if got := tipText(b); got != b.Tip || got == "" {
			t.Errorf("over the button %q: tip %q, want %q", b.Text, got, b.Tip)
		}
	}
	test.MoveMouse(w.Canvas(), fyne.NewPos(490, 290))
	if got := tipText(p.EndBtn); got != "" {
		t.Errorf("the pointer left, the tip %q stays", got)
	}
}

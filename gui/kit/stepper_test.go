package kit

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestStepperButtons(t *testing.T) {
	test.NewTempApp(t)
	s := NewStepper()
	var shown []int
	s.OnShow = func(i int) { shown = append(shown, i) }
	if !s.StepBtn.Disabled() || !s.AutoBtn.Disabled() {
		t.Error("buttons enabled over an empty sequence")
	}
	s.SetLen(5)
	test.Tap(s.StepBtn)
	test.Tap(s.StepBtn)
	test.Tap(s.BackBtn)
	if s.Current() != 1 || !slices.Equal(shown, []int{0, 1, 2, 1}) {
		t.Fatalf("current %d, shown %v", s.Current(), shown)
	}
	if s.pos.Text != "2 / 5" {
		t.Errorf("position label %q, want 2 / 5 (counted from 1)", s.pos.Text)
	}
	test.Tap(s.ResetBtn)
	if s.Current() != 0 || !s.BackBtn.Disabled() || !s.ResetBtn.Disabled() {
		t.Errorf("after Reset: current %d", s.Current())
	}
	s.Show(99)
	if s.Current() != 4 || !s.StepBtn.Disabled() {
		t.Errorf("Show past the end: current %d, Step enabled %v", s.Current(), !s.StepBtn.Disabled())
	}
	extra := widget.NewButton("To the goal", nil)
	s.AddButton(extra)
	if !slices.Contains(s.buttons.Objects, fyne.CanvasObject(extra)) {
		t.Error("extra button not in the row")
	}
}

// autoShot is what Auto shows, read in OnShow: with the test driver,
// fyne.Do runs on the ticker's goroutine, so the test reads the stepper
// only through these and after the last one.
type autoShot struct {
	i       int
	running bool
	text    string
}

func TestStepperAutoStopsAtTheEnd(t *testing.T) {
	test.NewTempApp(t)
	s := NewStepper()
	s.Speed.SetValue(30)
	shown := make(chan autoShot, 10)
	s.OnShow = func(i int) { shown <- autoShot{i, s.Running(), s.AutoBtn.Text} }
	s.SetLen(4)
	<-shown // position 0
	test.Tap(s.AutoBtn)
	for want := 1; want <= 3; want++ {
		select {
		case got := <-shown:
			if got.i != want || got.running != (want < 3) {
				t.Fatalf("Auto showed %+v, want position %d, running until the end", got, want)
			}
			if want == 3 && got.text != "Auto" {
				t.Errorf("Auto still labelled %q at the end", got.text)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("Auto stalled before %d", want)
		}
	}
	s.Speed.SetValue(1) // one step a second: Back comes first
	test.Tap(s.AutoBtn) // at the end: starts over from 0
	if got := <-shown; got.i != 0 || !s.Running() || s.AutoBtn.Text != "Pause" {
		t.Errorf("Auto at the end showed %+v, running %v, %q", got, s.Running(), s.AutoBtn.Text)
	}
	s.Back() // stops Auto
	if s.Running() || s.AutoBtn.Text != "Auto" {
		t.Error("Back did not stop Auto")
	}
}

func TestStepperKeys(t *testing.T) {
	test.NewTempApp(t)
	s := NewStepper()
	s.SetLen(10)
	for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeyRight, fyne.KeyDown, fyne.KeyLeft} {
		if !s.TypedKey(&fyne.KeyEvent{Name: k}) {
			t.Fatalf("key %s not used", k)
		}
	}
	if s.Current() != 2 {
		t.Errorf("after → → ↓ ←: %d, want 2", s.Current())
	}
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if s.Current() != 9 {
		t.Errorf("End: %d", s.Current())
	}
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	if s.Current() != 0 || s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyA}) {
		t.Errorf("Home: %d, or the A key was used", s.Current())
	}
}

// A position shown in part (one child at a time) is finished by Step
// before Step moves on, even at the last position.
func TestStepperPartial(t *testing.T) {
	test.NewTempApp(t)
	s := NewStepper()
	shownPart := map[int]int{} // position → parts shown
	var shown []int
	s.OnShow = func(i int) { shown = append(shown, i); shownPart[i] = 1 }
	s.Partial = func() bool { return shownPart[s.Current()] < 3 }
	s.Finish = func() { shownPart[s.Current()] = 3 }
	s.SetLen(2)
	test.Tap(s.StepBtn) // finishes position 0
	if s.Current() != 0 || shownPart[0] != 3 {
		t.Fatalf("first Step: at %d with %d parts shown, want 0 finished", s.Current(), shownPart[0])
	}
	test.Tap(s.StepBtn)
	if s.Current() != 1 || s.StepBtn.Disabled() {
		t.Fatalf("second Step: at %d, Step enabled %v; want 1, enabled while partial", s.Current(), !s.StepBtn.Disabled())
	}
	test.Tap(s.StepBtn)
	if s.Current() != 1 || shownPart[1] != 3 || !s.StepBtn.Disabled() {
		t.Errorf("last Step: at %d, %d parts, Step enabled %v", s.Current(), shownPart[1], !s.StepBtn.Disabled())
	}
	if !slices.Equal(shown, []int{0, 1}) {
		t.Errorf("shown %v, want [0 1]", shown)
	}
}

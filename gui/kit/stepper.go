package kit

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
)

// Stepper walks through a recorded sequence of positions 0 … Len()−1 (the
// steps of a search, say) with Step, Back, Auto and Reset buttons, a speed
// for Auto, and a "12 / 340" label. A view adds its own buttons (such as
// "Fine step" or "To the goal") with AddButton, and draws position i in
// OnShow. Auto advances on a ticker, through fyne.Do, and stops at the
// end. The keyboard drives it through TypedKey. Its methods are for the
// UI goroutine.
type Stepper struct {
	// OnShow is called with every position shown, after the stepper's own
	// widgets are up to date.
	OnShow func(i int)
	// Partial, when set, reports whether the position on show is shown
	// only in part, as by a view that shows one child at a time: Step
	// (and so Auto and the keys) then calls Finish, which shows it whole,
	// instead of moving on, and stays enabled at the last position until
	// then. A view that changes what Partial reports calls Refresh.
	Partial func() bool
	Finish  func()
	// Position, when set, writes the position label from the position on
	// show and the length ("12 / 340", counted from 1, unless told).
	Position func(i, n int) string

	StepBtn, BackBtn, AutoBtn, ResetBtn *widget.Button
	// Speed is Auto's pace in steps a second.
	Speed *widget.Slider

	buttons *fyne.Container
	flow    *flow
	pos     *widget.Label
	n, cur  int
	stop    chan struct{} // closed to stop Auto's ticker; nil when Auto is off
}

// NewStepper makes a stepper over an empty sequence.
func NewStepper() *Stepper {
	s := &Stepper{pos: widget.NewLabel("")}
	s.StepBtn = widget.NewButtonWithIcon("Step", theme.NavigateNextIcon(), s.Step)
	s.BackBtn = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), s.Back)
	s.AutoBtn = widget.NewButtonWithIcon("Auto", theme.MediaPlayIcon(), s.ToggleAuto)
	s.ResetBtn = widget.NewButtonWithIcon("Reset", theme.MediaSkipPreviousIcon(), s.Reset)
	s.Speed = widget.NewSlider(1, 30)
	s.Speed.Step = 1
	s.Speed.SetValue(3)
	s.Speed.OnChanged = func(float64) {
		if s.Running() { // restart the ticker at the new pace
			s.stopAuto()
			s.startAuto()
		}
	}
	// Three buttons a row: a view's own buttons go on a second row
	// rather than widen the window.
	s.buttons = &fyne.Container{Objects: []fyne.CanvasObject{s.BackBtn, s.StepBtn, s.AutoBtn, s.ResetBtn}}
	s.flow = &flow{n: 3, least: 3, c: s.buttons}
	s.buttons.Layout = s.flow
	s.SetLen(0)
	return s
}

// OneRow lets all the buttons stand in one row where the width holds
// them, for a view that lays the stepper across its whole width (a map's
// watch view, whose map needs the height of a second row).
func (s *Stepper) OneRow() { s.flow.n = len(s.buttons.Objects) }

// AddButton puts a view's own button after the stepper's.
func (s *Stepper) AddButton(b *widget.Button) {
	s.buttons.Add(b)
}

// Controls is the row of buttons over the speed slider and the position.
func (s *Stepper) Controls() fyne.CanvasObject {
	speed := container.NewBorder(nil, nil, widget.NewLabel("Speed"), nil, s.Speed)
	return container.NewVBox(s.buttons, container.NewBorder(nil, nil, s.pos, nil, speed))
}

// SetLen replaces the sequence with n positions and shows position 0
// (when n > 0); Auto stops.
func (s *Stepper) SetLen(n int) {
	s.stopAuto()
	s.n, s.cur = n, 0
	if n == 0 {
		s.refresh()
		return
	}
	s.Show(0)
}

// Len is the number of positions.
func (s *Stepper) Len() int { return s.n }

// Current is the position shown.
func (s *Stepper) Current() int { return s.cur }

// Running reports whether Auto is on.
func (s *Stepper) Running() bool { return s.stop != nil }

// Show moves to position i, clamped to the sequence, and calls OnShow.
func (s *Stepper) Show(i int) {
	if s.n == 0 {
		return
	}
	s.cur = min(max(i, 0), s.n-1)
	if s.cur == s.n-1 {
		s.stopAuto()
	}
	s.refresh()
	if s.OnShow != nil {
		s.OnShow(s.cur)
	}
}

// Step shows the next position, or finishes a position shown in part
// (see Partial).
func (s *Stepper) Step() {
	if s.partial() {
		s.Finish()
		s.refresh()
		return
	}
	s.Show(s.cur + 1)
}

func (s *Stepper) partial() bool {
	return s.Partial != nil && s.Finish != nil && s.n > 0 && s.Partial()
}

// Refresh brings the buttons up to date with the position and Partial.
func (s *Stepper) Refresh() { s.refresh() }

// Back stops Auto and shows the previous position.
func (s *Stepper) Back() {
	s.stopAuto()
	s.Show(s.cur - 1)
}

// Reset stops Auto and goes back to position 0.
func (s *Stepper) Reset() {
	s.stopAuto()
	s.Show(0)
}

// ToggleAuto starts or stops Auto; at the end it starts over.
func (s *Stepper) ToggleAuto() {
	switch {
	case s.Running():
		s.stopAuto()
	case s.n > 1:
		if s.cur == s.n-1 {
			s.Show(0)
		}
		s.startAuto()
	}
}

// TypedKey drives the stepper from the keyboard and reports whether it
// used the key: → or ↓ steps, ← or ↑ goes back, Space toggles Auto, Home
// resets and End goes to the last position.
func (s *Stepper) TypedKey(e *fyne.KeyEvent) bool {
	switch e.Name {
	case fyne.KeyRight, fyne.KeyDown:
		s.Step()
	case fyne.KeyLeft, fyne.KeyUp:
		s.Back()
	case fyne.KeySpace:
		s.ToggleAuto()
	case fyne.KeyHome:
		s.Reset()
	case fyne.KeyEnd:
		s.stopAuto()
		s.Show(s.n - 1)
	default:
		return false
	}
	return true
}

// startAuto starts a ticker goroutine that steps through fyne.Do until
// this run of Auto is stopped. The goroutine touches nothing but its
// channels; closing stop ends it, and a step already queued checks stop
// first.
func (s *Stepper) startAuto() {
	stop := make(chan struct{})
	s.stop = stop
	s.refresh()
	every := time.Duration(float64(time.Second) / max(s.Speed.Value, 1))
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
			}
			fyne.DoAndWait(func() {
				select {
				case <-stop:
				default:
					s.Step()
				}
			})
		}
	}()
}

// stopAuto stops Auto, if it runs.
func (s *Stepper) stopAuto() {
	if s.stop != nil {
		close(s.stop)
		s.stop = nil
		s.refresh()
	}
}

func (s *Stepper) refresh() {
	on := func(b *widget.Button, enabled bool) {
		if enabled {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	on(s.BackBtn, s.cur > 0)
	on(s.ResetBtn, s.cur > 0)
	on(s.StepBtn, s.cur < s.n-1 || s.partial())
	on(s.AutoBtn, s.n > 1)
	if s.Running() {
		s.AutoBtn.SetText("Pause")
		s.AutoBtn.SetIcon(theme.MediaPauseIcon())
	} else {
		s.AutoBtn.SetText("Auto")
		s.AutoBtn.SetIcon(theme.MediaPlayIcon())
	}
	if s.n == 0 {
		s.pos.SetText("nothing to step through")
		return
	}
	if s.Position != nil {
		s.pos.SetText(s.Position(s.cur, s.n))
		return
	}
	s.pos.SetText(fmt.Sprintf("%s / %s", numfmt.Group(s.cur+1), numfmt.Group(s.n)))
}

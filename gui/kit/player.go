package kit

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Player shows a solution path as a list (move and state per row) and plays
// it back: play and pause, step back and forward, a speed control and a
// slider to scrub. The list is virtual and the slider jumps, so paths of
// tens of thousands of moves stay smooth. All methods are for the UI
// goroutine.
type Player struct {
	// OnShow is called with the index of the path state to draw.
	OnShow func(i int)
	// OnEnd is called when playback reaches the last state.
	OnEnd func()

	List    *widget.List
	Scrub   *widget.Slider
	Speed   *widget.Slider
	PlayBtn *widget.Button
	back    *widget.Button
	fwd     *widget.Button
	pos     *widget.Label

	n       int
	row     func(i int) string
	cur     int
	playing bool
	moving  bool
	stop    chan struct{}
}

// NewPlayer builds an empty player.
func NewPlayer() *Player {
	p := &Player{pos: widget.NewLabel("no path")}
	p.List = widget.NewList(func() int { return p.n },
		func() fyne.CanvasObject {
			l := widget.NewLabel("000000  down-right  00 00 00 00 00 / 00 00 00 00 00")
			l.TextStyle.Monospace = true
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.row(i)) })
	p.List.OnSelected = func(i widget.ListItemID) { p.Show(i) }
	p.Scrub = widget.NewSlider(0, 1)
	p.Scrub.Step = 1
	p.Scrub.OnChanged = func(v float64) { p.Show(int(v)) }
	p.Speed = widget.NewSlider(1, 30)
	p.Speed.Step = 1
	p.Speed.SetValue(4)
	p.PlayBtn = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), p.TogglePlay)
	p.back = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { p.Pause(); p.Show(p.cur - 1) })
	p.fwd = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { p.Pause(); p.Show(p.cur + 1) })
	p.SetPath(0, nil)
	return p
}

// Controls is the row of playback controls with the scrub slider.
func (p *Player) Controls() fyne.CanvasObject {
	// The speed slider gets a width of its own: squeezed by a narrow
	// window it would shrink to its knob.
	slider := container.NewGridWrap(fyne.NewSize(8*theme.Size(theme.SizeNameText), p.Speed.MinSize().Height), p.Speed)
	buttons := container.NewHBox(p.back, p.PlayBtn, p.fwd)
	speed := container.NewBorder(nil, nil, widget.NewLabel("Speed"), nil, container.NewHBox(slider))
	return container.NewVBox(container.NewBorder(nil, nil, buttons, nil, speed),
		container.NewBorder(nil, nil, p.pos, nil, p.Scrub))
}

// SetPath replaces the path: n states, row(i) the text of row i. It shows
// state 0 without calling OnShow.
func (p *Player) SetPath(n int, row func(i int) string) {
	p.Pause()
	p.n, p.row, p.cur = n, row, 0
	p.List.UnselectAll()
	p.List.Refresh()
	p.List.ScrollToTop()
	p.Scrub.Max = float64(max(n-1, 1))
	p.Scrub.Value = 0
	p.Scrub.Refresh()
	p.enable(n > 1)
	p.label()
}

func (p *Player) enable(on bool) {
	for _, b := range []*widget.Button{p.PlayBtn, p.back, p.fwd} {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	if on {
		p.Scrub.Enable()
	} else {
		p.Scrub.Disable()
	}
}

func (p *Player) label() {
	if p.n == 0 {
		p.pos.SetText("no path")
		return
	}
	p.pos.SetText(fmt.Sprintf("%d / %d", p.cur, p.n-1))
}

// Len is the number of states in the path.
func (p *Player) Len() int { return p.n }

// Current is the index of the state shown.
func (p *Player) Current() int { return p.cur }

// Show draws state i (clamped to the path) and moves the list and slider
// to it.
func (p *Player) Show(i int) {
	if p.n == 0 || p.moving {
		return
	}
	i = min(max(i, 0), p.n-1)
	// Selecting the row and moving the slider call back into Show; moving
	// makes those calls no-ops.
	p.moving = true
	p.cur = i
	p.Scrub.SetValue(float64(i))
	p.List.Select(i)
	p.moving = false
	p.label()
	if p.OnShow != nil {
		p.OnShow(i)
	}
	if i == p.n-1 {
		p.Pause()
		if p.OnEnd != nil {
			p.OnEnd()
		}
	}
}

// TogglePlay starts or pauses playback; at the end it starts over.
func (p *Player) TogglePlay() {
	if p.playing {
		p.Pause()
		return
	}
	if p.n < 2 {
		return
	}
	if p.cur >= p.n-1 {
		p.Show(0)
	}
	p.playing = true
	p.PlayBtn.SetText("Pause")
	p.PlayBtn.SetIcon(theme.MediaPauseIcon())
	stop := make(chan struct{})
	p.stop = stop
	go p.tick(stop, time.Second/time.Duration(p.Speed.Value))
}

// tick advances playback until stopped; the speed is read at each step.
func (p *Player) tick(stop chan struct{}, every time.Duration) {
	for {
		select {
		case <-stop:
			return
		case <-time.After(every):
		}
		fyne.DoAndWait(func() {
			select {
			case <-stop:
				return
			default:
			}
			p.Show(p.cur + 1)
			every = time.Second / time.Duration(max(p.Speed.Value, 1))
		})
	}
}

// Pause stops playback.
func (p *Player) Pause() {
	if !p.playing {
		return
	}
	p.playing = false
	close(p.stop)
	p.PlayBtn.SetText("Play")
	p.PlayBtn.SetIcon(theme.MediaPlayIcon())
}

// Playing reports whether playback runs.
func (p *Player) Playing() bool { return p.playing }

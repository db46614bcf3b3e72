package kit

import (
	"fmt"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
)

// Player shows a solution path as a list (move and state per row) and plays
// it back: to the start, step back, play and pause, step forward, to the
// end, a speed control, a button that plays the rest in about a minute,
// and a slider to scrub. The list is virtual and the slider jumps, so
// paths of tens of thousands of moves stay smooth. All methods are for
// the UI goroutine.
type Player struct {
	// OnShow is called to draw path state to, coming from state from;
	// anim is how long a board may take to animate a one-move step (0:
	// draw at once).
	OnShow func(from, to int, anim time.Duration)
	// OnEnd is called when playback reaches the last state.
	OnEnd func()
	// OnSpeedChanged is called when the user has set another speed.
	OnSpeedChanged func()

	List      *PathList
	Scrub     *widget.Slider
	Speed     *widget.Slider // a log scale: see speedAt
	PlayBtn   *TipButton
	StartBtn  *TipButton
	BackBtn   *TipButton
	FwdBtn    *TipButton
	EndBtn    *TipButton
	MinuteBtn *TipButton
	pos       *widget.Label
	speedText *widget.Label

	speed   float64 // moves a second
	setting bool    // SetSpeed moves the slider: its callback keeps speed
	n       int
	row     func(i int) string
	cur     int
	playing bool
	moving  bool
	stop    chan struct{}
}

// DefaultSpeed is a pace a student can follow, in moves a second.
const DefaultSpeed = 1.5

// The speed slider runs from minSpeed to maxSpeed moves a second on a log
// scale; a path of 50,000 moves still plays in a minute.
const (
	minSpeed   = 0.5
	maxSpeed   = 1000
	speedSteps = 100
	stepAnim   = 250 * time.Millisecond // a step by hand
	maxAnim    = 400 * time.Millisecond
	minTick    = time.Second / 30 // faster playback skips states
)

// NewPlayer builds an empty player.
func NewPlayer() *Player {
	p := &Player{pos: widget.NewLabel("no path"), speedText: widget.NewLabel("")}
	p.List = newPathList(func() int { return p.n }, func(i int) string { return p.row(i) })
	p.List.OnSelected = func(i widget.ListItemID) { p.Show(i) }
	p.Scrub = widget.NewSlider(0, 1)
	p.Scrub.Step = 1
	p.Scrub.OnChanged = func(v float64) { p.Show(int(v)) }
	p.Scrub.OnChangeEnded = func(float64) { ReleaseFocus(p.Scrub) }
	p.Speed = widget.NewSlider(0, speedSteps)
	p.Speed.Step = 1
	p.Speed.OnChanged = func(v float64) {
		if !p.setting {
			p.speed = speedAt(v)
			p.speedText.SetText(speedWords(p.speed))
		}
	}
	p.Speed.OnChangeEnded = func(float64) {
		ReleaseFocus(p.Speed)
		if p.OnSpeedChanged != nil {
			p.OnSpeedChanged()
		}
	}
	p.SetSpeed(DefaultSpeed)
	p.PlayBtn = NewTipButton("Play", theme.MediaPlayIcon(), "Play the path from here (Space)", p.TogglePlay)
	p.StartBtn = NewTipButton("", theme.MediaSkipPreviousIcon(), "Go to the start", func() { p.Pause(); p.Show(0) })
	p.BackBtn = NewTipButton("", theme.NavigateBackIcon(), "One move back", func() { p.Pause(); p.step(p.cur - 1) })
	p.FwdBtn = NewTipButton("", theme.NavigateNextIcon(), "One move forward", func() { p.Pause(); p.step(p.cur + 1) })
	p.EndBtn = NewTipButton("", theme.MediaSkipNextIcon(), "Go to the end: the goal", func() { p.Pause(); p.Show(p.n - 1) })
	p.MinuteBtn = NewTipButton("1 min", theme.MediaFastForwardIcon(),
		"Play the rest of the path within a minute, however long it is; a path short enough to take less keeps the speed you chose", p.PlayInAMinute)
	p.SetPath(0, nil)
	return p
}

// Controls is the playback controls: the buttons, the speed and the
// scrub slider.
func (p *Player) Controls() fyne.CanvasObject {
	buttons := container.NewHBox(p.StartBtn, p.BackBtn, p.PlayBtn, p.FwdBtn, p.EndBtn)
	speed := container.NewBorder(nil, nil, widget.NewLabel("Speed"), AtLeast(6.5, p.speedText), AtLeast(4, p.Speed))
	return container.NewVBox(buttons, speed, container.NewBorder(nil, nil, AtLeast(5, p.pos), p.MinuteBtn, p.Scrub))
}

// speedAt is the speed, in moves a second, of slider value v.
func speedAt(v float64) float64 {
	return minSpeed * math.Pow(maxSpeed/minSpeed, v/speedSteps)
}

// MovesPerSecond is the playback speed.
func (p *Player) MovesPerSecond() float64 { return p.speed }

// SetSpeed sets the playback speed to s moves a second (within the
// slider's range) and the slider to its nearest position.
func (p *Player) SetSpeed(s float64) {
	p.speed = min(max(s, minSpeed), maxSpeed)
	p.setting = true
	p.Speed.SetValue(math.Round(speedSteps * math.Log(p.speed/minSpeed) / math.Log(maxSpeed/minSpeed)))
	p.setting = false
	p.speedText.SetText(speedWords(p.speed))
}

func speedWords(s float64) string {
	switch {
	case s < 10:
		return fmt.Sprintf("%.1f moves/s", s)
	default:
		return numfmt.Group(int64(s+0.5)) + " moves/s"
	}
}

// cadence is how often playback ticks and how many moves each tick
// advances: one move per tick up to thirty a second, several beyond.
func (p *Player) cadence() (every time.Duration, moves int) {
	s := p.MovesPerSecond()
	every = time.Duration(float64(time.Second) / s)
	if every >= minTick {
		return every, 1
	}
	return minTick, int(s*minTick.Seconds() + 0.5)
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
	for _, b := range []*TipButton{p.PlayBtn, p.StartBtn, p.BackBtn, p.FwdBtn, p.EndBtn, p.MinuteBtn} {
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
	p.pos.SetText(fmt.Sprintf("%s / %s", numfmt.Group(int64(p.cur)), numfmt.Group(int64(p.n-1))))
}

// Len is the number of states in the path.
func (p *Player) Len() int { return p.n }

// Current is the index of the state shown.
func (p *Player) Current() int { return p.cur }

// Show draws state i (clamped to the path) at once and moves the list
// and slider to it.
func (p *Player) Show(i int) { p.showAnimated(i, 0) }

// step shows state i, animating the move from the state on show.
func (p *Player) step(i int) { p.showAnimated(i, stepAnim) }

func (p *Player) showAnimated(i int, anim time.Duration) {
	if p.n == 0 || p.moving {
		return
	}
	i = min(max(i, 0), p.n-1)
	from := p.cur
	// Selecting the row and moving the slider call back into Show; moving
	// makes those calls no-ops.
	p.moving = true
	p.cur = i
	p.Scrub.SetValue(float64(i))
	p.List.Select(i)
	p.moving = false
	p.label()
	if p.OnShow != nil && (i != from || anim == 0) {
		p.OnShow(from, i, anim)
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
	every, _ := p.cadence()
	go p.tick(stop, every)
}

// PlayInAMinute plays the rest of the path (all of it, from the end)
// within a minute: faster than the chosen speed when the path is long,
// never slower, for a short path would otherwise crawl.
func (p *Player) PlayInAMinute() {
	left := p.n - 1 - p.cur
	if left <= 0 {
		left = p.n - 1
	}
	p.SetSpeed(max(p.speed, float64(left)/60))
	if p.OnSpeedChanged != nil {
		p.OnSpeedChanged()
	}
	if !p.playing {
		p.TogglePlay()
	}
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
			var moves int
			every, moves = p.cadence()
			anim := time.Duration(0)
			if moves == 1 {
				anim = min(maxAnim, every*4/5)
			}
			p.showAnimated(p.cur+moves, anim)
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

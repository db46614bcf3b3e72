package kit

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/search"
)

// Summary is a finished search without its path: what the results panel
// shows.
type Summary struct {
	Solved      bool
	StopReason  search.StopReason
	Optimal     bool
	Cost, Depth int
	Expanded    int64
	Generated   int64
	MaxFrontier int
	MaxDepth    int
	Elapsed     time.Duration
	EBF         float64
	BestH       int
}

// Summarize drops the path of a result.
func Summarize[S comparable](r search.Result[S]) Summary {
	return Summary{Solved: r.Solved, StopReason: r.StopReason, Optimal: r.Optimal,
		Cost: r.Cost, Depth: r.Depth, Expanded: r.Expanded, Generated: r.Generated,
		MaxFrontier: r.MaxFrontier, MaxDepth: r.MaxDepth, Elapsed: r.Elapsed, EBF: r.EBF, BestH: r.BestH}
}

// Stats is the results panel: live counters while a search runs, then the
// full statistics of the result.
type Stats struct {
	Headline *widget.Label // solved, running, or why it stopped
	values   map[string]*widget.Label
	activity *widget.Activity
	content  fyne.CanvasObject
}

var statRows = []string{"Cost", "Depth", "Expanded", "Generated", "Max frontier", "Max depth", "Time", "Nodes/s", "EBF", "Optimal"}

// NewStats builds an empty results panel.
func NewStats() *Stats {
	s := &Stats{Headline: widget.NewLabel("Ready."), values: map[string]*widget.Label{}, activity: widget.NewActivity()}
	s.Headline.TextStyle.Bold = true
	s.Headline.Wrapping = fyne.TextWrapWord
	grid := container.New(newPairLayout())
	for _, name := range statRows {
		v := widget.NewLabel("—")
		v.TextStyle.Monospace = true
		s.values[name] = v
		grid.Add(widget.NewLabel(name))
		grid.Add(v)
	}
	s.activity.Hide()
	s.content = container.NewVBox(container.NewBorder(nil, nil, nil, s.activity, s.Headline), grid)
	return s
}

// Content is the panel's canvas object.
func (s *Stats) Content() fyne.CanvasObject { return s.content }

// Value returns the text shown for a statistic, such as "Cost"; for tests
// and for the lab.
func (s *Stats) Value(name string) string { return s.values[name].Text }

// Clear empties the panel.
func (s *Stats) Clear(headline string) {
	for _, v := range s.values {
		v.SetText("—")
	}
	s.Headline.SetText(headline)
	s.activity.Stop()
	s.activity.Hide()
}

// ShowProgress shows a running search's live counters.
func (s *Stats) ShowProgress(p search.Progress) {
	s.Headline.SetText("Searching…")
	s.activity.Show()
	s.activity.Start()
	s.values["Expanded"].SetText(numfmt.Group(p.Expanded))
	s.values["Generated"].SetText(numfmt.Group(p.Generated))
	s.values["Max frontier"].SetText(fmt.Sprintf("%s now", numfmt.Group(int64(p.Frontier))))
	s.values["Max depth"].SetText(fmt.Sprint(p.Depth))
	s.values["Time"].SetText(duration(p.Elapsed))
	s.values["Nodes/s"].SetText(rate(p.Generated, p.Elapsed))
}

// ShowResult shows a finished search.
func (s *Stats) ShowResult(r Summary) {
	s.activity.Stop()
	s.activity.Hide()
	switch {
	case r.Solved:
		s.Headline.SetText(fmt.Sprintf("Solved in %d moves.", r.Depth))
	case r.BestH > 0:
		s.Headline.SetText(fmt.Sprintf("Not solved: %s (best h reached: %d).", r.StopReason, r.BestH))
	default:
		s.Headline.SetText(fmt.Sprintf("Not solved: %s.", r.StopReason))
	}
	set := func(name, v string) { s.values[name].SetText(v) }
	if r.Solved {
		set("Cost", fmt.Sprint(r.Cost))
		set("Depth", fmt.Sprint(r.Depth))
		set("EBF", fmt.Sprintf("%.3f", r.EBF))
	} else {
		set("Cost", "—")
		set("Depth", "—")
		set("EBF", "—")
	}
	set("Expanded", numfmt.Group(r.Expanded))
	set("Generated", numfmt.Group(r.Generated))
	set("Max frontier", numfmt.Group(int64(r.MaxFrontier)))
	set("Max depth", fmt.Sprint(r.MaxDepth))
	set("Time", duration(r.Elapsed))
	set("Nodes/s", rate(r.Generated, r.Elapsed))
	switch {
	case r.Solved && r.Optimal:
		set("Optimal", "guaranteed")
	case r.Solved:
		set("Optimal", "not guaranteed")
	case r.Optimal:
		set("Optimal", "if solved")
	default:
		set("Optimal", "no")
	}
}

func duration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return fmt.Sprintf("%d µs", d.Microseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%.1f s", d.Seconds())
}

func rate(n int64, d time.Duration) string {
	if d <= 0 {
		return "—"
	}
	return numfmt.Group(int64(float64(n) / d.Seconds()))
}

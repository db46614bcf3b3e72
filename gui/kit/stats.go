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
// shows, the search's result itself, and the node limit it ran under.
type Summary struct {
	search.Result[struct{}]
	// MaxNodes is the node limit the search ran under (0: none or not
	// known), named when the search stopped at it; AtLimit, if not "",
	// says what to do then.
	MaxNodes int64
	AtLimit  string
}

// Summarize drops the path of a result.
func Summarize[S comparable](r search.Result[S]) Summary {
	r.Path, r.Moves = nil, nil
	return Summary{Result: search.MapResult(r, func(S) struct{} { return struct{}{} }, nil)}
}

// Stats is the results panel: what produced the result ("A* · Manhattan ·
// 3×3"), live counters while a search runs, then the full statistics. A
// result whose question has changed since stays on show, greyed and
// headed "Previous", until the next search replaces it.
type Stats struct {
	Subject  *widget.Label // what the numbers are for
	Headline *widget.Label // solved, running, or why it stopped
	values   map[string]*widget.Label
	building *widget.ProgressBar // a table being built, when the build says how far it is
	grid     *fyne.Container     // the fields, laid out anew as their texts change
	subject  string
	content  fyne.CanvasObject
	// CostWords, if not nil, says a solved search's cost and depth in
	// (a headline of "" keeps the results' own words)
	// the headline and the Cost field, in the puzzle's words ("Solved:
	// 418 km over 3 roads.", "418 km").
	CostWords func(cost, depth int) (headline, field string)
}

// statGrid is the panel's two columns of fields: the path on the left,
// the effort on the right.
var statGrid = [][2]string{
	{"Cost", "Generated"}, {"Depth", "Expanded"}, {"Optimal", "Max frontier"}, {"Time", "Max depth"}, {"Nodes/s", "EBF"},
}

// NewStats builds an empty results panel.
func NewStats() *Stats {
	s := &Stats{Subject: widget.NewLabel("No result yet"), Headline: widget.NewLabel("Ready."),
		values: map[string]*widget.Label{}, building: widget.NewProgressBar()}
	s.Subject.TextStyle.Bold = true
	s.Headline.Wrapping = fyne.TextWrapWord
	grid := container.New(&pairColumns{samples: [pairsPerRow]string{"no guarantee", "12,345,678 now"}})
	s.grid = grid
	for _, row := range statGrid {
		for _, name := range row {
			v := widget.NewLabel("—")
			v.Truncation = fyne.TextTruncateEllipsis // the panel's width never follows a long number
			s.values[name] = v
			grid.Add(NewTipLabel(name, Means(name)))
			grid.Add(v)
		}
	}
	s.building.Hide()
	info := NewInfoButton("What do these numbers mean?", FieldsProse)
	// Two lines for the subject, or more where its column is narrower:
	// "A* · Straight-line distance · Romania, Arad → Bucharest" does not
	// hold in one on a projector's column, nor in two beside a map that
	// takes most of the window.
	head := container.NewBorder(nil, nil, nil, info, FitLines(2, s.Subject))
	s.content = container.NewVBox(head, s.Headline, s.building, grid)
	return s
}

// Content is the panel's canvas object.
func (s *Stats) Content() fyne.CanvasObject { return s.content }

// Value returns the text shown for a statistic, such as "Cost".
func (s *Stats) Value(name string) string { return s.values[name].Text }

// greyed reports whether the numbers on show are a previous result's.
func (s *Stats) greyed() bool { return s.values["Cost"].Importance == widget.LowImportance }

// SetSubject names what the next numbers are for, such as "A* ·
// Manhattan · 3×3", and ends any greying.
func (s *Stats) SetSubject(subject string) {
	s.subject = subject
	s.Subject.SetText(subject)
	s.grey(false)
}

// Clear empties the panel.
func (s *Stats) Clear(headline string) {
	for _, v := range s.values {
		v.SetText("—")
	}
	s.grey(false)
	s.Headline.SetText(headline)
	s.stopWorking()
	s.grid.Refresh()
}

// MarkPrevious keeps the numbers on show but greys them and heads them
// "Previous", with why in the headline: the question they answer has
// changed. A panel with no result is left as it is.
func (s *Stats) MarkPrevious(why string) {
	if s.subject == "" || s.greyed() {
		return
	}
	s.Subject.SetText("Previous: " + s.subject)
	s.Headline.SetText(why)
	s.grey(true)
	s.stopWorking()
}

func (s *Stats) grey(on bool) {
	imp := widget.MediumImportance
	if on {
		imp = widget.LowImportance
	}
	for _, v := range s.values {
		if v.Importance != imp {
			v.Importance = imp
			v.Refresh()
		}
	}
	s.Subject.Importance = imp
	s.Subject.Refresh()
}

// ShowPreparing says what the search waits for, such as a table being
// built. Nothing moves while a search works, but for its words and
// counters: every frame of an animation has the window drawn again
// whole, which without a graphics card (software drawing, a browser
// page) took the time of the search and of the user's clicks, so that
// a Cancel on a busy machine was answered after half a second.
func (s *Stats) ShowPreparing(text string) {
	s.Headline.SetText(text)
}

// ShowBuilding shows how far the table ShowPreparing announced has come:
// done of total steps, on a bar.
func (s *Stats) ShowBuilding(done, total int) {
	s.building.Max = float64(total)
	s.building.SetValue(float64(done))
	s.building.Show()
}

func (s *Stats) stopWorking() {
	s.building.Hide()
}

// ShowProgress shows a running search's live counters.
func (s *Stats) ShowProgress(p search.Progress) {
	s.building.Hide()
	s.Headline.SetText("Searching…")
	s.values["Expanded"].SetText(numfmt.Group(p.Expanded))
	s.values["Generated"].SetText(numfmt.Group(p.Generated))
	s.values["Max frontier"].SetText(fmt.Sprintf("%s now", numfmt.Group(int64(p.Frontier))))
	s.values["Max depth"].SetText(numfmt.Group(int64(p.Depth)))
	s.values["Time"].SetText(numfmt.Duration(p.Elapsed))
	s.values["Nodes/s"].SetText(rate(p.Generated, p.Elapsed))
	s.grid.Refresh()
}

// ShowResult shows a finished search.
func (s *Stats) ShowResult(r Summary) {
	s.stopWorking()
	s.grey(false)
	s.Headline.SetText(headline(r))
	set := func(name, v string) { s.values[name].SetText(v) }
	if r.Solved {
		set("Cost", numfmt.Group(int64(r.Cost)))
		set("Depth", numfmt.Group(int64(r.Depth)))
		set("EBF", ebf(r))
		if s.CostWords != nil {
			if h, c := s.CostWords(r.Cost, r.Depth); h != "" {
				s.Headline.SetText(h)
				set("Cost", c)
			}
		}
	} else {
		set("Cost", "—")
		set("Depth", "—")
		set("EBF", "—")
	}
	set("Expanded", numfmt.Group(r.Expanded))
	set("Generated", numfmt.Group(r.Generated))
	set("Max frontier", numfmt.Group(int64(r.MaxFrontier)))
	set("Max depth", numfmt.Group(int64(r.MaxDepth)))
	set("Time", numfmt.Duration(r.Elapsed))
	set("Nodes/s", rate(r.Generated, r.Elapsed))
	set("Optimal", optimality(r))
	s.grid.Refresh()
}

// headline is the line above the numbers; a solved search whose engine
// promises no least-cost path here says why after it.
func headline(r Summary) string {
	why := ""
	if !r.Optimal && r.OptimalWhy != "" {
		why = " " + r.OptimalWhy
	}
	switch {
	case r.Solved && r.Depth == 1:
		return "Solved in 1 move." + why
	case r.Solved:
		return fmt.Sprintf("Solved in %s moves.", numfmt.Group(int64(r.Depth))) + why
	case r.StopReason == search.StopNodeLimit && r.MaxNodes > 0 && r.AtLimit != "":
		return fmt.Sprintf("Stopped at the node limit of %s: %s", numfmt.Group(r.MaxNodes), r.AtLimit)
	case r.StopReason == search.StopNodeLimit && r.MaxNodes > 0:
		return fmt.Sprintf("Stopped at the node limit of %s: raise Max nodes or tick No limit.", numfmt.Group(r.MaxNodes))
	case r.BestH > 0:
		return fmt.Sprintf("Not solved: %s (best h reached: %d).", r.StopReason.Words(), r.BestH)
	}
	return fmt.Sprintf("Not solved: %s.", r.StopReason.Words())
}

func optimality(r Summary) string {
	switch {
	case r.Solved && r.Optimal:
		return "guaranteed"
	case r.Solved:
		return "no guarantee"
	case r.Optimal:
		return "if solved"
	}
	return "no"
}

func rate(n int64, d time.Duration) string {
	if d <= 0 {
		return "—"
	}
	return numfmt.Group(int64(float64(n) / d.Seconds()))
}

// ebf is the effective branching factor, or "—" for a path of no moves,
// which has none.
func ebf(r Summary) string {
	if r.Depth == 0 {
		return "—"
	}
	return fmt.Sprintf("%.3f", r.EBF)
}

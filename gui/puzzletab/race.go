package puzzletab

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
)

// Race runs two to four engines (each with its heuristic) at once on the
// tab's start, one goroutine each, with their counters side by side as
// they run; when all have ended, a bar chart compares them by nodes
// expanded, time, peak memory and cost, stars the winner of each, and
// says whether each answer is optimal: promised (Result.Optimal), or of
// the optimal cost all the same. Cancel stops them all. It opens in a
// window of its own (Open). Its methods are for the UI goroutine.
type Race[P, S comparable] struct {
	Menus     [raceLanes]*kit.Select
	Counters  [raceLanes]*widget.Label // the live counters, then the outcome
	Verdicts  [raceLanes]*widget.Label // optimal or not, once ended
	RunBtn    *widget.Button
	CancelBtn *widget.Button
	Status    *widget.Label
	Chart     *Chart

	t       *Tab[P, S]
	choices []puzzles.Contestant
	window  fyne.Window
	content fyne.CanvasObject

	// ui is held by every update the race's job draws, and by Sync:
	// Fyne's test driver runs fyne.Do at once on the calling goroutine.
	ui     sync.Mutex
	runner kit.Runner
	last   []lane[P] // the lanes of the race that ended last
	// raced is the puzzle and start of the race on show, if any.
	raced struct {
		kind  *puzzles.Kind[P, S]
		start P
	}
}

// none is a lane's menu choice that runs nothing.
const none = "—"

func (t *Tab[P, S]) buildRace() {
	r := &Race[P, S]{t: t}
	r.RunBtn = widget.NewButtonWithIcon("Race", theme.MediaPlayIcon(), r.Run)
	r.RunBtn.Importance = widget.HighImportance
	r.CancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), r.Cancel)
	r.CancelBtn.Disable()
	r.Status = widget.NewLabel("")
	r.Status.Wrapping = fyne.TextWrapWord
	r.Chart = newChart()
	var lanes []fyne.CanvasObject
	for l := range raceLanes {
		r.Menus[l] = kit.NewSelect(nil, func() {})
		r.Counters[l] = widget.NewLabel("")
		r.Verdicts[l] = widget.NewLabel("")
		r.Verdicts[l].Truncation = fyne.TextTruncateEllipsis
		// The counters wrap in two lines: on one, "678,391 expanded ·
		// 847.2ms · 576,944 held · stopped at the node limit" would widen the
		// window past a 1024-pixel projector in presentation mode.
		lanes = append(lanes, container.NewVBox(
			container.NewBorder(nil, nil, container.NewCenter(newSwatch(l)), nil, r.Menus[l]),
			kit.Lines(2, r.Counters[l]), r.Verdicts[l]))
	}
	// Two lanes a row: an engine's name with its heuristic's needs the
	// room. The winners and the chart scroll under the lanes, which keep
	// their place on a short projector.
	about := widget.NewLabel("on the start in the state box, at once")
	top := container.NewVBox(container.NewHBox(r.RunBtn, r.CancelBtn, about),
		container.NewGridWithColumns(2, lanes...), widget.NewSeparator())
	r.content = container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewVBox(r.Status, r.Chart.content)))
	r.Chart.content.Hide()
	t.Race = r
}

// Content is the race's panel.
func (r *Race[P, S]) Content() fyne.CanvasObject { return r.content }

// Open shows the race in its window, offering the engines of the tab's
// puzzle as set, the tab's own choice in the first lane.
func (r *Race[P, S]) Open() {
	r.offer()
	if k := r.raced.kind; k != nil && (k != r.t.kind || r.raced.start != r.t.start) && !r.Busy() {
		r.Status.SetText(fmt.Sprintf("These results are of an earlier race, on %s: press Race to race on %s.",
			compact(k, r.raced.start), compact(r.t.kind, r.t.start)))
	}
	if r.window == nil || kit.Gone(r.window) {
		r.window = kit.NewWindow(fyne.CurrentApp(), "Race · "+r.t.pz.Title)
		r.window.SetContent(r.content)
		r.window.Resize(fyne.NewSize(900, 720))
		r.window.SetCloseIntercept(func() {
			r.Cancel()
			r.window.Hide()
		})
	}
	r.window.Show()
	r.window.RequestFocus()
}

// offer fills the lanes' menus with the contestants worth racing on the
// tab's puzzle: the tab's engine and heuristic, the puzzle's optimal
// solver, then what the catalogue offers for experiments (every engine of
// the table). A lane keeps its choice while the menus still list it.
func (r *Race[P, S]) offer() {
	k := r.t.kind
	r.choices = nil
	seen := map[puzzles.Contestant]bool{}
	add := func(c puzzles.Contestant) {
		if !c.Engine.Informed() {
			c.Heuristic = ""
		} else if _, err := k.HeuristicNamed(string(c.Heuristic)); err != nil || c.Heuristic == puzzles.HeuristicNone {
			return
		}
		if !seen[c] {
			seen[c] = true
			r.choices = append(r.choices, c)
		}
	}
	e := r.t.engine()
	add(puzzles.Contestant{Engine: e, Heuristic: r.t.chosen().ID})
	if opt, h, ok := k.OptimalSolver(); ok {
		add(puzzles.Contestant{Engine: opt, Heuristic: h})
	}
	for _, c := range k.Offered() {
		add(c)
	}
	titles := []string{none}
	for _, c := range r.choices {
		titles = append(titles, r.title(c))
	}
	for l, m := range r.Menus {
		old := m.Selected
		m.SetOptions(titles)
		switch {
		case old != "" && slices.Contains(titles, old):
			m.SetSelected(old)
		case l < len(r.choices) && l < 3:
			m.SetSelected(titles[l+1])
		default:
			m.SetSelected(none)
		}
	}
}

// title names a contestant: "A* · Manhattan", "BFS".
func (r *Race[P, S]) title(c puzzles.Contestant) string {
	if c.Heuristic == "" {
		return c.Engine.Title()
	}
	h, err := r.t.kind.HeuristicNamed(string(c.Heuristic))
	if err != nil {
		return c.Engine.Title()
	}
	return c.Engine.Title() + " · " + h.Title
}

// chosen are the contestants the lanes name, in order, and their titles.
func (r *Race[P, S]) chosen() (cs []puzzles.Contestant, names []string) {
	for _, m := range r.Menus {
		for _, c := range r.choices {
			if r.title(c) == m.Selected {
				cs, names = append(cs, c), append(names, m.Selected)
				break
			}
		}
	}
	return cs, names
}

// lane is what one engine of a race has done, as its goroutine leaves
// it for the race's drawing.
type lane[P comparable] struct {
	progress search.Progress
	peak     int // the largest frontier seen
	result   search.Result[P]
	err      error
	ended    bool
	building string // the tables the lane builds before it searches, while it does
}

// Run starts the race: the lanes' engines on the tab's start, with the
// tab's limits, each in a goroutine; a bad state or limit shows its
// error and starts nothing.
func (r *Race[P, S]) Run() {
	if r.Busy() {
		return
	}
	cs, names := r.chosen()
	if len(cs) < 2 {
		r.Status.SetText("Choose at least two engines to race.")
		return
	}
	q, ok := r.t.question()
	if !ok {
		r.Status.SetText("Not raced: the tab's state or limits have an error; see the tab.")
		return
	}
	r.RunBtn.Disable()
	r.CancelBtn.Enable()
	r.Chart.content.Hide()
	r.raced.kind, r.raced.start = q.kind, q.start
	r.Status.SetText(fmt.Sprintf("Racing %d engines on %s…", len(cs), compact(q.kind, q.start)))
	for l := range raceLanes {
		r.Counters[l].SetText("")
		r.Verdicts[l].SetText("")
	}
	// The lanes run in a job of the race's runner, one goroutine each; the
	// job reports their counters ten times a second and, once all have
	// ended, the optimal cost to judge them by.
	kit.StartWithProgress(&r.runner, func(ctx context.Context, report func([]lane[P])) raceEnd[P] {
		return runLanes(ctx, q, cs, report)
	}, func(s []lane[P]) {
		r.Sync(func() { r.showLive(s) })
	}, func(e raceEnd[P]) {
		r.Sync(func() { r.finish(names, e.lanes, e.best, e.bestErr, e.cancelled) })
	})
}

// raceEnd is how a race ended: its lanes, the optimal cost (or why it is
// not known) and whether it was cancelled.
type raceEnd[P comparable] struct {
	lanes     []lane[P]
	best      int
	bestErr   error
	cancelled bool
}

// runLanes runs each contestant of cs on q's start at once, reporting
// the lanes as they stand ten times a second, and returns them once all
// have ended, with the optimal cost to judge them by.
func runLanes[P, S comparable](ctx context.Context, q question[P, S], cs []puzzles.Contestant, report func([]lane[P])) raceEnd[P] {
	var mu sync.Mutex
	lanes := make([]lane[P], len(cs))
	snapshot := func() []lane[P] {
		mu.Lock()
		defer mu.Unlock()
		return append([]lane[P](nil), lanes...)
	}
	var wg sync.WaitGroup
	for i, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h := c.Heuristic
			if h == "" {
				h = puzzles.HeuristicNone
			}
			mu.Lock()
			lanes[i].building = q.kind.Unprepared(h)
			mu.Unlock()
			res, err := runLane(ctx, q, c, func() {
				mu.Lock()
				lanes[i].building = ""
				mu.Unlock()
			}, func(p search.Progress) {
				mu.Lock()
				lanes[i].progress, lanes[i].peak = p, max(lanes[i].peak, p.Frontier)
				mu.Unlock()
			})
			mu.Lock()
			lanes[i].result, lanes[i].err, lanes[i].ended = res, err, true
			lanes[i].peak = max(lanes[i].peak, res.MaxFrontier)
			mu.Unlock()
		}()
	}
	ended := make(chan struct{})
	go func() {
		wg.Wait()
		close(ended)
	}()
	tick := time.NewTicker(search.ProgressEvery)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			report(snapshot())
			continue
		case <-ended:
		}
		break
	}
	s := snapshot()
	best, bestErr := optimalCost(ctx, q.kind, q.start, s)
	return raceEnd[P]{lanes: s, best: best, bestErr: bestErr, cancelled: ctx.Err() != nil}
}

// runLane runs one contestant on q's start, its tables made ready first;
// ready is called once they are.
func runLane[P, S comparable](ctx context.Context, q question[P, S], c puzzles.Contestant, ready func(), progress func(search.Progress)) (search.Result[P], error) {
	h := c.Heuristic
	if h == "" {
		h = puzzles.HeuristicNone
	}
	if err := q.kind.MakeReady(ctx, h, nil); err != nil {
		return search.Result[P]{}, err
	}
	ready()
	// Each engine with its own default pruning and goal test: the tab's
	// choices are for the tab's engine.
	opts := q.opts
	opts.Progress, opts.Pruning, opts.GoalTest = progress, "", ""
	return q.kind.Solve(ctx, q.start, c.Engine, h, opts)
}

// optimalCost is the optimal cost from start, from the puzzle's one
// source of true distances, which first learns what the lanes that
// promised a least cost proved (given up when ctx ends).
func optimalCost[P, S comparable](ctx context.Context, k *puzzles.Kind[P, S], start P, lanes []lane[P]) (int, error) {
	for _, l := range lanes {
		if l.err == nil && l.result.Solved && l.result.Optimal {
			k.Learn(l.result.Path, l.result.Cost)
		}
	}
	if _, ok := k.KnownDistance(start); !ok && !k.Coached() {
		return 0, errors.New("no optimal answer to compare with")
	}
	return k.TrueDistance(ctx, start)
}

// Sync runs f while none of the race's updates is being drawn: under a
// driver that runs fyne.Do at once on the calling goroutine (Fyne's test
// driver), a caller touching the window during a race goes through it, as
// the race's own updates do.
func (r *Race[P, S]) Sync(f func()) {
	r.ui.Lock()
	defer r.ui.Unlock()
	f()
}

// showLive shows each lane's counters as they stand.
func (r *Race[P, S]) showLive(lanes []lane[P]) {
	for i, l := range lanes {
		if l.ended {
			r.Counters[i].SetText(outcome(l, r.t.kind.Unit))
			continue
		}
		if l.building != "" {
			r.Counters[i].SetText("building " + l.building + "… (first time only; its time is not counted)")
			continue
		}
		p := l.progress
		r.Counters[i].SetText(fmt.Sprintf("%s expanded · %s · %s held", numfmt.Group(p.Expanded),
			numfmt.Duration(p.Elapsed), numfmt.Group(int64(l.peak))))
	}
}

// finish shows the outcome of every lane, the verdicts on optimality and
// the chart.
func (r *Race[P, S]) finish(names []string, lanes []lane[P], best int, bestErr error, cancelled bool) {
	r.RunBtn.Enable()
	r.CancelBtn.Disable()
	r.last = lanes
	for i, l := range lanes {
		r.Counters[i].SetText(outcome(l, r.t.kind.Unit))
		r.Verdicts[i].SetText(verdict(l, best, bestErr))
	}
	if cancelled {
		r.Status.SetText("Cancelled: every engine stopped.")
		return
	}
	bars := raceBars(lanes, r.t.kind.Unit)
	r.Chart.SetBars(names, bars)
	r.Chart.content.Show()
	r.Status.SetText(winners(names, bars))
}

// Results are the results of the race that ended last, lane by lane,
// with the largest frontier each was seen holding.
func (r *Race[P, S]) Results() (results []search.Result[P], peaks []int) {
	for _, l := range r.last {
		results, peaks = append(results, l.result), append(peaks, l.peak)
	}
	return results, peaks
}

// Cancel stops every engine of the race.
func (r *Race[P, S]) Cancel() { r.runner.Cancel() }

// Busy reports whether a race runs.
func (r *Race[P, S]) Busy() bool { return r.runner.Busy() }

// Done returns a channel closed once the race started last has ended and
// its outcome is on show.
func (r *Race[P, S]) Done() <-chan struct{} { return r.runner.Done() }

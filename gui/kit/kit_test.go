package kit

import (
	"context"
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"frontier/core/search"
)

func TestPlayerLongPath(t *testing.T) {
	test.NewTempApp(t)
	p := NewPlayer()
	var shown []int
	p.OnShow = func(_, i int, _ time.Duration) { shown = append(shown, i) }
	p.SetPath(50001, func(i int) string { return fmt.Sprint("row ", i) })
	if p.List.Length() != 50001 || p.Scrub.Max != 50000 {
		t.Fatalf("list %d rows, slider max %v", p.List.Length(), p.Scrub.Max)
	}
	p.Scrub.SetValue(31234) // scrubbing jumps straight there
	if p.Current() != 31234 || len(shown) != 1 || shown[0] != 31234 {
		t.Fatalf("after scrubbing: current %d, shown %v", p.Current(), shown)
	}
	p.List.Select(10)
	p.Show(p.Current() + 1)
	if p.Current() != 11 || shown[len(shown)-1] != 11 {
		t.Errorf("step forward from row 10 shows %d", p.Current())
	}
	ended := false
	p.OnEnd = func() { ended = true }
	p.Show(99999)
	if p.Current() != 50000 || !ended {
		t.Errorf("showing past the end: current %d, ended %v", p.Current(), ended)
	}
	p.SetPath(0, nil)
	if !p.PlayBtn.Disabled() {
		t.Error("Play enabled without a path")
	}
}

func TestRunnerSupersedes(t *testing.T) {
	test.NewTempApp(t)
	var r Runner
	done := make(chan string, 2)
	release := make(chan struct{})
	Start(&r, func(ctx context.Context) string { <-release; return "first" }, func(s string) { done <- s })
	Start(&r, func(ctx context.Context) string { return "second" }, func(s string) { done <- s })
	if got := <-done; got != "second" {
		t.Fatalf("done with %q, want second", got)
	}
	close(release)
	select {
	case got := <-done:
		t.Fatalf("a superseded job reported %q", got)
	case <-time.After(200 * time.Millisecond):
	}
	if r.Busy() {
		t.Error("busy after its job ended")
	}
}

func TestRunnerCancel(t *testing.T) {
	test.NewTempApp(t)
	var r Runner
	done := make(chan error, 1)
	started := make(chan struct{})
	Start(&r, func(ctx context.Context) error { close(started); <-ctx.Done(); return ctx.Err() }, func(err error) { done <- err })
	<-started
	if !r.Busy() {
		t.Error("not busy while a job runs")
	}
	r.Cancel()
	if err := <-done; err != context.Canceled {
		t.Errorf("job ended with %v", err)
	}
}

// Done closes once the last job's result is handed over, Live once its
// first progress is on show, and a dropped job's result never arrives.
func TestRunnerDoneLiveDrop(t *testing.T) {
	test.NewTempApp(t)
	var r Runner
	select {
	case <-r.Done():
	default:
		t.Fatal("Done of a runner that ran nothing is not closed")
	}
	var shown []int
	got := 0
	release := make(chan struct{})
	StartWithProgress(&r, func(ctx context.Context, report func(int)) int {
		report(7)
		<-release
		return 42
	}, func(p int) { shown = append(shown, p) }, func(v int) { got = v })
	<-r.Live()
	done := r.Done()
	close(release)
	<-done
	if got != 42 || len(shown) != 1 || shown[0] != 7 || r.Busy() {
		t.Errorf("result %d, progress %v, busy %v", got, shown, r.Busy())
	}
	dropped := false
	block := make(chan struct{})
	Start(&r, func(ctx context.Context) error { <-ctx.Done(); <-block; return ctx.Err() }, func(error) { dropped = true })
	done = r.Done()
	r.Drop()
	if r.Busy() {
		t.Error("busy after Drop")
	}
	close(block)
	<-done
	if dropped {
		t.Error("a dropped job handed over its result")
	}
}

// A node limit is a whole number of at least 1; none is an explicit
// choice, never an empty or 0 box by accident.
func TestSearchOptions(t *testing.T) {
	for _, c := range []struct {
		nodes, beam string
		noLimit     bool
		want        int64
		ok          bool
	}{{"", "100", false, 0, false}, {"0", "100", false, 0, false}, {"", "100", true, 0, true}, {"0", "7", true, 0, true},
		{"1,000,000", "5", false, 1000000, true}, {"2 000", "1", false, 0, false}, {"2_000", "1", false, 0, false}, {"-5", "1", false, 0, false},
		{"lots", "1", false, 0, false}, {"10", "0", false, 0, false}, {"10", "k", false, 0, false}} {
		o, err := SearchOptions(c.nodes, c.beam, c.noLimit)
		if (err == nil) != c.ok || c.ok && o.MaxNodes != c.want {
			t.Errorf("SearchOptions(%q, %q, %v) = %v, %v", c.nodes, c.beam, c.noLimit, o.MaxNodes, err)
		}
	}
}

func TestStatsShowsResult(t *testing.T) {
	test.NewTempApp(t)
	s := NewStats()
	s.ShowResult(Summary{Result: search.Result[struct{}]{Solved: true, StopReason: search.StopGoal, Optimal: true, Cost: 31, Depth: 31,
		Expanded: 1234567, Generated: 2345678, Elapsed: 1500 * time.Microsecond, EBF: 1.5}})
	for name, want := range map[string]string{"Cost": "31", "Generated": "2,345,678", "Time": "1.5 ms", "Optimal": "guaranteed", "EBF": "1.500"} {
		if got := s.Value(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	s.ShowResult(Summary{Result: search.Result[struct{}]{StopReason: search.StopNodeLimit, BestH: 7}})
	if s.Headline.Text != "Not solved: at the node limit (best h reached: 7)." || s.Value("Cost") != "—" {
		t.Errorf("unsolved: %q, cost %q", s.Headline.Text, s.Value("Cost"))
	}
	s.ShowResult(Summary{Result: search.Result[struct{}]{StopReason: search.StopNodeLimit, Generated: 2000001}, MaxNodes: 2000000})
	if want := "Stopped at the node limit of 2,000,000: raise Max nodes or tick No limit."; s.Headline.Text != want {
		t.Errorf("at the node limit: %q, want %q", s.Headline.Text, want)
	}
	// A path of no moves has no branching factor to speak of.
	s.ShowResult(Summary{Result: search.Result[struct{}]{Solved: true, StopReason: search.StopGoal, Optimal: true}})
	if s.Value("EBF") != "—" || s.Headline.Text != "Solved in 0 moves." {
		t.Errorf("a 0-move solve: EBF %q, headline %q", s.Value("EBF"), s.Headline.Text)
	}
}

// Cost and depth group their digits like the other fields; a result
// whose question has changed is greyed and headed Previous, and the next
// subject ends that.
func TestStatsPreviousAndGrouping(t *testing.T) {
	test.NewTempApp(t)
	s := NewStats()
	s.MarkPrevious("nothing to grey yet")
	if s.greyed() || s.Headline.Text != "Ready." {
		t.Error("an empty panel was marked previous")
	}
	s.SetSubject("DFS · 3×3")
	s.ShowResult(Summary{Result: search.Result[struct{}]{Solved: true, StopReason: search.StopGoal, Cost: 30466, Depth: 30466, Generated: 89568, MaxDepth: 30466}})
	for name, want := range map[string]string{"Cost": "30,466", "Depth": "30,466", "Max depth": "30,466", "Optimal": "no guarantee"} {
		if got := s.Value(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	if s.Headline.Text != "Solved in 30,466 moves." {
		t.Errorf("headline %q", s.Headline.Text)
	}
	s.MarkPrevious("The state has changed.")
	if !s.greyed() || s.Subject.Text != "Previous: DFS · 3×3" || s.Value("Cost") != "30,466" || s.Headline.Text != "The state has changed." {
		t.Errorf("marked previous: greyed %v, subject %q, cost %q", s.greyed(), s.Subject.Text, s.Value("Cost"))
	}
	s.SetSubject("BFS · 3×3")
	if s.greyed() || s.Subject.Text != "BFS · 3×3" {
		t.Errorf("a new subject: greyed %v, %q", s.greyed(), s.Subject.Text)
	}
	for _, f := range Fields {
		if f.Means == "" || Means(f.Name) != f.Means || s.values[f.Name] == nil {
			t.Errorf("field %q: no explanation, or not on the panel", f.Name)
		}
	}
}

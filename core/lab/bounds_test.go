package lab

import (
	"context"
	"strings"
	"testing"
	"time"

	"frontier/core/search"
)

// TestListBounds: lists a user types cannot overflow, allocate without
// bound or take long to refuse; every error is one short line.
func TestListBounds(t *testing.T) {
	bad := map[string]string{
		"9223372036854775807":                "a depth must be from 0 to 250",
		"99999999999999999999":               "a depth must be from 0 to 250",
		"0-1000000000":                       "a depth must be from 0 to 250",
		"0-9223372036854775807/1":            "a depth must be from 0 to 250",
		"251":                                "a depth must be from 0 to 250",
		strings.Repeat("4,", 1001):           "more than 1,000 depths",
		"0-250," + strings.Repeat("1,", 750): "more than 1,000 depths",
		strings.Repeat("x", 5000):            `depths: "` + strings.Repeat("x", 60) + `"… is not N`,
	}
	for text, want := range bad {
		start := time.Now()
		_, err := ParseDepths(text)
		if err == nil || !strings.Contains(err.Error(), want) || len(err.Error()) > 160 {
			t.Errorf("ParseDepths(%.40q) = %v, want %q", text, err, want)
		}
		if time.Since(start) > time.Second {
			t.Errorf("ParseDepths(%.40q) took %v", text, time.Since(start))
		}
	}
	if d, err := ParseDepths("0-250"); err != nil || len(d) != 251 {
		t.Errorf("0-250: %d depths, %v", len(d), err)
	}
	for text, want := range map[string]string{
		"1e13":                     "from 1 to 1,000,000,000,000",
		"9223372036854775808":      "from 1 to 1,000,000,000,000",
		strings.Repeat("5,", 1001): "more than 1,000 budgets",
	} {
		if _, err := ParseBudgets(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseBudgets(%.40q) = %v, want %q", text, err, want)
		}
	}
	for text, want := range map[string]string{
		"beam:manhattan:100001":               "the beam width k must be from 1 to 100,000, not 100,001",
		"beam:manhattan:99999999999999999999": "is not a positive whole number",
		strings.Repeat("bfs,", 1001):          "engines: more than 1,000",
		strings.Repeat("q", 9000):             `unknown engine "` + strings.Repeat("q", 60) + `"…`,
	} {
		if _, err := ParseSolvers(text, ""); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseSolvers(%.40q) = %v, want %q", text, err, want)
		}
	}
}

func TestRequestCheck(t *testing.T) {
	bfs := []Solver{{Engine: search.EngineBFS}}
	ok := Request{Kind: KindCompare, Puzzle: Sliding(3, false), Solvers: bfs, Instances: 100, Walk: 50}
	if err := ok.Check(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		change func(r *Request)
		want   string
	}{
		{func(r *Request) { r.Instances = 2_000_000_000 }, "the number of states must be from 1 to 100,000, not 2,000,000,000"},
		{func(r *Request) { r.Instances = 0 }, "the number of states must be from 1 to 100,000, not 0"},
		{func(r *Request) { r.Walk = -1 }, "the walk must be from 0 to 1,000,000, not -1"},
		{func(r *Request) { r.MaxNodes = 1e13 }, "the node limit must be from 0 to 1,000,000,000,000"},
		{func(r *Request) { r.Instances, r.Walk = 1000, 1_000_000 }, "drawing the states takes 1,000,000,000 random moves"},
		{func(r *Request) {
			r.Kind, r.Budgets = KindBudget, []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}
			r.Instances = 100_000
		},
			"the experiment asks for 1,100,000 searches (states × engines × budgets); at most 1,000,000"},
		{func(r *Request) { r.Kind, r.Depths = KindDepth, []int{300} }, "a depth must be from 0 to 250, not 300"},
		{func(r *Request) { r.Solvers = []Solver{{Engine: search.EngineBeam, BeamWidth: 2_000_000}} }, "the beam width k must be"},
		{func(r *Request) { r.Kind = "sideways" }, `unknown kind of experiment "sideways"`},
	} {
		r := ok
		c.change(&r)
		if err := r.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", r, err, c.want)
		}
	}
	// Run checks too, before drawing anything: this would otherwise
	// draw two billion states.
	_, err := Run(context.Background(), Request{Kind: KindDepth, Puzzle: Sliding(3, false), Instances: 2_000_000_000, Depths: []int{2}}, Pool{})
	if err == nil || !strings.Contains(err.Error(), "100,000") {
		t.Errorf("Run with 2e9 instances: %v", err)
	}
	_, err = Run(context.Background(), Request{Kind: KindDepth, Puzzle: Sliding(3, false), Instances: 1, Depths: []int{32}}, Pool{})
	if err == nil || err.Error() != "the deepest 8-puzzle state is 31 moves from the goal, not 32" {
		t.Errorf("Run at depth 32: %v", err)
	}
}

func TestPoolWorkersCapped(t *testing.T) {
	for _, c := range []struct{ workers, n, want int }{
		{100, 1000, int(Workers.Max)}, {0, 1000, DefaultWorkers()}, {-3, 1000, DefaultWorkers()}, {8, 3, 3}, {5, 0, 1},
	} {
		if got := (Pool{Workers: c.workers}).workers(c.n); got != c.want {
			t.Errorf("Pool{Workers: %d}.workers(%d) = %d, want %d", c.workers, c.n, got, c.want)
		}
	}
}

// TestSetFileAsSaved: a set saved by a Windows editor (a byte-order mark,
// CRLF) reads as the same set; a line too long or too many states are
// named by their line.
func TestSetFileAsSaved(t *testing.T) {
	plain, err := ReadSet(strings.NewReader("# puzzle: sliding 3\n312 645 7b8\n0,1,2,3,4,5,6,7,8\n"))
	if err != nil {
		t.Fatal(err)
	}
	windows, err := ReadSet(strings.NewReader("\xef\xbb\xbf# puzzle: sliding 3\r\n312 645 7b8\r\n0,1,2,3,4,5,6,7,8\r\n"))
	if err != nil || windows.Len() != 2 || windows.Puzzle != plain.Puzzle || windows.State(0) != plain.State(0) {
		t.Fatalf("with a mark and CRLF: %v, %v", windows, err)
	}
	if _, err := ReadSet(strings.NewReader("312 645 7b8\n" + strings.Repeat("1", 70000))); err == nil ||
		!strings.HasPrefix(err.Error(), "line 2: the line is longer than 64 KB") {
		t.Errorf("long line: %v", err)
	}
	many := strings.Repeat("312 645 7b8\n", int(Instances.Max)+1)
	if _, err := ReadSet(strings.NewReader(many)); err == nil || err.Error() != "line 100001: a set holds at most 100,000 states" {
		t.Errorf("too many states: %v", err)
	}
}

// TestMemoryStopsNoted: searches stopped by the memory budget the workers
// share count as unsolved, and the table says how many and what to try.
func TestMemoryStopsNoted(t *testing.T) {
	set, err := ReadSet(strings.NewReader("# puzzle: sliding 4\n" + strings.Repeat("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n", 2)))
	if err != nil {
		t.Fatal(err)
	}
	pool := Pool{Workers: 2, MaxMemory: 8 << 20}
	tab, err := RunCompare(context.Background(), CompareSpec{Set: set, Solvers: []Solver{{Engine: search.EngineBFS}}}, pool)
	if err != nil {
		t.Fatal(err)
	}
	// Put the collector's limit back to the default for later tests.
	set.solve(context.Background(), 0, Solver{Engine: search.EngineBFS}, 1, Pool{})
	if tab.Memory.Count != 2 || tab.Rows[0].Solved != 0 {
		t.Fatalf("%d memory stops, %d solved; want 2 and 0", tab.Memory.Count, tab.Rows[0].Solved)
	}
	notes := strings.Join(tab.Grids()[0].Notes, " ")
	if !strings.Contains(notes, "2 searches reached the memory budget (8 MB) and count as unsolved: try a better heuristic") {
		t.Errorf("notes: %s", notes)
	}
}

func TestCheckMemory(t *testing.T) {
	if err := CheckMemory("--max-memory", 512<<20); err != nil {
		t.Error(err)
	}
	if err := CheckMemory("--max-memory", 1<<20); err == nil || err.Error() != "--max-memory must be at least 32 MB, not 1 MB" {
		t.Errorf("1 MB: %v", err)
	}
	if err := CheckMemory("--max-memory", 1<<60); err == nil || !strings.HasPrefix(err.Error(), "--max-memory of 1048576 TB is more than the ") {
		t.Errorf("an exabyte: %v", err)
	}
}

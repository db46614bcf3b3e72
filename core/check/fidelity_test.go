package check

import (
	"cmp"
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"

	"frontier/core/runner"
	"frontier/core/search"
	"frontier/internal/progtest"
)

// reportOf checks command on problems under pins and returns the
// reports.
func reportsOf(t *testing.T, command string, problems []*Problem, pins Pins) []*Report {
	t.Helper()
	for _, p := range problems {
		p.Pins = pins
	}
	var out []*Report
	for _, g := range grade(t, command, problems, runner.Limits{}) {
		out = append(out, g.Report)
	}
	return out
}

// TestCountingWays: a BFS that prints only its counts passes however it
// counts, as courses count, and the report names the way.
func TestCountingWays(t *testing.T) {
	progtest.NeedPython(t)
	for _, c := range []struct{ args, says string }{
		{"", "every child generated counted"},
		{"--parent-check", "the children a parent or path check keeps counted"},
		{"--start", "every child generated and the start counted"},
		{"--goal", "the goal counted as expanded"},
		{"--parent-check --start --goal", "the goal counted as expanded, the children a parent or path check keeps and the start counted"},
	} {
		for _, r := range reportsOf(t, "python3 bfs_counting.py "+c.args, sliding(t, search.EngineBFS, eight[1]), Pins{}) {
			if text := reportText(r); r.Verdict != Pass || !strings.Contains(text, c.says) {
				t.Errorf("bfs_counting.py %s: want a pass saying %q:\n%s", c.args, c.says, text)
			}
		}
	}
	// A preset that fixes the way fails the others.
	r := reportsOf(t, "python3 bfs_counting.py --goal", sliding(t, search.EngineBFS, eight[1]), Pins{Count: Counting{Goal: CountedNo}})[0]
	if r.Verdict != Fail || !slices.Contains(r.Diagnosis, DiagWrongCounts) {
		t.Errorf("the goal counted where the assignment does not count it:\n%s", reportText(r))
	}
}

// TestCountsAloneTiesFree: an A* whose counts no convention explains, but
// whose path and cost are right, passes, told what each convention
// gives, in the same words each time; with its ties pinned it fails.
func TestCountsAloneTiesFree(t *testing.T) {
	progtest.NeedPython(t)
	var says []Check
	for range 2 {
		r := reportsOf(t, "python3 counts_off.py", sliding(t, search.EngineAStar, eight[1]), Pins{})[0]
		c := r.Checks[len(r.Checks)-1]
		says = append(says, c)
		if r.Verdict != Pass || c.Name != "counts" || !c.Skipped || !strings.Contains(c.Says, "no convention tried explains") || len(c.Tried) < 2 {
			t.Errorf("a right A* counting otherwise: %+v\n%s", c, reportText(r))
		}
	}
	if !reflect.DeepEqual(says[0], says[1]) {
		t.Errorf("two checks of the same program on the same board differ:\n%+v\n%+v", says[0], says[1])
	}
	r := reportsOf(t, "python3 counts_off.py", sliding(t, search.EngineAStar, eight[1]), Pins{Ties: search.TiesLastIn})[0]
	if r.Verdict != Fail || !slices.Contains(r.Diagnosis, DiagWrongCounts) {
		t.Errorf("with its ties pinned:\n%s", reportText(r))
	}
}

// TestGreedyNamedOnEveryBoard: an "A*" ordered by h alone that prints
// only its counts is named greedy on every board where it parts from A*,
// and nothing else is named.
func TestGreedyNamedOnEveryBoard(t *testing.T) {
	progtest.NeedPython(t)
	failed := 0
	for _, r := range reportsOf(t, "python3 astar_by_h_counts.py", sliding(t, search.EngineAStar, "0,5,1,3,4,2,6,7,8", "5,3,0,1,2,4,6,7,8", "3,1,2,4,5,8,6,7,0"), Pins{}) {
		if r.Verdict == Pass {
			continue // greedy and A* expand alike from this start
		}
		failed++
		if r.Mistake == nil || r.Mistake.ID != search.MistakeWrongPriority {
			t.Errorf("greedy as A* from %s:\n%s", r.Start, reportText(r))
		}
	}
	if failed < 2 {
		t.Errorf("greedy as A* failed on %d boards, want the two where it parts from A*", failed)
	}
}

// TestNoMistakeMisnamed: an A* whose estimate is |dx + dy| over every
// tile, the blank too, fits no mistake's model: it fails, and no mistake
// is named.
func TestNoMistakeMisnamed(t *testing.T) {
	progtest.NeedPython(t)
	for _, r := range reportsOf(t, "python3 astar_signed.py", sliding(t, search.EngineAStar, "1,0,5,3,2,4,6,7,8", "3,0,5,4,2,1,6,7,8"), Pins{}) {
		if r.Verdict != Fail || r.Mistake != nil {
			t.Errorf("an A* of |dx + dy|:\n%s", reportText(r))
		}
	}
}

// TestPassCannotTell: on the 8-puzzle, whose moves all cost 1, an A* that
// tests the goal when it generates it passes, and the report says that
// only a problem of unequal costs tells it, which the route does.
func TestPassCannotTell(t *testing.T) {
	progtest.NeedPython(t)
	r := reportsOf(t, "python3 astar_goal_gen.py", sliding(t, search.EngineAStar, eight[0]), Pins{})[0]
	if r.Verdict != Pass || !strings.Contains(r.Note, search.MistakeGoalAtGeneration) || !strings.Contains(r.Note, "--puzzle route") {
		t.Errorf("goal test at generation on unit costs: note %q\n%s", r.Note, reportText(r))
	}
	if !strings.Contains(reportText(r), "Note on test 1: the program cannot be told here") {
		t.Errorf("the note is not in the text:\n%s", reportText(r))
	}
}

// TestTriedRangeIsExact: where nothing explains a BFS's counts, the range
// the report gives is the fewest and most expansions a plain BFS makes
// over every order of the moves.
func TestTriedRangeIsExact(t *testing.T) {
	p := sliding(t, search.EngineBFS, eight[1])[0]
	p.Pins = Pins{Seen: search.SeenPushed, GoalTest: search.GoalOnExpansion}
	g, err := Grade(context.Background(), 1, p, runner.Outcome{}, Answer{Cost: -1, Expanded: 7, Generated: -1, Moves: []string{}})
	if err != nil {
		t.Fatal(err)
	}
	c := g.Report.Checks[len(g.Report.Checks)-1]
	if len(c.Tried) != 1 {
		t.Fatalf("tried %+v, want one convention", c.Tried)
	}
	ck, _ := p.Domain.Checking(p.Start)
	prob, err := ck.Problem(context.Background(), p.Start, p.Heuristic)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := -1, -1
	for _, perm := range permutations(ck.MoveNames) {
		n := len(plainBFS(&permuted{prob, perm}))
		if lo < 0 || n < lo {
			lo = n
		}
		hi = max(hi, n)
	}
	if c.Tried[0].Expanded != [2]int{lo, hi} {
		t.Errorf("the report's range %v, a plain BFS's over every order %d to %d", c.Tried[0].Expanded, lo, hi)
	}
}

// permuted is a problem whose moves come in the order of perm's names.
type permuted struct {
	search.Problem[State]
	perm []string
}

func (p *permuted) Successors(s State, dst []search.Step[State]) []search.Step[State] {
	n := len(dst)
	dst = p.Problem.Successors(s, dst)
	slices.SortFunc(dst[n:], func(a, b search.Step[State]) int {
		return cmp.Compare(slices.Index(p.perm, a.Move), slices.Index(p.perm, b.Move))
	})
	return dst
}

// TestIDSCountingEveryChild: an IDS that counts as generated every child
// it makes, the ones its path check drops included, passes on every
// board, with its expansions shown and without, making a node's children
// one by one or all at once, and the report names the way it counts.
func TestIDSCountingEveryChild(t *testing.T) {
	progtest.NeedPython(t)
	for _, args := range []string{"", " --counts-only", " --at-once", " --at-once --counts-only"} {
		for _, r := range reportsOf(t, "python3 ids_count_all.py"+args, sliding(t, search.EngineIDS, eight[:2]...), Pins{}) {
			if text := reportText(r); r.Verdict != Pass || !strings.Contains(text, "every child generated") {
				t.Errorf("ids_count_all.py%s: want a pass counting every child generated:\n%s", args, text)
			}
		}
	}
	// Where the assignment counts the children the check keeps, it fails.
	r := reportsOf(t, "python3 ids_count_all.py --counts-only", sliding(t, search.EngineIDS, eight[1]), Pins{Count: Counting{Children: ChildrenChecked}})[0]
	if r.Verdict != Fail || !slices.Contains(r.Diagnosis, DiagWrongCounts) {
		t.Errorf("every child counted where the assignment counts those the check keeps:\n%s", reportText(r))
	}
}

// TestIDSIterationsOnEveryBoard: an IDS whose visited set outlives its
// passes is named ids-iterations on every board and on the map, never
// no-solution or wrong-expansions.
func TestIDSIterationsOnEveryBoard(t *testing.T) {
	progtest.NeedPython(t)
	problems := append(sliding(t, search.EngineIDS, eight...), romania(t, search.EngineIDS, "Arad", "Oradea")...)
	for i, r := range reportsOf(t, "python3 ids_keep.py", problems, Pins{}) {
		if r.Verdict != Fail || !slices.Contains(r.Diagnosis, search.MistakeIDSIterations) {
			t.Errorf("problem %d: want ids-iterations:\n%s", i+1, reportText(r))
		}
	}
}

// TestPassCannotTellNamesEach: a greedy "A*" that passes an easy start
// is told apart from none of the mistakes whose models do what it did,
// its own among them, and the note names each.
func TestPassCannotTellNamesEach(t *testing.T) {
	progtest.NeedPython(t)
	r := reportsOf(t, "python3 astar_by_h.py", sliding(t, search.EngineAStar, eight[0]), Pins{})[0]
	if r.Verdict != Pass || !strings.Contains(r.Note, search.MistakeWrongPriority) || !strings.Contains(r.Note, "any of the mistakes") {
		t.Errorf("greedy on an easy start: note %q\n%s", r.Note, reportText(r))
	}
}

package csp_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"frontier/core/csp"
)

// TestEventsReplay: a run watched counts what it counts unwatched; its
// steps are numbered 1, 2, …, and the last carries the final counts; a
// view that applies the events holds, at each solution, the solution on
// its stack and (with inference) its values alone in the domains; every
// revision's removals are the removals that follow it; every choice is
// the one its own grader calls right, and no other candidate is.
func TestEventsReplay(t *testing.T) {
	problems := []*csp.Problem{csp.Australia()}
	q, _ := csp.Queens(6)
	problems = append(problems, q)
	r := rand.New(rand.NewPCG(43, 3))
	for range 10 {
		problems = append(problems, randomProblem(t, r))
	}
	for i, p := range problems {
		for _, c := range combos() {
			opts := csp.Options{Var: c.vo, Val: c.lo, Inference: c.inf, All: true}
			plain := csp.Solve(context.Background(), p, opts)
			var events []csp.Event
			opts.Observer = func(e csp.Event) { events = append(events, e) }
			watched := csp.Solve(context.Background(), p, opts)
			if watched.Counts != plain.Counts || watched.Solutions != plain.Solutions {
				t.Fatalf("problem %d %s: watched %+v, unwatched %+v", i, c, watched.Counts, plain.Counts)
			}
			if last := events[len(events)-1].At(); last.Counts != plain.Counts || last.Step != len(events) {
				t.Fatalf("problem %d %s: last event %+v of %d; result %+v", i, c, last, len(events), plain.Counts)
			}
			replay(t, p, c, events)
		}
	}
}

func replay(t *testing.T, p *csp.Problem, c combo, events []csp.Event) {
	t.Helper()
	view := csp.NewView(p)
	var pending []int // removals a revision announced, still to come
	var revised int
	for n, e := range events {
		if e.At().Step != n+1 {
			t.Fatalf("%s: event %d has step %d", c, n, e.At().Step)
		}
		if rm, ok := e.(*csp.RemoveEvent); ok && !rm.Assigned {
			if len(pending) == 0 || pending[0] != rm.Value || rm.Var != revised {
				t.Fatalf("%s: step %d removes %s=%d, the revision announced %v", c, n+1, p.Name(rm.Var), rm.Value, pending)
			}
			pending = pending[1:]
		} else if len(pending) > 0 {
			t.Fatalf("%s: step %d: removals %v announced and not made", c, n+1, pending)
		}
		view.Apply(e)
		switch e := e.(type) {
		case *csp.ReviseEvent:
			pending, revised = e.Removed(), e.Arc.X
			if g := e.Grade(p, e.Removed()); !g.Right {
				t.Fatalf("%s: its own removals graded wrong: %s", c, g.Reason)
			}
		case *csp.ChooseEvent:
			for _, cand := range e.Candidates {
				if g := e.Grade(p, cand.Var); g.Right != (cand.Var == e.Var) {
					t.Fatalf("%s: choosing %s, %s graded %v: %s", c, p.Name(e.Var), p.Name(cand.Var), g.Right, g.Reason)
				}
			}
		case *csp.OrderEvent:
			if len(e.Values) > 0 && !e.GradeFirst(p, e.Values[0].Value).Right {
				t.Fatalf("%s: the first value graded wrong", c)
			}
		case *csp.SolutionEvent:
			stack := view.Stack()
			if len(stack) != p.Vars() {
				t.Fatalf("%s: a solution with %d assignments on the stack", c, len(stack))
			}
			for _, a := range stack {
				if e.Values[a.Var] != a.Value {
					t.Fatalf("%s: stack %v, solution %v", c, stack, e.Values)
				}
				if d := view.Domain(a.Var); c.inf != csp.NoInference && !slices.Equal(d, []int{a.Value}) {
					t.Fatalf("%s: at a solution %s has %v", c, p.Name(a.Var), d)
				}
			}
		}
	}
}

// TestAC3Events: AC-3 alone starts with every arc in the queue, revises
// them first in first out, and its view ends with the domains it leaves.
func TestAC3Events(t *testing.T) {
	p, _ := csp.Sudoku("easy")
	var events []csp.Event
	r := csp.AC3(context.Background(), p, csp.Limits{}, func(e csp.Event) { events = append(events, e) })
	q, ok := events[0].(*csp.QueueEvent)
	if !ok || len(q.Queue) != 81*20 || q.Queue[0] != (csp.Arc{X: 0, Y: 1}) {
		t.Fatalf("first event %T, queue of %d", events[0], len(q.Queue))
	}
	view := csp.NewView(p)
	for _, e := range events {
		view.Apply(e)
	}
	for v := range p.Vars() {
		if !slices.Equal(view.Domain(v), r.Domains[v]) {
			t.Fatalf("%s: view %v, result %v", p.Name(v), view.Domain(v), r.Domains[v])
		}
	}
	rev := events[1].(*csp.ReviseEvent)
	if rev.Arc != q.Queue[0] || len(rev.Waiting) != len(q.Queue)-1 || rev.Waiting[0] != q.Queue[1] {
		t.Fatalf("first revision %+v", rev.Arc)
	}
}

// firstChoice runs Australia until the n-th ChooseEvent and returns it.
func nthEvent[E csp.Event](t *testing.T, p *csp.Problem, opts csp.Options, n int) E {
	t.Helper()
	var found []E
	opts.Observer = func(e csp.Event) {
		if e, ok := e.(E); ok {
			found = append(found, e)
		}
	}
	csp.Solve(context.Background(), p, opts)
	if len(found) < n {
		t.Fatalf("only %d such events", len(found))
	}
	return found[n-1]
}

// TestGradeVariable: after WA = red and forward checking, NT and SA have
// two values left and the others three: MRV picks NT, first in the order
// (SA ties). At the start every region has three values: MRV then degree
// picks SA, which borders five unassigned regions to NT's three.
func TestGradeVariable(t *testing.T) {
	p := csp.Australia()
	sa, _ := p.Lookup("SA")
	nt, _ := p.Lookup("NT")
	q, _ := p.Lookup("Q")
	mrv := nthEvent[*csp.ChooseEvent](t, p, csp.Options{Var: csp.MRV, Inference: csp.ForwardChecking}, 2)
	for _, tc := range []struct {
		answer      int
		right, tied bool
		reason      string
	}{
		{nt, true, false, "Right: MRV picks the variable with the fewest values left: NT has 2, then SA 2, Q 3, NSW 3."},
		{sa, false, true, "Tied: SA and NT both have 2 values left; the tie goes to the first in the problem's order, NT."},
		{q, false, false, "Not Q: MRV picks the variable with the fewest values left: NT has 2, Q 3."},
	} {
		g := mrv.Grade(p, tc.answer)
		if g.Right != tc.right || g.Tied != tc.tied || g.Reason != tc.reason || g.Want != "NT" {
			t.Errorf("MRV, answer %s: %+v; want %v %v %q", p.Name(tc.answer), g, tc.right, tc.tied, tc.reason)
		}
	}
	deg := nthEvent[*csp.ChooseEvent](t, p, csp.Options{Var: csp.MRVDegree, Inference: csp.ForwardChecking}, 1)
	if deg.Var != sa {
		t.Fatalf("MRV then degree picks %s first", p.Name(deg.Var))
	}
	want := "Not NT: SA and NT both have 3 values left, and the degree rule then picks the one with the most unassigned neighbours: SA has 5, NT 3."
	if g := deg.Grade(p, nt); g.Right || g.Tied || g.Reason != want {
		t.Errorf("MRV then degree, answer NT: %q", g.Reason)
	}
	if why := deg.Why(p); !strings.HasPrefix(why, "MRV picks the variable with the fewest values left, ties to the most unassigned neighbours (degree): SA has 3 (degree 5), then NT 3 (degree 3)") {
		t.Errorf("why: %q", why)
	}
}

// TestGradeValue: x = a rules out y's a and z's a, x = b only y's b: LCV
// tries b first.
func TestGradeValue(t *testing.T) {
	p, err := csp.New("lcv", []csp.Var{{Name: "x", Values: []string{"a", "b"}}, {Name: "y", Values: []string{"a", "b"}}, {Name: "z", Values: []string{"a"}}},
		[]csp.Constraint{{Rel: csp.NotEqual, Vars: []string{"x", "y"}}, {Rel: csp.NotEqual, Vars: []string{"x", "z"}}})
	if err != nil {
		t.Fatal(err)
	}
	o := nthEvent[*csp.OrderEvent](t, p, csp.Options{Val: csp.LCV}, 1)
	if g := o.GradeFirst(p, 1); !g.Right || g.Want != "b" {
		t.Errorf("b: %+v", g)
	}
	g := o.GradeFirst(p, 0)
	if want := "Not a: LCV tries first the value that rules out the fewest values left of the unassigned neighbours: b rules out 1 (y's b), a 2 (y's a, z's a)."; g.Right || g.Reason != want {
		t.Errorf("a: %q\nwant %q", g.Reason, want)
	}
}

// TestGradeRevision: revising (x, y) under x < y, both 1–3, removes 3.
func TestGradeRevision(t *testing.T) {
	p, err := csp.ParseFile("less", []byte("var x y : 1..3\nx < y\n"))
	if err != nil {
		t.Fatal(err)
	}
	var rev *csp.ReviseEvent
	csp.AC3(context.Background(), p, csp.Limits{}, func(e csp.Event) {
		if r, ok := e.(*csp.ReviseEvent); ok && rev == nil {
			rev = r
		}
	})
	if g := rev.Grade(p, []int{2}); !g.Right || g.Want != "{3}" {
		t.Errorf("{3}: %+v", g)
	}
	g := rev.Grade(p, nil)
	if want := "Not quite: 3 goes: no value of y's {1, 2, 3} agrees with it."; g.Right || g.Reason != want {
		t.Errorf("{}: %q", g.Reason)
	}
	if want := "revising (x, y) under x < y: 1 stays: y's 2 agrees with it; 2 stays: y's 3 agrees with it; 3 goes: no value of y's {1, 2, 3} agrees with it"; rev.Why(p) != want {
		t.Errorf("why: %q", rev.Why(p))
	}
}

// TestRecord: a recording stops the run once full.
func TestRecord(t *testing.T) {
	p, _ := csp.Queens(10)
	r, events, full := csp.Record(context.Background(), 100, func(ctx context.Context, obs csp.Observer) csp.Result {
		return csp.Solve(ctx, p, csp.Options{All: true, Observer: obs})
	})
	if !full || len(events) != 100 || r.Stop != csp.StopCancelled {
		t.Errorf("full %v, %d events, stop %s", full, len(events), r.Stop)
	}
}

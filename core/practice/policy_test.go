package practice_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"frontier/core/practice"
	"frontier/core/search"
)

// Engines registered from outside the search package with policies of
// their own, which predict mode must explain by those policies: UCS
// breaking ties to the node added first, A* breaking them to the lowest
// h. Each runs the search package's Stepper under its policy.
const (
	engineFirstIn search.Engine = "ucsfirstin"
	engineLowH    search.Engine = "astarlowh"
)

var ownPolicies = map[search.Engine]search.Policy{
	engineFirstIn: {Rule: search.Rule{Discipline: search.Lowest, Key: search.KeyG}, Ties: search.TiesFirstIn, GoalTest: search.GoalOnExpansion,
		Pruning: search.PruneGraph, Seen: search.SeenPushed, Update: search.UpdateRepush, Reopen: true},
	engineLowH: {Rule: search.Rule{Discipline: search.Lowest, Key: search.KeyF}, Ties: search.TiesLowH, GoalTest: search.GoalOnExpansion,
		Pruning: search.PruneGraph, Seen: search.SeenPushed, Update: search.UpdateRepush, Reopen: true},
}

func init() {
	for _, e := range []search.Engine{engineFirstIn, engineLowH} {
		pol := ownPolicies[e]
		search.Register(search.Description{ID: e, Title: string(e), Summary: "a best-first search with ties of its own",
			TieBreak: pol.TieBreak(), Informed: pol.Rule.Key == search.KeyF, Optimal: search.OptimalNonNegativeCosts,
			Traced: true, Policy: pol, Run: stepperEngine(pol)})
	}
}

// stepperEngine is an engine that runs the Stepper under pol, reporting
// every expansion as the built-in engines do: the node, its children in
// move order with their fates, numbered as they are generated, and the
// frontier in the policy's order.
func stepperEngine(pol search.Policy) func(context.Context, search.Problem[any], search.Options, *search.Trace[any]) search.Result[any] {
	return func(ctx context.Context, p search.Problem[any], opts search.Options, tr *search.Trace[any]) search.Result[any] {
		var h search.Heuristic[any]
		if pol.Rule.Key != search.KeyG {
			h, _ = p.(search.Heuristic[any])
		}
		s := search.NewStepper(ctx, p, pol, h, opts)
		id := map[int32]int{0: 0}
		next := 1
		show := func(i int32) search.Node[any] {
			n := s.Node(i)
			n.ID = id[i]
			if n.Parent >= 0 {
				n.Parent = id[int32(n.Parent)]
			}
			return n
		}
		for step := 1; ; step++ {
			i, ok := s.Next()
			if !ok {
				return search.Result[any]{StopReason: s.Stopped(), BestH: -1}
			}
			if tr != nil && tr.MaxSteps > 0 && step > tr.MaxSteps {
				return search.Result[any]{StopReason: search.StopStepLimit, BestH: -1}
			}
			took, goal := s.Take(i)
			if goal {
				n := s.Node(took)
				return search.Result[any]{Solved: true, StopReason: search.StopGoal, Cost: n.G, Depth: n.Depth, Path: s.Path(took), BestH: -1}
			}
			if tr == nil || tr.OnExpand == nil {
				continue
			}
			x := &search.Expansion[any]{Step: step, Node: show(took)}
			for _, k := range s.Kids() {
				d := x.Node.Depth + 1
				x.Children = append(x.Children, search.Child[any]{Move: k.Move, Fate: k.Fate, Node: search.Node[any]{
					ID: next, Parent: x.Node.ID, State: k.State, G: k.G, H: k.H, F: pol.Key(k.G, k.H, d), Depth: d}})
				if k.Node >= 0 {
					id[k.Node] = next
				}
				next++
			}
			live := s.Live()
			slices.SortFunc(live, func(a, b int32) int {
				if pol.Before(s.Entry(a), s.Entry(b)) {
					return -1
				}
				return 1
			})
			x.FrontierSize = len(live)
			x.SetFrontier(func(max int, dst []search.Node[any]) []search.Node[any] {
				for _, j := range live[:min(max, len(live))] {
					dst = append(dst, show(j))
				}
				return dst
			})
			tr.OnExpand(x)
		}
	}
}

// TestGraderReadsThePolicy: predict mode grades engines whose policies
// break ties otherwise than the built-in engines by those policies: it
// agrees with plain models of them at every position, and where the
// tie-break decided it says theirs (the node added first; the lowest h).
func TestGraderReadsThePolicy(t *testing.T) {
	seen := map[search.Engine]map[string]int{engineFirstIn: {}, engineLowH: {}}
	for name, p := range slidingStarts(t) {
		for e := range seen {
			t.Run(name+"/"+string(e), func(t *testing.T) { agree(t, e, p, seen[e]) })
		}
	}
	for _, h := range []string{"sld", "sld2"} {
		p := romania(t, h)
		for e := range seen {
			t.Run("Romania "+h+"/"+string(e), func(t *testing.T) { agree(t, e, p, seen[e]) })
		}
	}
	for e, counts := range seen {
		if counts["tie"] == 0 || counts["duplicate"] == 0 {
			t.Errorf("%s: no tie or no duplicate met (%v)", e, counts)
		}
	}
}

// TestGraderUnderTheUsersChoices: a search run with the user's goal test
// or pruning is explained by the policy it ran: BFS testing the goal when
// it takes a node says so of a goal it adds, and BFS as a tree search
// says it keeps no record of states; the engine's own policy would say
// neither.
func TestGraderUnderTheUsersChoices(t *testing.T) {
	p := romania(t, "sld")
	d, _ := search.Describe(search.EngineBFS)
	for _, c := range []struct {
		opts search.Options
		says string
	}{
		{search.Options{GoalTest: search.GoalOnExpansion}, "It is the goal, but BFS tests a node only when it takes it off the frontier."},
		{search.Options{Pruning: search.PruneNone}, "BFS keeps no record of the states it reached (tree search)"},
	} {
		rec := search.Record(context.Background(), search.EngineBFS, p, c.opts, cap, rows)
		under, own := practice.NewGraderUnder(rec, search.EngineBFS, d.PolicyFor(c.opts)), practice.NewGrader(rec, search.EngineBFS)
		path := rec.Result().Path
		if len(path) == 0 {
			t.Fatalf("%+v: BFS finds no route", c.opts)
		}
		goal, found := path[len(path)-1], false
		for i := 1; i <= rec.Len(); i++ {
			for k, ch := range rec.Step(i).Children {
				v := under.Fate(i, k, ch.Fate)
				if !v.Right {
					t.Fatalf("%+v: step %d, child %d: %+v", c.opts, i, k, v)
				}
				if strings.Contains(v.Reason, c.says) {
					found = true
					if strings.Contains(own.Fate(i, k, ch.Fate).Reason, c.says) {
						t.Errorf("%+v: the engine's own policy says %q too", c.opts, c.says)
					}
				}
				if strings.Contains(v.Reason, "is not the goal") && ch.State == goal {
					t.Errorf("%+v: %q", c.opts, v.Reason)
				}
			}
		}
		if !found {
			t.Errorf("%+v: no fate says %q", c.opts, c.says)
		}
	}
}

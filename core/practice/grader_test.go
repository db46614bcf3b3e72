package practice_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/domains/sliding"
	"frontier/core/practice"
	"frontier/core/search"
)

const (
	cap       = 300 // expansions recorded
	rows      = 40  // frontier entries kept, as the watch view keeps them
	beamWidth = 3
)

var engines = []search.Engine{search.EngineBFS, search.EngineDFS, search.EngineIDS, search.EngineUCS,
	search.EngineGreedy, search.EngineAStar, search.EngineIDAStar, search.EngineBeam}

// run is engine e's plain model on p.
func run[S comparable](e search.Engine, p search.Problem[S]) mRun[S] {
	m := model[S]{p: p, cap: cap, h: func(S) int { return 0 }, prio: func(g, h int) int { return g }}
	if h, ok := p.(search.Heuristic[S]); ok && e.Informed() {
		m.h = h.Estimate
	}
	switch e {
	case search.EngineGreedy, search.EngineBeam:
		m.prio = func(g, h int) int { return h }
	case search.EngineAStar, search.EngineIDAStar, engineLowH:
		m.prio = func(g, h int) int { return g + h }
	}
	switch e {
	case engineFirstIn:
		return m.bestTies(true, true, false)
	case engineLowH:
		return m.bestTies(true, false, true)
	case search.EngineBFS:
		return m.bfs()
	case search.EngineDFS:
		return m.dfs()
	case search.EngineUCS, search.EngineAStar:
		return m.best(true)
	case search.EngineGreedy:
		return m.best(false)
	case search.EngineBeam:
		return m.beam(beamWidth)
	case search.EngineIDS:
		return m.deepening(true)
	}
	return m.deepening(false)
}

func slidingStarts(t *testing.T) map[string]search.Problem[sliding.State] {
	b := sliding.MustBoard(3, false, nil)
	out := map[string]search.Problem[sliding.State]{}
	for k, c := range []struct {
		moves int
		h     string
	}{{6, "manhattan"}, {10, "misplaced"}, {14, "manhattan"}} {
		s, _ := b.RandomWalk(c.moves, rand.New(rand.NewPCG(uint64(k+1), 9)))
		p, err := sliding.NewProblem(b, s, c.h)
		if err != nil {
			t.Fatal(err)
		}
		out[fmt.Sprintf("8-puzzle %s (%s)", b.Format(s), c.h)] = p
	}
	return out
}

// romania is the route puzzle from Arad to Bucharest with heuristic h:
// sld, or sld2, which overestimates and makes A* reopen states.
func romania(t *testing.T, heuristic string) search.Problem[route.Place] {
	m := route.Romania()
	arad, err1 := m.Lookup("Arad")
	bucharest, err2 := m.Lookup("Bucharest")
	h, err3 := route.HeuristicNamed(heuristic)
	if err1 != nil || err2 != nil || err3 != nil {
		t.Fatal(err1, err2, err3)
	}
	return route.NewProblem(m, arad, bucharest, h)
}

// The grader agrees with the plain models at every position of every
// engine's search: the pick the model makes is right and every other
// entry wrong, each naming the model's node, the tie-break said to decide
// exactly where the model had a tie; the bound of the next pass; and each
// child's fate.
// Across the searches each engine meets what its rule can meet: ties for
// the engines that break them, bounds for IDS and IDA*, every fate.
func TestGraderAgreesWithModels(t *testing.T) {
	seen := map[search.Engine]map[string]int{}
	for _, e := range engines {
		seen[e] = map[string]int{}
	}
	for name, p := range slidingStarts(t) {
		for _, e := range engines {
			t.Run(name+"/"+string(e), func(t *testing.T) { agree(t, e, p, seen[e]) })
		}
	}
	for _, h := range []string{"sld", "sld2"} {
		p := romania(t, h)
		for _, e := range engines {
			t.Run("Romania "+h+"/"+string(e), func(t *testing.T) { agree(t, e, p, seen[e]) })
		}
	}
	// Seeds 6, 8 and 86 happen to make A* reopen places.
	for _, seed := range []uint64{0, 6, 8, 86} {
		p := romaniaScrambled(t, seed)
		for _, e := range []search.Engine{search.EngineAStar, search.EngineIDAStar, search.EngineGreedy, search.EngineBeam} {
			t.Run(fmt.Sprintf("Romania scrambled h %d/%s", seed, e), func(t *testing.T) { agree(t, e, p, seen[e]) })
		}
	}
	want := map[search.Engine][]string{
		search.EngineBFS:     {"added", "duplicate", "goal"},
		search.EngineDFS:     {"added", "duplicate", "goal"},
		search.EngineIDS:     {"added", "pruned", "goal", "bound"},
		search.EngineUCS:     {"added", "duplicate", "tie"},
		search.EngineGreedy:  {"added", "duplicate", "tie"},
		search.EngineAStar:   {"added", "duplicate", "reopened", "tie"},
		search.EngineIDAStar: {"added", "pruned", "goal", "bound"},
		search.EngineBeam:    {"added", "duplicate", "goal", "tie"},
	}
	for e, keys := range want {
		for _, k := range keys {
			if seen[e][k] == 0 {
				t.Errorf("%s: no %s met in any search (%v)", e, k, seen[e])
			}
		}
	}
}

// romaniaScrambled is Arad to Bucharest with the straight line scaled
// place by place by 0 to 2 (seeded): an estimate that breaks consistency,
// so that A* reaches expanded places again more cheaply.
func romaniaScrambled(t *testing.T, seed uint64) search.Problem[route.Place] {
	m := route.Romania()
	arad, _ := m.Lookup("Arad")
	bucharest, _ := m.Lookup("Bucharest")
	rng := rand.New(rand.NewPCG(seed, 5))
	h := m.StraightLine(bucharest)
	for k := range h {
		h[k] = h[k] * rng.IntN(3)
	}
	return route.NewGuided(m, arad, bucharest, h, false)
}

func agree[S comparable](t *testing.T, e search.Engine, p search.Problem[S], seen map[string]int) {
	rec := search.Record(context.Background(), e, p, search.Options{BeamWidth: beamWidth}, cap, rows)
	model := run(e, p)
	if rec.Len() != len(model.exps) {
		t.Fatalf("%d steps recorded, the model expands %d nodes", rec.Len(), len(model.exps))
	}
	g := practice.NewGrader(rec, e)
	deep := e == search.EngineIDS || e == search.EngineIDAStar
	for i := 0; i <= rec.Len(); i++ {
		var next mNode[S]
		tie, want := false, practice.None
		switch {
		case i < len(model.exps):
			next, tie, want = model.exps[i].node, model.exps[i].tie, practice.Pick
			if deep && i > 0 && model.exps[i].bound != model.exps[i-1].bound {
				want = practice.Bound
			}
		case model.goal != nil:
			next, tie, want = *model.goal, model.goalTie, practice.Pick
		}
		if got := g.Ask(i); got != want {
			t.Fatalf("position %d: asks %v, the model %v", i, got, want)
		}
		switch want {
		case practice.Pick:
			checkPick(t, e, g, rec, i, next, tie, deep)
			seen["pick"]++
			if tie {
				seen["tie"]++
			}
		case practice.Bound:
			checkBound(t, e, g, i, model.exps[i].bound)
			seen["bound"]++
		}
		if i >= 1 {
			checkFates(t, e, g, rec, i, model.exps[i-1])
			for _, f := range model.exps[i-1].fates {
				seen[string(f)]++
			}
		}
	}
}

// locate is the id of the entry of shown that is the model's node n: by
// state for a graph search, which keeps one entry per state; by path for
// IDS and IDA*.
func locate[S comparable](rec *search.Recording[S], shown []search.Node[S], n mNode[S], deep bool) int {
	for _, s := range shown {
		if !deep && s.State == n.state() {
			return s.ID
		}
		var path []S
		for id := s.ID; id >= 0; {
			c, _ := rec.Node(id)
			path = append(path, c.State)
			id = c.Parent
		}
		slices.Reverse(path)
		if deep && slices.Equal(path, n.path) {
			return s.ID
		}
	}
	return -1
}

func checkPick[S comparable](t *testing.T, e search.Engine, g *practice.Grader[S], rec *search.Recording[S], i int, n mNode[S], tie, deep bool) {
	t.Helper()
	shown := g.Frontier(i, rows)
	if !slices.IsSortedFunc(shown, func(a, b search.Node[S]) int { return a.ID - b.ID }) {
		t.Fatalf("position %d: the frontier is not in the order of node numbers", i)
	}
	id := locate(rec, shown, n, deep)
	if id < 0 {
		t.Fatalf("position %d: the model's node (g %d) is not on the frontier shown", i, n.g)
	}
	v := g.Pick(i, shown, id)
	if !v.Right || v.Answer != id || v.Tie != tie || !strings.HasPrefix(v.Text(), "Right. ") {
		t.Fatalf("position %d: picking node %d: %+v, the model's tie %v", i, id, v, tie)
	}
	if len(shown) == 1 {
		if v.Rule != practice.RuleOnly {
			t.Errorf("position %d: one entry, rule %q", i, v.Rule)
		}
	} else {
		checkReason(t, e, i, v, n, tie)
	}
	wrong := 0
	for _, s := range shown {
		if s.ID == id || wrong == 3 {
			continue
		}
		wrong++
		w := g.Pick(i, shown, s.ID)
		if w.Right || w.Answer != id || w.Rule != v.Rule || w.Tie != tie || w.Reason != v.Reason ||
			!strings.Contains(w.Yours, fmt.Sprintf("node %d", s.ID)) || !strings.HasPrefix(w.Text(), "Not quite: ") {
			t.Fatalf("position %d: picking node %d instead of %d: %+v", i, s.ID, id, w)
		}
	}
	if w := g.Pick(i, shown, -7); w.Right || w.Answer != id || !strings.Contains(w.Yours, "not on the frontier") {
		t.Fatalf("position %d: picking no node: %+v", i, w)
	}
}

// checkReason checks that the reason names the rule the model followed
// and its figures.
func checkReason[S comparable](t *testing.T, e search.Engine, i int, v practice.Verdict, n mNode[S], tie bool) {
	t.Helper()
	var want []string
	switch e {
	case search.EngineBFS:
		want = []string{"first in, first out"}
	case search.EngineDFS:
		want = []string{"last in, first out"}
	case search.EngineUCS, engineFirstIn:
		want = []string{"lowest path cost g", fmt.Sprintf("g = %d", n.g)}
	case search.EngineGreedy:
		want = []string{"lowest estimate h", fmt.Sprintf("h = %d", n.h)}
	case search.EngineAStar, engineLowH:
		want = []string{"lowest f = g + h", fmt.Sprintf("f = %d + %d = %d", n.g, n.h, n.f)}
	}
	if tie && e != search.EngineBeam && len(want) == 2 {
		// A tie names the priority the entries share once.
		want[1] = fmt.Sprintf(", %d: ", n.f)
	}
	switch e {
	case search.EngineBeam:
		want = []string{fmt.Sprintf("h = %d", n.h)}
	case search.EngineIDS:
		want = []string{"depth first", "within the depth limit"}
	case search.EngineIDAStar:
		want = []string{"depth first", "within the bound f ≤"}
	}
	if tie {
		want = append(want, "the tie-break decided")
		switch e {
		case search.EngineBeam:
			want = append(want, "generated first")
		case engineFirstIn:
			want = append(want, "added to the frontier first")
		case engineLowH:
			want = append(want, "the lowest h, then the node added last")
		default:
			want = append(want, "added to the frontier last")
		}
	} else if strings.Contains(v.Reason, "tie-break") {
		t.Errorf("position %d: no tie, yet %q", i, v.Reason)
	}
	for _, w := range want {
		if !strings.Contains(v.Reason, w) {
			t.Errorf("position %d: the reason %q does not say %q", i, v.Reason, w)
		}
	}
}

func checkBound[S comparable](t *testing.T, e search.Engine, g *practice.Grader[S], i, bound int) {
	t.Helper()
	choices := g.Bounds(i)
	if !slices.Contains(choices, bound) || len(choices) < 3 || !slices.IsSorted(choices) {
		t.Fatalf("position %d: bound %d, choices %v", i, bound, choices)
	}
	for _, c := range append(choices, bound+1, bound-1) {
		v := g.Bound(i, c)
		if v.Right != (c == bound) || v.Answer != bound || v.Rule != practice.RuleBound {
			t.Fatalf("position %d: answering %d for bound %d: %+v", i, c, bound, v)
		}
		say := fmt.Sprintf("smallest f that went over, %d", bound)
		if e == search.EngineIDS {
			say = fmt.Sprintf("one deeper: %d", bound)
		}
		if !strings.Contains(v.Reason, say) || !v.Right && !strings.Contains(v.Yours, fmt.Sprint(c)) {
			t.Fatalf("position %d: %+v does not say %q", i, v, say)
		}
	}
}

func checkFates[S comparable](t *testing.T, e search.Engine, g *practice.Grader[S], rec *search.Recording[S], i int, x mExp[S]) {
	t.Helper()
	kids := rec.Step(i).Children
	if len(kids) != len(x.fates) {
		t.Fatalf("step %d: %d children recorded, the model generates %d", i, len(kids), len(x.fates))
	}
	for k, fate := range x.fates {
		for _, ans := range practice.Fates {
			v := g.Fate(i, k, ans)
			if v.Right != (ans == fate) || v.Fate != fate || v.Rule != practice.FateRule(fate) || v.Answer != kids[k].ID {
				t.Fatalf("step %d, child %d (%s): answering %s: %+v", i, k, fate, ans, v)
			}
			if !strings.Contains(v.Reason, fmt.Sprintf("node %d", kids[k].ID)) && !strings.Contains(v.Reason, fmt.Sprintf("Node %d", kids[k].ID)) {
				t.Errorf("step %d: %q does not name node %d", i, v.Reason, kids[k].ID)
			}
			if key := fateWord(e, fate, v.Reason); key != "" {
				t.Errorf("step %d, child %d (%s): %q does not say %q", i, k, fate, v.Reason, key)
			}
		}
	}
}

// fateWord is a word reason must hold for a child of fate f, "" when it
// holds it.
func fateWord(e search.Engine, f search.Fate, reason string) string {
	var want string
	switch f {
	case search.FateAdded:
		want = "adds it"
		switch e {
		case search.EngineIDS:
			want = "within the depth limit"
		case search.EngineIDAStar:
			want = "within the bound"
		case search.EngineBeam:
			want = "candidate for the next round"
		}
	case search.FateDuplicate:
		want = "reached before"
		if e == search.EngineBeam {
			want = "kept before"
		}
	case search.FateReopened:
		want = "puts it back on the frontier"
	case search.FateGoal:
		want = "goal test"
	case search.FatePruned:
		for _, w := range []string{"straight back", "over the bound", "depth limit", "same state"} {
			if strings.Contains(reason, w) {
				return ""
			}
		}
		return "why it is pruned"
	}
	if strings.Contains(reason, want) {
		return ""
	}
	return want
}

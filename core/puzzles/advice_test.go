package puzzles_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/domains/cube"
	"frontier/core/domains/route"
	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
)

// checkAdvice checks Advise on p against the distance want the test
// worked out itself: the cost, and a move that costs step and leaves
// want − step to go (by the same reference).
func checkAdvice[P, S comparable](t *testing.T, k *puzzles.Kind[P, S], p P, want int, dist func(P) int) {
	t.Helper()
	a, err := k.Advise(context.Background(), p)
	if err != nil {
		t.Fatalf("%s: %v", k.Format(p), err)
	}
	if a.Cost != want {
		t.Fatalf("%s: advice says %d left, want %d", k.Format(p), a.Cost, want)
	}
	if want == 0 {
		if a.Move != "" {
			t.Fatalf("%s: a move %q at the goal", k.Format(p), a.Move)
		}
		return
	}
	next, err := k.Apply(p, a.Move)
	if err != nil {
		t.Fatalf("%s: hint %q does not apply: %v", k.Format(p), a.Move, err)
	}
	if !k.Solved(next) && !k.Solved(a.Next) && k.Format(next) != k.Format(a.Next) {
		t.Fatalf("%s: hint %q leads to %s, advice says %s", k.Format(p), a.Move, k.Format(next), k.Format(a.Next))
	}
	step, ok := k.StepCost(p, next)
	if !ok || dist(next) != want-step {
		t.Fatalf("%s: hint %q (cost %d) leaves %d, want %d", k.Format(p), a.Move, step, dist(next), want-step)
	}
}

// TestAdviceEightPuzzle checks the advice on 250 states drawn at random
// against a plain breadth-first search from the goal over the kind's
// moves.
func TestAdviceEightPuzzle(t *testing.T) {
	k, _, err := puzzles.NewSliding(puzzles.SlidingOptions{Width: 3})
	if err != nil {
		t.Fatal(err)
	}
	dist := map[sliding.State]int{k.Goal: 0}
	queue := []sliding.State{k.Goal}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, m := range k.MoveNames {
			if n, err := k.Apply(s, m); err == nil {
				if _, seen := dist[n]; !seen {
					dist[n] = dist[s] + 1
					queue = append(queue, n)
				}
			}
		}
	}
	if len(dist) != 181440 {
		t.Fatalf("BFS reached %d states, want 181440", len(dist))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 250 {
		p := k.Uniform(rng)
		checkAdvice(t, k, p, dist[p], func(s sliding.State) int { return dist[s] })
	}
	checkAdvice(t, k, k.Goal, 0, func(s sliding.State) int { return dist[s] })
}

// TestAdviceCube checks the advice on 200 cubes within six turns of
// solved, whose distances a plain breadth-first search over the face
// turns finds.
func TestAdviceCube(t *testing.T) {
	k := puzzles.CubeKind()
	dist := map[cube.State]int{{}: 0}
	layer := []cube.State{{}}
	for d := 1; d <= 6; d++ {
		var next []cube.State
		for _, s := range layer {
			for _, m := range cube.Moves() {
				n := cube.Apply(s, m)
				if _, seen := dist[n]; !seen {
					dist[n] = d
					next = append(next, n)
				}
			}
		}
		layer = next
	}
	states := make([]cube.State, 0, len(dist))
	for s := range dist {
		states = append(states, s)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	// A cube within five turns, so that every hint leads within the
	// reference's reach.
	distOf := func(c cube.Cube) int {
		s, err := c.State()
		if err != nil {
			t.Fatal(err)
		}
		d, ok := dist[s]
		if !ok {
			t.Fatalf("%s is beyond the reference's six turns", c)
		}
		return d
	}
	for n := 0; n < 200; {
		s := states[rng.IntN(len(states))]
		if dist[s] > 5 {
			continue
		}
		n++
		checkAdvice(t, k, s.Cube(), dist[s], distOf)
	}
}

// TestAdviceFifteenPuzzle checks the advice, found by IDA* with the
// pattern databases, on states a random walk of 20 to 40 moves drew,
// against a plain IDA* with Manhattan distance written here.
func TestAdviceFifteenPuzzle(t *testing.T) {
	k, b, err := puzzles.NewSliding(puzzles.SlidingOptions{Width: 4})
	if err != nil {
		t.Fatal(err)
	}
	goal := b.Tiles(k.Goal)
	where := make([]int, 16)
	for i, v := range goal {
		where[v] = i
	}
	manhattan := func(s sliding.State) int {
		h := 0
		for i, v := range b.Tiles(s) {
			if v != 0 {
				h += abs(i/4-where[v]/4) + abs(i%4-where[v]%4)
			}
		}
		return h
	}
	var bound int
	var dfs func(s sliding.State, g int, prev string) (int, bool)
	opposite := map[string]string{"up": "down", "down": "up", "left": "right", "right": "left"}
	dfs = func(s sliding.State, g int, prev string) (int, bool) {
		f := g + manhattan(s)
		if f > bound {
			return f, false
		}
		if s == k.Goal {
			return g, true
		}
		least := 1 << 30
		for _, m := range []string{"up", "down", "left", "right"} {
			if m == opposite[prev] {
				continue
			}
			n, err := k.Apply(s, m)
			if err != nil {
				continue
			}
			if c, ok := dfs(n, g+1, m); ok {
				return c, true
			} else if c < least {
				least = c
			}
		}
		return least, false
	}
	ida := func(s sliding.State) int {
		for bound = manhattan(s); ; {
			c, ok := dfs(s, 0, "")
			if ok {
				return c
			}
			bound = c
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	n := 8
	if testing.Short() {
		n = 3
	}
	for i := range n {
		p := k.Walk(k.Goal, 20+20*i/n, rng)
		checkAdvice(t, k, p, ida(p), ida)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestAdviceRomania checks the advice from every town of Romania to
// Bucharest against a plain Dijkstra over the roads.
func TestAdviceRomania(t *testing.T) {
	m := route.Romania()
	goal, err := m.Lookup("Bucharest")
	if err != nil {
		t.Fatal(err)
	}
	k := puzzles.RouteOf(m, 0, goal, "Romania")
	// Dijkstra from the goal over the roads reversed.
	dist := make([]int, m.Places())
	for i := range dist {
		dist[i] = -1
	}
	dist[goal] = 0
	done := make([]bool, m.Places())
	for {
		u := -1
		for p := range dist {
			if !done[p] && dist[p] >= 0 && (u < 0 || dist[p] < dist[u]) {
				u = p
			}
		}
		if u < 0 {
			break
		}
		done[u] = true
		for _, r := range m.Roads() {
			back := []route.Road{r}
			if !r.OneWay {
				back = append(back, route.Road{From: r.To, To: r.From, Length: r.Length})
			}
			for _, r := range back {
				if int(r.To) == u && (dist[r.From] < 0 || dist[u]+r.Length < dist[r.From]) {
					dist[r.From] = dist[u] + r.Length
				}
			}
		}
	}
	for p := range m.Places() {
		checkAdvice(t, k, route.Place(p), dist[p], func(q route.Place) int { return dist[q] })
	}
}

// TestAdviceStepCost: a road's step cost is its length; two places no
// road joins have none.
func TestAdviceStepCost(t *testing.T) {
	m := route.Romania()
	arad, _ := m.Lookup("Arad")
	sibiu, _ := m.Lookup("Sibiu")
	buch, _ := m.Lookup("Bucharest")
	k := puzzles.RouteOf(m, arad, buch, "Romania")
	if c, ok := k.StepCost(arad, sibiu); !ok || c != 140 {
		t.Fatalf("Arad to Sibiu: %d, %v; want 140", c, ok)
	}
	if _, ok := k.StepCost(arad, buch); ok {
		t.Fatal("Arad to Bucharest in one road")
	}
}

// TestAdviceKorf checks the advice on the first three of Korf's hundred
// 15-puzzles (1985) against their published optimal lengths: IDA* with
// the pattern databases takes a fraction of a second on them.
func TestAdviceKorf(t *testing.T) {
	k, b, err := puzzles.NewSliding(puzzles.SlidingOptions{Width: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, fx := range []struct {
		state string
		moves int
	}{
		{"14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", 57},
		{"13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6", 55},
		{"14 7 8 2 13 11 10 4 9 12 5 0 3 6 1 15", 59},
	} {
		s, err := b.ParseState(fx.state)
		if err != nil {
			t.Fatal(err)
		}
		a, err := k.Advise(context.Background(), s)
		if err != nil || a.Cost != fx.moves || len(a.Path) != fx.moves+1 || a.Path[fx.moves] != k.Goal {
			t.Fatalf("%s: %d moves (%v), want %d", fx.state, a.Cost, err, fx.moves)
		}
	}
}

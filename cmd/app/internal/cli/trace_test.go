package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// runTraceLines runs frontier trace and reads its lines: the expansions,
// then the end.
func runTraceLines(t *testing.T, args ...string) (code int, lines []traceLine, end map[string]any) {
	t.Helper()
	code, out, errText := runArgs(append([]string{"trace"}, args...)...)
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), `{"result":`) {
			if err := json.Unmarshal(sc.Bytes(), &end); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if end != nil {
			t.Fatalf("%v: a line after the result", args)
		}
		var l traceLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("%v: %v in %s", args, err, sc.Text())
		}
		lines = append(lines, l)
	}
	if end == nil || code == 2 {
		t.Fatalf("%v: exit %d, no result line; stderr %q", args, code, errText)
	}
	return code, lines, end
}

// The 8-puzzle as an independent model: comma-separated tiles, the blank
// moved up, down, left or right.
var blankMoves = []struct {
	name   string
	dr, dc int
}{{"up", -1, 0}, {"down", 1, 0}, {"left", 0, -1}, {"right", 0, 1}}

const goal8 = "0,1,2,3,4,5,6,7,8"

func slide8(s, move string) (string, bool) {
	t := strings.Split(s, ",")
	p := 0
	for t[p] != "0" {
		p++
	}
	for _, m := range blankMoves {
		if m.name != move {
			continue
		}
		r, c := p/3+m.dr, p%3+m.dc
		if r < 0 || r > 2 || c < 0 || c > 2 {
			return s, false
		}
		t[p], t[r*3+c] = t[r*3+c], t[p]
		return strings.Join(t, ","), true
	}
	return s, false
}

// walk8 makes n random legal moves from the goal.
func walk8(rng *rand.Rand, n int) string {
	s := goal8
	for range n {
		if next, ok := slide8(s, blankMoves[rng.IntN(4)].name); ok {
			s = next
		}
	}
	return s
}

type modelChild struct{ state, move, fate string }

// plainBFS expands from start in FIFO order, children in the order up,
// down, left, right, with a reached set and the goal test on generation,
// and returns each expansion's state and children and the queue after it.
func plainBFS(start string, limit int) (states []string, kids [][]modelChild, queues [][]string) {
	queue, reached := []string{start}, map[string]bool{start: true}
	for len(queue) > 0 && start != goal8 && len(states) < limit {
		s := queue[0]
		queue = queue[1:]
		var cs []modelChild
		done := false
		for _, m := range blankMoves {
			n, ok := slide8(s, m.name)
			switch {
			case !ok:
				continue
			case reached[n]:
				cs = append(cs, modelChild{n, m.name, "duplicate"})
				continue
			case n == goal8:
				cs, done = append(cs, modelChild{n, m.name, "goal"}), true
			default:
				reached[n] = true
				queue = append(queue, n)
				cs = append(cs, modelChild{n, m.name, "added"})
			}
			if done {
				break
			}
		}
		states, kids, queues = append(states, s), append(kids, cs), append(queues, append([]string(nil), queue...))
		if done {
			break
		}
	}
	return states, kids, queues
}

func TestTraceBFSIsFIFO(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 8))
	for range 6 {
		start := walk8(rng, 10+rng.IntN(10))
		_, lines, _ := runTraceLines(t, "--engine", "bfs", "--steps", "1500", start)
		states, kids, queues := plainBFS(start, 1500)
		if len(lines) != len(states) {
			t.Fatalf("%s: %d lines, the plain BFS makes %d expansions", start, len(lines), len(states))
		}
		for i, l := range lines {
			var got []modelChild
			for _, c := range l.Children {
				got = append(got, modelChild{c.State, c.Move, c.Fate})
			}
			var frontier []string
			for _, f := range l.Frontier {
				frontier = append(frontier, f.State)
			}
			want := queues[i][:min(len(queues[i]), frontierShown)]
			if l.Step != i+1 || l.State != states[i] || !reflect.DeepEqual(got, kids[i]) ||
				!reflect.DeepEqual(frontier, want) && len(want) > 0 || l.FrontierSize != len(queues[i]) {
				t.Fatalf("%s: line %d %+v; the plain BFS expands %s with %v, queue %v", start, i+1, l, states[i], kids[i], want)
			}
		}
	}
}

// TestTraceBestFirstOrder: UCS, greedy and A* expand the node listed first
// on the line before, and list the frontier in non-decreasing priority.
func TestTraceBestFirstOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 9))
	priority := map[string]func(g, h int) int{
		"ucs": func(g, h int) int { return g }, "greedy": func(g, h int) int { return h },
		"astar": func(g, h int) int { return g + h },
	}
	for trial := range 9 {
		e := []string{"ucs", "greedy", "astar"}[trial%3]
		start := walk8(rng, 20+rng.IntN(30))
		args := []string{"--engine", e, "--steps", "700", start}
		if e != "ucs" {
			args = append(args, "--heuristic", []string{"manhattan", "misplaced", "linear-conflict"}[trial/3])
		}
		_, lines, _ := runTraceLines(t, args...)
		for i, l := range lines {
			if i > 0 {
				prev := lines[i-1].Frontier
				if len(prev) == 0 || prev[0].ID != l.ID || prev[0].State != l.State {
					t.Fatalf("%s %s: line %d expands %d %s, line %d listed %v first", e, start, i+1, l.ID, l.State, i, prev)
				}
			}
			f := priority[e]
			if l.F != f(l.G, l.H) {
				t.Fatalf("%s: line %d: f %d for g %d h %d", e, i+1, l.F, l.G, l.H)
			}
			for k, n := range l.Frontier {
				if n.F != f(n.G, n.H) || k > 0 && n.F < l.Frontier[k-1].F {
					t.Fatalf("%s %s: line %d: frontier out of order at %d: %+v", e, start, i+1, k, l.Frontier)
				}
			}
		}
	}
}

// TestTraceIDAStarBounds: the bound never decreases, a new pass raises
// it, and every node expanded has f within its pass's bound.
func TestTraceIDAStarBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 10))
	for trial := range 6 {
		start := walk8(rng, 25+rng.IntN(20))
		h := []string{"manhattan", "misplaced", "manhattan+misplaced"}[trial%3]
		_, lines, _ := runTraceLines(t, "--engine", "idastar", "--heuristic", h, "--steps", "3000", start)
		for i, l := range lines {
			if l.Bound == nil || l.Iteration == nil || l.F > *l.Bound || l.F != l.G+l.H {
				t.Fatalf("%s %s: line %d: f %d, bound %v", h, start, i+1, l.F, l.Bound)
			}
			if i == 0 {
				continue
			}
			prev := lines[i-1]
			switch {
			case *l.Iteration < *prev.Iteration || *l.Bound < *prev.Bound:
				t.Fatalf("%s %s: line %d: pass %d bound %d after pass %d bound %d", h, start, i+1, *l.Iteration, *l.Bound, *prev.Iteration, *prev.Bound)
			case *l.Iteration > *prev.Iteration && *l.Bound == *prev.Bound:
				t.Fatalf("%s %s: line %d: a new pass at the same bound %d", h, start, i+1, *l.Bound)
			}
		}
	}
}

// TestTraceAgreesWithSolve: for every engine the trace ends with the
// result solve --json prints, after one line per expansion, and its last
// line shows the goal found.
func TestTraceAgreesWithSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 11))
	engines := []string{"bfs", "dfs", "ids", "ucs", "greedy", "astar", "idastar", "beam"}
	for trial := range 16 {
		e := engines[trial%len(engines)]
		start := walk8(rng, 6+rng.IntN(6))
		args := []string{"--engine", e, "--max-nodes", "3000", "--beam-width", "5", start}
		checkAgainstSolve(t, args, nil)
	}
	for _, e := range engines {
		checkAgainstSolve(t, []string{"--puzzle", "cube", "--engine", e, "--max-nodes", "3000", "--beam-width", "5",
			"--scramble", "R U' F"}, checkCubeChildren)
	}
}

func checkAgainstSolve(t *testing.T, args []string, check func(*testing.T, traceLine)) {
	t.Helper()
	code, lines, end := runTraceLines(t, append(args, "--steps", "0")...)
	solveCode, out, _ := runArgs(append([]string{"solve", "--json"}, args...)...)
	var want map[string]any
	if err := json.Unmarshal([]byte(out), &want); err != nil {
		t.Fatal(err)
	}
	got := end["result"].(map[string]any)
	delete(got, "elapsed_ms")
	delete(want, "elapsed_ms")
	if code != solveCode || !reflect.DeepEqual(got, want) || float64(len(lines)) != want["expanded"].(float64) {
		t.Fatalf("%v: trace exit %d, %d lines, %v; solve exit %d, %v", args, code, len(lines), got, solveCode, want)
	}
	if tie, _ := end["tie_break"].(string); !strings.HasSuffix(tie, ".") {
		t.Fatalf("%v: tie break %q", args, tie)
	}
	for _, l := range lines {
		if check != nil {
			check(t, l)
		}
	}
	if want["solved"] != true || len(lines) == 0 {
		return
	}
	path := want["path"].([]any)
	goal := path[len(path)-1].(string)
	last := lines[len(lines)-1]
	switch want["engine"] {
	case "bfs", "dfs", "beam":
		if c := last.Children[len(last.Children)-1]; c.Fate != "goal" || c.State != goal {
			t.Fatalf("%v: the last line ends with %+v, not the goal %s", args, c, goal)
		}
	default:
		if last.Frontier[0].State != goal {
			t.Fatalf("%v: the last line's frontier begins with %+v, not the goal %s", args, last.Frontier[0], goal)
		}
	}
}

// checkCubeChildren: each child is its parent turned by its move, on the
// sticker model of the cube as held.
func checkCubeChildren(t *testing.T, l traceLine) {
	t.Helper()
	var m model
	copy(m[:], strings.ReplaceAll(l.State, " ", ""))
	for _, c := range l.Children {
		if got := m.turn(t, c.Move).String(); got != c.State {
			t.Fatalf("step %d: %s from %s gives %s, the trace says %s", l.Step, c.Move, l.State, got, c.State)
		}
	}
}

func TestTraceSteps(t *testing.T) {
	code, lines, end := runTraceLines(t, "--engine", "bfs", "--steps=3", "--random-walk", "20", "--seed", "4")
	r := end["result"].(map[string]any)
	if code != 1 || len(lines) != 3 || r["stop_reason"] != "step-limit" || r["expanded"].(float64) != 3 {
		t.Fatalf("exit %d, %d lines, %v", code, len(lines), r)
	}
	_, lines, _ = runTraceLines(t, "--engine", "ids", "312 645 7b8")
	if len(lines) == 0 || *lines[0].Iteration != 2 || *lines[0].Bound != 1 {
		t.Fatalf("IDS starts with pass %v at depth limit %v, want 2 and 1 (limit 0 expands nothing)", lines[0].Iteration, lines[0].Bound)
	}
	_, lines, _ = runTraceLines(t, "--engine", "ucs", "8,0,6,5,4,7,2,3,1")
	if len(lines) != defaultSteps {
		t.Fatalf("%d lines without --steps, want %d", len(lines), defaultSteps)
	}
}

func TestTraceBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--steps"}, "--steps needs a number"},
		{[]string{"--steps", "-1", "312 645 7b8"}, `not "-1"`},
		{[]string{"--steps=x", "312 645 7b8"}, `not "x"`},
		{[]string{"--engine", "astra", "312 645 7b8"}, "unknown engine"},
		{[]string{"--bogus", "312 645 7b8"}, "frontier trace -h"},
		{[]string{}, "give exactly one start"},
	} {
		code, out, errText := runArgs(append([]string{"trace"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errText, c.want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errText, c.want)
		}
	}
	if code, out, _ := runArgs("trace", "-h"); code != 0 || !strings.Contains(out, "--steps N") {
		t.Errorf("trace -h: exit %d, %q", code, out)
	}
}

// failAfter fails every write after the first n bytes.
type failAfter struct{ n int }

func (w *failAfter) Write(p []byte) (int, error) {
	if w.n -= len(p); w.n < 0 {
		return 0, fmt.Errorf("no space left on device")
	}
	return len(p), nil
}

func TestTraceWriteError(t *testing.T) {
	for _, n := range []int{0, 5000, 100000} {
		var errb strings.Builder
		code := App{}.Run([]string{"trace", "--engine", "bfs", "--steps", "0", "--random-walk", "30"}, &failAfter{n}, &errb)
		if code != 1 || errb.String() != "frontier trace: writing the trace: no space left on device\n" {
			t.Errorf("after %d bytes: exit %d, stderr %q", n, code, errb.String())
		}
	}
}

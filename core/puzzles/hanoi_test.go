package puzzles_test

// This file is the worked example of adding a puzzle: Towers of Hanoi with
// three discs, registered through the catalogue alone, with its own state
// type, moves, a heuristic and generators. The test then solves it with
// every engine through the type-erased Domain and checks each path with a
// replay written here, independently of the puzzle's own move code.

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// hanoi is a position: the peg (0, 1, 2 for A, B, C) of each disc, the
// smallest disc first. Any such assignment is a legal position: the discs
// on one peg stack in only one way.
type hanoi [3]uint8

const pegs = "ABC"

// hanoiGoal has every disc on peg C.
var hanoiGoal = hanoi{2, 2, 2}

// top is the smallest disc on peg p, or -1 when p is empty.
func (h hanoi) top(p uint8) int {
	for d, q := range h {
		if q == p {
			return d
		}
	}
	return -1
}

// move moves the top disc of peg from onto peg to, if the rules allow it.
func (h hanoi) move(from, to uint8) (hanoi, bool) {
	d, t := h.top(from), h.top(to)
	if from == to || d < 0 || t >= 0 && t < d {
		return h, false
	}
	h[d] = to
	return h, true
}

func moveLabel(from, to uint8) string { return pegs[from:from+1] + "-" + pegs[to:to+1] }

// hanoiMoves are the six moves in the order engines try them.
var hanoiMoves = func() (ms [][2]uint8) {
	for from := range uint8(3) {
		for to := range uint8(3) {
			if from != to {
				ms = append(ms, [2]uint8{from, to})
			}
		}
	}
	return ms
}()

// offTarget counts the discs not on peg C: a move moves one disc, so it
// never overestimates.
func offTarget(h hanoi) int {
	n := 0
	for _, p := range h {
		if p != 2 {
			n++
		}
	}
	return n
}

// hanoiProblem is the search problem, with the heuristic when informed.
type hanoiProblem struct {
	start    hanoi
	informed bool
}

func (p hanoiProblem) Start() hanoi        { return p.start }
func (p hanoiProblem) IsGoal(h hanoi) bool { return h == hanoiGoal }
func (p hanoiProblem) Admissible() bool    { return true }
func (p hanoiProblem) Estimate(h hanoi) int {
	if !p.informed {
		return 0
	}
	return offTarget(h)
}

func (p hanoiProblem) Successors(h hanoi, dst []search.Step[hanoi]) []search.Step[hanoi] {
	for _, m := range hanoiMoves {
		if next, ok := h.move(m[0], m[1]); ok {
			dst = append(dst, search.Step[hanoi]{State: next, Move: moveLabel(m[0], m[1]), Cost: 1})
		}
	}
	return dst
}

// GoalState and Predecessors let bidirectional search run back from the
// goal: every move of the puzzle can be undone, so a state's
// predecessors are the states one move away, each reached back by the
// opposite move.
func (p hanoiProblem) GoalState() (hanoi, bool) { return hanoiGoal, true }
func (p hanoiProblem) Predecessors(h hanoi, dst []search.Step[hanoi]) []search.Step[hanoi] {
	for _, m := range hanoiMoves {
		if prev, ok := h.move(m[1], m[0]); ok {
			dst = append(dst, search.Step[hanoi]{State: prev, Move: moveLabel(m[0], m[1]), Cost: 1})
		}
	}
	return dst
}

func parseHanoi(text string) (hanoi, error) {
	var h hanoi
	text = strings.ToUpper(strings.TrimSpace(text))
	if len(text) != len(h) {
		return h, fmt.Errorf("want one peg letter (A, B or C) per disc, smallest first, such as AAA")
	}
	for d := range h {
		p := strings.IndexByte(pegs, text[d])
		if p < 0 {
			return h, fmt.Errorf("disc %d: %q is not a peg (want A, B or C)", d+1, text[d])
		}
		h[d] = uint8(p)
	}
	return h, nil
}

func formatHanoi(h hanoi) string {
	var b strings.Builder
	for _, p := range h {
		b.WriteByte(pegs[p])
	}
	return b.String()
}

func applyHanoi(h hanoi, text string) (hanoi, error) {
	for _, w := range strings.Fields(strings.ToUpper(text)) {
		from, to, ok := strings.Cut(w, "-")
		f, t := strings.Index(pegs, from), strings.Index(pegs, to)
		if !ok || len(from) != 1 || len(to) != 1 || f < 0 || t < 0 {
			return h, fmt.Errorf("unknown move %q (want A-C and the like)", w)
		}
		next, legal := h.move(uint8(f), uint8(t))
		if !legal {
			return h, fmt.Errorf("move %s is not allowed from %s", w, formatHanoi(h))
		}
		h = next
	}
	return h, nil
}

func walkHanoi(h hanoi, n int, rng *rand.Rand) hanoi {
	for range n {
		for {
			m := hanoiMoves[rng.IntN(len(hanoiMoves))]
			if next, ok := h.move(m[0], m[1]); ok {
				h = next
				break
			}
		}
	}
	return h
}

// hanoiAtDepth draws a position exactly d moves from the goal, from the
// breadth-first layers of all 27 positions.
func hanoiAtDepth(_ context.Context, d int, rng *rand.Rand) (hanoi, error) {
	layer, seen := []hanoi{hanoiGoal}, map[hanoi]bool{hanoiGoal: true}
	for range d {
		var next []hanoi
		for _, h := range layer {
			for _, st := range (hanoiProblem{}).Successors(h, nil) {
				if !seen[st.State] {
					seen[st.State] = true
					next = append(next, st.State)
				}
			}
		}
		layer = next
	}
	if len(layer) == 0 {
		return hanoi{}, fmt.Errorf("no position is %d moves from the goal", d)
	}
	return layer[rng.IntN(len(layer))], nil
}

const offTargetID puzzles.HeuristicID = "off-target"

var hanoiKind = &puzzles.Kind[hanoi, hanoi]{
	Name:      "Towers of Hanoi (3 discs)",
	Goal:      hanoiGoal,
	Parse:     parseHanoi,
	Format:    formatHanoi,
	MoveNames: []string{"A-B", "A-C", "B-A", "B-C", "C-A", "C-B"},
	Apply:     applyHanoi,
	Walk:      walkHanoi,
	Uniform: func(rng *rand.Rand) hanoi {
		return hanoi{uint8(rng.IntN(3)), uint8(rng.IntN(3)), uint8(rng.IntN(3))}
	},
	AtDepth: hanoiAtDepth,
	Heuristics: []puzzles.Heuristic{
		{ID: puzzles.HeuristicNone, Title: "None (h = 0)", About: "no estimate", Admissible: true},
		{ID: offTargetID, Title: "Discs off target", About: "discs not on peg C: a move moves one disc", Admissible: true},
	},
	DefaultHeuristic: offTargetID,
	Problem: func(start hanoi, h puzzles.HeuristicID) (search.Problem[hanoi], error) {
		return hanoiProblem{start: start, informed: h == offTargetID}, nil
	},
	Lab: puzzles.LabDefaults{Engines: []puzzles.Contestant{{Engine: search.EngineAStar, Heuristic: offTargetID}}, Depths: "1-7", Deepest: 7},
}

func init() {
	puzzles.Register(puzzles.Entry{
		ID: "hanoi", Title: "Towers of Hanoi", Rank: 10,
		New: func(puzzles.Values) (puzzles.Domain, error) {
			return puzzles.Erase(puzzles.Spec{ID: "hanoi"}, hanoiKind), nil
		},
		Recognize: func(text string) (puzzles.Settings, bool, error) {
			_, err := parseHanoi(text)
			return puzzles.Settings{}, err == nil, err
		},
	})
}

// replayHanoi checks a solution without the puzzle's code: from the start
// text, each move label "X-Y" must lift the smallest disc of peg X onto
// peg Y without putting it on a smaller disc, every state must be the
// path's, and the last must have all three discs on C.
func replayHanoi(t *testing.T, d puzzles.Domain, start string, r search.Result[puzzles.State]) {
	t.Helper()
	var stacks [3][]int // each peg's discs, bottom first; disc 3 is the largest
	for disc := 3; disc >= 1; disc-- {
		p := strings.IndexByte(pegs, start[disc-1])
		stacks[p] = append(stacks[p], disc)
	}
	text := func() string {
		at := make([]byte, 3)
		for p, s := range stacks {
			for _, disc := range s {
				at[disc-1] = pegs[p]
			}
		}
		return string(at)
	}
	if len(r.Path) != len(r.Moves)+1 || d.Format(r.Path[0]) != start {
		t.Fatalf("path of %d states for %d moves, first %s", len(r.Path), len(r.Moves), d.Format(r.Path[0]))
	}
	for i, m := range r.Moves {
		var from, to byte
		if _, err := fmt.Sscanf(m, "%c-%c", &from, &to); err != nil {
			t.Fatalf("move %d: label %q", i+1, m)
		}
		f, g := strings.IndexByte(pegs, from), strings.IndexByte(pegs, to)
		if f < 0 || g < 0 || len(stacks[f]) == 0 {
			t.Fatalf("move %d (%s): no disc to lift from %s", i+1, m, text())
		}
		disc := stacks[f][len(stacks[f])-1]
		if n := len(stacks[g]); n > 0 && stacks[g][n-1] < disc {
			t.Fatalf("move %d (%s) puts disc %d on disc %d", i+1, m, disc, stacks[g][n-1])
		}
		stacks[f], stacks[g] = stacks[f][:len(stacks[f])-1], append(stacks[g], disc)
		if got := d.Format(r.Path[i+1]); got != text() {
			t.Fatalf("move %d (%s): replay gives %s, path says %s", i+1, m, text(), got)
		}
	}
	if len(stacks[2]) != 3 {
		t.Fatalf("path ends at %s, not with every disc on C", text())
	}
	if r.Cost != len(r.Moves) {
		t.Errorf("cost %d for %d unit moves", r.Cost, len(r.Moves))
	}
}

func TestHanoiEveryEngine(t *testing.T) {
	d, err := puzzles.New("hanoi", puzzles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	start, err := d.Parse("AAA")
	if err != nil {
		t.Fatal(err)
	}
	optimal := map[search.Engine]bool{search.EngineBFS: true, search.EngineIDS: true, search.EngineUCS: true,
		search.EngineAStar: true, search.EngineIDAStar: true, search.EngineBiBFS: true}
	for _, e := range search.Engines {
		r, err := d.Solve(context.Background(), start, e, offTargetID, search.Options{})
		if err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		if !r.Solved {
			t.Errorf("%s: not solved (%s)", e, r.StopReason)
			continue
		}
		replayHanoi(t, d, "AAA", r)
		if r.Optimal != optimal[e] {
			t.Errorf("%s: optimal %v, want %v", e, r.Optimal, optimal[e])
		}
		if r.Optimal && r.Cost != 7 {
			t.Errorf("%s: cost %d, the optimum is 7 (2³ − 1)", e, r.Cost)
		}
	}
}

func TestHanoiThroughTheCatalogue(t *testing.T) {
	if spec, err := puzzles.Guess("bcb"); err != nil || spec.ID != "hanoi" {
		t.Errorf("Guess(bcb) = %v, %v", spec, err)
	}
	d, _ := puzzles.New("hanoi", puzzles.Settings{})
	if _, err := puzzles.New("hanoi", puzzles.SlidingOptions{Width: 4}.Settings()); err == nil ||
		err.Error() != "width is for the sliding puzzle, not the Towers of Hanoi" {
		t.Errorf("width on Hanoi: %v", err)
	}
	if _, err := d.Heuristic("h2"); err == nil || !strings.Contains(err.Error(), "(want none, off-target)") {
		t.Errorf("h2 on Hanoi: %v", err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for depth := range 8 {
		s, err := d.AtDepth(context.Background(), depth, rng)
		if err != nil {
			t.Fatal(err)
		}
		r, err := d.Solve(context.Background(), s, search.EngineBFS, "", search.Options{})
		if err != nil || r.Cost != depth {
			t.Errorf("AtDepth(%d) gave %s, %d moves from the goal (%v)", depth, d.Format(s), r.Cost, err)
		}
	}
	if _, err := d.AtDepth(context.Background(), 8, rng); err == nil {
		t.Error("a position 8 moves from the goal")
	}
	s, _ := d.Parse("AAA")
	s, err := d.Apply(s, "A-C A-B")
	if err != nil || d.Format(s) != "CBA" {
		t.Errorf("A-C A-B from AAA: %s, %v", d.Format(s), err)
	}
	if _, err := d.Apply(s, "B-C"); err == nil {
		t.Error("a disc went onto a smaller one")
	}
}

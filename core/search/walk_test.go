package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// room is a w×h grid of cells numbered row by row, moves up, down, left
// and right at cost 1 (right costs 2 where costly), the goal in the far
// corner, h the Manhattan distance to it.
type room struct {
	w, h   int
	costly bool
}

func (r room) Start() int        { return 0 }
func (r room) IsGoal(s int) bool { return s == r.w*r.h-1 }
func (r room) Estimate(s int) int {
	return r.w - 1 - s%r.w + r.h - 1 - s/r.w
}
func (r room) Admissible() bool { return true }
func (r room) Successors(s int, dst []Step[int]) []Step[int] {
	x, y := s%r.w, s/r.w
	if y > 0 {
		dst = append(dst, Step[int]{s - r.w, "up", 1})
	}
	if y < r.h-1 {
		dst = append(dst, Step[int]{s + r.w, "down", 1})
	}
	if x > 0 {
		dst = append(dst, Step[int]{s - 1, "left", 1})
	}
	if x < r.w-1 {
		c := 1
		if r.costly {
			c = 2
		}
		dst = append(dst, Step[int]{s + 1, "right", c})
	}
	return dst
}

// refDeep is IDS or IDA* written plainly: a recursive walk over a path
// slice, with the explored sets of the mistakes. It counts every node
// entered but the start, and the children kept twice: as the engines do,
// each as the walk goes on to it (generated), and as Walk does, all of an
// expansion's at once (made).
type refDeep struct {
	p                             room
	onF                           bool
	prune                         Pruning
	explored                      Explored
	expanded, generated, entered  int
	made                          int
	passes, next, cost, lastBound int
	cutoff, found                 bool
	visited                       map[int]bool
}

func (r *refDeep) walk(path []int, g, bound int) bool {
	s, d := path[len(path)-1], len(path)-1
	if d > 0 {
		if r.visited != nil && r.visited[s] {
			return false
		}
		r.entered++
	}
	h := r.p.Estimate(s)
	if r.onF && g+h > bound {
		r.next = min(r.next, g+h)
		return false
	}
	if r.p.IsGoal(s) {
		r.cost, r.found = g, true
		return true
	}
	if !r.onF && d >= bound {
		r.cutoff = true
		return false
	}
	r.expanded++
	if r.visited != nil {
		r.visited[s] = true
	}
	var kept []Step[int]
	for _, st := range r.p.Successors(s, nil) {
		switch {
		case r.prune == PrunePath && slices.Contains(path, st.State):
		case r.prune == PruneParent && d > 0 && st.State == path[d-1]:
		default:
			kept = append(kept, st)
		}
	}
	r.made += len(kept)
	for _, st := range kept {
		r.generated++
		if r.walk(append(slices.Clone(path), st.State), g+st.Cost, bound) {
			return true
		}
	}
	return false
}

func (r *refDeep) run() {
	bound := 0
	if r.onF {
		bound = r.p.Estimate(0)
	}
	if r.explored == ExploredAcross {
		r.visited = map[int]bool{}
	}
	for {
		r.passes++
		r.next, r.cutoff, r.lastBound = unbounded, false, bound
		if r.explored == ExploredPerPass {
			r.visited = map[int]bool{}
		}
		if r.walk([]int{0}, 0, bound) {
			return
		}
		switch {
		case r.onF && r.next == unbounded, !r.onF && !r.cutoff:
			return
		case r.onF:
			bound = r.next
		default:
			bound++
		}
	}
}

// drive runs w to its end in move order.
func drive[S comparable](w *Walk[S]) {
	for w.Stopped() == "" {
		fs := w.Frames()
		if len(fs) == 0 {
			w.NextPass(false)
			continue
		}
		if k := slices.Index(fs[len(fs)-1].Done, false); k >= 0 {
			w.Enter(k)
		} else {
			w.Up()
		}
	}
}

// TestWalkAgainstPlainDeepening: the stepping walk, driven in move order,
// and the engines walk as a plain recursive IDS and IDA* do, under each
// pruning and explored set.
func TestWalkAgainstPlainDeepening(t *testing.T) {
	for _, p := range []room{{3, 3, false}, {4, 3, true}} {
		for _, e := range []Engine{EngineIDS, EngineIDAStar} {
			for _, pr := range []Pruning{PruneParent, PruneNone, PrunePath} {
				for _, ex := range []Explored{ExploredNone, ExploredPerPass, ExploredAcross} {
					name := fmt.Sprintf("%dx%d/%s/%s/%d", p.w, p.h, e, pr, ex)
					pol := lookup(e).Policy
					pol.Pruning, pol.Explored = pr, ex
					ref := &refDeep{p: p, onF: e == EngineIDAStar, prune: pr, explored: ex}
					ref.run()
					var heur Heuristic[int]
					if e == EngineIDAStar {
						heur = p
					}
					w := NewWalk[int](context.Background(), p, pol, heur, Options{})
					drive(w)
					exp, gen, ent, _ := w.Counts()
					goal, found := w.Goal()
					if found != ref.found || exp != ref.expanded || gen != ref.made || ent != ref.entered || w.Pass() != ref.passes || w.Bound() != ref.lastBound {
						t.Errorf("%s: walk found %v, %d expanded, %d generated, %d entered, pass %d bound %d; plain %v, %d, %d, %d, pass %d bound %d",
							name, found, exp, gen, ent, w.Pass(), w.Bound(), ref.found, ref.expanded, ref.made, ref.entered, ref.passes, ref.lastBound)
						continue
					}
					if found && w.Node(goal).G != ref.cost {
						t.Errorf("%s: walk's cost %d, plain %d", name, w.Node(goal).G, ref.cost)
					}
					if ex != ExploredNone {
						continue // the engines keep no explored set
					}
					r := Run(context.Background(), e, p, Options{Pruning: pr})
					if r.Solved != ref.found || int(r.Expanded) != ref.expanded || int(r.Generated) != ref.generated || r.Solved && r.Cost != ref.cost {
						t.Errorf("%s: engine solved %v, %d expanded, %d generated, cost %d; plain %v, %d, %d, %d",
							name, r.Solved, r.Expanded, r.Generated, r.Cost, ref.found, ref.expanded, ref.generated, ref.cost)
					}
				}
			}
		}
	}
}

// refBeam is beam search written plainly: rounds of a slice, candidates
// sorted by h (equal h in the order generated, or its reverse for last-in
// ties), each node's children in move order or its reverse.
func refBeam(p room, k int, lastIn, reverse bool) (expanded, generated, added, cost int, found bool) {
	type cand struct{ s, g, h int }
	kept := map[int]bool{0: true}
	beam := []cand{{0, 0, p.Estimate(0)}}
	for len(beam) > 0 {
		var cands []cand
		for _, n := range beam {
			expanded++
			succ := p.Successors(n.s, nil)
			if reverse {
				slices.Reverse(succ)
			}
			for _, st := range succ {
				generated++
				if kept[st.State] {
					continue
				}
				if p.IsGoal(st.State) {
					return expanded, generated, added, n.g + st.Cost, true
				}
				kept[st.State] = true
				added++
				cands = append(cands, cand{st.State, n.g + st.Cost, p.Estimate(st.State)})
			}
		}
		if lastIn {
			slices.Reverse(cands)
		}
		slices.SortStableFunc(cands, func(a, b cand) int { return a.h - b.h })
		if len(cands) > k {
			for _, c := range cands[k:] {
				delete(kept, c.s)
			}
			cands = cands[:k]
		}
		beam = cands
	}
	return expanded, generated, added, 0, false
}

// TestBeamAgainstPlainBeam: the beam machine, stepped with its children
// in move order or reversed, under first-in and last-in ties, and the
// engine, search as a plain beam search does.
func TestBeamAgainstPlainBeam(t *testing.T) {
	for _, p := range []room{{3, 3, false}, {5, 4, true}} {
		for _, k := range []int{1, 2, 3} {
			for _, lastIn := range []bool{false, true} {
				for _, reverse := range []bool{false, true} {
					name := fmt.Sprintf("%dx%d/k=%d/last-in=%v/reversed=%v", p.w, p.h, k, lastIn, reverse)
					pol := lookup(EngineBeam).Policy
					if lastIn {
						pol.Ties = TiesLastIn
					}
					exp, gen, add, cost, found := refBeam(p, k, lastIn, reverse)
					b := NewBeam[int](context.Background(), p, pol, p, Options{BeamWidth: k})
					if reverse {
						b.SetOrder(func(_ int, steps []Step[int], dst []int) []int {
							for i := len(steps) - 1; i >= 0; i-- {
								dst = append(dst, i)
							}
							return dst
						})
					}
					for {
						i, ok := b.Next()
						if !ok {
							break
						}
						b.Expand(i)
					}
					e, g, a := b.Counts()
					_, solved := b.Goal()
					if e != exp || g != gen || a != add || solved != found {
						t.Errorf("%s: machine %d expanded, %d generated, %d added, solved %v; plain %d, %d, %d, %v", name, e, g, a, solved, exp, gen, add, found)
					}
					if lastIn || reverse {
						continue // the engine keeps first-in ties in move order
					}
					r := Run(context.Background(), EngineBeam, p, Options{BeamWidth: k})
					if int(r.Expanded) != exp || int(r.Generated) != gen || r.Solved != found || found && r.Cost != cost {
						t.Errorf("%s: engine %d expanded, %d generated, solved %v cost %d; plain %d, %d, %v, %d", name, r.Expanded, r.Generated, r.Solved, r.Cost, exp, gen, found, cost)
					}
				}
			}
		}
	}
}

// TestBeamRoundIsTheMachine: the beam engine's own run (a round at a time,
// expandRound) ends as the machine a trace watches (expand, node by node)
// under every node limit: the same counts, frontier, best h, stop and
// path, on random graphs whose start is sometimes the goal.
func TestBeamRoundIsTheMachine(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	ran := 0
	for n := range 40 {
		g := randomGraph(rng, 2+rng.IntN(30), n%2 == 0)
		if n%5 == 4 {
			g.goal, g.h[g.start] = g.start, 0
		}
		for _, k := range []int{1, 2, 5} {
			for _, limit := range []int64{0, 1, 1 + rng.Int64N(8), 1 + rng.Int64N(40)} {
				opts := Options{BeamWidth: k, MaxNodes: limit}
				own := Run(context.Background(), EngineBeam, Problem[int](g), opts)
				watched := RunTraced(context.Background(), EngineBeam, Problem[int](g), opts, &Trace[int]{})
				if !sameCounts(own, watched) || !slices.Equal(own.Path, watched.Path) {
					t.Fatalf("graph %d, k %d, limit %d:\nown run %s\nwatched %s", n, k, limit, brief(own), brief(watched))
				}
				ran++
			}
		}
	}
	if ran < 400 {
		t.Fatalf("only %d runs compared", ran)
	}
}

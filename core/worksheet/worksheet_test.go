package worksheet

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"frontier/core/search"
)

func mustMake(t *testing.T, spec Spec) *Sheet {
	t.Helper()
	sh, err := Make(spec)
	if err != nil {
		t.Fatalf("Make(%+v): %v", spec, err)
	}
	if len(sh.Exercises) != spec.Count {
		t.Fatalf("Make(%+v) made %d exercises, want %d", spec, len(sh.Exercises), spec.Count)
	}
	return sh
}

func TestSameSeedSameBytes(t *testing.T) {
	for _, k := range Kinds {
		spec := Spec{Kind: k.Name, Count: 6, Seed: 42}
		a, b := mustMake(t, spec), mustMake(t, spec)
		for _, key := range []bool{false, true} {
			if !bytes.Equal(a.HTML(key), b.HTML(key)) {
				t.Errorf("%s key=%v: two sheets of seed 42 differ", k.Name, key)
			}
		}
		other := mustMake(t, Spec{Kind: k.Name, Count: 6, Seed: 43})
		if bytes.Equal(a.HTML(false), other.HTML(false)) {
			t.Errorf("%s: seeds 42 and 43 give the same sheet", k.Name)
		}
		if bytes.Equal(a.HTML(false), a.HTML(true)) {
			t.Errorf("%s: the key is the sheet", k.Name)
		}
	}
}

func TestPageIsSelfContained(t *testing.T) {
	for _, k := range Kinds {
		sh := mustMake(t, Spec{Kind: k.Name, Count: 4, Seed: 1})
		for _, key := range []bool{false, true} {
			page := strings.ToLower(string(sh.HTML(key)))
			for _, bad := range []string{"<script", "http://", "https://", "src=", "@import", "<link"} {
				if strings.Contains(strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, ""), bad) {
					t.Errorf("%s key=%v: the page holds %q", k.Name, key, bad)
				}
			}
			if !strings.Contains(page, "@media print") && !strings.Contains(page, "@page") {
				t.Errorf("%s: no print rules", k.Name)
			}
		}
	}
}

func TestSpecRefused(t *testing.T) {
	for _, spec := range []Spec{{Kind: "nope", Count: 3}, {Kind: "cost", Count: 0}, {Kind: "cost", Count: MaxCount + 1}} {
		if _, err := Make(spec); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("Make(%+v) = %v, want a one-line error", spec, err)
		}
	}
}

func TestCostAgainstPlainSearch(t *testing.T) {
	for seed := range uint64(4) {
		for _, e := range mustMake(t, Spec{Kind: "cost", Count: 6, Seed: seed}).Exercises {
			var want int
			switch {
			case e.Board != nil:
				want = plainBFS(toGrid(e.Board))
			case e.Trip != nil:
				want = plainShortest(e.Trip.From, e.Trip.To)
			default:
				t.Fatalf("cost exercise with no position: %+v", e)
			}
			if e.Answer != want {
				t.Errorf("seed %d: %q answers %d, a plain search finds %d", seed, e.Prompt, e.Answer, want)
			}
		}
	}
}

func TestHAgainstPlainHeuristics(t *testing.T) {
	kinds := map[string]int{}
	for seed := range uint64(4) {
		for _, e := range mustMake(t, Spec{Kind: "h", Count: 6, Seed: seed}).Exercises {
			kinds[e.Heuristic]++
			var want int
			switch e.Heuristic {
			case "manhattan":
				want = plainManhattan(toGrid(e.Board))
			case "misplaced":
				want = plainMisplaced(toGrid(e.Board))
			case "sld":
				want = textbookSLD[e.Trip.From]
			default:
				t.Fatalf("unknown heuristic %q", e.Heuristic)
			}
			if e.Answer != want {
				t.Errorf("seed %d: %s answers %d, the plain count is %d", seed, e.Heuristic, e.Answer, want)
			}
		}
	}
	if len(kinds) != 3 {
		t.Errorf("heuristics asked about: %v, want all three", kinds)
	}
}

func TestPrunedAgainstPlainAlphaBeta(t *testing.T) {
	for seed := range uint64(6) {
		for _, e := range mustMake(t, Spec{Kind: "pruned", Count: 5, Seed: seed}).Exercises {
			nodes := make([]plainNode, len(e.Tree.Nodes))
			for i, n := range e.Tree.Nodes {
				nodes[i] = plainNode{max: n.Max, value: n.Value, kids: n.Kids}
			}
			cut := map[int]bool{}
			v := plainAlphaBeta(nodes, 0, -1<<30, 1<<30, cut)
			var want []int
			for k := range cut {
				want = append(want, k)
			}
			slices.Sort(want)
			got := slices.Sorted(slices.Values(e.Cut))
			if v != e.Answer || !slices.Equal(got, want) {
				t.Errorf("seed %d: tree\n%s\nsheet says value %d cut %v; plain alpha-beta %d cut %v", seed, e.Tree, e.Answer, got, v, want)
			}
		}
	}
}

func TestNextAgainstPlainBestFirst(t *testing.T) {
	roads := romaniaRoads()
	engines := map[search.Engine]bool{}
	for seed := range uint64(6) {
		for _, e := range mustMake(t, Spec{Kind: "next", Count: 6, Seed: seed}).Exercises {
			ns := e.Next
			engines[ns.Engine] = true
			var succ func(string) []roadTo
			var h func(string) int
			if ns.Start.Board != nil {
				succ = func(name string) []roadTo {
					var out []roadTo
					for _, n := range parseCompact(name).neighbours() {
						out = append(out, roadTo{n.compact(), 1})
					}
					return out
				}
				h = func(name string) int {
					if ns.Heuristic == "manhattan" {
						return plainManhattan(parseCompact(name))
					}
					return plainMisplaced(parseCompact(name))
				}
			} else {
				succ = func(name string) []roadTo { return roads[name] }
				h = func(name string) int {
					if ns.Heuristic == "sld" {
						return textbookSLD[name]
					}
					return 0
				}
			}
			key := map[search.Engine]func(g, h int) int{
				search.EngineAStar:  func(g, h int) int { return g + h },
				search.EngineUCS:    func(g, _ int) int { return g },
				search.EngineGreedy: func(_, h int) int { return h },
			}[ns.Engine]
			exp, front := plainBestFirst(ns.Start.Name, len(ns.Expanded), succ, h, key)
			if !slices.Equal(exp, ns.Expanded) {
				t.Fatalf("seed %d: expanded %v, plain %s expands %v", seed, ns.Expanded, ns.Engine, exp)
			}
			var got []plainEntry
			for _, f := range ns.Frontier {
				got = append(got, plainEntry{f.Name, f.G, f.H})
			}
			if !slices.Equal(got, front) {
				t.Fatalf("seed %d: frontier %v, plain %s has %v", seed, got, ns.Engine, front)
			}
			// The plain search's next expansion, and no tie for it.
			best := slices.MinFunc(front, func(a, b plainEntry) int { return key(a.g, a.h) - key(b.g, b.h) })
			ties := 0
			for _, f := range front {
				if key(f.g, f.h) == key(best.g, best.h) {
					ties++
				}
			}
			if ties != 1 || ns.Frontier[ns.Next].Name != best.name || e.Answer != key(best.g, best.h) {
				t.Errorf("seed %d: sheet expands %s (%d) next; plain %s expands %s (%d), %d with that key",
					seed, ns.Frontier[ns.Next].Name, e.Answer, ns.Engine, best.name, key(best.g, best.h), ties)
			}
		}
	}
	if len(engines) != 3 {
		t.Errorf("engines asked about: %v, want A*, uniform-cost and greedy", engines)
	}
}

func parseCompact(name string) grid {
	var g grid
	i := 0
	for _, r := range name {
		switch {
		case r == 'b':
			i++
		case r >= '1' && r <= '8':
			g[i] = int(r - '0')
			i++
		}
	}
	if i != 9 {
		panic(fmt.Sprintf("bad compact board %q", name))
	}
	return g
}

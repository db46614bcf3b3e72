package search

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
)

// exactValue is plain minimax on an explicit tree, written here without
// the engines: the reference every recorded value is checked against.
func exactValue(g *treeGame, s int) int {
	if len(g.kids[s]) == 0 {
		return g.leaf[s]
	}
	best := 2
	if g.MaxToMove(s) {
		best = -2
	}
	for _, k := range g.kids[s] {
		v := exactValue(g, k)
		if g.MaxToMove(s) {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	return best
}

// checkTree checks a recorded tree of the treeGame g against plain
// minimax: its shape, every searched value against its window, every
// pruned node's window, and the node count. A treeGame's moves are the
// states they lead to, so a node's state is its Move (0 at the root).
func checkTree(t *testing.T, name string, g *treeGame, r GameResult[int], windowless bool) {
	t.Helper()
	tr := r.Tree
	if tr == nil || len(tr.Nodes) == 0 {
		t.Fatalf("%s: no tree", name)
	}
	var searched, hidden int64
	for i, n := range tr.Nodes {
		i := int32(i)
		state := n.Move
		if i == 0 {
			state = 0
			if n.Parent != -1 || n.Depth != 0 || int(n.Value) != r.Value || n.End != int32(len(tr.Nodes)) {
				t.Fatalf("%s: root %+v, result value %d", name, n, r.Value)
			}
		} else if p := tr.Nodes[n.Parent]; n.Parent >= i || n.Depth != p.Depth+1 || n.End > p.End {
			t.Fatalf("%s: node %d %+v does not sit inside its parent %+v", name, i, n, p)
		}
		hidden += n.Hidden
		if n.Kind == NodePruned {
			if n.Alpha < n.Beta || n.First >= 0 || (n.Next >= 0 && tr.Nodes[n.Next].Kind != NodePruned) {
				t.Fatalf("%s: pruned node %d %+v: want α ≥ β, no children, only pruned siblings after it", name, i, n)
			}
			continue
		}
		searched++
		v, a, b, want := int(n.Value), int(n.Alpha), int(n.Beta), exactValue(g, state)
		if windowless && (a != -1 || b != 1 || v != want) {
			t.Fatalf("%s: node %d %+v: want window −1 … +1 and the exact value %d", name, i, n, want)
		}
		switch {
		case a < v && v < b && v != want:
			t.Fatalf("%s: node %d %+v: value inside the window but minimax says %d", name, i, n, want)
		case v <= a && want > v:
			t.Fatalf("%s: node %d %+v: fail-low value is not an upper bound of %d", name, i, n, want)
		case v >= b && want < v:
			t.Fatalf("%s: node %d %+v: fail-high value is not a lower bound of %d", name, i, n, want)
		}
		if (n.Kind == NodeTerminal) != (len(g.kids[state]) == 0) {
			t.Fatalf("%s: node %d %+v: terminal flag wrong", name, i, n)
		}
	}
	if searched+hidden != r.Nodes {
		t.Fatalf("%s: %d searched + %d hidden nodes in the tree, result says %d", name, searched, hidden, r.Nodes)
	}
}

func TestRecordedTreesAgreeWithMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2026))
	cuts, hits := 0, 0
	for i := range 300 {
		tg := randomTree(rng, 1+i%7)
		if i%2 == 1 {
			tg = randomDAG(rng, 2+i%6, 2+i%4)
		}
		for _, g := range []Game[int, int]{tg, reversed{tg}} {
			for _, e := range GameEngines {
				for _, all := range []bool{false, true} {
					r, err := RunGame(context.Background(), e, g, 0, GameOptions{All: all, Record: true})
					if err != nil {
						t.Fatal(err)
					}
					checkTree(t, string(e), tg, r, e != GameAlphaBeta)
					for _, n := range r.Tree.Nodes {
						cuts += btoi(n.Kind == NodePruned)
						hits += btoi(n.Kind == NodeMemo)
					}
				}
			}
		}
	}
	if cuts == 0 || hits == 0 {
		t.Errorf("%d pruned and %d memo nodes: the trees did not exercise cuts and hits", cuts, hits)
	}
}

// randomDAG is a treeGame whose states come in layers, each state's
// moves leading to states of the next layer chosen at random, so lines of
// play meet (transpositions) and the memo and alpha-beta's table get hits.
func randomDAG(rng *rand.Rand, layers, width int) *treeGame {
	g := &treeGame{}
	prev := []int{g.add(-1, 0)}
	for d := 1; d <= layers; d++ {
		next := make([]int, width)
		for j := range next {
			next[j] = len(g.kids)
			g.kids, g.leaf, g.depth = append(g.kids, nil), append(g.leaf, rng.IntN(3)-1), append(g.depth, d)
		}
		for _, p := range prev {
			if d > 2 && rng.IntN(4) == 0 {
				continue // p stays a leaf
			}
			for _, j := range rng.Perm(width)[:1+rng.IntN(width)] {
				g.kids[p] = append(g.kids[p], next[j])
			}
		}
		prev = next
	}
	return g
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestRecordDepthAndLimit(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	tg := randomTree(rng, 7)
	full, _ := RunGame(context.Background(), GameMinimax, tg, 0, GameOptions{Record: true})
	for _, depth := range []int{1, 2, 3} {
		r, _ := RunGame(context.Background(), GameMinimax, tg, 0, GameOptions{Record: true, RecordDepth: depth})
		var hidden int64
		for _, n := range r.Tree.Nodes {
			if int(n.Depth) > depth || n.Hidden > 0 && int(n.Depth) != depth {
				t.Fatalf("depth %d: node %+v", depth, n)
			}
			hidden += n.Hidden
		}
		if r.Tree.Searched()+hidden != full.Nodes || r.Nodes != full.Nodes {
			t.Errorf("depth %d: %d recorded + %d hidden, want %d", depth, r.Tree.Searched(), hidden, full.Nodes)
		}
	}
	r, err := RunGame(context.Background(), GameMinimax, tg, 0, GameOptions{Record: true, RecordLimit: 5})
	if !errors.Is(err, ErrTreeTooLarge) || len(r.Tree.Nodes) != 5 || r.Nodes > 6 {
		t.Errorf("limit 5: error %v, %d nodes recorded, %d counted", err, len(r.Tree.Nodes), r.Nodes)
	}
}

func TestTreePathAndChildren(t *testing.T) {
	g := &treeGame{}
	root := g.add(-1, 0)
	a := g.add(root, 0)
	g.add(a, 1)
	g.add(a, -1)
	g.add(root, -1)
	r, _ := RunGame(context.Background(), GameMinimax, g, root, GameOptions{Record: true})
	tr := r.Tree
	if cs := tr.Children(0); len(cs) != 2 || tr.Nodes[cs[0]].Move != a {
		t.Fatalf("root's children %v", cs)
	}
	leaf := tr.Children(tr.Children(0)[0])[1]
	if p := tr.Path(leaf); len(p) != 2 || p[0] != a || p[1] != 3 {
		t.Errorf("path %v, want [1 3]", p)
	}
}

package letterstab

import (
	"context"
	"strings"
	"testing"

	"frontier/core/domains/letters"
	"frontier/core/search"
)

// TestTreeView opens the Tree page on an opening, checks every move's
// value against alpha-beta (another engine than the page's), the twins by
// the mirror top–bottom, the principal variation, and then opens a node
// and looks at its position on the board.
func TestTreeView(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.start()
	h.tab.pages.SelectIndex(pageTree)
	tv := h.tab.tree
	kids := tv.childIDs(rootID)
	if len(kids) != 24 || !tv.tree.IsBranchOpen(rootID) {
		t.Fatalf("%d moves under the root (open %v), want 24", len(kids), tv.tree.IsBranchOpen(rootID))
	}
	ref, _ := search.SolveGame(context.Background(), search.GameAlphaBeta, letters.Game{}, start)
	twins, pv := 0, 0
	for _, id := range kids {
		n := tv.nodes[id]
		m := n.path[0]
		r, _ := search.SolveGame(context.Background(), search.GameAlphaBeta, letters.Game{}, n.board)
		if n.value != r.Value {
			t.Errorf("%s: value %d, alpha-beta says %d", id, n.value, r.Value)
		}
		if n.twin != "" {
			twins++
			if m.Row != 2 || !strings.Contains(rowText(n), "≡ "+shortName(letters.Move{Row: 0, Col: m.Col, Letter: m.Letter})) {
				t.Errorf("%s: twin %q", id, n.twin)
			}
		}
		if n.pv {
			pv++
			if m != ref.BestMoves[0] || !strings.HasPrefix(rowText(n), "★ ") || !tv.tree.IsBranchOpen(id) {
				t.Errorf("%s on the principal variation, want %v first and open", id, ref.BestMoves[0])
			}
		}
	}
	if twins != 9 || pv != 1 {
		t.Errorf("%d twins (want 9: row 3 mirrors row 1), %d starred moves (want 1)", twins, pv)
	}

	// Open a move off the principal variation and select one of its replies.
	var off string
	for _, id := range kids {
		if !tv.nodes[id].pv {
			off = id
			break
		}
	}
	tv.tree.OpenBranch(off)
	replies := tv.childIDs(off)
	if len(replies) != 21 {
		t.Fatalf("%d replies after one move, want 21", len(replies))
	}
	tv.tree.Select(replies[0])
	p := h.tab.preview
	if p == nil || len(p.path) != 2 || h.tab.bv.cells[3*p.path[1].Row+p.path[1].Col].mark != markPath {
		t.Fatalf("the board does not show the selected reply: %+v", p)
	}
	if !strings.HasPrefix(h.tab.headline.Text, "Tree: ") || !strings.Contains(tv.detail.Text, "Value for MAX") {
		t.Errorf("headline %q, detail %q", h.tab.headline.Text, tv.detail.Text)
	}
	h.tapCell(2, 2)
	if !strings.Contains(h.tab.boardErr.Text, "open the Play page") || h.tab.board != start {
		t.Errorf("a click on a tree position played: %q", h.tab.boardErr.Text)
	}
	h.tab.pages.SelectIndex(pagePlay)
	if h.tab.preview != nil || h.tab.bv.cells[3].letter != 'S' || h.tab.bv.cells[3*p.path[1].Row+p.path[1].Col].letter != 0 {
		t.Error("the Play page does not show the game again")
	}
}

// TestTreeViewFinished: a won position's moves say who won, and the tree
// follows the game.
func TestTreeViewFinished(t *testing.T) {
	h := newHarness(t, mustParse(t, "CS./.../S..", letters.Max))
	h.start()
	h.tab.pages.SelectIndex(pageTree)
	tv := h.tab.tree
	found := false
	for _, id := range tv.childIDs(rootID) {
		n := tv.nodes[id]
		if n.path[0] == (letters.Move{Row: 0, Col: 2, Letter: 'E'}) {
			found = true
			if tv.isBranch(id) || !strings.Contains(rowText(n), "+1 MAX has won (row 1)") {
				t.Errorf("winning move's row %q", rowText(n))
			}
		}
	}
	if !found {
		t.Fatal("E at row 1, column 3 missing")
	}
	if root := tv.nodes[rootID]; root.value != 1 || !strings.Contains(rowText(root), "+1 MAX wins in 1") {
		t.Errorf("root %q", rowText(root))
	}
	h.tab.pages.SelectIndex(pagePlay)
	h.chooseLetter('E')
	h.tapCell(0, 2) // the human wins: the tree follows the finished game
	h.tab.pages.SelectIndex(pageTree)
	if len(tv.childIDs(rootID)) != 0 || !strings.Contains(rowText(tv.nodes[rootID]), "MAX has won") {
		t.Errorf("tree of a finished game: %q", rowText(tv.nodes[rootID]))
	}
}

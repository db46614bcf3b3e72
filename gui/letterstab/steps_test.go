package letterstab

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/letters"
	"frontier/core/games"
	"frontier/core/search"
)

// openSteps starts a game on b and opens the Alpha-beta page, waiting for
// the recorded search.
func openSteps(t *testing.T, b *letters.Board, human letters.Player) *harness {
	t.Helper()
	h := newHarness(t, b)
	h.tab.human = human
	h.start()
	h.tab.pages.SelectIndex(pageSteps)
	wait(t, h.recorded(), "the recorded search")
	return h
}

func selectedNode(sv *stepsView) string {
	return nodeID(sv.steps[sv.stepper.Current()].Node)
}

// TestStepsForwardAndBack steps alpha-beta's search to its first cut,
// reads the cut's reason, and steps forward and back to the same node.
func TestStepsForwardAndBack(t *testing.T) {
	h := openSteps(t, mustParse(t, "CS./E../S..", letters.Min), letters.Min)
	sv := h.tab.steps
	ref, _ := games.SolveLetters(context.Background(), search.GameAlphaBeta, h.tab.board, search.GameOptions{Record: true})
	if sv.stepper.Len() != len(ref.Tree.Steps()) || sv.res.Nodes != ref.Nodes {
		t.Fatalf("%d steps over %d nodes, want %d over %d", sv.stepper.Len(), sv.res.Nodes, len(ref.Tree.Steps()), ref.Nodes)
	}
	if !strings.Contains(sv.desc.Text, "Step 1: enter the position on the board (MIN to move) with the window α = −1, β = +1") {
		t.Errorf("first step %q", sv.desc.Text)
	}
	for sv.steps[sv.stepper.Current()].Kind != search.StepCut {
		test.Tap(sv.stepper.StepBtn)
	}
	cutAt, node := sv.stepper.Current(), sv.steps[sv.stepper.Current()].Node
	n := sv.rec.Nodes[node]
	last := sv.rec.Nodes[n.End-1]
	reason := search.CutReason(n.Max, int(last.Alpha), int(last.Beta), sv.rec.Pruned(node))
	if !strings.Contains(sv.desc.Text, "cut at") || !strings.Contains(sv.desc.Text, reason) || !strings.Contains(reason, "skipped") {
		t.Errorf("cut step %q, want the reason %q", sv.desc.Text, reason)
	}
	skipped := 0
	for _, id := range sv.childIDs(nodeID(node)) {
		if sv.rec.Nodes[sv.node(id)].Kind == search.NodePruned {
			skipped++
			if text := stepRowText(sv, id); !strings.Contains(text, "skipped") {
				t.Errorf("pruned row %q", text)
			}
		}
	}
	if skipped != sv.rec.Pruned(node) || skipped == 0 {
		t.Errorf("%d skipped rows shown, %d pruned", skipped, sv.rec.Pruned(node))
	}
	desc, sel := sv.desc.Text, selectedNode(sv)
	for range 5 {
		test.Tap(sv.stepper.StepBtn)
	}
	for range 5 {
		test.Tap(sv.stepper.BackBtn)
	}
	if sv.stepper.Current() != cutAt || selectedNode(sv) != sel || sv.desc.Text != desc {
		t.Errorf("forward 5 and back 5: step %d, node %s, %q; want %d, %s, %q", sv.stepper.Current(), selectedNode(sv), sv.desc.Text, cutAt, sel, desc)
	}
	if h.tab.preview == nil || h.tab.preview.board.Count() != h.tab.board.Count()+int(n.Depth) {
		t.Errorf("the board does not show the cut node's position: %+v", h.tab.preview)
	}
	test.Tap(sv.stepper.ResetBtn)
	test.Tap(sv.nextCut)
	if sv.stepper.Current() != cutAt {
		t.Errorf("Next cut from the start went to step %d, want %d", sv.stepper.Current(), cutAt)
	}
}

// stepRowText is the text a row of the steps' tree shows.
func stepRowText(sv *stepsView, id string) string {
	o := sv.newRow(false)
	sv.updateRow(id, false, o)
	return o.(*widget.Label).Text
}

// TestStepsJumpKeysAndOrder: clicking a node jumps to where it shows, the
// arrow keys step, and the natural move order searches more nodes.
func TestStepsJumpKeysAndOrder(t *testing.T) {
	h := openSteps(t, mustParse(t, "CS./E../S..", letters.Min), letters.Min)
	sv := h.tab.steps
	sv.tree.OpenBranch("0")
	kids := sv.childIDs("0")
	if len(kids) != 0 {
		t.Fatalf("at step 1 the root shows %d children, want none yet", len(kids))
	}
	test.Tap(sv.toEnd)
	kids = sv.childIDs("0")
	if sv.stepper.Current() != sv.stepper.Len()-1 || len(kids) != len(sv.rec.Children(0)) {
		t.Fatalf("at the end: step %d of %d, %d children shown", sv.stepper.Current(), sv.stepper.Len(), len(kids))
	}
	target := kids[len(kids)/2]
	sv.tree.Select(target) // as a click would
	if got := sv.stepper.Current(); got != int(sv.appear[sv.node(target)]) || selectedNode(sv) != target {
		t.Errorf("clicking node %s went to step %d (node %s), want %d", target, got, selectedNode(sv), sv.appear[sv.node(target)])
	}
	at := sv.stepper.Current()
	h.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	h.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	h.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if sv.stepper.Current() != at+1 {
		t.Errorf("→ → ← from step %d: %d", at, sv.stepper.Current())
	}
	sv.tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight}) // the tree has the keyboard after a click
	if sv.stepper.Current() != at+2 {
		t.Errorf("→ in the tree from step %d: %d", at+1, sv.stepper.Current())
	}
	ordered := sv.res.Nodes
	test.Tap(sv.order)
	wait(t, h.recorded(), "the search in the natural order")
	if sv.res.Nodes <= ordered || sv.stepper.Current() != 0 || !strings.Contains(sv.summary.Text, "the natural order") {
		t.Errorf("natural order: %d nodes (ordered %d), step %d, %q", sv.res.Nodes, ordered, sv.stepper.Current(), sv.summary.Text)
	}
}

// TestStepsFollowTheGame: after a move the page searches the new position.
func TestStepsFollowTheGame(t *testing.T) {
	start := letters.StartBoards()[1]
	h := openSteps(t, &start, letters.Max)
	if h.tab.steps.root != start {
		t.Fatal("the page did not search the opening")
	}
	h.tab.pages.SelectIndex(pagePlay)
	h.tapCell(0, 0)
	wait(t, h.replied(), "the computer's reply")
	h.tab.pages.SelectIndex(pageSteps)
	wait(t, h.recorded(), "the search of the new position")
	if sv := h.tab.steps; sv.root != h.tab.board || sv.root.Count() != 3 {
		t.Errorf("page searched %s, board %s", sv.root, h.tab.board)
	}
}

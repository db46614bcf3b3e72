package letterstab

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/letters"
	"frontier/core/games"
	"frontier/core/search"
	"frontier/gui/kit"
)

// treeEngine gives the Tree page its exact values: memo solves any
// position of the game in a few milliseconds, so a branch is worked out
// on the UI goroutine as it is opened.
const treeEngine = search.GameMemo

// treeView is the Tree page: the game tree of the position on the board.
// The root is the position; a node's children are its moves, each with
// its exact value for MAX; the principal variation (both sides' best
// play) is starred and opened; moves whose boards are images of an
// earlier move's by a symmetry of the board are marked ≡; finished games
// say who won. Branches are worked out when first opened.
type treeView struct {
	root  letters.Board
	stale bool // the board moved on since the tree was built
	nodes map[widget.TreeNodeID]*treeNode
	sel   widget.TreeNodeID

	tree   *widget.Tree
	detail *widget.Label
	obj    fyne.CanvasObject
	onShow func(*treePosition) // the board shows the selected position
}

// treeNode is one position of the tree.
type treeNode struct {
	board  letters.Board
	path   []letters.Move // from the root
	value  int            // for MAX, with best play
	plies  int            // to the end of a won game
	pv     bool           // on the principal variation
	twin   string         // "≡ C (1,1)" when the board is an image of an earlier sibling's
	twinBy letters.Symmetry
	kids   []widget.TreeNodeID // nil until worked out
}

const rootID = "root"

func newTreeView(onShow func(*treePosition)) *treeView {
	tv := &treeView{onShow: onShow, stale: true}
	tv.tree = widget.NewTree(tv.childIDs, tv.isBranch, tv.newRow, tv.updateRow)
	tv.tree.OnSelected = func(id widget.TreeNodeID) {
		tv.sel = id
		tv.showDetail()
		tv.onShow(tv.selected())
	}
	tv.detail = widget.NewLabel("")
	head := wrapped()
	head.SetText("Every move from the position on the board, with its value for MAX. ★ best play for both sides · ≡ same board as an earlier move, mirrored or turned · (row, column) from 1.")
	// The detail keeps three lines, and scrolls beyond, so that the tree
	// keeps its size as nodes are clicked.
	tv.obj = container.NewBorder(head, kit.ScrollLines(3, tv.detail), nil, nil, tv.tree)
	return tv
}

// setBoard notes that the game is at b; the tree follows when shown.
func (tv *treeView) setBoard(b letters.Board) {
	if b != tv.root || tv.nodes == nil {
		tv.root, tv.stale = b, true
	}
}

// show rebuilds the tree for b if it is stale, opening the principal
// variation.
func (tv *treeView) show(b letters.Board) {
	tv.setBoard(b)
	if !tv.stale {
		return
	}
	tv.stale = false
	tv.nodes = map[widget.TreeNodeID]*treeNode{}
	root := &treeNode{board: b, pv: true}
	if v, over := (letters.Game{}).Terminal(b); over {
		root.value = v
	}
	tv.nodes[rootID] = root
	tv.sel = ""
	tv.tree.UnselectAll()
	tv.tree.CloseAllBranches()
	// Work out the root's value, then open the principal variation.
	id := rootID
	for {
		kids := tv.childIDs(id)
		tv.tree.OpenBranch(id)
		next := ""
		for _, k := range kids {
			if tv.nodes[k].pv {
				next = k
			}
		}
		if next == "" || !tv.isBranch(next) {
			break
		}
		id = next
	}
	tv.tree.Refresh()
	tv.showDetail()
}

// selected is the position of the selected node, or nil.
func (tv *treeView) selected() *treePosition {
	n := tv.nodes[tv.sel]
	if n == nil || tv.sel == rootID {
		return nil
	}
	return &treePosition{board: n.board, path: n.path}
}

func (tv *treeView) childIDs(id widget.TreeNodeID) []widget.TreeNodeID {
	if id == "" {
		return []widget.TreeNodeID{rootID}
	}
	n := tv.nodes[id]
	if n == nil || n.board.Over() {
		return nil
	}
	if n.kids == nil {
		tv.expand(id, n)
	}
	return n.kids
}

func (tv *treeView) isBranch(id widget.TreeNodeID) bool {
	n := tv.nodes[id]
	return id == "" || n != nil && !n.board.Over()
}

// expand works out the children of n: every move with its exact value,
// its twin by symmetry, and which one continues the principal variation.
func (tv *treeView) expand(id widget.TreeNodeID, n *treeNode) {
	r, err := games.AnalyzeLetters(context.Background(), treeEngine, n.board)
	if err != nil { // only a cancelled context, which Background never is
		return
	}
	if id == rootID {
		n.value, n.plies = r.Value, r.Plies
	}
	moves := make([]letters.Move, len(r.Moves))
	for i, mv := range r.Moves {
		moves[i] = mv.Move
	}
	first, by := n.board.Twins(moves)
	n.kids = make([]widget.TreeNodeID, len(moves))
	for i, mv := range r.Moves {
		kid := &treeNode{board: n.board.Play(mv.Move), path: append(append([]letters.Move{}, n.path...), mv.Move),
			value: mv.Value, plies: mv.Plies, pv: n.pv && mv.Move == r.BestMoves[0]}
		if first[i] >= 0 {
			kid.twin, kid.twinBy = "≡ "+shortName(moves[first[i]]), by[i]
		}
		kidID := fmt.Sprintf("%s/%c%d%d", id, mv.Move.Letter, mv.Move.Row, mv.Move.Col)
		tv.nodes[kidID] = kid
		n.kids[i] = kidID
	}
}

func (tv *treeView) newRow(bool) fyne.CanvasObject {
	return rowLabel("★ C (3,3)  −1 MIN wins in 8 · ≡ C (1,1)")
}

// rowLabel is a tree row: one line, cut with an ellipsis when the page is
// narrow, as wide as sample asks.
func rowLabel(sample string) *widget.Label {
	l := widget.NewLabel(sample)
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

func (tv *treeView) updateRow(id widget.TreeNodeID, _ bool, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	n := tv.nodes[id]
	if n == nil {
		return
	}
	l.TextStyle.Bold = n.pv
	l.Importance = widget.MediumImportance
	if n.pv {
		l.Importance = widget.HighImportance
	}
	l.SetText(rowText(n))
}

// rowText is a node's line: the move, its value for MAX in short words,
// and its marks.
func rowText(n *treeNode) string {
	s := "Position on the board"
	if k := len(n.path); k > 0 {
		s = shortName(n.path[k-1])
	}
	if n.pv {
		s = "★ " + s
	}
	s += "  " + shortValue(n.board, n.value, n.plies)
	if n.twin != "" {
		s += " · " + n.twin
	}
	return s
}

// shortValue is a value for a tree row: "+1 MAX wins in 3", "0 draw",
// "−1 MIN has won" for a finished game.
func shortValue(b letters.Board, v, plies int) string {
	if p, line, won := b.Winner(); won {
		return search.SignedValue(int(p)) + " " + p.String() + " has won (" + lineName(line) + ")"
	}
	switch {
	case b.Full():
		return "0 draw (board full)"
	case v == 0:
		return "0 draw"
	}
	winner := letters.Max
	if v < 0 {
		winner = letters.Min
	}
	return fmt.Sprintf("%s %s wins in %d", search.SignedValue(v), winner, plies)
}

// showDetail describes the selected node under the tree.
func (tv *treeView) showDetail() {
	n := tv.nodes[tv.sel]
	if n == nil {
		if r := tv.nodes[rootID]; r != nil {
			tv.detail.SetText("On the board: " + sideToMove(r.board) + ". Value for MAX: " + search.ValueWords(r.value) +
				". Click a move to see its position on the board.")
		}
		return
	}
	text := pathName(n.path) + ": " + sideToMove(n.board) + ". Value for MAX: " + search.ValueWords(n.value) + "."
	if n.twin != "" {
		text += " Same value as " + n.twin[len("≡ "):] + ": the " + n.twinBy.String() + " maps one board onto the other."
	}
	tv.detail.SetText(text)
}

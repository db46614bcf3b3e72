package practicetab

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/gametrees"
)

// dashes is how many pieces a branch is drawn in: all shown for a whole
// line, every other one for a dashed (cut) line.
const dashes = 11

// treeView draws a practice tree top-down: MAX nodes as up-triangles, MIN
// nodes as down-triangles, leaves as boxes with their values, each node's
// letter beside it, each branch's move on it. The tab sets what to show
// through look and calls Refresh; a new tree (setTree) makes new canvas
// objects, a refresh only changes colours and texts.
type treeView struct {
	widget.BaseWidget
	tree  *gametrees.Tree
	look  func(n int) nodeLook   // how node n and the branch into it look
	onTap func(n int, edge bool) // a tap on node n, or on the branch into it
	moves bool                   // the branches' moves are worth showing

	pos    []fyne.Position // node centres, from the last layout
	halves []float32       // half of each node's size, from the last layout
}

// nodeLook is how the tab wants one node and the branch into it drawn.
type nodeLook struct {
	value      string // written in the node; "" for none
	valueColor color.Color
	window     string // written under the node, such as "[3, +∞]"
	fill       color.Color
	edgeColor  color.Color
	dashed     bool
	faint      bool // under a cut branch, once the answer is shown
}

func newTreeView(look func(int) nodeLook, onTap func(int, bool)) *treeView {
	tv := &treeView{look: look, onTap: onTap}
	tv.ExtendBaseWidget(tv)
	return tv
}

// setTree shows t, with new canvas objects.
func (tv *treeView) setTree(t *gametrees.Tree) {
	tv.tree = t
	tv.pos = nil
	tv.Refresh()
}

// MinSize asks for enough room for a small tree; a large one shrinks its
// spacing, not its text.
func (tv *treeView) MinSize() fyne.Size {
	s := theme.TextSize()
	return fyne.NewSize(20*s, 10*s)
}

// Tapped finds the node, or else the branch, under the tap: a node within
// its drawn size, a branch within a node's half size of its line.
func (tv *treeView) Tapped(e *fyne.PointEvent) {
	if tv.tree == nil || len(tv.pos) != len(tv.tree.Nodes) {
		return
	}
	p := e.Position
	for i, c := range tv.pos {
		if abs(p.X-c.X) <= tv.halves[i] && abs(p.Y-c.Y) <= tv.halves[i] {
			tv.onTap(i, false)
			return
		}
	}
	best, bestD := -1, tv.halves[len(tv.halves)-1]
	for k := 1; k < len(tv.pos); k++ {
		a, b := tv.pos[tv.tree.Nodes[k].Parent], tv.pos[k]
		if d := segmentDistance(p, a, b); d <= bestD {
			best, bestD = k, d
		}
	}
	if best > 0 {
		tv.onTap(best, true)
	}
}

// centreOf is where node n was drawn in the last layout, for tests.
func (tv *treeView) centreOf(n int) fyne.Position { return tv.pos[n] }

// edgePoint is a point on the branch into node n, a third of the way
// from the parent, where a tap picks the branch.
func (tv *treeView) edgePoint(n int) fyne.Position {
	a, b := tv.pos[tv.tree.Nodes[n].Parent], tv.pos[n]
	return fyne.NewPos(a.X+(b.X-a.X)*0.45, a.Y+(b.Y-a.Y)*0.45)
}

func abs(x float32) float32 { return float32(math.Abs(float64(x))) }

// segmentDistance is the distance from p to the segment a–b.
func segmentDistance(p, a, b fyne.Position) float32 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l2 := dx*dx + dy*dy
	t := float32(0)
	if l2 > 0 {
		t = max(0, min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
	}
	x, y := a.X+t*dx-p.X, a.Y+t*dy-p.Y
	return float32(math.Sqrt(float64(x*x + y*y)))
}

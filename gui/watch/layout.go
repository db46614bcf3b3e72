package watch

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// sized wraps a drawing so that its minimum size is w × h text sizes of
// the current theme, whatever the drawing asks for: the tabs' boards and
// nets ask for room to be read across a room, a small copy for less. It
// follows the theme, so presentation mode enlarges it.
func sized(w, h float32, o fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Layout: sizedLayout{w: w, h: h}, Objects: []fyne.CanvasObject{o}}
}

// sizedAtLeast is sized, but never less than least pixels high (and as
// wide in proportion).
func sizedAtLeast(w, h, least float32, o fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Layout: sizedLayout{w, h, least}, Objects: []fyne.CanvasObject{o}}
}

type sizedLayout struct{ w, h, least float32 }

func (l sizedLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	t := fyne.CurrentApp().Settings().Theme().Size("text")
	t = max(t, l.least/l.h)
	return fyne.NewSize(l.w*t, l.h*t)
}

func (sizedLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// minWidth is the view's minimum width in text sizes: in presentation
// mode it still fits a 1024-pixel screen, and the texts over the columns
// fit in their lines.
const minWidth = 49

// heading is a bold label.
func heading(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	return l
}

// layout puts the stepper, the node being expanded and its children on
// the left, the frontier and the passes in the middle, and the tree on
// the right, under a header with the subject, how the search stands and
// the engine's tie-breaking rule. A map has a layout of its own
// (mapLayout).
func (v *View[S]) layout() fyne.CanvasObject {
	v.beside = &fyne.Container{Layout: besideLayout{v.inspector}, Objects: []fyne.CanvasObject{
		sized(5*v.puzzle.aspect(), 5, v.nodeStack), container.NewVScroll(v.inspector)}}
	// A little over four rows, so that four show whole; a map's frontier
	// shares its column with predict mode's questions (mapLayout), and
	// keeps three and a half.
	rows := float32(4.2)
	if v.puzzle.NoChildren {
		rows = 3.6
	}
	frontier := kit.Rows(rows, func() fyne.CanvasObject { return widget.NewLabel("0") }, v.frontier.content)
	v.share = &fyne.Container{Layout: shareLayout{}, Objects: []fyne.CanvasObject{frontier, v.program.content}}
	v.legend = legend()
	treeHead := container.NewBorder(nil, nil, nil, container.NewVBox(v.ExportBtn), lines(3, v.treeHead))
	// Predict mode and You choose take the place of the legend and the
	// node picked, so that they make the view no taller.
	bottom := container.NewStack(v.picked.content, v.predict.content, v.choose.content)
	if v.puzzle.NoChildren {
		return v.mapLayout(treeHead, bottom)
	}
	split := container.NewVSplit(v.beside, v.children.grid)
	split.Offset = 0.45
	// The step's text says how many children are on show: a heading of
	// their own would take the height their drawings need.
	left := container.NewBorder(container.NewVBox(v.Stepper.Controls(), lines(3, v.stepLabel)), nil, nil, nil, split)
	middle := container.NewBorder(lines(3, v.frontier.counts), v.passes.content, nil, nil, v.share)
	right := container.NewBorder(container.NewVBox(treeHead, v.legend), nil, nil, nil, v.predict.under(v.tree, bottom))
	// The frontier's columns get the most: on a projector's narrow
	// window its table would otherwise drop the states.
	inner := container.NewHSplit(middle, right)
	inner.Offset = 0.6
	outer := container.NewHSplit(left, inner)
	outer.Offset = 0.3
	return kit.AtLeast(minWidth, container.NewBorder(v.header(), nil, nil, nil, outer))
}

// fitCaptions shows a map's children's captions (mapLayout) while
// predict mode and You choose are off: either's questions need the
// height under the frontier, and the map shows the children.
func (v *View[S]) fitCaptions() {
	if v.captions == nil {
		return
	}
	if show := !v.predict.Check.Checked && !v.choose.Check.Checked; show != v.children.grid.Visible() {
		if show {
			v.children.grid.Show()
		} else {
			v.children.grid.Hide()
		}
		v.captions.Refresh()
	}
}

// header is the subject and how the search stands, with the switches at
// its right (predict mode, You choose, the inspector's, and any others
// given), over the engine's tie-breaking rule.
func (v *View[S]) header(others ...fyne.CanvasObject) fyne.CanvasObject {
	switches := []fyne.CanvasObject{container.NewVBox(v.predict.Check), container.NewVBox(v.choose.Check), v.inspectorSwitch}
	for _, o := range others {
		switches = append(switches, container.NewVBox(o))
	}
	return container.NewVBox(container.NewBorder(nil, nil, nil, container.NewHBox(switches...), lines(2, v.status)), lines(2, v.tieBreak))
}

// mapLayout is the layout of a puzzle whose states are places on one
// picture (Puzzle.NoChildren, a map), which shows the whole search: the
// map takes most of the window, on the left, the step's text under it;
// the step's children's captions and the frontier are on the right, with
// predict mode, You choose or the node picked under the frontier, so
// that a map read across a room and the frontier share the window; the
// stepper lies across the foot of both, its buttons in one row. The
// search tree takes the map's place while the Tree switch, by the
// frontier's count, is on: beside the frontier and the map there is no
// room for a tree to read, and the map already draws the search.
func (v *View[S]) mapLayout(treeHead, bottom fyne.CanvasObject) fyne.CanvasObject {
	trees := container.NewBorder(container.NewVBox(treeHead, v.legend), nil, nil, nil, v.tree)
	trees.Hide()
	v.TreeSwitch = widget.NewCheck("Tree", func(on bool) {
		if c := fyne.CurrentApp().Driver().CanvasForObject(v.TreeSwitch); c != nil {
			c.Unfocus()
		}
		if on {
			v.beside.Hide()
			trees.Show()
		} else {
			trees.Hide()
			v.beside.Show()
		}
	})
	left := container.NewBorder(nil, lines(3, v.stepLabel), nil, nil, container.NewStack(v.beside, trees))
	counts := container.NewBorder(nil, nil, nil, container.NewVBox(v.TreeSwitch), lines(2, v.frontier.counts))
	frontier := container.NewBorder(counts, v.passes.content, nil, nil, v.share)
	// Predict mode's question keeps four lines, not six: the frontier
	// over it needs the height.
	v.predict.box.Layout = promptBox{4, v.predict.prompt}
	right := container.NewVSplit(v.children.grid, v.predict.under(frontier, bottom))
	right.Offset = 0.15
	v.captions = right
	outer := container.NewHSplit(left, right)
	outer.Offset = 0.58
	v.Stepper.OneRow()
	body := container.NewBorder(nil, v.Stepper.Controls(), nil, nil, outer)
	return kit.AtLeast(minWidth, container.NewBorder(v.header(), nil, nil, nil, body))
}

// lines wraps a label that wraps its words so that it takes n lines of
// height, or more where its text needs them (kit.FitLines).
func lines(n int, l *widget.Label) fyne.CanvasObject { return kit.FitLines(n, l) }

// SetInspector puts a heuristic inspector in the view, once, as the view
// is made: overlay (if not nil) over the drawing of the node on show, its
// switch at the right of the header, and panel (its text, hidden while it
// is off) beside the drawing; show hands it a state, and is called with
// each node shown.
func (v *View[S]) SetInspector(overlay, control, panel fyne.CanvasObject, show func(s S)) {
	if overlay != nil {
		v.nodeStack.Add(overlay)
	}
	v.inspectorSwitch.Add(control)
	v.inspector.Add(panel)
	v.inspect = show
}

// Reinspect hands the node on show to the inspector again and lays the
// two out, as after the inspector was switched on or off.
func (v *View[S]) Reinspect() {
	if v.inspect != nil && v.rec != nil {
		v.inspect(v.Node().State)
	}
	v.beside.Refresh()
}

// besideLayout puts the node's drawing and, while any of the inspector's
// objects shows, the inspector beside it, each half the width: text under
// the drawing would make the view taller than a projector's screen in
// presentation mode, while the column has width to spare.
type besideLayout struct{ inspector *fyne.Container }

func (l besideLayout) showing() bool {
	for _, o := range l.inspector.Objects {
		if o.Visible() {
			return true
		}
	}
	return false
}

func (l besideLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	if l.showing() {
		p := objs[1].MinSize()
		m = fyne.NewSize(m.Width+theme.Padding()+p.Width, max(m.Height, p.Height))
	}
	return m
}

func (l besideLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	if !l.showing() {
		objs[0].Resize(size)
		return
	}
	half := (size.Width - theme.Padding()) / 2
	objs[0].Resize(fyne.NewSize(half, size.Height))
	objs[1].Move(fyne.NewPos(half+theme.Padding(), 0))
	objs[1].Resize(fyne.NewSize(half, size.Height))
}

// shareLayout gives its first object the whole room while the second is
// hidden, and else shares the room between them, the first taking 55 %:
// the frontier, and a program's expansions when the view shows a
// program's beside the engine's.
type shareLayout struct{}

func (shareLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	if objs[1].Visible() {
		o := objs[1].MinSize()
		m = fyne.NewSize(max(m.Width, o.Width), m.Height+o.Height+theme.Padding())
	}
	return m
}

func (shareLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	if !objs[1].Visible() {
		objs[0].Resize(size)
		return
	}
	top := max(objs[0].MinSize().Height, (size.Height-theme.Padding())*0.55)
	top = min(top, size.Height-theme.Padding()-objs[1].MinSize().Height)
	objs[0].Resize(fyne.NewSize(size.Width, top))
	objs[1].Move(fyne.NewPos(0, top+theme.Padding()))
	objs[1].Resize(fyne.NewSize(size.Width, size.Height-top-theme.Padding()))
}

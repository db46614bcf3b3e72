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
// the engine's tie-breaking rule.
func (v *View[S]) layout() fyne.CanvasObject {
	v.beside = &fyne.Container{Layout: besideLayout{v.inspector}, Objects: []fyne.CanvasObject{
		sized(5*v.puzzle.aspect(), 5, v.nodeStack), container.NewVScroll(v.inspector)}}
	split := container.NewVSplit(v.beside, v.children.grid)
	split.Offset = 0.45
	if v.puzzle.NoChildren {
		// The map over its children's captions, the map taking the most.
		split.Offset = 0.75
	}
	// The step's text says how many children are on show: a heading of
	// their own would take the height their drawings need.
	var below fyne.CanvasObject = split
	left := container.NewBorder(container.NewVBox(v.Stepper.Controls(), lines(3, v.stepLabel)), nil, nil, nil, below)
	frontier := kit.Rows(4.2, func() fyne.CanvasObject { return widget.NewLabel("0") }, v.frontier.content)
	v.share = &fyne.Container{Layout: shareLayout{}, Objects: []fyne.CanvasObject{frontier, v.program.content}}
	middle := container.NewBorder(lines(4, v.frontier.counts), v.passes.content, nil, nil, v.share)
	// Predict mode takes the place of the legend and the node picked, so
	// that it makes the view no taller.
	v.legend = legend()
	treeHead := container.NewBorder(nil, nil, nil, container.NewVBox(v.ExportBtn), lines(3, v.treeHead))
	right := container.NewBorder(container.NewVBox(treeHead, v.legend), nil, nil, nil,
		v.predict.under(v.tree, container.NewStack(v.picked.content, v.predict.content, v.choose.content)))
	// The frontier's columns get the most: on a projector's narrow
	// window its table would otherwise drop the states.
	inner := container.NewHSplit(middle, right)
	inner.Offset = 0.6
	outer := container.NewHSplit(left, inner)
	outer.Offset = 0.3
	head := container.NewVBox(container.NewBorder(nil, nil, nil, container.NewHBox(container.NewVBox(v.predict.Check), container.NewVBox(v.choose.Check), v.inspectorSwitch), lines(2, v.status)), lines(2, v.tieBreak))
	return kit.AtLeast(minWidth, container.NewBorder(head, nil, nil, nil, outer))
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

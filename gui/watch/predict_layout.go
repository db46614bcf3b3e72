package watch

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// under puts bottom (the node picked, or predict mode) under the tree,
// as high as it asks, and in predict mode higher where the tree can give
// room: as high as the prompt's text and its buttons need at the width
// there is, down to the tree's least height, so that a verdict reads
// whole rather than scroll wherever the tree has room to spare.
func (p *predictor[S]) under(tree, bottom fyne.CanvasObject) fyne.CanvasObject {
	p.column = &fyne.Container{Layout: underTree{p.wants}, Objects: []fyne.CanvasObject{tree, bottom}}
	return p.column
}

// wants is the height predict mode would like at width: its score, its
// prompt's text whole and its buttons; 0 while it is off.
func (p *predictor[S]) wants(width float32) float32 {
	if !p.content.Visible() {
		return 0
	}
	pad := theme.Padding()
	probe := widget.NewLabel(p.prompt.Text)
	probe.Wrapping, probe.TextStyle = fyne.TextWrapWord, p.prompt.TextStyle
	probe.Resize(fyne.NewSize(width-theme.Size(theme.SizeNameScrollBar), 1))
	h := p.scoreRow.MinSize().Height + pad + probe.MinSize().Height
	for _, o := range p.box.Objects[1:] {
		if o.Visible() {
			c := o.(*fyne.Container)
			h += pad + c.Layout.(columns).height(c.Objects, width)
		}
	}
	return h
}

type underTree struct{ wants func(width float32) float32 }

func (u underTree) MinSize(objs []fyne.CanvasObject) fyne.Size {
	t, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(t.Width, b.Width), t.Height+theme.Padding()+b.Height)
}

func (u underTree) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	h := objs[1].MinSize().Height
	room := size.Height - pad - objs[0].MinSize().Height
	h = max(h, min(u.wants(size.Width), room))
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, size.Height-h-pad))
	objs[1].Move(fyne.NewPos(0, size.Height-h))
	objs[1].Resize(fyne.NewSize(size.Width, h))
}

// columns lays buttons out in rows of at most n equal columns, fewer
// where the width would cut their words, and asks for no width: a grid
// asks for n times its widest button, which in presentation mode would
// take the width the frontier's columns need.
type columns struct{ n int }

func (c columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, c.height(objs, 0))
}

// fit is the number of columns and the button size at width.
func (c columns) fit(objs []fyne.CanvasObject, width float32) (n int, w, h float32) {
	pad := theme.Padding()
	widest := float32(0)
	for _, o := range objs {
		m := o.MinSize()
		widest, h = max(widest, m.Width), max(h, m.Height)
	}
	n = c.n
	for n > 1 && float32(n)*widest+float32(n-1)*pad > width {
		n--
	}
	if width <= 0 {
		n = c.n
	}
	return n, (width - float32(n-1)*pad) / float32(n), h
}

// height is the height the buttons take at width.
func (c columns) height(objs []fyne.CanvasObject, width float32) float32 {
	n, _, h := c.fit(objs, width)
	rows := (len(objs) + n - 1) / n
	return float32(rows)*h + float32(max(rows-1, 0))*theme.Padding()
}

func (c columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n, w, h := c.fit(objs, size.Width)
	pad := theme.Padding()
	for k, o := range objs {
		o.Move(fyne.NewPos(float32(k%n)*(w+pad), float32(k/n)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// promptBox keeps room for n lines of the prompt's text and puts the
// answer buttons on show at its foot, the prompt scrolling above them:
// a question is short, a verdict long and asks for no answer, so that
// the two share the room.
type promptBox struct {
	n      int
	prompt *widget.Label
}

func (b promptBox) MinSize(objs []fyne.CanvasObject) fyne.Size {
	size := fyne.NewSize(0, kit.LinesHeight(b.n, b.prompt.TextStyle, ""))
	for _, o := range objs[1:] {
		size.Width = max(size.Width, o.MinSize().Width)
	}
	return size
}

func (promptBox) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top := size.Height
	for _, o := range objs[1:] {
		if o.Visible() {
			c := o.(*fyne.Container)
			h := c.Layout.(columns).height(c.Objects, size.Width)
			top -= h
			o.Move(fyne.NewPos(0, top))
			o.Resize(fyne.NewSize(size.Width, h))
			top -= theme.Padding()
		}
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, max(top, 0)))
}

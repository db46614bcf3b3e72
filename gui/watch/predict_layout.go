package watch

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

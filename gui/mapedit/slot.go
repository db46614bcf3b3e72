package mapedit

import "fyne.io/fyne/v2"

// slot is a layout of panels shown one at a time in the same place, as
// tall as the tallest whether on show or not: a panel coming or going
// moves nothing, above all not the map under the user's hand.
type slot struct{}

func (slot) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (slot) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// showOnly shows the panel on, of the slot's panels, and hides the rest.
func showOnly(c *fyne.Container, on fyne.CanvasObject) {
	for _, o := range c.Objects {
		if o == on {
			o.Show()
		} else {
			o.Hide()
		}
	}
	c.Refresh()
}

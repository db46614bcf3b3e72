package puzzletab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// enabledWith is a form row's content that is enabled exactly when its
// field is: a form greys a row's label only for content it can ask, and
// the heuristic menu shares its row with its info button.
type enabledWith struct {
	widget.BaseWidget
	content fyne.CanvasObject
	field   fyne.Disableable
}

func newEnabledWith(content fyne.CanvasObject, field fyne.Disableable) *enabledWith {
	e := &enabledWith{content: content, field: field}
	e.ExtendBaseWidget(e)
	return e
}

func (e *enabledWith) Disabled() bool { return e.field.Disabled() }
func (e *enabledWith) Enable()        { e.field.Enable() }
func (e *enabledWith) Disable()       { e.field.Disable() }

// Wrapped is the row, for walks of the window's objects.
func (e *enabledWith) Wrapped() fyne.CanvasObject { return e.content }

func (e *enabledWith) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(e.content)
}

// natural lays objects in a row, each given its least width and a share
// of what is left over in proportion to it.
type natural struct{}

func (natural) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objs {
		m := o.MinSize()
		s.Width += m.Width
		if i > 0 {
			s.Width += theme.Padding()
		}
		s.Height = max(s.Height, m.Height)
	}
	return s
}

func (l natural) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	least := l.MinSize(objs).Width
	gaps := theme.Padding() * float32(len(objs)-1)
	scale := float32(1)
	if least-gaps > 0 {
		scale = (size.Width - gaps) / (least - gaps)
	}
	x := float32(0)
	for _, o := range objs {
		w := o.MinSize().Width * scale
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + theme.Padding()
	}
}

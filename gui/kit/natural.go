package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NaturalWidth is how wide o must be to show its words whole, where its
// least width may be less: a menu as wide as its choice (its least width
// is its placeholder's), a text box as its text, a row as its parts side
// by side; anything else its least width. A form that turns with it
// turns when a longer choice is made, rather than cut it short. A hidden object needs none.
func NaturalWidth(o fyne.CanvasObject) float32 {
	if o == nil || !o.Visible() {
		return 0
	}
	switch w := o.(type) {
	case *Select:
		return menuWidth(w.Selected)
	case *widget.Select:
		return menuWidth(w.Selected)
	case *Entry:
		return entryText(&w.Entry)
	case *widget.Entry:
		return entryText(w)
	case interface{ Wrapped() fyne.CanvasObject }:
		return NaturalWidth(w.Wrapped())
	case *fyne.Container:
		return rowWidth(w)
	}
	return o.MinSize().Width
}

// menuWidth is the width of a menu that shows its choice whole, as
// Fyne's Select lays out its text and its arrow.
func menuWidth(choice string) float32 {
	text := fyne.MeasureText(choice, theme.TextSize(), fyne.TextStyle{}).Width
	ip := theme.InnerPadding()
	return text + 4*ip + 2*theme.Padding() + theme.IconInlineSize()
}

// entryText is the width of a box that shows its text whole; a greyed
// box's text is information beside its field's choice (the sliding
// puzzle's goal, which a 4×4 makes long) and, like a placeholder, may be
// cut: were it counted, changing the board would stack every form.
func entryText(e *widget.Entry) float32 {
	if e.Disabled() {
		return entryWidth("")
	}
	return entryWidth(e.Text)
}

// entryWidth is the width of a one-line box that shows text whole (its
// placeholder is a hint, which may be cut).
func entryWidth(text string) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding() + theme.Padding()
}

// rowWidth is a container's natural width: the sum of its shown objects'
// where they stand side by side (its least width is the sum of theirs),
// else the widest of them.
func rowWidth(c *fyne.Container) float32 {
	var sum, widest, least float32
	shown := 0
	for _, o := range c.Objects {
		if !o.Visible() {
			continue
		}
		shown++
		n := NaturalWidth(o)
		sum += n
		widest = max(widest, n)
		least += o.MinSize().Width
	}
	if shown > 1 && c.MinSize().Width >= least-0.5 {
		return sum + float32(shown-1)*theme.Padding()
	}
	return max(widest, c.MinSize().Width)
}

// FitForms stacks forms so that each puts its labels beside their
// fields where the width it has holds the widest label and the widest
// field's words of every form shown, and over them where it does not:
// on a projector's narrow column a row becomes two rather than cut a
// menu's choice short. The forms turn together, so that their labels
// line up; a hidden form takes no room.
func FitForms(forms ...*widget.Form) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(forms))
	for i, f := range forms {
		objs[i] = f
	}
	return &fyne.Container{Layout: &fitForms{forms: forms}, Objects: objs}
}

type fitForms struct {
	forms []*widget.Form
}

// beside reports whether the forms' rows fit side by side at width.
func (l *fitForms) beside(width float32) bool {
	var label, field float32
	for _, f := range l.forms {
		if !f.Visible() {
			continue
		}
		for _, it := range f.Items {
			if it.Widget == nil || !it.Widget.Visible() {
				continue
			}
			label = max(label, fyne.MeasureText(it.Text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
			field = max(field, NaturalWidth(it.Widget))
		}
	}
	// Fyne's form layout: the label padded inside, a gap, the field.
	return 2*theme.InnerPadding()+label+theme.Padding()+field <= width+0.5
}

func (l *fitForms) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var size fyne.Size
	shown := 0
	for _, o := range objs {
		if o.Visible() {
			m := o.MinSize()
			size = fyne.NewSize(max(size.Width, m.Width), size.Height+m.Height)
			shown++
		}
	}
	if shown > 1 {
		size.Height += float32(shown-1) * theme.Padding()
	}
	return size
}

func (l *fitForms) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width > 0 {
		want := widget.Horizontal
		if !l.beside(size.Width) {
			want = widget.Vertical
		}
		for _, f := range l.forms {
			if f.Orientation != want {
				f.Orientation = want
				f.Refresh()
			}
		}
	}
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + theme.Padding()
	}
}

// Beside puts b at the right of a where the width holds both whole (a's
// natural width and b's least), and under a where it does not. Its least
// width is the wider of the two's, since narrower it stacks them: were it
// the two side by side once laid out wide, a column it lies in could
// never narrow again.
func Beside(a, b fyne.CanvasObject) fyne.CanvasObject {
	c := &fyne.Container{Objects: []fyne.CanvasObject{a, b}}
	c.Layout = &beside{c: c}
	return c
}

type beside struct{ c *fyne.Container }

func (l *beside) fits(objs []fyne.CanvasObject, width float32) bool {
	return width <= 0 || NaturalWidth(objs[0])+theme.Padding()+objs[1].MinSize().Width <= width+0.5
}

func (l *beside) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	if l.fits(objs, l.c.Size().Width) {
		return fyne.NewSize(max(a.Width, b.Width), max(a.Height, b.Height))
	}
	return fyne.NewSize(max(a.Width, b.Width), a.Height+theme.Padding()+b.Height)
}

func (l *beside) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	a, b := objs[0], objs[1]
	if l.fits(objs, size.Width) {
		bw := b.MinSize().Width
		a.Move(fyne.NewPos(0, 0))
		a.Resize(fyne.NewSize(size.Width-bw-theme.Padding(), size.Height))
		b.Move(fyne.NewPos(size.Width-bw, 0))
		b.Resize(fyne.NewSize(bw, size.Height))
		return
	}
	ah := a.MinSize().Height
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(size.Width, ah))
	b.Move(fyne.NewPos(0, ah+theme.Padding()))
	b.Resize(fyne.NewSize(size.Width, size.Height-ah-theme.Padding()))
}

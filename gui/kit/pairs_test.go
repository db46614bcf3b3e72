package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// When the panel is as wide as its texts want, two pairs a row and no
// value is cut short; narrower, one pair a row, every text whole; and
// narrower than one pair wants, the values shrink and the names never do.
func TestPairColumnsFitTheirTexts(t *testing.T) {
	test.NewTempApp(t)
	texts := []string{"Optimal", "no guarantee", "Max frontier", "22,996", "Nodes/s", "1,299,066", "EBF", "1.000"}
	var objs []fyne.CanvasObject
	for i, s := range texts {
		if i%2 == 0 { // a field's name, as the results panel has them
			objs = append(objs, NewTipLabel(s, "what it means"))
			continue
		}
		l := widget.NewLabel(s)
		l.Truncation = fyne.TextTruncateEllipsis
		objs = append(objs, l)
	}
	text := func(o fyne.CanvasObject) string {
		if l, ok := o.(*TipLabel); ok {
			return l.Text
		}
		return o.(*widget.Label).Text
	}
	wants := func(o fyne.CanvasObject) float32 {
		w := fyne.MeasureText(text(o), theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
		if _, name := o.(*TipLabel); !name {
			w += theme.Padding() // a label cuts its text short at its exact width
		}
		return w
	}
	var w [4]float32
	for i, o := range objs {
		w[i%4] = max(w[i%4], wants(o))
	}
	ip := theme.InnerPadding()
	enough := w[0] + w[1] + w[2] + w[3] - 3*ip
	l := &pairColumns{}
	l.Layout(objs, fyne.NewSize(enough, 200))
	for _, o := range objs {
		if o.Size().Width+0.5 < wants(o) {
			t.Errorf("%q is %v wide at a panel width of %v, wants %v", text(o), o.Size().Width, enough, wants(o))
		}
	}
	if objs[2].Position().Y != objs[0].Position().Y {
		t.Errorf("at a panel width of %v the pairs are not two a row", enough)
	}
	narrow := enough - 60
	l.Layout(objs, fyne.NewSize(narrow, 200))
	for i, o := range objs {
		if o.Size().Width+0.5 < wants(o) {
			t.Errorf("%q is %v wide at a panel width of %v, wants %v", text(o), o.Size().Width, narrow, wants(o))
		}
		if i%2 == 0 && o.Position().X != 0 {
			t.Errorf("at a panel width of %v, %q is not at the start of a row", narrow, text(o))
		}
	}
	if m := l.MinSize(objs); m.Height < 3.5*objs[0].MinSize().Height {
		t.Errorf("one pair a row, four rows need %v, the panel asks for %v", 4*objs[0].MinSize().Height, m.Height)
	}
	tiny := w[0] + w[1] - 40
	l.Layout(objs, fyne.NewSize(tiny, 200))
	for i, o := range objs {
		if i%2 == 0 && o.Size().Width+0.5 < wants(o) {
			t.Errorf("name %q cut to %v", text(o), o.Size().Width)
		}
		if o.Position().X+o.Size().Width > tiny+0.5 {
			t.Errorf("%q runs past the panel", text(o))
		}
	}
}

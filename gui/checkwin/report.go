package checkwin

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tableIndent is how far the report indents the rows of its listings
// (the frontier at the divergence, in the order the engine takes it,
// with g, h and f in columns); its prose lines stand less far in.
const tableIndent = "      "

// rowsWide wraps the report's scroll so that the report is at least as
// wide as its listings' rows, a row never wrapped inside its columns
// ("6 / 12 ← the engine's next" read as a row of its own); its prose
// wraps at whatever width is left.
func rowsWide(report *widget.Label, scroll fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Layout: &reportLayout{report: report}, Objects: []fyne.CanvasObject{scroll}}
}

// reportLayout is rowsWide's layout: the width the rows need is worked
// out again when the report's text or the text size changes.
type reportLayout struct {
	report *widget.Label
	text   string
	size   float32
	width  float32
}

func (l *reportLayout) rows() float32 {
	size := theme.TextSize()
	if l.report.Text == l.text && size == l.size {
		return l.width
	}
	l.text, l.size, l.width = l.report.Text, size, 0
	for _, line := range strings.Split(l.text, "\n") {
		if strings.HasPrefix(line, tableIndent) {
			w := fyne.MeasureText(line, size, fyne.TextStyle{Monospace: true}).Width
			// the label's padding either side, and the scroll bar's room
			l.width = max(l.width, w+2*theme.InnerPadding()+theme.ScrollBarSize())
		}
	}
	return l.width
}

func (l *reportLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(max(m.Width, l.rows()), m.Height)
}

func (l *reportLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
}

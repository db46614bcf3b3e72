package watch

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// caption is two lines of small centred text under a child's drawing,
// packed without a label's padding so that the drawings get the height,
// and a little wider than the drawing; a line too long for the width is
// cut short with an ellipsis.
type caption struct {
	widget.BaseWidget
	lines  [2]string
	colour fyne.ThemeColorName
}

func newCaption() *caption {
	c := &caption{colour: theme.ColorNameForeground}
	c.ExtendBaseWidget(c)
	return c
}

// Set shows lines in colour.
func (c *caption) Set(lines [2]string, colour fyne.ThemeColorName) {
	c.lines, c.colour = lines, colour
	c.Refresh()
}

func (c *caption) CreateRenderer() fyne.WidgetRenderer {
	r := &captionRenderer{c: c}
	for k := range r.texts {
		r.texts[k] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		r.texts[k].Alignment = fyne.TextAlignCenter
	}
	return r
}

type captionRenderer struct {
	c     *caption
	texts [2]*canvas.Text
}

func captionSize() float32 { return theme.Size(theme.SizeNameCaptionText) }

// captionWidth holds "down-right · duplicate" and "#1234 · g 12 h 12 f 24".
func captionWidth() float32 {
	return fyne.MeasureText("#1234 · g 12 h 12 f 24", captionSize(), fyne.TextStyle{}).Width
}

func lineHeight() float32 {
	return fyne.MeasureText("Xg", captionSize(), fyne.TextStyle{}).Height
}

func (r *captionRenderer) Layout(size fyne.Size) {
	h := lineHeight()
	for k, t := range r.texts {
		t.TextSize = captionSize()
		t.Color = theme.Color(r.c.colour)
		t.Text = fit(r.c.lines[k], size.Width, t.TextSize)
		t.Move(fyne.NewPos(0, float32(k)*h))
		t.Resize(fyne.NewSize(size.Width, h))
	}
}

// fit is line, cut short with an ellipsis if it is wider than width.
func fit(line string, width, size float32) string {
	if fyne.MeasureText(line, size, fyne.TextStyle{}).Width <= width {
		return line
	}
	rs := []rune(line)
	for n := len(rs) - 1; n > 0; n-- {
		if s := strings.TrimSpace(string(rs[:n])) + "…"; fyne.MeasureText(s, size, fyne.TextStyle{}).Width <= width {
			return s
		}
	}
	return "…"
}

func (r *captionRenderer) MinSize() fyne.Size {
	return fyne.NewSize(captionWidth(), float32(len(r.texts))*lineHeight())
}

func (r *captionRenderer) Refresh() {
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

func (r *captionRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.texts[0], r.texts[1]}
}

func (r *captionRenderer) Destroy() {}

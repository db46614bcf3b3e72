package labtab

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// progressBar shows how far a run is: a bar that fills an outlined track
// from the left, and the percentage beside it. Fyne's own bar draws its
// empty track in a shade of the fill's colour, which on a projector, or
// to a student who never saw it fill, reads as a full bar at 0 %.
type progressBar struct {
	widget.BaseWidget
	Value float64 // from 0 to 1
}

func newProgressBar() *progressBar {
	p := &progressBar{}
	p.ExtendBaseWidget(p)
	return p
}

// SetValue shows v, from 0 to 1.
func (p *progressBar) SetValue(v float64) {
	p.Value = min(max(v, 0), 1)
	p.Refresh()
}

// percent is the value as the bar writes it: "0 %" to "100 %".
func (p *progressBar) percent() string { return fmt.Sprintf("%.0f %%", 100*p.Value) }

func (p *progressBar) CreateRenderer() fyne.WidgetRenderer {
	r := &progressRenderer{p: p, track: canvas.NewRectangle(nil), fill: canvas.NewRectangle(nil), text: canvas.NewText("", nil)}
	r.text.Alignment = fyne.TextAlignTrailing
	r.Refresh()
	return r
}

type progressRenderer struct {
	p           *progressBar
	track, fill *canvas.Rectangle
	text        *canvas.Text
}

// textWidth is the room of the widest percentage.
func (r *progressRenderer) textWidth() float32 {
	return fyne.MeasureText("100 %", theme.TextSize(), fyne.TextStyle{}).Width
}

func (r *progressRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	barW := max(size.Width-r.textWidth()-2*pad, 0)
	barH := size.Height / 2
	y := (size.Height - barH) / 2
	r.track.Move(fyne.NewPos(0, y))
	r.track.Resize(fyne.NewSize(barW, barH))
	b := r.track.StrokeWidth
	r.fill.Move(fyne.NewPos(b, y+b))
	r.fill.Resize(fyne.NewSize(float32(r.p.Value)*max(barW-2*b, 0), max(barH-2*b, 0)))
	r.text.Move(fyne.NewPos(barW+pad, 0))
	r.text.Resize(fyne.NewSize(size.Width-barW-pad, size.Height))
}

func (r *progressRenderer) MinSize() fyne.Size {
	h := fyne.MeasureText("100 %", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
	return fyne.NewSize(4*theme.TextSize()+r.textWidth()+2*theme.Padding(), h)
}

func (r *progressRenderer) Refresh() {
	r.track.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.track.StrokeColor = theme.Color(theme.ColorNameForeground)
	r.track.StrokeWidth = max(1, theme.InputBorderSize())
	r.track.CornerRadius = theme.InputRadiusSize()
	r.fill.FillColor = theme.Color(theme.ColorNamePrimary)
	r.fill.CornerRadius = theme.InputRadiusSize()
	r.text.Color = theme.Color(theme.ColorNameForeground)
	r.text.TextSize = theme.TextSize()
	r.text.Text = r.p.percent()
	r.Layout(r.p.Size())
	canvas.Refresh(r.p)
}

func (r *progressRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.track, r.fill, r.text}
}

func (r *progressRenderer) Destroy() {}

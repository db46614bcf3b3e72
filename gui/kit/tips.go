package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne 2.7 has no tooltips. A tip here is a small panel drawn on a layer
// above the window's content: the layer holds no widget that takes the
// mouse, so pointer events pass through it to the controls below, and the
// control under the pointer can show and hide its tip as the pointer
// comes and goes (a pop-up would take the pointer and hide the tip at
// once).

// tipLayer is the layer of one window.
type tipLayer struct {
	box   *fyne.Container // no layout: the panel is placed by hand
	panel *fyne.Container
	bg    *canvas.Rectangle
	text  *widget.Label
}

var tipLayers []*tipLayer

// WithTips puts content under a layer where the controls' tips appear;
// the window's content should be the result. Controls in a window without
// the layer simply show no tips.
func WithTips(content fyne.CanvasObject) fyne.CanvasObject {
	l := &tipLayer{bg: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)), text: widget.NewLabel("")}
	l.bg.StrokeColor = theme.Color(theme.ColorNameForeground)
	l.bg.StrokeWidth = 1
	l.bg.CornerRadius = 4
	l.text.Wrapping = fyne.TextWrapWord
	l.panel = container.NewStack(l.bg, l.text)
	l.panel.Hide()
	l.box = container.NewWithoutLayout(l.panel)
	tipLayers = append(tipLayers, l)
	return container.NewStack(content, l.box)
}

func layerFor(o fyne.CanvasObject) *tipLayer {
	c := canvasOf(o)
	for i := len(tipLayers) - 1; i >= 0; i-- { // the newest window first
		if l := tipLayers[i]; c != nil && canvasOf(l.box) == c {
			return l
		}
	}
	return nil
}

// ShowTip shows text in a panel under (or, near the window's bottom,
// over) the object o.
func ShowTip(o fyne.CanvasObject, text string) {
	l := layerFor(o)
	if l == nil || text == "" {
		return
	}
	d := fyne.CurrentApp().Driver()
	base := d.AbsolutePositionForObject(l.box)
	at := d.AbsolutePositionForObject(o).Subtract(base)
	area := l.box.Size()
	l.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	l.bg.StrokeColor = theme.Color(theme.ColorNameForeground)
	l.text.SetText(text)
	width := min(fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width+4*theme.Padding(), 28*theme.TextSize(), area.Width)
	l.text.Resize(fyne.NewSize(width, 0))
	size := fyne.NewSize(width, l.text.MinSize().Height)
	pos := fyne.NewPos(at.X, at.Y+o.Size().Height+theme.Padding())
	if pos.Y+size.Height > area.Height {
		pos.Y = at.Y - size.Height - theme.Padding()
	}
	pos.X = max(0, min(pos.X, area.Width-size.Width))
	pos.Y = max(0, pos.Y)
	l.panel.Move(pos)
	l.panel.Resize(size)
	l.panel.Show()
	l.panel.Refresh()
}

// HideTip hides the tip shown for o, if any.
func HideTip(o fyne.CanvasObject) {
	if l := layerFor(o); l != nil && l.panel.Visible() {
		l.panel.Hide()
		l.box.Refresh()
	}
}

// TipButton is a button that explains itself in a tip while the pointer
// is over it: the media buttons carry icons only.
type TipButton struct {
	widget.Button
	Tip string
}

// NewTipButton makes a button with a label (maybe ""), an icon (maybe
// nil), a tip and an action.
func NewTipButton(label string, icon fyne.Resource, tip string, tapped func()) *TipButton {
	b := &TipButton{Tip: tip}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn shows the tip.
func (b *TipButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	ShowTip(b, b.Tip)
}

// MouseOut hides the tip.
func (b *TipButton) MouseOut() {
	b.Button.MouseOut()
	HideTip(b)
}

// Tapped hides the tip, which would hide what the button changes.
func (b *TipButton) Tapped(e *fyne.PointEvent) {
	HideTip(b)
	b.Button.Tapped(e)
}

// TipLabel is a label that explains itself in a tip while the pointer is
// over it, such as the name of a result field.
type TipLabel struct {
	widget.Label
	Tip string
}

// NewTipLabel makes a label with a tip.
func NewTipLabel(text, tip string) *TipLabel {
	l := &TipLabel{Tip: tip}
	l.Text = text
	l.ExtendBaseWidget(l)
	return l
}

// MouseIn shows the tip.
func (l *TipLabel) MouseIn(*desktop.MouseEvent) { ShowTip(l, l.Tip) }

// MouseMoved does nothing: the tip stays while the pointer is over.
func (l *TipLabel) MouseMoved(*desktop.MouseEvent) {}

// MouseOut hides the tip.
func (l *TipLabel) MouseOut() { HideTip(l) }

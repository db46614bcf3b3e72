package kittest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Button is the button under root, shown or hidden, whose label reads
// text; it fails the test when there is none.
func Button(t testing.TB, root fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	Each(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	return found
}

// Switch is the switch (a widget.Check) under root whose words read text;
// it fails the test when there is none.
func Switch(t testing.TB, root fyne.CanvasObject, text string) *widget.Check {
	t.Helper()
	var found *widget.Check
	Each(root, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == text && found == nil {
			found = c
		}
	})
	if found == nil {
		t.Fatalf("no switch %q", text)
	}
	return found
}

// Texts lists the texts on show under root, widgets' insides included:
// labels' and the texts drawn on canvases (a grid's captions, a
// drawing's names), in the order of the tree.
func Texts(root fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch o := o.(type) {
		case *widget.Label:
			out = append(out, o.Text)
			return
		case *canvas.Text:
			out = append(out, o.Text)
			return
		}
		for _, c := range Children(o) {
			walk(c)
		}
	}
	walk(root)
	return out
}

// TapDots taps, one after another, each dot (a canvas.Circle) a tappable
// drawing under root shows, as a user taps a node of a drawn tree, until
// done, called after each tap, reports true; it reports whether it did.
func TapDots(root fyne.CanvasObject, done func() bool) bool {
	found := false
	Each(root, func(o fyne.CanvasObject) {
		tp, ok := o.(fyne.Tappable)
		if found || !ok || !o.Visible() {
			return
		}
		if _, isWidget := o.(fyne.Widget); !isWidget {
			return
		}
		for _, c := range Children(o) {
			dot, ok := c.(*canvas.Circle)
			if !ok || !dot.Visible() || found {
				continue
			}
			centre := dot.Position().Add(fyne.NewPos(dot.Size().Width/2, dot.Size().Height/2))
			test.TapAt(tp, centre)
			found = done()
		}
	})
	return found
}

package kittest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Rect is a rectangle in window coordinates.
type Rect struct{ Pos, Size fyne.Position }

func rect(p fyne.Position, s fyne.Size) Rect { return Rect{p, fyne.NewPos(s.Width, s.Height)} }

// Inside reports whether r lies whole inside o, give or take half a pixel.
func (r Rect) Inside(o Rect) bool {
	const e = 0.5
	return r.Pos.X >= o.Pos.X-e && r.Pos.Y >= o.Pos.Y-e &&
		r.Pos.X+r.Size.X <= o.Pos.X+o.Size.X+e && r.Pos.Y+r.Size.Y <= o.Pos.Y+o.Size.Y+e
}

func (r Rect) clip(o Rect) Rect {
	x0, y0 := max(r.Pos.X, o.Pos.X), max(r.Pos.Y, o.Pos.Y)
	x1, y1 := min(r.Pos.X+r.Size.X, o.Pos.X+o.Size.X), min(r.Pos.Y+r.Size.Y, o.Pos.Y+o.Size.Y)
	return Rect{fyne.NewPos(x0, y0), fyne.NewPos(max(0, x1-x0), max(0, y1-y0))}
}

// Placed is a control found on screen: where it is, and the part of the
// window it can be seen through (its scroll containers' views).
type Placed struct {
	Obj  fyne.CanvasObject
	At   Rect
	View Rect
}

// Seen reports whether the control can be seen: whole, inside the window
// and not scrolled out of any scroll container's view; or, for a control
// larger than the view it scrolls in (a text editor), filling most of it.
func (p Placed) Seen() bool {
	if p.Size().Width < 1 || p.Size().Height < 1 {
		return false
	}
	if p.At.Inside(p.View) {
		return true
	}
	shown := p.At.clip(p.View)
	bigger := p.At.Size.X > p.View.Size.X || p.At.Size.Y > p.View.Size.Y
	return bigger && shown.Size.X*shown.Size.Y >= 0.8*p.View.Size.X*p.View.Size.Y
}

// Size is the control's size.
func (p Placed) Size() fyne.Size { return fyne.NewSize(p.At.Size.X, p.At.Size.Y) }

// IsControl reports whether o is something a user clicks, types in or
// drags: the walk stops at controls and lists them.
func IsControl(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *widget.Button, *widget.Select, *widget.Entry, *widget.Check, *widget.Slider,
		*widget.List, *widget.Table, *widget.RadioGroup, *widget.Tree:
		return true
	}
	// The window's own kinds of these embed them.
	type buttonLike interface{ fyne.Tappable }
	_, tappable := o.(buttonLike)
	_, typable := o.(fyne.Focusable)
	return tappable || typable
}

// Controls walks the visible tree under root, the content of a window
// whose canvas has the given size, and lists every control with where it
// lies on the canvas and what of the canvas shows it.
func Controls(root fyne.CanvasObject, window fyne.Size) []Placed {
	var out []Placed
	var walk func(o fyne.CanvasObject, at fyne.Position, view Rect)
	walk = func(o fyne.CanvasObject, at fyne.Position, view Rect) {
		if !o.Visible() {
			return
		}
		pos := at.Add(o.Position())
		here := rect(pos, o.Size())
		if IsControl(o) {
			out = append(out, Placed{o, here, view})
			return
		}
		if _, ok := o.(*container.Scroll); ok {
			view = view.clip(here)
		}
		for _, c := range Children(o) {
			walk(c, pos, view)
		}
	}
	walk(root, fyne.Position{}, rect(fyne.Position{}, window))
	return out
}

// Find walks the visible tree under root, the content of a window whose
// canvas has the given size, for o, and tells where it lies and what of
// the canvas shows it; ok is false when o is hidden or not under root.
func Find(root fyne.CanvasObject, window fyne.Size, o fyne.CanvasObject) (p Placed, ok bool) {
	var walk func(c fyne.CanvasObject, at fyne.Position, view Rect)
	walk = func(c fyne.CanvasObject, at fyne.Position, view Rect) {
		if ok || !c.Visible() {
			return
		}
		pos := at.Add(c.Position())
		here := rect(pos, c.Size())
		if c == o {
			p, ok = Placed{c, here, view}, true
			return
		}
		if _, scroll := c.(*container.Scroll); scroll {
			view = view.clip(here)
		}
		for _, k := range Children(c) {
			walk(k, pos, view)
		}
	}
	walk(root, fyne.Position{}, rect(fyne.Position{}, window))
	return p, ok
}

// Children is what a walk looks into under o: a container's objects, a
// widget's renderer's.
func Children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch c := o.(type) {
	case *fyne.Container:
		return c.Objects
	case fyne.Widget:
		return test.WidgetRenderer(c).Objects()
	}
	return nil
}

// AllControls lists every control under root, shown or hidden, in the
// order of the tree: what a tab has made, whether on screen or not.
func AllControls(root fyne.CanvasObject) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if IsControl(o) {
			out = append(out, o)
			return
		}
		for _, c := range Children(o) {
			walk(c)
		}
	}
	walk(root)
	return out
}

// Each calls visit on root and every object under it, shown or hidden,
// widgets' insides included.
func Each(root fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(root)
	for _, c := range Children(root) {
		Each(c, visit)
	}
}

// Stays returns a check that o is still where it is now on its canvas;
// the check fails the test, naming what moved it, when it is not.
func Stays(t testing.TB, o fyne.CanvasObject) func(what string) {
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(o)
	return func(what string) {
		t.Helper()
		if now := d.AbsolutePositionForObject(o); now != at {
			t.Errorf("%s moved it from %v to %v", what, at, now)
		}
	}
}

package gui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// projector is a screen a class sees the window on, and what of it the
// window's content gets: the window manager's title bar (about 30 px)
// and the menu bar take the top.
type projector struct {
	name string
	w, h float32
}

var projectors = []projector{{"1024×768", 1024, 768}, {"1280×800", 1280, 800}}

func (p projector) content() fyne.Size {
	menuBar := 2 * fyne.CurrentApp().Settings().Theme().Size("text")
	return fyne.NewSize(p.w, p.h-kit.TitleBar-menuBar)
}

// placed is a control and where it lies on the canvas: at, as laid out,
// and reach, where scrolling its scroll containers brings it.
type placed struct {
	obj       fyne.CanvasObject
	at, reach kittest.Rect
	scrolled  bool // it lies in a scroll container
}

// reachable lists every shown control under root with where it lies, and
// where it lies once its scroll container is scrolled to it.
func reachable(root fyne.CanvasObject) []placed {
	var out []placed
	var walk func(o fyne.CanvasObject, at fyne.Position, view *kittest.Rect)
	walk = func(o fyne.CanvasObject, at fyne.Position, view *kittest.Rect) {
		if !o.Visible() {
			return
		}
		pos := at.Add(o.Position())
		here := kittest.Rect{Pos: pos, Size: fyne.NewPos(o.Size().Width, o.Size().Height)}
		if kittest.IsControl(o) {
			p := placed{obj: o, at: here, reach: here}
			if view != nil {
				p.scrolled = true
				p.reach.Pos = bringInto(here, *view)
			}
			out = append(out, p)
			return
		}
		if _, ok := o.(*container.Scroll); ok {
			v := here
			if view != nil {
				v = *view // a scroll in a scroll: the outer view bounds it
			}
			view = &v
		}
		for _, c := range kittest.Children(o) {
			walk(c, pos, view)
		}
	}
	walk(root, fyne.Position{}, nil)
	return out
}

// bringInto is where r lies once scrolled the least that puts it in view.
func bringInto(r, view kittest.Rect) fyne.Position {
	p := r.Pos
	if p.Y < view.Pos.Y {
		p.Y = view.Pos.Y
	}
	if p.Y+r.Size.Y > view.Pos.Y+view.Size.Y {
		p.Y = view.Pos.Y + view.Size.Y - r.Size.Y
	}
	if p.X < view.Pos.X {
		p.X = view.Pos.X
	}
	if p.X+r.Size.X > view.Pos.X+view.Size.X {
		p.X = view.Pos.X + view.Size.X - r.Size.X
	}
	return p
}

// offScreen lists the controls under root that no scrolling brings
// whole onto a screen of the given size, and those named in fixed that
// lie in a scroll container at all (they must never need scrolling).
func offScreen(root fyne.CanvasObject, screen fyne.Size, fixed map[fyne.CanvasObject]bool) []string {
	win := kittest.Rect{Size: fyne.NewPos(screen.Width, screen.Height)}
	var bad []string
	for _, p := range reachable(root) {
		switch {
		case p.at.Size.X < 1 || p.at.Size.Y < 1:
			bad = append(bad, fmt.Sprintf("%T %q has no size", p.obj, text(p.obj)))
		case !(kittest.Rect{Pos: p.reach.Pos, Size: p.at.Size}).Inside(win):
			bad = append(bad, fmt.Sprintf("%T %q at %v size %v lies off the %v screen", p.obj, text(p.obj), p.reach.Pos, p.at.Size, screen))
		case fixed[p.obj] && (p.scrolled || !p.at.Inside(win)):
			bad = append(bad, fmt.Sprintf("%T %q must be in view without scrolling", p.obj, text(p.obj)))
		}
	}
	return bad
}

package kit

import (
	"image"

	"fyne.io/fyne/v2"
)

// TitleBar is about what a window manager's title bar takes above a
// window: a window's size, which Fyne sets, leaves it out.
const TitleBar = 30

// desk is the part of the screen the windows may take, in pixels.
var desk image.Rectangle

// SetDesk tells the windows the part of the screen they may take: the
// work area of the screen they open on (the screen less its panels and
// docks), in pixels, which the app takes as its units. An empty
// rectangle is a desk the window system does not tell, to which no
// window is held.
func SetDesk(r image.Rectangle) { desk = r }

// Desk is the size of the part of the screen the windows may take; zero
// when the window system does not tell it.
func Desk() fyne.Size { return fyne.NewSize(float32(desk.Dx()), float32(desk.Dy())) }

// Room is the most a window's canvas may take on the desk: the desk less
// a title bar; zero when the desk is unknown.
func Room() fyne.Size {
	if desk.Empty() {
		return fyne.Size{}
	}
	return fyne.NewSize(float32(desk.Dx()), float32(desk.Dy()-TitleBar))
}

// deskLayout holds a window to the room the desk leaves it. A window
// opens as large as its content asks before it was ever laid out, which
// can be more than it asks once laid out at its size: in presentation
// mode, before its columns know their widths, the main window asked for
// 764 pixels of height on a 768-pixel screen, and opened past its bottom
// edge. So when the window's canvas is laid out larger than the room,
// it is asked back to the room (the toolkit keeps it as large as its
// content needs), and moved inside the desk where the window system
// placed it past its edge.
type deskLayout struct {
	w fyne.Window
	// asked says the window was asked back to the room and has not been
	// seen inside it since, and least is what its content needed then: a
	// content that cannot be so small keeps the window larger, and is
	// asked again only once it needs less (a page just shown needs more
	// before it is laid out), not at every layout (two sizes asked in
	// turn would never end).
	asked bool
	least fyne.Size
}

func (l *deskLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (l *deskLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
	room := Room()
	if room.IsZero() || l.w.FullScreen() {
		return
	}
	// The window's size is read once the layout is over: a window
	// being made is laid out before the size it was given applies.
	content := objs[0]
	fyne.Do(func() {
		c := l.w.Canvas().Size()
		if c.Width <= room.Width+0.5 && c.Height <= room.Height+0.5 {
			l.asked = false
			placeOnDesk(l.w, desk)
			return
		}
		least := content.MinSize()
		if !l.asked || least.Width < l.least.Width-0.5 || least.Height < l.least.Height-0.5 {
			l.asked, l.least = true, least
			l.w.Resize(c.Min(room))
		}
	})
}

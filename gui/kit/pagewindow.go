package kit

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// PageWindow is a window drawn inside another window's canvas, over its
// content, as a window with a title bar that can be dragged and resized:
// what a browser page, which has one canvas, shows for each of the app's
// other windows (Watch, the guide, the map editor). Fyne draws such
// windows itself there, but the one it gives loses what the program asks
// of it: its close intercept goes to the main window and a close never
// asks, a window closed once never shows again and leaves the main
// window covered, and its keys become the main window's for good.
//
// A PageWindow keeps the contract of a window of the system's: the close
// button calls the close intercept when one is set, Show shows it again
// after a Hide or a Close, and the key and character handlers and the
// shortcuts set on its canvas hold only while it is open; the main
// window's own come back when it closes. Whatever else a window does
// (menus, full screen, the clipboard) is the main window's, which
// PageWindow embeds.
//
// While any page window is open the main window's content is covered and
// takes no pointer events, as under a dialog. The main window's menu
// shortcuts still come first.
type PageWindow struct {
	fyne.Window // the main window
	inner       *container.InnerWindow
	canvas      *pageCanvas
	title       string
	content     fyne.CanvasObject
	size        fyne.Size // asked for; shown no larger than the main canvas
	placed      bool      // centred once, then left where the user drags it
	intercept   func()
	onClosed    func()
}

// NewPageWindow makes a window titled title over main's content, shown
// by Show.
func NewPageWindow(main fyne.Window, title string) *PageWindow {
	w := &PageWindow{Window: main, title: title}
	w.canvas = &pageCanvas{Canvas: main.Canvas()}
	w.inner = container.NewInnerWindow(title, canvas.NewRectangle(color.Transparent))
	w.inner.CloseIntercept = w.closeTapped
	return w
}

func (w *PageWindow) closeTapped() {
	if w.intercept != nil {
		w.intercept()
		return
	}
	w.Close()
}

// Title is the window's title.
func (w *PageWindow) Title() string { return w.title }

// SetTitle changes the title on the window's bar.
func (w *PageWindow) SetTitle(title string) {
	w.title = title
	w.inner.SetTitle(title)
}

// Content is what the window shows.
func (w *PageWindow) Content() fyne.CanvasObject { return w.content }

// SetContent sets what the window shows.
func (w *PageWindow) SetContent(o fyne.CanvasObject) {
	w.content = o
	w.inner.SetContent(o)
}

// Canvas is the main window's canvas, but for its key handler and
// shortcuts, which are the page window's while it is open.
func (w *PageWindow) Canvas() fyne.Canvas { return w.canvas }

// Resize sizes the window, no larger than the main window's canvas.
func (w *PageWindow) Resize(s fyne.Size) {
	w.size = s
	if w.isOpen() {
		w.fit()
	}
}

// fit gives the window its size, within the canvas, and centres it the
// first time it is shown.
func (w *PageWindow) fit() {
	c := w.canvas.Canvas.Size()
	s := w.size.Max(w.inner.MinSize())
	if c.Width > 0 && c.Height > 0 {
		s = s.Min(c)
	}
	w.inner.Resize(s)
	if !w.placed && c.Width > 0 {
		w.placed = true
		w.inner.Move(fyne.NewPos((c.Width-s.Width)/2, (c.Height-s.Height)/2))
	}
}

// CenterOnScreen centres the window on the main window's canvas.
func (w *PageWindow) CenterOnScreen() { w.placed = false }

// Show shows the window, over any other page window.
func (w *PageWindow) Show() {
	l := layerOf(w.canvas.Canvas)
	l.open(w)
	w.fit()
	w.inner.Show()
}

// RequestFocus brings the window to the front.
func (w *PageWindow) RequestFocus() { w.Show() }

// Hide takes the window away; Show brings it back.
func (w *PageWindow) Hide() {
	if l := layers[w.canvas.Canvas]; l != nil {
		l.shut(w)
	}
}

// Close takes the window away and then calls the function SetOnClosed
// gave, if any. The window may be shown again.
func (w *PageWindow) Close() {
	if !w.isOpen() {
		return
	}
	w.Hide()
	if w.onClosed != nil {
		w.onClosed()
	}
}

// SetCloseIntercept makes the close button call f instead of closing the
// window; f may then call Close.
func (w *PageWindow) SetCloseIntercept(f func()) { w.intercept = f }

// SetOnClosed sets what Close calls after the window is gone.
func (w *PageWindow) SetOnClosed(f func()) { w.onClosed = f }

func (w *PageWindow) isOpen() bool {
	l := layers[w.canvas.Canvas]
	return l != nil && slices.Contains(l.windows, w)
}

// layer holds the page windows open over one canvas, oldest first, in the
// one overlay they share.
type layer struct {
	canvas  fyne.Canvas
	multi   *container.MultipleWindows
	windows []*PageWindow
	// the canvas's own key and character handlers, kept while windows are open
	baseKey  func(*fyne.KeyEvent)
	baseRune func(rune)
}

// layers are the layers of the canvases that have page windows open.
// Fyne calls every widget from the one goroutine that draws.
var layers = map[fyne.Canvas]*layer{}

func layerOf(c fyne.Canvas) *layer {
	if l := layers[c]; l != nil {
		return l
	}
	l := &layer{canvas: c, multi: container.NewMultipleWindows()}
	layers[c] = l
	return l
}

// open adds w to the layer (or brings it to the top), puts the overlay
// on the canvas with the first window and gives the keys to w.
func (l *layer) open(w *PageWindow) {
	first := len(l.windows) == 0
	if first {
		l.baseKey, l.baseRune = l.canvas.OnTypedKey(), l.canvas.OnTypedRune()
	}
	for _, o := range l.windows {
		o.canvas.release()
	}
	l.windows = append(slices.DeleteFunc(l.windows, func(o *PageWindow) bool { return o == w }), w)
	l.multi.Windows = append(slices.DeleteFunc(l.multi.Windows, func(i *container.InnerWindow) bool { return i == w.inner }), w.inner)
	l.multi.Refresh()
	if first {
		l.multi.Resize(l.canvas.Size())
		l.canvas.Overlays().Add(l.multi)
	}
	w.canvas.take()
}

// shut removes w from the layer; the keys go to the window now on top,
// or back to the canvas's own handler, and the overlay goes with the
// last window.
func (l *layer) shut(w *PageWindow) {
	if !slices.Contains(l.windows, w) {
		return
	}
	w.canvas.release()
	l.windows = slices.DeleteFunc(l.windows, func(o *PageWindow) bool { return o == w })
	l.multi.Windows = slices.DeleteFunc(l.multi.Windows, func(i *container.InnerWindow) bool { return i == w.inner })
	l.multi.Refresh()
	if len(l.windows) > 0 {
		l.windows[len(l.windows)-1].canvas.take()
		return
	}
	l.canvas.Overlays().Remove(l.multi)
	l.canvas.SetOnTypedKey(l.baseKey)
	l.canvas.SetOnTypedRune(l.baseRune)
	delete(layers, l.canvas)
}

// pageCanvas is the main window's canvas as a page window sees it: its
// key and character handlers and its shortcuts are the page window's,
// set on the canvas while the window has the keys.
type pageCanvas struct {
	fyne.Canvas
	onKey     func(*fyne.KeyEvent)
	onRune    func(rune)
	shortcuts []pageShortcut
	holding   bool
}

type pageShortcut struct {
	s fyne.Shortcut
	f func(fyne.Shortcut)
}

func (c *pageCanvas) OnTypedKey() func(*fyne.KeyEvent) { return c.onKey }

func (c *pageCanvas) SetOnTypedKey(f func(*fyne.KeyEvent)) {
	c.onKey = f
	if c.holding {
		c.Canvas.SetOnTypedKey(f)
	}
}

func (c *pageCanvas) OnTypedRune() func(rune) { return c.onRune }

func (c *pageCanvas) SetOnTypedRune(f func(rune)) {
	c.onRune = f
	if c.holding {
		c.Canvas.SetOnTypedRune(f)
	}
}

// AddShortcut binds s for the page window. The main window's canvas must
// not bind the same shortcut: the page window's close removes it.
func (c *pageCanvas) AddShortcut(s fyne.Shortcut, f func(fyne.Shortcut)) {
	c.shortcuts = append(slices.DeleteFunc(c.shortcuts, func(p pageShortcut) bool {
		return p.s.ShortcutName() == s.ShortcutName()
	}), pageShortcut{s, f})
	if c.holding {
		c.Canvas.AddShortcut(s, f)
	}
}

func (c *pageCanvas) RemoveShortcut(s fyne.Shortcut) {
	c.shortcuts = slices.DeleteFunc(c.shortcuts, func(p pageShortcut) bool {
		return p.s.ShortcutName() == s.ShortcutName()
	})
	if c.holding {
		c.Canvas.RemoveShortcut(s)
	}
}

// take sets the window's handlers and shortcuts on the canvas; the
// canvas's own handlers stand where the window has none.
func (c *pageCanvas) take() {
	c.holding = true
	key, char := c.onKey, c.onRune
	if l := layers[c.Canvas]; l != nil {
		if key == nil {
			key = l.baseKey
		}
		if char == nil {
			char = l.baseRune
		}
	}
	c.Canvas.SetOnTypedKey(key)
	c.Canvas.SetOnTypedRune(char)
	for _, p := range c.shortcuts {
		c.Canvas.AddShortcut(p.s, p.f)
	}
}

// release takes the window's shortcuts off the canvas.
func (c *pageCanvas) release() {
	if !c.holding {
		return
	}
	c.holding = false
	for _, p := range c.shortcuts {
		c.Canvas.RemoveShortcut(p.s)
	}
}

// OpenPageWindows are the page windows open now, over any canvas.
func OpenPageWindows() []fyne.Window {
	var out []fyne.Window
	for _, l := range layers {
		for _, w := range l.windows {
			out = append(out, w)
		}
	}
	return out
}

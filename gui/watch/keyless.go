package watch

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// A table or grid of the watch view takes the keyboard when a row or a
// child is clicked, as Fyne's do; these hand every key on to the window,
// so that the arrows, the digits of You choose and Space still step the
// search after a click on the frontier or on a child.

// keylessTable is a table whose keys are the window's.
type keylessTable struct{ widget.Table }

func newKeylessTable(length func() (int, int), create func() fyne.CanvasObject, update func(widget.TableCellID, fyne.CanvasObject)) *keylessTable {
	t := &keylessTable{}
	t.Length, t.CreateCell, t.UpdateCell = length, create, update
	t.ShowHeaderRow, t.ShowHeaderColumn = true, true
	t.ExtendBaseWidget(t)
	return t
}

func (t *keylessTable) TypedKey(e *fyne.KeyEvent) { keyToWindow(t, e) }
func (t *keylessTable) TypedRune(r rune)          { runeToWindow(t, r) }

// keylessGrid is a grid whose keys are the window's.
type keylessGrid struct{ widget.GridWrap }

func newKeylessGrid(length func() int, create func() fyne.CanvasObject, update func(widget.GridWrapItemID, fyne.CanvasObject)) *keylessGrid {
	g := &keylessGrid{}
	g.Length, g.CreateItem, g.UpdateItem = length, create, update
	g.ExtendBaseWidget(g)
	return g
}

func (g *keylessGrid) TypedKey(e *fyne.KeyEvent) { keyToWindow(g, e) }
func (g *keylessGrid) TypedRune(r rune)          { runeToWindow(g, r) }

func keyToWindow(o fyne.CanvasObject, e *fyne.KeyEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && c.OnTypedKey() != nil {
		c.OnTypedKey()(e)
	}
}

func runeToWindow(o fyne.CanvasObject, r rune) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && c.OnTypedRune() != nil {
		c.OnTypedRune()(r)
	}
}

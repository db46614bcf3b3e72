package puzzletab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"frontier/gui/kit"
)

// overPanel lays the board over a panel of rows (the inspector's lines,
// the puzzle's own controls, the coach). The panel gets the height its
// rows need and the board the rest, as long as the board keeps its least
// size; past that the panel scrolls, showing two rows at least. In
// presentation mode on a 1024×768 projector the cube's net, its turns,
// the inspector's lines and the coach need more than the screen's height.
func overPanel(board fyne.CanvasObject, rows ...fyne.CanvasObject) fyne.CanvasObject {
	content := container.NewVBox(rows...)
	// The scroll's own least height is a sliver; the wrapper reports the
	// rows' whole height, so that a row showing or hiding lays the board
	// and the panel out again.
	panel := &fyne.Container{Layout: wholeHeight{content}, Objects: []fyne.CanvasObject{container.NewVScroll(content)}}
	return &fyne.Container{Layout: boardOverPanel{}, Objects: []fyne.CanvasObject{board, panel}}
}

// wholeHeight is a scroll's layout whose least size is its content's.
type wholeHeight struct{ content fyne.CanvasObject }

func (l wholeHeight) MinSize([]fyne.CanvasObject) fyne.Size { return l.content.MinSize() }

func (wholeHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
}

// boardOverPanel lays out overPanel's board and panel.
type boardOverPanel struct{}

// least is the panel's height at the least: two rows of buttons (each as
// tall as a line of text with its padding), or all of it when shorter.
func (boardOverPanel) least(want float32) float32 {
	return min(want, 2*kit.LinesHeight(1, fyne.TextStyle{}, "")+theme.Padding())
}

func (l boardOverPanel) MinSize(objs []fyne.CanvasObject) fyne.Size {
	b, p := objs[0].MinSize(), objs[1].MinSize()
	if p.Height <= 0 {
		return b
	}
	return fyne.NewSize(max(b.Width, p.Width), b.Height+theme.Padding()+l.least(p.Height))
}

func (l boardOverPanel) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	board, panel := objs[0], objs[1]
	want := panel.MinSize().Height
	h := float32(0)
	if want > 0 {
		room := size.Height - board.MinSize().Height - theme.Padding()
		h = min(want, max(room, l.least(want)))
	}
	board.Move(fyne.Position{})
	if h <= 0 {
		board.Resize(size)
		panel.Resize(fyne.NewSize(size.Width, 0))
		return
	}
	board.Resize(fyne.NewSize(size.Width, size.Height-h-theme.Padding()))
	panel.Move(fyne.NewPos(0, size.Height-h))
	panel.Resize(fyne.NewSize(size.Width, h))
}

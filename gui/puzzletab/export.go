package puzzletab

import "fyne.io/fyne/v2"

// ExportObject is the puzzle's picture of the position on show, for
// Export PNG: the board, the cube's net, the map.
func (t *Tab[P, S]) ExportObject() fyne.CanvasObject { return t.board }

package practicetab

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"
)

// NewTestTab makes the tab with a fixed generator, for the tests outside
// the package.
func NewTestTab(w fyne.Window) *Tab { return newTab(w, rand.New(rand.NewPCG(7, 7))) }

// Choose picks a kind of practice and a tree source as the menus do.
func (t *Tab) Choose(mode, source string) {
	t.modeSel.SetSelected(mode)
	t.sourceSel.SetSelected(source)
}

// ShowAnswer presses Show answer.
func (t *Tab) ShowAnswer() { t.reveal() }

// TreeHeight is the height the tree is drawn in.
func (t *Tab) TreeHeight() float32 { return t.view.Size().Height }

// SetDepth picks a random tree's depth as the menu does.
func (t *Tab) SetDepth(d int) { t.depthSel.SetSelectedIndex(d - 2) }

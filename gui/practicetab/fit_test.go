package practicetab_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"frontier/gui"
	"frontier/gui/kit/kittest"
	"frontier/gui/practicetab"
)

// shows is what of a desk the tab gets: a title bar of 30 pixels, the
// menu bar, and the row of the window's tabs take the top.
func shows(desk fyne.Size) fyne.Size {
	return fyne.NewSize(desk.Width, desk.Height-30-2*fyne.CurrentApp().Settings().Theme().Size("text"))
}

// TestFitsDesks lays the tab out on a 1024×768 and a 1280×800 screen, in
// presentation mode and not, in both kinds of practice and from both
// sources, with the answer shown (the longest explanation), and checks
// that the window needs no more room than the screen, that every control
// lies whole in view, and that the tree keeps close to half the height or more.
func TestFitsDesks(t *testing.T) {
	for _, desk := range []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(1280, 800)} {
		for _, presenting := range []bool{false, true} {
			a := test.NewTempApp(t)
			// The window applies presentation mode as its preferences keep it.
			a.Preferences().SetBool("presentation", presenting)
			gui.NewWindow(a).Close()
			w := test.NewTempWindow(t, nil)
			tab := practicetab.NewTestTab(w)
			w.SetContent(container.NewAppTabs(container.NewTabItem(tab.Title(), tab.Content())))
			size := shows(desk)
			w.Resize(size)
			for _, mode := range []string{"Alpha-beta", "Minimax"} {
				for _, source := range []string{"Random tree", "Letter game"} {
					what := fmt.Sprintf("%v×%v, presentation %v, %s, %s", desk.Width, desk.Height, presenting, mode, source)
					tab.Choose(mode, source)
					tab.ShowAnswer()
					w.Content().Refresh()
					if m := w.Content().MinSize(); m.Width > size.Width+0.5 || m.Height > size.Height+0.5 {
						t.Errorf("%s: the tab needs %v, more than %v", what, m, size)
					}
					controls := kittest.Controls(w.Content(), w.Canvas().Size())
					if len(controls) < 8 {
						t.Errorf("%s: only %d controls found", what, len(controls))
					}
					for _, c := range controls {
						if !c.Seen() {
							t.Errorf("%s: %T at %v size %v is not whole in view", what, c.Obj, c.At.Pos, c.Size())
						}
					}
					if h := tab.TreeHeight(); h < 0.45*size.Height {
						t.Errorf("%s: the tree has %v of %v", what, h, size.Height)
					}
				}
			}
		}
	}
}

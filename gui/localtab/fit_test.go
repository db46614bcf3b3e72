package localtab_test

import (
	"fmt"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"frontier/core/local"
	"frontier/gui"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/localtab"
)

// shows is what of a desk the tab gets: the title bar and the menu bar
// take the top.
func shows(desk fyne.Size) fyne.Size {
	return fyne.NewSize(desk.Width, desk.Height-kit.TitleBar-2*fyne.CurrentApp().Settings().Theme().Size("text"))
}

// TestFitsDesks lays the tab out on a 1024×768 and a 1280×800 screen, in
// presentation mode and not, after a run of each engine (each shows its
// own parameters) and with predict mode on, and checks that every control
// and the board lie whole inside the window, none scrolled away, and that
// no text is cut.
func TestFitsDesks(t *testing.T) {
	for _, desk := range []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(1280, 800)} {
		for _, presenting := range []bool{false, true} {
			a := test.NewTempApp(t)
			old := kit.Desk()
			kit.SetDesk(image.Rect(0, 0, int(desk.Width), int(desk.Height)))
			// The window applies presentation mode, at the scale this desk
			// gets, as its preferences keep it.
			a.Preferences().SetBool("presentation", presenting)
			gui.NewWindow(a).Close()
			w := test.NewTempWindow(t, nil)
			tab := localtab.NewTestTab(w)
			w.SetContent(container.NewAppTabs(container.NewTabItem(tab.Title(), tab.Content())))
			w.Resize(shows(desk))
			for _, e := range local.Engines {
				for _, predict := range []bool{false, true} {
					tab.Choose(localtab.ProblemQueens, e)
					tab.SetPredict(predict)
					tab.Solve()
					kittest.Wait(t, tab.Done(), "the run")
					tab.StepOn()
					what := fmt.Sprintf("%v×%v, presentation %v, %s, predict %v", desk.Width, desk.Height, presenting, e, predict)
					w.Content().Refresh()
					if m, s := tab.Content().MinSize(), shows(desk); m.Width > s.Width || m.Height > s.Height {
						t.Errorf("%s: the tab needs %v, more than the %v the window has", what, m, s)
					}
					placed := kittest.Controls(w.Content(), w.Canvas().Size())
					if len(placed) < 10 {
						t.Fatalf("%s: only %d controls on show", what, len(placed))
					}
					for _, p := range placed {
						if !p.At.Inside(p.View) || p.Size().Height < 1 {
							t.Errorf("%s: %T at %v size %v is not in view %v", what, p.Obj, p.At.Pos, p.Size(), p.View)
						}
					}
					if p, ok := kittest.Find(w.Content(), w.Canvas().Size(), tab.Board()); !ok || !p.At.Inside(p.View) || p.Size().Height < 8*14 {
						t.Errorf("%s: the board at %v size %v is not whole in view", what, p.At.Pos, p.Size())
					}
					for _, bad := range kittest.Cut(w.Content(), w.Canvas().Size()) {
						t.Errorf("%s: %s", what, bad)
					}
				}
			}
			kit.SetDesk(image.Rect(0, 0, int(old.Width), int(old.Height)))
		}
	}
}

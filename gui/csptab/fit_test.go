package csptab_test

import (
	"fmt"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"frontier/gui"
	"frontier/gui/csptab"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// shows is what of a desk the tab gets: the title bar and the menu bar
// take the top.
func shows(desk fyne.Size) fyne.Size {
	return fyne.NewSize(desk.Width, desk.Height-kit.TitleBar-2*fyne.CurrentApp().Settings().Theme().Size("text"))
}

// TestFitsDesks lays the tab out on a 1024×768 and a 1280×800 screen, in
// presentation mode and not, and checks that every control — the menus,
// Run, Cancel, Predict, the stepper's buttons and slider, the lists and
// predict mode's value buttons on a Sudoku revision, nine of them — lies
// whole inside the window and in view, that the window needs no more
// room than the screen leaves it, and that no text is cut.
func TestFitsDesks(t *testing.T) {
	for _, desk := range []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(1280, 800)} {
		for _, presenting := range []bool{false, true} {
			what := fmt.Sprintf("%v×%v, presentation %v", desk.Width, desk.Height, presenting)
			a := test.NewTempApp(t)
			a.Preferences().SetBool("presentation", presenting)
			kit.SetDesk(kitRect(desk))
			gui.NewWindow(a).Close() // the window applies presentation mode's theme
			w := test.NewTempWindow(t, nil)
			tab := csptab.New()
			w.SetContent(container.NewAppTabs(container.NewTabItem(tab.Title(), tab.Content())))
			size := shows(desk)
			w.Resize(size)
			check := func(when string, least int) {
				w.Resize(size)
				w.Content().Refresh()
				if m := w.Content().MinSize(); m.Width > size.Width+0.5 || m.Height > size.Height+0.5 {
					t.Errorf("%s, %s: the tab needs %v, more than %v", what, when, m, size)
				}
				controls := kittest.Controls(w.Content(), w.Canvas().Size())
				if len(controls) < least {
					t.Errorf("%s, %s: %d controls found, want %d", what, when, len(controls), least)
				}
				for _, c := range controls {
					in := c.At.Pos.X >= -0.5 && c.At.Pos.Y >= -0.5 &&
						c.At.Pos.X+c.Size().Width <= size.Width+0.5 && c.At.Pos.Y+c.Size().Height <= size.Height+0.5
					if !c.Seen() || !in || c.Size().Width < 1 || c.Size().Height < 1 {
						t.Errorf("%s, %s: %T at %v size %v is not whole in view %v of the window %v", what, when, c.Obj, c.At.Pos, c.Size(), c.View, size)
					}
				}
				for _, bad := range kittest.Cut(w.Content(), w.Canvas().Size()) {
					t.Errorf("%s, %s: %s", what, when, bad)
				}
			}
			// The menus (5), Run, Cancel, Predict, the stepper's four buttons
			// and its slider, the two lists and the drawing.
			check("Australia", 15)
			csptab.Choose(t, tab, "Australia, 3 colours", "backtracking", "MRV then degree", "LCV", "forward checking")
			tab.StepTo(6)
			check("backtracking, step 6", 15)
			csptab.Choose(t, tab, "Sudoku easy", "AC-3", "", "", "")
			tab.StepTo(3)
			check("AC-3 on the Sudoku", 15)
			test.Tap(tab.PredictSwitch())
			csptab.StepToRevision(t, tab)
			check("predicting a revision", 15+10)
			test.Tap(tab.PredictSwitch())
		}
	}
}

func kitRect(d fyne.Size) image.Rectangle { return image.Rect(0, 0, int(d.Width), int(d.Height)) }

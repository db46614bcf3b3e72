package letterstab_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"frontier/gui"
	"frontier/gui/kit/kittest"
	"frontier/gui/letterstab"
)

// shows is what of a desk the tab gets: a title bar of 30 pixels and the
// menu bar take the top.
func shows(desk fyne.Size) fyne.Size {
	return fyne.NewSize(desk.Width, desk.Height-30-2*fyne.CurrentApp().Settings().Theme().Size("text"))
}

// TestFitsDesks lays the tab out on a 1024×768 and a 1280×800 screen, in
// presentation mode and not, and checks that on every page the board,
// its messages and the page's controls and texts lie whole in view, none
// off the window or scrolled away (the computer's report too, once it has
// played, when it is longest), and that both trees show several rows.
func TestFitsDesks(t *testing.T) {
	for _, desk := range []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(1280, 800)} {
		for _, presenting := range []bool{false, true} {
			a := test.NewTempApp(t)
			gui.SetPresentation(a, presenting)
			w := test.NewTempWindow(t, nil)
			tab, recorded := letterstab.NewTestTab(w)
			w.SetContent(container.NewAppTabs(container.NewTabItem(tab.Title(), tab.Content())))
			size := shows(desk)
			w.Resize(size)
			what := fmt.Sprintf("%v×%v, presentation %v", desk.Width, desk.Height, presenting)
			check := func(page int, objs []fyne.CanvasObject) {
				w.Content().Refresh()
				for _, o := range objs {
					p, ok := kittest.Find(w.Content(), w.Canvas().Size(), o)
					if !ok || !p.At.Inside(p.View) || p.Size().Height < 1 {
						t.Errorf("%s, page %q: %T at %v size %v is not in view %v",
							what, tab.Pages().Items[page].Text, o, p.At.Pos, p.Size(), p.View)
					}
				}
			}
			for page, objs := range tab.MustSee() {
				tab.Pages().SelectIndex(page)
				if page == letterstab.StepsPage {
					<-recorded // the page searches the opening in the background
				}
				check(page, objs)
			}
			tab.Pages().SelectIndex(0)
			tab.PlayAndWait(t)
			check(0, tab.MustSee()[0])
			// Four rows at least, three and a half on the smaller screen in
			// presentation mode, where the Alpha-beta page also keeps its
			// buttons, its summary and three lines of the step's words.
			want := float32(4)
			if presenting && desk.Height < 800 {
				want = 3.5
			}
			for i, tree := range tab.Trees() {
				tab.Pages().SelectIndex(2 + i)
				if 2+i == letterstab.StepsPage {
					<-recorded // the page searches the new position
				}
				w.Content().Refresh()
				if rows := tree.Size().Height / tab.TreeRowHeight(); rows < want {
					t.Errorf("%s: tree %d shows %.1f rows, want %.1f", what, i, rows, want)
				}
			}
		}
	}
}

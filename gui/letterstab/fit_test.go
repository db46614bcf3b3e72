package letterstab_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"frontier/gui"
	"frontier/gui/letterstab"
)

// TestFitsPresentation lays the tab out in a 1280×800 window in
// presentation mode, as a projector shows it, and checks that on every
// page the board and the page's controls lie whole inside the window
// (the menu bar takes the top 50 pixels), so nothing is off-screen or
// scrolled away, and that both trees show several rows.
func TestFitsPresentation(t *testing.T) {
	for _, presenting := range []bool{false, true} {
		a := test.NewTempApp(t)
		// The window applies presentation mode as its preferences keep it.
		a.Preferences().SetBool("presentation", presenting)
		gui.NewWindow(a).Close()
		w := test.NewTempWindow(t, nil)
		tab := letterstab.NewTestTab(w)
		w.SetContent(container.NewAppTabs(container.NewTabItem(tab.Title(), tab.Content())))
		visible := fyne.NewSize(1280, 800-50)
		w.Resize(visible)
		d := fyne.CurrentApp().Driver()
		for page, objs := range tab.MustSee() {
			tab.Pages().SelectIndex(page)
			if page == letterstab.StepsPage {
				<-tab.Recorded() // the page searches the opening in the background
			}
			w.Content().Refresh()
			for _, o := range objs {
				p, s := d.AbsolutePositionForObject(o), o.Size()
				if !o.Visible() || p.X < 0 || p.Y < 0 || p.X+s.Width > visible.Width+0.5 || p.Y+s.Height > visible.Height+0.5 || s.Height < 1 {
					t.Errorf("presentation %v, page %q: %T at %v size %v is not inside %v",
						presenting, tab.Pages().Items[page].Text, o, p, s, visible)
				}
			}
		}
		rowHeight := 2 * fyne.CurrentApp().Settings().Theme().Size("text")
		for i, tree := range tab.Trees() {
			tab.Pages().SelectIndex(2 + i)
			if h := tree.Size().Height; h < 4*rowHeight {
				t.Errorf("presentation %v: tree %d is %v high, under four rows", presenting, i, h)
			}
		}
	}
}

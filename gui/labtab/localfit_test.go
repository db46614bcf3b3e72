package labtab

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// scaled is the default theme with its text and widgets scale times as
// large, as presentation mode makes them: 1.3 on a screen narrower than
// 1,200 pixels, 1.45 on a wider one.
type scaled struct {
	fyne.Theme
	scale float32
}

func (t scaled) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.scale }

// TestLocalKindFits: at 1024×768 and 1280×800, presentation mode on and
// off, the Lab with the Local search kind chosen and its result shown,
// on the table's page and on the plot's, has every control whole and in
// the window, and no text cut. The window's content gets what the
// screen leaves under the window manager's title bar and the menu bar.
func TestLocalKindFits(t *testing.T) {
	for _, desk := range []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(1280, 800)} {
		for _, presenting := range []bool{false, true} {
			t.Run(fmt.Sprintf("%v×%v presentation %v", desk.Width, desk.Height, presenting), func(t *testing.T) {
				a := test.NewTempApp(t)
				scale := float32(1)
				if presenting {
					scale = 1.45
					if desk.Width < 1200 {
						scale = 1.3
					}
				}
				a.Settings().SetTheme(scaled{theme.DefaultTheme(), scale})
				w := test.NewTempWindow(t, widget.NewLabel(""))
				tab := New(w, a.Preferences())
				w.SetContent(tab.Content())
				menuBar := 2 * theme.TextSize()
				size := fyne.NewSize(desk.Width, desk.Height-kit.TitleBar-menuBar)
				w.Resize(size)
				smallLocal(tab, []string{steepest, sideways}, "100", "annealing:temperature=5", 200, 1)
				run(t, tab)
				for page, name := range []string{"Table", "Plot"} {
					tab.results.pages.SelectIndex(page)
					w.Resize(size)
					w.Content().Refresh()
					if m := w.Content().MinSize(); m.Width > size.Width+0.5 || m.Height > size.Height+0.5 {
						t.Errorf("%s: the tab needs %v, more than %v", name, m, size)
					}
					controls := kittest.Controls(w.Content(), w.Canvas().Size())
					if len(controls) < 12 {
						t.Errorf("%s: only %d controls found", name, len(controls))
					}
					for _, c := range controls {
						if !c.Seen() {
							t.Errorf("%s: %T at %v size %v is not in view %v", name, c.Obj, c.At.Pos, c.Size(), c.View)
						}
					}
					for _, bad := range kittest.Cut(w.Content(), w.Canvas().Size()) {
						t.Errorf("%s: %s", name, bad)
					}
				}
				// The local inputs are among the controls on show.
				f := tab.form
				for _, o := range []fyne.CanvasObject{f.localProblemSel, f.queensN, f.localEngines.button, f.sideways, f.localMore, f.starts, f.seed} {
					p, ok := kittest.Find(w.Content(), w.Canvas().Size(), o)
					if !ok || !p.Seen() {
						t.Errorf("%T is hidden or out of view (%v at %v)", o, ok, p.At)
					}
				}
				if p, ok := kittest.Find(w.Content(), w.Canvas().Size(), tab.results.plot.raster); !ok || p.Size().Width < 300 || p.Size().Height < 200 {
					t.Errorf("the plot is %v, hidden %v", p.Size(), !ok)
				}
			})
		}
	}
}

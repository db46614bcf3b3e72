package practicetab_test

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"frontier/gui"
	"frontier/gui/practicetab"
)

// TestShots saves the tab as PNGs under $PRACTICE_SHOTS, when it is set,
// for a person to look at, on both screens, in presentation mode and
// not, in both kinds of practice, with the answer shown; it checks only
// that every picture has the window's size.
func TestShots(t *testing.T) {
	dir := os.Getenv("PRACTICE_SHOTS")
	if dir == "" {
		t.Skip("PRACTICE_SHOTS names no folder")
	}
	for _, desk := range []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(1280, 800)} {
		for _, presenting := range []bool{false, true} {
			a := test.NewTempApp(t)
			a.Preferences().SetBool("presentation", presenting)
			gui.NewWindow(a).Close()
			w := test.NewTempWindow(t, nil)
			tab := practicetab.NewTestTab(w)
			w.SetContent(container.NewAppTabs(container.NewTabItem(tab.Title(), tab.Content())))
			w.Resize(shows(desk))
			for _, mode := range []string{"Alpha-beta", "Minimax"} {
				for _, source := range []string{"Random tree", "Letter game"} {
					tab.Choose(mode, source)
					tab.SetDepth(4)
					tab.ShowAnswer()
					name := fmt.Sprintf("%vx%v-pres%v-%s-%s", desk.Width, desk.Height, presenting, mode, source[:6])
					img := w.Canvas().Capture()
					if img.Bounds().Dx() < int(desk.Width)-1 {
						t.Errorf("%s: the picture is %v wide", name, img.Bounds().Dx())
					}
					f, err := os.Create(filepath.Join(dir, name+".png"))
					if err != nil {
						t.Fatal(err)
					}
					if err := png.Encode(f, img); err != nil {
						t.Fatal(err)
					}
					f.Close()
				}
			}
		}
	}
}

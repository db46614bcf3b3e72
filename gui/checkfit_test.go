package gui

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/slidingtab"
)

// TestCheckSolverReportFits: in presentation mode on a 1024×768 and a
// 1280×800 projector, Check a solver's window at the size it opens at
// cuts no text, its report of a test that parts from the engine keeps
// every row of its listing of the frontier on one line (a row wrapped in
// its columns read "6 / 12 ← the engine's next" as a row of its own),
// and the test's search in the watch window, at the step where the two
// part, fits the screen with the program's expansions clear of the
// frontier and no text cut.
func TestCheckSolverReportFits(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed (make test installs it)")
	}
	program, _ := filepath.Abs("../docs/examples/astar_greedy.py")
	for _, d := range desks {
		what := fmt.Sprintf("%v×%v", d.Width, d.Height)
		a, w, tabs := onDesk(t, d, true)
		room := fyne.NewSize(d.Width, d.Height-kit.TitleBar)
		tab := tabs[0].(*slidingtab.Tab)
		tab.StateBox.SetText("0,1,5,6,2,8,4,3,7")
		tab.StateBox.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		tab.EngineMenu.SetSelected("A*")
		tab.CheckSolver()
		cw := tab.Checker()
		win := test.NewTempWindow(t, cw.Content())
		win.Resize(fyne.NewSize(900, min(740, room.Height)))
		cw.Command.SetText("python3 " + program)
		cw.Tests.SetText("1")
		test.Tap(cw.CheckBtn)
		kittest.Wait(t, cw.Done(), "the check")
		win.Content().Refresh()
		for _, bad := range kittest.Cut(win.Content(), win.Canvas().Size()) {
			t.Errorf("%s, Check a solver: %s", what, bad)
		}
		th := a.Settings().Theme()
		rows := 0
		for _, line := range strings.Split(cw.Report.Text, "\n") {
			if !strings.HasPrefix(line, "      ") {
				continue
			}
			rows++
			space := cw.Report.Size().Width - 2*th.Size("innerPadding")
			if n := fyne.MeasureText(line, th.Size("text"), fyne.TextStyle{Monospace: true}).Width; n > space+0.5 {
				t.Errorf("%s: the report's row %q is %.0f wide, wrapped in the report's %.0f", what, strings.TrimSpace(line), n, space)
			}
		}
		if rows < 3 {
			t.Fatalf("%s: the report lists no frontier:\n%s", what, cw.Report.Text)
		}
		test.Tap(cw.WatchBtn)
		ww := tab.WatchWindow()
		v := ww.View
		kittest.Wait(t, v.Done(), "the recording")
		wf := ww.Fyne()
		wf.Resize(room)
		v.Stepper.Show(12)
		wf.Content().Refresh()
		if m := wf.Content().MinSize(); m.Width > room.Width+0.5 || m.Height > room.Height+0.5 {
			t.Errorf("%s: the watch window needs %v, more than the screen's %v", what, m, room)
		}
		for _, bad := range kittest.Cut(wf.Content(), room) {
			t.Errorf("%s, the watch window at the divergence: %s", what, bad)
		}
		var table, list fyne.CanvasObject
		kittest.Each(wf.Content(), func(o fyne.CanvasObject) {
			if !o.Visible() {
				return
			}
			switch o.(type) {
			case *widget.List:
				list = o
			case interface{ SetColumnWidth(int, float32) }: // a table, or one the view embeds
				if table == nil {
					table = o
				}
			}
		})
		if table == nil || list == nil {
			t.Fatalf("%s: no frontier or no program's expansions on show", what)
		}
		dr := a.Driver()
		tp, lp := dr.AbsolutePositionForObject(table), dr.AbsolutePositionForObject(list)
		if tp.Y+table.Size().Height > lp.Y+0.5 && lp.Y+list.Size().Height > tp.Y+0.5 && tp.X < lp.X+list.Size().Width && lp.X < tp.X+table.Size().Width {
			t.Errorf("%s: the frontier at %v %v and the program's expansions at %v %v overlap", what, tp, table.Size(), lp, list.Size())
		}
		wf.Close()
		w.Close()
	}
}

package puzzletab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// buildInspector makes the puzzle's heuristic inspector for the board and
// the "Inspect h" switch above it.
func (t *Tab[P, S]) buildInspector() {
	if t.pz.Board.Inspector == nil {
		return
	}
	t.Inspector = t.pz.Board.Inspector(t.board)
	t.InspectSwitch = newSwitch(t.prefs, t.keys.inspect, t.Inspector, t.inspectShown)
}

// inspectShown hands the position on the board and the heuristic chosen
// to the inspector, which follows them as the position is edited,
// scrambled or stepped along a path.
func (t *Tab[P, S]) inspectShown() {
	if t.Inspector != nil && t.HeuristicMenu != nil {
		t.Inspector.Show(t.kind, t.chosen().ID, t.shown)
	}
}

// newSwitch makes an "Inspect h" check box, kept in prefs under key: it
// switches in on and off (on at once if prefs say so), then calls shown,
// which hands in the position on show.
func newSwitch(prefs fyne.Preferences, key string, in interface{ SetActive(bool) }, shown func()) *widget.Check {
	var c *widget.Check
	c = widget.NewCheck("Inspect h", func(on bool) {
		kit.ReleaseFocus(c)
		prefs.SetBool(key, on)
		in.SetActive(on)
		shown()
	})
	c.Checked = prefs.Bool(key)
	in.SetActive(c.Checked)
	return c
}

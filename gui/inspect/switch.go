package inspect

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// NewSwitch makes a tab's "Inspect h" check box, kept in prefs under key:
// it switches in on and off (on at once if prefs say so), then calls
// shown, which hands in the state on show.
func NewSwitch(prefs fyne.Preferences, key string, in interface{ SetActive(bool) }, shown func()) *widget.Check {
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

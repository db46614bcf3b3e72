package labtab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// checklist is a group of check boxes laid out in two columns, which keeps
// a dozen engines from making the form taller than the window.
type checklist struct {
	box       *fyne.Container
	checks    []*widget.Check
	OnChanged func()
}

func newChecklist(changed func()) *checklist {
	return &checklist{box: container.NewGridWithColumns(2), OnChanged: changed}
}

// SetOptions replaces the boxes with options, ticking those in ticked.
func (c *checklist) SetOptions(options, ticked []string) {
	on := map[string]bool{}
	for _, s := range ticked {
		on[s] = true
	}
	c.box.RemoveAll()
	c.checks = c.checks[:0]
	for _, o := range options {
		ch := widget.NewCheck(o, nil)
		ch.Checked = on[o]
		ch.OnChanged = func(bool) {
			if c.OnChanged != nil {
				c.OnChanged()
			}
		}
		c.checks = append(c.checks, ch)
		c.box.Add(ch)
	}
	c.box.Refresh()
}

// Selected lists the ticked options in the order shown.
func (c *checklist) Selected() []string {
	var out []string
	for _, ch := range c.checks {
		if ch.Checked {
			out = append(out, ch.Text)
		}
	}
	return out
}

// SetChecked ticks or clears the option named text, as a click would.
func (c *checklist) SetChecked(text string, on bool) {
	for _, ch := range c.checks {
		if ch.Text == text {
			ch.SetChecked(on)
		}
	}
}

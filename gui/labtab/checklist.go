package labtab

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// checklist is the engines to compare: check boxes in two columns, on a
// pop-up opened by a button, beside a line that lists the ticked ones, so
// that a dozen engines never make the form taller or wider than the
// window. The boxes are made
// once, as many as the longest list of engines of any puzzle; a puzzle
// shows the ones it needs and hides the rest, and nothing is ever taken
// out of the window or put back.
type checklist struct {
	button    *widget.Button // opens the pop-up
	summary   *widget.Label  // the ticked engines, cut short when long
	box       *fyne.Container
	checks    []*widget.Check // the boxes in use, in order
	pool      []*widget.Check
	popup     *widget.PopUp
	OnChanged func()
}

func newChecklist(size int, changed func()) *checklist {
	c := &checklist{box: container.NewGridWithColumns(2), OnChanged: changed}
	for range size {
		ch := widget.NewCheck("", func(bool) {
			c.summarize()
			if c.OnChanged != nil {
				c.OnChanged()
			}
		})
		ch.Hide()
		c.pool = append(c.pool, ch)
		c.box.Add(ch)
	}
	c.button = widget.NewButtonWithIcon("Choose", theme.MenuDropDownIcon(), c.open)
	c.button.IconPlacement = widget.ButtonIconTrailingText
	c.summary = widget.NewLabel("")
	return c
}

// content is the summary and the button; the summary takes more lines
// where it needs them rather than end in an ellipsis.
func (c *checklist) content() fyne.CanvasObject {
	return container.NewBorder(nil, nil, nil, c.button, kit.FitLines(1, c.summary))
}

// stacked is the summary over the button, for a column too narrow to
// keep the summary's words whole beside it.
func (c *checklist) stacked() fyne.CanvasObject {
	return container.NewVBox(kit.FitLines(1, c.summary), container.NewHBox(c.button))
}

// SetOptions shows a box for each of options, ticking those in ticked;
// the boxes beyond are hidden.
func (c *checklist) SetOptions(options, ticked []string) {
	on := map[string]bool{}
	for _, s := range ticked {
		on[s] = true
	}
	if len(options) > len(c.pool) {
		panic("labtab: more engines than check boxes")
	}
	c.checks = c.pool[:len(options)]
	for i, ch := range c.pool {
		if i >= len(options) {
			ch.Hide()
			continue
		}
		ch.Text, ch.Checked = options[i], on[options[i]]
		ch.Show()
		ch.Refresh()
	}
	c.summarize()
}

// summarize lists the ticked engines beside the button.
func (c *checklist) summarize() {
	ticked := c.Selected()
	text := strings.Join(ticked, ", ")
	if len(ticked) == 0 {
		text = "none ticked"
	}
	c.summary.SetText(text)
}

// open shows the boxes under the button; a tap outside closes them.
func (c *checklist) open() {
	cv := fyne.CurrentApp().Driver().CanvasForObject(c.button)
	if cv == nil {
		return
	}
	if c.popup == nil {
		done := widget.NewButton("Done", func() { c.popup.Hide() })
		c.popup = widget.NewPopUp(container.NewBorder(kit.Heading("Engines to compare"), container.NewCenter(done),
			nil, nil, c.box), cv)
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(c.button)
	c.popup.ShowAtPosition(at.AddXY(0, c.button.Size().Height))
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

// setChecked ticks or clears the option named text, as a click would.
func (c *checklist) setChecked(text string, on bool) {
	for _, ch := range c.checks {
		if ch.Text == text {
			ch.SetChecked(on)
		}
	}
}

package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
)

// Limits are a puzzle tab's search limits: the beam width k, the node
// limit and the explicit choice of none, with the error line under them.
// An error shows when Solve reads bad boxes and goes as soon as they are
// fixed.
type Limits struct {
	Beam     *Entry
	MaxNodes *Entry
	NoLimit  *widget.Check
	Err      *widget.Label
	// OnChanged is called after the user changes any of them.
	OnChanged func()
}

// NewLimits builds the boxes, empty.
func NewLimits() *Limits {
	l := &Limits{Beam: NewEntry("100"), MaxNodes: NewEntry("2,000,000"), Err: ErrorLabel()}
	l.NoLimit = widget.NewCheck("No limit", func(on bool) {
		if on {
			l.MaxNodes.Disable()
		} else {
			l.MaxNodes.Enable()
		}
		ReleaseFocus(l.NoLimit)
		l.changed()
	})
	l.Beam.OnChanged = func(string) { l.changed() }
	l.MaxNodes.OnChanged = func(string) { l.changed() }
	return l
}

func (l *Limits) changed() {
	if l.Err.Visible() {
		l.check()
	}
	if l.OnChanged != nil {
		l.OnChanged()
	}
}

// SetBeamUsed enables the beam-width box for beam search only.
func (l *Limits) SetBeamUsed(on bool) {
	if on {
		l.Beam.Enable()
	} else {
		l.Beam.Disable()
	}
	if l.Err.Visible() {
		l.check()
	}
}

// check reads the boxes and shows or clears the error line.
func (l *Limits) check() (search.Options, bool) {
	beam := l.Beam.Text
	if l.Beam.Disabled() {
		beam = "1" // not used; an old bad value must not block other engines
	}
	o, err := SearchOptions(l.MaxNodes.Text, beam, l.NoLimit.Checked)
	if err != nil {
		SetError(l.Err, err.Error())
		return o, false
	}
	SetError(l.Err, "")
	return o, true
}

// Options reads the limits for a search; on bad boxes it shows why and
// reports false.
func (l *Limits) Options() (search.Options, bool) { return l.check() }

// Items are the form rows: Beam width k, and Max nodes with No limit.
func (l *Limits) Items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem("Beam width", l.Beam),
		widget.NewFormItem("Max nodes", container.NewBorder(nil, nil, nil, l.NoLimit, l.MaxNodes)),
	}
}

// LimitKeys are the preference keys of a tab's limits.
type LimitKeys struct{ Beam, MaxNodes, NoLimit string }

// Restore sets the limits from the preferences. An empty or 0 node limit
// kept there means none: it reads as the No limit box ticked.
func (l *Limits) Restore(p fyne.Preferences, k LimitKeys, defaultNodes string) {
	l.Beam.SetText(p.StringWithFallback(k.Beam, "100"))
	nodes := p.StringWithFallback(k.MaxNodes, defaultNodes)
	none := p.BoolWithFallback(k.NoLimit, false)
	if n := strings.TrimSpace(nodes); n == "" || n == "0" {
		nodes, none = defaultNodes, true
	}
	l.MaxNodes.SetText(nodes)
	l.NoLimit.SetChecked(none)
}

// Save writes the limits to the preferences.
func (l *Limits) Save(p fyne.Preferences, k LimitKeys) {
	p.SetString(k.Beam, l.Beam.Text)
	p.SetString(k.MaxNodes, l.MaxNodes.Text)
	p.SetBool(k.NoLimit, l.NoLimit.Checked)
}

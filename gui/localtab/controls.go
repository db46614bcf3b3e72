package localtab

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/local"
	"frontier/gui/kit"
)

// paramField is the input of one engine parameter, made from the
// parameters' table: a menu for a parameter of a few words
// ("exponential|linear"), a switch for a switch, else a text box whose
// placeholder is the default the table gives. It is shown for the
// engines that read it.
type paramField struct {
	p     local.Param
	row   fyne.CanvasObject
	entry *kit.Entry
	menu  *kit.Select
	check *widget.Check
}

func newParamField(p local.Param) *paramField {
	f := &paramField{p: p}
	name := p.Name
	if p.Arg != "" && !strings.Contains(p.Arg, "|") {
		name += " " + p.Arg
	}
	switch {
	case p.Switch():
		f.check = widget.NewCheck(p.Name, nil)
		f.row = f.check
		return f
	case strings.Contains(p.Arg, "|"):
		words := strings.Split(p.Arg, "|")
		f.menu = kit.NewSelect(words, func() {})
		f.menu.Selected = words[0]
		f.row = container.NewGridWithColumns(2, widget.NewLabel(name), f.menu)
	default:
		f.entry = kit.NewEntry(defaultOf(p.Help))
		f.row = container.NewGridWithColumns(2, widget.NewLabel(name), f.entry)
	}
	return f
}

// defaultOf is the default a parameter's help gives: "(default 100)",
// "(default 0.002; linear: …)" give "100" and "0.002".
func defaultOf(help string) string {
	i := strings.Index(help, "default ")
	if i < 0 {
		return ""
	}
	rest := help[i+len("default "):]
	if j := strings.IndexAny(rest, ";)"); j >= 0 {
		rest = rest[:j]
	}
	return strings.TrimSpace(rest)
}

// text is the value typed or chosen; "" leaves the engine's default.
func (f *paramField) text() string {
	switch {
	case f.check != nil:
		if f.check.Checked {
			return "true"
		}
		return ""
	case f.menu != nil:
		return f.menu.Selected
	}
	return strings.TrimSpace(f.entry.Text)
}

// set fills the input, for a test or a lesson's figure.
func (f *paramField) set(text string) {
	switch {
	case f.check != nil:
		f.check.SetChecked(text != "")
	case f.menu != nil:
		f.menu.SetSelected(text)
	default:
		f.entry.SetText(text)
	}
}

// options reads the seed and the parameters engine e takes.
func options(e local.Engine, seedText string, fields []*paramField) (local.Options, error) {
	var opts local.Options
	seed, err := strconv.ParseUint(strings.TrimSpace(seedText), 10, 64)
	if err != nil {
		return opts, fmt.Errorf("the seed is a whole number from 0, not %q", seedText)
	}
	opts.Seed = seed
	for _, f := range fields {
		if text := f.text(); text != "" && e.Takes(f.p.Name) {
			if err := f.p.Set(&opts, e, text); err != nil {
				return opts, err
			}
		}
	}
	return opts, nil
}

package labtab

import (
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/lab"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// optionInput is the form's input for one option of the catalogue's
// puzzles that the puzzle menu leaves free (see freeOptions): a switch, or
// a box for any other value, with its name, which turns red when the
// puzzle refuses the value. It is made once and shown, enabled, only for
// the puzzles that take the option.
type optionInput struct {
	opt   puzzles.Option
	check *widget.Check // a switch
	entry *kit.Entry    // any other value; empty is the puzzle's default
	input fyne.CanvasObject
	err   *fieldError
}

// freeOptions lists, one per name, the options some puzzle takes that
// none of its menu entries sets: the sliding puzzle's diagonal switch and
// goal, not its width, which the menu's entries choose.
func freeOptions() []puzzles.Option {
	var out []puzzles.Option
	for _, o := range puzzles.AllOptions() {
		for _, p := range puzzles.Takers(o.Name) {
			if isFree(p, o.Name) {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// isFree reports whether p takes option name and no variant of p sets it.
func isFree(p puzzles.Entry, name string) bool {
	if _, ok := p.Option(name); !ok {
		return false
	}
	for _, v := range p.Variants {
		if _, set := v.Settings.Get(name); set {
			return false
		}
	}
	return true
}

// newOptionInputs makes an input for each free option; switched is called
// when a switch turns, edited when a box is typed in.
func newOptionInputs(switched, edited func()) []*optionInput {
	var out []*optionInput
	for _, o := range freeOptions() {
		name := kit.NewTipLabel(o.Title(), optionTip(o))
		in := &optionInput{opt: o, err: newFieldError(name)}
		if o.Type == puzzles.BoolOption {
			// The name is a label of its own, not the switch's text, so
			// that it can turn red and tell why in its tip.
			check := widget.NewCheck("", nil)
			check.OnChanged = func(bool) { kit.ReleaseFocus(check); switched() }
			in.check, in.input = check, container.NewHBox(check, name)
		} else {
			in.entry = kit.NewEntry(o.Default)
			in.entry.OnChanged = func(string) { edited() }
			in.input = container.NewBorder(nil, nil, name, nil, in.entry)
		}
		out = append(out, in)
	}
	return out
}

// optionsRow is the form's row of the option inputs, two to a line.
func (f *form) optionsRow() formRow {
	grid := container.NewGridWithColumns(2)
	f.optionGrid = grid
	var tips []string
	for _, in := range f.options {
		grid.Add(in.input)
		tips = append(tips, in.opt.Title()+": "+optionTip(in.opt))
	}
	return row("Options", strings.Join(tips, "\n"), grid)
}

// optionTip is the option's help, with the puzzles that take it.
func optionTip(o puzzles.Option) string {
	var titles []string
	for _, p := range puzzles.Takers(o.Name) {
		titles = append(titles, p.Title)
	}
	return o.Help + " (" + strings.Join(titles, ", ") + ")"
}

// option is the input of the option called name, or nil.
func (f *form) option(name string) *optionInput {
	for _, in := range f.options {
		if in.opt.Name == name {
			return in
		}
	}
	return nil
}

// showOptions shows and enables the inputs of the options the chosen
// puzzle leaves free, and hides and disables the others; the row shows
// when one of them does.
func (f *form) showOptions() {
	po := puzzleNamed(f.puzzle.Selected)
	f.optionRow.setVisible(len(po.free) > 0 && len(f.options) > 0 && kindOf(f.kind.Selected) != lab.KindLocal)
	for _, in := range f.options {
		on := slices.Contains(po.free, in.opt.Name)
		if on {
			in.input.Show()
		} else {
			in.input.Hide()
			in.err.set("")
		}
		switch {
		case in.check != nil && on:
			in.check.Enable()
		case in.check != nil:
			in.check.Disable()
		case on:
			in.entry.Enable()
		default:
			in.entry.Disable()
		}
	}
	// A puzzle with more options than another needs more rows: the form
	// measures them again.
	if f.root != nil {
		f.optionGrid.Refresh()
		f.root.Refresh()
	}
}

// spec is the puzzle the form describes: the menu's entry with the free
// options its inputs give, the switches only when boxes is false (a box
// may hold a text the puzzle refuses).
func (f *form) spec(boxes bool) puzzles.Spec {
	po := puzzleNamed(f.puzzle.Selected)
	p := po.spec
	for _, in := range f.options {
		name := in.opt.Name
		switch {
		case !slices.Contains(po.free, name):
		case in.check != nil && in.check.Checked:
			p.Settings = p.Settings.With(name, "true")
		case in.entry != nil && boxes && strings.TrimSpace(in.entry.Text) != "":
			p.Settings = p.Settings.With(name, strings.TrimSpace(in.entry.Text))
		}
	}
	return p
}

// labDefaults is what the catalogue says about experiments on the puzzle
// the form describes, or with its switches alone when a box holds a text
// the puzzle refuses.
func (f *form) labDefaults() puzzles.LabDefaults {
	if d, err := f.spec(true).New(); err == nil {
		return d.Lab()
	}
	return labOf(f.spec(false))
}

// checkPuzzle marks the option inputs whose values the puzzle refuses,
// and returns the message of any other refusal; ok is false if it
// refuses.
func (f *form) checkPuzzle(p puzzles.Spec) (msg string, ok bool) {
	for _, in := range f.options {
		in.err.set("")
	}
	_, err := p.New()
	if err == nil {
		return "", true
	}
	var oe *puzzles.OptionError
	if errors.As(err, &oe) {
		if in := f.option(oe.Name); in != nil {
			in.err.set(err.Error())
			return "", false
		}
	}
	return err.Error(), false
}

// optionErrors lists the inputs' errors.
func (f *form) optionErrors() []*fieldError {
	var out []*fieldError
	for _, in := range f.options {
		out = append(out, in.err)
	}
	return out
}

// applySettings sets the inputs to the options s gives: a switch not
// given turns off, a box not given empties.
func (f *form) applySettings(s puzzles.Settings) {
	for _, in := range f.options {
		text, given := s.Get(in.opt.Name)
		if in.check != nil {
			on, err := in.opt.Parse(text)
			in.check.SetChecked(given && err == nil && on.(bool))
		} else {
			in.entry.SetText(text)
		}
	}
}

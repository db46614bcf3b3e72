package labtab

import (
	"slices"
	"strings"

	"frontier/core/lab"
	"frontier/core/puzzles"
	"frontier/gui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The experiment kinds of the kind menu, by title.
const (
	kindDepth   = "By depth"
	kindBudget  = "Within a budget"
	kindCompare = "Heuristic comparison"
	kindLocal   = "Local search"
)

var kindOptions = []string{kindDepth, kindBudget, kindCompare, kindLocal}

// kindIDs are the lab's kinds of the menu's titles, in the same order.
var kindIDs = []lab.Kind{lab.KindDepth, lab.KindBudget, lab.KindCompare, lab.KindLocal}

// kindOf is the kind of a menu title or of a kind id, by default depth.
func kindOf(name string) lab.Kind {
	for i, t := range kindOptions {
		if t == name || string(kindIDs[i]) == name {
			return kindIDs[i]
		}
	}
	return lab.KindDepth
}

// kindTitle is the menu title of kind k.
func kindTitle(k lab.Kind) string {
	return kindOptions[max(0, slices.Index(kindIDs, k))]
}

// form is the experiment's inputs. An input Run refuses turns its name
// red, with the reason in the name's tip and on the status line: a line
// of error under each input would push the inputs below it down as the
// user reached for them.
type form struct {
	kind      *kit.Select
	puzzle    *kit.Select
	options   []*optionInput // the puzzles' options the menu leaves free
	engines   *checklist
	beam      *kit.Entry
	depthFrom *kit.Entry
	depthTo   *kit.Entry
	depthStep *kit.Entry
	instances *kit.Entry
	budgets   *kit.Entry
	walk      *kit.Entry
	maxNodes  *kit.Entry
	seed      *kit.Entry
	workers   *kit.Entry

	// the Local search kind's: the problem, the number of queens, the
	// engines, K of those with sideways moves, engines written out with
	// their parameters, and the number of random starts
	localProblemSel *kit.Select
	queensN         *kit.Entry
	localEngines    *checklist
	sideways        *kit.Entry
	localMore       *kit.Entry
	starts          *kit.Entry

	enginesErr, beamErr, depthsErr, instancesErr, budgetsErr *fieldError
	walkErr, maxNodesErr, seedErr, workersErr                *fieldError
	queensErr, localEnginesErr, sidewaysErr, moreErr         *fieldError
	startsErr                                                *fieldError

	// rows shown only for some kinds, or some puzzles
	depthRow, budgetRow, walkRow, maxNodesRow, optionRow                         formRow
	puzzleRow, enginesRow, configRow, instancesRow, beamRow                      formRow
	localProblemRow, queensRow, localEnginesRow, sidewaysRow, moreRow, startsRow formRow
	// optionGrid holds the option inputs; root the whole form, laid out
	// again when inputs show or hide so that their rows take their room.
	optionGrid, root *fyne.Container
}

// newForm builds the inputs; changed is called after any edit the user
// makes, kindChanged and puzzleChanged after a change of kind or puzzle,
// a switch of the puzzle's options included. Once Run has found errors,
// every edit checks the form again, so an error goes as soon as its input
// is fixed; recheck is then called.
func newForm(changed, kindChanged, puzzleChanged, recheck func()) *form {
	f := &form{
		kind:      kit.NewSelect(kindOptions, kindChanged),
		puzzle:    kit.NewSelect(puzzleTitles(), puzzleChanged),
		beam:      kit.NewEntry("100"),
		depthFrom: kit.NewEntry("2"),
		depthTo:   kit.NewEntry("16"),
		depthStep: kit.NewEntry("2"),
		instances: kit.NewEntry("20"),
		budgets:   kit.NewEntry("100,1000,10000"),
		walk:      kit.NewEntry("0 = uniform"),
		maxNodes:  kit.NewEntry("such as 1,000,000"),
		seed:      kit.NewEntry("1"),
		workers:   kit.NewEntry(""),
	}
	edited := func() {
		f.showBeamUse()
		if f.showsErrors() {
			f.validate()
			recheck()
		}
		changed()
	}
	f.options = newOptionInputs(puzzleChanged, edited)
	f.newLocalInputs(func() {
		f.fillLocalEngines(f.tickedLocalIDs())
		f.showKindRows()
		edited()
	}, edited)
	f.engines = newChecklist(maxEngines(), edited)
	for _, e := range []*kit.Entry{f.beam, f.depthFrom, f.depthTo, f.depthStep, f.instances,
		f.budgets, f.walk, f.maxNodes, f.seed, f.workers} {
		e.OnChanged = func(string) { edited() }
	}
	return f
}

// fieldError is what is wrong with an input: its name turns red, and its
// tip says why instead of what the input is.
type fieldError struct {
	name *kit.TipLabel
	tip  string // the name's own tip
	msg  string // "" when nothing is wrong
}

func newFieldError(name *kit.TipLabel) *fieldError { return &fieldError{name: name, tip: name.Tip} }

// set shows msg, or clears the error for "".
func (e *fieldError) set(msg string) {
	e.msg = msg
	e.name.Tip, e.name.Importance = e.tip, widget.MediumImportance
	if msg != "" {
		e.name.Tip, e.name.Importance = capitalize(msg)+".", widget.DangerImportance
	}
	e.name.Refresh()
}

func (e *fieldError) shown() bool { return e.msg != "" }

// showsErrors reports whether an input's error is on show.
func (f *form) showsErrors() bool {
	return f.firstError() != ""
}

// firstError is the first error of the form, top to bottom, and how many
// inputs have one; "" when none has.
func (f *form) firstError() string {
	for _, e := range f.errors() {
		if e.shown() {
			return e.msg
		}
	}
	return ""
}

// errorCount is how many inputs are marked.
func (f *form) errorCount() int {
	n := 0
	for _, e := range f.errors() {
		if e.shown() {
			n++
		}
	}
	return n
}

// formRow is one input of the form with its name.
type formRow struct {
	label   *kit.TipLabel
	content fyne.CanvasObject
}

// row is a form row whose name explains itself in a tip, when tip is not
// "".
func row(label, tip string, input fyne.CanvasObject) formRow {
	return formRow{kit.NewTipLabel(label, tip), input}
}

func (r formRow) setVisible(on bool) {
	for _, o := range []fyne.CanvasObject{r.label, r.content} {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// layout lays the inputs out as one form, so that the names line up;
// loadConfig is the action of the config file's button.
func (f *form) layout(loadConfig func()) fyne.CanvasObject {
	to, step := kit.NewTipLabel("to", "The last depth."), kit.NewTipLabel("step", "Between two depths.")
	depths := &fyne.Container{Layout: inputsRow{}, Objects: []fyne.CanvasObject{f.depthFrom, to, f.depthTo, step, f.depthStep}}
	workers := kit.NewTipLabel("Workers", "Searches run at once; empty for one a core.")
	seed := &fyne.Container{Layout: inputsRow{}, Objects: []fyne.CanvasObject{f.seed, workers, f.workers}}
	f.depthRow = row("Depths", "The solution depths to draw states at: from, to and step.", depths)
	f.budgetRow = row("Budgets", "The node limits to try, separated by commas.", f.budgets)
	f.walkRow = row("Random walk", "Each state is this many random moves from the goal; 0 draws uniformly random states.", f.walk)
	f.maxNodesRow = row("Max nodes", "The node limit of every search.", f.maxNodes)
	load := kit.NewTipButton("Open…", theme.FolderOpenIcon(),
		"A text file of size:, seed:, swaps: and number: lines, and puzzle: with its options; it fills the puzzle, seed, walk and N.", loadConfig)
	f.enginesRow = row("Engines", "The engines and heuristics to compare; tick them in the list the button opens.", f.engines.content())
	f.instancesRow = row("Instances N", "How many random states each depth or budget runs.", f.instances)
	f.beamRow = row("Beam width", "k, for the beam engines.", f.beam)
	seedRow := row("Seed", "The random states follow from the seed: the same seed gives the same experiment.", seed)
	f.enginesErr, f.beamErr = newFieldError(f.enginesRow.label), newFieldError(f.beamRow.label)
	f.depthsErr, f.budgetsErr = newFieldError(f.depthRow.label), newFieldError(f.budgetRow.label)
	f.walkErr, f.maxNodesErr = newFieldError(f.walkRow.label), newFieldError(f.maxNodesRow.label)
	f.instancesErr, f.seedErr, f.workersErr = newFieldError(f.instancesRow.label), newFieldError(seedRow.label), newFieldError(workers)
	f.optionRow = f.optionsRow()
	f.puzzleRow = row("Puzzle", "", f.puzzle)
	f.configRow = row("Config file", "A file of size, seed, swaps and number lines, and puzzle with its options: the set of random states.",
		container.NewHBox(load))
	localExperiment, localSettings := f.localRows()
	experiment := formGrid(append([]formRow{row("Kind", "", f.kind), f.puzzleRow, f.optionRow, f.enginesRow, f.configRow},
		localExperiment...)...)
	settings := formGrid(append([]formRow{f.depthRow, f.budgetRow, f.walkRow, f.instancesRow, f.maxNodesRow, f.beamRow},
		append(localSettings, seedRow)...)...)
	f.root = container.NewVBox(experiment, widget.NewSeparator(), settings)
	return f.root
}

// inputsRow lays out text boxes with small names between them, "[2] to
// [16] step [2]": the names as narrow as they can be, the boxes sharing
// the rest alike.
type inputsRow struct{}

func (inputsRow) boxes(objs []fyne.CanvasObject) (n int, names float32) {
	for _, o := range objs {
		if _, box := o.(*kit.Entry); box {
			n++
		} else {
			names += o.MinSize().Width
		}
	}
	return n, names
}

func (l inputsRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n, names := l.boxes(objs)
	gaps := float32(len(objs)-1) * theme.Padding()
	box := (size.Width - names - gaps) / float32(n)
	x := float32(0)
	for _, o := range objs {
		w := o.MinSize().Width
		if _, ok := o.(*kit.Entry); ok {
			w = box
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + theme.Padding()
	}
}

func (l inputsRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n, names := l.boxes(objs)
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	// A box shows three digits at least.
	box := fyne.MeasureText("000", theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
	return fyne.NewSize(names+float32(n)*box+float32(len(objs)-1)*theme.Padding(), h)
}

func formGrid(rows ...formRow) *fyne.Container {
	c := container.New(layout.NewFormLayout())
	for _, r := range rows {
		c.Add(r.label)
		c.Add(r.content)
	}
	return c
}

// showBeamUse enables the beam width only while a beam engine is ticked:
// a box that changes nothing is greyed rather than left to be typed in
// vain.
func (f *form) showBeamUse() {
	ticked := f.engines.Selected()
	for _, c := range f.labDefaults().Offered {
		if c.Engine.TakesWidth() && slices.Contains(ticked, choiceTitle(c)) {
			f.beam.Enable()
			return
		}
	}
	f.beam.Disable()
}

// showKindRows shows the inputs the chosen kind uses and hides the others.
func (f *form) showKindRows() {
	k := kindOf(f.kind.Selected)
	search := k != lab.KindLocal
	f.depthRow.setVisible(k == lab.KindDepth)
	f.budgetRow.setVisible(k == lab.KindBudget)
	f.walkRow.setVisible(search && k != lab.KindDepth)
	f.maxNodesRow.setVisible(search && k != lab.KindBudget)
	for _, r := range []formRow{f.puzzleRow, f.enginesRow, f.configRow, f.instancesRow, f.beamRow} {
		r.setVisible(search)
	}
	for _, r := range []formRow{f.localProblemRow, f.localEnginesRow, f.sidewaysRow, f.moreRow, f.startsRow} {
		r.setVisible(!search)
	}
	f.queensRow.setVisible(!search && localProblemID(f.localProblemSel.Selected) == puzzles.LocalQueens)
	f.showOptions()
}

// errors lists every input's error, top to bottom.
func (f *form) errors() []*fieldError {
	return append(append(f.optionErrors(), f.enginesErr, f.depthsErr, f.budgetsErr, f.walkErr, f.instancesErr,
		f.maxNodesErr, f.beamErr), append(f.localErrors(), f.seedErr, f.workersErr)...)
}

// capitalize starts a sentence with a capital letter.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

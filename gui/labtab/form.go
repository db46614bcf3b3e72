package labtab

import (
	"slices"

	"frontier/core/lab"
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
)

var kindOptions = []string{kindDepth, kindBudget, kindCompare}

// kindIDs are the lab's kinds of the menu's titles, in the same order.
var kindIDs = []lab.Kind{lab.KindDepth, lab.KindBudget, lab.KindCompare}

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

// form is the experiment's inputs, each with a one-line error label under it.
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

	enginesErr, beamErr, depthsErr, instancesErr, budgetsErr *widget.Label
	walkErr, maxNodesErr, seedErr, workersErr, configErr     *widget.Label
	configInfo                                               *widget.Label

	// rows shown only for some kinds, or some puzzles
	depthRow, budgetRow, walkRow, maxNodesRow, optionRow formRow
}

// newForm builds the inputs; changed is called after any edit the user
// makes, kindChanged and puzzleChanged after a change of kind or puzzle,
// a switch of the puzzle's options included. Once Run has shown errors, every edit checks the form again, so
// an error goes as soon as its input is fixed.
func newForm(changed func(), kindChanged func(), puzzleChanged func()) *form {
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
		if f.showsErrors() {
			f.validate()
		}
		changed()
	}
	f.options = newOptionInputs(puzzleChanged, edited)
	f.engines = newChecklist(maxEngines(), edited)
	for _, e := range []*kit.Entry{f.beam, f.depthFrom, f.depthTo, f.depthStep, f.instances,
		f.budgets, f.walk, f.maxNodes, f.seed, f.workers} {
		e.OnChanged = func(string) { edited() }
	}
	for _, l := range []**widget.Label{&f.enginesErr, &f.beamErr, &f.depthsErr, &f.instancesErr,
		&f.budgetsErr, &f.walkErr, &f.maxNodesErr, &f.seedErr, &f.workersErr, &f.configErr} {
		*l = kit.ErrorLabel()
	}
	f.configInfo = kit.NoteLabel()
	return f
}

// showsErrors reports whether an input's error is on show.
func (f *form) showsErrors() bool {
	for _, l := range f.errorLabels() {
		if l.Visible() {
			return true
		}
	}
	return false
}

// formRow is one labelled input of the form, with its error labels under it.
type formRow struct{ label, content fyne.CanvasObject }

// row is a form row whose label explains itself in a tip, when tip is
// not "".
func row(label, tip string, input fyne.CanvasObject, errLabels ...*widget.Label) formRow {
	var l fyne.CanvasObject = widget.NewLabel(label)
	if tip != "" {
		l = kit.NewTipLabel(label, tip)
	}
	if len(errLabels) == 0 {
		return formRow{l, input}
	}
	objs := []fyne.CanvasObject{input}
	for _, e := range errLabels {
		objs = append(objs, e)
	}
	return formRow{l, container.NewVBox(objs...)}
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

// labelled puts a small label before an input: "to [16]".
func labelled(text string, input fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, widget.NewLabel(text), nil, input)
}

// layout lays the inputs out as one form, so that the labels line up;
// loadConfig is the action of the config file's button.
func (f *form) layout(loadConfig func()) fyne.CanvasObject {
	depths := container.NewGridWithColumns(3, f.depthFrom, labelled("to", f.depthTo), labelled("step", f.depthStep))
	f.depthRow = row("Depths", "The solution depths to draw states at: from, to and step.", depths, f.depthsErr)
	f.budgetRow = row("Node budgets", "The node limits to try, separated by commas.", f.budgets, f.budgetsErr)
	f.walkRow = row("Random walk", "Each state is this many random moves from the goal; 0 draws uniformly random states.",
		f.walk, f.walkErr)
	f.maxNodesRow = row("Max nodes", "The node limit of every search.", f.maxNodes, f.maxNodesErr)
	load := kit.NewTipButton("Open…", theme.FolderOpenIcon(),
		"A text file of size:, seed:, swaps: and number: lines, and puzzle: with its options; it fills the puzzle, seed, walk and N.", loadConfig)
	f.optionRow = f.optionsRow()
	experiment := formGrid(
		row("Kind", "", f.kind),
		row("Puzzle", "", f.puzzle),
		f.optionRow,
		row("Engines", "The engines and heuristics to compare; tick them in the list the button opens.",
			f.engines.content(), f.enginesErr),
		row("Config file", "A file of size, seed, swaps and number lines, and puzzle with its options: the set of random states.",
			container.NewVBox(container.NewHBox(load), f.configErr, f.configInfo)))
	settings := formGrid(
		f.depthRow, f.budgetRow, f.walkRow,
		row("Instances N", "How many random states each depth or budget runs.", f.instances, f.instancesErr),
		f.maxNodesRow,
		row("Beam width", "k, for the beam engines.", f.beam, f.beamErr),
		row("Seed", "The random states follow from the seed: the same seed gives the same experiment.",
			container.NewGridWithColumns(2, f.seed, labelled("Workers", f.workers)), f.seedErr, f.workersErr))
	return container.NewVBox(kit.Heading("Experiment"), experiment, widget.NewSeparator(), settings)
}

func formGrid(rows ...formRow) *fyne.Container {
	c := container.New(layout.NewFormLayout())
	for _, r := range rows {
		c.Add(r.label)
		c.Add(r.content)
	}
	return c
}

// showKindRows shows the inputs the chosen kind uses and hides the others.
func (f *form) showKindRows() {
	k := kindOf(f.kind.Selected)
	f.depthRow.setVisible(k == lab.KindDepth)
	f.budgetRow.setVisible(k == lab.KindBudget)
	f.walkRow.setVisible(k != lab.KindDepth)
	f.maxNodesRow.setVisible(k != lab.KindBudget)
}

// errorLabels lists every input's error label, for clearing them at once.
func (f *form) errorLabels() []*widget.Label {
	return append(f.optionLabels(), f.enginesErr, f.beamErr, f.depthsErr, f.instancesErr, f.budgetsErr,
		f.walkErr, f.maxNodesErr, f.seedErr, f.workersErr)
}

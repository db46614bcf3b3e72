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
	kind      *widget.Select
	puzzle    *widget.Select
	diagonal  *widget.Check
	engines   *checklist
	beam      *widget.Entry
	depthFrom *widget.Entry
	depthTo   *widget.Entry
	depthStep *widget.Entry
	instances *widget.Entry
	budgets   *widget.Entry
	walk      *widget.Entry
	maxNodes  *widget.Entry
	seed      *widget.Entry
	workers   *widget.Entry

	enginesErr, beamErr, depthsErr, instancesErr, budgetsErr *widget.Label
	walkErr, maxNodesErr, seedErr, workersErr, configErr     *widget.Label
	configInfo                                               *widget.Label

	// rows shown only for some kinds
	depthRow, budgetRow, walkRow, maxNodesRow formRow
}

func entry(placeholder string) *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeholder)
	return e
}

// newForm builds the inputs; changed is called after any edit the user makes.
func newForm(changed func(), kindChanged func(), puzzleChanged func()) *form {
	f := &form{
		kind:      widget.NewSelect(kindOptions, func(string) { kindChanged() }),
		puzzle:    widget.NewSelect(puzzleTitles(), func(string) { puzzleChanged() }),
		diagonal:  widget.NewCheck("Diagonal moves", func(bool) { puzzleChanged() }),
		engines:   newChecklist(changed),
		beam:      entry("100"),
		depthFrom: entry("2"),
		depthTo:   entry("16"),
		depthStep: entry("2"),
		instances: entry("20"),
		budgets:   entry("100,1000,10000"),
		walk:      entry("0 = uniform"),
		maxNodes:  entry("0 = no limit"),
		seed:      entry("1"),
		workers:   entry(""),
	}
	for _, e := range []*widget.Entry{f.beam, f.depthFrom, f.depthTo, f.depthStep, f.instances,
		f.budgets, f.walk, f.maxNodes, f.seed, f.workers} {
		e.OnChanged = func(string) { changed() }
	}
	for _, l := range []**widget.Label{&f.enginesErr, &f.beamErr, &f.depthsErr, &f.instancesErr,
		&f.budgetsErr, &f.walkErr, &f.maxNodesErr, &f.seedErr, &f.workersErr, &f.configErr} {
		*l = kit.ErrorLabel()
	}
	f.configInfo = widget.NewLabel("")
	f.configInfo.Importance = widget.LowImportance
	f.configInfo.Wrapping = fyne.TextWrapWord
	f.configInfo.Hide()
	return f
}

// formRow is one labelled input of the form, with its error label under it.
type formRow struct{ label, content fyne.CanvasObject }

func row(label string, input fyne.CanvasObject, errLabel *widget.Label) formRow {
	l := widget.NewLabel(label)
	if errLabel == nil {
		return formRow{l, input}
	}
	return formRow{l, container.NewVBox(input, errLabel)}
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
// loadConfig is the action of the "Load config…" button.
func (f *form) layout(loadConfig func()) fyne.CanvasObject {
	depths := container.NewGridWithColumns(3, f.depthFrom, labelled("to", f.depthTo), labelled("step", f.depthStep))
	f.depthRow = row("Depths", depths, f.depthsErr)
	f.budgetRow = row("Node budgets", f.budgets, f.budgetsErr)
	walkHint := widget.NewLabel("moves; 0 = uniformly random states")
	walkHint.Importance = widget.LowImportance
	walkHint.Wrapping = fyne.TextWrapWord
	f.walkRow = row("Random walk", container.NewVBox(f.walk, walkHint), f.walkErr)
	f.maxNodesRow = row("Max nodes", f.maxNodes, f.maxNodesErr)
	load := widget.NewButtonWithIcon("Load config…", theme.FolderOpenIcon(), loadConfig)
	top := formGrid(
		row("Kind", f.kind, nil),
		row("Puzzle", f.puzzle, nil),
		row("", f.diagonal, nil),
		row("Seed 003 file", container.NewVBox(container.NewHBox(load), f.configErr, f.configInfo), nil))
	states := formGrid(
		row("Beam width k", f.beam, f.beamErr),
		f.depthRow,
		row("Instances N", f.instances, f.instancesErr),
		f.budgetRow, f.walkRow, f.maxNodesRow,
		row("Seed", f.seed, f.seedErr),
		row("Workers", f.workers, f.workersErr))
	return container.NewVBox(kit.Heading("Experiment"), top, kit.Heading("Engines"), f.engines.box, f.enginesErr,
		kit.Heading("Settings"), states)
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
	return []*widget.Label{f.enginesErr, f.beamErr, f.depthsErr, f.instancesErr, f.budgetsErr,
		f.walkErr, f.maxNodesErr, f.seedErr, f.workersErr}
}

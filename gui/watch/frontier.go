package watch

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/gui/kit"
)

// frontierTable lists the frontier in pop order, the next node to expand
// first and in bold, with its node number (the tree's), f, g, h, depth
// and the state; for an uninformed engine g alone, h being 0 and f g.
type frontierTable[S comparable] struct {
	puzzle   Puzzle[S]
	informed bool
	nodes    []search.Node[S]
	// first is the first row's mark: "next", "now" while a fine step
	// expands it, or "" once the goal is reached and nothing is next.
	first string
	// marks, in predict mode, marks rows by node id: "next" for the
	// engine's pick, "yours" for a wrong one.
	marks  map[int]string
	table  *widget.Table
	counts *widget.Label
}

// The frontier's columns, and their widths in text sizes.
var (
	informedColumns   = []string{"", "#", "f", "g", "h", "depth", "state"}
	informedWidths    = []float32{3, 3.4, 2.2, 2.2, 2.2, 3.4, 8}
	uninformedColumns = []string{"", "#", "g", "depth", "state"}
	uninformedWidths  = []float32{3, 3.4, 2.2, 3.4, 8}
)

func newFrontierTable[S comparable](p Puzzle[S]) *frontierTable[S] {
	f := &frontierTable[S]{puzzle: p, first: "next", counts: heading("")}
	f.counts.Wrapping = fyne.TextWrapWord
	f.table = headedTable(f.columns, "next 00", func() int { return len(f.nodes) }, f.cell)
	return f
}

func (f *frontierTable[S]) columns() []string {
	if f.informed {
		return informedColumns
	}
	return uninformedColumns
}

func (f *frontierTable[S]) cell(id widget.TableCellID, l *widget.Label) {
	n := f.nodes[id.Row]
	text := ""
	switch f.columns()[id.Col] {
	case "":
		text = strconv.Itoa(id.Row + 1)
		if id.Row == 0 && f.first != "" {
			text = f.first
		}
	case "#":
		text = strconv.Itoa(n.ID)
	case "f":
		text = strconv.Itoa(n.F)
	case "g":
		text = strconv.Itoa(n.G)
	case "h":
		text = strconv.Itoa(n.H)
	case "depth":
		text = strconv.Itoa(n.Depth)
	case "state":
		text = f.puzzle.Compact(n.State)
	}
	l.TextStyle.Bold = id.Row == 0 && f.first != ""
	l.Importance = widget.MediumImportance
	if l.TextStyle.Bold {
		l.Importance = widget.HighImportance
	}
	if mark, ok := f.marks[n.ID]; ok {
		l.TextStyle.Bold, l.Importance = true, widget.HighImportance
		if mark != "next" {
			l.Importance = widget.DangerImportance
		}
		if id.Col == 0 {
			text = mark
		}
	}
	l.SetText(text)
}

// show lists list, the first of a frontier of size nodes, after explored
// states were expanded.
func (f *frontierTable[S]) show(list []search.Node[S], size, explored int) {
	f.fill("next", list)
	switch {
	case size == 0:
		f.counts.SetText(fmt.Sprintf("Frontier: empty. Explored: %s.", numfmt.Group(explored)))
	case len(list) < size:
		f.counts.SetText(fmt.Sprintf("Frontier, in pop order: %s, the first %d listed. Explored: %s.", nodes(size), len(list), numfmt.Group(explored)))
	default:
		f.counts.SetText(fmt.Sprintf("Frontier, in pop order: %s. Explored: %s.", nodes(size), numfmt.Group(explored)))
	}
}

// showBefore lists the frontier a step started from, its first node, the
// one being expanded, marked "now", while a fine step shows the children
// one by one.
func (f *frontierTable[S]) showBefore(list []search.Node[S], size, explored int) {
	f.fill("now", list)
	f.counts.SetText(fmt.Sprintf("Frontier as this step found it: %s. Explored: %s.", nodes(size), numfmt.Group(explored)))
}

// showLeft lists what the search left on the frontier when it reached
// the goal, in pop order.
func (f *frontierTable[S]) showLeft(list []search.Node[S], size, explored int) {
	f.fill("", list)
	f.counts.SetText(fmt.Sprintf("Left on the frontier: %s. Explored: %s.", nodes(size), numfmt.Group(explored)))
}

func (f *frontierTable[S]) fill(first string, list []search.Node[S]) {
	f.first = first
	f.nodes = append(f.nodes[:0], list...)
	if f.informed {
		setWidths(f.table, informedWidths...)
	} else {
		setWidths(f.table, uninformedWidths...)
	}
	f.table.Refresh()
	f.table.ScrollToTop()
}

// passTable lists the passes of IDS and IDA*: bound and expansions, the
// pass on show in bold; it is hidden for the other engines.
type passTable struct {
	passes  []search.Pass
	current int
	table   *widget.Table
	content fyne.CanvasObject
}

var passColumns = []string{"pass", "bound", "expanded"}

func newPassTable() *passTable {
	p := &passTable{}
	p.table = headedTable(func() []string { return passColumns }, "expanded", func() int { return len(p.passes) }, p.cell)
	row := func() fyne.CanvasObject { return widget.NewLabel("0") }
	p.content = kit.Rows(4, row, p.table)
	return p
}

func (p *passTable) cell(id widget.TableCellID, l *widget.Label) {
	pass := p.passes[id.Row]
	v := []int{pass.Number, pass.Bound, pass.Expansions}[id.Col]
	l.TextStyle.Bold = pass.Number == p.current
	l.SetText(numfmt.Group(v))
}

// show lists passes with pass current in bold; no passes hides the table.
func (p *passTable) show(passes []search.Pass, current int) {
	p.passes, p.current = passes, current
	if len(passes) == 0 {
		p.content.Hide()
	} else {
		p.content.Show()
	}
	setWidths(p.table, 4, 4, 6)
	p.table.Refresh()
	if current > 0 {
		p.table.ScrollTo(widget.TableCellID{Row: current - 1, Col: 0})
	}
}

// setWidths sets the columns' widths in text sizes of the theme now in
// use, so that presentation mode widens them.
func setWidths(t *widget.Table, ems ...float32) {
	text := fyne.CurrentApp().Settings().Theme().Size("text")
	for c, w := range ems {
		t.SetColumnWidth(c, w*text)
	}
}

// headedTable is a table of labels with the column headings columns
// gives, as wide as sample, with rows rows each drawn by cell.
func headedTable(columns func() []string, sample string, rows func() int, cell func(widget.TableCellID, *widget.Label)) *widget.Table {
	t := widget.NewTableWithHeaders(
		func() (int, int) { return rows(), len(columns()) },
		func() fyne.CanvasObject { return widget.NewLabel(sample) },
		func(id widget.TableCellID, o fyne.CanvasObject) { cell(id, o.(*widget.Label)) })
	t.ShowHeaderColumn = false
	t.CreateHeader = func() fyne.CanvasObject { return heading(sample) }
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Row < 0 && id.Col >= 0 {
			o.(*widget.Label).SetText(columns()[id.Col])
		}
	}
	return t
}

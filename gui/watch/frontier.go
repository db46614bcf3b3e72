package watch

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
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
	// side, for a bidirectional search, names the side of a node: from
	// the start or from the goal; nil for the other engines.
	side  func(search.Node[S]) string
	nodes []search.Node[S]
	// first is the first row's mark: "next", "now" while a fine step
	// expands it, or "" once the goal is reached and nothing is next.
	first string
	// marks, in predict mode, marks rows by node id: "next" for the
	// engine's pick, "yours" for a wrong one.
	marks  map[int]string
	table  *keylessTable
	counts *widget.Label
	// shown are the columns on show, and width the table's width they
	// were chosen for (see fit).
	shown   []string
	widths  []float32 // the shown columns' widths
	width   float32
	content fyne.CanvasObject
}

// The frontier's columns, and the order in which a table too narrow for
// all of them drops them. The node's number is never dropped: it is the
// one number a row shows, the tree's, the one predict mode's verdicts
// and You choose's prompts speak of and the keys type (a row's rank
// beside it read as a node's number), so the first column marks rows
// (next, now, yours) without numbering them. What a student needs to
// follow the rule (the number, the costs) stays longest.
var (
	informedColumns   = []string{"", "#", "f", "g", "h", "depth", "state"}
	uninformedColumns = []string{"", "#", "g", "depth", "state"}
	// dropFirst is what a table too narrow drops, in turn: an informed
	// engine's g goes first, since f − h gives it back, then the marks
	// (the row marked is in bold and coloured too), then the state.
	dropFirst         = []string{"depth", "", "side", "state"}
	dropFirstInformed = []string{"depth", "g", "", "state"}
)

func newFrontierTable[S comparable](p Puzzle[S]) *frontierTable[S] {
	f := &frontierTable[S]{puzzle: p, first: "next", counts: heading("")}
	f.counts.Wrapping = fyne.TextWrapWord
	f.table = headedTable(f.columns, "next 00", func() int { return len(f.nodes) }, f.cell)
	f.shown = f.all()
	f.content = &fyne.Container{Layout: fitColumns[S]{f}, Objects: []fyne.CanvasObject{f.table}}
	return f
}

// all is every column of the engine's table; a bidirectional search's
// says each node's side.
func (f *frontierTable[S]) all() []string {
	switch {
	case f.informed:
		return informedColumns
	case f.side != nil:
		return []string{"", "#", "side", "g", "depth", "state"}
	}
	return uninformedColumns
}

// columns are the columns on show.
func (f *frontierTable[S]) columns() []string { return f.shown }

// need is the width column c needs for its heading and every row listed.
func (f *frontierTable[S]) need(c string) float32 {
	pad := 2 * theme.InnerPadding() // a cell's label's own
	size := theme.TextSize()
	bold := fyne.TextStyle{Bold: true}
	w := fyne.MeasureText(c, size, bold).Width
	texts := []string{"next", "now", "yours"}
	if c != "" {
		texts = texts[:0]
		for i := range f.nodes {
			texts = append(texts, f.text(c, i))
		}
	}
	for _, t := range texts {
		w = max(w, fyne.MeasureText(t, size, bold).Width)
	}
	return w + pad
}

// fit chooses the columns that fit width, dropping them in the order
// dropFirst gives, each as wide as its texts need, the state column
// taking what is left; it reports whether the columns changed. The table
// keeps a padding after each column.
func (f *frontierTable[S]) fit(width float32) bool {
	f.width = width
	cols := f.all()
	needs := map[string]float32{}
	total := float32(0)
	gap := theme.Padding()
	for _, c := range cols {
		needs[c] = f.need(c)
		total += needs[c] + gap
	}
	drop := dropFirst
	if f.informed {
		drop = dropFirstInformed
	}
	for _, d := range drop {
		if total <= width || width <= 0 {
			break
		}
		total -= needs[d] + gap
		var kept []string
		for _, c := range cols {
			if c != d {
				kept = append(kept, c)
			}
		}
		cols = kept
	}
	changed := !slices.Equal(cols, f.shown)
	f.shown = cols
	f.widths = f.widths[:0]
	for k, c := range cols {
		w := needs[c]
		if c == "state" && width > total {
			w += width - total
		}
		f.table.SetColumnWidth(k, w)
		f.widths = append(f.widths, w)
	}
	return changed
}

// fitColumns lays the table out at its width with the columns that fit.
type fitColumns[S comparable] struct{ f *frontierTable[S] }

func (l fitColumns[S]) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (l fitColumns[S]) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width != l.f.width && l.f.fit(size.Width) {
		l.f.table.Refresh()
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// text is column c's text in row i.
func (f *frontierTable[S]) text(c string, i int) string {
	n := f.nodes[i]
	switch c {
	case "":
		if i == 0 && f.first != "" {
			return f.first
		}
		return ""
	case "#":
		return strconv.Itoa(n.ID)
	case "side":
		return f.side(n)
	case "f":
		return strconv.Itoa(n.F)
	case "g":
		return strconv.Itoa(n.G)
	case "h":
		return strconv.Itoa(n.H)
	case "depth":
		return strconv.Itoa(n.Depth)
	case "state":
		return f.puzzle.Compact(n.State)
	}
	return ""
}

func (f *frontierTable[S]) cell(id widget.TableCellID, l *widget.Label) {
	if id.Row >= len(f.nodes) || id.Col >= len(f.shown) {
		l.SetText("")
		return
	}
	n := f.nodes[id.Row]
	text := f.text(f.shown[id.Col], id.Row)
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
		if f.shown[id.Col] == "" {
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
// one by one; byNumber says the rest is listed by node number.
func (f *frontierTable[S]) showBefore(list []search.Node[S], size, explored int, byNumber bool) {
	f.fill("now", list)
	order := ""
	if byNumber {
		order = ", the rest by node number"
	}
	f.counts.SetText(fmt.Sprintf("Frontier as this step found it%s: %s. Explored: %s.", order, nodes(size), numfmt.Group(explored)))
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
	f.fit(f.width)
	f.table.Refresh()
	f.table.ScrollToTop()
}

// passTable lists the passes of IDS and IDA*: bound and expansions, the
// pass on show in bold; it is hidden for the other engines.
type passTable struct {
	passes  []search.Pass
	current int
	table   *keylessTable
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
	setWidths(&p.table.Table, 4, 4, 6)
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
func headedTable(columns func() []string, sample string, rows func() int, cell func(widget.TableCellID, *widget.Label)) *keylessTable {
	t := newKeylessTable(
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

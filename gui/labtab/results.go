package labtab

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/lab"
	"frontier/gui/kit"
)

// resultsView shows a finished experiment: one of its tables, chosen from
// a menu, and one of its plots. It keeps showing the last result until a
// new one replaces it.
type resultsView struct {
	out  *lab.Outcome
	grid lab.Grid // the table on show
	fig  int      // the plot on show; −1 when there is none
	// sizedAt is the text size the columns were fitted at: presentation
	// mode must fit them again, or the wider text overlaps.
	sizedAt   float32
	colWidths []float32 // as last fitted
	twoLines  []bool    // the columns whose headers take two lines
	width     float32   // the table's, as last laid out
	// transposed shows the grid's rows as columns, when they fit the
	// table better so.
	transposed bool

	gridSel *kit.Select
	table   *widget.Table
	notes   *widget.Label
	plotSel *kit.Select
	plot    *plotView
	noPlot  *widget.Label

	csvBtn, pngBtn *kit.TipButton
	pages          *container.AppTabs // the table's and the plot's
}

func newResultsView(exportCSV, exportPNG func()) *resultsView {
	v := &resultsView{fig: -1}
	v.gridSel = kit.NewPlainSelect(nil, func(string) { v.pickGrid() })
	v.gridSel.PlaceHolder = "Table"
	v.table = widget.NewTable(v.size, v.create, v.update)
	v.table.StickyRowCount = 1
	v.notes = widget.NewLabel("")
	v.notes.Wrapping = fyne.TextWrapWord
	v.plotSel = kit.NewPlainSelect(nil, func(string) { v.pickPlot() })
	v.plotSel.PlaceHolder = "Plot"
	v.plot = newPlotView()
	v.noPlot = widget.NewLabel("The experiment's plot appears here once it has run.")
	v.noPlot.Alignment = fyne.TextAlignCenter
	v.noPlot.Wrapping = fyne.TextWrapWord
	// Short names keep both bars narrow enough for a 1024-pixel screen in
	// presentation mode; the tips say the rest.
	v.csvBtn = kit.NewTipButton("CSV…", theme.DocumentSaveIcon(), "Export every number of the experiment as CSV.", exportCSV)
	v.pngBtn = kit.NewTipButton("PNG…", theme.DocumentSaveIcon(), "Export the plot on show as a PNG image.", exportPNG)
	v.csvBtn.Disable()
	v.pngBtn.Disable()
	v.gridSel.Disable()
	v.plotSel.Disable()
	return v
}

// content shows the table and the plot on pages of their own, each with
// all the room: side by side, on a 1024-pixel screen in presentation
// mode, neither would be readable, and a projector wants them large.
func (v *resultsView) content() fyne.CanvasObject {
	tableBar := container.NewBorder(nil, nil, nil, v.csvBtn, v.gridSel)
	fitted := &fyne.Container{Layout: refit{v}, Objects: []fyne.CanvasObject{v.table}}
	// The notes scroll rather than push the window taller than the
	// screen in a narrow column: two lines show.
	notes := container.NewVScroll(v.notes)
	notes.SetMinSize(fyne.NewSize(0, 2*fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height+2*theme.InnerPadding()))
	table := container.NewBorder(tableBar, notes, nil, nil, kit.Rows(8, v.create, fitted))
	plotBar := container.NewBorder(nil, nil, nil, v.pngBtn, v.plotSel)
	plot := container.NewBorder(plotBar, nil, nil, nil, container.NewStack(v.noPlot, v.plot.raster))
	v.pages = container.NewAppTabs(
		container.NewTabItem("Table", table),
		container.NewTabItem("Plot", plot))
	return v.pages
}

// show replaces the result on show with out.
func (v *resultsView) show(out *lab.Outcome) {
	v.out = out
	titles := make([]string, len(out.Grids))
	for i, g := range out.Grids {
		titles[i] = g.Title
	}
	v.gridSel.Options = titles
	v.gridSel.Enable()
	v.csvBtn.Enable()
	v.gridSel.SetSelectedIndex(0)
	var plots []string
	for _, f := range out.Figures {
		plots = append(plots, f.Title)
	}
	v.plotSel.Options = plots
	if len(plots) == 0 {
		v.fig = -1
		v.plotSel.ClearSelected()
		v.plotSel.Disable()
		v.pngBtn.Disable()
		v.plot.setPlot(nil)
		v.noPlot.SetText("This experiment has no plot; its table says it all.")
		return
	}
	v.noPlot.SetText("")
	v.plotSel.Enable()
	v.pngBtn.Enable()
	v.plotSel.SetSelectedIndex(0)
}

func (v *resultsView) pickGrid() {
	i := v.gridSel.SelectedIndex()
	if v.out == nil || i < 0 || i >= len(v.out.Grids) {
		return
	}
	v.grid = v.out.Grids[i]
	v.notes.SetText(strings.Join(v.grid.Notes, "\n"))
	if len(v.grid.Notes) == 0 {
		v.notes.Hide()
	} else {
		v.notes.Show()
	}
	v.sizeColumns()
	v.table.Refresh()
	v.table.ScrollToTop()
}

func (v *resultsView) pickPlot() {
	i := v.plotSel.SelectedIndex()
	if v.out == nil || i < 0 || i >= len(v.out.Figures) {
		return
	}
	v.fig = i
	v.plot.setPlot(v.out.Figures[i].Plot)
}

// cell is the text of the table at row r (0 is the header) and column c,
// as shown: with the grid's rows as columns when it is transposed.
func (v *resultsView) cell(r, c int) string {
	if v.transposed {
		r, c = c, r
	}
	return v.gridCell(r, c)
}

// gridCell is the grid's text at row r (0 its header) and column c.
func (v *resultsView) gridCell(r, c int) string {
	if r == 0 {
		if c < len(v.grid.Header) {
			return v.grid.Header[c]
		}
		return ""
	}
	if r-1 < len(v.grid.Rows) && c < len(v.grid.Rows[r-1]) {
		return v.grid.Rows[r-1][c]
	}
	return ""
}

// size is the table's rows and columns as shown.
func (v *resultsView) size() (int, int) {
	if len(v.grid.Header) == 0 {
		return 0, 0
	}
	if v.transposed {
		return len(v.grid.Header), len(v.grid.Rows) + 1
	}
	return len(v.grid.Rows) + 1, len(v.grid.Header)
}

// create makes a table cell: a line of text with less padding than a
// label's, so that the table shows more rows: a header and ten rows at
// least on a 1280×800 screen, in presentation mode too.
func (v *resultsView) create() fyne.CanvasObject {
	second := canvas.NewText("", theme.Color(theme.ColorNameForeground))
	second.Hide()
	return container.New(cellLayout{}, canvas.NewText("", theme.Color(theme.ColorNameForeground)), second)
}

func (v *resultsView) update(id widget.TableCellID, o fyne.CanvasObject) {
	lines := []string{v.cell(id.Row, id.Col)}
	if id.Row == 0 && id.Col < len(v.twoLines) && v.twoLines[id.Col] {
		lines = splitHeader(lines[0])
	}
	for i, obj := range o.(*fyne.Container).Objects {
		t := obj.(*canvas.Text)
		t.TextStyle.Bold = id.Row == 0
		t.TextStyle.Monospace = id.Row > 0 && id.Col > 0
		t.TextSize = theme.TextSize()
		t.Color = theme.Color(theme.ColorNameForeground)
		t.Alignment = fyne.TextAlignTrailing
		if id.Col == 0 {
			t.Alignment = fyne.TextAlignLeading
		}
		t.Text = ""
		if i < len(lines) {
			t.Text = lines[i]
		}
		if i > 0 {
			t.Hidden = len(lines) < 2
		}
		t.Refresh()
	}
	o.(*fyne.Container).Refresh()
}

// splitHeader cuts a header in two lines at the space nearest its
// middle: "steps" and "solved"; a header of one word stays whole.
func splitHeader(s string) []string {
	best := -1
	for i, r := range s {
		if r == ' ' && (best < 0 || abs(i-len(s)/2) < abs(best-len(s)/2)) {
			best = i
		}
	}
	if best < 0 {
		return []string{s}
	}
	return []string{s[:best], s[best+1:]}
}

func abs(n int) int { return max(n, -n) }

// cellLayout pads a cell's text by the theme's padding; a header of two
// lines stacks them.
type cellLayout struct{}

func (cellLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	p := theme.Padding()
	s := objs[0].MinSize()
	if objs[1].Visible() {
		s = fyne.NewSize(max(s.Width, objs[1].MinSize().Width), s.Height+objs[1].MinSize().Height)
	}
	return s.AddWidthHeight(4*p, p)
}

func (cellLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	p := theme.Padding()
	inner := size.SubtractWidthHeight(4*p, p)
	line := objs[0].MinSize().Height
	if !objs[1].Visible() {
		line = inner.Height
	}
	objs[0].Move(fyne.NewPos(2*p, p/2))
	objs[0].Resize(fyne.NewSize(inner.Width, line))
	objs[1].Move(fyne.NewPos(2*p, p/2+line))
	objs[1].Resize(fyne.NewSize(inner.Width, line))
}

// refit fits the table's columns again when the text size or the
// table's width has changed since they were fitted; the theme's change
// lays every container out.
type refit struct{ v *resultsView }

func (l refit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if l.v.sizedAt != theme.TextSize() || l.v.width != size.Width {
		l.v.width = size.Width
		l.v.sizeColumns()
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

func (refit) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// sizeColumns fits each column to its widest cell, a header of several
// words on two lines where it is wider than its column's numbers. A grid
// whose columns would not fit the table side by side is shown
// transposed, its rows as columns, when that takes less room: a local
// search's eight figures of two engines read down two columns.
func (v *resultsView) sizeColumns() {
	v.sizedAt = theme.TextSize()
	v.transposed = false
	if w := v.table.Size().Width; w > 0 {
		v.width = w
	}
	widths, two := v.fitColumns()
	// The table keeps a padding between two columns.
	gaps := float32(len(widths)-1) * theme.Padding()
	if total := sum(widths) + gaps; v.width > 0 && total > v.width {
		v.transposed = true
		if w, t := v.fitColumns(); sum(w)+float32(len(w)-1)*theme.Padding() < total {
			widths, two = w, t
		} else {
			v.transposed = false
		}
	}
	v.colWidths, v.twoLines = widths, two
	for c, w := range widths {
		v.table.SetColumnWidth(c, w)
	}
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{Bold: true}).Height
	head := line + theme.Padding()
	if slices.Contains(two, true) {
		head += line
	}
	v.table.SetRowHeight(0, head)
}

// fitColumns is each column's width as the table now shows the grid,
// and whether its header takes two lines.
func (v *resultsView) fitColumns() ([]float32, []bool) {
	rows, cols := v.size()
	widths, two := make([]float32, cols), make([]bool, cols)
	pad := 4*theme.Padding() + 1 // the cell's padding, and a pixel
	for c := range cols {
		w := float32(40)
		for r := 1; r < rows; r++ {
			w = max(w, fyne.MeasureText(v.cell(r, c), theme.TextSize(), fyne.TextStyle{Monospace: c > 0}).Width+pad)
		}
		bold := fyne.TextStyle{Bold: true}
		whole := fyne.MeasureText(v.cell(0, c), theme.TextSize(), bold).Width + pad
		if whole > w {
			if lines := splitHeader(v.cell(0, c)); len(lines) == 2 {
				two[c] = true
				whole = pad + max(fyne.MeasureText(lines[0], theme.TextSize(), bold).Width,
					fyne.MeasureText(lines[1], theme.TextSize(), bold).Width)
			}
		}
		widths[c] = max(w, whole)
	}
	return widths, two
}

func sum(xs []float32) float32 {
	var s float32
	for _, x := range xs {
		s += x
	}
	return s
}

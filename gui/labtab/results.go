package labtab

import (
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
	table := container.NewBorder(tableBar, v.notes, nil, nil, kit.Rows(8, v.create, fitted))
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

// cell is the text of the table at row r (0 is the header) and column c.
func (v *resultsView) cell(r, c int) string {
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

func (v *resultsView) size() (int, int) {
	if len(v.grid.Header) == 0 {
		return 0, 0
	}
	return len(v.grid.Rows) + 1, len(v.grid.Header)
}

// create makes a table cell: a line of text with less padding than a
// label's, so that the table shows more rows: a header and ten rows at
// least on a 1280×800 screen, in presentation mode too.
func (v *resultsView) create() fyne.CanvasObject {
	return container.New(cellLayout{}, canvas.NewText("", theme.Color(theme.ColorNameForeground)))
}

func (v *resultsView) update(id widget.TableCellID, o fyne.CanvasObject) {
	t := o.(*fyne.Container).Objects[0].(*canvas.Text)
	t.TextStyle.Bold = id.Row == 0
	t.TextStyle.Monospace = id.Row > 0 && id.Col > 0
	t.TextSize = theme.TextSize()
	t.Color = theme.Color(theme.ColorNameForeground)
	if id.Col == 0 {
		t.Alignment = fyne.TextAlignLeading
	} else {
		t.Alignment = fyne.TextAlignTrailing
	}
	t.Text = v.cell(id.Row, id.Col)
	t.Refresh()
}

// cellLayout pads a cell's text by the theme's padding.
type cellLayout struct{}

func (cellLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	p := theme.Padding()
	return objs[0].MinSize().AddWidthHeight(4*p, p)
}

func (cellLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	p := theme.Padding()
	objs[0].Move(fyne.NewPos(2*p, p/2))
	objs[0].Resize(size.SubtractWidthHeight(4*p, p))
}

// refit fits the table's columns again when the text size has changed
// since they were fitted; the theme's change lays every container out.
type refit struct{ v *resultsView }

func (l refit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if l.v.sizedAt != theme.TextSize() {
		l.v.sizeColumns()
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

func (refit) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// sizeColumns fits each column to its widest cell.
func (v *resultsView) sizeColumns() {
	v.sizedAt = theme.TextSize()
	rows, cols := v.size()
	v.colWidths = make([]float32, cols)
	pad := 6 * theme.Padding()
	for c := range cols {
		w := float32(40)
		for r := range rows {
			style := fyne.TextStyle{Bold: r == 0, Monospace: r > 0 && c > 0}
			w = max(w, fyne.MeasureText(v.cell(r, c), theme.TextSize(), style).Width+pad)
		}
		v.table.SetColumnWidth(c, w)
		v.colWidths[c] = w
	}
}

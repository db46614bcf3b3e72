package labtab

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/core/lab"
	"frontier/core/search"
)

// bigText is the default theme with its text and widgets half as large
// again, as presentation mode makes them.
type bigText struct{ fyne.Theme }

func (t bigText) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * 1.5 }

// TestPresentationRefitsTheTable: a table shown before presentation mode
// is fitted again to the larger text, so that no header runs into the
// next column.
func TestPresentationRefitsTheTable(t *testing.T) {
	tab, a := newTestTab(t)
	small(tab, kindDepth)
	run(t, tab)
	a.Settings().SetTheme(bigText{theme.DefaultTheme()})
	r := tab.results
	_, cols := r.size()
	for c := range cols {
		var head float32 // the header's widest line
		lines := []string{r.cell(0, c)}
		if r.twoLines[c] {
			lines = strings.Fields(r.cell(0, c))
			lines = []string{strings.Join(lines[:len(lines)/2], " "), strings.Join(lines[len(lines)/2:], " ")}
		}
		for _, l := range lines {
			head = max(head, fyne.MeasureText(l, theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
		}
		if w := r.table.Size().Width; w == 0 {
			t.Fatal("the table is not laid out")
		}
		if got := r.colWidths[c]; got < head+4*theme.Padding() {
			t.Errorf("column %d is %v wide for a header %v wide", c, got, head)
		}
	}
}

// TestPlotGrowsWithText: in presentation mode the plot's words take more
// of the picture: its axes leave the data less room in the same pixels.
func TestPlotGrowsWithText(t *testing.T) {
	tab, a := newTestTab(t)
	small(tab, kindDepth)
	run(t, tab)
	v := tab.results.plot
	data := func() float32 { // in pixels
		return float32(v.plot.Place(image.Pt(800, 500), v.look(800)).Data.Dx())
	}
	normal := data()
	a.Settings().SetTheme(bigText{theme.DefaultTheme()})
	if big := data(); big >= normal*0.97 {
		t.Errorf("the data take %v of 800 pixels with larger text, %v without", big, normal)
	}
}

// TestEngineNamesAgree: the checklist names each engine as the results'
// columns and the plots' legends do, with the engine's title every menu
// and output uses.
func TestEngineNamesAgree(t *testing.T) {
	for _, o := range puzzleOptions() {
		for _, settings := range o.switchSettings() {
			for _, c := range o.lab(settings).Offered {
				d, ok := search.Describe(c.Engine)
				if !ok {
					t.Fatalf("%s: engine %q undescribed", o.title, c.Engine)
				}
				title := choiceTitle(c)
				label := lab.Solver{Engine: c.Engine, Heuristic: c.Heuristic, BeamWidth: 100}.Label()
				if !strings.HasPrefix(title, d.Title) || strings.Replace(label, "(100)", "", 1) != title {
					t.Errorf("%s: the checklist says %q, the results %q, the engine is %q", o.title, title, label, d.Title)
				}
			}
		}
	}
}

package puzzletab

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// raceLanes is the most engines a race runs at once.
const raceLanes = 4

// laneColours tell the lanes apart in the chart, the same in every
// measure.
var laneColours = [raceLanes]color.NRGBA{
	{R: 0x2f, G: 0x6f, B: 0xb3, A: 0xff},
	{R: 0xe0, G: 0x7b, B: 0x1a, A: 0xff},
	{R: 0x2e, G: 0x8b, B: 0x57, A: 0xff},
	{R: 0x8e, G: 0x44, B: 0xad, A: 0xff},
}

// ChartBar is one lane's bar in one measure: the value it shows and its
// share of the longest bar.
type ChartBar struct {
	Value string
	Share float32 // 0 to 1
	// Winner marks the least value of the measure.
	Winner bool
	// Missing marks a lane with no value for the measure (unsolved: no
	// cost); its bar is empty and the value says why.
	Missing bool
}

// Chart is the race's bar chart: for each measure (nodes expanded,
// time, peak memory, cost) a bar per engine, the winner starred. It is
// drawn with canvas rectangles and labels made once; SetBars changes
// their lengths and words. Its methods are for the UI goroutine.
type Chart struct {
	Titles  [len(raceMeasures)]*widget.Label
	Names   [len(raceMeasures)][raceLanes]*widget.Label
	Values  [len(raceMeasures)][raceLanes]*widget.Label
	bars    [len(raceMeasures)][raceLanes]*canvas.Rectangle
	shares  [len(raceMeasures)][raceLanes]float32
	rows    [len(raceMeasures)][raceLanes]*fyne.Container
	content *fyne.Container
}

// raceMeasures are the chart's measures, least best in each.
var raceMeasures = [...]string{"Nodes expanded", "Time", "Peak memory (nodes held at once)", "Path cost"}

func newChart() *Chart {
	c := &Chart{}
	var groups []fyne.CanvasObject
	for m, title := range raceMeasures {
		c.Titles[m] = widget.NewLabel(title)
		c.Titles[m].TextStyle.Bold = true
		groups = append(groups, c.Titles[m])
		for l := range raceLanes {
			c.Names[m][l] = widget.NewLabel("")
			c.Values[m][l] = widget.NewLabel("")
			c.bars[m][l] = canvas.NewRectangle(laneColours[l])
			c.bars[m][l].CornerRadius = 3
			bar := &fyne.Container{Layout: &barLayout{share: &c.shares[m][l]}, Objects: []fyne.CanvasObject{c.bars[m][l]}}
			// The names keep one width in every measure, so that the
			// bars start level, and wrap where they are longer: cut,
			// "IDA* · Pattern databases" read "IDA* · Pattern datab…".
			name := kit.AtLeast(12, kit.FitLines(1, c.Names[m][l]))
			c.rows[m][l] = container.NewBorder(nil, nil, name, kit.AtLeast(11, c.Values[m][l]), bar)
			groups = append(groups, c.rows[m][l])
		}
	}
	c.content = container.NewVBox(groups...)
	return c
}

// SetBars shows the bars of the lanes named: bars[m][l] is lane l's in
// measure m. Lanes past len(names) hide.
func (c *Chart) SetBars(names []string, bars [len(raceMeasures)][]ChartBar) {
	for m := range raceMeasures {
		for l := range raceLanes {
			if l >= len(names) {
				c.rows[m][l].Hide()
				continue
			}
			b := bars[m][l]
			c.rows[m][l].Show()
			c.Names[m][l].SetText(names[l])
			text := b.Value
			if b.Winner {
				text += " ★"
			}
			c.Values[m][l].TextStyle.Bold = b.Winner
			c.Values[m][l].SetText(text)
			c.shares[m][l] = b.Share
			if b.Missing {
				c.shares[m][l] = 0
			}
			c.rows[m][l].Refresh()
		}
	}
	c.content.Refresh()
}

// ExportObject is the chart as drawn, for an export to a picture.
func (c *Chart) ExportObject() fyne.CanvasObject { return c.content }

// barLayout draws a bar as long as its share of the room, at least a
// sliver so that a tiny value still shows, and a little less high than
// the row so that the rows stand apart.
type barLayout struct{ share *float32 }

func (l *barLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(60, 18) }

func (l *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := size.Width * *l.share
	if *l.share > 0 {
		w = max(w, 3)
	}
	h := size.Height * 0.7
	objs[0].Move(fyne.NewPos(0, (size.Height-h)/2))
	objs[0].Resize(fyne.NewSize(w, h))
}

// newSwatch is lane l's colour, beside its menu.
func newSwatch(l int) fyne.CanvasObject {
	s := canvas.NewRectangle(laneColours[l])
	s.CornerRadius = 3
	s.SetMinSize(fyne.NewSize(16, 16))
	return s
}

package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Field is a result field and what it means in plain words; the results
// panel shows the words in a tip over the field's name and in its ⓘ
// pop-up, and the window's guide lists them.
type Field struct{ Name, Means string }

// Fields are the results panel's fields, in the order of the guide.
var Fields = []Field{
	{"Cost", "The total cost of the path found. Every move costs 1 here, so it is the number of moves."},
	{"Depth", "The number of moves in the path found."},
	{"Generated", "Nodes created as successors, duplicates included: the count most textbooks call #Nodes " +
		"(\"nodes generated\"). The node limit, Max nodes, counts these."},
	{"Expanded", "Nodes taken from the frontier and opened, that is, whose successors were generated. " +
		"Some books count these instead; a search generates up to b nodes per expansion."},
	{"Max frontier", "The most nodes waiting in the frontier (the open list) at one time: how much the search " +
		"had to remember. While a search runs it shows the frontier now."},
	{"Max depth", "The deepest node generated. Depth-first search goes much deeper than the solution."},
	{"Time", "Wall-clock time of the search alone; building tables such as pattern databases is not counted."},
	{"Nodes/s", "Nodes generated per second of search."},
	{"EBF", "Effective branching factor b*: the branching a uniform tree as deep as the solution would need to " +
		"hold the generated nodes, from generated + 1 = 1 + b* + b*² + … + b*^depth. Closer to 1 means a " +
		"better-guided search; shown for solved searches only."},
	{"Optimal", "guaranteed: this engine with this heuristic always returns a least-cost path, so this one is " +
		"optimal. no guarantee: the path may be longer than the best one (it can still happen to be optimal). " +
		"if solved: the search stopped before the goal, but would have returned an optimal path. " +
		"no: it stopped, and this engine gives no such promise."},
}

// Means is what the field called name means, or "".
func Means(name string) string {
	for _, f := range Fields {
		if f.Name == name {
			return f.Means
		}
	}
	return ""
}

// FieldsProse is every field with its meaning, as Prose paragraphs.
func FieldsProse() string {
	var b strings.Builder
	for _, f := range Fields {
		b.WriteString("**" + f.Name + "** — " + f.Means + "\n\n")
	}
	return b.String()
}

// NewInfoButton is a small ⓘ button with a tip; a tap opens a pop-up with
// the Prose text returns then, wrapped to a readable width.
func NewInfoButton(tip string, text func() string) *TipButton {
	var b *TipButton
	b = NewTipButton("", theme.InfoIcon(), tip, func() { ShowInfo(b, text()) })
	b.Importance = widget.LowImportance
	return b
}

// ShowInfo opens a pop-up with the Prose src under the object o; a tap
// outside closes it.
func ShowInfo(o fyne.CanvasObject, src string) {
	c := canvasOf(o)
	if c == nil {
		return
	}
	text := Prose(src)
	width := min(32*theme.TextSize(), c.Size().Width-4*theme.Padding())
	text.Resize(fyne.NewSize(width, 0))
	height := min(text.MinSize().Height, c.Size().Height*0.8)
	pop := widget.NewPopUp(infoBody(text, height), c)
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	pos := fyne.NewPos(at.X+o.Size().Width-width, at.Y+o.Size().Height)
	pos.X = max(0, min(pos.X, c.Size().Width-width-2*theme.Padding()))
	pos.Y = max(0, min(pos.Y, c.Size().Height-height-2*theme.Padding()))
	pop.ShowAtPosition(pos)
	pop.Resize(fyne.NewSize(width+2*theme.Padding(), height+2*theme.Padding()))
}

// infoBody scrolls the text when it is taller than the window allows.
func infoBody(text *widget.RichText, height float32) fyne.CanvasObject {
	s := container.NewVScroll(text)
	s.SetMinSize(fyne.NewSize(text.Size().Width, height))
	return s
}

package watch

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	kitlabels "frontier/gui/kit/labels"
)

// roles lists the roles in the legend's order, with their colours.
var roles = []struct {
	role   search.Role
	colour color.NRGBA
}{
	{search.RoleStart, color.NRGBA{R: 0x8e, G: 0x44, B: 0xad, A: 0xff}},
	{search.RoleFrontier, color.NRGBA{R: 0x29, G: 0x80, B: 0xd9, A: 0xff}},
	{search.RoleExpanding, color.NRGBA{R: 0xf3, G: 0x9c, B: 0x12, A: 0xff}},
	{search.RoleGenerated, color.NRGBA{R: 0xe8, G: 0x5d, B: 0xb0, A: 0xff}},
	{search.RoleExplored, color.NRGBA{R: 0x95, G: 0x9c, B: 0xa3, A: 0xff}},
	{search.RolePruned, color.NRGBA{R: 0xd6, G: 0x3a, B: 0x2f, A: 0xff}},
	{search.RoleSolution, color.NRGBA{R: 0x27, G: 0xae, B: 0x60, A: 0xff}},
}

// RoleColour is the colour the tree draws a node of role r in.
func RoleColour(r search.Role) color.NRGBA {
	for _, x := range roles {
		if x.role == r {
			return x.colour
		}
	}
	return color.NRGBA{A: 0xff}
}

// legend names each role beside a dot of its colour, in caption text: a
// key read once, it leaves the tree and the frontier beside it the width
// a projector's screen has.
func legend() fyne.CanvasObject {
	var items []fyne.CanvasObject
	for _, x := range roles {
		dot := canvas.NewCircle(x.colour)
		name := widget.NewLabel(string(x.role))
		name.SizeName = theme.SizeNameCaptionText
		items = append(items, container.NewBorder(nil, nil, container.NewCenter(sized(0.7, 0.7, dot)), nil, name))
	}
	return container.NewGridWithColumns(2, items...)
}

// treeView draws a search tree, each node a dot coloured by its role
// under its parent, children left to right in id order, with its label
// under it where there is room, and reports taps on a node.
type treeView struct {
	widget.BaseWidget
	nodes []search.RoleNode
	// where each node is drawn, as fractions of the width and height
	x, y   []float32
	leaves int
	// Label gives a node's label in two lines, its number and its costs,
	// and its priority in a short line, which stands for the costs where
	// they do not fit, and alone where two lines do not; nil draws none.
	Label func(id int) (long [2]string, short string)
	// OnTap is called with the node tapped and its role.
	OnTap func(id int, role search.Role)
}

func newTreeView() *treeView {
	t := &treeView{}
	t.ExtendBaseWidget(t)
	return t
}

// SetNodes draws nodes: a tree whose first node is its root, every parent
// before its children.
func (t *treeView) SetNodes(nodes []search.RoleNode) {
	t.nodes = append(t.nodes[:0], nodes...)
	t.x, t.y, t.leaves = place(t.nodes)
	t.Refresh()
}

// place lays a tree out: depth down the page, leaves spread evenly across
// it in depth-first order, a parent centred over its children. A
// bidirectional search's two trees stand side by side, the start's first.
func place(nodes []search.RoleNode) (x, y []float32, leaves int) {
	n := len(nodes)
	x, y = make([]float32, n), make([]float32, n)
	if n == 0 {
		return x, y, 0
	}
	at := make(map[int]int, n)
	kids := make([][]int, n)
	roots := []int{0}
	for k, nd := range nodes {
		at[nd.ID] = k
		p, ok := at[nd.Parent]
		switch {
		case ok && k > 0:
			kids[p] = append(kids[p], k)
		case k > 0:
			roots = append(roots, k)
		}
	}
	depth := make([]int, n)
	deepest := 0
	var walk func(k int)
	walk = func(k int) {
		if len(kids[k]) == 0 {
			x[k] = float32(leaves)
			leaves++
			return
		}
		for _, c := range kids[k] {
			depth[c] = depth[k] + 1
			deepest = max(deepest, depth[c])
			walk(c)
		}
		x[k] = (x[kids[k][0]] + x[kids[k][len(kids[k])-1]]) / 2
	}
	for _, r := range roots {
		walk(r)
	}
	for k := range x {
		x[k] = (x[k] + 0.5) / float32(leaves)
		y[k] = (float32(depth[k]) + 0.5) / float32(deepest+1)
	}
	return x, y, leaves
}

// MinSize leaves room for a small tree.
func (t *treeView) MinSize() fyne.Size {
	s := theme.Size(theme.SizeNameText)
	return fyne.NewSize(10*s, 8*s)
}

// radius is a node's size: smaller as the tree widens, never a speck.
func (t *treeView) radius(size fyne.Size) float32 {
	return min(max(size.Width/float32(max(t.leaves, 1))/3, 2.5), theme.Size(theme.SizeNameText)/2)
}

// Tapped reports the node nearest the pointer, if it is near enough.
func (t *treeView) Tapped(e *fyne.PointEvent) {
	if t.OnTap == nil || len(t.nodes) == 0 {
		return
	}
	size := t.Size()
	best, dist := -1, float32(0)
	for k := range t.nodes {
		dx, dy := t.x[k]*size.Width-e.Position.X, t.y[k]*size.Height-e.Position.Y
		if d := dx*dx + dy*dy; best < 0 || d < dist {
			best, dist = k, d
		}
	}
	reach := max(3*t.radius(size), 10)
	if dist <= reach*reach {
		t.OnTap(t.nodes[best].ID, t.nodes[best].Role)
	}
}

func (t *treeView) CreateRenderer() fyne.WidgetRenderer { return &treeRenderer{t: t} }

type treeRenderer struct {
	t     *treeView
	lines []*canvas.Line
	dots  []*canvas.Circle
	// each node's label: a backing that hides the edges under it, and two
	// lines of text
	backs []*canvas.Rectangle
	texts [][2]*canvas.Text
}

func (r *treeRenderer) sync() {
	n := len(r.t.nodes)
	for len(r.dots) < n {
		r.dots = append(r.dots, canvas.NewCircle(color.Black))
		r.lines = append(r.lines, canvas.NewLine(color.Black))
		r.backs = append(r.backs, canvas.NewRectangle(color.Transparent))
		r.texts = append(r.texts, [2]*canvas.Text{canvas.NewText("", color.Black), canvas.NewText("", color.Black)})
	}
	r.dots, r.lines, r.backs, r.texts = r.dots[:n], r.lines[:n], r.backs[:n], r.texts[:n]
	edge := theme.Color(theme.ColorNameDisabled)
	back := theme.Color(theme.ColorNameBackground)
	ink := theme.Color(theme.ColorNameForeground)
	for k, nd := range r.t.nodes {
		r.dots[k].FillColor = RoleColour(nd.Role)
		r.lines[k].StrokeColor = edge
		r.lines[k].StrokeWidth = 1
		r.backs[k].FillColor = back
		r.backs[k].CornerRadius = 3
		for _, tx := range r.texts[k] {
			tx.Color = ink
			tx.TextSize = labelSize()
			tx.Alignment = fyne.TextAlignCenter
		}
	}
}

func (r *treeRenderer) Layout(size fyne.Size) {
	r.sync()
	t := r.t
	at := make(map[int]int, len(t.nodes))
	for k, nd := range t.nodes {
		at[nd.ID] = k
	}
	rad := t.radius(size)
	for k, nd := range t.nodes {
		px, py := t.x[k]*size.Width, t.y[k]*size.Height
		r.dots[k].Move(fyne.NewPos(px-rad, py-rad))
		r.dots[k].Resize(fyne.NewSize(2*rad, 2*rad))
		p, ok := at[nd.Parent]
		if !ok || k == 0 {
			r.lines[k].Hide()
			continue
		}
		r.lines[k].Show()
		r.lines[k].Position1 = fyne.NewPos(t.x[p]*size.Width, t.y[p]*size.Height)
		r.lines[k].Position2 = fyne.NewPos(px, py)
	}
	r.layoutLabels(size, rad)
}

// layoutLabels puts each node's label under its dot, centred where the
// picture has room, and clear of every other label and dot (kit/labels' Board):
// in two lines, its number and its costs; else its number and its
// priority; else its priority alone; else its number alone; else none.
// The nodes that matter most choose first: the node being expanded, the
// solution's, the start, the frontier, then the rest in the tree's order.
func (r *treeRenderer) layoutLabels(size fyne.Size, rad float32) {
	t := r.t
	textSize := labelSize()
	lineH := fyne.MeasureText("0", textSize, fyne.TextStyle{}).Height
	b := kitlabels.NewBoard(kitlabels.Rect{X1: size.Width, Y1: size.Height})
	for k := range t.nodes {
		b.Mark(k, kitlabels.Point{X: t.x[k] * size.Width, Y: t.y[k] * size.Height}, rad, 1)
	}
	order := make([]int, len(t.nodes))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(a, c int) int { return labelRank(t.nodes[a].Role) - labelRank(t.nodes[c].Role) })
	for _, k := range order {
		var lines []string
		var box kitlabels.Rect
		if t.Label != nil {
			long, short := t.Label(t.nodes[k].ID)
			px, py := t.x[k]*size.Width, t.y[k]*size.Height
			for _, try := range [][]string{long[:], {long[0], short}, {short}, {long[0]}} {
				w, h := widest(textSize, try...)+4, float32(len(try))*lineH
				x := max(0, min(px-w/2, size.Width-w))
				box = kitlabels.Rect{X0: x, Y0: py + rad + 1, X1: x + w, Y1: py + rad + 1 + h}
				if b.Add(box) {
					lines = try
					break
				}
			}
		}
		for j, tx := range r.texts[k] {
			tx.Hidden = j >= len(lines)
			if tx.Hidden {
				continue
			}
			tx.Text = lines[j]
			tx.Move(fyne.NewPos((box.X0+box.X1)/2, box.Y0+float32(j)*lineH))
			tx.Resize(fyne.NewSize(0, lineH))
		}
		r.backs[k].Hidden = len(lines) == 0
		if len(lines) > 0 {
			r.backs[k].Move(fyne.NewPos(box.X0, box.Y0))
			r.backs[k].Resize(fyne.NewSize(box.X1-box.X0, box.Y1-box.Y0))
		}
	}
}

// labelRank orders the roles by how much their nodes' labels matter.
func labelRank(r search.Role) int {
	switch r {
	case search.RoleExpanding:
		return 0
	case search.RoleSolution:
		return 1
	case search.RoleStart:
		return 2
	case search.RoleFrontier:
		return 3
	}
	return 4
}

// widest is the width of the widest of lines in text of size textSize.
func widest(textSize float32, lines ...string) float32 {
	w := float32(0)
	for _, l := range lines {
		w = max(w, fyne.MeasureText(l, textSize, fyne.TextStyle{}).Width)
	}
	return w
}

func (r *treeRenderer) MinSize() fyne.Size { return r.t.MinSize() }

func (r *treeRenderer) Refresh() {
	r.Layout(r.t.Size())
	canvas.Refresh(r.t)
}

func (r *treeRenderer) Objects() []fyne.CanvasObject {
	r.sync()
	objs := make([]fyne.CanvasObject, 0, 5*len(r.dots))
	for _, l := range r.lines {
		objs = append(objs, l)
	}
	for k, d := range r.dots {
		objs = append(objs, d, r.backs[k], r.texts[k][0], r.texts[k][1])
	}
	return objs
}

func (r *treeRenderer) Destroy() {}

// labelSize is the size of the tree's labels: a little under the text's,
// which they must not outshine.
func labelSize() float32 { return 0.9 * theme.Size(theme.SizeNameText) }

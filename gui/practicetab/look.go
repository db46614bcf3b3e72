package practicetab

import (
	"image/color"

	"fyne.io/fyne/v2/theme"

	"frontier/core/gametrees"
)

// look is how node n and the branch into it are drawn now.
func (t *Tab) look(n int) nodeLook {
	if t.tree == nil || n >= len(t.tree.Nodes) {
		return nodeLook{}
	}
	if t.mode == modeAlphaBeta {
		return t.abLook(n)
	}
	return t.mmLook(n)
}

func (t *Tab) abLook(n int) nodeLook {
	node := &t.tree.Nodes[n]
	lk := nodeLook{value: "?"}
	if node.Leaf() {
		lk.value = gametrees.Signed(node.Value)
	} else if n == 0 {
		if v, err := gametrees.ParseValue(t.answer.Text); err == nil {
			lk.value = gametrees.Signed(v)
		}
	}
	red, green := theme.Color(theme.ColorNameError), theme.Color(theme.ColorNameSuccess)
	switch {
	case t.revealed:
		v := t.run.Visits[n]
		lk.dashed = n > 0 && t.run.Cut[n]
		lk.faint = !v.Searched
		if lk.dashed {
			lk.edgeColor = theme.Color(theme.ColorNamePrimary)
		}
		if v.Searched && !node.Leaf() {
			lk.value = boundedValue(v)
			lk.window = "[" + gametrees.Bound(v.Alpha) + ", " + gametrees.Bound(v.Beta) + "]"
		}
	case t.abGrade != nil:
		lk.dashed = t.marked[n]
		switch t.abGrade.Branches[n] {
		case gametrees.Right:
			if t.run.Cut[n] {
				lk.edgeColor = green
			}
		case gametrees.Unreached:
		default:
			lk.edgeColor = red
		}
		if n == 0 {
			lk.valueColor = red
			if t.abGrade.RootRight {
				lk.valueColor = green
			}
		}
	default:
		lk.dashed = t.marked[n]
		if t.marked[n] {
			lk.edgeColor = red
		}
	}
	return lk
}

// boundedValue writes what a node returned: "≤ 2" when it is only an
// upper bound on the true value, "≥ 7" a lower bound.
func boundedValue(v gametrees.Visit) string {
	switch {
	case v.Value <= v.Alpha:
		return "≤" + gametrees.Signed(v.Value)
	case v.Value >= v.Beta:
		return "≥" + gametrees.Signed(v.Value)
	}
	return gametrees.Signed(v.Value)
}

func (t *Tab) mmLook(n int) nodeLook {
	node := &t.tree.Nodes[n]
	if node.Leaf() {
		return nodeLook{value: gametrees.Signed(node.Value)}
	}
	lk := nodeLook{value: "?"}
	if t.given[n] {
		lk.value = gametrees.Signed(t.values[n])
	}
	if n == t.sel && !t.revealed {
		lk.fill = withAlpha(theme.Color(theme.ColorNamePrimary), 0x50)
	}
	switch {
	case t.revealed:
		lk.value = gametrees.Signed(gametrees.Minimax(t.tree)[n])
	case t.mmGrade != nil:
		lk.valueColor = theme.Color(theme.ColorNameError)
		for _, m := range t.mmGrade.Nodes {
			if m.Node == n && m.Right {
				lk.valueColor = theme.Color(theme.ColorNameSuccess)
			}
		}
	}
	return lk
}

func withAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: a}
}

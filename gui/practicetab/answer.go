package practicetab

import (
	"fmt"
	"strings"

	"frontier/core/gametrees"
)

// tapped marks or unmarks the branch into node n in alpha-beta practice
// (a tap on a node stands for the branch into it), and picks node n to
// edit in minimax practice.
// Once the answer is shown, a tap on a node in alpha-beta says what the
// search did there instead, since a crowded drawing leaves windows out.
func (t *Tab) tapped(n int, edge bool) {
	if t.mode == modeAlphaBeta && t.revealed && !edge {
		t.score.SetText(t.nodeDetail(n))
		return
	}
	if t.mode == modeAlphaBeta {
		if n == 0 {
			t.w.Canvas().Focus(t.answer) // the root has no branch; its value is typed
			return
		}
		t.marked[n] = !t.marked[n]
		t.changed()
		return
	}
	if t.tree.Nodes[n].Leaf() {
		return
	}
	t.selectNode(n)
	t.w.Canvas().Focus(t.answer)
}

// selectNode makes n the node the value box edits.
func (t *Tab) selectNode(n int) {
	t.sel = n
	text := ""
	if t.given[n] {
		text = gametrees.Signed(t.values[n])
	}
	t.answer.SetText(text) // answerTyped stores it again, unchanged
	t.refresh()
}

// answerTyped keeps what the value box says: in minimax practice it is
// the selected node's value, shown in the tree as it is typed.
func (t *Tab) answerTyped() {
	if t.tree == nil || t.mode != modeMinimax {
		t.changed()
		return
	}
	v, err := gametrees.ParseValue(t.answer.Text)
	if was, wasGiven := t.values[t.sel], t.given[t.sel]; err == nil && wasGiven && was == v || err != nil && !wasGiven {
		return // selecting a node writes its value back unchanged
	}
	t.values[t.sel], t.given[t.sel] = v, err == nil
	t.changed()
}

// answerSubmitted is Enter in the value box: alpha-beta checks; minimax
// goes on to the next node without a value, bottom-up, and checks when
// every node has one.
func (t *Tab) answerSubmitted() {
	if t.mode == modeAlphaBeta {
		t.check()
		return
	}
	if next := t.nextBlank(); next >= 0 {
		t.selectNode(next)
		return
	}
	t.check()
}

// nextBlank is the first inner node without a value, bottom-up, after
// the selected one (or before it, wrapping round); −1 when none is left.
func (t *Tab) nextBlank() int {
	order := t.bottomUp()
	at := 0
	for i, n := range order {
		if n == t.sel {
			at = i
		}
	}
	for j := 1; j <= len(order); j++ {
		if n := order[(at+j)%len(order)]; !t.given[n] {
			return n
		}
	}
	return -1
}

// bottomUp lists the inner nodes the deepest level first, each level
// left to right.
func (t *Tab) bottomUp() []int {
	var order []int
	for d := t.tree.Depth() - 1; d >= 0; d-- {
		for _, i := range t.tree.Inner() {
			if t.tree.Nodes[i].Depth == d {
				order = append(order, i)
			}
		}
	}
	return order
}

// changed notes that the answer changed: the last marking no longer holds.
func (t *Tab) changed() {
	if t.abGrade != nil || t.mmGrade != nil || t.revealed {
		t.abGrade, t.mmGrade, t.revealed = nil, nil, false
		t.score.SetText("Changed since the check: press Enter to check again.")
	}
	t.setError("")
	t.refresh()
}

// check marks the answer and lists the explanations; a root value that
// is not a number is refused with a one-line error and marks nothing.
func (t *Tab) check() {
	if t.tree == nil {
		return
	}
	t.revealed = false
	if t.mode == modeAlphaBeta {
		a := gametrees.ABAnswer{}
		if strings.TrimSpace(t.answer.Text) != "" {
			v, err := gametrees.ParseValue(t.answer.Text)
			if err != nil {
				t.setError("root value: " + err.Error())
				return
			}
			a.Root, a.RootGiven = v, true
		}
		for k, m := range t.marked {
			if m {
				a.Cuts = append(a.Cuts, k)
			}
		}
		g := gametrees.GradeAlphaBeta(t.tree, t.run, a)
		t.abGrade = &g
		t.showMarking(g.Score, g.OutOf, g.Mistakes, g.Lines)
	} else {
		g := gametrees.GradeMinimax(t.tree, gametrees.MMAnswer{Values: t.values, Given: t.given})
		t.mmGrade = &g
		t.showMarking(g.Score, g.OutOf, g.Mistakes, g.Lines)
	}
	t.setError("")
	t.refresh()
}

func (t *Tab) showMarking(score, outOf, mistakes int, lines []string) {
	verdict := "all right!"
	if mistakes > 0 {
		verdict = fmt.Sprintf("%d to put right, explained below", mistakes)
	}
	t.score.SetText(fmt.Sprintf("Score %d / %d: %s", score, outOf, verdict))
	t.lines.SetText(strings.Join(lines, "\n"))
}

// reveal shows the whole answer: in alpha-beta every node's window and
// value and the cuts, in minimax every value, with their explanations.
func (t *Tab) reveal() {
	if t.tree == nil {
		return
	}
	t.abGrade, t.mmGrade, t.revealed = nil, nil, true
	var lines []string
	if t.mode == modeAlphaBeta {
		g := gametrees.GradeAlphaBeta(t.tree, t.run, gametrees.ABAnswer{Cuts: t.run.CutKids(), Root: t.run.Value, RootGiven: true})
		lines = g.Lines
		if len(t.run.CutKids()) == 0 {
			lines = append([]string{"Nothing is cut in this order: every node's window stays open."}, lines...)
		}
		t.score.SetText(fmt.Sprintf("Answer: root %s, %d branches cut; [α, β] beside a node: the window it was entered with",
			gametrees.Signed(t.run.Value), len(t.run.CutKids())))
	} else {
		g := gametrees.GradeMinimax(t.tree, gametrees.MMAnswer{Values: gametrees.Minimax(t.tree), Given: allTrue(len(t.tree.Nodes))})
		lines = g.Lines
		t.score.SetText(fmt.Sprintf("Answer: the root is worth %s.", gametrees.Signed(g.Values[0])))
	}
	t.lines.SetText(strings.Join(lines, "\n"))
	t.setError("")
	t.refresh()
}

func allTrue(n int) []bool {
	b := make([]bool, n)
	for i := range b {
		b[i] = true
	}
	return b
}

// clearAnswer blanks the answer on the same tree.
func (t *Tab) clearAnswer() {
	n := len(t.tree.Nodes)
	t.marked, t.values, t.given = make([]bool, n), make([]int, n), make([]bool, n)
	t.sel = t.firstInner()
	t.abGrade, t.mmGrade, t.revealed = nil, nil, false
	t.answer.SetText("")
	t.refresh()
}

// refresh shows the state: the instructions, the value box's name, the tree, and
// the marking, which goes when the answer changes.
func (t *Tab) refresh() {
	if t.mode == modeAlphaBeta {
		t.answerName.SetText("Root " + t.tree.Nodes[0].Name + " =")
	} else {
		t.answerName.SetText(t.tree.Nodes[t.sel].Name + " =")
	}
	if t.abGrade == nil && t.mmGrade == nil && !t.revealed {
		what, how := t.about()
		if !strings.HasPrefix(t.score.Text, "Changed") {
			t.score.SetText(what)
		}
		t.lines.SetText(how)
	}
	t.view.Refresh()
}

// nodeDetail says what alpha-beta did at node n: the window it was
// entered with and what it returned, or the cut branch it lies under.
func (t *Tab) nodeDetail(n int) string {
	node, v := &t.tree.Nodes[n], t.run.Visits[n]
	if !v.Searched {
		k := n
		for !t.run.Cut[k] {
			k = t.tree.Nodes[k].Parent
		}
		return fmt.Sprintf("%s is not searched: it lies under the cut branch %s", node.Name, t.tree.Branch(k))
	}
	if node.Leaf() {
		return fmt.Sprintf("%s, a leaf worth %s, reached with α = %s, β = %s", node.Name, gametrees.Signed(v.Value),
			gametrees.Bound(v.Alpha), gametrees.Bound(v.Beta))
	}
	return fmt.Sprintf("%s (%s) entered with α = %s, β = %s; returned %s", node.Name, node.Side(),
		gametrees.Bound(v.Alpha), gametrees.Bound(v.Beta), boundedValue(v))
}

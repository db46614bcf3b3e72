package practicetab

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"frontier/core/gametrees"
)

var desk = fyne.NewSize(1280, 740)

// typeValue types v into the value box and presses Enter, as a student.
func typeValue(tb *Tab, v string) {
	tb.answer.SetText("")
	test.Type(tb.answer, v)
	tb.answer.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// seedWithCuts types seeds into the seed box until the tree shown has a
// cut, and returns the model's answer.
func seedWithCuts(t *testing.T, tb *Tab, from int) (int, map[int]bool, map[int]bool) {
	t.Helper()
	for seed := from; seed < from+200; seed++ {
		tb.seedEntry.SetText(fmt.Sprint(seed))
		tb.seedEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if root, cut, entered := modelCuts(tb.tree); len(cut) > 0 {
			return root, cut, entered
		}
	}
	t.Fatal("no seed made a tree with a cut")
	return 0, nil, nil
}

func sortedKeys(m map[int]bool) []int {
	var ks []int
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

func TestRightCutsByTappingGetFullMarks(t *testing.T) {
	tb, _ := newTestTab(t, desk)
	for from := 1; from < 60; from += 20 {
		root, cut, _ := seedWithCuts(t, tb, from)
		for _, k := range sortedKeys(cut) {
			tapBranch(tb, k)
			if lk := tb.look(k); !lk.dashed || lk.edgeColor != theme.Color(theme.ColorNameError) {
				t.Fatalf("seed %s: the tapped branch %s is not drawn dashed and red", tb.seedEntry.Text, tb.tree.Branch(k))
			}
		}
		typeValue(tb, gametrees.Signed(root))
		g := tb.abGrade
		if g == nil || g.Mistakes != 0 || g.Score != g.OutOf {
			t.Fatalf("seed %s: the right answer was marked %+v", tb.seedEntry.Text, g)
		}
		if !strings.HasSuffix(tb.score.Text, "all right!") {
			t.Errorf("the score says %q", tb.score.Text)
		}
		for _, k := range sortedKeys(cut) {
			if lk := tb.look(k); lk.edgeColor != theme.Color(theme.ColorNameSuccess) {
				t.Errorf("the right cut %s is not green", tb.tree.Branch(k))
			}
			if !strings.Contains(tb.lines.Text, tb.tree.Branch(k)) {
				t.Errorf("the lines do not name the cut %s:\n%s", tb.tree.Branch(k), tb.lines.Text)
			}
		}
		// Tapping a marked branch again unmarks it.
		k := sortedKeys(cut)[0]
		tapBranch(tb, k)
		if tb.marked[k] || tb.abGrade != nil {
			t.Errorf("a second tap left %s marked, or the old marking shown", tb.tree.Branch(k))
		}
		tapBranch(tb, k)
	}
}

func TestWrongMarksAreExplained(t *testing.T) {
	tb, _ := newTestTab(t, desk)
	root, cut, entered := seedWithCuts(t, tb, 100)
	// A searched branch marked: the first searched non-root branch.
	wrong := -1
	for k := 1; k < len(tb.tree.Nodes); k++ {
		if entered[k] {
			wrong = k
			break
		}
	}
	missed := sortedKeys(cut)[0]
	for _, k := range sortedKeys(cut)[1:] {
		tapBranch(tb, k)
	}
	tapBranch(tb, wrong)
	typeValue(tb, gametrees.Signed(root+1))
	g := tb.abGrade
	if g == nil || g.Mistakes != 3 {
		t.Fatalf("three mistakes marked as %+v", g)
	}
	parent := tb.tree.Nodes[tb.tree.Nodes[wrong].Parent]
	missedParent := tb.tree.Nodes[tb.tree.Nodes[missed].Parent]
	bound := "β became"
	if missedParent.Max {
		bound = "α became"
	}
	for _, want := range []string{
		fmt.Sprintf("✗ %s is searched, not cut: at node %s (%s)", tb.tree.Branch(wrong), parent.Name, parent.Side()),
		fmt.Sprintf("not marked: at node %s (%s) %s", missedParent.Name, missedParent.Side(), bound),
		fmt.Sprintf("✗ the root A is worth %s, not %s", gametrees.Signed(root), gametrees.Signed(root+1)),
	} {
		if !strings.Contains(tb.lines.Text, want) {
			t.Errorf("the lines lack %q:\n%s", want, tb.lines.Text)
		}
	}
	red := theme.Color(theme.ColorNameError)
	if tb.look(wrong).edgeColor != red || tb.look(missed).edgeColor != red || tb.look(0).valueColor != red {
		t.Error("a mistake is not drawn red")
	}
	if !strings.Contains(tb.score.Text, fmt.Sprintf("Score %d / %d", g.OutOf-3, g.OutOf)) {
		t.Errorf("the score says %q", tb.score.Text)
	}
	// A root value that is no number is refused and marks nothing.
	tb.answer.SetText("seven")
	tb.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !tb.errLabel.Visible() || !strings.Contains(tb.errLabel.Text, "not a whole number") || tb.abGrade != nil {
		t.Errorf("a bad root value gave %q", tb.errLabel.Text)
	}
}

func TestMinimaxFillIn(t *testing.T) {
	tb, _ := newTestTab(t, desk)
	tb.modeSel.SetSelected(modeMinimax)
	for seed := 1; seed <= 5; seed++ {
		tb.seedEntry.SetText(fmt.Sprint(seed))
		tb.seedEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		vals := modelMinimax(tb.tree)
		order := bottomUpModel(tb.tree)
		// The student taps the first node, then types each value and
		// Enter: the box moves on bottom-up, and the last Enter checks.
		tapNode(tb, order[0])
		for i, n := range order {
			if tb.sel != n {
				t.Fatalf("seed %d: the box edits %s, want %s", seed, tb.tree.Nodes[tb.sel].Name, tb.tree.Nodes[n].Name)
			}
			v := vals[n]
			if seed%2 == 0 && i == 1 {
				v++ // a mistake
			}
			typeValue(tb, gametrees.Signed(v))
		}
		g := tb.mmGrade
		if g == nil {
			t.Fatalf("seed %d: the last Enter did not check", seed)
		}
		if seed%2 == 1 {
			if g.Mistakes != 0 || g.Score != g.OutOf || g.OutOf != len(order) {
				t.Fatalf("seed %d: the right values marked %d/%d:\n%s", seed, g.Score, g.OutOf, tb.lines.Text)
			}
			continue
		}
		n := tb.tree.Nodes[order[1]]
		which := "smallest"
		if n.Max {
			which = "largest"
		}
		var kids []string
		for _, k := range n.Kids {
			kids = append(kids, gametrees.Signed(vals[k]))
		}
		want := fmt.Sprintf("✗ %s: %s is wrong; %s is a %s node: the %s of its children %s is %s", n.Name,
			gametrees.Signed(vals[order[1]]+1), n.Name, n.Side(), which, strings.Join(kids, ", "), gametrees.Signed(vals[order[1]]))
		if g.Mistakes != 1 || !strings.Contains(tb.lines.Text, want) {
			t.Fatalf("seed %d: a wrong %s explained as\n%s\nwant %q", seed, n.Name, tb.lines.Text, want)
		}
		if tb.look(order[1]).valueColor != theme.Color(theme.ColorNameError) {
			t.Error("the wrong value is not red")
		}
	}
}

// bottomUpModel lists the inner nodes the deepest first, left to right.
func bottomUpModel(tr *gametrees.Tree) []int {
	var order []int
	for d := tr.Depth(); d >= 0; d-- {
		for i, n := range tr.Nodes {
			if n.Depth == d && len(n.Kids) > 0 {
				order = append(order, i)
			}
		}
	}
	return order
}

func TestMoveOrderChangesTheCuts(t *testing.T) {
	tb, _ := newTestTab(t, desk)
	changed := 0
	for seed := 1; seed <= 20; seed++ {
		tb.seedEntry.SetText(fmt.Sprint(seed))
		tb.seedEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		leaves := leafValues(tb.tree)
		cuts := map[string]string{}
		for _, o := range gametrees.Orders {
			tb.orderSel.SetSelected(o.String())
			tr := tb.tree
			if got := leafValues(tr); got != leaves {
				t.Fatalf("seed %d, %v: the leaves changed: %s, was %s", seed, o, got, leaves)
			}
			vals := modelMinimax(tr)
			for _, n := range tr.Nodes {
				for j := 1; j < len(n.Kids); j++ {
					a, b := vals[n.Kids[j-1]], vals[n.Kids[j]]
					if o == gametrees.BestFirst && (n.Max && a < b || !n.Max && a > b) ||
						o == gametrees.WorstFirst && (n.Max && a > b || !n.Max && a < b) {
						t.Fatalf("seed %d, %v: %s's children are out of order", seed, o, n.Name)
					}
				}
			}
			root, cut, _ := modelCuts(tr)
			tb.showBtn.OnTapped()
			for k := 1; k < len(tr.Nodes); k++ {
				if tb.look(k).dashed != cut[k] {
					t.Fatalf("seed %d, %v: the answer draws %s cut %v, the model %v", seed, o, tr.Branch(k), tb.look(k).dashed, cut[k])
				}
			}
			if !strings.Contains(tb.score.Text, "root "+gametrees.Signed(root)+",") {
				t.Errorf("the answer says %q, want root %d", tb.score.Text, root)
			}
			cuts[o.String()] = fmt.Sprint(sortedKeys(cut))
		}
		if cuts["Best first"] != cuts["Worst first"] || cuts["Best first"] != cuts["As generated"] {
			changed++
		}
	}
	if changed < 10 {
		t.Errorf("the order changed the cuts of only %d trees in 20", changed)
	}
}

// leafValues lists the leaf values, sorted: what an order must keep.
func leafValues(tr *gametrees.Tree) string {
	var vs []int
	for _, n := range tr.Nodes {
		if len(n.Kids) == 0 {
			vs = append(vs, n.Value)
		}
	}
	sort.Ints(vs)
	return fmt.Sprint(vs)
}

func TestLetterGameSource(t *testing.T) {
	tb, _ := newTestTab(t, desk)
	tb.sourceSel.SetSelected(sourceLetters)
	if tb.errLabel.Visible() {
		t.Fatalf("2 empty cells refused: %s", tb.errLabel.Text)
	}
	if !strings.HasPrefix(tb.score.Text, "Letter game ") || !strings.Contains(tb.score.Text, "to move") {
		t.Errorf("the position is not said: %q", tb.score.Text)
	}
	if tb.tree.Nodes[1].Move == "" || !tb.view.moves {
		t.Error("the letter game's moves are not shown")
	}
	tb.seedEntry.SetText("x1")
	tb.seedEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !strings.Contains(tb.errLabel.Text, "not a whole number") {
		t.Errorf("a bad seed gave %q", tb.errLabel.Text)
	}
}

func TestEnterChecksAndShowAnswerReveals(t *testing.T) {
	tb, _ := newTestTab(t, desk)
	root, cut, entered := seedWithCuts(t, tb, 300)
	tb.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tb.abGrade == nil || !strings.Contains(tb.lines.Text, "no value given for the root A") {
		t.Fatalf("Enter with nothing marked gave %q", tb.lines.Text)
	}
	tb.showBtn.OnTapped()
	if got := tb.look(0).value; got != gametrees.Signed(root) {
		t.Errorf("the root shows %q, want %d", got, root)
	}
	for k := range tb.tree.Nodes {
		lk := tb.look(k)
		if lk.faint == entered[k] || k > 0 && lk.dashed != cut[k] {
			t.Errorf("%s drawn faint %v dashed %v; the model searched it %v, cut %v", tb.tree.Nodes[k].Name, lk.faint, lk.dashed, entered[k], cut[k])
		}
		if entered[k] && len(tb.tree.Nodes[k].Kids) > 0 && !strings.HasPrefix(lk.window, "[") {
			t.Errorf("%s shows no window", tb.tree.Nodes[k].Name)
		}
	}
	// A tap on a node now says what the search did there.
	for k := range tb.tree.Nodes {
		if len(tb.tree.Nodes[k].Kids) == 0 {
			continue
		}
		tapNode(tb, k)
		want := tb.tree.Nodes[k].Name + " (" + tb.tree.Nodes[k].Side() + ") entered with α = "
		if !entered[k] {
			want = tb.tree.Nodes[k].Name + " is not searched: it lies under the cut branch "
		}
		if !strings.HasPrefix(tb.score.Text, want) || !tb.revealed {
			t.Errorf("a tap on %s says %q, want %q…", tb.tree.Nodes[k].Name, tb.score.Text, want)
		}
	}
	tb.clearBtn.OnTapped()
	if tb.revealed || tb.answer.Text != "" {
		t.Error("Clear left the answer")
	}
}

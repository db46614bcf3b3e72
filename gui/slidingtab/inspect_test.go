package slidingtab

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/gui/inspect"
	"frontier/gui/kit/kittest"
)

// insp is the inspector of the tab's board.
func insp(tab *Tab) *inspect.Sliding { return tab.Inspector.(inspector).Sliding }

// inspectOn taps the "Inspect h" switch on and checks it stays on.
func inspectOn(t *testing.T, tab *Tab) {
	t.Helper()
	if !tab.InspectSwitch.Checked {
		test.Tap(tab.InspectSwitch)
	}
	if !tab.InspectSwitch.Checked || !insp(tab).Active() || !tab.prefs.Bool("sliding.inspect") {
		t.Fatal("the Inspect h switch did not switch the inspector on")
	}
}

// loadInspected types a state into the box, loads it and waits for the
// inspector's work (the 8-puzzle's table, the first time).
func loadInspected(t *testing.T, tab *Tab, state string) {
	t.Helper()
	if !load(tab, state) {
		t.Fatalf("state %s: %s", state, tab.StateErr.Text)
	}
	kittest.Wait(t, tab.Done(), "the inspector")
}

// panelLines are the paragraphs of the inspector's text, in order.
func panelLines(tab *Tab) []string {
	if !insp(tab).Panel().Visible() {
		return nil
	}
	return insp(tab).Lines()
}

// lineWith is the panel's line that starts with prefix.
func lineWith(t *testing.T, tab *Tab, prefix string) string {
	t.Helper()
	for _, l := range panelLines(tab) {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	t.Fatalf("no line starting %q among %q", prefix, panelLines(tab))
	return ""
}

// shownH reads the h the panel shows.
func shownH(t *testing.T, tab *Tab) int {
	t.Helper()
	var h int
	if _, err := fmt.Sscanf(lineWith(t, tab, "h = "), "h = %d", &h); err != nil {
		t.Fatal(err)
	}
	return h
}

// boardMarks reads the numbers drawn on the board: per square, the share
// in a tile's corner and the linear-conflict penalty ("+2"), each placed
// by where the text lies on the board view.
func boardMarks(t *testing.T, tab *Tab) (shares, penalties map[int]int) {
	t.Helper()
	shares, penalties = map[int]int{}, map[int]int{}
	size := tab.view.Size()
	kittest.Each(insp(tab).Overlay(), func(o fyne.CanvasObject) {
		text, ok := o.(*canvas.Text)
		if !ok || !text.Visible() {
			return
		}
		mid := text.Position().AddXY(text.Size().Width/2, text.Size().Height/2)
		q := -1
		for i := range len(tab.view.tiles) {
			at, side := tab.view.TileAt(size, i)
			if mid.X >= at.X && mid.X < at.X+side && mid.Y >= at.Y && mid.Y < at.Y+side {
				q = i
			}
		}
		v, err := strconv.Atoi(text.Text)
		if err != nil || q < 0 {
			t.Fatalf("mark %q at %v: not a number on a tile", text.Text, mid)
		}
		if strings.HasPrefix(text.Text, "+") {
			penalties[q] += v
		} else {
			shares[q] = v
		}
	})
	return shares, penalties
}

func sum(m map[int]int) int {
	total := 0
	for _, v := range m {
		total += v
	}
	return total
}

// plainParts works a heuristic out from the tiles alone, independently of
// the sliding package: each tile's share by square, and linear
// conflict's total penalty. goal lists the goal's tiles row by row.
func plainParts(h string, tiles, goal []int, w int) (shares map[int]int, penalty int) {
	goalAt := map[int]int{}
	for q, v := range goal {
		goalAt[v] = q
	}
	shares = map[int]int{}
	for q, v := range tiles {
		if v == 0 {
			continue
		}
		g := goalAt[v]
		d := abs(q/w-g/w) + abs(q%w-g%w)
		switch {
		case h == "misplaced" && q != g:
			shares[q] = 1
		case h != "misplaced" && d > 0:
			shares[q] = d
		}
	}
	if h == "linear-conflict" {
		for line := range w {
			var rowGoals, colGoals []int
			for i := range w {
				if v := tiles[line*w+i]; v != 0 && goalAt[v]/w == line {
					rowGoals = append(rowGoals, goalAt[v]%w)
				}
				if v := tiles[i*w+line]; v != 0 && goalAt[v]%w == line {
					colGoals = append(colGoals, goalAt[v]/w)
				}
			}
			penalty += 2*(len(rowGoals)-longestRising(rowGoals)) + 2*(len(colGoals)-longestRising(colGoals))
		}
	}
	return shares, penalty
}

func abs(x int) int { return max(x, -x) }

// longestRising is the longest strictly increasing subsequence of a,
// tried subset by subset (a line holds five tiles at most).
func longestRising(a []int) int {
	best := 0
	for set := range 1 << len(a) {
		last, n, ok := -1, 0, true
		for i, v := range a {
			if set&(1<<i) != 0 {
				ok = ok && v > last
				last, n = v, n+1
			}
		}
		if ok {
			best = max(best, n)
		}
	}
	return best
}

// TestInspectorNumbersAddUpToH: with the inspector on, on random 3×3 and
// 4×4 positions and on positions with linear conflicts, the numbers drawn
// on the tiles are each tile's share as worked out here from the tiles
// alone, and they (with the conflicts' penalties) add up to the h the
// panel shows, which is the heuristic's value worked out here.
func TestInspectorNumbersAddUpToH(t *testing.T) {
	tab, _ := newTestTab(t)
	inspectOn(t, tab)
	states := []string{"0,2,1,3,4,5,7,6,8", "2,1,0,3,4,5,6,8,7", "5,6,1,8,3,2,7,4,0",
		"0,2,1,3,4,5,6,7,8,9,10,11,12,13,15,14"}
	rng := rand.New(rand.NewPCG(13, 3))
	for _, w := range []int{3, 3, 4, 4} {
		s, _ := sliding.MustBoard(w, false, nil).RandomWalk(60, rng)
		states = append(states, sliding.MustBoard(w, false, nil).Format(s))
	}
	for _, h := range []struct{ id, title string }{
		{"manhattan", "Manhattan"}, {"linear-conflict", "Linear conflict"}, {"misplaced", "Misplaced tiles"},
	} {
		choose(t, tab, "A*", h.title)
		for _, state := range states {
			loadInspected(t, tab, state)
			shares, penalties := boardMarks(t, tab)
			want, penalty := plainParts(h.id, tab.view.tiles, tab.view.goal, tab.board().Width())
			if fmt.Sprint(shares) != fmt.Sprint(want) || sum(penalties) != penalty {
				t.Errorf("%s on %s: the board shows shares %v and penalties %v, want %v and %d in all",
					h.id, state, shares, penalties, want, penalty)
			}
			if got := shownH(t, tab); got != sum(shares)+sum(penalties) || got != sum(want)+penalty {
				t.Errorf("%s on %s: the panel shows h = %d; the board's numbers add up to %d, want %d",
					h.id, state, got, sum(shares)+sum(penalties), sum(want)+penalty)
			}
		}
	}
}

// TestInspectorFollowsTheBoard: the marks follow a tile played by hand,
// the steps along a solution path and the heuristic chosen, and the
// switch hides everything.
func TestInspectorFollowsTheBoard(t *testing.T) {
	tab, _ := newTestTab(t)
	inspectOn(t, tab)
	choose(t, tab, "A*", "Manhattan")
	loadInspected(t, tab, "1,0,2,3,4,5,6,7,8")
	if got := shownH(t, tab); got != 1 {
		t.Errorf("one move from the goal: h = %d, want 1", got)
	}
	tab.tapSquare(0) // tile 1 slides home
	kittest.Wait(t, tab.Done(), "the inspector")
	if shares, _ := boardMarks(t, tab); shownH(t, tab) != 0 || len(shares) != 0 {
		t.Errorf("at the goal: h = %d, marks %v", shownH(t, tab), shares)
	}
	// Along a solution path, row by row.
	solve(t, tab, "5,6,1,8,3,2,7,4,0", "A*", "Manhattan")
	kittest.Wait(t, tab.Done(), "the inspector")
	if tab.Search.Player.Len() < 2 {
		t.Fatalf("the path has %d states", tab.Search.Player.Len())
	}
	for i := range tab.Search.Player.Len() {
		tab.Search.Player.List.Select(i)
		want, _ := plainParts("manhattan", tab.view.tiles, tab.view.goal, 3)
		if got := shownH(t, tab); got != sum(want) {
			t.Errorf("path row %d (%v): h = %d, want %d", i, tab.view.tiles, got, sum(want))
		}
	}
	choose(t, tab, "IDA*", "Misplaced tiles")
	tab.EngineMenu.SetSelected("BFS") // uses no heuristic: the menu's last choice is inspected
	if !strings.HasPrefix(lineWith(t, tab, "h = "), "h = 0 (misplaced") {
		t.Errorf("BFS with the menu on misplaced: %q", lineWith(t, tab, "h = "))
	}
	test.Tap(tab.InspectSwitch)
	if insp(tab).Panel().Visible() || insp(tab).Overlay().Visible() || tab.prefs.Bool("sliding.inspect") {
		t.Error("switched off, the inspector still shows")
	}
}

// bfsDistances maps every position of a w×w board reachable from goal
// (row by row, 0 the blank) to its distance, by a plain breadth-first
// search: the blank swaps with an orthogonal neighbour, and with a
// diagonal one when diagonal is set.
func bfsDistances(goal []int, w int, diagonal bool) (map[string]int, []string) {
	key := func(p []int) string { return fmt.Sprint(p) }
	dist := map[string]int{key(goal): 0}
	order := []string{key(goal)}
	queue := [][]int{goal}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		blank := 0
		for p[blank] != 0 {
			blank++
		}
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				r, c := blank/w+dr, blank%w+dc
				if dr == 0 && dc == 0 || !diagonal && dr != 0 && dc != 0 || r < 0 || r >= w || c < 0 || c >= w {
					continue
				}
				next := append([]int(nil), p...)
				next[blank], next[r*w+c] = next[r*w+c], 0
				if _, seen := dist[key(next)]; !seen {
					dist[key(next)] = dist[key(p)] + 1
					order = append(order, key(next))
					queue = append(queue, next)
				}
			}
		}
	}
	return dist, order
}

// TestInspectorWarnsOfOverestimates: Manhattan + misplaced, and Manhattan
// with diagonal moves, overestimate the true distance (found here by a
// plain breadth-first search) on some positions: the inspector shows the
// true distance and says so there, and says nothing of the kind where h
// does not overestimate.
func TestInspectorWarnsOfOverestimates(t *testing.T) {
	tab, _ := newTestTab(t)
	inspectOn(t, tab)
	for _, c := range []struct {
		diagonal  bool
		heuristic string
		h         func(tiles []int) int
	}{
		{false, "Manhattan + Misplaced", func(tiles []int) int {
			m, _ := plainParts("manhattan", tiles, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}, 3)
			mis, _ := plainParts("misplaced", tiles, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}, 3)
			return sum(m) + sum(mis)
		}},
		{true, "Manhattan", func(tiles []int) int {
			m, _ := plainParts("manhattan", tiles, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}, 3)
			return sum(m)
		}},
	} {
		if tab.diagonal.Checked != c.diagonal {
			test.Tap(tab.diagonal)
		}
		choose(t, tab, "A*", c.heuristic)
		dist, order := bfsDistances([]int{0, 1, 2, 3, 4, 5, 6, 7, 8}, 3, c.diagonal)
		over, fair := "", ""
		for _, k := range order {
			var tiles []int
			for _, f := range strings.Fields(strings.Trim(k, "[]")) {
				v, _ := strconv.Atoi(f)
				tiles = append(tiles, v)
			}
			switch {
			case over == "" && c.h(tiles) > dist[k]:
				over = k
			case fair == "" && dist[k] > 3 && c.h(tiles) <= dist[k]:
				fair = k
			}
		}
		if over == "" || fair == "" {
			t.Fatalf("%s: the search found no position where h overestimates, or none where it does not", c.heuristic)
		}
		for _, k := range []string{over, fair} {
			loadInspected(t, tab, strings.Trim(k, "[]"))
			h, d := shownH(t, tab), dist[k]
			// Where h overestimates, the warning stands in for the line
			// of the true distance, and names it.
			lines := panelLines(tab)
			warning := fmt.Sprintf("h = %d > true distance %d: this heuristic is not admissible with these moves.", h, d)
			fine := slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, fmt.Sprintf("True distance %d", d)) })
			if k == over && (!slices.Contains(lines, warning) || fine) || k == fair && (slices.Contains(lines, warning) || !fine) {
				t.Errorf("%s on %s (h = %d, true distance %d): lines %q", c.heuristic, k, h, d, lines)
			}
			if k == over && !warningColoured(tab, warning) {
				t.Errorf("%s on %s: the warning is not in the error colour", c.heuristic, k)
			}
		}
	}
}

// plainDistance is the fewest moves from tiles to goal on a w×w board,
// by a plain breadth-first search from tiles (for positions a few moves
// from the goal).
func plainDistance(tiles, goal []int, w int) int {
	want := fmt.Sprint(goal)
	dist := map[string]int{fmt.Sprint(tiles): 0}
	for queue := [][]int{tiles}; len(queue) > 0; queue = queue[1:] {
		p := queue[0]
		d := dist[fmt.Sprint(p)]
		if fmt.Sprint(p) == want {
			return d
		}
		blank := slices.Index(p, 0)
		for _, step := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, c := blank/w+step[0], blank%w+step[1]
			if r < 0 || r >= w || c < 0 || c >= w {
				continue
			}
			next := slices.Clone(p)
			next[blank], next[r*w+c] = next[r*w+c], 0
			if _, seen := dist[fmt.Sprint(next)]; !seen {
				dist[fmt.Sprint(next)] = d + 1
				queue = append(queue, next)
			}
		}
	}
	return -1
}

// TestInspectorComputesTrueDistance: on 4×4 the true distance waits for
// Compute, which finds it in the background (as a plain breadth-first
// search does here), and Cancel stops a long search.
func TestInspectorComputesTrueDistance(t *testing.T) {
	if raceEnabled {
		t.Skip("IDA* on 4×4 builds the pattern databases: too slow under the race detector")
	}
	tab, _ := newTestTab(t)
	inspectOn(t, tab)
	choose(t, tab, "A*", "Manhattan")
	b := sliding.MustBoard(4, false, nil)
	s, _ := b.RandomWalk(10, rand.New(rand.NewPCG(5, 4)))
	loadInspected(t, tab, b.Format(s))
	compute := kittest.Button(t, insp(tab).Panel(), "Compute")
	if !compute.Visible() || !strings.Contains(lineWith(t, tab, "True distance"), "not computed") {
		t.Fatalf("4×4 before Compute: button shown %v, lines %q", compute.Visible(), panelLines(tab))
	}
	test.Tap(compute)
	kittest.Wait(t, tab.Done(), "the true distance")
	want := plainDistance(tab.view.tiles, tab.view.goal, 4)
	if got := lineWith(t, tab, "True distance"); got != fmt.Sprintf("True distance %d.", want) {
		t.Errorf("after Compute: %q, want true distance %d", got, want)
	}
	// Korf's 88th 15-puzzle (65 moves): IDA* takes a long while.
	loadInspected(t, tab, "15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4")
	test.Tap(compute)
	if compute.Text != "Cancel" {
		t.Fatalf("while computing the button reads %q", compute.Text)
	}
	test.Tap(compute)
	kittest.Wait(t, tab.Done(), "the cancelled search")
	if got := lineWith(t, tab, "True distance"); got != "True distance: cancelled." || compute.Text != "Compute" {
		t.Errorf("after Cancel: %q, button %q", got, compute.Text)
	}
}

// warningColoured reports whether the panel shows text in the theme's
// error colour.
func warningColoured(tab *Tab, text string) bool {
	found := false
	kittest.Each(insp(tab).Panel(), func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RichText); ok {
			for _, seg := range r.Segments {
				if s, ok := seg.(*widget.TextSegment); ok && s.Text == text && s.Style.ColorName == theme.ColorNameError {
					found = true
				}
			}
		}
	})
	return found
}

// TestInspectorLearnsFromSolve: after an optimal Solve on 4×4 the
// inspector shows the true distance of the start, and of each state along
// the path, without Compute; the figure is a plain breadth-first search's.
func TestInspectorLearnsFromSolve(t *testing.T) {
	tab, _ := newTestTab(t)
	inspectOn(t, tab)
	choose(t, tab, "A*", "Manhattan")
	b := sliding.MustBoard(4, false, nil)
	s, _ := b.RandomWalk(12, rand.New(rand.NewPCG(7, 1)))
	loadInspected(t, tab, b.Format(s))
	if got := lineWith(t, tab, "True distance"); !strings.Contains(got, "not computed") {
		t.Fatalf("before Solve: %q", got)
	}
	want := plainDistance(tab.view.tiles, tab.view.goal, 4)
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Done(), "the search")
	if got := lineWith(t, tab, "True distance"); got != fmt.Sprintf("True distance %d.", want) {
		t.Errorf("after Solve: %q, want true distance %d", got, want)
	}
	tab.Search.Player.List.Select(1)
	kittest.Wait(t, tab.Done(), "the inspector")
	if got := lineWith(t, tab, "True distance"); got != fmt.Sprintf("True distance %d.", want-1) {
		t.Errorf("one move along the path: %q, want true distance %d", got, want-1)
	}
}

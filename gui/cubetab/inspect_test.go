package cubetab

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/gui/kit/kittest"
)

// panelLines are the paragraphs of the inspector's text, in order.
func panelLines(tab *Tab) []string {
	if !tab.insp.Panel().Visible() {
		return nil
	}
	return tab.insp.Lines()
}

// plainDistance is the fewest turns that make every face of c one
// colour, by a plain breadth-first search over the cube as held with the
// 18 turns (for cubes a few turns from solved).
func plainDistance(c cube.Cube) int {
	dist := map[cube.Cube]int{c: 0}
	for queue := []cube.Cube{c}; len(queue) > 0; queue = queue[1:] {
		p := queue[0]
		if solvedLook(p) {
			return dist[p]
		}
		for _, m := range cube.Moves() {
			if next := p.Turn(m); dist[next] == 0 && next != c {
				dist[next] = dist[p] + 1
				queue = append(queue, next)
			}
		}
	}
	return -1
}

// TestInspectorShowsHAndTrueDistance: with the inspector on, the panel
// shows each heuristic's h on random short scrambles and the true distance
// a plain breadth-first search finds; opposing-colors overestimates on
// some of them, and there, and only there, the panel warns.
func TestInspectorShowsHAndTrueDistance(t *testing.T) {
	// The table first: newTestTab's window would start its build, whose
	// end races with the window's first layout under the race detector
	// when this test runs first.
	if _, err := cube.ExactTable(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	tab, _ := newTestTab(t)
	test.Tap(tab.inspectCheck)
	if !tab.insp.Active() || !tab.prefs.Bool(prefInspect) {
		t.Fatal("the Inspect h switch did not switch the inspector on")
	}
	warned := 0
	for _, id := range []puzzles.HeuristicID{puzzles.HeuristicOpposingColors, puzzles.HeuristicPDB, puzzles.HeuristicExact} {
		h, _ := heuristicNamed(string(id))
		tab.heurSel.SetSelected(heuristicTitle(h))
		for seed := range uint64(12) {
			scramble(t, tab, cube.FormatMoves(cube.RandomScramble(4, seed)))
			kittest.Wait(t, tab.Done(), "the inspector")
			d := plainDistance(tab.cube)
			var want int
			switch id {
			case puzzles.HeuristicOpposingColors:
				want = cube.OpposingColors(tab.state)
			case puzzles.HeuristicExact:
				want = d
			default:
				bd, err := cube.Inspect(tab.state, string(id))
				if err != nil {
					t.Fatal(err)
				}
				want = max(bd.Permutation, bd.Orientation)
			}
			// The second line says the true distance, or, where h
			// overestimates it, warns and names it.
			lines := panelLines(tab)
			second := fmt.Sprintf("True distance %d.", d)
			if want > d {
				second = fmt.Sprintf("h = %d > true distance %d: this heuristic is not admissible with these moves.", want, d)
			}
			if len(lines) != 2 || !strings.HasPrefix(lines[0], fmt.Sprintf("h = %d (", want)) || lines[1] != second {
				t.Errorf("%s, scramble %d: lines %q, want h = %d and %q", id, seed, lines, want, second)
			}
			if want > d {
				warned++
			}
		}
	}
	if warned == 0 {
		t.Error("opposing-colors never overestimated: the warning was not tried")
	}
}

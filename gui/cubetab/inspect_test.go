package cubetab

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/gui/inspect"
	"frontier/gui/kit/kittest"
)

// insp is the inspector under the net.
func insp(tab *Tab) *inspect.Cube { return tab.Inspector.(inspector).Cube }

// panelLines are the paragraphs of the inspector's text, in order.
func panelLines(tab *Tab) []string {
	if !insp(tab).Panel().Visible() {
		return nil
	}
	return insp(tab).Lines()
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
	tab, _ := newTestTab(t)
	test.Tap(tab.InspectSwitch)
	if !insp(tab).Active() || !tab.prefs.Bool("cube.inspect") {
		t.Fatal("the Inspect h switch did not switch the inspector on")
	}
	warned := 0
	for _, id := range []puzzles.HeuristicID{puzzles.HeuristicOpposingColors, puzzles.HeuristicPDB, puzzles.HeuristicExact} {
		choose(t, tab, "A*", string(id))
		for seed := range uint64(12) {
			scramble(t, tab, cube.FormatMoves(cube.RandomScramble(4, seed)))
			kittest.Wait(t, tab.Done(), "the inspector")
			d := plainDistance(tab.Start())
			var want int
			switch id {
			case puzzles.HeuristicOpposingColors:
				want = cube.OpposingColors(state(t, tab))
			case puzzles.HeuristicExact:
				want = d
			default:
				bd, err := cube.Inspect(state(t, tab), string(id))
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

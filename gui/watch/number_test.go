package watch

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/practice"
	"frontier/core/search"
)

// A node's number typed digit by digit picks it: at its last digit when
// no other node listed has a number that goes on from it, else at Enter;
// a number no node listed has is said, and picks nothing.
func TestTypingANodesNumber(t *testing.T) {
	listed := []int{0, 1, 6, 11, 14, 23}
	steps := []struct {
		keys   string // digits, with ⏎ for Enter and ⌫ for Backspace
		picked int
		hint   string
	}{
		{"6", 6, ""},
		{"14", 14, ""},
		{"1", -1, "Enter picks node 1"},
		{"1⏎", 1, ""},
		{"11", 11, ""},
		{"0", 0, ""},
		{"2", -1, "type the rest"},
		{"2⌫", -1, ""},
		{"7", -1, "No node 7 is listed"},
		{"24", -1, "No node 24 is listed"},
		{"⏎", -1, ""},
	}
	for _, s := range steps {
		var n nodeNumber
		picked := -1
		for _, r := range s.keys {
			k := fyne.KeyName(string(r))
			switch r {
			case '⏎':
				k = fyne.KeyReturn
			case '⌫':
				k = fyne.KeyBackspace
			}
			if id, _ := n.key(k, listed); id >= 0 {
				picked = id
			}
		}
		if picked != s.picked || s.hint == "" && n.hint() != "" || !strings.Contains(n.hint(), s.hint) {
			t.Errorf("typing %q over %v picks %d and says %q, want %d and %q", s.keys, listed, picked, n.hint(), s.picked, s.hint)
		}
	}
}

// One numbering: in predict mode, at every width of the frontier table,
// the rows show their node's number (the tree's) and no rank beside it;
// the node a key picks is the node whose number was typed, two digits
// too; and every node a verdict names is one listed under its number.
func TestPredictOneNumbering(t *testing.T) {
	v, _ := watch(t, cells, search.EngineAStar, testMaze)
	v.predict.Check.SetChecked(true)
	twoDigits := 0
	for guard := 0; guard < 200 && v.Stepper.Current() < v.Stepper.Len()-1; guard++ {
		if v.predict.ask != practice.Pick {
			v.Stepper.Step()
			continue
		}
		_, shown := v.Frontier()
		for _, width := range []float32{120, 200, 320, 640} {
			v.frontier.fit(width)
			if !slices.Contains(v.frontier.shown, "#") {
				t.Fatalf("at width %.0f the frontier drops the node's number: %q", width, v.frontier.shown)
			}
			for row, n := range shown {
				for col, c := range v.frontier.shown {
					l := widget.NewLabel("")
					v.frontier.cell(widget.TableCellID{Row: row, Col: col}, l)
					if c == "#" && l.Text != strconv.Itoa(n.ID) || c == "" && l.Text != "" {
						t.Fatalf("position %d, width %.0f, row %d: column %q reads %q for node %d", v.Stepper.Current(), width, row, c, l.Text, n.ID)
					}
				}
			}
		}
		last := shown[len(shown)-1].ID // the highest number listed
		if last >= 10 {
			twoDigits++
		}
		i := v.Stepper.Current()
		typeNumber(v, last)
		if got, ok := v.predict.chosen[i]; !ok || got != last {
			t.Fatalf("position %d: typing %d picked %d (answered %v)", i, last, got, ok)
		}
		for _, m := range regexp.MustCompile(`node (\d+)`).FindAllStringSubmatch(v.predict.prompt.Text, -1) {
			id, _ := strconv.Atoi(m[1])
			if !slices.ContainsFunc(shown, func(n search.Node[int]) bool { return n.ID == id }) {
				t.Errorf("position %d: the verdict names node %d, which the frontier %v does not list: %q", i, id, ids(shown), v.predict.prompt.Text)
			}
		}
		v.Stepper.Step()
	}
	if twoDigits == 0 {
		t.Error("no question listed a node of two digits")
	}
}

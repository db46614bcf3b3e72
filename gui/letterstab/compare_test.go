package letterstab

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/letters"
	"frontier/core/numfmt"
	"frontier/core/search"
)

func TestCompareEngines(t *testing.T) {
	// Five empty cells: plain minimax is quick even under the race detector.
	b := mustParse(t, "CS./E../S..", letters.Min)
	h := newHarness(t, b)
	h.tab.human = letters.Min
	h.tab.startGame()
	cv := h.tab.cmp
	if cv.run.Disabled() {
		t.Fatal("Compare engines is disabled on a game in progress")
	}
	test.Tap(cv.run)
	wait(t, h.compared, "the comparison")

	lines := strings.Split(cv.table.Text, "\n")
	if len(lines) != 1+len(compareOrder) {
		t.Fatalf("table has %d lines:\n%s", len(lines), cv.table.Text)
	}
	for i, e := range compareOrder {
		ref, err := search.SolveGame(context.Background(), e, letters.Game{}, *b)
		if err != nil {
			t.Fatal(err)
		}
		f := strings.Fields(lines[1+i])
		if len(f) != 4 || f[0] != compareShort[e] || f[1] != signed(ref.Value) || f[2] != numfmt.Group(ref.Nodes) {
			t.Errorf("row %q, want %s with value %s and %s nodes", lines[1+i], compareShort[e], signed(ref.Value), numfmt.Group(ref.Nodes))
		}
	}
	if cv.run.Disabled() || !cv.stop.Disabled() {
		t.Error("buttons not reset after the run")
	}
}

func TestCompareCancel(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.tab.startGame()
	cv := h.tab.cmp
	test.Tap(cv.run)
	// Alpha-beta and memo finish in well under a second; plain minimax on
	// the opening would take minutes under the race detector.
	wait(t, h.rowset, "alpha-beta's row")
	wait(t, h.rowset, "memo's row")
	test.Tap(cv.stop)
	wait(t, h.compared, "the cancelled comparison")
	if !strings.HasPrefix(cv.note.Text, "Cancelled") {
		t.Errorf("note %q after Cancel", cv.note.Text)
	}
	last := strings.Split(cv.table.Text, "\n")[3]
	if !strings.Contains(last, "stop") {
		t.Errorf("minimax row %q does not say it stopped", last)
	}
}

func TestCompareDisabledWhenOver(t *testing.T) {
	h := newHarness(t, mustParse(t, "CS./.../S..", letters.Max))
	h.tab.startGame()
	h.tab.chooseLetter('E')
	h.tapCell(0, 2)
	if !h.tab.cmp.run.Disabled() {
		t.Error("Compare engines is enabled on a finished game")
	}
}

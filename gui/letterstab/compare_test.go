package letterstab

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/letters"
	"frontier/core/games"
	"frontier/core/numfmt"
	"frontier/core/search"
)

func TestCompareEngines(t *testing.T) {
	// Five empty cells: plain minimax is quick even under the race detector.
	b := mustParse(t, "CS./E../S..", letters.Min)
	h := newHarness(t, b)
	h.tab.human = letters.Min
	h.start()
	cv := h.tab.cmp
	if cv.run.Disabled() {
		t.Fatal("Compare engines is disabled on a game in progress")
	}
	test.Tap(cv.run)
	h.compared(t, "the comparison")

	lines := strings.Split(cv.table.Text, "\n")
	if len(lines) != 1+len(compareRuns) {
		t.Fatalf("table has %d lines:\n%s", len(lines), cv.table.Text)
	}
	for i, r := range compareRuns {
		ref, err := games.SolveLetters(context.Background(), r.engine, *b, search.GameOptions{NaturalOrder: r.natural})
		if err != nil {
			t.Fatal(err)
		}
		line := []rune(lines[1+i]) // the name is 12 letters wide, α and β included
		name, f := strings.TrimSpace(string(line[:12])), strings.Fields(string(line[12:]))
		if len(f) != 3 || name != r.name || f[0] != search.SignedValue(ref.Value) || f[1] != numfmt.Group(ref.Nodes) {
			t.Errorf("row %q, want %s with value %s and %s nodes", lines[1+i], r.name, search.SignedValue(ref.Value), numfmt.Group(ref.Nodes))
		}
	}
	if !strings.Contains(cv.note.Text, "Same value from every engine and order: −1: MIN can force a win") {
		t.Errorf("note %q", cv.note.Text)
	}
	natural, ordered := strings.Fields(string([]rune(lines[2])[12:]))[1], strings.Fields(string([]rune(lines[1])[12:]))[1]
	if natural == ordered {
		t.Errorf("alpha-beta visits as many nodes in both orders (%s)", natural)
	}
	if cv.run.Disabled() || !cv.stop.Disabled() {
		t.Error("buttons not reset after the run")
	}
}

func TestCompareCancel(t *testing.T) {
	start := letters.StartBoards()[0]
	h := newHarness(t, &start)
	h.start()
	cv := h.tab.cmp
	// Alpha-beta and memo finish in well under a second, and may all be
	// done before the test looks; plain minimax on the opening takes
	// seconds without the race detector, minutes with it, so it is
	// cancelled as it starts.
	minimax := make(chan struct{})
	cv.rowStarted = func(i int) {
		if i == len(compareRuns)-1 {
			close(minimax)
		}
	}
	test.Tap(cv.run)
	wait(t, minimax, "minimax's row")
	test.Tap(cv.stop)
	h.compared(t, "the cancelled comparison")
	if !strings.HasPrefix(cv.note.Text, "Cancelled") {
		t.Errorf("note %q after Cancel", cv.note.Text)
	}
	last := strings.Split(cv.table.Text, "\n")[len(compareRuns)]
	if !strings.Contains(last, "stop") {
		t.Errorf("minimax row %q does not say it stopped", last)
	}
}

func TestCompareDisabledWhenOver(t *testing.T) {
	h := newHarness(t, mustParse(t, "CS./.../S..", letters.Max))
	h.start()
	h.tab.chooseLetter('E')
	h.tapCell(0, 2)
	if !h.tab.cmp.run.Disabled() {
		t.Error("Compare engines is enabled on a finished game")
	}
}

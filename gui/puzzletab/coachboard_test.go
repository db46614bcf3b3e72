package puzzletab_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/gui/kit/kittest"
	"frontier/gui/puzzletab"
)

// leftOn is what the coach says of position text reached by playback, by
// the distance a plain breadth-first search (toy_test.go) finds.
func leftOn(text string) string {
	switch d := plainDistance(text); d {
	case 0:
		return "Optimal: at the goal"
	case 1:
		return "Optimal: 1 move left"
	default:
		return fmt.Sprintf("Optimal: %d moves left", d)
	}
}

// TestCoachSpeaksOfTheBoard: during playback of a path found by BFS, and
// of the path Solve from here plays, the coach speaks of the position on
// the board at each step, without judging moves no hand made; at the
// goal it says so and a hint names no move. Solve from here says in the
// results' heading the engine it used, A* here while the menu says BFS.
func TestCoachSpeaksOfTheBoard(t *testing.T) {
	a := test.NewTempApp(t)
	pz := frogsTab()
	pz.Coach = &puzzletab.Coaching[frogs, frogs]{} // it always speaks
	tab := puzzletab.New(a.Preferences(), pz)
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	tab.Coach.Switch.SetChecked(true)
	start, _ := parseFrogs("BBB_WWW")
	tab.SetStart(start)
	kittest.Wait(t, tab.Done(), "the coach")
	if got, want := kittest.CoachStanding(tab.Coach.Line.Text), leftOn("BBB_WWW")+" · no moves yet"; got != want {
		t.Fatalf("at the start the coach says %q, want %q", got, want)
	}
	choose(t, tab, "BFS", "")
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Search.Done(), "the search")
	board := boardOf(t, tab)
	var wrong []string
	show := tab.Search.Player.OnShow
	tab.Search.Player.OnShow = func(from, to int, d time.Duration) {
		show(from, to, d)
		kittest.Wait(t, tab.Done(), "the coach")
		if got, want := kittest.CoachStanding(tab.Coach.Line.Text), leftOn(board.text()); got != want {
			wrong = append(wrong, fmt.Sprintf("at %s %q, want %q", board.text(), got, want))
		}
	}
	end, fire := kittest.Signal()
	tab.Search.Player.OnEnd = fire
	tab.Search.Player.SetSpeed(30)
	tab.TogglePlay()
	kittest.Wait(t, end, "the end of playback")
	if len(wrong) > 0 || board.text() != formatFrogs(frogsGoal) {
		t.Fatalf("playback ended at %s; the coach said %s", board.text(), strings.Join(wrong, "; "))
	}
	tab.Coach.Hint()
	if !strings.Contains(tab.Coach.Line.Text, "no move left") {
		t.Errorf("a hint at the goal says %q", tab.Coach.Line.Text)
	}

	// A move by hand from the start, then Solve from here.
	tab.SetStart(start)
	kittest.Wait(t, tab.Done(), "the coach")
	next, _ := start.move(-1)
	tab.Play(next)
	kittest.Wait(t, tab.Done(), "the coach")
	if got := kittest.CoachStanding(tab.Coach.Line.Text); !strings.HasPrefix(got, leftOn(formatFrogs(next))+" · ") {
		t.Fatalf("after a move by hand the coach says %q", got)
	}
	wrong = nil
	end, fire = kittest.Signal()
	tab.Search.Player.OnEnd = fire
	tab.Coach.SolveFromHere()
	kittest.Wait(t, end, "the end of the path from here")
	if len(wrong) > 0 || board.text() != formatFrogs(frogsGoal) {
		t.Fatalf("Solve from here ended at %s; the coach said %s", board.text(), strings.Join(wrong, "; "))
	}
	if got := tab.Search.Stats.Subject.Text; !strings.Contains(got, "A*") || !strings.Contains(got, "coach") {
		t.Errorf("Solve from here's heading %q does not name the coach's engine", got)
	}
}

// TestCoachKeepsItsPlace: switching the coach on and off moves none of
// the puzzle's own controls under the board (a turn button here), nor
// Solve or the state box; off, it shows its switch alone; where it has no
// say its switch is greyed and its line says why.
func TestCoachKeepsItsPlace(t *testing.T) {
	a := test.NewTempApp(t)
	pz := frogsTab()
	var say bool
	pz.Coach = &puzzletab.Coaching[frogs, frogs]{Speaks: func(*puzzles.Kind[frogs, frogs]) bool { return say }}
	turn := widget.NewButton("Turn", nil)
	pz.Hand = &puzzletab.Hand[frogs, frogs]{Wire: func(*puzzletab.Tab[frogs, frogs], fyne.CanvasObject) (fyne.CanvasObject, []fyne.CanvasObject) {
		return container.NewHBox(turn), nil
	}}
	tab := puzzletab.New(a.Preferences(), pz)
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	where := func() []fyne.Position {
		var at []fyne.Position
		for _, o := range []fyne.CanvasObject{turn, tab.Search.SolveBtn, tab.StateBox} {
			at = append(at, fyne.CurrentApp().Driver().AbsolutePositionForObject(o))
		}
		return at
	}
	if !tab.Coach.Switch.Disabled() || !strings.HasPrefix(tab.Coach.Line.Text, "No coach on the Frogs") {
		t.Fatalf("without a say the coach's switch is enabled (%v) and says %q", !tab.Coach.Switch.Disabled(), tab.Coach.Line.Text)
	}
	say = true
	tab.SetStart(frogsGoal)
	if tab.Coach.HintBtn.Visible() || tab.Coach.FromHereBtn.Visible() || tab.Coach.Line.Text != "" {
		t.Error("off, the coach shows more than its switch")
	}
	before := where()
	tab.Coach.Switch.SetChecked(true)
	kittest.Wait(t, tab.Done(), "the coach")
	if after := where(); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("switched on, the controls moved from %v to %v", before, after)
	}
	if !tab.Coach.HintBtn.Visible() || tab.Coach.Line.Text == "" {
		t.Error("on, the coach shows no Hint or line")
	}
	tab.Coach.Switch.SetChecked(false)
	if after := where(); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("switched off, the controls moved from %v to %v", before, after)
	}
}

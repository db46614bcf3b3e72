package puzzletab

import (
	"fmt"

	"fyne.io/fyne/v2"

	"frontier/core/puzzles"
	"frontier/gui/kit"
)

func (t *Tab[P, S]) buildState() {
	t.StateBox = kit.NewEntry(t.pz.Inputs.StateHint)
	t.StateBox.OnSubmitted = func(string) { t.loadEntry() }
	t.StateBox.OnChanged = func(string) { t.stateTyped() }
	t.StateErr = kit.ErrorLabel()
	t.StateNote = kit.NoteLabel()
}

// read reads a state text: with the tab's kind, or else with the kind
// the puzzle offers for it (another board size), which is returned.
func (t *Tab[P, S]) read(text string) (*puzzles.Kind[P, S], P, error) {
	p, err := t.kind.Parse(text)
	if err == nil || t.pz.Inputs.Reshape == nil {
		return t.kind, p, err
	}
	k := t.pz.Inputs.Reshape(text)
	if k == nil {
		return t.kind, p, err
	}
	other, err := k.Parse(text)
	return k, other, err
}

// loadEntry reads the state box. A bad state shows the parser's message
// under the box and changes nothing else; a state the puzzle reads with
// other settings (a board of another width) switches to them, and the
// note under the box says so.
func (t *Tab[P, S]) loadEntry() bool {
	k, p, err := t.read(t.StateBox.Text)
	if err != nil {
		kit.SetError(t.StateNote, "") // the two share their room
		kit.SetError(t.StateErr, err.Error())
		return false
	}
	note := ""
	if k != t.kind {
		if t.pz.Inputs.Reshaped != nil {
			note = t.pz.Inputs.Reshaped(t, k)
		}
		t.setKind(k)
	}
	t.setStart(p)
	t.Note(note)
	return true
}

// stateTyped follows the state box as it is typed in: an error on show
// goes as soon as the text reads as a position (or changes to the next
// problem); a new error waits for Load, Enter or Solve.
func (t *Tab[P, S]) stateTyped() {
	kit.Recheck(t.StateErr, func() string {
		if _, _, err := t.read(t.StateBox.Text); err != nil {
			return err.Error()
		}
		return ""
	})
	t.followErrors()
}

// setStart makes p the position to solve: the board shows it, the box
// holds its text, and the old path, result and hand count go.
func (t *Tab[P, S]) setStart(p P) {
	if t.Coach != nil {
		t.Coach.restart(p)
	}
	t.place(p)
}

// place is setStart but for the coach, which a move by hand tells itself.
func (t *Tab[P, S]) place(p P) {
	t.start = p
	t.hand = 0
	t.Search.Previous("The state has changed: press Solve (Ctrl+Enter) for a new result.", false)
	t.StateBox.SetText(t.kind.Format(p))
	kit.SetError(t.StateErr, "")
	kit.SetError(t.StateNote, "")
	t.followErrors()
	t.show(p)
	t.updateHand()
	t.save()
}

// setKind makes k the tab's puzzle: the heuristic menu lists its
// heuristics, and the warnings are its own.
func (t *Tab[P, S]) setKind(k *puzzles.Kind[P, S]) {
	t.kind = k
	t.showHeuristics()
	t.showWarnings()
}

// Kind is the tab's puzzle as configured.
func (t *Tab[P, S]) Kind() *puzzles.Kind[P, S] { return t.kind }

// Start is the position the next search starts from.
func (t *Tab[P, S]) Start() P { return t.start }

// Shown is the position on the board: the start, or a state of the path.
func (t *Tab[P, S]) Shown() P { return t.shown }

// SetStart makes p the position to solve, as a scramble does.
func (t *Tab[P, S]) SetStart(p P) { t.setStart(p) }

// Play makes next, a move by hand from the position on show, the
// position to solve, and counts the move.
func (t *Tab[P, S]) Play(next P) {
	hand, from := t.hand+1, t.shown
	// The coach hears of the move first: the board's showing next
	// then tells it nothing new.
	if t.Coach != nil {
		t.Coach.played(from, next)
	}
	t.place(next)
	t.hand = hand
	t.updateHand()
}

// SetKind makes k the tab's puzzle after a setting of the puzzle's own
// changed: the result on show becomes a previous one, headed why. The
// position stays when k reads it (its tiles on their new goal squares
// change colour); otherwise k's goal replaces it, and SetKind reports
// false.
func (t *Tab[P, S]) SetKind(k *puzzles.Kind[P, S], why string) bool {
	text := t.kind.Format(t.start)
	t.setKind(k)
	t.Search.Previous(why, false)
	if p, err := k.Parse(text); err == nil {
		t.start = p
		if t.Coach != nil {
			t.Coach.restart(p)
		}
		t.show(p)
		t.save()
		return true
	}
	t.setStart(k.Goal)
	return false
}

// Note says, under the state box, what happened to the state ("" clears
// it).
func (t *Tab[P, S]) Note(text string) { kit.SetError(t.StateNote, text) }

// TypedKey makes the move of a key the puzzle plays by hand (the arrows
// slide the sliding puzzle's blank).
func (t *Tab[P, S]) TypedKey(e *fyne.KeyEvent) {
	m, ok := t.pz.hand().Keys[e.Name]
	if !ok {
		return
	}
	if next, err := t.kind.Apply(t.shown, m); err == nil {
		t.Play(next)
	}
}

// updateHand says how many moves were made by hand, and when they solved
// the puzzle.
func (t *Tab[P, S]) updateHand() {
	solved := t.hand > 0 && t.kind.Solved(t.start)
	if words := t.pz.hand().Words; words != nil {
		t.HandLabel.SetText(words(t.hand, solved))
		return
	}
	if solved {
		t.HandLabel.SetText(fmt.Sprintf("Solved by hand in %d moves!", t.hand))
		return
	}
	t.HandLabel.SetText(fmt.Sprintf("Moves by hand: %d", t.hand))
}

package route

// MaxUndo is how many operations a Draft can undo; older ones are
// forgotten. Each level keeps a copy of the draft, so the bound keeps a
// long session on a large map within memory.
const MaxUndo = 200

// save keeps the draft as it is before an operation changes it, and
// forgets what was undone: an operation after an undo starts a new line.
func (d *Draft) save() {
	if len(d.undo) == MaxUndo {
		d.undo = append(d.undo[:0], d.undo[1:]...)
	}
	d.undo = append(d.undo, d.draftState.clone())
	d.redo = nil
}

// CanUndo reports whether an operation can be undone.
func (d *Draft) CanUndo() bool { return len(d.undo) > 0 }

// CanRedo reports whether an undone operation can be done again.
func (d *Draft) CanRedo() bool { return len(d.redo) > 0 }

// Undo puts the draft back as it was before the last operation not yet
// undone, exactly; it reports false when there is none.
func (d *Draft) Undo() bool {
	if len(d.undo) == 0 {
		return false
	}
	d.redo = append(d.redo, d.draftState)
	d.draftState = d.undo[len(d.undo)-1]
	d.undo = d.undo[:len(d.undo)-1]
	return true
}

// Redo does again the last operation undone; it reports false when there
// is none.
func (d *Draft) Redo() bool {
	if len(d.redo) == 0 {
		return false
	}
	d.undo = append(d.undo, d.draftState)
	d.draftState = d.redo[len(d.redo)-1]
	d.redo = d.redo[:len(d.redo)-1]
	return true
}

package textio

import "fmt"

// MoveError is a move of a sequence that cannot be made: its place in the
// sequence, counted from 1, and why. A reader of one move at a time (the
// checker of programs) says Err alone.
type MoveError struct {
	N   int
	Err error
}

func (e *MoveError) Error() string { return fmt.Sprintf("move %d: %v", e.N, e.Err) }

func (e *MoveError) Unwrap() error { return e.Err }

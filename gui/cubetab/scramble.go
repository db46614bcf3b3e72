package cubetab

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// maxScramble bounds the random scramble's length; God's number is 11, so
// longer scrambles only make the box harder to read.
const maxScramble = 1000

// loadEntry reads the state box. A bad text shows the parser's message
// under the box and changes nothing else.
func (t *Tab) loadEntry() bool {
	c, err := cube.ParseCube(t.stateEntry.Text)
	if err != nil {
		kit.SetError(t.stateErr, err.Error())
		return false
	}
	t.setCube(c)
	return true
}

// setCube makes c the cube to solve, as held: the net shows it, the box
// holds its text, and the old path and hand count go.
func (t *Tab) setCube(c cube.Cube) {
	s, err := c.State()
	if err != nil { // every caller passes a checked or turned cube
		kit.SetError(t.stateErr, err.Error())
		return
	}
	t.search.Previous("The cube has changed: press Solve (Ctrl+Enter) for a new result.", false)
	t.cube, t.state = c, s
	t.hand = 0
	t.view = puzzles.CubeKind().View(c)
	t.search.ClearPath()
	t.stateEntry.SetText(c.String())
	kit.SetError(t.stateErr, "")
	t.show(c)
	t.updateHand()
	t.save()
}

// stateTyped follows the state box as it is typed in: an error on show
// goes as soon as the text reads as a cube (or changes to the next
// problem); a new error waits for Load, Enter or Solve.
func (t *Tab) stateTyped() {
	kit.Recheck(t.stateErr, func() string {
		_, err := cube.ParseCube(t.stateEntry.Text)
		return errText(err)
	})
}

// scrambleTyped does the same for the scramble box.
func (t *Tab) scrambleTyped() {
	kit.Recheck(t.scrambleErr, func() string {
		_, err := cube.ParseMoves(t.scrambleEntry.Text)
		return errText(err)
	})
	t.save()
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// applyScramble turns the solved cube by the moves in the scramble box.
func (t *Tab) applyScramble() {
	ms, err := cube.ParseMoves(t.scrambleEntry.Text)
	if err != nil {
		kit.SetError(t.scrambleErr, err.Error())
		return
	}
	kit.SetError(t.scrambleErr, "")
	t.setCube(cube.SolvedCube().Turn(ms...))
}

// randomSettings reads the length and seed boxes, or says what is wrong
// with them.
func (t *Tab) randomSettings() (n int, seed uint64, msg string) {
	n, err := strconv.Atoi(strings.TrimSpace(t.lengthEntry.Text))
	if err != nil || n < 0 || n > maxScramble {
		return 0, 0, fmt.Sprintf("length must be a whole number from 0 to %d", maxScramble)
	}
	seed, err = strconv.ParseUint(strings.TrimSpace(t.seedEntry.Text), 10, 64)
	if err != nil {
		return 0, 0, "seed must be a whole number, such as 7"
	}
	return n, seed, ""
}

// randomTyped follows the length and seed boxes: an error on show goes
// as soon as they read well.
func (t *Tab) randomTyped() {
	kit.Recheck(t.randomErr, func() string { _, _, msg := t.randomSettings(); return msg })
	t.save()
}

// randomScramble draws a seeded random scramble of the chosen length,
// writes it in the scramble box and applies it. The seed then steps on,
// so the next click gives a new cube and every one can be replayed.
func (t *Tab) randomScramble() {
	n, seed, msg := t.randomSettings()
	kit.SetError(t.randomErr, msg)
	if msg != "" {
		return
	}
	ms := cube.RandomScramble(n, seed)
	t.seedEntry.SetText(strconv.FormatUint(seed+1, 10))
	t.scrambleEntry.SetText(cube.FormatMoves(ms))
	kit.SetError(t.scrambleErr, "")
	t.setCube(cube.SolvedCube().Turn(ms...))
}

// turnByHand turns one face of the cube on show; the result is the new
// cube to solve and the state box follows.
func (t *Tab) turnByHand(m cube.Move) {
	hand := t.hand + 1
	t.setCube(t.net.Cube().Turn(m))
	t.hand = hand
	t.updateHand()
}

// reset puts the solved cube back.
func (t *Tab) reset() {
	t.setCube(cube.SolvedCube())
}

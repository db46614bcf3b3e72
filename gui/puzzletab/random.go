package puzzletab

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// menuItem is an entry of a menu whose choice the preferences keep by id.
type menuItem struct{ id, title string }

var (
	randWalk    = menuItem{"walk", "Random walk"}
	randUniform = menuItem{"uniform", "Uniform"}
)

// item finds the entry of an id or a title in menu, or the first.
func item(menu []menuItem, name string) menuItem {
	for _, m := range menu {
		if m.id == name || m.title == name {
			return m
		}
	}
	return menu[0]
}

func titles(menu []menuItem) []string {
	out := make([]string, len(menu))
	for i, m := range menu {
		out[i] = m.title
	}
	return out
}

// randMenu is how the puzzle draws random positions: a walk from the goal,
// a uniform draw, or both.
func (t *Tab[P, S]) randMenu() []menuItem {
	var menu []menuItem
	if t.pz.Inputs.Walk != nil || t.kind.Walk != nil {
		menu = append(menu, randWalk)
	}
	if t.kind.Uniform != nil {
		menu = append(menu, randUniform)
	}
	return menu
}

func (t *Tab[P, S]) buildRandom() {
	t.RandMode = kit.NewSelect(titles(t.randMenu()), t.randModeChanged)
	t.WalkBox = kit.NewEntry(strconv.Itoa(t.pz.Inputs.DefaultWalk))
	t.SeedBox = kit.NewEntry("1")
	t.WalkBox.OnChanged = func(string) { t.randomTyped() }
	t.SeedBox.OnChanged = func(string) { t.randomTyped() }
	t.RandErr = kit.ErrorLabel()
}

func (t *Tab[P, S]) uniform() bool {
	menu := t.randMenu()
	return len(menu) > 0 && item(menu, t.RandMode.Selected) == randUniform
}

func (t *Tab[P, S]) maxWalk() int {
	if t.pz.Inputs.MaxWalk > 0 {
		return t.pz.Inputs.MaxWalk
	}
	return puzzles.MaxWalk
}

// randomSettings reads the seed and walk-length boxes, or says what is
// wrong with them.
func (t *Tab[P, S]) randomSettings() (seed uint64, moves int, msg string) {
	seed, err := numfmt.ParseUint(strings.TrimSpace(t.SeedBox.Text))
	if err != nil {
		return 0, 0, "seed must be a whole number, such as 7"
	}
	if t.uniform() {
		return seed, 0, ""
	}
	moves, err = numfmt.Atoi(strings.TrimSpace(t.WalkBox.Text))
	if err != nil || moves < 0 || moves > t.maxWalk() {
		return 0, 0, fmt.Sprintf("moves must be a whole number from 0 to %d", t.maxWalk())
	}
	return seed, moves, ""
}

// randomTyped follows the seed and walk boxes: an error on show goes as
// soon as they read well.
func (t *Tab[P, S]) randomTyped() {
	kit.Recheck(t.RandErr, func() string { _, _, msg := t.randomSettings(); return msg })
	t.save()
}

func (t *Tab[P, S]) randModeChanged() {
	if t.uniform() {
		t.WalkBox.Disable()
	} else {
		t.WalkBox.Enable()
	}
	t.randomTyped()
}

// Randomize puts a random position on the board: a seeded walk from the
// goal, or a uniform draw. The seed then steps on, so that the next click
// gives a new position and every one can be replayed: unless the puzzle
// draws its own walk, the command line's --random-walk with the same
// --seed gives the same position. It reports false, with the reason under
// the seed, on a bad walk length or seed.
func (t *Tab[P, S]) Randomize() bool {
	seed, moves, msg := t.randomSettings()
	kit.SetError(t.RandErr, msg)
	if msg != "" || len(t.randMenu()) == 0 {
		return false
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	var p P
	switch {
	case t.uniform():
		p = t.kind.Uniform(rng)
	case t.pz.Inputs.Walk != nil:
		p = t.pz.Inputs.Walk(moves, rng)
	default:
		p = t.kind.Walk(t.kind.Goal, moves, rng)
	}
	t.SeedBox.SetText(strconv.FormatUint(seed+1, 10))
	t.setStart(p)
	return true
}

package labtab

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"frontier/core/lab"
	"frontier/core/puzzles"
)

// loadConfigDialog asks for a configuration file (size, seed, swaps, number)
// and fills the form.
func (t *Tab) loadConfigDialog() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			t.setStatusError("The file could not be opened: " + err.Error())
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		t.applyConfig(r, r.URI().Name())
	}, t.w)
	showLarge(d, t.w)
}

// applyConfig reads a configuration (the puzzle and its options, seed,
// swaps, number) into the form: the puzzle and its options, seed, random
// walk and N. A depth experiment
// has no use for the walk, nor a local one for the states, so the kind
// becomes a heuristic comparison, as on the command line. A bad file changes nothing and says why on the
// status line.
func (t *Tab) applyConfig(r io.Reader, name string) bool {
	cfg, err := lab.ParseConfig(r)
	if err != nil {
		t.setStatusError(fmt.Sprintf("%s: %v", name, err))
		return false
	}
	po, free, ok := puzzleOf(cfg.Puzzle)
	if !ok {
		t.setStatusError(fmt.Sprintf("%s: the %s is not in the puzzle menu (%s)", name, cfg.Puzzle,
			strings.Join(puzzleTitles(), ", ")))
		return false
	}
	f := t.form
	f.puzzle.SetSelected(po.title)
	f.applySettings(free)
	if k := kindOf(f.kind.Selected); k == lab.KindDepth || k == lab.KindLocal {
		f.kind.SetSelected(kindTitle(lab.KindCompare))
	}
	f.seed.SetText(strconv.FormatUint(cfg.Seed, 10))
	f.walk.SetText(itoa(cfg.Swaps))
	f.instances.SetText(itoa(cfg.Number))
	what := po.title
	if free != (puzzles.Settings{}) {
		what += " with " + free.String()
	}
	t.setStatus(fmt.Sprintf("Loaded %s: %s, seed %d, walks of %d moves, %d states.",
		name, what, cfg.Seed, cfg.Swaps, cfg.Number))
	t.save()
	return true
}

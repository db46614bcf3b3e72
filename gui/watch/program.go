package watch

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/gui/kit"
)

// Program is a student's program's own expansions, shown beside the
// engine's search (see Job.Program): as the checker of programs read
// them, with the step where the two part.
type Program[S comparable] struct {
	// Name heads the list: "Your program".
	Name       string
	Expansions []S
	// Diverge is the step where the program's expansions part from the
	// engine's, from 1; 0 when they agree. Says says how.
	Diverge int
	Says    string
}

// programList shows a Program beside the frontier: its expansions, the
// one of the step on show marked, the divergence marked from the start.
// It hides while the job has none.
type programList[S comparable] struct {
	puzzle  Puzzle[S]
	prog    *Program[S]
	current int    // the step on show
	about   string // the heading, but at the divergence
	head    *widget.Label
	list    *widget.List
	content fyne.CanvasObject
}

func newProgramList[S comparable](p Puzzle[S]) *programList[S] {
	pl := &programList[S]{puzzle: p, head: heading("")}
	pl.head.Wrapping = fyne.TextWrapWord
	pl.list = widget.NewList(func() int {
		if pl.prog == nil {
			return 0
		}
		return len(pl.prog.Expansions)
	}, func() fyne.CanvasObject {
		return widget.NewLabel("✗ 00000. 00 00 00 00 00 00 00 00 00")
	}, func(id widget.ListItemID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		step := id + 1
		mark := "  "
		switch {
		case step == pl.prog.Diverge:
			mark = "✗ "
		case pl.prog.Diverge == 0 || step < pl.prog.Diverge:
			mark = "✓ "
		}
		l.SetText(mark + strconv.Itoa(step) + ". " + pl.puzzle.Compact(pl.prog.Expansions[id]))
		l.TextStyle.Bold = step == pl.current
		l.Importance = widget.MediumImportance
		if step == pl.prog.Diverge {
			l.Importance = widget.DangerImportance
		}
		l.Refresh()
	})
	// The heading keeps four lines and scrolls in them: at the
	// divergence it says how the two part, at length, and a heading that
	// grew would push the list, and the window, past a projector's
	// screen.
	pl.content = &fyne.Container{Layout: programLayout{}, Objects: []fyne.CanvasObject{kit.ScrollLines(4, pl.head), pl.list}}
	pl.content.Hide()
	return pl
}

// set shows prog, or hides the list for a job without one.
func (pl *programList[S]) set(prog *Program[S], engine string) {
	pl.prog, pl.current = prog, 0
	if prog == nil {
		pl.content.Hide()
		return
	}
	name := prog.Name
	if name == "" {
		name = "Your program"
	}
	n := numfmt.Group(len(prog.Expansions))
	switch {
	case prog.Diverge > 0:
		pl.about = fmt.Sprintf("%s: %s expansions, the same as %s's up to step %d; step %d differs (✗).", name, n, engine, prog.Diverge-1, prog.Diverge)
	default:
		pl.about = fmt.Sprintf("%s: %s expansions, each the same as %s's.", name, n, engine)
	}
	pl.head.SetText(pl.about)
	pl.list.Refresh()
	pl.content.Show()
}

// showStep marks the program's expansion at step i and brings it into
// view.
func (pl *programList[S]) showStep(i int) {
	if pl.prog == nil {
		return
	}
	pl.current = i
	if i >= 1 && i <= len(pl.prog.Expansions) {
		pl.list.ScrollTo(i - 1)
	}
	// At the divergence, the heading says how the two part.
	if i == pl.prog.Diverge && pl.prog.Says != "" {
		pl.head.SetText(pl.prog.Says)
	} else {
		pl.head.SetText(pl.about)
	}
	pl.list.Refresh()
}

// programLayout puts the heading over the list, which takes at least
// three rows.
type programLayout struct{}

func (programLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := objs[0].MinSize()
	row := widget.NewLabel("0").MinSize()
	return fyne.NewSize(h.Width, h.Height+3*row.Height)
}

func (programLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := objs[0].MinSize().Height
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, h))
	objs[1].Move(fyne.NewPos(0, h))
	objs[1].Resize(fyne.NewSize(size.Width, size.Height-h))
}

package inspect

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
)

// Cube inspects a cube heuristic: h and its parts in words, the true
// distance from the exact table, and the warning when h overestimates
// (opposing-colors does). The exact table is made ready, the first time,
// through the catalogue in the background; the cube tab usually has it
// ready already. Its methods
// are for the UI goroutine.
//
//	in := inspect.NewCube()
//	in.SetActive(true)
//	in.Show("opposing-colors", s)
type Cube struct {
	heuristic string
	state     cube.State
	shown     bool // Show has been called
	active    bool

	lines *lines
	truth *truth[cube.State]
	panel *fyne.Container
}

// NewCube makes a cube inspector, off.
func NewCube() *Cube {
	in := &Cube{lines: newLines()}
	in.truth = newTruth[cube.State](in.lines)
	k := puzzles.CubeKind()
	in.truth.use(truthSource[cube.State]{
		// The exact table is made ready through the catalogue, so that
		// switching the inspector off stops its build.
		find: func(ctx context.Context, s cube.State) (int, error) {
			if err := k.MakeReady(ctx, puzzles.HeuristicExact, nil); err != nil {
				return 0, err
			}
			return k.TrueDistance(ctx, s.Cube())
		},
		known:   func(s cube.State) (int, bool) { return k.KnownDistance(s.Cube()) },
		auto:    true,
		waiting: func() string { return "True distance: waiting for the exact table…" },
	})
	// h = exact waits for the table too.
	in.truth.after = func() {
		if in.active && k.Unprepared(puzzles.HeuristicExact) == "" {
			in.update()
		}
	}
	in.panel = container.NewBorder(nil, nil, nil, container.NewCenter(in.truth.compute), in.lines.box)
	in.SetActive(false)
	return in
}

// Panel is the inspector's text.
func (in *Cube) Panel() fyne.CanvasObject { return in.panel }

// SetActive switches the inspector on or off, as Sliding.SetActive.
func (in *Cube) SetActive(on bool) {
	in.active = on
	if !on {
		in.panel.Hide()
		in.truth.stop()
		return
	}
	in.panel.Show()
	in.update()
}

// Active reports whether the inspector is on.
func (in *Cube) Active() bool { return in.active }

// Show inspects the heuristic named h (an id such as "opposing-colors")
// on s.
func (in *Cube) Show(h string, s cube.State) {
	in.heuristic, in.state, in.shown = h, s, true
	if in.active {
		in.update()
	}
}

func (in *Cube) update() {
	if !in.shown {
		return
	}
	if puzzles.CubeKind().Unprepared(puzzles.HeuristicID(in.heuristic)) != "" {
		in.lines.set(&in.lines.summary, "h: waiting for the exact table…")
		in.truth.show(in.state, 0, false, false)
		return
	}
	bd, err := cube.Inspect(in.state, in.heuristic)
	if err != nil {
		in.lines.set(&in.lines.summary, "h: "+err.Error())
		in.truth.show(in.state, 0, false, false)
		return
	}
	in.lines.set(&in.lines.summary, cubeWords(bd))
	in.truth.show(in.state, bd.H, true, !bd.Admissible)
}

// Done returns a channel closed once the inspector's background work,
// if any, has shown its result.
func (in *Cube) Done() <-chan struct{} { return in.truth.Done() }

// Lines lists the paragraphs of the panel's text, in order: h, the true
// distance or the warning.
func (in *Cube) Lines() []string { return in.lines.shown() }

// Package checkwin is the window that checks a student's own search
// program (File → Check a solver…): the program's command, how many
// problems, Check and Cancel, the tests with their verdicts, the report
// of the test picked, and its search in the watch view beside the
// program's expansions. It runs core/check in the background, as the
// command line's frontier check does.
package checkwin

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/check"
	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/sandbox"
	"frontier/core/search"
	"frontier/gui/kit"
	"frontier/gui/watch"
)

// Setup is what a tab hands the window when it opens: the problem as the
// tab's inputs set it.
type Setup struct {
	Domain    puzzles.Domain
	Start     puzzles.State
	Engine    search.Engine
	Heuristic puzzles.HeuristicID
	Opts      search.Options
	// Subject names the engine and puzzle: "A* · Manhattan · 8-puzzle".
	Subject string
}

// Window checks programs on one tab's puzzle. Its exported fields are its
// controls; its methods are for the UI goroutine.
type Window[P comparable] struct {
	Command   *kit.Entry
	ChooseBtn *widget.Button
	// SavedBtn checks an answer the program wrote before, saved in a file,
	// as its answer for the start in the state box.
	SavedBtn  *widget.Button
	Tests     *kit.Entry
	Seed      *kit.Entry
	Board     *widget.Check // the start in the state box among the tests
	CheckBtn  *widget.Button
	CancelBtn *widget.Button
	// Unconfined, shown once a check finds that no sandbox can be made
	// here, runs the program as the user, with the user's files.
	Unconfined *widget.Check
	Status     *widget.Label
	List       *widget.List
	Report     *widget.Label
	WatchBtn   *widget.Button

	title   string
	setup   Setup
	watch   func(watch.Job[P])
	toP     func(puzzles.State) (P, bool)
	runner  kit.Runner
	graded  []*check.Graded
	picked  int
	window  fyne.Window
	content fyne.CanvasObject
}

// New makes the window's content for a tab titled title, whose watch
// window watch opens on a job; toP turns the checker's positions into the
// tab's.
func New[P comparable](title string, watchJob func(watch.Job[P]), toP func(puzzles.State) (P, bool)) *Window[P] {
	w := &Window[P]{title: title, watch: watchJob, toP: toP, picked: -1}
	w.Command = kit.NewEntry("python3 /home/me/astar.py")
	w.Command.OnSubmitted = func(string) { w.Check() }
	w.ChooseBtn = widget.NewButtonWithIcon("Choose…", theme.FolderOpenIcon(), w.choose)
	w.SavedBtn = widget.NewButtonWithIcon("Saved answer…", theme.DocumentIcon(), w.chooseSaved)
	w.Tests = kit.NewEntry("5")
	w.Tests.SetText("5")
	w.Seed = kit.NewEntry("1")
	w.Seed.SetText("1")
	w.Board = widget.NewCheck("and the start in the state box", nil)
	w.Board.SetChecked(true)
	w.CheckBtn = widget.NewButtonWithIcon("Check", theme.MediaPlayIcon(), w.Check)
	w.CheckBtn.Importance = widget.HighImportance
	w.CancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), w.Cancel)
	w.CancelBtn.Disable()
	w.Unconfined = widget.NewCheck("Run it unconfined, as you", nil)
	w.Unconfined.Hide()
	w.Status = widget.NewLabel("")
	w.Status.Wrapping = fyne.TextWrapWord
	w.Report = widget.NewLabel("")
	w.Report.Wrapping = fyne.TextWrapWord
	w.Report.TextStyle.Monospace = true
	w.WatchBtn = widget.NewButtonWithIcon("Watch this test", theme.VisibilityIcon(), w.watchPicked)
	w.WatchBtn.Disable()
	w.List = widget.NewList(func() int { return len(w.graded) }, func() fyne.CanvasObject {
		return widget.NewLabel("Test 00 — error: output-flooded, wrong-heuristic")
	}, func(id widget.ListItemID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		r := w.graded[id].Report
		l.SetText(testLine(r))
		l.Importance = map[check.Verdict]widget.Importance{check.Pass: widget.SuccessImportance,
			check.Fail: widget.DangerImportance, check.Error: widget.WarningImportance}[r.Verdict]
		l.Refresh()
	})
	w.List.OnSelected = w.pick
	w.content = w.lay()
	return w
}

// testLine is a test's line in the list: "Test 2 — FAIL: wrong-priority".
func testLine(r *check.Report) string {
	s := fmt.Sprintf("Test %d — %s", r.Test, strings.ToUpper(string(r.Verdict)))
	if len(r.Diagnosis) > 0 {
		s += ": " + strings.Join(r.Diagnosis, ", ")
	}
	return s
}

func (w *Window[P]) lay() fyne.CanvasObject {
	form := widget.NewForm(
		widget.NewFormItem("Program", container.NewBorder(nil, nil, nil, w.ChooseBtn, w.Command)),
		widget.NewFormItem("Tests", container.NewBorder(nil, nil, nil, container.NewHBox(widget.NewLabel("seed"), sizedEntry(w.Seed)),
			container.NewBorder(nil, nil, sizedEntry(w.Tests), nil, w.Board))))
	about := widget.NewLabel("Your program reads each problem on standard input and prints move lines, and expand lines to be compared step by step. " +
		"It runs in a sandbox, as frontier check runs it: it sees no file of yours and no network.")
	about.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(form, container.NewHBox(w.CheckBtn, w.CancelBtn, w.SavedBtn, w.Unconfined), kit.Lines(2, w.Status))
	right := container.NewBorder(nil, container.NewHBox(w.WatchBtn), nil, nil, rowsWide(w.Report, container.NewVScroll(w.Report)))
	// The tests over the report: beside it, the list took the width the
	// report's listing of the frontier needs, which then wrapped inside
	// its columns.
	split := container.NewVSplit(w.List, right)
	split.Offset = 0.25
	return container.NewBorder(top, kit.FitLines(3, about), nil, nil, split)
}

// sizedEntry is an entry wide enough for a few digits.
func sizedEntry(e *kit.Entry) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(5*theme.TextSize(), e.MinSize().Height), e)
}

// Content is the window's page.
func (w *Window[P]) Content() fyne.CanvasObject { return w.content }

// Open shows the window for the tab's problem as set.
func (w *Window[P]) Open(s Setup) {
	w.setup = s
	if w.window == nil || kit.Gone(w.window) {
		w.window = kit.NewWindow(fyne.CurrentApp(), "Check a solver · "+w.title)
		w.window.SetContent(w.content)
		// As tall as a projector leaves a window: the report wants the
		// height (the desk holds the window to the screen).
		w.window.Resize(fyne.NewSize(900, 740))
		w.window.SetCloseIntercept(func() {
			w.Cancel()
			w.window.Hide()
		})
	}
	if len(w.graded) == 0 {
		w.Status.SetText("Checks your program with " + s.Subject + ", as the tab is set.")
	}
	w.window.Show()
	w.window.RequestFocus()
}

// Check runs the program on the problems in the background.
func (w *Window[P]) Check() {
	n, seed, ok := w.readForm()
	if !ok {
		return
	}
	s, board, command := w.setup, w.Board.Checked, w.Command.Text
	prog := runner.Program{Command: command, Sandbox: runner.Sandbox{Unconfined: w.Unconfined.Visible() && w.Unconfined.Checked}}
	w.graded, w.picked = nil, -1
	w.List.UnselectAll()
	w.List.Refresh()
	w.Report.SetText("")
	w.WatchBtn.Disable()
	w.CheckBtn.Disable()
	w.CancelBtn.Enable()
	w.Status.SetText("drawing the problems…")
	start := time.Now()
	kit.StartWithProgress(&w.runner, func(ctx context.Context, report func(string)) checked {
		problems, err := problems(ctx, s, board, n, seed)
		if err != nil {
			return checked{err: err}
		}
		report(fmt.Sprintf("running the program on %s…", plural(len(problems), "problem")))
		gs, err := check.CheckProgram(ctx, prog, problems, func(done, total int) {
			report(fmt.Sprintf("%d of %d tests done…", done, total))
		})
		return checked{gs, err}
	}, w.Status.SetText, func(o checked) { w.show(o, time.Since(start)) })
}

// readForm reads how many starts to draw and the seed, or says in the
// status line what is missing or wrong (ok false).
func (w *Window[P]) readForm() (n int, seed uint64, ok bool) {
	n64, err1 := numfmt.ParseInt(strings.TrimSpace(w.Tests.Text))
	n = int(n64)
	seed, err2 := numfmt.ParseUint(strings.TrimSpace(w.Seed.Text))
	switch {
	case strings.TrimSpace(w.Command.Text) == "":
		w.Status.SetText("Type the command that runs your program, such as python3 /home/me/astar.py, or Choose… it.")
	case err1 != nil || n < 0 || n > 100:
		w.Status.SetText("Tests: a number from 0 to 100 of starts to draw.")
	case err2 != nil:
		w.Status.SetText("Seed: a whole number, such as 1.")
	case n == 0 && !w.Board.Checked:
		w.Status.SetText("No test: draw some starts, or check the start in the state box.")
	case !kit.DiskFiles:
		w.Status.SetText("A browser page cannot run programs: check them with the desktop app or frontier check.")
	default:
		return n, seed, true
	}
	return 0, 0, false
}

// checked is a check's outcome: the tests graded, and why it stopped
// short, if it did.
type checked struct {
	graded []*check.Graded
	err    error
}

// show shows a check's outcome and how long it took, picking the first test
// that failed.
func (w *Window[P]) show(o checked, took time.Duration) {
	w.CheckBtn.Enable()
	w.CancelBtn.Disable()
	w.graded = o.graded
	w.List.Refresh()
	switch {
	case o.err == context.Canceled:
		w.Status.SetText(fmt.Sprintf("Cancelled after %s.", plural(len(o.graded), "test")))
	case errors.As(o.err, new(*sandbox.Unavailable)):
		// The one line names the cause and the setting that fixes it.
		w.Status.SetText(o.err.Error() + ". Or tick Run it unconfined: the program then runs as you, with your files and network.")
		w.Unconfined.Show()
	case o.err != nil:
		w.Status.SetText(o.err.Error())
	default:
		w.Status.SetText(fmt.Sprintf("%s (%s). Pick a test for its report.", check.Summary(o.graded), took.Round(100*time.Millisecond)))
	}
	if len(w.graded) > 0 {
		w.List.Select(firstFailed(w.graded))
	}
}

// firstFailed is the first test that did not pass, else the first.
func firstFailed(gs []*check.Graded) int {
	for i, g := range gs {
		if g.Report.Verdict != check.Pass {
			return i
		}
	}
	return 0
}

// problems are the window's problems: the tab's start, if asked, then n
// starts drawn from seed.
func problems(ctx context.Context, s Setup, board bool, n int, seed uint64) ([]*check.Problem, error) {
	var starts []puzzles.State
	if board {
		starts = append(starts, s.Start)
	}
	if n > 0 {
		drawn, err := check.Draw(ctx, s.Domain, n, seed)
		if err != nil {
			return nil, err
		}
		starts = append(starts, drawn...)
	}
	var out []*check.Problem
	for _, st := range starts {
		out = append(out, &check.Problem{Domain: s.Domain, Start: st, Engine: s.Engine, Heuristic: s.Heuristic,
			BeamWidth: s.Opts.BeamWidth, MaxNodes: maxNodes(s.Opts.MaxNodes), Pins: check.Pins{Pruning: s.Opts.Pruning, GoalTest: s.Opts.GoalTest}})
	}
	return out, nil
}

// maxNodes is the node limit the problems state: the tab's, within what a
// student's program can be asked to hold.
func maxNodes(tab int64) int {
	if tab <= 0 || tab > check.DefaultMaxNodes {
		return check.DefaultMaxNodes
	}
	return int(tab)
}

// Cancel stops the check running.
func (w *Window[P]) Cancel() { w.runner.Cancel() }

// Done returns a channel closed once the check started last has shown its
// outcome.
func (w *Window[P]) Done() <-chan struct{} { return w.runner.Done() }

// pick shows test i's report.
func (w *Window[P]) pick(i int) {
	if i < 0 || i >= len(w.graded) {
		return
	}
	w.picked = i
	var b strings.Builder
	check.WriteText(&b, w.graded[i:i+1])
	text := b.String()
	if k := strings.LastIndex(strings.TrimRight(text, "\n"), "\n"); k > 0 {
		text = text[:k] // the summary of one test says nothing
	}
	w.Report.SetText(text)
	// The report's rows may need another width (rowsWide).
	w.content.Refresh()
	if w.graded[i].Watch != nil {
		w.WatchBtn.Enable()
	} else {
		w.WatchBtn.Disable()
	}
}

// watchPicked opens the picked test's search in the tab's watch view,
// beside the program's expansions.
func (w *Window[P]) watchPicked() {
	if w.picked < 0 {
		return
	}
	g := w.graded[w.picked]
	cw := g.Watch
	if cw == nil {
		return
	}
	toP := func(s puzzles.State) P {
		p, _ := w.toP(s)
		return p
	}
	prog := &watch.Program[P]{Name: "Your program", Diverge: cw.Diverge, Says: cw.Says}
	for _, s := range cw.Program {
		prog.Expansions = append(prog.Expansions, toP(s))
	}
	w.watch(watch.Job[P]{
		Subject:  fmt.Sprintf("test %d, %s", g.Report.Test, w.setup.Subject),
		Engine:   cw.Engine,
		Program:  prog,
		TieBreak: "Compared under this convention: " + cw.Convention + ".",
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[P], error) {
			return check.Record(ctx, cw, maxSteps, frontier, toP), nil
		},
	})
}

// choose picks the program's file: a Python file runs with python3, any
// other as it is.
func (w *Window[P]) choose() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		r.Close()
		path := r.URI().Path()
		quoted := path
		if strings.ContainsAny(path, " '\"\\") {
			quoted = "'" + strings.ReplaceAll(path, "'", `'\''`) + "'"
		}
		switch {
		case strings.HasSuffix(path, ".py"):
			w.Command.SetText("python3 " + quoted)
		case strings.HasSuffix(path, ".jar"):
			w.Command.SetText("java -jar " + quoted)
		default:
			w.Command.SetText(quoted)
		}
	}, w.window)
	kit.ShowFileDialog(d, w.window, "")
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

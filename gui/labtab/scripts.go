package labtab

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/script"
	"frontier/gui/kit"
)

// commandHelp sums up the commands under the editor and the output, as
// kit.Prose, which sets the leading word in bold.
const commandHelp = "**Commands**, one a line: puzzle ID [NAME=VALUE …] (any puzzle: puzzle sliding width=4, puzzle cube, " +
	"puzzle route from=Arad to=Bucharest); setState STATE; printState; move DIR; randomizeState N; seed N; " +
	"maxNodes N; solveAStar h1, h2 or a heuristic; solveBeam K; solve ENGINE [HEURISTIC] [K] [pruning=P] [goal-test=G]; # a comment, echoed."

// maxScriptBytes bounds a script file read into the editor.
const maxScriptBytes = 1 << 20

// scriptView is the Scripts section: an editor, Run and Cancel, and the
// output in a monospace grid.
type scriptView struct {
	w       fyne.Window
	editor  *kit.Entry
	lines   *widget.Label // the editor's line numbers
	output  *widget.TextGrid
	errLine *widget.Label // "line N: …" of a bad script; two lines kept for it
	status  *widget.Label // one line kept for it
	runBtn  *widget.Button
	cancel  *widget.Button
	runner  kit.Runner
}

type scriptResult struct {
	output string
	err    error
}

func newScriptView(w fyne.Window, changed func()) *scriptView {
	v := &scriptView{w: w, editor: kit.NewMultiLineEntry(), output: widget.NewTextGrid(), lines: widget.NewLabel("1"),
		errLine: widget.NewLabel(""), status: widget.NewLabel("Edit the script or open one, then run it.")}
	v.errLine.Importance = widget.DangerImportance
	// The grid's own scroller reports the whole text as its minimum size,
	// which would push the split aside; an outer scroll does not.
	v.output.Scroll = fyne.ScrollNone
	v.editor.TextStyle.Monospace = true
	v.editor.Wrapping = fyne.TextWrapOff
	// The editor grows with its text and scrolls with its line numbers in
	// one scroll container, so the numbers stay beside their lines.
	v.editor.Scroll = fyne.ScrollNone
	v.lines.TextStyle.Monospace = true
	v.lines.Alignment = fyne.TextAlignTrailing
	v.lines.Importance = widget.LowImportance
	v.editor.OnChanged = func(text string) {
		v.number(text)
		changed()
	}
	v.errLine.TextStyle.Bold = true
	v.runBtn = widget.NewButtonWithIcon("Run script", theme.MediaPlayIcon(), v.Run)
	v.runBtn.Importance = widget.HighImportance
	v.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), v.runner.Cancel)
	v.cancel.Disable()
	return v
}

// number writes the line numbers of text beside the editor.
func (v *scriptView) number(text string) {
	n := strings.Count(text, "\n") + 1
	nums := make([]string, n)
	for i := range nums {
		nums[i] = itoa(i + 1)
	}
	v.lines.SetText(strings.Join(nums, "\n"))
}

func (v *scriptView) content() fyne.CanvasObject {
	open := widget.NewButtonWithIcon("Open…", theme.FolderOpenIcon(), v.openDialog)
	example := widget.NewButtonWithIcon("Example script", theme.HistoryIcon(), func() { v.editor.SetText(script.Example) })
	bar := container.NewHBox(open, example, widget.NewSeparator(), v.runBtn, v.cancel)
	editor := container.NewScroll(container.NewBorder(nil, nil, v.lines, nil, v.editor))
	// The error and the status keep their room, said or not, so that
	// neither moves the editor, the help or the buttons.
	// The help spans both columns, where it takes fewer lines than under
	// the editor alone and leaves the editor more of a small screen.
	left := container.NewBorder(kit.Heading("Script"), kit.Lines(2, v.errLine), nil, nil, editor)
	right := container.NewBorder(kit.Heading("Output"), nil, nil, nil, container.NewScroll(v.output))
	split := container.NewHSplit(left, right)
	split.Offset = 0.4
	return container.NewPadded(container.NewBorder(container.NewVBox(bar, kit.Lines(1, v.status)), kit.Prose(commandHelp), nil, nil, split))
}

// Run runs the editor's script in the background; its output replaces the
// old when it ends. A bad line stops it and shows "line N: …" under the
// editor and at the end of the output.
func (v *scriptView) Run() {
	if v.runner.Busy() {
		return
	}
	text := v.editor.Text
	v.errLine.SetText("")
	v.status.SetText("Running…")
	v.runBtn.Disable()
	v.cancel.Enable()
	kit.Start(&v.runner, func(ctx context.Context) scriptResult {
		var out bytes.Buffer
		err := script.Run(ctx, strings.NewReader(text), &out)
		return scriptResult{output: out.String(), err: err}
	}, v.finish)
}

func (v *scriptView) finish(r scriptResult) {
	v.runBtn.Enable()
	v.cancel.Disable()
	out := r.output
	var se *script.Error
	switch {
	case errors.Is(r.err, context.Canceled):
		v.status.SetText("Script cancelled; the output so far is shown.")
		out += "(cancelled)\n"
	case errors.As(r.err, &se):
		v.errLine.SetText("Error at " + se.Error())
		v.status.SetText("The script stopped at line " + itoa(se.Line) + ".")
		out += "Error at " + se.Error() + "\n"
	case r.err != nil:
		v.errLine.SetText(r.err.Error())
		v.status.SetText("The script stopped.")
	default:
		v.status.SetText("Script finished.")
	}
	v.output.SetText(strings.TrimSuffix(out, "\n"))
}

// load puts the script read from r into the editor.
func (v *scriptView) load(r io.Reader) error {
	b, err := io.ReadAll(io.LimitReader(r, maxScriptBytes+1))
	if err != nil {
		return err
	}
	if len(b) > maxScriptBytes {
		return errors.New("the file is larger than 1 MB; is it a script?")
	}
	v.editor.SetText(string(b))
	v.errLine.SetText("")
	return nil
}

func (v *scriptView) openDialog() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return
		}
		if err == nil {
			defer r.Close()
			err = v.load(r)
		}
		if err != nil {
			v.errLine.SetText(err.Error())
			return
		}
		v.status.SetText("Opened " + r.URI().Name() + ".")
	}, v.w)
	showLarge(d, v.w)
}

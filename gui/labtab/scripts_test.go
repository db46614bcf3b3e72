package labtab

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/script"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// runScript sets the editor's text (unless empty), taps Run and waits.
func runScript(t *testing.T, tab *Tab, text string) string {
	t.Helper()
	if text != "" {
		tab.script.editor.SetText(text)
	}
	test.Tap(tab.script.runBtn)
	kittest.Wait(t, tab.script.runner.Done(), "the script")
	return tab.script.output.Text()
}

// The editor starts with the example script, which runs to its end.
func TestScriptRunsExample(t *testing.T) {
	tab, _ := newTestTab(t)
	if tab.script.editor.Text != script.Example {
		t.Fatal("the editor does not start with the example script")
	}
	out := runScript(t, tab, "")
	for _, want := range []string{"Move 3: UP", "Solved using A* with heuristic 'manhattan'", "#For this simple starting state"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if tab.script.errLine.Text != "" || tab.script.status.Text != "Script finished." {
		t.Errorf("status %q, error %q", tab.script.status.Text, tab.script.errLine.Text)
	}
}

func TestBadScriptShowsLine(t *testing.T) {
	tab, _ := newTestTab(t)
	out := runScript(t, tab, "setState 312 645 7b8\nprintState\nfly away\nprintState\n")
	if !strings.Contains(tab.script.errLine.Text, "line 3:") {
		t.Errorf("error label %q", tab.script.errLine.Text)
	}
	if !strings.Contains(out, "Current puzzle state") || !strings.Contains(out, "line 3:") {
		t.Errorf("output:\n%s", out)
	}
	// Opening a script replaces the text and clears the error.
	if err := tab.script.load(strings.NewReader("setState b12 345 678\nprintState\n")); err != nil {
		t.Fatal(err)
	}
	if tab.script.errLine.Text != "" {
		t.Error("error still shown after loading a script")
	}
	if out := runScript(t, tab, ""); !strings.Contains(out, "b12 345 678") {
		t.Errorf("loaded script output:\n%s", out)
	}
}

func TestScriptCancel(t *testing.T) {
	tab, _ := newTestTab(t)
	// BFS with no node limit on a 15-puzzle scramble runs until cancelled.
	tab.script.editor.SetText("setState 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\nmaxNodes 100000000\nsolve bfs\n")
	test.Tap(tab.script.runBtn)
	tab.script.cancel.OnTapped() // not test.Tap: the run's updates change the tree on its goroutine
	kittest.Wait(t, tab.script.runner.Done(), "the cancelled script")
	if !strings.Contains(tab.script.status.Text, "cancelled") {
		t.Errorf("status %q", tab.script.status.Text)
	}
}

// TestCommandHelpReadsWell: the commands under the editor wrap at words
// at every width, never one letter a line.
func TestCommandHelpReadsWell(t *testing.T) {
	test.NewTempApp(t)
	kittest.ReadsWell(t, "the command help", kit.Prose(commandHelp))
}

package gui

import (
	"testing"

	"fyne.io/fyne/v2"

	"frontier/gui/kit"
)

// fakeKeeper is a tab with work to keep: it answers with then, or never
// (a user who cancels).
type fakeKeeper struct {
	kit.Tab
	asked  *[]string
	name   string
	cancel bool
	dirty  bool
}

func (k fakeKeeper) Unsaved() bool { return k.dirty }

func (k fakeKeeper) KeepUnsaved(then func()) {
	*k.asked = append(*k.asked, k.name)
	if !k.cancel {
		then()
	}
}

type plainTab struct{}

func (plainTab) Title() string              { return "plain" }
func (plainTab) Content() fyne.CanvasObject { return nil }

// Every tab with work to keep is asked in turn before the app ends, and
// one that cancels stops it ending.
func TestKeepUnsaved(t *testing.T) {
	var asked []string
	ended := 0
	tabs := []kit.Tab{plainTab{}, fakeKeeper{asked: &asked, name: "a"}, plainTab{}, fakeKeeper{asked: &asked, name: "b"}}
	keepUnsaved(tabs, func() { ended++ })
	if ended != 1 || len(asked) != 2 || asked[0] != "a" || asked[1] != "b" {
		t.Fatalf("ended %d times, asked %v", ended, asked)
	}
	asked = nil
	tabs[1] = fakeKeeper{asked: &asked, name: "a", cancel: true}
	keepUnsaved(tabs, func() { ended++ })
	if ended != 1 || len(asked) != 1 {
		t.Fatalf("a cancel: ended %d times, asked %v", ended, asked)
	}
}

// A page closing asks only while some tab holds unsaved work.
func TestUnsaved(t *testing.T) {
	var asked []string
	tabs := []kit.Tab{plainTab{}, fakeKeeper{asked: &asked, name: "a"}, fakeKeeper{asked: &asked, name: "b"}}
	if unsaved(tabs) {
		t.Fatal("no tab holds unsaved work, yet the page would ask")
	}
	tabs[2] = fakeKeeper{asked: &asked, name: "b", dirty: true}
	if !unsaved(tabs) {
		t.Fatal("the second keeper's unsaved work would be lost without a question")
	}
	if len(asked) != 0 {
		t.Fatalf("asking whether work is unsaved asked the user: %v", asked)
	}
}

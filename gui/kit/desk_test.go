//go:build !js

package kit

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// A window laid out larger than the room the desk leaves it (as a real
// window opens, at the size its content asked before it was laid out) is
// asked back to the room; one whose content cannot be so small is asked
// once, not again at each layout.
func TestWindowsKeepToTheDesk(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { SetDesk(image.Rectangle{}) })
	SetDesk(image.Rect(0, 24, 1024, 768))
	room := fyne.NewSize(1024, 768-24-TitleBar)
	if got := Room(); got != room {
		t.Fatalf("the room on a 1024×744 desk is %v, want %v", got, room)
	}
	w := NewWindow(fyne.CurrentApp(), "held")
	content := canvas.NewRectangle(nil)
	content.SetMinSize(fyne.NewSize(300, 300))
	w.SetContent(content)
	if w.Content() != content {
		t.Fatal("the window's content is not the content set")
	}
	w.Resize(fyne.NewSize(1024, 773))
	if got := w.Canvas().Size(); got != room {
		t.Errorf("a window laid out at 1024×773 is %v, want the room %v", got, room)
	}
	w.Resize(fyne.NewSize(600, 500))
	if got := w.Canvas().Size(); got != fyne.NewSize(600, 500) {
		t.Errorf("a window that fits was made %v", got)
	}
	// The test driver keeps any size asked for, where a real window
	// stays as large as its content needs: a window still larger once
	// asked back to the room is not asked again until it was inside it.
	layout := w.(*deskWindow).Window.Content().(*fyne.Container).Layout.(*deskLayout)
	layout.asked, layout.least = true, content.MinSize()
	w.Resize(fyne.NewSize(1300, 700))
	if got := w.Canvas().Size(); got != fyne.NewSize(1300, 700) {
		t.Errorf("a window asked back to the room and never inside it since, its content needing as much as then, was asked again: %v", got)
	}
	// Its content needing less since, it is asked again.
	layout.least = fyne.NewSize(300, 400)
	w.Resize(fyne.NewSize(1310, 700))
	if got := w.Canvas().Size(); got != fyne.NewSize(1024, 700) {
		t.Errorf("a window whose content needs less than when it was asked back to the room was made %v, want 1024×700", got)
	}
	w.Resize(fyne.NewSize(800, 600))
	w.Resize(fyne.NewSize(1300, 700))
	if got := w.Canvas().Size(); got != fyne.NewSize(1024, 700) {
		t.Errorf("a window back inside the room, then laid out 1300 wide, was made %v, want 1024×700", got)
	}
	w.Close()
}

// Ctrl+Q in a window of the app's does what SetQuit says.
func TestQuitFromEveryWindow(t *testing.T) {
	test.NewTempApp(t)
	quits := 0
	SetQuit(func() { quits++ })
	t.Cleanup(func() { SetQuit(nil) })
	w := NewWindow(fyne.CurrentApp(), "another")
	w.SetContent(canvas.NewRectangle(nil))
	w.Canvas().(fyne.Shortcutable).TypedShortcut(quitKey)
	if quits != 1 {
		t.Errorf("Ctrl+Q quit %d times, want once", quits)
	}
	w.Close()
}

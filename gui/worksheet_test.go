package gui

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/gui/export"
)

func TestFileMenu(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewWindow(a)
	defer w.Close()
	if it := menuItem(t, w, "File", "Export PNG"); it.Shortcut != export.Shortcut {
		t.Errorf("Export PNG… has shortcut %v, want Ctrl+Shift+E", it.Shortcut)
	}
	menuItem(t, w, "File", "Worksheet")
	if got := fileName(" Sliding puzzle "); got != "sliding-puzzle" {
		t.Errorf("fileName = %q", got)
	}
}

func TestWorksheetForm(t *testing.T) {
	test.NewTempApp(t)
	f := newWorksheetForm()
	for _, tc := range []struct{ count, seed, want string }{
		{"0", "1", "count 0: want 1 to 24"},
		{"three", "1", `count "three": not a whole number`},
		{"3", "-2", `seed "-2": want a whole number`},
	} {
		f.count.SetText(tc.count)
		f.seed.SetText(tc.seed)
		if _, _, err := f.page(false); err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("count %q seed %q: error %v, want one line with %q", tc.count, tc.seed, err, tc.want)
		}
	}
	f.count.SetText("3")
	f.seed.SetText("5")
	f.kind.SetSelected("Alpha-beta pruning")
	sheet, name, err := f.page(false)
	if err != nil || name != "worksheet-pruned-5.html" || bytes.Count(sheet, []byte(`<li class="exercise">`)) != 3 {
		t.Fatalf("sheet %q, %v, %d exercises", name, err, bytes.Count(sheet, []byte(`<li class="exercise">`)))
	}
	key, name, err := f.page(true)
	if err != nil || name != "worksheet-pruned-5-key.html" || !bytes.Contains(key, []byte("Answer key")) || bytes.Equal(sheet, key) {
		t.Errorf("key %q, %v", name, err)
	}
	again, _, _ := f.page(false)
	if !bytes.Equal(sheet, again) {
		t.Error("the same inputs made two different sheets")
	}
}

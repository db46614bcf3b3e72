package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

func TestWindow(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewWindow(a)
	defer w.Close()
	if w.Title() != "Frontier" {
		t.Errorf("title %q", w.Title())
	}
	tabs, ok := w.Content().(*container.AppTabs)
	if !ok || len(tabs.Items) == 0 || tabs.Items[0].Text != "Sliding puzzle" {
		t.Fatalf("content is not the tabs with the sliding puzzle first")
	}
	menu := w.MainMenu()
	if menu == nil || len(menu.Items) != 2 {
		t.Fatal("no View and Help menus")
	}
	// Presentation mode enlarges the theme and back.
	before := a.Settings().Theme().Size("text")
	menu.Items[0].Items[0].Action()
	if after := a.Settings().Theme().Size("text"); after <= before {
		t.Errorf("presentation mode text size %v, was %v", after, before)
	}
	menu.Items[0].Items[0].Action()
	if again := a.Settings().Theme().Size("text"); again != before {
		t.Errorf("leaving presentation mode: text size %v, want %v", again, before)
	}
	w.Resize(fyne.NewSize(800, 600))
}

// TestFitsScreen: every tab fits a 1280×800 projector in presentation mode
// (the menu bar and tab strip take the rest) and a small laptop without.
func TestFitsScreen(t *testing.T) {
	a := test.NewTempApp(t)
	for _, c := range []struct {
		presenting bool
		max        fyne.Size
	}{{false, fyne.NewSize(1024, 640)}, {true, fyne.NewSize(1280, 740)}} {
		SetPresentation(a, c.presenting)
		w := NewWindow(a)
		SetPresentation(a, c.presenting)
		for _, it := range w.Content().(*container.AppTabs).Items {
			if m := it.Content.MinSize(); m.Width > c.max.Width || m.Height > c.max.Height {
				t.Errorf("presentation %v: tab %s needs %v, more than %v", c.presenting, it.Text, m, c.max)
			}
		}
		w.Close()
	}
}

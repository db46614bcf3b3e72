package gui

import (
	"os"
	"regexp"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

func TestVersionMatchesFyneApp(t *testing.T) {
	toml, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version = "([^"]+)"`).FindSubmatch(toml)
	if m == nil || string(m[1]) != Version {
		t.Fatalf("FyneApp.toml version %q, gui.Version %q", m, Version)
	}
}

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

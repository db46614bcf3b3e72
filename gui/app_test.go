package gui

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/cubetab"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/maptab"
	"frontier/gui/slidingtab"
)

// tabsOf is the window's tabs, under the layer of tips.
func tabsOf(w fyne.Window) *container.AppTabs {
	return w.Content().(*fyne.Container).Objects[0].(*container.AppTabs)
}

// menuItem finds a menu's item by the start of its label.
func menuItem(t *testing.T, w fyne.Window, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if strings.HasPrefix(it.Label, label) {
				return it
			}
		}
	}
	t.Fatalf("no %s → %s… in the menus", menu, label)
	return nil
}

func TestWindow(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewWindow(a)
	defer w.Close()
	if w.Title() != "Frontier" {
		t.Errorf("title %q", w.Title())
	}
	if tabs := tabsOf(w); len(tabs.Items) != 8 || tabs.Items[0].Text != "Sliding puzzle" || tabs.Items[2].Text != "Route" || tabs.Items[4].Text != "Practice" || tabs.Items[5].Text != "Local search" || tabs.Items[6].Text != "Constraints" {
		t.Fatalf("content is not the tabs with the sliding puzzle first, the route third, practice fifth, local search sixth and constraints seventh")
	}
	// Presentation mode enlarges the theme and back, and is kept.
	before := a.Settings().Theme().Size("text")
	item := menuItem(t, w, "View", "Presentation")
	item.Action()
	if after := a.Settings().Theme().Size("text"); after <= before || !item.Checked || !a.Preferences().Bool(prefPresentation) {
		t.Errorf("presentation mode: text size %v (was %v), ticked %v", after, before, item.Checked)
	}
	item.Action()
	if again := a.Settings().Theme().Size("text"); again != before || item.Checked {
		t.Errorf("leaving presentation mode: text size %v, want %v", again, before)
	}
}

// The light theme draws dark text on a light background, in presentation
// mode too, and a new window opens with it once chosen.
func TestLightTheme(t *testing.T) {
	a := test.NewTempApp(t)
	w := NewWindow(a)
	luminance := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		return (0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)) / 0xffff
	}
	dark := func() bool {
		th := a.Settings().Theme()
		v := a.Settings().ThemeVariant()
		return luminance(th.Color(theme.ColorNameBackground, v)) < luminance(th.Color(theme.ColorNameForeground, v))
	}
	if !dark() {
		t.Fatal("the window does not start dark")
	}
	menuItem(t, w, "View", "Light theme").Action()
	menuItem(t, w, "View", "Presentation").Action()
	if dark() || !a.Preferences().Bool(prefLight) {
		t.Error("the light theme is not light, or not kept")
	}
	w.Close()
	again := NewWindow(a)
	defer again.Close()
	if dark() || !menuItem(t, again, "View", "Light theme").Checked {
		t.Error("a new window forgot the light theme")
	}
}

// The guide renders as text a student reads: headings, lists and bold,
// no mark-up signs left over, and A* written as A*, never as emphasis.
func TestGuideRenders(t *testing.T) {
	test.NewTempApp(t)
	text := kit.Prose(guideProse())
	var plain strings.Builder
	headings, lists := 0, 0
	var read func(segs []widget.RichTextSegment)
	read = func(segs []widget.RichTextSegment) {
		for _, s := range segs {
			switch s := s.(type) {
			case *widget.TextSegment:
				if s.Style.TextStyle.Italic {
					t.Errorf("italic text %q", s.Text)
				}
				if s.Style.SizeName == theme.SizeNameHeadingText || s.Style.SizeName == theme.SizeNameSubHeadingText {
					headings++
				}
				plain.WriteString(s.Text + "\n")
			case *widget.ListSegment:
				lists++
				read(s.Items)
			case *widget.ParagraphSegment:
				read(s.Texts)
			default:
				t.Errorf("unexpected segment %T", s)
			}
		}
	}
	read(text.Segments)
	got := plain.String()
	for _, bad := range []string{"**", "\\*", "|", "##", "`"} {
		if strings.Contains(got, bad) {
			t.Errorf("the guide shows %q", bad)
		}
	}
	for _, want := range []string{"A* · Manhattan · 3×3", "IDA*", "Max frontier", "if solved", "b*", "Ctrl+Enter", "FRONTIER_CACHE_MAX"} {
		if !strings.Contains(got, want) {
			t.Errorf("the guide lacks %q", want)
		}
	}
	if headings < 6 || lists < 4 {
		t.Errorf("%d headings and %d lists rendered", headings, lists)
	}
}

// Search → Watch the search opens the watch window of the puzzle tab on
// show, with Ctrl+Shift+W as its key; on a tab with nothing to watch it
// does nothing.
func TestWatchFromTheMenu(t *testing.T) {
	a := test.NewTempApp(t)
	w, tabs := build(a)
	defer w.Close()
	item := menuItem(t, w, "Search", "Watch")
	if item.Shortcut != watchShortcut {
		t.Errorf("Watch's key is %v", item.Shortcut)
	}
	for i, tab := range tabs {
		tabsOf(w).SelectIndex(i)
		before := len(a.Driver().AllWindows())
		item.Action()
		_, watchable := tab.(kit.Watcher)
		if opened := len(a.Driver().AllWindows()) > before; opened != watchable {
			t.Errorf("%s: Watch opened a window: %v, want %v", tab.Title(), opened, watchable)
		}
		switch tab := tab.(type) {
		case *slidingtab.Tab:
			kittest.Wait(t, tab.WatchWindow().View.Done(), "the recording")
		case *cubetab.Tab:
			kittest.Wait(t, tab.WatchWindow().View.Done(), "the recording")
		case *maptab.Tab:
			kittest.Wait(t, tab.WatchWindow().View.Done(), "the recording")
		}
		settle(t, tab)
	}
}

// Package gui is Frontier's window: one tab per domain, a View menu with
// presentation mode, and the keyboard shortcuts.
package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"

	"frontier/assets"
	"frontier/gui/cubetab"
	"frontier/gui/kit"
	"frontier/gui/labtab"
	"frontier/gui/letterstab"
	"frontier/gui/slidingtab"
)

// AppID is the application's unique id, as in FyneApp.toml.
const AppID = "org.frontier.lab"

// Run opens the window and blocks until it is closed.
func Run() {
	a := app.NewWithID(AppID)
	a.SetIcon(assets.Icon)
	w := NewWindow(a)
	w.ShowAndRun()
}

// NewWindow builds the main window of app a.
func NewWindow(a fyne.App) fyne.Window {
	w := a.NewWindow("Frontier")
	tabs := []kit.Tab{slidingtab.New(a.Preferences()), cubetab.New(a.Preferences()), letterstab.New(w), labtab.New(w, a.Preferences())}
	items := make([]*container.TabItem, len(tabs))
	for i, t := range tabs {
		items[i] = container.NewTabItem(t.Title(), t.Content())
	}
	at := container.NewAppTabs(items...)
	current := func() kit.Tab { return tabs[at.SelectedIndex()] }
	presenting := a.Preferences().Bool("presentation")
	SetPresentation(a, presenting)
	togglePresentation := func() {
		presenting = !presenting
		a.Preferences().SetBool("presentation", presenting)
		SetPresentation(a, presenting)
	}
	w.SetMainMenu(fyne.NewMainMenu(
		fyne.NewMenu("View", fyne.NewMenuItem("Presentation mode (Ctrl+P)", togglePresentation)),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("README", func() { showReadme(a) }),
			fyne.NewMenuItem("About Frontier", func() { showAbout(a, w) }))))
	w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { togglePresentation() })
	solve := func(fyne.Shortcut) {
		if s, ok := current().(kit.Solver); ok {
			s.Solve()
		}
	}
	w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}, solve)
	w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyEnter, Modifier: fyne.KeyModifierShortcutDefault}, solve)
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		s, isSolver := current().(kit.Solver)
		switch {
		case e.Name == fyne.KeySpace && isSolver:
			s.TogglePlay()
		case e.Name == fyne.KeyEscape && isSolver:
			s.Cancel()
		default:
			if k, ok := current().(kit.KeyHandler); ok {
				k.TypedKey(e)
			}
		}
	})
	w.SetContent(at)
	w.Resize(fyne.NewSize(1280, 800))
	return w
}

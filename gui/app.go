// Package gui is Frontier's window: one tab per domain, the View, Search
// and Help menus, presentation mode and the light theme, and the keyboard
// shortcuts.
package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"

	"frontier/assets"
	"frontier/gui/csptab"
	"frontier/gui/cubetab"
	"frontier/gui/kit"
	"frontier/gui/labtab"
	"frontier/gui/letterstab"
	"frontier/gui/localtab"
	"frontier/gui/maptab"
	"frontier/gui/practicetab"
	"frontier/gui/slidingtab"
	"frontier/gui/watch"
)

// AppID is the application's unique id, as in FyneApp.toml.
const AppID = "org.frontier.lab"

// Preference keys of the window's own settings.
const (
	prefPresentation = "presentation"
	prefLight        = "light"
)

// Run opens the window and blocks until it is closed. It returns an
// error, having shown nothing, when the display refuses the window.
func Run() error {
	if err := openDisplay(); err != nil {
		return err
	}
	kit.CarryOnAfterWindowErrors()
	kit.SetDesk(deskArea())
	watch.FirstSize = windowSize(kit.Desk())
	checkPreferences()
	a := app.NewWithID(AppID)
	a.SetIcon(assets.Icon)
	w := NewWindow(a)
	kit.PageMark("window built")
	a.Lifecycle().SetOnStarted(pageStarted)
	stop := keepCanvases(w)
	w.SetOnClosed(stop)
	w.ShowAndRun()
	return nil
}

// NewWindow builds the main window of app a.
func NewWindow(a fyne.App) fyne.Window {
	w, _ := assemble(a)
	return w
}

// windowSize is the window's first size: 1280×800 (the common projector),
// or less on a smaller desk, whose title bar included.
func windowSize(desk fyne.Size) fyne.Size {
	size := fyne.NewSize(1280, 800)
	if desk.Width > 0 && desk.Height > 0 {
		size = size.Min(fyne.NewSize(desk.Width, desk.Height-kit.TitleBar))
	}
	return size
}

// assemble makes the main window, the tab on show first and the
// others' places on the shelf.
func assemble(a fyne.App) (fyne.Window, *shelf) {
	w := kit.NewWindow(a, "Frontier")
	// Closing the main window, or Quit, ends the app even while a watch
	// window is open or hidden: a watch window hides when closed, so the
	// app would otherwise never run out of windows.
	w.SetMaster()
	p := a.Preferences()
	applyLook(a, look{presenting: p.Bool(prefPresentation), light: p.Bool(prefLight)})
	tabs := newShelf(
		&slot{title: slidingtab.Title, make: func() kit.Tab { return slidingtab.New(p) }},
		&slot{title: cubetab.Title, make: func() kit.Tab { return cubetab.New(p) }},
		&slot{title: maptab.Title, make: func() kit.Tab {
			routes := maptab.New(p)
			routes.EnableEditor(a)
			return routes
		}},
		&slot{title: letterstab.Title, make: func() kit.Tab { return letterstab.New(w) }},
		&slot{title: practicetab.Title, make: func() kit.Tab { return practicetab.New(w) }},
		&slot{title: localtab.Title, make: func() kit.Tab { return localtab.New(w) }},
		&slot{title: csptab.Title, make: func() kit.Tab { return csptab.New() }},
		&slot{title: labtab.Title, make: func() kit.Tab { return labtab.New(w, p) }},
	)
	// Closing the window or Quit first asks about a map edited and not
	// saved.
	quit := func() { keepUnsaved(tabs.made(), w.Close) }
	w.SetCloseIntercept(quit)
	kit.SetQuit(quit)
	// A browser page being closed or reloaded cannot wait for that
	// question: the browser asks its own instead.
	guardPage(func() bool { return unsaved(tabs.made()) })
	at := tabs.tabs
	// In a browser page the console says when a tab was shown, which is
	// when a click on its name was answered.
	at.OnSelected = func(ti *container.TabItem) {
		tabs.current()
		kit.PageMark("tab shown: " + ti.Text)
	}
	size := windowSize(kit.Desk())
	// A window that opens presenting has no size from before to go back
	// to: leaving presentation mode keeps the one it has, which the
	// desk holds it to (given back the size it asked for, 1024 pixels of
	// client, its borders stood past a 1024-pixel screen).
	pr := &presenter{w: w, before: size}
	if p.Bool(prefPresentation) {
		pr.before = fyne.Size{}
	}
	w.SetMainMenu(mainMenu(a, pr, tabs.current, quit))
	bindKeys(w, tabs.current)
	w.SetContent(kit.WithTips(at))
	w.Resize(size)
	return w, tabs
}

// quitItem is the menu's Quit, which does quit rather than end the app
// at once as the toolkit's own would.
func quitItem(quit func()) *fyne.MenuItem {
	item := fyne.NewMenuItem("Quit", quit)
	item.IsQuit = true
	item.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	return item
}

// keeper is a tab that holds work a user would lose when the app ends.
type keeper interface {
	// KeepUnsaved asks about that work, then calls then, unless the user
	// cancels.
	KeepUnsaved(then func())
	// Unsaved says whether there is such work.
	Unsaved() bool
}

// unsaved says whether any keeper among tabs holds unsaved work.
func unsaved(tabs []kit.Tab) bool {
	for _, t := range tabs {
		if k, ok := t.(keeper); ok && k.Unsaved() {
			return true
		}
	}
	return false
}

// keepUnsaved asks every keeper among tabs in turn, then calls then.
func keepUnsaved(tabs []kit.Tab, then func()) {
	for i, t := range tabs {
		if k, ok := t.(keeper); ok {
			k.KeepUnsaved(func() { keepUnsaved(tabs[i+1:], then) })
			return
		}
	}
	then()
}

// presenter switches presentation mode. Its larger theme may make the
// window grow to hold the larger widgets; leaving it gives the window
// back the size it had before.
type presenter struct {
	w      fyne.Window
	before fyne.Size // the window's size when presentation mode began
}

func (p *presenter) set(a fyne.App, on bool) {
	if on {
		p.before = p.w.Canvas().Size()
	}
	applyLook(a, look{presenting: on, light: a.Preferences().Bool(prefLight)})
	if !on && !p.before.IsZero() {
		p.w.Resize(p.before)
	}
}

// watchShortcut opens the watch window: Ctrl+Shift+W, since Ctrl+W closes
// windows in many programs.
var watchShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

// bindKeys makes the window's keys: Ctrl+Enter solves (or runs), Space
// plays or pauses, Esc cancels, F1 opens the guide, and the keys no one
// else takes go to the tab (the arrows slide the puzzle). The text boxes
// pass Ctrl+Enter and Esc on to the window (kit.Entry).
func bindKeys(w fyne.Window, current func() kit.Tab) {
	solve := func(fyne.Shortcut) {
		if s, ok := current().(kit.Solver); ok {
			s.Solve()
		}
	}
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter} {
		w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}, solve)
	}
	kit.SetKeys(w.Canvas(), func(e *fyne.KeyEvent) {
		s, isSolver := current().(kit.Solver)
		switch {
		case e.Name == fyne.KeySpace && isSolver:
			s.TogglePlay()
		case e.Name == fyne.KeyEscape && isSolver:
			s.Cancel()
		case e.Name == fyne.KeyF1:
			showGuide(fyne.CurrentApp())
		default:
			if k, ok := current().(kit.KeyHandler); ok {
				k.TypedKey(e)
			}
		}
	})
}

// mainMenu is the View, Search and Help menus. Their shortcuts work from
// anywhere in the window, text boxes included.
func mainMenu(a fyne.App, pr *presenter, current func() kit.Tab, quit func()) *fyne.MainMenu {
	p := a.Preferences()
	w := pr.w
	var menu *fyne.MainMenu
	presentation := fyne.NewMenuItem("Presentation mode", nil)
	presentation.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault}
	light := fyne.NewMenuItem("Light theme (for projectors)", nil)
	ticked := func() {
		presentation.Checked, light.Checked = p.Bool(prefPresentation), p.Bool(prefLight)
		menu.Refresh()
	}
	presentation.Action = func() {
		p.SetBool(prefPresentation, !p.Bool(prefPresentation))
		pr.set(a, p.Bool(prefPresentation))
		ticked()
	}
	light.Action = func() {
		p.SetBool(prefLight, !p.Bool(prefLight))
		applyLook(a, look{presenting: p.Bool(prefPresentation), light: p.Bool(prefLight)})
		ticked()
	}
	presentation.Checked, light.Checked = p.Bool(prefPresentation), p.Bool(prefLight)
	// The search items name their keys; Ctrl+Enter and Esc are the
	// canvas's, bound in bindKeys, since Esc has no modifier to be a menu
	// shortcut.
	act := func(f func(kit.Solver)) func() {
		return func() {
			if s, ok := current().(kit.Solver); ok {
				f(s)
			}
		}
	}
	watch := fyne.NewMenuItem("Watch the search", func() {
		if wt, ok := current().(kit.Watcher); ok {
			wt.Watch()
		}
	})
	watch.Shortcut = watchShortcut
	menu = fyne.NewMainMenu(
		fileMenu(w, current, quitItem(quit)),
		fyne.NewMenu("View", presentation, light),
		fyne.NewMenu("Search",
			fyne.NewMenuItem("Solve or run (Ctrl+Enter)", act(kit.Solver.Solve)),
			fyne.NewMenuItem("Cancel (Esc)", act(kit.Solver.Cancel)),
			fyne.NewMenuItem("Play or pause the path (Space)", act(kit.Solver.TogglePlay)),
			watch),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("Guide (F1)", func() { showGuide(a) }),
			fyne.NewMenuItem("About Frontier", func() { showAbout(a, w) })))
	return menu
}

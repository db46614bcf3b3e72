package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"frontier/gui/kit"
)

// shelf holds the window's tabs, each made the first time it is shown.
// Making all six before the window opened took longer than a bare Fyne
// window takes to appear: the route tab lays out its map, the lab its
// forms, and the tab container refreshes every page as it is first drawn,
// shown or not. Until a tab is made its page holds nothing, under the
// tab's title; once made, the tab is kept for the life of the window.
type shelf struct {
	slots []*slot
	tabs  *container.AppTabs
}

// slot is one tab of the shelf: its title, how to make it, and the page
// its content goes into.
type slot struct {
	title string
	make  func() kit.Tab
	tab   kit.Tab         // nil until made
	page  *fyne.Container // the tab's page, holding a spacer until then
}

// newShelf makes the tab container over slots and the first tab, which
// it shows; the others are made when first selected.
func newShelf(slots ...*slot) *shelf {
	s := &shelf{slots: slots}
	items := make([]*container.TabItem, len(slots))
	for i, sl := range slots {
		sl.page = page(layout.NewSpacer())
		items[i] = container.NewTabItem(sl.title, sl.page)
	}
	s.tab(0)
	s.tabs = container.NewAppTabs(items...)
	return s
}

// tab is the i-th tab, made now if it was not yet.
func (s *shelf) tab(i int) kit.Tab {
	sl := s.slots[i]
	if sl.tab == nil {
		sl.tab = sl.make()
		sl.page.Objects[0] = sl.tab.Content()
		// The new content is laid out in the page and drawn; a Refresh
		// would also redo every widget of a tree made a moment ago (a
		// tenth of the first tab's cost), and the first tab's page has
		// not been laid out yet.
		sl.page.Layout.Layout(sl.page.Objects, sl.page.Size())
		canvas.Refresh(sl.page)
	}
	return sl.tab
}

// current is the tab on show.
func (s *shelf) current() kit.Tab { return s.tab(s.tabs.SelectedIndex()) }

// made lists the tabs made so far, in the order of the tabs.
func (s *shelf) made() []kit.Tab {
	var out []kit.Tab
	for _, sl := range s.slots {
		if sl.tab != nil {
			out = append(out, sl.tab)
		}
	}
	return out
}

// page holds a tab's content and asks for room only while the tab is on
// show. AppTabs asks every tab's page for its minimum size, so without it
// the largest page of any tab would set the smallest window, and a tab
// that fits the screen would be pushed off it by one that does not.
func page(content fyne.CanvasObject) *fyne.Container {
	c := &fyne.Container{Objects: []fyne.CanvasObject{content}}
	c.Layout = shownOnly{c}
	return c
}

type shownOnly struct{ page *fyne.Container }

func (l shownOnly) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if !l.page.Visible() {
		return fyne.Size{}
	}
	return objs[0].MinSize()
}

func (shownOnly) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

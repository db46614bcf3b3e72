package puzzletab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// portraitWidth is the width under which the tab's columns stack even in
// a landscape window: three columns side by side need about this much.
const portraitWidth = 900

// tightWidth is the width under which a board's column takes at most
// tightShare of the window: a map's 40 % would leave the inputs' column
// too narrow for its menus on a 1024-pixel projector in presentation mode.
const (
	tightWidth = 1100
	tightShare = 0.32
)

// stacking lays split, the board's column beside the other two, side by
// side in a landscape window and one over the other in a portrait or
// narrow one (a browser page on a tablet held upright, a narrow browser
// window), where side by side the columns would cut their fields. Each
// arrangement (stacked, side by side in a narrow window, side by side),
// with the inputs folded away or not, keeps its own divider position, so
// turning the window and back gives back the one the user dragged to.
type stacking struct {
	split *container.Split
	// folded reports whether the inputs are folded away (Board.Fold).
	folded func() bool
	// offsets are the divider's positions in each arrangement, unfolded
	// and folded.
	offsets [2][3]float64
	now     int
	fold    int
}

// The arrangements.
const (
	sideBySide = iota
	stacked
	tight
)

// stack puts split into a container that turns it with the window, and
// gives the board's column more room while folded says the inputs are
// folded away.
func stack(split *container.Split, tallOffset float64, folded func() bool) fyne.CanvasObject {
	s := &stacking{split: split, folded: folded, offsets: [2][3]float64{
		{split.Offset, tallOffset, min(split.Offset, tightShare)},
		{foldShare, tallOffset, foldShare}}}
	return &fyne.Container{Layout: s, Objects: []fyne.CanvasObject{split}}
}

func (s *stacking) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (s *stacking) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	now := sideBySide
	switch {
	case size.Width < portraitWidth || size.Width < size.Height:
		now = stacked
	case size.Width < tightWidth:
		now = tight
	}
	fold := 0
	if s.folded() {
		fold = 1
	}
	if now != s.now || fold != s.fold {
		s.offsets[s.fold][s.now] = s.split.Offset
		s.now, s.fold = now, fold
		s.split.Horizontal = now != stacked
		s.split.Offset = s.offsets[fold][now]
		s.split.Refresh()
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

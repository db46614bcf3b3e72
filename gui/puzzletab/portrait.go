package puzzletab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// portraitWidth is the width under which the tab's columns stack even in
// a landscape window: three columns side by side need about this much.
const portraitWidth = 900

// stacking lays split, the board's column beside the other two, side by
// side in a landscape window and one over the other in a portrait or
// narrow one (a browser page on a tablet held upright, a narrow browser
// window), where side by side the columns would cut their fields. Each
// orientation keeps its own divider position, so turning the window and
// back gives back the one the user dragged to.
type stacking struct {
	split *container.Split
	// offsets are the divider's positions side by side and stacked.
	offsets [2]float64
}

// stack puts split into a container that turns it with the window.
func stack(split *container.Split, tallOffset float64) fyne.CanvasObject {
	s := &stacking{split: split, offsets: [2]float64{split.Offset, tallOffset}}
	return &fyne.Container{Layout: s, Objects: []fyne.CanvasObject{split}}
}

func (s *stacking) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (s *stacking) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	wide := size.Width >= portraitWidth && size.Width >= size.Height
	if wide != s.split.Horizontal {
		was, now := 0, 1
		if wide {
			was, now = 1, 0
		}
		s.offsets[was] = s.split.Offset
		s.split.Horizontal = wide
		s.split.Offset = s.offsets[now]
		s.split.Refresh()
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

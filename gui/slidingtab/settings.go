package slidingtab

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/gui/kit"
	"frontier/gui/puzzletab"
)

var widthOptions = []string{"2×2 (3-puzzle)", "3×3 (8-puzzle)", "4×4 (15-puzzle)", "5×5 (24-puzzle)"}

// menuItem is an entry of a menu whose choice the preferences keep by id.
type menuItem struct{ id, title string }

// The goal menu's ids are the catalogue's names of the goals.
var (
	goalFirst  = menuItem{"blank-first", "Blank first"}
	goalLast   = menuItem{"blank-last", "Blank last"}
	goalCustom = menuItem{"custom", "Custom"}
	goalMenu   = []menuItem{goalFirst, goalLast, goalCustom}
)

// goalItem finds the goal menu's entry of an id or a title, or the first.
func goalItem(name string) menuItem {
	for _, m := range goalMenu {
		if m.id == name || m.title == name {
			return m
		}
	}
	return goalFirst
}

// Preference keys of the board's settings; the tab keeps the rest.
const (
	prefWidth    = "sliding.width"
	prefDiagonal = "sliding.diagonal"
	prefGoal     = "sliding.goal"
	prefCustom   = "sliding.customGoal"
)

func (t *Tab) buildSettings() {
	t.widthSel = kit.NewSelect(widthOptions, t.widthChanged)
	t.diagonal = widget.NewCheck("Diagonal too", func(bool) { kit.ReleaseFocus(t.diagonal); t.movesChanged() })
	var goals []string
	for _, m := range goalMenu {
		goals = append(goals, m.title)
	}
	t.goalSel = kit.NewSelect(goals, t.goalChanged)
	t.customGoal = kit.NewEntry("")
	t.customGoal.OnChanged = func(text string) {
		if !t.customGoal.Disabled() { // not the menu's goal being shown
			t.custom = text
			t.customGoalTyped(false)
		}
	}
	t.customGoal.OnSubmitted = func(string) { t.customGoalTyped(true) }
	t.goalRow = newGoalRow(kit.AtLeast(8.5, t.goalSel), t.customGoal)
	t.goalErr = kit.ErrorLabel()
}

// settings are the rows of the board: its size, its moves and its goal.
func (t *Tab) settings() fyne.CanvasObject {
	return container.NewVBox(kit.Heading("Puzzle"),
		kit.FitForms(widget.NewForm(widget.NewFormItem("Board", t.widthSel), widget.NewFormItem("Moves", t.diagonal),
			widget.NewFormItem("Goal", t.goalRow.Container))),
		kit.Lines(2, t.goalErr))
}

func (t *Tab) selectedWidth() int {
	for i, o := range widthOptions {
		if o == t.widthSel.Selected {
			return i + sliding.MinWidth
		}
	}
	return 3
}

// errNoGoal is a custom goal not typed yet.
var errNoGoal = errors.New("goal: type the custom goal in the box next to the menu")

// options are the catalogue's options of the board the controls describe,
// at width w.
func (t *Tab) options(w int) (puzzles.SlidingOptions, error) {
	o := puzzles.SlidingOptions{Width: w, Diagonal: t.diagonal.Checked}
	switch goalItem(t.goalSel.Selected) {
	case goalLast:
		o.Goal = goalLast.id
	case goalCustom:
		if strings.TrimSpace(t.custom) == "" {
			return o, errNoGoal
		}
		o.Goal = t.custom
	}
	return o, nil
}

// kindOf is the puzzle o describes, made once.
func (t *Tab) kindOf(o puzzles.SlidingOptions) (*kind, error) {
	if k, ok := t.made[o]; ok {
		return k, nil
	}
	k, b, err := puzzles.NewSliding(o)
	if err != nil {
		return nil, err
	}
	t.made[o], t.boards[k] = k, b
	return k, nil
}

// kindAt is the puzzle of width w the controls describe; on a custom goal
// that is missing or bad it is the puzzle with the blank first, and the
// error says why.
func (t *Tab) kindAt(w int) (*kind, error) {
	o, err := t.options(w)
	if err == nil {
		k, err := t.kindOf(o)
		if err == nil {
			return k, nil
		}
		o.Goal = ""
		k, _ = t.kindOf(o)
		return k, err
	}
	o.Goal = ""
	k, _ := t.kindOf(o)
	return k, err
}

// goalExample is a custom goal a student can copy, of the board's width:
// the tiles in a spiral with the blank in the middle, as the snail goal
// of the 8-puzzle, 1 2 3 / 8 0 4 / 7 6 5.
func goalExample(w int) string {
	grid := make([][]int, w)
	for r := range grid {
		grid[r] = make([]int, w)
	}
	top, left, bottom, right, n := 0, 0, w-1, w-1, 1
	for n < w*w {
		for c := left; c <= right && n < w*w; c++ {
			grid[top][c], n = n, n+1
		}
		top++
		for r := top; r <= bottom && n < w*w; r++ {
			grid[r][right], n = n, n+1
		}
		right--
		for c := right; c >= left && n < w*w; c-- {
			grid[bottom][c], n = n, n+1
		}
		bottom--
		for r := bottom; r >= top && n < w*w; r-- {
			grid[r][left], n = n, n+1
		}
		left++
	}
	rows := make([]string, w)
	for r, row := range grid {
		cells := make([]string, w)
		for c, v := range row {
			cells[c] = strconv.Itoa(v)
		}
		rows[r] = strings.Join(cells, " ")
	}
	return strings.Join(rows, " / ")
}

// showGoalBox fills the goal box: the custom goal to edit, or, greyed, the
// goal of board b the menu chose. The box's text is set while it is
// disabled, which its change handler ignores.
func (t *Tab) showGoalBox(b *sliding.Board) {
	t.goalRow.setSample(b.Tiles(b.Goal()).String())
	t.customGoal.Disable()
	if goalItem(t.goalSel.Selected) == goalCustom {
		t.customGoal.SetPlaceHolder("such as " + goalExample(t.selectedWidth()))
		t.customGoal.SetText(t.custom)
		t.customGoal.Enable()
		return
	}
	t.customGoal.SetText(b.Tiles(b.Goal()).String())
}

// apply remakes the board the controls describe, of the same width,
// keeping the position when it still fits (the tiles on their goal
// squares change colour at once), or else putting the goal on the board
// and saying so. why is what the results panel says about its result.
func (t *Tab) apply(why string) {
	k, _ := t.kindAt(t.board().Width())
	if !t.SetKind(k, why) {
		t.Note("The position cannot be solved with these moves and this goal; the board is back at the goal.")
	}
	t.showGoalBox(t.board())
	t.saveSettings()
}

// goalChanged follows the goal menu. A custom goal applies once typed.
func (t *Tab) goalChanged() {
	kit.SetError(t.goalErr, "")
	if goalItem(t.goalSel.Selected) == goalCustom {
		if t.Tab != nil {
			t.showGoalBox(t.board())
		}
		if strings.TrimSpace(t.custom) == "" {
			t.saveSettings()
			return
		}
	}
	t.customGoalTyped(true)
}

// customGoalTyped follows the goal box: a goal that reads well applies at
// once; a bad one is reported when submitted, and its error follows the
// typing until it is fixed.
func (t *Tab) customGoalTyped(submitted bool) {
	if t.Tab == nil {
		return // still restoring
	}
	custom := goalItem(t.goalSel.Selected) == goalCustom
	if custom && strings.TrimSpace(t.custom) == "" {
		kit.SetError(t.goalErr, "")
		t.saveSettings()
		return
	}
	_, err := t.kindAt(t.board().Width())
	switch {
	case err == nil:
		kit.SetError(t.goalErr, "")
		t.apply("The goal has changed: press Solve for a new result.")
	case submitted || t.goalErr.Visible():
		kit.SetError(t.goalErr, err.Error())
		t.saveSettings()
	default:
		t.saveSettings()
	}
}

// movesChanged follows the diagonal switch: the position stays when it is
// still solvable.
func (t *Tab) movesChanged() {
	if t.Tab != nil {
		t.apply("The moves have changed: press Solve for a new result.")
	}
}

// widthChanged follows the board menu. The position last on a board of
// the new size comes back; failing that, a random one of the new size
// replaces the old, and the note under the state box says so.
func (t *Tab) widthChanged() {
	if t.Tab == nil {
		return // still restoring
	}
	old, w := t.board().Width(), t.selectedWidth()
	if w == old {
		return
	}
	t.earlier[old] = t.board().Format(t.Start())
	k, _ := t.kindAt(w)
	t.SetKind(k, "The board has changed: press Solve for a new result.")
	t.showGoalBox(t.board())
	t.saveSettings()
	if text, ok := t.earlier[w]; ok {
		if s, err := k.Parse(text); err == nil {
			t.SetStart(s)
			t.Note(fmt.Sprintf("Back to the %d×%d position you had.", w, w))
			return
		}
	}
	if !t.Randomize() {
		t.SetStart(k.Goal)
	}
	t.Note(fmt.Sprintf("New %d×%d board: this random position replaced the %d×%d one "+
		"(choose %d×%d again to get it back).", w, w, old, old, old, old))
}

// reshape is the puzzle of a state typed on a board of another width.
func (t *Tab) reshape(text string) *kind {
	tiles, err := sliding.Parse(text)
	if err != nil || tiles.Width() == t.board().Width() {
		return nil
	}
	k, _ := t.kindAt(tiles.Width())
	return k
}

// reshaped follows a state typed on a board of another width: the board
// menu shows the new width, and the old board's position is kept for a
// return to its size.
func (t *Tab) reshaped(tab *puzzletab.Tab[sliding.State, sliding.State], k *kind) string {
	old, b := t.boards[tab.Kind()], t.boards[k]
	t.earlier[old.Width()] = old.Format(tab.Start())
	t.widthSel.Selected = widthOptions[b.Width()-sliding.MinWidth]
	t.widthSel.Refresh()
	t.showGoalBox(b)
	t.prefs.SetInt(prefWidth, b.Width())
	return fmt.Sprintf("The board is now %d×%d, the size of this state.", b.Width(), b.Width())
}

// subject names the board in a result's heading: its size, and its
// moves and goal when they are not the usual ones ("3×3 · diagonal").
func (t *Tab) subject(k *kind) string {
	b := t.boards[k]
	parts := []string{fmt.Sprintf("%d×%d", b.Width(), b.Width())}
	if b.Diagonal() {
		parts = append(parts, "diagonal")
	}
	if g := goalItem(t.goalSel.Selected); g != goalFirst {
		parts = append(parts, strings.ToLower(g.title)+" goal")
	}
	return strings.Join(parts, " · ")
}

// restoreSettings sets the board's controls from the preferences and
// makes the puzzle they describe.
func (t *Tab) restoreSettings() *kind {
	p := t.prefs
	w := p.IntWithFallback(prefWidth, 3)
	if w < sliding.MinWidth || w > sliding.MaxWidth {
		w = 3
	}
	t.widthSel.Selected = widthOptions[w-sliding.MinWidth]
	t.diagonal.Checked = p.BoolWithFallback(prefDiagonal, false)
	t.goalSel.Selected = goalItem(p.String(prefGoal)).title
	t.custom = p.String(prefCustom)
	k, err := t.kindAt(w)
	if err != nil && err != errNoGoal {
		kit.SetError(t.goalErr, err.Error())
	}
	return k
}

// saveSettings writes the board's settings to the preferences.
func (t *Tab) saveSettings() {
	p := t.prefs
	if t.Tab != nil {
		p.SetInt(prefWidth, t.board().Width())
	}
	p.SetBool(prefDiagonal, t.diagonal.Checked)
	p.SetString(prefGoal, goalItem(t.goalSel.Selected).id)
	p.SetString(prefCustom, t.custom)
}

// goalRow puts the goal box beside the goal menu where the row holds a
// goal of the board whole (sample), and under it where it does not: on a
// projector's column a box beside the menu showed "0,1,2,3" of the
// goal. The board's goal, not the box's text, decides, so that the box
// does not move while a custom goal is typed in it.
type goalRow struct {
	*fyne.Container
	sample string
}

func newGoalRow(menu, box fyne.CanvasObject) *goalRow {
	r := &goalRow{Container: &fyne.Container{Objects: []fyne.CanvasObject{menu, box}}}
	r.Layout = goalLayout{r}
	return r
}

// setSample lays the row out for goals as long as sample.
func (r *goalRow) setSample(sample string) {
	r.sample = sample
	r.Refresh()
}

// beside reports whether the menu and a goal as long as the sample fit
// width.
func (r *goalRow) beside(width float32) bool {
	need := fyne.MeasureText(r.sample, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding() + theme.Padding()
	return r.Objects[0].MinSize().Width+theme.Padding()+need <= width+0.5
}

type goalLayout struct{ r *goalRow }

func (l goalLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m, b := objs[0].MinSize(), objs[1].MinSize()
	if w := l.r.Size().Width; w > 0 && l.r.beside(w) {
		return fyne.NewSize(max(m.Width, b.Width), max(m.Height, b.Height))
	}
	return fyne.NewSize(max(m.Width, b.Width), m.Height+theme.Padding()+b.Height)
}

func (l goalLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	menu, box := objs[0], objs[1]
	mw, mh := menu.MinSize().Width, menu.MinSize().Height
	if l.r.beside(size.Width) {
		menu.Move(fyne.Position{})
		menu.Resize(fyne.NewSize(mw, size.Height))
		box.Move(fyne.NewPos(mw+theme.Padding(), 0))
		box.Resize(fyne.NewSize(size.Width-mw-theme.Padding(), size.Height))
		return
	}
	menu.Move(fyne.Position{})
	menu.Resize(fyne.NewSize(size.Width, mh))
	box.Move(fyne.NewPos(0, mh+theme.Padding()))
	box.Resize(fyne.NewSize(size.Width, size.Height-mh-theme.Padding()))
}

package watch

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/practice"
	"frontier/core/search"
	"frontier/gui/kit"
)

// predictor is the watch view's predict mode: before each step the
// student picks the frontier entry they expect the engine to expand next
// (a click on its row, or its row number), in a fine step the fate of the
// child generated, and where a pass of IDS or IDA* ends the next bound;
// each answer is graded at once with the engine's reason (core/practice)
// and counted in a running score, summed up at the end of the search or
// when the student asks. While it is on, the frontier is listed by node
// number, so that its order gives nothing away.
type predictor[S comparable] struct {
	v      *View[S]
	Check  *widget.Check
	SumUp  *widget.Button
	grader *practice.Grader[S]
	score  practice.Score
	// picks holds the verdict at each position answered, fates that of
	// each child (by step and child), so that Back shows them again and
	// nothing is graded twice.
	picks  map[int]practice.Verdict
	chosen map[int]int // the node picked at each position answered
	fates  map[[2]int]practice.Verdict
	last   *practice.Verdict
	// shown is the frontier the question on show lists, by node number.
	shown []search.Node[S]
	// ask is what the position on show asks: a pick, a bound, or a fate
	// (fateAsk) while Fine step shows a child generated and not yet tested.
	ask    practice.Kind
	bounds []int
	summed bool
	// listed reports that the frontier is listed by node number; fresh
	// is the verdict on the last child of a step, shown before the
	// question that follows it.
	listed bool
	fresh  string

	prompt     *widget.Label
	scoreLabel *widget.Label
	FateBtns   []*widget.Button
	fateRow    *fyne.Container
	boundRow   *fyne.Container
	box        *fyne.Container // the prompt with the buttons at its foot
	scoreRow   *fyne.Container
	column     *fyne.Container // the tree over predict mode: see under
	content    fyne.CanvasObject
}

// fateAsk is the kind of question a child's fate is: not one the grader
// asks at a position, but one of each child Fine step generates.
const fateAsk practice.Kind = -1

// fateKeys are the keys that answer a fate question, in the order of
// practice.Fates.
var fateKeys = []fyne.KeyName{fyne.KeyA, fyne.KeyD, fyne.KeyR, fyne.KeyP, fyne.KeyG}

func newPredictor[S comparable](v *View[S]) *predictor[S] {
	p := &predictor[S]{v: v, prompt: widget.NewLabel(""), scoreLabel: widget.NewLabel("")}
	p.Check = widget.NewCheck("Predict", func(on bool) {
		// A tap focuses the switch, which would then take the keys that
		// answer and step.
		if c := fyne.CurrentApp().Driver().CanvasForObject(p.Check); c != nil {
			c.Unfocus()
		}
		p.update()
	})
	p.SumUp = widget.NewButton("Sum up", func() { p.summed = true; p.update() })
	var fates []fyne.CanvasObject
	for _, f := range practice.Fates {
		b := widget.NewButton(string(f), func() { p.answerFate(f) })
		p.FateBtns = append(p.FateBtns, b)
		fates = append(fates, b)
	}
	p.fateRow = &fyne.Container{Layout: columns{3}, Objects: fates}
	p.boundRow = &fyne.Container{Layout: columns{4}}
	p.scoreLabel.TextStyle.Bold = true
	p.prompt.Wrapping = fyne.TextWrapWord
	p.box = &fyne.Container{Layout: promptBox{6, p.prompt}, Objects: []fyne.CanvasObject{container.NewVScroll(p.prompt), p.fateRow, p.boundRow}}
	p.scoreRow = container.NewBorder(nil, nil, nil, container.NewVBox(p.SumUp), kit.Lines(2, p.scoreLabel))
	p.content = container.NewBorder(p.scoreRow, nil, nil, nil, p.box)
	v.frontier.table.OnSelected = func(id widget.TableCellID) {
		if p.ask != practice.Pick {
			return
		}
		v.frontier.table.UnselectAll()
		if id.Row >= 0 && id.Row < len(p.shown) {
			p.answerPick(p.shown[id.Row].ID)
		}
	}
	p.reset()
	return p
}

// reset forgets the answers, for a new recording.
func (p *predictor[S]) reset() {
	p.grader, p.score, p.last, p.summed = nil, practice.Score{}, nil, false
	p.picks, p.chosen, p.fates = map[int]practice.Verdict{}, map[int]int{}, map[[2]int]practice.Verdict{}
	if p.v.rec != nil {
		p.grader = practice.NewGrader(p.v.rec, p.v.job.Engine)
	}
}

// on reports whether predict mode is on with a recording to predict.
func (p *predictor[S]) on() bool { return p.Check.Checked && p.grader != nil }

// update brings predict mode up to date with the position on show: the
// question it asks, or the verdict given there, and the frontier listed
// by node number while a pick is asked.
func (p *predictor[S]) update() {
	// The text and the buttons shown change the room predict mode wants
	// and how its box shares it.
	defer func() {
		if p.column != nil {
			p.column.Refresh()
		}
		p.box.Refresh()
	}()
	v := p.v
	p.ask, p.shown, p.bounds = practice.None, nil, nil
	p.fateRow.Hide()
	p.boundRow.Hide()
	v.frontier.marks = nil
	listed := p.listed
	p.listed = false
	if !p.on() {
		p.content.Hide()
		v.picked.content.Show()
		v.legend.Show()
		if listed && v.rec != nil && !v.partial() {
			v.showFrontier(v.expansion(), v.Stepper.Current())
		}
		return
	}
	p.content.Show()
	v.picked.content.Hide()
	v.legend.Hide()
	p.scoreLabel.SetText(p.score.Line())
	i := v.Stepper.Current()
	switch {
	case v.partial() && !v.tested:
		p.askFate(i, v.shown-1)
	case v.partial():
		p.say(p.fates[[2]int{i, v.shown - 1}], "Fine step shows the next child.")
	case i <= v.rec.Len() && p.grader.Ask(i) == practice.Pick:
		p.askPick(i)
	case i <= v.rec.Len() && p.grader.Ask(i) == practice.Bound:
		p.askBound(i)
	case i == v.Stepper.Len()-1:
		p.prompt.SetText("The search is over. " + p.score.Summary())
	default:
		p.prompt.SetText("Nothing to predict here: the next step reaches the goal as it is generated. Step on.")
	}
	if p.fresh != "" && !v.partial() {
		p.prompt.SetText(p.fresh + "\n" + p.prompt.Text)
	}
	p.fresh = ""
	if p.summed {
		p.prompt.SetText(p.score.Summary())
		p.summed = false
	}
}

// say shows verdict v if there is one, else text.
func (p *predictor[S]) say(v practice.Verdict, text string) {
	if v.Rule == "" {
		p.prompt.SetText(text)
		return
	}
	p.prompt.SetText(v.Text())
}

// askPick lists the frontier at position i by node number and asks which
// entry comes next, or shows the verdict given there with the engine's
// entry marked and a wrong pick beside it.
func (p *predictor[S]) askPick(i int) {
	v := p.v
	p.shown = p.grader.Frontier(i, FrontierRows)
	v.frontier.fill("", p.shown)
	p.listed = true
	size, explored := 1, 0
	if i > 0 {
		size, explored = v.rec.Step(i).FrontierSize, v.rec.Step(i).ExploredSize
	}
	v.frontier.counts.SetText(fmt.Sprintf("Frontier by node number, not in pop order: %s. Explored: %s.", nodes(size), numfmt.Group(explored)))
	if len(p.shown) < size {
		v.frontier.counts.SetText(fmt.Sprintf("Frontier by node number: %s, of which the %d first in pop order are listed. Explored: %s.", nodes(size), len(p.shown), numfmt.Group(explored)))
	}
	if vd, ok := p.picks[i]; ok {
		p.mark(vd, p.chosen[i])
		p.prompt.SetText(vd.Text())
		return
	}
	p.ask = practice.Pick
	p.prompt.SetText(fmt.Sprintf("Which node does %s expand next? Click its row, or press its number.", v.job.Engine.Title()))
}

// mark marks the engine's entry "next" and a wrong pick, node id,
// "yours".
func (p *predictor[S]) mark(vd practice.Verdict, id int) {
	marks := map[int]string{vd.Answer: "next"}
	if id != vd.Answer {
		marks[id] = "yours"
	}
	p.v.frontier.marks = marks
	p.v.frontier.table.Refresh()
}

func (p *predictor[S]) answerPick(id int) {
	i := p.v.Stepper.Current()
	vd := p.grader.Pick(i, p.shown, id)
	p.chosen[i] = id
	p.record(vd)
	p.picks[i] = vd
	p.update()
}

// record counts a verdict.
func (p *predictor[S]) record(vd practice.Verdict) {
	p.score.Add(vd)
	p.last = &vd
}

// askBound asks the next pass's bound, with the candidates as buttons.
func (p *predictor[S]) askBound(i int) {
	if vd, ok := p.picks[i]; ok {
		p.prompt.SetText(vd.Text())
		return
	}
	p.ask, p.bounds = practice.Bound, p.grader.Bounds(i)
	bound := p.v.rec.Step(i).Bound
	text := fmt.Sprintf("The pass with bound f ≤ %d has nothing left to visit. What is the next bound? Click it, or press its number.", bound)
	if p.v.job.Engine == search.EngineIDS {
		text = fmt.Sprintf("The pass with depth limit %d has nothing left to visit. What is the next limit? Click it, or press its number.", bound)
	}
	p.prompt.SetText(text)
	p.boundRow.RemoveAll()
	for k, b := range p.bounds {
		p.boundRow.Add(widget.NewButton(fmt.Sprintf("%d: %d", k+1, b), func() { p.answerBound(b) }))
	}
	p.boundRow.Show()
}

func (p *predictor[S]) answerBound(b int) {
	i := p.v.Stepper.Current()
	vd := p.grader.Bound(i, b)
	p.record(vd)
	p.picks[i] = vd
	p.update()
}

// askFate asks what becomes of child k of step i, Fine step's child just
// generated.
func (p *predictor[S]) askFate(i, k int) {
	c := p.v.expansion().Children[k]
	p.ask = fateAsk
	p.prompt.SetText(fmt.Sprintf("What becomes of node %d (move %s)? Keys A, D, R, P, G.", c.ID, p.v.moveName(c)))
	p.fateRow.Show()
}

// answerFate grades the fate of Fine step's child just generated and
// shows it tested.
func (p *predictor[S]) answerFate(f search.Fate) {
	if p.ask != fateAsk {
		return
	}
	i, k := p.v.Stepper.Current(), p.v.shown-1
	vd := p.grader.Fate(i, k, f)
	p.record(vd)
	p.fates[[2]int{i, k}] = vd
	p.fresh = vd.Text()
	p.v.reveal(p.v.shown, true)
}

// TypedKey answers the question on show from the keyboard: a row or a
// candidate bound by its number, 1 to 9, a fate by its letter; it
// reports whether it used the key.
func (p *predictor[S]) TypedKey(e *fyne.KeyEvent) bool {
	if !p.on() {
		return false
	}
	n, err := strconv.Atoi(string(e.Name))
	switch {
	case p.ask == practice.Pick && err == nil && n >= 1 && n <= min(9, len(p.shown)):
		p.answerPick(p.shown[n-1].ID)
	case p.ask == practice.Bound && err == nil && n >= 1 && n <= len(p.bounds):
		p.answerBound(p.bounds[n-1])
	case p.ask == fateAsk:
		for k, key := range fateKeys {
			if e.Name == key {
				p.answerFate(practice.Fates[k])
				return true
			}
		}
		return false
	default:
		return false
	}
	return true
}

// columns lays buttons out in rows of at most n equal columns, fewer
// where the width would cut their words, and asks for no width: a grid
// asks for n times its widest button, which in presentation mode would
// take the width the frontier's columns need.
type columns struct{ n int }

func (c columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, c.height(objs, 0))
}

// fit is the number of columns and the button size at width.
func (c columns) fit(objs []fyne.CanvasObject, width float32) (n int, w, h float32) {
	pad := theme.Padding()
	widest := float32(0)
	for _, o := range objs {
		m := o.MinSize()
		widest, h = max(widest, m.Width), max(h, m.Height)
	}
	n = c.n
	for n > 1 && float32(n)*widest+float32(n-1)*pad > width {
		n--
	}
	if width <= 0 {
		n = c.n
	}
	return n, (width - float32(n-1)*pad) / float32(n), h
}

// height is the height the buttons take at width.
func (c columns) height(objs []fyne.CanvasObject, width float32) float32 {
	n, _, h := c.fit(objs, width)
	rows := (len(objs) + n - 1) / n
	return float32(rows)*h + float32(max(rows-1, 0))*theme.Padding()
}

func (c columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n, w, h := c.fit(objs, size.Width)
	pad := theme.Padding()
	for k, o := range objs {
		o.Move(fyne.NewPos(float32(k%n)*(w+pad), float32(k/n)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// promptBox keeps room for n lines of the prompt's text and puts the
// answer buttons on show at its foot, the prompt scrolling above them:
// a question is short, a verdict long and asks for no answer, so that
// the two share the room.
type promptBox struct {
	n      int
	prompt *widget.Label
}

func (b promptBox) MinSize(objs []fyne.CanvasObject) fyne.Size {
	size := fyne.NewSize(0, kit.LinesHeight(b.n, b.prompt.TextStyle, ""))
	for _, o := range objs[1:] {
		size.Width = max(size.Width, o.MinSize().Width)
	}
	return size
}

func (promptBox) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top := size.Height
	for _, o := range objs[1:] {
		if o.Visible() {
			c := o.(*fyne.Container)
			h := c.Layout.(columns).height(c.Objects, size.Width)
			top -= h
			o.Move(fyne.NewPos(0, top))
			o.Resize(fyne.NewSize(size.Width, h))
			top -= theme.Padding()
		}
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, max(top, 0)))
}

// TypedKey drives the view from the keyboard: predict mode's answers
// first, then the stepper's keys; it reports whether it used the key.
func (v *View[S]) TypedKey(e *fyne.KeyEvent) bool {
	return v.predict.TypedKey(e) || v.Stepper.TypedKey(e)
}

// PredictSwitch is the switch that turns predict mode on and off.
func (v *View[S]) PredictSwitch() *widget.Check { return v.predict.Check }

// SumUpButton is predict mode's button that sums the score up.
func (v *View[S]) SumUpButton() *widget.Button { return v.predict.SumUp }

// Prompt is what predict mode says: the question on show, the verdict
// given, or the summary.
func (v *View[S]) Prompt() string { return v.predict.prompt.Text }

// Score is predict mode's score.
func (v *View[S]) Score() practice.Score { return v.predict.score }

// LastVerdict is the verdict given last; ok is false before any.
func (v *View[S]) LastVerdict() (vd practice.Verdict, ok bool) {
	if v.predict.last == nil {
		return vd, false
	}
	return *v.predict.last, true
}

// Asking is what predict mode asks at the position on show: a pick, a
// bound, a fate (FateQuestion), or nothing (practice.None).
func (v *View[S]) Asking() practice.Kind { return v.predict.ask }

// FateQuestion is the kind of question a child's fate is (see Asking).
const FateQuestion = fateAsk

// FateButtons are the buttons that answer a fate question, in the order
// of practice.Fates.
func (v *View[S]) FateButtons() []*widget.Button { return v.predict.FateBtns }

// BoundButtons are the buttons that answer a bound question on show.
func (v *View[S]) BoundButtons() []*widget.Button {
	var out []*widget.Button
	for _, o := range v.predict.boundRow.Objects {
		out = append(out, o.(*widget.Button))
	}
	return out
}

// Marks is predict mode's marks on the frontier's rows, by node id.
func (v *View[S]) Marks() map[int]string { return v.predict.v.frontier.marks }

// PickRow picks row r (from 0) of the frontier table as a click does.
func (v *View[S]) PickRow(r int) { v.frontier.table.Select(widget.TableCellID{Row: r, Col: 1}) }

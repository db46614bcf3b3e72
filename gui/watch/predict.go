package watch

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/practice"
	"frontier/core/search"
	"frontier/gui/kit"
)

// predictor is the watch view's predict mode: before each step the
// student picks the frontier entry they expect the engine to expand next
// (a click on its row, or its number typed), in a fine step the fate of the
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
	// asked is the prompt as a pick was asked, which the digits typed
	// so far follow.
	asked  string
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
var fateKeys = []fyne.KeyName{fyne.KeyA, fyne.KeyD, fyne.KeyR, fyne.KeyP, fyne.KeyG, fyne.KeyM}

func newPredictor[S comparable](v *View[S]) *predictor[S] {
	p := &predictor[S]{v: v, prompt: widget.NewLabel(""), scoreLabel: widget.NewLabel("")}
	p.Check = widget.NewCheck("Predict", func(on bool) {
		// A tap focuses the switch, which would then take the keys that
		// answer and step.
		if c := fyne.CurrentApp().Driver().CanvasForObject(p.Check); c != nil {
			c.Unfocus()
		}
		p.update()
		// The map's drawing marks the next node in pop order, which
		// predict mode asks for.
		p.v.drawStep()
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
	// The score and Sum up at the foot: the box grows upwards as the
	// prompt's text asks for more room, and Sum up stays under the
	// pointer.
	p.content = container.NewBorder(nil, p.scoreRow, nil, nil, p.box)
	// Off until the switch is on: shown beside the legend before the
	// first position, it made the view taller than a projector's screen,
	// and a window never shrinks back to its content.
	p.content.Hide()
	v.frontier.table.OnSelected = func(id widget.TableCellID) {
		if v.choose.on() {
			v.frontier.table.UnselectAll()
			v.choose.pickRow(id.Row)
			return
		}
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
		d, _ := search.Describe(p.v.job.Engine)
		p.grader = practice.NewGraderUnder(p.v.rec, p.v.job.Engine, d.PolicyFor(p.v.job.Options))
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
	v.fitCaptions()
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
	p.asked = p.prompt.Text
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
		_, size = v.rec.Step(i).Frontiers(0)
		explored = v.rec.Step(i).ExploredSize
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
	p.prompt.SetText(fmt.Sprintf("Which node does %s expand next? Click its row, or type its number (#).", v.job.Engine.Title()))
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
	p.prompt.SetText(p.grader.BoundQuestion(i))
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
	keys, meets := "A, D, R, P, G", p.FateBtns[len(p.FateBtns)-1]
	if d, _ := search.Describe(p.v.job.Engine); d.Backward {
		keys += ", M"
		meets.Show()
	} else {
		meets.Hide()
	}
	p.prompt.SetText(fmt.Sprintf("What becomes of node %d (move %s)? Keys %s.", c.ID, p.v.moveName(c), keys))
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

// TypedKey answers the question on show from the keyboard: a node by its
// number (nodeNumber), a candidate bound by its place among the
// buttons, 1 to 9, a fate by its letter; it reports whether it used the
// key.
func (p *predictor[S]) TypedKey(e *fyne.KeyEvent) bool {
	if !p.on() {
		return false
	}
	n, err := strconv.Atoi(string(e.Name))
	switch {
	case p.ask == practice.Pick:
		id, used := p.v.number.key(e.Name, ids(p.shown))
		if id >= 0 {
			p.answerPick(id)
		} else if used {
			p.prompt.SetText(p.asked + p.v.number.hint())
		}
		return used
	case p.ask == practice.Bound && err == nil && n >= 1 && n <= len(p.bounds):
		p.answerBound(p.bounds[n-1])
	case p.ask == fateAsk:
		for k, key := range fateKeys {
			if e.Name == key && p.FateBtns[k].Visible() {
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

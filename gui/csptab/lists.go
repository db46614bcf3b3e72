package csptab

import (
	"fmt"

	"fyne.io/fyne/v2/widget"

	"frontier/core/csp"
	"frontier/core/numfmt"
)

// showQueue lists AC-3's queue: the arc being revised first, lit, then
// the arcs waiting, first to be revised first.
func (t *Tab) showQueue(s *snapshot) {
	p := t.rec.p
	t.queueRows = t.queueRows[:0]
	if s.revising != nil {
		t.queueRows = append(t.queueRows, listRow{arcWords(p, s.revising.Arc), widget.HighImportance})
	}
	for _, a := range s.queue {
		t.queueRows = append(t.queueRows, listRow{arcWords(p, a), widget.MediumImportance})
	}
	switch {
	case t.rec.engine == csp.MinConflicts:
		t.queueHead.SetText("No queue")
	default:
		t.queueHead.SetText(fmt.Sprintf("Queue: %s", numfmt.Group(len(s.queue))))
	}
	t.queue.Refresh()
	t.queue.ScrollToTop()
}

// showStack lists the assignments in force, first made first, the last
// lit, and a backtrack on show marked at the foot.
func (t *Tab) showStack(s *snapshot) {
	p := t.rec.p
	t.stackRows = t.stackRows[:0]
	if t.rec.engine == csp.MinConflicts {
		for x, a := range s.assigned {
			imp := widget.MediumImportance
			if x == s.focus {
				imp = widget.HighImportance
			}
			t.stackRows = append(t.stackRows, listRow{p.Name(x) + " = " + p.Label(x, a), imp})
		}
		t.stackHead.SetText(fmt.Sprintf("In conflict: %d", len(s.conflicts)))
		t.stack.Refresh()
		return
	}
	for i, a := range s.stack {
		imp := widget.MediumImportance
		if i == len(s.stack)-1 {
			imp = widget.HighImportance
		}
		t.stackRows = append(t.stackRows, listRow{fmt.Sprintf("%d. %s = %s", i+1, p.Name(a.Var), p.Label(a.Var, a.Value)), imp})
	}
	if _, ok := s.event.(*csp.BacktrackEvent); ok {
		t.stackRows = append(t.stackRows, listRow{"× back from " + p.Name(s.failed), widget.DangerImportance})
	}
	head := "Assignments"
	if n := len(s.backtracks); n > 0 {
		head = fmt.Sprintf("Stack, %s backtrack%s", numfmt.Group(n), plural(n != 1, "s"))
	}
	t.stackHead.SetText(head)
	t.stack.Refresh()
	if len(t.stackRows) > 0 {
		t.stack.ScrollToBottom()
	}
}

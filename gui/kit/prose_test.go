package kit

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit/kittest"
)

// TestProseReadsWell: text with bold terms, at the start of its items
// and in their middle, wraps at words at every width; the leading term
// stays bold.
func TestProseReadsWell(t *testing.T) {
	test.NewTempApp(t)
	src := "## Terms\n\n" + FieldsProse() +
		"- Choose the **board**, the **goal** and whether the blank may also move **diagonally**, then press **Load** or **Randomize**, and at last **Solve**.\n" +
		"- **Step** expands one node; **Back** goes back.\n"
	r := Prose(src)
	kittest.ReadsWell(t, "the prose", r)
	list := r.Segments[len(r.Segments)-1].(*widget.ListSegment)
	step := list.Items[1].(*widget.ParagraphSegment).Texts
	if s := step[0].(*widget.TextSegment); s.Text != "Step" || !s.Style.TextStyle.Bold {
		t.Errorf("the item starts with %q, bold %v", s.Text, s.Style.TextStyle.Bold)
	}
	if s := step[1].(*widget.TextSegment); s.Text != " expands one node; Back goes back." || s.Style.TextStyle.Bold {
		t.Errorf("the item goes on with %q, bold %v", s.Text, s.Style.TextStyle.Bold)
	}
}

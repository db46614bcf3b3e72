package letterstab

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit/kittest"
)

// TestRulesReadWell: the rules wrap at words at every width the page
// takes, never one letter a line.
func TestRulesReadWell(t *testing.T) {
	test.NewTempApp(t)
	page := rulesPage()
	kittest.Each(page, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RichText); ok {
			kittest.ReadsWell(t, "the rules", r)
		}
	})
}

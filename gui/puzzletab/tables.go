package puzzletab

import (
	"context"
	"fmt"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/clock"
	"frontier/gui/kit"
)

// tables is the build of the puzzle's Table, in the background, with a
// line and a bar under the settings. The tables are the process's (the
// catalogue keeps them), so a build another search started serves too.
type tables struct {
	runner  kit.Runner
	started bool // a build was started, or was not needed
	name    string
	label   *widget.Label
	bar     *widget.ProgressBar
}

func (t *Tab[P, S]) buildTables() {
	b := &t.tables
	b.label = widget.NewLabel("")
	b.label.Wrapping = fyne.TextWrapWord
	b.bar = widget.NewProgressBar()
	b.bar.Hide()
	if t.pz.Solve.Table == "" {
		return
	}
	if h, err := t.kind.HeuristicNamed(string(t.pz.Solve.Table)); err == nil {
		b.name = h.Tables
	}
	if t.kind.Unprepared(t.pz.Solve.Table) == "" {
		b.started = true
		b.label.SetText(capital(b.name) + " ready.")
		return
	}
	b.label.SetText(capital(b.name) + ": not built yet.")
}

// startTables starts the Table's build, unless it has started. It runs in
// the tab's own runner; the window only sees its progress through
// fyne.Do, so it never waits for it.
func (t *Tab[P, S]) startTables() {
	b := &t.tables
	if t.pz.Solve.Table == "" || b.started {
		return
	}
	b.started = true
	b.show(0, 1)
	b.bar.Show()
	k, h := t.kind, t.pz.Solve.Table
	type outcome struct {
		err     error
		elapsed time.Duration
	}
	type progress struct{ done, total int }
	kit.StartWithProgress(&b.runner, func(ctx context.Context, report func(progress)) outcome {
		start := clock.Now()
		err := k.MakeReady(ctx, h, func(done, total int) { report(progress{done, total}) })
		return outcome{err, clock.Since(start)}
	}, func(p progress) { b.show(p.done, p.total) }, func(o outcome) {
		b.bar.Hide()
		if o.err != nil {
			// Nothing cancels this runner; say what failed rather than
			// hide it, and build again when asked.
			b.label.SetText(capital(b.name) + ": " + o.err.Error())
			b.started = false
			return
		}
		b.label.SetText(fmt.Sprintf("%s ready (%.2f s).", capital(b.name), o.elapsed.Seconds()))
	})
}

func (b *tables) show(done, total int) {
	if total <= 0 || done > total {
		return
	}
	f := float64(done) / float64(total)
	b.bar.SetValue(f)
	b.label.SetText(fmt.Sprintf("Building %s… %d%%", b.name, int(f*100)))
}

func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

package cubetab

import (
	"context"
	"fmt"
	"time"

	"frontier/core/domains/cube"
	"frontier/core/numfmt"
	"frontier/gui/kit"
)

// exactBuild builds the exact distance table once, in the background, and
// shows its progress in the tab. The table is process-wide (cube.ExactTable
// shares it), so a second tab finds it ready.
type exactBuild struct {
	t       *Tab
	runner  kit.Runner
	started bool          // a build was started or was not needed
	ready   chan struct{} // closed, off the UI goroutine, once the table exists
}

func (b *exactBuild) init(t *Tab) {
	b.t = t
	b.ready = make(chan struct{})
	if cube.ExactReady() {
		close(b.ready)
		b.started = true
		b.showDone(0)
		return
	}
	t.exactBar.Hide()
}

// startExact starts the table's build, unless it has started. It runs in
// the tab's own runner goroutine; the UI only ever sees progress through
// fyne.Do, so the window never waits for it.
func (t *Tab) startExact() {
	b := &t.exact
	if b.started {
		return
	}
	b.started = true
	t.exactLabel.SetText("Building exact table… 0%")
	t.exactBar.SetValue(0)
	t.exactBar.Show()
	ready := b.ready
	type outcome struct {
		err     error
		elapsed time.Duration
	}
	type progress struct{ done, total int }
	kit.StartWithProgress(&b.runner, func(ctx context.Context, report func(progress)) outcome {
		start := time.Now()
		_, err := cube.ExactTable(ctx, func(done, total int) { report(progress{done, total}) })
		if err == nil {
			close(ready)
		}
		return outcome{err, time.Since(start)}
	}, func(p progress) { b.showProgress(p.done, p.total) }, func(o outcome) {
		if o.err != nil {
			// Only a cancelled context fails, and nothing cancels this
			// runner; say so rather than hide it.
			t.exactLabel.SetText("Exact table: " + o.err.Error())
			b.started = false
			return
		}
		b.showDone(o.elapsed)
	})
}

func (b *exactBuild) showProgress(done, total int) {
	if total <= 0 || cube.ExactReady() && done < total {
		return
	}
	f := float64(done) / float64(total)
	b.t.exactBar.SetValue(f)
	b.t.exactLabel.SetText(fmt.Sprintf("Building exact table… %d%%", int(f*100)))
}

// showDone says the table is ready; elapsed is 0 when it was built
// before this tab existed.
func (b *exactBuild) showDone(elapsed time.Duration) {
	t := b.t
	t.exactBar.SetValue(1)
	t.exactBar.Hide()
	text := fmt.Sprintf("Exact table ready: %s positions", numfmt.Group(cube.NumStates))
	if elapsed > 0 {
		text += fmt.Sprintf(" (%.2f s)", elapsed.Seconds())
	}
	t.exactLabel.SetText(text + ".")
}

// isReady reports, without blocking, whether the table exists.
func (b *exactBuild) isReady() bool {
	select {
	case <-b.ready:
		return true
	default:
		return false
	}
}

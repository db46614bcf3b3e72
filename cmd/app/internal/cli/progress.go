package cli

import (
	"fmt"
	"io"
	"os"
	"time"
)

// buildProgress shows on stderr how a build of tables goes (the pattern
// databases, the first time a board needs them), one line rewritten in
// place, when stderr is a terminal; it returns nil otherwise, so that a
// log or a pipe gets no progress lines. Tables already in memory or read
// from the disk cache print nothing.
func buildProgress(stderr io.Writer, cmd string) func(done, total int) {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return progressLine(stderr, cmd)
}

// progressLine writes a build's progress to w as one line rewritten with
// carriage returns, ended by a newline once the build is done.
func progressLine(w io.Writer, cmd string) func(done, total int) {
	var start time.Time
	return func(done, total int) {
		if done >= total {
			if !start.IsZero() {
				fmt.Fprintf(w, "\r%sbuilt the pattern databases in %.1f s; later runs read them from the cache\n",
					prefix(cmd), time.Since(start).Seconds())
			}
			return
		}
		if start.IsZero() {
			start = time.Now()
		}
		fmt.Fprintf(w, "\r%sbuilding the pattern databases, once for this board: %3d%%", prefix(cmd), 100*done/max(total, 1))
	}
}

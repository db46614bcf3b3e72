package numfmt

import (
	"fmt"
	"time"
)

// Duration writes a search's time as the window shows it: whole
// microseconds under a millisecond, tenths of a millisecond under ten
// seconds, tenths of a second above: "750 µs", "1787.3 ms", "12.4 s".
func Duration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return fmt.Sprintf("%d µs", d.Microseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%.1f s", d.Seconds())
}

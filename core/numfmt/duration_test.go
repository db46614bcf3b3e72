package numfmt

import (
	"testing"
	"time"
)

func TestDuration(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0 µs"},
		{750 * time.Microsecond, "750 µs"},
		{time.Millisecond, "1.0 ms"},
		{10300 * time.Microsecond, "10.3 ms"},
		{1787300 * time.Microsecond, "1787.3 ms"},
		{12400 * time.Millisecond, "12.4 s"},
	} {
		if got := Duration(c.d); got != c.want {
			t.Errorf("Duration(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

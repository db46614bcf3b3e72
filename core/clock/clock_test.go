package clock

import (
	"math"
	"math/big"
	"runtime"
	"testing"
	"time"
)

// TestScale checks the counter's conversion against exact arithmetic on
// big integers, for frequencies Windows reports (10 MHz is the usual one,
// a CPU's clock on older machines) and counts up to years of uptime.
func TestScale(t *testing.T) {
	freqs := []int64{1, 1000, 3_579_545, 10_000_000, 2_400_000_000}
	counts := []int64{0, 1, 999, 10_000_000, 123_456_789_012, math.MaxInt64 / 2, math.MaxInt64}
	for _, f := range freqs {
		for _, c := range counts {
			want := new(big.Int).Mul(big.NewInt(c), big.NewInt(int64(time.Second)))
			want.Quo(want, big.NewInt(f))
			if !want.IsInt64() {
				continue
			}
			if got := scale(c, f); got != want.Int64() {
				t.Errorf("scale(%d, %d) = %d, want %d", c, f, got, want.Int64())
			}
		}
	}
}

// TestSinceWithinGoClock brackets one reading of this clock between two
// of Go's own: the time the clock measures over a sleep is at least the
// sleep and at most what Go's clock saw around it. On Windows Go's clock
// and its sleeps keep to the timer's tick, so there the bracket is widened
// by two ticks each way.
func TestSinceWithinGoClock(t *testing.T) {
	const sleep = 40 * time.Millisecond
	var slack time.Duration
	if runtime.GOOS == "windows" {
		slack = 2 * 15625 * time.Microsecond
	}
	outer := time.Now()
	s := Now()
	time.Sleep(sleep)
	got := Since(s)
	around := time.Since(outer)
	if got < sleep-slack || got > around+slack {
		t.Errorf("clock measured %v over a sleep of %v; Go's clock saw %v around it", got, sleep, around)
	}
}

// TestMonotonic reads the clock many times in a row: no reading is
// earlier than the one before it.
func TestMonotonic(t *testing.T) {
	prev := Now()
	for range 100_000 {
		s := Now()
		if d := s.Sub(prev); d < 0 {
			t.Fatalf("the clock went back by %v", -d)
		}
		prev = s
	}
}

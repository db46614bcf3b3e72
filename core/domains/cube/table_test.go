package cube

import (
	"context"
	"slices"
	"testing"
)

// wantCounts is the known number of 2×2×2 positions at each distance in the
// half-turn metric.
var wantCounts = []int{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644}

func TestExactTable(t *testing.T) {
	var calls, lastDone int
	tab, err := ExactTable(context.Background(), func(done, total int) {
		calls++
		if total != NumStates || done < lastDone || done > total {
			t.Errorf("progress(%d, %d) after %d", done, total, lastDone)
		}
		lastDone = done
	})
	if err != nil {
		t.Fatal(err)
	}
	if !ExactReady() {
		t.Error("ExactReady() = false after ExactTable")
	}
	if len(tab.dist) != 3674160 {
		t.Errorf("%d entries, want 3674160", len(tab.dist))
	}
	if tab.Max() != 11 {
		t.Errorf("Max() = %d, want 11", tab.Max())
	}
	if got := tab.counts; !slices.Equal(got, wantCounts) {
		t.Errorf("counts %v\nwant   %v", got, wantCounts)
	}
	if calls == 0 || lastDone != NumStates {
		t.Errorf("progress called %d times, last done %d; want a final call with %d", calls, lastDone, NumStates)
	}
	again, err := ExactTable(context.Background(), nil)
	if err != nil || again != tab {
		t.Errorf("second ExactTable = %p, %v; want the cached %p", again, err, tab)
	}
}

func TestBuildExactCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := buildExact(ctx, nil); err != context.Canceled {
		t.Errorf("buildExact with a cancelled context: err = %v, want context.Canceled", err)
	}
}

// Callers racing for the first build all get the one table.
func TestExactTableConcurrent(t *testing.T) {
	exactForTest(t)
	exactTable.Store(nil) // forget the cached table to race for a new one
	got := make(chan *Table, 3)
	for range cap(got) {
		go func() {
			tab, err := ExactTable(context.Background(), func(int, int) {})
			if err != nil {
				t.Error(err)
			}
			got <- tab
		}()
	}
	first := <-got
	for range cap(got) - 1 {
		if tab := <-got; tab != first || tab == nil {
			t.Errorf("concurrent callers got tables %p and %p", first, tab)
		}
	}
	if !ExactReady() || first.Distance(Solved()) != 0 {
		t.Error("table not ready after concurrent build")
	}
}

package sliding

import (
	"context"
	"errors"
	"runtime"
	"runtime/metrics"
	"sync/atomic"
	"testing"
	"time"

	"frontier/core/cache"
	"frontier/core/search"
	"frontier/internal/ownprocess"
)

// TestPatternNeed: the memory a build needs, worked out by hand from the
// groups: one byte per table entry (base 16 or 25 to the group's size),
// and per group built at once its visited set (a uint16 or uint32 per
// placement of its tiles), level queues as large, and two chunks of 65,536
// four-byte entries.
func TestPatternNeed(t *testing.T) {
	const (
		chunks   = 2 * 65536 * 4
		tables4  = 2*16*16*16*16*16*16 + 16*16*16 // 6-6-3
		scratch4 = 2*16*15*14*13*12*11*2 + chunks // a group of six
		tables5  = 4*25*25*25*25*25 + 25*25*25*25 // 5-5-5-5-4
		scratch5 = 2*25*24*23*22*21*4 + chunks    // a group of five
	)
	b4, b5 := MustBoard(4, false, nil), MustBoard(5, false, nil)
	for _, c := range []struct {
		b       *Board
		workers int
		want    int64
	}{
		{b4, 1, tables4 + scratch4},
		{b4, 2, tables4 + 2*scratch4},
		{b5, 1, tables5 + scratch5},
	} {
		if got := c.b.patternNeed(c.b.patternGroups(), c.workers); got != c.want {
			t.Errorf("%d×%d, %d at once: %d, want %d", c.b.width, c.b.width, c.workers, got, c.want)
		}
	}
}

// liveHeap is the live heap after a collection.
func liveHeap() int64 {
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

// budgetFor is a budget that leaves room for need beside the live heap,
// and margin more.
func budgetFor(need, margin int64) context.Context {
	return search.WithMemoryBudget(context.Background(), (liveHeap()+need+margin)*8/7)
}

// TestPatternMemoryRefused: a build the budget has no room for fails
// before it starts, naming what it needs; one with room for a single
// group at a time builds one at a time.
func TestPatternMemoryRefused(t *testing.T) {
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
	b := MustBoard(4, false, nil)
	groups := b.patternGroups()
	before := patternDBsBuilt.Load()
	_, err := b.buildPatternTables(search.WithMemoryBudget(context.Background(), 32<<20), groups, b.patternTotal(groups), nil)
	var me *search.MemoryError
	if !errors.As(err, &me) || me.Need != b.patternNeed(groups, 1) || me.Budget != search.MemoryBudget(32<<20) {
		t.Fatalf("4×4 in 32 MB: %v", err)
	}
	if got, want := me.Error(), "building the 4×4 pattern databases takes about 54.5 MB of memory; the memory budget is 32 MB"; got != want && search.AddressSpaceCeiling() == 0 {
		t.Errorf("%q, want %q", got, want)
	}
	if patternDBsBuilt.Load() != before {
		t.Error("a refused build counted as a build")
	}
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one processor builds one group at a time anyway")
	}
	one := b.patternNeed(groups, 1)
	workers, _, err := b.patternMemory(budgetFor(one, (b.patternNeed(groups, 2)-one)/2), groups)
	if err != nil || workers != 1 {
		t.Errorf("room for one group and a half: %d at once, %v", workers, err)
	}
	workers, _, err = b.patternMemory(budgetFor(b.patternNeed(groups, 2), 1<<20), groups)
	if err != nil || workers != 2 {
		t.Errorf("room for two groups: %d at once, %v", workers, err)
	}
}

// TestPatternMemoryPeak: the heap a build holds at its peak, sampled as
// it goes, stays within what patternNeed says it needs. The 4×4 and 5×5
// builds take seconds each.
func TestPatternMemoryPeak(t *testing.T) {
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
	widths := []int{3, 4, 5}
	if testing.Short() || raceEnabled {
		widths = widths[:1]
	}
	for _, w := range widths {
		b := MustBoard(w, false, nil)
		groups := b.patternGroups()
		workers, _, err := b.patternMemory(context.Background(), groups)
		if err != nil {
			t.Fatal(err)
		}
		base := liveHeap()
		var peak atomic.Int64
		stop, sampled := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(sampled)
			s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
			for {
				metrics.Read(s)
				if v := int64(s[0].Value.Uint64()) - base; v > peak.Load() {
					peak.Store(v)
				}
				select {
				case <-stop:
					return
				case <-time.After(time.Millisecond):
				}
			}
		}()
		tables, err := b.buildPatternTables(context.Background(), groups, b.patternTotal(groups), nil)
		close(stop)
		<-sampled
		if err != nil {
			t.Fatal(err)
		}
		runtime.KeepAlive(tables)
		need := b.patternNeed(groups, workers)
		t.Logf("%d×%d, %d at once: peak %.1f MB, need %.1f MB", w, w, workers, float64(peak.Load())/(1<<20), float64(need)/(1<<20))
		if peak.Load() > need {
			t.Errorf("%d×%d: the build held %d bytes, more than the %d it said it needs", w, w, peak.Load(), need)
		}
	}
}

// TestPatternMemoryGauge: a build that started within its budget stops
// with a MemoryError once something else fills the heap, and leaves no
// tables behind.
func TestPatternMemoryGauge(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a 4×4 build, stopped a tenth of a second in")
	}
	if !ownprocess.Run(t) { // its ballast fills the heap, which other tests share
		return
	}
	t.Setenv(cache.DirEnv, "off")
	patternCache.Clear()
	b := MustBoard(4, true, BlankLast(4))
	groups := b.patternGroups()
	need := b.patternNeed(groups, min(b.patternWorkers(), len(groups)))
	ctx := budgetFor(need, 8<<20)
	var ballast []byte
	err := b.PreparePatternDBs(ctx, func(done, total int) {
		if done < total && ballast == nil {
			ballast = make([]byte, 2*need) // at the first report, 100 ms in
			runtime.GC()
		}
	})
	runtime.KeepAlive(ballast)
	var me *search.MemoryError
	if !errors.As(err, &me) || b.PatternDBReady() {
		t.Errorf("the heap filled during the build: %v, ready %v", err, b.PatternDBReady())
	}
}

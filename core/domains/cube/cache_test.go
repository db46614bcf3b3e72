package cube

import (
	"context"
	"os"
	"slices"
	"testing"

	"frontier/core/cache"
)

// exactFresh forgets the table in memory and gets it again, reporting
// whether that took a build.
func exactFresh(t *testing.T) (*Table, bool) {
	t.Helper()
	exactTable.Store(nil)
	before := exactBuilds.Load()
	tab, err := ExactTable(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return tab, exactBuilds.Load() > before
}

func TestExactTableCache(t *testing.T) {
	t.Setenv(cache.DirEnv, t.TempDir())
	t.Cleanup(func() { exactTable.Store(nil) })
	if _, built := exactFresh(t); !built {
		t.Fatal("an empty cache did not make a build")
	}
	path := cache.Path(exactKey)
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no cache file after a build: %v", err)
	}
	tab, built := exactFresh(t)
	if built || !slices.Equal(tab.Counts(), wantCounts) {
		t.Fatalf("sound file: built %v, counts %v", built, tab.Counts())
	}
	bad := append([]byte(nil), good...)
	bad[len(bad)/2]++
	for _, data := range [][]byte{bad, good[:1000], nil} {
		os.WriteFile(path, data, 0o644)
		tab, built := exactFresh(t)
		if !built || !slices.Equal(tab.Counts(), wantCounts) {
			t.Errorf("damaged file of %d bytes: built %v, counts %v", len(data), built, tab.Counts())
		}
		if now, _ := os.ReadFile(path); string(now) != string(good) {
			t.Error("the damaged file was not rewritten")
		}
	}
}

// A call that waits for another call's build gives up when its own
// context ends; the next call builds the table.
func TestExactTableWaitCancelled(t *testing.T) {
	t.Setenv(cache.DirEnv, "off")
	kept := exactTable.Load()
	exactTable.Store(nil)
	t.Cleanup(func() { exactTable.Store(kept) })
	exactTurn <- struct{}{} // another call is building
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ExactTable(ctx, nil); err != context.Canceled || ExactReady() {
		t.Errorf("waiting with a cancelled context: %v, ready %v", err, ExactReady())
	}
	<-exactTurn // the other call is over
	if tab, err := ExactTable(context.Background(), nil); err != nil || !slices.Equal(tab.Counts(), wantCounts) {
		t.Errorf("after the wait: %v", err)
	}
}

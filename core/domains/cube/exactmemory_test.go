package cube

import (
	"context"
	"errors"
	"testing"

	"frontier/core/search"
)

// TestExactTableOverBudget: a budget without room for the table's byte per
// state refuses the build before it allocates, naming what it needs.
func TestExactTableOverBudget(t *testing.T) {
	_, err := buildExact(search.WithMemoryBudget(context.Background(), 1<<20), nil)
	var me *search.MemoryError
	if !errors.As(err, &me) || me.Need != 3_674_160 {
		t.Fatalf("a budget of 1 MB: %v, want a MemoryError needing 3,674,160 bytes", err)
	}
	if got, want := me.Error(), "building the 2×2×2 cube's exact distance table takes about 3.5 MB of memory; the memory budget is 1 MB"; got != want && !me.Lowered() {
		t.Errorf("%q, want %q", got, want)
	}
	if _, err := buildExact(search.WithMemoryBudget(context.Background(), 64<<20), nil); err != nil {
		t.Errorf("a budget of 64 MB: %v", err)
	}
}

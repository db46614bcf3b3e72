package sliding

import (
	"context"
	"fmt"

	"frontier/core/search"
)

// patternMemory holds a build of b's pattern databases to the memory
// budget of ctx (see search.WithMemoryBudget): it returns how many groups
// to build at once, as many as the budget leaves room for, or a
// *search.MemoryError when even one at a time does not fit.
func (b *Board) patternMemory(ctx context.Context, groups [][]int) (int, *search.TableMemory, error) {
	name := fmt.Sprintf("the %d×%d pattern databases", b.width, b.width)
	if b.diagonal {
		name = fmt.Sprintf("the %d×%d pattern databases for diagonal moves", b.width, b.width)
	}
	mem := search.NewTableMemory(ctx, name)
	workers := min(b.patternWorkers(), len(groups))
	for workers > 1 && !mem.Fits(b.patternNeed(groups, workers)) {
		workers--
	}
	if err := mem.Reserve(b.patternNeed(groups, workers)); err != nil {
		return 0, nil, err
	}
	return workers, mem, nil
}

// patternNeed is the heap a build of groups by workers at once holds at
// its peak, about: every table, and the scratch of the largest groups
// being built together: a visited set each, and level queues counted at
// as much again (measured at their largest: 0.7 times the visited set on
// 4×4, 0.25 times on 5×5) and at least a chunk for each of the two levels.
// So 77 MB for 4×4 with two workers, where 69 MB was measured, and 87 MB
// for 5×5, where 68 MB was.
func (b *Board) patternNeed(groups [][]int, workers int) int64 {
	var need int64
	for _, tiles := range groups {
		need += int64(placementsIndexLen(b.n, len(tiles)))
	}
	cell := int64(2) // bytes of a visited set: uint16 up to 4×4, uint32 beyond
	if b.n > 16 {
		cell = 4
	}
	for _, g := range largestFirst(groups)[:workers] {
		need += 2*int64(placements(b.n, len(groups[g])))*cell + 2*levelChunk*4
	}
	return need
}

package sliding

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"frontier/core/cache"
	"frontier/core/search"
)

// pdbFormat is the version of the tables' layout and of the groups: bump
// it when either changes, so that older cache files are rebuilt.
const pdbFormat = 1

// minCachedCells is the smallest board whose tables go to the disk cache:
// smaller ones build in milliseconds. (A variable so that the tests can
// send 3×3 tables through the cache.)
var minCachedCells = 16

// patternDBsBuilt counts the builds of this process, for tests that check
// that a sound cache file spares one.
var patternDBsBuilt atomic.Int64

var patternCache sync.Map // board key → *patternEntry

type patternEntry struct {
	// turn is held by the one call that loads or builds; a call waiting
	// for it gives up when its context ends.
	turn chan struct{}
	db   atomic.Pointer[patternDBs]
}

func (b *Board) patternEntry() *patternEntry {
	v, _ := patternCache.LoadOrStore(b.layerKey(), &patternEntry{turn: make(chan struct{}, 1)})
	return v.(*patternEntry)
}

// PatternDBReady reports whether b's pattern databases are in memory, so
// that the pdb heuristic starts at once.
func (b *Board) PatternDBReady() bool {
	v, ok := patternCache.Load(b.layerKey())
	return ok && v.(*patternEntry).db.Load() != nil
}

// PreparePatternDBs makes b's pattern databases ready for the pdb
// heuristic: at once when they are in memory, else from the disk cache
// when a sound file is there, else built by breadth-first search and then
// stored in the cache. On these two cores a 4×4 build takes a few seconds
// and a 5×5 build several; loading takes milliseconds.
//
// progress, if not nil, is called from the calling goroutine with the
// placements reached so far and their total, at most ten times a second
// and once at the end with done = total. A cancelled ctx stops a build and
// returns ctx.Err(); the next call starts over. Calls for the same board
// made while one is building wait for it, or for their own ctx to end. A
// cache folder that cannot be read or written only means building every
// time, never an error. A build is held to the memory budget ctx carries
// (see search.WithMemoryBudget): one it has no room for fails with a
// *search.MemoryError.
func (b *Board) PreparePatternDBs(ctx context.Context, progress func(done, total int)) error {
	if err := b.CheckHeuristic("pdb"); err != nil {
		return err
	}
	_, err := b.preparePatternDBs(ctx, progress)
	return err
}

func (b *Board) preparePatternDBs(ctx context.Context, progress func(done, total int)) (*patternDBs, error) {
	e := b.patternEntry()
	db := e.db.Load()
	if db == nil {
		select {
		case e.turn <- struct{}{}:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		defer func() { <-e.turn }()
		if db = e.db.Load(); db == nil {
			var err error
			if db, err = b.loadOrBuildPatternDBs(ctx, progress); err != nil {
				return nil, err
			}
			e.db.Store(db)
			return db, nil
		}
	}
	if progress != nil {
		total := b.patternTotal(b.patternGroups())
		progress(total, total)
	}
	return db, nil
}

// patternDB returns b's pattern databases, preparing them if needed.
func (b *Board) patternDB() (*patternDBs, error) {
	return b.preparePatternDBs(context.Background(), nil)
}

func (b *Board) patternTotal(groups [][]int) int {
	total := 0
	for _, g := range groups {
		total += placements(b.n, len(g))
	}
	return total
}

// cacheKey names the tables of b with groups in the disk cache: they
// depend on the width, the move set, the goal and the groups.
func (b *Board) cacheKey(groups [][]int) cache.Key {
	moves := "orthogonal"
	if b.diagonal {
		moves = "diagonal"
	}
	return cache.Key{Kind: fmt.Sprintf("sliding-pdb-%dx%d", b.width, b.width), Version: pdbFormat,
		Params: fmt.Sprintf("width %d; %s moves; goal %v; groups %v; index base %d", b.width, moves, b.goalTiles, groups, indexBase(b.n))}
}

func (b *Board) loadOrBuildPatternDBs(ctx context.Context, progress func(done, total int)) (*patternDBs, error) {
	groups := b.patternGroups()
	total := b.patternTotal(groups)
	lengths := make([]int, len(groups))
	for g, tiles := range groups {
		lengths[g] = placementsIndexLen(b.n, len(tiles))
	}
	cached := b.n >= minCachedCells
	if cached {
		if tables, err := cache.Load(b.cacheKey(groups), lengths, checkPatternCounts); err == nil {
			if progress != nil {
				progress(total, total)
			}
			return b.newPatternDBs(groups, tables), nil
		}
	}
	tables, err := b.buildPatternTables(ctx, groups, total, progress)
	if err != nil {
		return nil, err
	}
	if cached {
		_ = cache.Store(b.cacheKey(groups), tables) // without a cache, the next process builds again
	}
	return b.newPatternDBs(groups, tables), nil
}

// checkPatternCounts rejects tables that no breadth-first search from the
// goal could have made: each has exactly one placement at distance 0, the
// goal's. (The cache has checked that every table holds as many entries of
// each distance as when it was built.)
func checkPatternCounts(counts []cache.Counts) error {
	for g, c := range counts {
		if c[0] != 1 {
			return fmt.Errorf("group %d has %d placements at distance 0, want one", g+1, c[0])
		}
	}
	return nil
}

// placementsIndexLen is the length of a table for k tiles on n cells.
func placementsIndexLen(n, k int) int {
	l := 1
	for range k {
		l *= indexBase(n)
	}
	return l
}

// buildPatternTables builds the groups' tables, as many at a time as
// there are processors and the memory budget of ctx leaves room for,
// largest first (so that a lone big one does not finish last), calling
// progress from this goroutine. A build the budget has no room for fails
// with a *search.MemoryError.
func (b *Board) buildPatternTables(ctx context.Context, groups [][]int, total int, progress func(done, total int)) ([][]uint8, error) {
	workers, mem, err := b.patternMemory(ctx, groups)
	if err != nil {
		return nil, err
	}
	patternDBsBuilt.Add(1)
	tables := make([][]uint8, len(groups))
	errs := make([]error, len(groups))
	var reached atomic.Int64
	jobs := make(chan int, len(groups))
	for _, g := range largestFirst(groups) {
		jobs <- g
	}
	close(jobs)
	done := make(chan struct{})
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			builder := b.newPatternBuilder()
			for g := range jobs {
				if errs[g] = ctx.Err(); errs[g] == nil {
					tables[g], errs[g] = builder.build(ctx, mem, b, groups[g], &reached)
				}
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()
	reportUntil(done, progress, func() int { return min(int(reached.Load()), total) }, total)
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	if progress != nil {
		progress(total, total)
	}
	return tables, nil
}

// largestFirst returns the indexes of groups, the largest groups first.
func largestFirst(groups [][]int) []int {
	order := make([]int, len(groups))
	for g := range order {
		order[g] = g
	}
	slices.SortStableFunc(order, func(x, y int) int { return len(groups[y]) - len(groups[x]) })
	return order
}

// reportUntil calls progress (when not nil) with done() once every
// search.ProgressEvery until finished is closed.
func reportUntil(finished <-chan struct{}, progress func(done, total int), done func() int, total int) {
	tick := time.NewTicker(search.ProgressEvery)
	defer tick.Stop()
	for {
		select {
		case <-finished:
			return
		case <-tick.C:
			if progress != nil {
				progress(done(), total)
			}
		}
	}
}

// patternWorkers is how many groups are built at once: one per processor
// up to 4×4, where a worker's scratch (visited sets and level queues) is
// about 19 MB and there are only three groups; one on 5×5, where it is
// about 30 MB and two would take the build past 100 MB with the tables.
func (b *Board) patternWorkers() int {
	if b.n > 16 {
		return 1
	}
	return max(1, runtime.GOMAXPROCS(0))
}

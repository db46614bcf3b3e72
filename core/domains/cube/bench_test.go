package cube

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"frontier/core/cache"
	"frontier/core/search"
)

// benchStarts are fixed instances at several optimal depths, built once:
// the first seeded random scramble found at each depth.
var benchStarts = sync.OnceValue(func() []State {
	tab, err := ExactTable(context.Background(), nil)
	if err != nil {
		panic(err)
	}
	var starts []State
	for _, want := range []int{5, 8, 10, 11} {
		for seed := uint64(0); ; seed++ {
			s := Apply(Solved(), RandomScramble(30, seed)...)
			if want == 11 {
				s = elevenMover(tab, seed)
			}
			if tab.Distance(s) == want {
				starts = append(starts, s)
				break
			}
		}
	}
	return starts
})

// elevenMover returns one of the 2,644 antipodes; random scrambles rarely
// land there.
func elevenMover(tab *Table, seed uint64) State {
	for r := int(seed); r < NumStates; r++ {
		if tab.dist[r] == 11 {
			return FromRank(r)
		}
	}
	return Solved()
}

func BenchmarkExactTable(b *testing.B) {
	moveTables()
	for b.Loop() {
		t, err := buildExact(context.Background(), nil)
		if err != nil || t.Max() != 11 {
			b.Fatalf("build: max %d, %v", t.Max(), err)
		}
	}
}

// BenchmarkExactTableLoad reads the table from the cache folder, as every
// process after the first one does.
func BenchmarkExactTableLoad(b *testing.B) {
	b.Setenv(cache.DirEnv, b.TempDir())
	defer exactTable.Store(nil)
	if _, err := loadOrBuildExact(context.Background(), nil); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		before := exactBuilds.Load()
		t, err := loadOrBuildExact(context.Background(), nil)
		if err != nil || t.Max() != 11 || exactBuilds.Load() != before {
			b.Fatalf("load: max %d, %v, built %v", t.Max(), err, exactBuilds.Load() != before)
		}
	}
}

func benchSolve(b *testing.B, e search.Engine, h string) {
	for _, s := range benchStarts() {
		tab, _ := ExactTable(context.Background(), nil)
		d := tab.Distance(s)
		b.Run(fmt.Sprintf("depth%d", d), func(b *testing.B) {
			p, err := NewProblem(s, h)
			if err != nil {
				b.Fatal(err)
			}
			var gen int64
			for b.Loop() {
				r := search.Run(context.Background(), e, p, search.Options{})
				if !r.Solved || r.Cost != d {
					b.Fatalf("solved %v cost %d, want %d", r.Solved, r.Cost, d)
				}
				gen = r.Generated
			}
			b.ReportMetric(float64(gen), "generated/op")
		})
	}
}

func BenchmarkSolveExact(b *testing.B)      { benchSolve(b, search.EngineIDAStar, "exact") }
func BenchmarkSolveExactAStar(b *testing.B) { benchSolve(b, search.EngineAStar, "exact") }
func BenchmarkSolvePDB(b *testing.B)        { benchSolve(b, search.EngineIDAStar, "pdb") }

func BenchmarkSolvePDBAStar(b *testing.B) { benchSolve(b, search.EngineAStar, "pdb") }

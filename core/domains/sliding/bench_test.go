package sliding

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"frontier/core/cache"
	"frontier/core/search"
)

// everything is a problem whose goal is never found, so BFS walks the
// whole space.
type everything struct{ *Problem }

func (everything) IsGoal(State) bool { return false }

func BenchmarkBFSWholeSpace(b *testing.B) {
	board := MustBoard(3, false, nil)
	p, _ := NewProblem(board, board.Goal(), "none")
	for b.Loop() {
		r := search.Run(context.Background(), search.EngineBFS, everything{p}, search.Options{})
		if r.Expanded != 181440 {
			b.Fatalf("expanded %d states, want 181440", r.Expanded)
		}
	}
}

func BenchmarkAStarHardest8(b *testing.B) {
	board := MustBoard(3, false, nil)
	for _, text := range []string{"8,0,6,5,4,7,2,3,1", "8,7,6,0,4,1,2,5,3"} {
		start, _ := board.ParseState(text)
		p, _ := NewProblem(board, start, "manhattan")
		b.Run(text, func(b *testing.B) {
			for b.Loop() {
				if r := search.Run(context.Background(), search.EngineAStar, p, search.Options{}); r.Cost != 31 {
					b.Fatalf("cost %d", r.Cost)
				}
			}
		})
	}
}

// BenchmarkBestFirst15 runs A*, greedy and uniform-cost search on Korf's
// first 15-puzzle (57 moves) with Manhattan distance until 500,000 nodes
// are generated: the frontier's cost per node when it holds hundreds of
// thousands of nodes.
func BenchmarkBestFirst15(b *testing.B) {
	const nodes = 500_000
	board := MustBoard(4, false, nil)
	start, err := board.ParseState("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3")
	if err != nil {
		b.Fatal(err)
	}
	p, _ := NewProblem(board, start, "manhattan")
	for _, e := range []search.Engine{search.EngineAStar, search.EngineGreedy, search.EngineUCS} {
		b.Run(string(e), func(b *testing.B) {
			for b.Loop() {
				r := search.Run(context.Background(), e, p, search.Options{MaxNodes: nodes})
				if r.Generated != nodes && !r.Solved {
					b.Fatalf("generated %d nodes, want %d", r.Generated, nodes)
				}
			}
		})
	}
}

type korfInstance struct {
	tiles   Tiles
	optimal int
}

// korf reads Korf's 100 instances (blank-first goal, optimal length last).
func korf(tb testing.TB) []korfInstance {
	f, err := os.Open("testdata/korf100.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []korfInstance
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 17 {
			continue
		}
		t, err := Parse(strings.Join(fields[:16], " "))
		if err != nil {
			tb.Fatal(err)
		}
		n, _ := strconv.Atoi(fields[16])
		out = append(out, korfInstance{t, n})
	}
	return out
}

// BenchmarkIDAStarKorf solves the Korf instances of at most 50 moves with
// IDA* and Manhattan; nodes/s is generated nodes per second.
func BenchmarkIDAStarKorf(b *testing.B) {
	board := MustBoard(4, false, nil)
	for i, k := range korf(b) {
		if k.optimal > 50 {
			continue
		}
		start, err := board.Load(k.tiles)
		if err != nil {
			b.Fatal(err)
		}
		p, _ := NewProblem(board, start, "manhattan")
		b.Run(fmt.Sprintf("%03d-%d", i+1, k.optimal), func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				r := search.Run(context.Background(), search.EngineIDAStar, p, search.Options{})
				if r.Cost != k.optimal {
					b.Fatalf("cost %d, want %d", r.Cost, k.optimal)
				}
				nodes += r.Generated
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkIDAStarKorfAll is BenchmarkIDAStarKorf with all 32 instances in
// one op (666,749,037 generated nodes), for a figure less sensitive to the
// machine's load: run the compiled test under perf stat -e task-clock.
func BenchmarkIDAStarKorfAll(b *testing.B) {
	benchKorfSet(b, "manhattan", 50)
}

// BenchmarkIDAStarKorfPDB solves all of Korf's 100 instances with IDA*
// and the pattern databases (loaded or built once, outside the timing):
// one op is the whole set.
func BenchmarkIDAStarKorfPDB(b *testing.B) {
	if err := MustBoard(4, false, nil).PreparePatternDBs(context.Background(), nil); err != nil {
		b.Fatal(err)
	}
	benchKorfSet(b, "pdb", 80)
}

// benchKorfSet solves Korf's instances of at most maxMoves moves with the
// heuristic, all of them in each op; nodes/s is generated nodes per second.
func benchKorfSet(b *testing.B, heuristic string, maxMoves int) {
	board := MustBoard(4, false, nil)
	var problems []*Problem
	var costs []int
	for _, k := range korf(b) {
		if k.optimal <= maxMoves {
			start, _ := board.Load(k.tiles)
			p, _ := NewProblem(board, start, heuristic)
			problems, costs = append(problems, p), append(costs, k.optimal)
		}
	}
	var nodes int64
	for b.Loop() {
		for i, p := range problems {
			r := search.Run(context.Background(), search.EngineIDAStar, p, search.Options{})
			if r.Cost != costs[i] {
				b.Fatalf("instance %d: cost %d, want %d", i+1, r.Cost, costs[i])
			}
			nodes += r.Generated
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkPatternDBBuild builds the 4×4 tables from scratch (no cache),
// on as many processors as -cpu gives.
func BenchmarkPatternDBBuild(b *testing.B) {
	board := MustBoard(4, false, nil)
	groups := board.patternGroups()
	for b.Loop() {
		tables, err := board.buildPatternTables(context.Background(), groups, board.patternTotal(groups), nil)
		if err != nil || len(tables) != 3 {
			b.Fatalf("%d tables, %v", len(tables), err)
		}
	}
}

// BenchmarkPatternDBLoad reads the 4×4 tables from a fresh cache folder,
// as every process after the first one does: the checks of the file are
// the work measured.
func BenchmarkPatternDBLoad(b *testing.B) {
	b.Setenv(cache.DirEnv, b.TempDir())
	board := MustBoard(4, false, nil)
	patternCache.Clear()
	b.Cleanup(patternCache.Clear)
	if err := board.PreparePatternDBs(context.Background(), nil); err != nil {
		b.Fatal(err)
	}
	built := patternDBsBuilt.Load()
	for b.Loop() {
		db, err := board.loadOrBuildPatternDBs(context.Background(), nil)
		if err != nil || len(db.tables) != 3 || patternDBsBuilt.Load() != built {
			b.Fatalf("%v, built again %v", err, patternDBsBuilt.Load() != built)
		}
	}
}

// fiveByFive are 5×5 positions (blank-first goal) 48 to 70 moves from the
// goal: random walks from seeded generators, picked for their depths.
// Random 5×5 positions lie about a hundred moves away.
var fiveByFive = []struct {
	walk int
	seed uint64
}{
	{60, 1}, {80, 3}, {70, 2}, {100, 8}, {100, 7}, {120, 22}, {100, 10},
}

// BenchmarkFiveByFivePDB solves fixed 5×5 positions with IDA* and the
// 5-5-5-5-4 pattern databases (loaded or built once, outside the timing).
func BenchmarkFiveByFivePDB(b *testing.B) {
	board := MustBoard(5, false, nil)
	if err := board.PreparePatternDBs(context.Background(), nil); err != nil {
		b.Fatal(err)
	}
	for _, fx := range fiveByFive {
		start, _ := board.RandomWalk(fx.walk, rand.New(rand.NewPCG(fx.seed, 55)))
		p, _ := NewProblem(board, start, "pdb")
		var r search.Result[State]
		b.Run(fmt.Sprintf("walk%d-seed%d", fx.walk, fx.seed), func(b *testing.B) {
			for b.Loop() {
				if r = search.Run(context.Background(), search.EngineIDAStar, p, search.Options{}); !r.Solved {
					b.Fatal(r.StopReason)
				}
			}
			b.ReportMetric(float64(r.Cost), "moves")
			b.ReportMetric(float64(r.Generated), "nodes/op")
			b.ReportMetric(float64(r.Generated)/r.Elapsed.Seconds(), "nodes/s")
		})
	}
}

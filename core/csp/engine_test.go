package csp_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"frontier/core/csp"
)

// every is each combination of variable order, value order and inference.
type combo struct {
	vo  csp.VarOrder
	lo  csp.ValOrder
	inf csp.Inference
}

func (c combo) String() string { return fmt.Sprintf("%s/%s/%s", c.vo, c.lo, c.inf) }

func combos() []combo {
	var out []combo
	for _, vo := range []csp.VarOrder{csp.StaticVars, csp.MRV, csp.MRVDegree} {
		for _, lo := range []csp.ValOrder{csp.StaticValues, csp.LCV} {
			for _, inf := range []csp.Inference{csp.NoInference, csp.ForwardChecking, csp.MaintainArcs} {
				out = append(out, combo{vo, lo, inf})
			}
		}
	}
	return out
}

// TestQueensSolutions: 8-queens has 92 solutions and 4-queens 2 (and the
// smaller boards theirs) under every combination, each solution valid on
// the board, none found twice.
func TestQueensSolutions(t *testing.T) {
	want := map[int]int64{1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 8: 92}
	for n, count := range want {
		p, err := csp.Queens(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range combos() {
			if n == 8 && testing.Short() && c.lo == csp.LCV && c.vo == csp.MRVDegree {
				continue // the slowest corner, run without -short
			}
			seen := map[string]bool{}
			r := csp.Solve(context.Background(), p, csp.Options{Var: c.vo, Val: c.lo, Inference: c.inf, All: true,
				OnSolution: func(sol []int) {
					if err := validQueens(p, sol); err != nil {
						t.Errorf("%d-queens %s: %v", n, c, err)
					}
					if key := fmt.Sprint(sol); seen[key] {
						t.Errorf("%d-queens %s: %v found twice", n, c, sol)
					} else {
						seen[key] = true
					}
				}})
			if r.Solutions != count || int64(len(seen)) != count || r.Stop != csp.StopExhausted {
				t.Errorf("%d-queens %s: %d solutions (%d seen), stop %s; want %d", n, c, r.Solutions, len(seen), r.Stop, count)
			}
		}
	}
}

// TestCountsAgainstModel: on Australia, small boards of queens and random
// problems, every combination counts what the model written from the
// counting sentences counts, and finds the same first solution and the
// same number of solutions.
func TestCountsAgainstModel(t *testing.T) {
	problems := []*csp.Problem{csp.Australia()}
	for _, n := range []int{4, 5, 6} {
		p, _ := csp.Queens(n)
		problems = append(problems, p)
	}
	r := rand.New(rand.NewPCG(43, 1))
	samples := 60
	if testing.Short() {
		samples = 15
	}
	for range samples {
		problems = append(problems, randomProblem(t, r))
	}
	for i, p := range problems {
		for _, c := range combos() {
			for _, all := range []bool{false, true} {
				m := newModel(p, c.vo, c.lo, c.inf, all)
				m.search()
				got := csp.Solve(context.Background(), p, csp.Options{Var: c.vo, Val: c.lo, Inference: c.inf, All: all})
				if got.Counts != m.count || got.Solutions != m.found || !slices.Equal(got.Solution, m.first) {
					t.Fatalf("problem %d (%s) %s all=%v: engine %+v, %d solutions, first %v; model %+v, %d, %v",
						i, p.Title(), c, all, got.Counts, got.Solutions, got.Solution, m.count, m.found, m.first)
				}
				if got.Solution != nil {
					if err := valid(p, got.Solution); err != nil {
						t.Fatalf("problem %d %s: %v", i, c, err)
					}
				}
			}
		}
	}
}

// TestAustraliaCounts pins the counts a student can check by hand.
func TestAustraliaCounts(t *testing.T) {
	p := csp.Australia()
	for _, tc := range []struct {
		c    combo
		want csp.Counts
		sol  string
	}{
		{combo{csp.StaticVars, csp.StaticValues, csp.NoInference}, csp.Counts{Assignments: 7, Checks: 15}, "WA=red NT=green SA=blue Q=red NSW=green V=red T=red"},
		{combo{csp.MRVDegree, csp.StaticValues, csp.ForwardChecking}, csp.Counts{Assignments: 7, Checks: 23}, "WA=blue NT=green SA=red Q=blue NSW=green V=blue T=red"},
	} {
		r := csp.Solve(context.Background(), p, csp.Options{Var: tc.c.vo, Val: tc.c.lo, Inference: tc.c.inf})
		if r.Counts != tc.want || words(p, r.Solution) != tc.sol {
			t.Errorf("%s: %+v %s; want %+v %s", tc.c, r.Counts, words(p, r.Solution), tc.want, tc.sol)
		}
	}
}

func words(p *csp.Problem, sol []int) string {
	var out []string
	for v, a := range sol {
		out = append(out, p.Name(v)+"="+p.Label(v, a))
	}
	return fmt.Sprint(joinSpace(out))
}

func joinSpace(xs []string) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += " "
		}
		s += x
	}
	return s
}

// fixpoint is arc consistency found the plain way: revise every arc
// again and again until nothing changes.
func fixpoint(p *csp.Problem) [][]int {
	dom := make([][]bool, p.Vars())
	for v := range dom {
		dom[v] = make([]bool, p.Values(v))
		for a := range dom[v] {
			dom[v][a] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for x := range p.Vars() {
			for _, y := range p.Neighbours(x) {
				for a := range dom[x] {
					if !dom[x][a] {
						continue
					}
					ok := false
					for b := range dom[y] {
						ok = ok || dom[y][b] && p.Allows(x, a, y, b)
					}
					if !ok {
						dom[x][a], changed = false, true
					}
				}
			}
		}
	}
	out := make([][]int, len(dom))
	for v := range dom {
		out[v] = []int{}
		for a, ok := range dom[v] {
			if ok {
				out[v] = append(out[v], a)
			}
		}
	}
	return out
}

// TestAC3Fixpoint: AC-3 leaves the domains the plain fixpoint leaves
// (where no domain empties; where one does, so does the fixpoint's), and
// makes the checks the model's queue makes.
func TestAC3Fixpoint(t *testing.T) {
	var problems []*csp.Problem
	for _, b := range csp.SudokuBoards {
		p, err := csp.Sudoku(b.Name)
		if err != nil {
			t.Fatal(err)
		}
		problems = append(problems, p)
	}
	r := rand.New(rand.NewPCG(43, 2))
	for range 80 {
		problems = append(problems, randomProblem(t, r))
	}
	for i, p := range problems {
		got := csp.AC3(context.Background(), p, csp.Limits{}, nil)
		want := fixpoint(p)
		wiped := slices.ContainsFunc(want, func(d []int) bool { return len(d) == 0 })
		if wiped != (got.Stop == csp.StopWipeout) {
			t.Fatalf("problem %d: AC-3 stops %s; the fixpoint empties a domain: %v", i, got.Stop, wiped)
		}
		if !wiped {
			for v := range want {
				if !slices.Equal(got.Domains[v], want[v]) {
					t.Fatalf("problem %d, %s: AC-3 leaves %v, the fixpoint %v", i, p.Name(v), got.Domains[v], want[v])
				}
			}
		}
		m := newModel(p, csp.StaticVars, csp.StaticValues, csp.NoInference, false)
		m.ac3(allArcs(p))
		if m.count.Checks != got.Checks {
			t.Fatalf("problem %d: AC-3 made %d checks, the model %d", i, got.Checks, m.count.Checks)
		}
	}
}

// TestSudokus: arc consistency alone solves the easy puzzle and not the
// harder one, which backtracking then solves, with one solution; every
// solution keeps the givens and fills each row, column and box with 1–9.
func TestSudokus(t *testing.T) {
	for _, b := range csp.SudokuBoards {
		p, err := csp.Sudoku(b.Name)
		if err != nil {
			t.Fatal(err)
		}
		ac := csp.AC3(context.Background(), p, csp.Limits{}, nil)
		if ac.Solved != (b.Name == "easy") {
			t.Errorf("%s: AC-3 alone solved it: %v", b.Name, ac.Solved)
		}
		if ac.Solved {
			checkSudoku(t, b.Text, p, ac.Solution)
		}
		r := csp.Solve(context.Background(), p, csp.Options{Var: csp.MRV, Inference: csp.MaintainArcs, All: true,
			OnSolution: func(sol []int) { checkSudoku(t, b.Text, p, sol) }})
		if r.Solutions != 1 {
			t.Errorf("%s: %d solutions, want 1", b.Name, r.Solutions)
		}
		if b.Name == "harder" && r.Backtracks == 0 {
			t.Errorf("harder: solved with no backtrack")
		}
	}
}

func checkSudoku(t *testing.T, text string, p *csp.Problem, sol []int) {
	t.Helper()
	grid := make([]byte, 81)
	for i := range grid {
		if p.Name(i) != fmt.Sprintf("r%dc%d", i/9+1, i%9+1) {
			t.Fatalf("cell %d is %s", i, p.Name(i))
		}
		grid[i] = p.Label(i, sol[i])[0]
		if text[i] != '.' && text[i] != grid[i] {
			t.Fatalf("cell %s given %c, solved %c", p.Name(i), text[i], grid[i])
		}
	}
	for u := range 9 {
		row, col, box := map[byte]bool{}, map[byte]bool{}, map[byte]bool{}
		for j := range 9 {
			row[grid[u*9+j]] = true
			col[grid[j*9+u]] = true
			box[grid[(u/3*3+j/3)*9+u%3*3+j%3]] = true
		}
		if len(row) != 9 || len(col) != 9 || len(box) != 9 {
			t.Fatalf("unit %d repeats a digit: %s", u+1, grid)
		}
	}
}

// TestLimits: a cancelled context, an assignment limit and a timeout stop
// a search that would run for a long time, and say so.
func TestLimits(t *testing.T) {
	p, _ := csp.Queens(12)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := csp.Solve(ctx, p, csp.Options{All: true}); r.Stop != csp.StopCancelled {
		t.Errorf("cancelled: stop %s", r.Stop)
	}
	r := csp.Solve(context.Background(), p, csp.Options{All: true, Limits: csp.Limits{MaxAssignments: 1000}})
	if r.Stop != csp.StopAssignmentLimit || r.Assignments != 1000 {
		t.Errorf("limit: stop %s after %d assignments", r.Stop, r.Assignments)
	}
	ctx, cancel = context.WithCancel(context.Background())
	n := 0
	r = csp.Solve(ctx, p, csp.Options{All: true, Inference: csp.MaintainArcs, Observer: func(csp.Event) {
		if n++; n == 5000 {
			cancel()
		}
	}})
	if r.Stop != csp.StopCancelled || r.Solved && r.Solutions >= 14200 {
		t.Errorf("cancelled while running: stop %s, %d solutions", r.Stop, r.Solutions)
	}
}

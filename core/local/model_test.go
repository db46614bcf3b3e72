package local_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"frontier/core/domains/queens"
	"frontier/core/local"
)

// The tests' own model of the n-queens, written from the rules alone: a
// board is the row of each column's queen, h the pairs that attack,
// counted one by one, and a move takes one queen to another row of its
// column.

type model []int

func (b model) h() int {
	h := 0
	for i := range b {
		for j := i + 1; j < len(b); j++ {
			if d := b[i] - b[j]; d == 0 || d == j-i || -d == j-i {
				h++
			}
		}
	}
	return h
}

// with is the board with column c's queen on row r.
func (b model) with(c, r int) model {
	next := slices.Clone(b)
	next[c] = r
	return next
}

// moves lists every move and its h, column by column, rows upward, the
// queen's own row left out: the order the space numbers them in.
func (b model) moves() []local.Scored {
	var out []local.Scored
	for c := range b {
		for r := range b {
			if r != b[c] {
				out = append(out, local.Scored{Move: local.Move{Var: c, Val: r}, H: b.with(c, r).h()})
			}
		}
	}
	return out
}

// best is the lowest h of the moves and the moves that reach it.
func (b model) best() (int, []local.Move) {
	low, out := math.MaxInt, []local.Move(nil)
	for _, m := range b.moves() {
		switch {
		case m.H < low:
			low, out = m.H, []local.Move{m.Move}
		case m.H == low:
			out = append(out, m.Move)
		}
	}
	return low, out
}

// attackers is the number of other queens on square (c, r)'s row or
// diagonals.
func (b model) attackers(c, r int) int {
	k := 0
	for j, rj := range b {
		if j != c && (rj == r || rj-r == j-c || r-rj == j-c) {
			k++
		}
	}
	return k
}

// attacked lists the columns whose queen is attacked.
func (b model) attacked() []int {
	var out []int
	for c := range b {
		if b.attackers(c, b[c]) > 0 {
			out = append(out, c)
		}
	}
	return out
}

func rowsOf(b *queens.Board) model { return model(b.Rows(nil)) }

// validSolution is the validator of every board a run claims solved: no
// two queens share a row or a diagonal, one queen a column.
func validSolution(t *testing.T, what string, rows []int) {
	t.Helper()
	for i := range rows {
		if rows[i] < 0 || rows[i] >= len(rows) {
			t.Fatalf("%s: column %d's queen on row %d, off the board", what, i+1, rows[i]+1)
		}
		for j := i + 1; j < len(rows); j++ {
			if rows[i] == rows[j] || rows[i]-rows[j] == j-i || rows[j]-rows[i] == j-i {
				t.Fatalf("%s: claimed solved, but columns %d and %d attack each other in %v", what, i+1, j+1, rows)
			}
		}
	}
}

func space(t testing.TB, n int) queens.Space {
	t.Helper()
	sp, err := queens.NewSpace(n)
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

// steps runs e on sp with a trace and returns the result and a copy of
// every step (the boards as models).
func steps(t *testing.T, e local.Engine, sp queens.Space, opts local.Options) (local.Result[*queens.Board], []recorded) {
	t.Helper()
	var out []recorded
	tr := &local.Trace[*queens.Board]{OnStep: func(st *local.Step[*queens.Board]) {
		rec := recorded{Step: *st, board: rowsOf(st.State)}
		rec.Scored, rec.Chosen, rec.Hs = slices.Clone(st.Scored), slices.Clone(st.Chosen), slices.Clone(st.Hs)
		rec.Members = nil
		for _, m := range st.Members {
			rec.members = append(rec.members, rowsOf(m))
		}
		out = append(out, rec)
	}}
	r, err := local.Run(t.Context(), e, local.Space[*queens.Board](sp), opts, tr)
	if err != nil {
		t.Fatal(err)
	}
	if r.Solved {
		validSolution(t, string(e), r.Final.Rows(nil))
	}
	return r, out
}

// recorded is a step kept after the trace's call.
type recorded struct {
	local.Step[*queens.Board]
	board   model
	members []model
}

// runFrom runs e from the model's board.
func runFrom(t *testing.T, e local.Engine, start model, opts local.Options) (local.Result[*queens.Board], error) {
	t.Helper()
	return local.Run(t.Context(), e, local.Space[*queens.Board](space(t, len(start))), opts, nil, queens.New(start))
}

// changed is the one move that took start to r's final board.
func changed(start model, r local.Result[*queens.Board]) local.Move {
	for c, row := range r.Final.Rows(nil) {
		if row != start[c] {
			return local.Move{Var: c, Val: row}
		}
	}
	return local.Move{Var: -1}
}

func randFor(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 99)) }

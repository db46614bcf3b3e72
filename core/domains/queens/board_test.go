package queens_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"frontier/core/domains/queens"
)

// pairs is the model of h: every pair of queens on one row or diagonal,
// counted one by one.
func pairs(rows []int) int {
	h := 0
	for i := range rows {
		for j := i + 1; j < len(rows); j++ {
			if d := rows[i] - rows[j]; d == 0 || d == j-i || -d == j-i {
				h++
			}
		}
	}
	return h
}

// attackers is the model of the queens attacking a square (c, r): every
// other column's queen on its row or a diagonal.
func attackers(rows []int, c, r int) int {
	k := 0
	for j, rj := range rows {
		if j != c && (rj == r || rj-r == j-c || r-rj == j-c) {
			k++
		}
	}
	return k
}

// TestCountsAgreeWithPairs moves queens at random on boards of 4 to 40 and
// checks, after every move, h, each square's attackers and the h of every
// move against the models that count pairs one by one.
func TestCountsAgreeWithPairs(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{4, 5, 8, 13, 40} {
		b := queens.Random(n, r)
		for range 60 {
			rows := b.Rows(nil)
			if got, want := b.H(), pairs(rows); got != want {
				t.Fatalf("n %d board %s: h %d, want %d", n, b.Text(), got, want)
			}
			for c := range n {
				for row := range n {
					moved := slices.Clone(rows)
					moved[c] = row
					if got, want := b.With(c, row), pairs(moved); got != want {
						t.Fatalf("board %s, column %d to row %d: h %d, want %d", b.Text(), c+1, row+1, got, want)
					}
					if got, want := b.Attackers(c, row), attackers(rows, c, row); got != want {
						t.Fatalf("board %s, square %d,%d: %d attackers, want %d", b.Text(), c+1, row+1, got, want)
					}
				}
			}
			b.Place(r.IntN(n), r.IntN(n))
		}
	}
}

func TestPairsGridAndConflicted(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 50 {
		b := queens.Random(4+r.IntN(8), r)
		rows := b.Rows(nil)
		n := len(rows)
		var want [][2]int
		attacked := map[int]bool{}
		for i := range n {
			for j := i + 1; j < n; j++ {
				if d := rows[i] - rows[j]; d == 0 || d == j-i || -d == j-i {
					want = append(want, [2]int{i, j})
					attacked[i], attacked[j] = true, true
				}
			}
		}
		if got := b.Pairs(); !slices.Equal(got, want) {
			t.Errorf("board %s: pairs %v, want %v", b.Text(), got, want)
		}
		var conflicted []int
		for c := range n {
			if attacked[c] {
				conflicted = append(conflicted, c)
			}
		}
		if got := b.Conflicted(); !slices.Equal(got, conflicted) {
			t.Errorf("board %s: conflicted %v, want %v", b.Text(), got, conflicted)
		}
		grid := b.Grid()
		for c := range n {
			for row := range n {
				moved := slices.Clone(rows)
				moved[c] = row
				if grid[c][row] != pairs(moved) {
					t.Fatalf("board %s: grid[%d][%d] %d, want %d", b.Text(), c, row, grid[c][row], pairs(moved))
				}
			}
		}
	}
}

// TestPickConflicted draws only attacked queens, every one of them, and
// about as often each.
func TestPickConflicted(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	b, err := queens.Parse("11345678") // columns 1 and 2 share row 1; 2..8 a diagonal
	if err != nil {
		t.Fatal(err)
	}
	want := b.Conflicted()
	seen := map[int]int{}
	for range 8000 {
		c, ok := b.PickConflicted(r)
		if !ok || !b.Attacked(c) {
			t.Fatalf("picked column %d (ok %v), not attacked", c+1, ok)
		}
		seen[c]++
	}
	for _, c := range want {
		if k := seen[c]; k < 8000/len(want)*3/4 {
			t.Errorf("column %d drawn %d times of 8,000 among %d attacked", c+1, k, len(want))
		}
	}
	solved, _ := queens.Parse("24683175")
	if _, ok := solved.PickConflicted(r); ok || solved.H() != 0 {
		t.Errorf("a solution %s gave a queen in conflict", solved.Text())
	}
}

// TestGreedyStart: the start's counts agree with the model, and on a
// board of 10,000 queens it leaves few pairs attacking.
func TestGreedyStart(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{4, 8, 30} {
		b := queens.Random(n, r)
		b.Start(r)
		if got, want := b.H(), pairs(b.Rows(nil)); got != want {
			t.Errorf("n %d: greedy start's h %d, want %d", n, got, want)
		}
	}
	b := queens.Random(10_000, r)
	b.Start(r)
	if h := b.H(); h > 100 {
		t.Errorf("10,000 queens: the greedy start leaves %d pairs attacking", h)
	}
}

func TestTextAndParse(t *testing.T) {
	for _, text := range []string{"16257483", "2413", "1,10,3,4,5,6,7,8,9,2"} {
		b, err := queens.Parse(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if b.Text() != text {
			t.Errorf("%s reads back as %s", text, b.Text())
		}
	}
	b, _ := queens.Parse("1 6 2 5 7 4 8 3")
	if b.Text() != "16257483" || b.Row(1) != 5 {
		t.Errorf("spaces: %s, column 2's row %d", b.Text(), b.Row(1)+1)
	}
	for text, want := range map[string]string{
		"123":      "a board has 4 to 1,000,000 columns, one queen a column; this one has 3",
		"12x4":     `column 3: "x" is not a row number such as 3`,
		"12904":    "column 3: row 9 is off the board (rows 1 to 5)",
		"1,2,0,4":  "column 3: row 0 is off the board (rows 1 to 4)",
		"1,2,03,4": `column 3: "03" is not a row number such as 3`,
		"":         "a board has 4 to 1,000,000 columns, one queen a column; this one has 0",
		"1,2,,3,4": "column 3 is empty: write its row between the commas",
		"1,2,3,4,": "column 5 is empty: write its row between the commas",
	} {
		_, err := queens.Parse(text)
		if err == nil || err.Error() != want {
			t.Errorf("Parse(%q): %v, want %q", text, err, want)
		}
	}
}

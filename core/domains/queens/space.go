package queens

import (
	"fmt"
	"math/rand/v2"

	"frontier/core/local"
	"frontier/core/numfmt"
)

// Space is the n-queens as the local engines search it: a move takes one
// queen to another row of its column, n(n−1) moves a board, numbered
// column by column from the left and, in a column, row by row from the
// bottom, the queen's own row left out.
type Space struct{ n int }

// NewSpace is the n-queens of n columns, MinN to MaxN.
func NewSpace(n int) (Space, error) {
	if n < MinN || n > MaxN {
		return Space{}, fmt.Errorf("the n-queens take %d to %s queens, not %s", MinN, numfmt.Group(MaxN), numfmt.Group(n))
	}
	return Space{n}, nil
}

// N is the number of queens.
func (sp Space) N() int { return sp.n }

func (sp Space) Random(r *rand.Rand) *Board { return Random(sp.n, r) }
func (sp Space) H(b *Board) int             { return b.h }
func (sp Space) Moves(b *Board) int         { return sp.n * (sp.n - 1) }
func (sp Space) Text(b *Board) string       { return b.Text() }

func (sp Space) Move(b *Board, i int) local.Move {
	c, r := i/(sp.n-1), i%(sp.n-1)
	if r >= int(b.rows[c]) {
		r++
	}
	return local.Move{Var: c, Val: r}
}

func (sp Space) Try(b *Board, m local.Move) int { return b.With(m.Var, m.Val) }

func (sp Space) Make(b *Board, m local.Move) *Board {
	next := b.Clone()
	next.Place(m.Var, m.Val)
	return next
}

// MoveName is the move in words, rows and columns from 1.
func (sp Space) MoveName(b *Board, m local.Move) string {
	return fmt.Sprintf("the queen of column %d from row %d to row %d", m.Var+1, b.Row(m.Var)+1, m.Val+1)
}

// StateBytes is what a board holds: its rows and its counts.
func (sp Space) StateBytes() int64 { return int64(4*(sp.n+sp.n+2*(2*sp.n-1)) + 128) }

// The genetic algorithm's encoding: a gene a column, its queen's row.

func (sp Space) Genes(b *Board, dst []int) []int { return b.Rows(dst) }
func (sp Space) FromGenes(g []int) *Board        { return New(g) }
func (sp Space) Alleles() int                    { return sp.n }

// WorstH is the pairs of n queens: all on one row.
func (sp Space) WorstH() int { return sp.n * (sp.n - 1) / 2 }

// Repair is a copy of b for min-conflicts; Repaired the board it holds.
func (sp Space) Repair(b *Board) local.Conflicts   { return b.Clone() }
func (sp Space) Repaired(c local.Conflicts) *Board { return c.(*Board) }

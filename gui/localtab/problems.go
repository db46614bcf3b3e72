package localtab

import (
	"context"
	"fmt"

	"frontier/core/domains/queens"
	"frontier/core/domains/sliding"
	"frontier/core/local"
	"frontier/core/puzzles"
)

// The problems the tab offers, in its menu's order.
const (
	problemQueens  = "n-queens"
	problemSliding = "8-puzzle (Manhattan distance)"
)

var problemNames = []string{problemQueens, problemSliding}

// The sizes of the queens' board the tab draws: from the smallest the
// engines take to one whose squares still hold their numbers.
const (
	minQueens = queens.MinN
	maxQueens = 16
)

// problem is one problem as the tab runs, draws and grades it, its state
// type hidden in the frames' state.
type problem interface {
	name() string
	offers(e local.Engine) error
	record(ctx context.Context, e local.Engine, opts local.Options) recording
	// text is a state written out: the queens' row of each column from 1,
	// as the textbook writes a genetic algorithm's individual.
	text(state any) string
	// answer and grade are predict mode's, for steepest ascent.
	answer(state any, sidewaysLeft int) local.Answer
	grade(state any, sidewaysLeft int, g local.Guess) local.Verdict
	// moveTo is the move a click on square (col, row) asks for from
	// state, ok false when none does.
	moveTo(state any, col, row int) (local.Move, bool)
}

// queensProblem is the n-queens: a state is the row of each column's
// queen, from 0 at the bottom.
type queensProblem struct{ sp queens.Space }

func newQueens(n int) (*queensProblem, error) {
	if n < minQueens || n > maxQueens {
		return nil, fmt.Errorf("the window draws %d to %d queens, not %d (the command line takes up to a million)", minQueens, maxQueens, n)
	}
	sp, err := queens.NewSpace(n)
	if err != nil {
		return nil, err
	}
	return &queensProblem{sp}, nil
}

func (q *queensProblem) name() string                { return fmt.Sprintf("%d-queens", q.sp.N()) }
func (q *queensProblem) offers(e local.Engine) error { return local.Offers[*queens.Board](e, q.sp) }

func (q *queensProblem) record(ctx context.Context, e local.Engine, opts local.Options) recording {
	return record[*queens.Board](ctx, e, q.sp, opts, func(b *queens.Board) any { return b.Rows(nil) })
}

// board is the state's board.
func (q *queensProblem) board(state any) *queens.Board { return queens.New(state.([]int)) }

func (q *queensProblem) text(state any) string { return q.board(state).Text() }

func (q *queensProblem) answer(state any, left int) local.Answer {
	return local.SteepestAnswer[*queens.Board](q.sp, q.board(state), left)
}

func (q *queensProblem) grade(state any, left int, g local.Guess) local.Verdict {
	return local.GradeSteepest[*queens.Board](q.sp, q.board(state), left, g)
}

func (q *queensProblem) moveTo(state any, col, row int) (local.Move, bool) {
	rows := state.([]int)
	return local.Move{Var: col, Val: row}, col >= 0 && col < len(rows) && row >= 0 && row < len(rows) && rows[col] != row
}

// slidingProblem is the 8-puzzle, h its Manhattan distance.
type slidingProblem struct {
	b  *sliding.Board
	sp local.Space[sliding.State]
}

func newSliding() (*slidingProblem, error) {
	k, b, err := puzzles.NewSliding(puzzles.SlidingOptions{})
	if err != nil {
		return nil, err
	}
	sp, err := puzzles.LocalSpace(k)
	if err != nil {
		return nil, err
	}
	return &slidingProblem{b: b, sp: sp}, nil
}

func (p *slidingProblem) name() string                { return problemSliding }
func (p *slidingProblem) offers(e local.Engine) error { return local.Offers(e, p.sp) }

func (p *slidingProblem) record(ctx context.Context, e local.Engine, opts local.Options) recording {
	return record(ctx, e, p.sp, opts, func(s sliding.State) any { return s })
}

func (p *slidingProblem) tiles(state any) sliding.Tiles { return p.b.Tiles(state.(sliding.State)) }

func (p *slidingProblem) text(state any) string { return p.b.Format(state.(sliding.State)) }

func (p *slidingProblem) answer(state any, left int) local.Answer {
	return local.SteepestAnswer(p.sp, state.(sliding.State), left)
}

func (p *slidingProblem) grade(state any, left int, g local.Guess) local.Verdict {
	return local.GradeSteepest(p.sp, state.(sliding.State), left, g)
}

// moveTo is the move that slides the tile on square (col, row), counted
// from the left and from the top, into the blank.
func (p *slidingProblem) moveTo(state any, col, row int) (local.Move, bool) {
	s := state.(sliding.State)
	at := row*p.b.Width() + col
	for i := range p.sp.Moves(s) {
		m := p.sp.Move(s, i)
		if p.b.Blank(p.sp.Make(s, m)) == at {
			return m, true
		}
	}
	return local.Move{}, false
}

package local

import "context"

// Problem is a problem of the local engines with its state type hidden:
// what the command line and the lab run. A Problem is safe for concurrent
// use.
type Problem interface {
	// Name says what the problem is: "8-queens", "8-puzzle (Manhattan
	// distance)".
	Name() string
	// Offers is nil when engine e runs on the problem, else why not, in
	// one line.
	Offers(e Engine) error
	// Run runs engine e once, as Run does, from the problem's start when
	// it has one.
	Run(ctx context.Context, e Engine, opts Options, tr *Trace[any]) (Outcome, error)
}

// Outcome is one run of a Problem: its Summary, the states it began and
// ended on as text, and the final one as the problem's numbers (Board).
type Outcome struct {
	Summary
	Start, Final string
	// Board is the final state's numbers: the n-queens' row of each
	// column's queen from 1, the sliding puzzle's tiles row by row.
	Board []int
}

// Erase hides the state type of sp, a problem named name. board gives a
// state's numbers (Outcome.Board); start, when not nil, is where every
// run begins, and otherwise each begins on a random state.
func Erase[S any](name string, sp Space[S], board func(S) []int, start *S) Problem {
	return &erased[S]{name: name, sp: sp, board: board, start: start}
}

type erased[S any] struct {
	name  string
	sp    Space[S]
	board func(S) []int
	start *S
}

func (p *erased[S]) Name() string          { return p.name }
func (p *erased[S]) Offers(e Engine) error { return Offers(e, p.sp) }

func (p *erased[S]) Run(ctx context.Context, e Engine, opts Options, tr *Trace[any]) (Outcome, error) {
	var starts []S
	if p.start != nil {
		starts = []S{*p.start}
	}
	var typed *Trace[S]
	if tr != nil && tr.OnStep != nil {
		typed = &Trace[S]{OnStep: func(st *Step[S]) {
			boxed := Step[any]{Number: st.Number, Kind: st.Kind, Climb: st.Climb, Move: st.Move, Old: st.Old,
				HBefore: st.HBefore, H: st.H, State: st.State, Words: st.Words, Scored: st.Scored, Chosen: st.Chosen, Ties: st.Ties,
				Sideways: st.Sideways, Temperature: st.Temperature, Chance: st.Chance,
				Best: st.Best, Mean: st.Mean, Hs: st.Hs, Stop: st.Stop}
			for _, m := range st.Members {
				boxed.Members = append(boxed.Members, m)
			}
			tr.OnStep(&boxed)
		}}
	}
	r, err := Run(ctx, e, p.sp, opts, typed, starts...)
	if err != nil {
		return Outcome{}, err
	}
	return Outcome{Summary: r.Summary, Start: p.sp.Text(r.Start), Final: p.sp.Text(r.Final), Board: p.board(r.Final)}, nil
}

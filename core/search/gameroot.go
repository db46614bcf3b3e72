package search

import (
	"context"
	"slices"

	"frontier/core/clock"
)

// rootMove is what the root learns about one of its moves.
type rootMove struct {
	value int  // game value from MAX's side
	known bool // value is exact (otherwise the move is outside the best class)
	score int  // root-relative ply score, when known and needed for ranking
}

// solveRoot evaluates the root s. With opt.All every move gets an exact
// value; otherwise each move is searched only as exactly as needed to know
// whether it achieves the best value so far, which lets alpha-beta prune.
func solveRoot[S comparable, M any](ctx context.Context, w *walker[S, M], sc scorer[S, M], s S, opt GameOptions) (GameResult[M], error) {
	start := clock.Now()
	var r GameResult[M]
	var plies *walker[S, M] // the second search alpha-beta needs for plies
	finish := func() (GameResult[M], error) {
		r.Nodes, r.Elapsed = w.nodes, clock.Since(start)
		if w.rec != nil {
			r.Tree = w.rec.t
		}
		if plies != nil {
			r.PlyNodes = plies.nodes
		}
		switch {
		case w.rec != nil && w.rec.full:
			return r, ErrTreeTooLarge
		case w.stopped || plies != nil && plies.stopped:
			return r, ctx.Err()
		}
		return r, nil
	}
	var none M
	root := w.enter(s, none, 0, -1, 1)
	if !w.visit() {
		w.leave(root, 0, NodeSearched)
		return finish()
	}
	if v, over := w.g.Terminal(s); over {
		r.Value = v
		w.leave(root, v, NodeTerminal)
		return finish()
	}
	isMax := w.g.MaxToMove(s)
	moves := slices.Clone(w.moves(s, 0))
	rm, best := searchRoot(w, sc, s, moves, isMax, opt.All)
	if w.stopped {
		w.leave(root, 0, NodeSearched)
		return finish()
	}
	w.leave(root, best, NodeSearched)
	r.Value = best
	if !sc.plyScores() {
		plies = newWalker(ctx, w.g)
		if !scorePlies(plies, moves, rm, s, best, opt.All) {
			return finish()
		}
	}
	r.BestMoves, r.Moves, r.Plies = rank(moves, rm, best, isMax, opt.All)
	return finish()
}

// searchRoot searches the root's moves in turn and returns what it learnt
// of each and the best value, from MAX's side; it stops early when the
// search is cancelled.
func searchRoot[S comparable, M any](w *walker[S, M], sc scorer[S, M], s S, moves []M, isMax, all bool) ([]rootMove, int) {
	rm := make([]rootMove, len(moves))
	best, found := 0, false
	for i, m := range moves {
		alpha, beta := -1, 1
		// Past the first move only the best class matters: a value below
		// it (for MAX; above, for MIN) may stay a bound.
		if found && !all {
			if isMax {
				alpha = max(best-1, -1)
			} else {
				beta = min(best+1, 1)
			}
		}
		v := sc.score(w.g.Play(s, m), m, 1, alpha, beta)
		if w.stopped {
			break
		}
		c := sign(v)
		rm[i] = rootMove{value: c, known: (c > alpha || c == -1) && (c < beta || c == 1), score: parentScore(v)}
		if rm[i].known && (!found || isMax && c > best || !isMax && c < best) {
			best, found = c, true
		}
	}
	return rm, best
}

// scorePlies gives the won and lost moves that need it (the best ones, or
// all with all set) their ply score, with a memo minimax search in w.
// It reports false when the search was cancelled.
func scorePlies[S comparable, M any](w *walker[S, M], moves []M, rm []rootMove, s S, best int, all bool) bool {
	mm := &minimaxer[S, M]{w: w}
	defer func() { mm.memo.release() }()
	for i, m := range moves {
		x := &rm[i]
		if !x.known || x.value == 0 || (!all && x.value != best) {
			x.score = 0
			continue
		}
		if mm.memo == nil {
			mm.memo = newTable[S](w.g)
		}
		x.score = parentScore(mm.score(w.g.Play(s, m), m, 1, 0, 0))
		if w.stopped {
			return false
		}
	}
	return true
}

// rank returns the moves in the best class, quickest win (or slowest loss)
// first, when all is set every move with its value, and the plies to the
// end after the first best move.
func rank[M any](moves []M, rm []rootMove, best int, isMax, all bool) ([]M, []MoveValue[M], int) {
	idx := make([]int, 0, len(moves))
	for i, x := range rm {
		if x.known && x.value == best {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if isMax {
			return rm[b].score - rm[a].score
		}
		return rm[a].score - rm[b].score
	})
	bestMoves := make([]M, len(idx))
	for k, i := range idx {
		bestMoves[k] = moves[i]
	}
	var mv []MoveValue[M]
	if all {
		mv = make([]MoveValue[M], len(moves))
		for i, m := range moves {
			mv[i] = MoveValue[M]{Move: m, Value: rm[i].value, Plies: pliesOf(rm[i].score)}
		}
	}
	plies := 0
	if len(idx) > 0 {
		plies = pliesOf(rm[idx[0]].score)
	}
	return bestMoves, mv, plies
}

package search

import "context"

// AlphaBeta solves the game from s by minimax with alpha-beta pruning: a
// move is abandoned as soon as it is known to be no better than one found
// earlier. The result equals Minimax's; the number of nodes falls from
// O(b^d) towards O(b^(d/2)) the better the game's move order puts strong
// moves first. Memory is O(d). At the root every move that may tie the best
// value is still searched, so BestMoves is complete. A cancelled ctx stops it
// with ctx.Err() and the counters so far.
func AlphaBeta[S comparable, M any](ctx context.Context, g Game[S, M], s S) (GameResult[M], error) {
	return SolveGame(ctx, GameAlphaBeta, g, s)
}

// alphaBeta is fail-soft alpha-beta over node-relative scores: the window
// is moved one point away from zero on the way down (childBound) and the
// score one point towards zero on the way up (parentScore), which keeps
// every bound valid.
type alphaBeta[S comparable, M any] struct {
	w     *walker[S, M]
	order MoveOrderer[S, M] // nil when the game has no move order
}

func (a *alphaBeta[S, M]) score(s S, ply, alpha, beta int) int {
	if !a.w.visit() {
		return 0
	}
	if v, over := a.w.g.Terminal(s); over {
		return v * winScore
	}
	// No line of play from here scores beyond a win next ply, so the window
	// can shrink to that; an immediate win then cuts off the other moves.
	alpha, beta = max(alpha, -winScore+1), min(beta, winScore-1)
	isMax := a.w.g.MaxToMove(s)
	best := infScore
	if isMax {
		best = -infScore
	}
	moves := a.w.moves(s, ply)
	if a.order != nil {
		a.order.OrderMoves(s, moves)
	}
	for _, mv := range moves {
		v := parentScore(a.score(a.w.g.Play(s, mv), ply+1, childBound(alpha), childBound(beta)))
		if a.w.stopped {
			return 0
		}
		if isMax {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

package search

import "context"

// AlphaBeta solves the game from s by minimax with alpha-beta pruning: a
// move is abandoned as soon as it is known to be no better than one found
// earlier. It also keeps a transposition table of what it learnt about
// each state searched (its value, or a bound on it), and answers from the
// table when that is enough for the window; with the game's key, mirror
// images share an entry. The result equals Minimax's; the number of nodes
// falls from O(b^d) towards O(b^(d/2)) the better the game's move order
// puts strong moves first. At the root every move that may tie the best
// value is still searched, so BestMoves is complete. A cancelled ctx stops
// it with ctx.Err() and the counters so far.
func AlphaBeta[S comparable, M any](ctx context.Context, g Game[S, M], s S) (GameResult[M], error) {
	return SolveGame(ctx, GameAlphaBeta, g, s)
}

// alphaBeta is fail-soft alpha-beta over game values (−1, 0, +1 from MAX's
// side; no value lies outside −1 … +1, so a win found by the side to move
// always cuts). The value a node returns is exact when it lies strictly
// inside the node's window (alpha, beta), an upper bound when it is at or
// below alpha, and a lower bound when it is at or above beta. The table
// stores such bounds as they are learnt; a hit is used only when it is
// exact or lies outside the window, so the window a node is searched with
// is always the one it was given.
type alphaBeta[S comparable, M any] struct {
	w     *walker[S, M]
	order MoveOrderer[S, M] // nil for the game's own order
	table *table[S]
}

func (*alphaBeta[S, M]) plyScores() bool { return false }

// bounds packs what is known of a value, lo ≤ value ≤ hi, into a table
// entry; unknown is −1 … +1.
func packBounds(lo, hi int) int32     { return int32(lo+1) | int32(hi+1)<<2 }
func unpackBounds(x int32) (int, int) { return int(x&3) - 1, int(x>>2&3) - 1 }

func (a *alphaBeta[S, M]) score(s S, m M, ply, alpha, beta int) int {
	w := a.w
	node := w.enter(s, m, ply, alpha, beta)
	if !w.visit() {
		w.leave(node, 0, NodeSearched)
		return 0
	}
	if v, over := w.g.Terminal(s); over {
		w.leave(node, v, NodeTerminal)
		return v
	}
	lo, hi := -1, 1
	x, ok, slot := a.table.get(s)
	if ok {
		lo, hi = unpackBounds(x)
		v, hit := lo, lo == hi || lo >= beta
		if !hit && hi <= alpha {
			v, hit = hi, true
		}
		if hit {
			w.leave(node, v, NodeMemo)
			return v
		}
	}
	best := a.children(s, node, ply, alpha, beta)
	if w.stopped {
		w.leave(node, 0, NodeSearched)
		return 0
	}
	switch {
	case best <= alpha:
		hi = min(hi, best)
	case best >= beta:
		lo = max(lo, best)
	default:
		lo, hi = best, best
	}
	a.table.put(s, slot, packBounds(lo, hi))
	w.leave(node, best, NodeSearched)
	return best
}

// children searches the moves of s, the recorded node, and returns the
// best value found; after a cut the moves left are recorded as pruned.
func (a *alphaBeta[S, M]) children(s S, node int32, ply, alpha, beta int) int {
	w := a.w
	isMax := w.g.MaxToMove(s)
	best := 2
	if isMax {
		best = -2
	}
	moves := w.moves(s, ply)
	if a.order != nil {
		a.order.OrderMoves(s, moves)
	}
	for i, mv := range moves {
		v := a.score(w.g.Play(s, mv), mv, ply+1, alpha, beta)
		if w.stopped {
			return 0
		}
		if isMax {
			best, alpha = max(best, v), max(alpha, v)
		} else {
			best, beta = min(best, v), min(beta, v)
		}
		if alpha >= beta {
			if w.rec != nil {
				w.rec.prune(node, moves[i+1:], ply+1, alpha, beta)
			}
			break
		}
	}
	return best
}

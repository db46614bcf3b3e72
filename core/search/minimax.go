package search

import "context"

// Minimax solves the game from s by plain minimax: every line of play is
// followed to its end, so the time is O(b^d) for b moves a ply and d plies
// left, and the memory O(d). Faster wins and slower losses are preferred.
// A cancelled ctx stops it with ctx.Err() and the counters so far.
func Minimax[S comparable, M any](ctx context.Context, g Game[S, M], s S) (GameResult[M], error) {
	return SolveGame(ctx, GameMinimax, g, s)
}

// MinimaxMemo is Minimax with a memo (a transposition table, as in seed
// 004's GridGame): the value of every state is stored the first time it is
// worked out, so a state reached by several move orders is searched once;
// a game that is a Keyer shares one entry among the states it gives one
// key (mirror images, for the letter game). Time and memory are
// O(number of distinct states).
func MinimaxMemo[S comparable, M any](ctx context.Context, g Game[S, M], s S) (GameResult[M], error) {
	return SolveGame(ctx, GameMemo, g, s)
}

// minimaxer is plain minimax, or minimax with a memo when memo is not nil.
// The memo holds exact node-relative scores, which do not depend on the
// path to the state, so a hit is always safe to reuse. It has no window:
// a recorded node shows the full window −1 … +1.
type minimaxer[S comparable, M any] struct {
	w    *walker[S, M]
	memo *table[S]
}

func (*minimaxer[S, M]) plyScores() bool { return true }

func (mm *minimaxer[S, M]) score(s S, m M, ply, _, _ int) int {
	w := mm.w
	node := w.enter(s, m, ply, -1, 1)
	if !w.visit() {
		w.leave(node, 0, NodeSearched)
		return 0
	}
	if v, over := w.g.Terminal(s); over {
		w.leave(node, v, NodeTerminal)
		return v * winScore
	}
	slot := -1
	if mm.memo != nil {
		v, ok, at := mm.memo.get(s)
		if ok {
			w.leave(node, sign(int(v)), NodeMemo)
			return int(v)
		}
		slot = at
	}
	isMax := w.g.MaxToMove(s)
	best := winScore + 1
	if isMax {
		best = -best
	}
	for _, mv := range w.moves(s, ply) {
		v := parentScore(mm.score(w.g.Play(s, mv), mv, ply+1, 0, 0))
		if w.stopped {
			w.leave(node, 0, NodeSearched)
			return 0
		}
		if isMax && v > best || !isMax && v < best {
			best = v
		}
	}
	if mm.memo != nil {
		mm.memo.put(s, slot, int32(best))
	}
	w.leave(node, sign(best), NodeSearched)
	return best
}

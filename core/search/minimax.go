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
// worked out, so a state reached by several move orders is searched once.
// Time and memory are O(number of distinct states).
func MinimaxMemo[S comparable, M any](ctx context.Context, g Game[S, M], s S) (GameResult[M], error) {
	return SolveGame(ctx, GameMemo, g, s)
}

// minimaxer is plain minimax, or minimax with a memo when memo is not nil.
// The memo holds exact node-relative scores, which do not depend on the
// path to the state, so a hit is always safe to reuse.
type minimaxer[S comparable, M any] struct {
	w    *walker[S, M]
	memo map[S]int
}

func (m *minimaxer[S, M]) score(s S, ply, _, _ int) int {
	if !m.w.visit() {
		return 0
	}
	if m.memo != nil {
		if v, ok := m.memo[s]; ok {
			return v
		}
	}
	if v, over := m.w.g.Terminal(s); over {
		return v * winScore
	}
	isMax := m.w.g.MaxToMove(s)
	best := infScore
	if isMax {
		best = -infScore
	}
	for _, mv := range m.w.moves(s, ply) {
		v := parentScore(m.score(m.w.g.Play(s, mv), ply+1, 0, 0))
		if m.w.stopped {
			return 0
		}
		if isMax && v > best || !isMax && v < best {
			best = v
		}
	}
	if m.memo != nil {
		m.memo[s] = best
	}
	return best
}

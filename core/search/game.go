package search

import (
	"context"
	"fmt"
	"slices"
	"time"
)

// Game is the least an adversarial engine needs: a two-player, zero-sum game
// of perfect information between MAX and MIN, with no chance and no
// repeated positions on a line of play. A state must say everything about
// the position, the side to move included, because the memo engine
// remembers values by state.
type Game[S comparable, M any] interface {
	// Moves appends to dst the legal moves in s, in the order engines try
	// them, and returns the extended slice. It is not called on a state
	// that Terminal reports over.
	Moves(s S, dst []M) []M
	// Play returns the state after m is played in s; s is not changed.
	Play(s S, m M) S
	// Terminal reports whether the game is over in s and, if so, its value
	// from MAX's side: +1 MAX has won, 0 draw, −1 MIN has won.
	Terminal(s S) (value int, over bool)
	// MaxToMove reports whether MAX is the side to move in s.
	MaxToMove(s S) bool
}

// MoveOrderer is an optional ability of a Game: it reorders moves, in
// place, so that the likely strongest come first. Only alpha-beta uses it,
// as the only engine whose work depends on the order; the root's moves are
// not reordered, so BestMoves keeps the game's order.
type MoveOrderer[S comparable, M any] interface {
	OrderMoves(s S, moves []M)
}

// GameEngine names an adversarial search algorithm by its command-line id.
type GameEngine string

// The adversarial engines.
const (
	GameMinimax   GameEngine = "minimax"
	GameMemo      GameEngine = "memo"
	GameAlphaBeta GameEngine = "alphabeta"
)

// GameEngines lists every adversarial engine id.
var GameEngines = []GameEngine{GameMinimax, GameMemo, GameAlphaBeta}

// ParseGameEngine checks an adversarial engine id typed by a user.
func ParseGameEngine(s string) (GameEngine, error) {
	for _, e := range GameEngines {
		if string(e) == s {
			return e, nil
		}
	}
	return "", fmt.Errorf("unknown engine %q (want minimax, memo or alphabeta)", s)
}

// MoveValue is one legal move with the value of the game after it.
type MoveValue[M any] struct {
	Move  M
	Value int // +1, 0 or −1 from MAX's side, with perfect play after the move
	Plies int // plies to the end of a won game, this move included; 0 for a draw
}

// GameResult is what every adversarial engine returns.
type GameResult[M any] struct {
	// Value is +1 when MAX wins with perfect play, 0 for a draw, −1 when
	// MIN wins.
	Value int
	// Plies counts the plies to the end of a won game when the winner
	// hurries and the loser delays; 0 for a draw or a finished game.
	Plies int
	// BestMoves holds every move that achieves Value, the quickest win (or
	// slowest loss) first and otherwise in the game's move order. Empty when
	// the game is already over.
	BestMoves []M
	// Moves holds every legal move with its exact value, in move order.
	// Only Analyze fills it.
	Moves   []MoveValue[M]
	Nodes   int64 // states visited, the root and memo hits included
	Elapsed time.Duration
}

// Scores inside the engines are node-relative: a win on the spot is worth
// ±winScore and every ply of delay costs one point, so faster wins and
// slower losses score better, and a state's score does not depend on the
// path to it (which the memo needs).
const (
	winScore = 1 << 20
	infScore = 1 << 30
)

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// parentScore is the score a child's score is worth one ply higher up.
func parentScore(v int) int { return v - sign(v) }

// childBound maps a window bound one ply down; parentScore(childBound(x)) == x.
func childBound(x int) int { return x + sign(x) }

func pliesOf(score int) int {
	if score == 0 {
		return 0
	}
	return winScore - score*sign(score)
}

// scorer evaluates a non-root state within a window (alpha, beta) and
// returns a node-relative score; engines without pruning ignore the window.
type scorer[S comparable] interface {
	score(s S, ply, alpha, beta int) int
}

// walker is what the engines share: the game, the counters, a move buffer
// per ply and the cancellation check.
type walker[S comparable, M any] struct {
	g       Game[S, M]
	done    <-chan struct{}
	nodes   int64
	next    int64
	stopped bool
	bufs    [][]M
}

func newWalker[S comparable, M any](ctx context.Context, g Game[S, M]) *walker[S, M] {
	return &walker[S, M]{g: g, done: ctx.Done(), next: checkEvery, stopped: ctx.Err() != nil}
}

// visit counts one state and reports whether the search may go on.
func (w *walker[S, M]) visit() bool {
	w.nodes++
	if w.nodes >= w.next {
		w.next = w.nodes + checkEvery
		select {
		case <-w.done:
			w.stopped = true
		default:
		}
	}
	return !w.stopped
}

// moves returns the legal moves of s in the buffer kept for ply.
func (w *walker[S, M]) moves(s S, ply int) []M {
	for len(w.bufs) <= ply {
		w.bufs = append(w.bufs, nil)
	}
	w.bufs[ply] = w.g.Moves(s, w.bufs[ply][:0])
	if len(w.bufs[ply]) == 0 {
		panic("search: game state has no moves but is not over")
	}
	return w.bufs[ply]
}

// solveRoot evaluates the root s. With all set every move gets an exact
// value; otherwise each move is searched only as exactly as needed to know
// whether it achieves the best value so far, which lets alpha-beta prune.
func solveRoot[S comparable, M any](ctx context.Context, w *walker[S, M], sc scorer[S], s S, all bool) (GameResult[M], error) {
	start := time.Now()
	var r GameResult[M]
	finish := func() (GameResult[M], error) {
		r.Nodes, r.Elapsed = w.nodes, time.Since(start)
		if w.stopped {
			return r, ctx.Err()
		}
		return r, nil
	}
	if !w.visit() {
		return finish()
	}
	if v, over := w.g.Terminal(s); over {
		r.Value = v
		return finish()
	}
	isMax := w.g.MaxToMove(s)
	moves := slices.Clone(w.moves(s, 0))
	scores := make([]int, len(moves))
	best := -2 // class (sign) of the best score so far, from the mover's side
	for i, m := range moves {
		alpha, beta := -infScore, infScore
		if !all && best >= 0 {
			// A score at or past the bound is outside the best class.
			if isMax {
				alpha = best - 1
			} else {
				beta = 1 - best
			}
		}
		v := parentScore(sc.score(w.g.Play(s, m), 1, childBound(alpha), childBound(beta)))
		if w.stopped {
			return finish()
		}
		if v <= alpha || v >= beta {
			scores[i] = -infScore // pruned: worse than the best class
			if !isMax {
				scores[i] = infScore
			}
			continue
		}
		scores[i] = v
		if !isMax {
			v = -v
		}
		best = max(best, sign(v))
	}
	r.BestMoves, r.Moves = rank(moves, scores, isMax, all)
	top := bestScore(scores, isMax)
	r.Value, r.Plies = sign(top), pliesOf(top)
	return finish()
}

func bestScore(scores []int, isMax bool) int {
	if isMax {
		return slices.Max(scores)
	}
	return slices.Min(scores)
}

// rank returns the moves in the best class, quickest win first, and, when
// all is set, every move with its value.
func rank[M any](moves []M, scores []int, isMax, all bool) ([]M, []MoveValue[M]) {
	top := bestScore(scores, isMax)
	idx := make([]int, 0, len(moves))
	for i, v := range scores {
		if sign(v) == sign(top) && v != infScore && v != -infScore {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if isMax {
			return scores[b] - scores[a]
		}
		return scores[a] - scores[b]
	})
	best := make([]M, len(idx))
	for k, i := range idx {
		best[k] = moves[i]
	}
	var mv []MoveValue[M]
	if all {
		mv = make([]MoveValue[M], len(moves))
		for i, m := range moves {
			mv[i] = MoveValue[M]{Move: m, Value: sign(scores[i]), Plies: pliesOf(scores[i])}
		}
	}
	return best, mv
}

// SolveGame runs engine e on the state s of g.
func SolveGame[S comparable, M any](ctx context.Context, e GameEngine, g Game[S, M], s S) (GameResult[M], error) {
	return runGame(ctx, e, g, s, false)
}

// Analyze is SolveGame that also gives the exact value of every legal move
// in GameResult.Moves, for hints. It costs more than SolveGame with
// alpha-beta, which then cannot prune at the root.
func Analyze[S comparable, M any](ctx context.Context, e GameEngine, g Game[S, M], s S) (GameResult[M], error) {
	return runGame(ctx, e, g, s, true)
}

func runGame[S comparable, M any](ctx context.Context, e GameEngine, g Game[S, M], s S, all bool) (GameResult[M], error) {
	w := newWalker(ctx, g)
	switch e {
	case GameMinimax:
		return solveRoot(ctx, w, &minimaxer[S, M]{w: w}, s, all)
	case GameMemo:
		return solveRoot(ctx, w, &minimaxer[S, M]{w: w, memo: map[S]int{}}, s, all)
	case GameAlphaBeta:
		ab := &alphaBeta[S, M]{w: w}
		ab.order, _ = g.(MoveOrderer[S, M])
		return solveRoot(ctx, w, ab, s, all)
	}
	panic("search: unknown game engine " + string(e))
}

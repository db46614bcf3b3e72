package search

import (
	"context"
	"errors"
	"fmt"
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
// as the only engine whose work depends on the order, and not at the root,
// so BestMoves keeps the game's order.
type MoveOrderer[S comparable, M any] interface {
	OrderMoves(s S, moves []M)
}

// Keyer is an optional ability of a Game: it numbers states densely, from
// 0 to KeySpace()−1, so that the memo and alpha-beta's table are arrays
// rather than maps. States sharing a key must have the same value, the
// same number of plies to the end with best play, and the same side to
// move; a game may so give a position and its mirror images one key.
type Keyer[S comparable] interface {
	Key(s S) int
	KeySpace() int
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
	// Value is +1 when MAX can force a win, 0 for a draw with best play,
	// −1 when MIN can force a win.
	Value int
	// Plies counts the plies to the end of a won game when the winner
	// hurries and the loser delays; 0 for a draw or a finished game.
	Plies int
	// BestMoves holds every move that achieves Value, the quickest win (or
	// slowest loss) first and otherwise in the game's move order. Empty when
	// the game is already over.
	BestMoves []M
	// Moves holds every legal move with its exact value, in move order.
	// Only Analyze (or GameOptions.All) fills it.
	Moves []MoveValue[M]
	// Nodes counts the states the search visited: the root and every
	// position it entered, terminal ones and memo (or table) hits
	// included; moves cut off by alpha-beta are not entered, so not
	// counted. It equals the number of searched nodes of Tree.
	Nodes int64
	// PlyNodes counts, for alpha-beta only, the states a second search
	// visited to rank won (or lost) moves by plies, since alpha-beta's
	// window holds game values only; 0 for a draw. Minimax and memo score
	// plies as they go and leave it 0.
	PlyNodes int64
	// Elapsed is the wall time of the whole run.
	Elapsed time.Duration
	// Tree is the searched tree when GameOptions.Record asked for it.
	Tree *GameTree[M]
}

// GameOptions changes how an engine runs; the zero value is SolveGame's.
type GameOptions struct {
	// All gives every legal move its exact value in GameResult.Moves,
	// which stops alpha-beta from pruning at the root.
	All bool
	// NaturalOrder makes alpha-beta try moves in the game's own order even
	// when the game is a MoveOrderer.
	NaturalOrder bool
	// Record keeps the searched tree in GameResult.Tree.
	Record bool
	// RecordDepth, when above 0, records nodes down to that depth only
	// (the root is at depth 0); deeper nodes are counted in their
	// recorded ancestor's Hidden.
	RecordDepth int
	// RecordLimit caps the number of recorded nodes (DefaultRecordLimit
	// when 0): a search whose record would pass it stops with
	// ErrTreeTooLarge, so that time and memory stay bounded.
	RecordLimit int
}

// DefaultRecordLimit is the most nodes a tree records unless told
// otherwise: some 30 MB for the letter game's moves.
const DefaultRecordLimit = 500_000

// ErrTreeTooLarge stops a search whose recorded tree would pass its
// GameOptions.RecordLimit.
var ErrTreeTooLarge = errors.New("search: the recorded tree passed its node limit")

// SolveGame runs engine e on the state s of g.
func SolveGame[S comparable, M any](ctx context.Context, e GameEngine, g Game[S, M], s S) (GameResult[M], error) {
	return RunGame(ctx, e, g, s, GameOptions{})
}

// Analyze is SolveGame that also gives the exact value of every legal move
// in GameResult.Moves, for hints. It costs more than SolveGame with
// alpha-beta, which then cannot prune at the root.
func Analyze[S comparable, M any](ctx context.Context, e GameEngine, g Game[S, M], s S) (GameResult[M], error) {
	return RunGame(ctx, e, g, s, GameOptions{All: true})
}

// RunGame runs engine e on the state s of g with options opt. A cancelled
// ctx stops it with ctx.Err() and the counters so far.
func RunGame[S comparable, M any](ctx context.Context, e GameEngine, g Game[S, M], s S, opt GameOptions) (GameResult[M], error) {
	w := newWalker(ctx, g)
	if opt.Record {
		w.rec = newRecorder[M](opt)
	}
	switch e {
	case GameMinimax:
		return solveRoot(ctx, w, &minimaxer[S, M]{w: w}, s, opt)
	case GameMemo:
		mm := &minimaxer[S, M]{w: w, memo: newTable[S](g)}
		defer mm.memo.release()
		return solveRoot(ctx, w, mm, s, opt)
	case GameAlphaBeta:
		ab := &alphaBeta[S, M]{w: w, table: newTable[S](g)}
		defer ab.table.release()
		if !opt.NaturalOrder {
			ab.order, _ = g.(MoveOrderer[S, M])
		}
		return solveRoot(ctx, w, ab, s, opt)
	}
	panic("search: unknown game engine " + string(e))
}

// ValueWords says what a game value, from MAX's side, means: "+1: MAX can
// force a win", "0: draw with best play" or "−1: MIN can force a win".
func ValueWords(v int) string {
	words := "draw with best play"
	switch {
	case v > 0:
		words = "MAX can force a win"
	case v < 0:
		words = "MIN can force a win"
	}
	return SignedValue(v) + ": " + words
}

// SignedValue writes a game value with its sign: "+1", "0" or "−1" (a
// real minus sign, which reads better than a hyphen in a large font).
func SignedValue(v int) string {
	switch {
	case v > 0:
		return "+1"
	case v < 0:
		return "−1"
	}
	return "0"
}

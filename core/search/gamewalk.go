package search

import (
	"context"
	"sync"

	"frontier/core/turn"
)

// Minimax and memo score states node-relatively: a win on the spot is
// worth ±winScore and every ply of delay costs one point, so faster wins
// and slower losses score better, and a state's score does not depend on
// the path to it (which the memo needs). The sign of a score is the game
// value. Alpha-beta works on game values alone (see alphaBeta).
const winScore = 1 << 20

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

func pliesOf(score int) int {
	if score == 0 {
		return 0
	}
	return winScore - score*sign(score)
}

// scorer evaluates a non-root state s, reached by m, at depth ply within
// the window (alpha, beta) of game values from MAX's side. Alpha-beta
// returns a game value, exact inside the window and a bound outside it;
// minimax and memo ignore the window and return an exact node-relative
// score. plyScores tells which.
type scorer[S comparable, M any] interface {
	score(s S, m M, ply, alpha, beta int) int
	plyScores() bool
}

// walker is what the engines share: the game, the counters, a move buffer
// per ply, the cancellation check and the tree recorder (nil when no tree
// is recorded, which costs one comparison a node).
type walker[S comparable, M any] struct {
	g       Game[S, M]
	done    <-chan struct{}
	nodes   int64
	next    int64
	stopped bool
	bufs    [][]M
	rec     *recorder[M]
}

func newWalker[S comparable, M any](ctx context.Context, g Game[S, M]) *walker[S, M] {
	return &walker[S, M]{g: g, done: ctx.Done(), next: checkEvery, stopped: ctx.Err() != nil}
}

// visit counts one state and reports whether the search may go on.
func (w *walker[S, M]) visit() bool {
	w.nodes++
	if w.nodes >= w.next {
		w.next = w.nodes + checkEvery
		turn.Take() // in a browser page, the page's turn comes here
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

// enter records that the search enters s, reached by m.
func (w *walker[S, M]) enter(s S, m M, depth, alpha, beta int) int32 {
	if w.rec == nil {
		return -1
	}
	i := w.rec.enter(m, w.g.MaxToMove(s), depth, alpha, beta)
	w.stopped = w.stopped || w.rec.full
	return i
}

// leave records the value a node returns and how it got it.
func (w *walker[S, M]) leave(node int32, value int, kind NodeKind) {
	if w.rec != nil {
		w.rec.leave(node, value, kind)
	}
}

// table remembers one small number per state for the memo and alpha-beta:
// an array indexed by the game's key when it is a Keyer, a map otherwise.
// An array entry stores v<<1|1, so 0 means empty.
type table[S comparable] struct {
	keyer Keyer[S]
	arr   []int32
	used  []int32 // the array's entries written, to clear them on release
	m     map[S]int32
}

// arrays keeps cleared arrays for tables, so that a solve neither
// allocates a megabyte nor leaves one for the collector each time.
var arrays sync.Pool // of *[]int32, every entry 0

func newTable[S comparable](g any) *table[S] {
	k, ok := g.(Keyer[S])
	if !ok {
		return &table[S]{m: map[S]int32{}}
	}
	t := &table[S]{keyer: k}
	if p, _ := arrays.Get().(*[]int32); p != nil && len(*p) == k.KeySpace() {
		t.arr = *p
	} else {
		t.arr = make([]int32, k.KeySpace())
	}
	return t
}

// release clears the table's array and hands it back for reuse; t must
// not be used afterwards.
func (t *table[S]) release() {
	if t == nil || t.arr == nil {
		return
	}
	if len(t.used) > len(t.arr)/8 {
		clear(t.arr)
	} else {
		for _, k := range t.used {
			t.arr[k] = 0
		}
	}
	arr := t.arr
	arrays.Put(&arr)
	t.arr, t.used = nil, nil
}

// get returns the entry for s, whether there is one, and the slot it has
// (or would have) in the array, for put.
func (t *table[S]) get(s S) (v int32, ok bool, slot int) {
	if t.arr == nil {
		v, ok = t.m[s]
		return v, ok, -1
	}
	slot = t.keyer.Key(s)
	x := t.arr[slot]
	return x >> 1, x != 0, slot
}

// put stores v for s in the slot get gave.
func (t *table[S]) put(s S, slot int, v int32) {
	if t.arr == nil {
		t.m[s] = v
		return
	}
	if t.arr[slot] == 0 && len(t.used) <= len(t.arr)/8 {
		t.used = append(t.used, int32(slot)) // past len/8, release clears all
	}
	t.arr[slot] = v<<1 | 1
}

package search

import (
	"iter"
	"math/bits"
)

// denseKeys bounds the keys ever kept in buckets, and minDense the range
// of keys a queue keeps in buckets from its first push: the puzzles' f
// values (tens of moves) all fall below it.
const (
	denseKeys = 1 << 16
	minDense  = 256
)

// bucketQueue is the best-first engines' frontier: a priority queue on
// non-negative integer keys that pops the smallest key first and, among
// equal keys, the entry pushed last (so A* prefers the newest node on
// ties).
//
// Small keys each have a LIFO stack, found through a two-level bitset of
// the stacks in use, so that a pop that empties the smallest finds the
// next in a few steps: push and pop are O(1). Other keys (roads of a
// million km) go to a binary heap ordered by key, then newest first: push
// and pop are O(log n). A key is small when it has a stack already, or is
// below twice the entries pushed so far (at least minDense, at most
// denseKeys), so the stacks never take more than a few words per entry,
// however large or sparse the keys: a search on a map of long roads does
// not make a stack for every km between its keys. A key that went to the
// heap may later get a stack; its entries there are then older than
// those of the stack, which pop compares and serves first.
type bucketQueue struct {
	buckets []chunks[int32] // small keys: one stack per key, up to the largest pushed
	used    []uint64        // bit k%64 of word k/64: bucket k is not empty
	summary [denseKeys / 64 / 64]uint64
	dense   int // entries in the buckets
	min     int // no bucket below it holds an entry
	heap    chunks[heapEntry]
	pushes  uint32 // every push: newer entries have a larger seq
	size    int
}

// heapEntry is an entry of the heap of other keys.
type heapEntry struct {
	key int
	seq uint32
	v   int32
}

// before orders the heap: the smaller key first, then the newer entry.
func (a *heapEntry) before(b *heapEntry) bool {
	return a.key < b.key || a.key == b.key && a.seq > b.seq
}

// push adds v with key; a negative key counts as 0. The common case, a
// key whose stack already holds entries, is kept small.
func (q *bucketQueue) push(key int, v int32) {
	q.pushes++
	q.size++
	if uint(key) < uint(len(q.buckets)) && q.buckets[key].n > 0 {
		q.buckets[key].push(v)
		q.dense++
		return
	}
	q.pushNew(max(key, 0), v)
}

// pushNew is push to an empty stack or to the heap.
func (q *bucketQueue) pushNew(key int, v int32) {
	if key < len(q.buckets) || key < min(denseKeys, max(minDense, 2*int(q.pushes))) {
		if len(q.buckets) <= key {
			q.grow(key)
		}
		q.used[key>>6] |= 1 << (key & 63)
		q.summary[key>>12] |= 1 << ((key >> 6) & 63)
		q.buckets[key].push(v)
		if q.dense == 0 || key < q.min {
			q.min = key
		}
		q.dense++
		return
	}
	i := q.heap.push(heapEntry{key: key, seq: q.pushes, v: v})
	q.up(i)
}

// grow makes buckets up to key.
func (q *bucketQueue) grow(key int) {
	q.buckets = append(q.buckets, make([]chunks[int32], key+1-len(q.buckets))...)
	for len(q.used) <= key>>6 {
		q.used = append(q.used, 0)
	}
}

// pop removes an entry with the smallest key; ok is false when empty. The
// common case, a smallest stack that keeps entries and no heap, is kept
// small.
func (q *bucketQueue) pop() (v int32, ok bool) {
	if q.dense > 0 && q.heap.n == 0 && q.buckets[q.min].n > 1 {
		q.dense--
		q.size--
		return q.buckets[q.min].pop(), true
	}
	return q.popAny()
}

// popAny is pop from the smallest stack or the heap, whichever has the
// smaller key; on equal keys the stack's entries are the newer.
func (q *bucketQueue) popAny() (v int32, ok bool) {
	switch {
	case q.dense > 0 && (q.heap.n == 0 || q.min <= q.heap.at(0).key):
		key := q.min
		v = q.buckets[key].pop()
		if q.buckets[key].n == 0 {
			if q.used[key>>6] &^= 1 << (key & 63); q.used[key>>6] == 0 {
				q.summary[key>>12] &^= 1 << ((key >> 6) & 63)
			}
			if q.dense > 1 {
				q.min = q.firstDense(key + 1)
			}
		}
		q.dense--
	case q.heap.n > 0:
		v = q.heap.at(0).v
		last := q.heap.pop()
		if q.heap.n > 0 {
			*q.heap.at(0) = last
			q.down(0)
		}
	default:
		return 0, false
	}
	q.size--
	return v, true
}

// firstDense is the smallest non-empty bucket at or above from, or -1.
func (q *bucketQueue) firstDense(from int) int {
	if from >= len(q.buckets) {
		return -1
	}
	// The rest of from's word of buckets, then the rest of its word of
	// words, then the next words of the summary.
	if w := q.used[from>>6] >> (from & 63); w != 0 {
		return from + bits.TrailingZeros64(w)
	}
	word := from>>6 + 1
	for s := word >> 6; s < len(q.summary); s++ {
		words := q.summary[s]
		if s == word>>6 {
			words &= ^uint64(0) << (word & 63)
		}
		if words != 0 {
			w := s<<6 + bits.TrailingZeros64(words)
			return w<<6 + bits.TrailingZeros64(q.used[w])
		}
	}
	return -1
}

// up and down restore the heap's order around entry i.
func (q *bucketQueue) up(i int) {
	for i > 0 {
		parent := (i - 1) / 2
		a, b := q.heap.at(i), q.heap.at(parent)
		if !a.before(b) {
			return
		}
		*a, *b = *b, *a
		i = parent
	}
}

func (q *bucketQueue) down(i int) {
	for {
		first := i
		for _, c := range [2]int{2*i + 1, 2*i + 2} {
			if c < q.heap.n && q.heap.at(c).before(q.heap.at(first)) {
				first = c
			}
		}
		if first == i {
			return
		}
		a, b := q.heap.at(i), q.heap.at(first)
		*a, *b = *b, *a
		i = first
	}
}

// all yields the entries in the order pop would return them, without
// changing the queue: for a trace's list of the frontier. Stopping early
// costs O(log n) per entry yielded from the heap.
func (q *bucketQueue) all() iter.Seq[int32] {
	return func(yield func(int32) bool) {
		stacks, stopStacks := iter.Pull2(q.stacks())
		defer stopStacks()
		heap, stopHeap := iter.Pull2(q.heapInOrder())
		defer stopHeap()
		sk, sv, sok := stacks()
		hk, hv, hok := heap()
		for sok || hok {
			if sok && (!hok || sk <= hk) {
				if !yield(sv) {
					return
				}
				sk, sv, sok = stacks()
			} else {
				if !yield(hv) {
					return
				}
				hk, hv, hok = heap()
			}
		}
	}
}

// stacks yields the stacks' keys and entries in pop order.
func (q *bucketQueue) stacks() iter.Seq2[int, int32] {
	return func(yield func(int, int32) bool) {
		for key := q.firstDense(0); key >= 0; key = q.firstDense(key + 1) {
			b := &q.buckets[key]
			for k := b.len() - 1; k >= 0; k-- {
				if !yield(key, *b.at(k)) {
					return
				}
			}
		}
	}
}

// heapInOrder yields the heap's keys and entries in pop order: a small
// heap holds the indices whose parents have been yielded, smallest entry
// first.
func (q *bucketQueue) heapInOrder() iter.Seq2[int, int32] {
	return func(yield func(int, int32) bool) {
		var open []int
		less := func(i, j int) bool { return q.heap.at(open[i]).before(q.heap.at(open[j])) }
		if q.heap.n > 0 {
			open = append(open, 0)
		}
		for len(open) > 0 {
			top := q.heap.at(open[0])
			if !yield(top.key, top.v) {
				return
			}
			i := open[0]
			open[0] = open[len(open)-1]
			open = open[:len(open)-1]
			siftDown(open, 0, less)
			for _, c := range [2]int{2*i + 1, 2*i + 2} {
				if c < q.heap.n {
					open = append(open, c)
					siftUp(open, len(open)-1, less)
				}
			}
		}
	}
}

func siftUp(h []int, i int, less func(i, j int) bool) {
	for i > 0 && less(i, (i-1)/2) {
		h[i], h[(i-1)/2] = h[(i-1)/2], h[i]
		i = (i - 1) / 2
	}
}

func siftDown(h []int, i int, less func(i, j int) bool) {
	for {
		first := i
		for _, c := range [2]int{2*i + 1, 2*i + 2} {
			if c < len(h) && less(c, first) {
				first = c
			}
		}
		if first == i {
			return
		}
		h[i], h[first] = h[first], h[i]
		i = first
	}
}

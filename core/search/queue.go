package search

import (
	"iter"
	"math/bits"
)

// denseKeys bounds the keys kept in buckets: f values of the puzzles
// (tens), a textbook map's km (hundreds), a random map's (thousands).
const denseKeys = 1 << 16

// bucketQueue is the best-first engines' frontier: a priority queue on
// non-negative integer keys that pops the smallest key first and, among
// equal keys, the entry pushed last (so A* prefers the newest node on
// ties). Keys below denseKeys each have a LIFO stack, found through a
// two-level bitset of the stacks in use, so that a pop that empties the
// smallest finds the next in a few steps: push and pop are O(1). Larger
// keys (roads of a million km) go to a binary heap ordered by key, then
// newest first: push and pop are O(log n). Every dense key is below every
// sparse one, so the dense stacks empty first. Memory grows with the
// entries held, never with the size of a key: at most 2 MB of stacks
// however large the keys.
type bucketQueue struct {
	buckets []chunks[int32] // dense keys: one stack per key, up to the largest pushed
	used    []uint64        // bit k%64 of word k/64: bucket k is not empty
	summary [denseKeys / 64 / 64]uint64
	dense   int // entries in the buckets
	min     int // no bucket below it holds an entry
	sparse  chunks[sparseEntry]
	seq     uint32 // pushes to the heap: newer entries have larger seq
	size    int
}

// sparseEntry is an entry of the heap of large keys.
type sparseEntry struct {
	key int
	seq uint32
	v   int32
}

// before orders the heap: the smaller key first, then the newer entry.
func (a *sparseEntry) before(b *sparseEntry) bool {
	return a.key < b.key || a.key == b.key && a.seq > b.seq
}

// push adds v with key; a negative key counts as 0. The common case, a
// key whose stack already holds entries, is kept small enough to inline.
func (q *bucketQueue) push(key int, v int32) {
	if uint(key) < uint(len(q.buckets)) && q.buckets[key].n > 0 {
		q.buckets[key].push(v)
		q.dense++
		q.size++
		return
	}
	q.pushNew(key, v)
}

// pushNew is push to an empty stack or to the heap.
func (q *bucketQueue) pushNew(key int, v int32) {
	q.size++
	if key < denseKeys {
		key = max(key, 0)
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
	q.seq++
	i := q.sparse.push(sparseEntry{key: key, seq: q.seq, v: v})
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
// common case, a smallest stack that keeps entries, is kept small enough
// to inline.
func (q *bucketQueue) pop() (v int32, ok bool) {
	if q.dense > 0 && q.buckets[q.min].n > 1 {
		q.dense--
		q.size--
		return q.buckets[q.min].pop(), true
	}
	return q.popLast()
}

// popLast is pop of the last entry of the smallest stack, or from the heap.
func (q *bucketQueue) popLast() (v int32, ok bool) {
	switch {
	case q.dense > 0:
		key := q.min
		v = q.buckets[key].pop()
		if q.used[key>>6] &^= 1 << (key & 63); q.used[key>>6] == 0 {
			q.summary[key>>12] &^= 1 << ((key >> 6) & 63)
		}
		if q.dense--; q.dense > 0 {
			q.min = q.firstDense(key + 1)
		}
	case q.sparse.len() > 0:
		v = q.sparse.at(0).v
		last := q.sparse.pop()
		if q.sparse.len() > 0 {
			*q.sparse.at(0) = last
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
		a, b := q.sparse.at(i), q.sparse.at(parent)
		if !a.before(b) {
			return
		}
		*a, *b = *b, *a
		i = parent
	}
}

func (q *bucketQueue) down(i int) {
	n := q.sparse.len()
	for {
		first := i
		for _, c := range [2]int{2*i + 1, 2*i + 2} {
			if c < n && q.sparse.at(c).before(q.sparse.at(first)) {
				first = c
			}
		}
		if first == i {
			return
		}
		a, b := q.sparse.at(i), q.sparse.at(first)
		*a, *b = *b, *a
		i = first
	}
}

// all yields the entries in the order pop would return them, without
// changing the queue: for a trace's list of the frontier. Stopping early
// costs O(log n) per entry yielded from the heap.
func (q *bucketQueue) all() iter.Seq[int32] {
	return func(yield func(int32) bool) {
		for key := q.firstDense(0); key >= 0; key = q.firstDense(key + 1) {
			b := &q.buckets[key]
			for k := b.len() - 1; k >= 0; k-- {
				if !yield(*b.at(k)) {
					return
				}
			}
		}
		// The heap's entries in order: a small heap of the indices whose
		// parents have been yielded, smallest entry first.
		var open []int
		less := func(i, j int) bool { return q.sparse.at(open[i]).before(q.sparse.at(open[j])) }
		if q.sparse.len() > 0 {
			open = append(open, 0)
		}
		for len(open) > 0 {
			top := open[0]
			if !yield(q.sparse.at(top).v) {
				return
			}
			open[0] = open[len(open)-1]
			open = open[:len(open)-1]
			siftDown(open, 0, less)
			for _, c := range [2]int{2*top + 1, 2*top + 2} {
				if c < q.sparse.len() {
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

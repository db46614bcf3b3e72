package search

// bucketQueue is a priority queue for small non-negative integer keys: one
// LIFO stack per key. Push and pop are O(1) amortised; popping scans up from
// the smallest key that may be non-empty. Among equal keys the newest entry
// comes first, which makes A* prefer deeper nodes on ties.
type bucketQueue struct {
	buckets []chunks[int32]
	min     int
	size    int
}

func (q *bucketQueue) push(key int, v int32) {
	if key < 0 {
		key = 0
	}
	for len(q.buckets) <= key {
		q.buckets = append(q.buckets, chunks[int32]{})
	}
	q.buckets[key].push(v)
	if q.size == 0 || key < q.min {
		q.min = key
	}
	q.size++
}

// pop removes an entry with the smallest key; ok is false when empty.
func (q *bucketQueue) pop() (v int32, key int, ok bool) {
	if q.size == 0 {
		return 0, 0, false
	}
	for q.buckets[q.min].len() == 0 {
		q.min++
	}
	v = q.buckets[q.min].pop()
	q.size--
	return v, q.min, true
}

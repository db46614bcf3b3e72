package search

// frontier is a Stepper's frontier: the node ids waiting, given up in the
// policy's order. Each policy of an engine's own has one made for its
// speed; heapFrontier orders any policy and lets a follower take any entry.
type frontier interface {
	// push adds node i with its key; pop takes the next entry, stale or
	// not.
	push(i int32, key int)
	pop() (int32, bool)
	// len counts the entries, stale ones included.
	len() int
	// all calls yield on the entries in the order pop gives them up,
	// until it returns false.
	all(yield func(int32) bool)
	// begin and end bracket one expansion's pushes.
	begin()
	end()
}

// newFrontier is the frontier of the stepper's policy: for an engine's
// own run the arena itself as a queue (BFS), a stack filled so that one
// expansion's first child comes out first (DFS), a bucket queue on the
// key, newest first (UCS, greedy, A*); else a heap in the policy's order.
func (s *Stepper[S]) newFrontier() frontier {
	if !s.general {
		switch s.pol.Rule.Discipline {
		case Queue:
			return &arenaQueue[S]{t: &s.t}
		case Stack:
			return &stackFrontier{}
		case Lowest:
			return &bucketFrontier{}
		}
	}
	return newHeapFrontier(s.pol, s.Entry)
}

// arenaQueue is BFS's queue: nodes join the arena in the order they are
// generated, so the queue is the arena from head on.
type arenaQueue[S comparable] struct {
	t    *tree[S]
	head int32
	// last is the end of the queue: a goal found as it was generated is
	// in the arena but joins no queue.
	last int32
}

func (q *arenaQueue[S]) push(i int32, _ int) { q.last = i + 1 }
func (q *arenaQueue[S]) pop() (int32, bool) {
	if q.head >= q.last {
		return -1, false
	}
	q.head++
	return q.head - 1, true
}

// len is the nodes of the arena after head: at a goal found as it was
// generated, the goal too, as BFS has always counted its frontier there.
func (q *arenaQueue[S]) len() int { return q.t.len() - int(q.head) }
func (q *arenaQueue[S]) all(yield func(int32) bool) {
	for i := q.head; i < q.last && yield(i); i++ {
	}
}
func (q *arenaQueue[S]) begin() {}
func (q *arenaQueue[S]) end()   {}

// stackFrontier is DFS's stack: one expansion's children are pushed in
// move order, then turned, so that the first of them is popped first.
type stackFrontier struct {
	s    chunks[int32]
	mark int
}

func (f *stackFrontier) push(i int32, _ int) { f.s.push(i) }
func (f *stackFrontier) pop() (int32, bool) {
	if f.s.len() == 0 {
		return -1, false
	}
	return f.s.pop(), true
}
func (f *stackFrontier) len() int { return f.s.len() }
func (f *stackFrontier) all(yield func(int32) bool) {
	for k := f.s.len() - 1; k >= 0 && yield(*f.s.at(k)); k-- {
	}
}
func (f *stackFrontier) begin() { f.mark = f.s.len() }
func (f *stackFrontier) end()   { f.s.reverse(f.mark) }

// bucketFrontier is the best-first engines' bucket queue: lowest key
// first, the entry pushed last among equal keys.
type bucketFrontier struct{ q bucketQueue }

func (f *bucketFrontier) push(i int32, key int) { f.q.push(key, i) }
func (f *bucketFrontier) pop() (int32, bool)    { return f.q.pop() }
func (f *bucketFrontier) len() int              { return f.q.size }
func (f *bucketFrontier) all(yield func(int32) bool) {
	for i := range f.q.all() {
		if !yield(i) {
			return
		}
	}
}
func (f *bucketFrontier) begin() {}
func (f *bucketFrontier) end()   {}

// heapFrontier is a binary heap in the policy's order (Policy.Before,
// then the node's number), which knows where each node stands in it, so
// that any entry may be taken off, or take another's place.
type heapFrontier struct {
	pol   Policy
	entry func(int32) Entry
	ids   []int32
	pos   []int32 // pos[i] is node i's place in ids, −1 when it is not there
}

func newHeapFrontier(pol Policy, entry func(int32) Entry) *heapFrontier {
	return &heapFrontier{pol: pol, entry: entry}
}

func (h *heapFrontier) less(a, b int32) bool {
	ea, eb := h.entry(a), h.entry(b)
	if h.pol.Before(ea, eb) {
		return true
	}
	if h.pol.Before(eb, ea) {
		return false
	}
	return a < b
}

func (h *heapFrontier) place(i int32, at int) {
	for int(i) >= len(h.pos) {
		h.pos = append(h.pos, -1)
	}
	h.ids[at] = i
	h.pos[i] = int32(at)
}

func (h *heapFrontier) push(i int32, _ int) {
	h.ids = append(h.ids, i)
	h.place(i, len(h.ids)-1)
	h.up(len(h.ids) - 1)
}

func (h *heapFrontier) pop() (int32, bool) {
	if len(h.ids) == 0 {
		return -1, false
	}
	i := h.ids[0]
	h.remove(i)
	return i, true
}

// peek is the first entry, left on the heap.
func (h *heapFrontier) peek() (int32, bool) {
	if len(h.ids) == 0 {
		return -1, false
	}
	return h.ids[0], true
}

// has reports whether node i is on the heap.
func (h *heapFrontier) has(i int32) bool { return int(i) < len(h.pos) && h.pos[i] >= 0 }

// remove takes node i off the heap, wherever it stands.
func (h *heapFrontier) remove(i int32) {
	if !h.has(i) {
		return
	}
	at := int(h.pos[i])
	last := len(h.ids) - 1
	h.pos[i] = -1
	if at != last {
		h.place(h.ids[last], at)
	}
	h.ids = h.ids[:last]
	if at < len(h.ids) {
		h.down(at)
		h.up(at)
	}
}

// replace puts node j in node i's place, then restores the order.
func (h *heapFrontier) replace(i, j int32) {
	at := int(h.pos[i])
	h.pos[i] = -1
	h.place(j, at)
	h.down(at)
	h.up(at)
}

func (h *heapFrontier) len() int { return len(h.ids) }

// all yields the entries in order: the first from a copy of the heap,
// popped one by one, so that listing the first few of a large frontier
// costs a copy and a few pops.
func (h *heapFrontier) all(yield func(int32) bool) {
	c := &heapFrontier{pol: h.pol, entry: h.entry, ids: append([]int32(nil), h.ids...)}
	c.pos = make([]int32, len(h.pos))
	for k, i := range c.ids {
		c.pos[i] = int32(k)
	}
	for {
		i, ok := c.pop()
		if !ok || !yield(i) {
			return
		}
	}
}

func (h *heapFrontier) begin() {}
func (h *heapFrontier) end()   {}

// group is the entries ranked alike with first, the heap's first, but
// for the order of moves, in order, first first; a stale one among them
// (drop reports it, and forgets it) leaves the heap, the others stay.
func (h *heapFrontier) group(first int32, drop func(int32) bool) []int32 {
	e := h.entry(first)
	var g []int32
	for {
		i, ok := h.peek()
		if !ok || i != first && !h.pol.Tied(e, h.entry(i)) {
			break
		}
		h.remove(i)
		if !drop(i) {
			g = append(g, i)
		}
	}
	for _, i := range g {
		h.push(i, 0)
	}
	return g
}

func (h *heapFrontier) up(at int) {
	for at > 0 {
		parent := (at - 1) / 2
		if !h.less(h.ids[at], h.ids[parent]) {
			return
		}
		a, b := h.ids[at], h.ids[parent]
		h.place(a, parent)
		h.place(b, at)
		at = parent
	}
}

func (h *heapFrontier) down(at int) {
	for {
		l, r, least := 2*at+1, 2*at+2, at
		if l < len(h.ids) && h.less(h.ids[l], h.ids[least]) {
			least = l
		}
		if r < len(h.ids) && h.less(h.ids[r], h.ids[least]) {
			least = r
		}
		if least == at {
			return
		}
		a, b := h.ids[at], h.ids[least]
		h.place(a, least)
		h.place(b, at)
		at = least
	}
}

package search

// chunks is a sequence that grows in fixed chunks of 4,096 elements, so
// that an element never moves and growing never copies. A single slice of
// millions of elements copies all of them each time it grows, and on a
// virtual machine the fresh pages of the copy fault in one by one: a
// search stalled for up to a quarter of a second, delaying a stop by as
// much. With chunks every growth is the same small allocation.
type chunks[T any] struct {
	c [][]T
	n int
}

const (
	chunkBits = 12
	chunkMask = 1<<chunkBits - 1
)

// push appends v and returns its index.
func (c *chunks[T]) push(v T) int {
	if c.n>>chunkBits == len(c.c) {
		c.c = append(c.c, make([]T, 1<<chunkBits))
	}
	c.c[c.n>>chunkBits][c.n&chunkMask] = v
	c.n++
	return c.n - 1
}

// pop removes the last element and returns it; the sequence must not be
// empty. Chunks stay allocated, so a sequence that shrinks and grows
// around a chunk's edge allocates nothing.
func (c *chunks[T]) pop() T {
	c.n--
	return c.c[c.n>>chunkBits][c.n&chunkMask]
}

// at returns element i.
func (c *chunks[T]) at(i int) *T { return &c.c[i>>chunkBits][i&chunkMask] }

// len is the number of elements.
func (c *chunks[T]) len() int { return c.n }

// reverse reverses the order of the elements from index from to the end.
func (c *chunks[T]) reverse(from int) {
	for a, b := from, c.n-1; a < b; a, b = a+1, b-1 {
		pa, pb := c.at(a), c.at(b)
		*pa, *pb = *pb, *pa
	}
}

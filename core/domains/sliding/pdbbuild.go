package sliding

import (
	"context"
	"math/bits"
	"sync/atomic"

	"frontier/core/search"
	"frontier/core/turn"
)

const unseen = 255

// turnEvery is how many states a build expands between two offers of the
// thread to a browser page (turn.Take): a level's chunk takes tens of
// milliseconds there, too long for a click to wait.
const turnEvery = 4096

// regionSet is a set of cells as a bit mask: 16 bits cover boards up to
// 4×4, 32 bits 5×5.
type regionSet interface{ ~uint16 | ~uint32 }

// patternSearch is the breadth-first search that fills one group's table.
// Its states are a placement of the group's tiles and the region of free
// cells the blank is in: the blank and the other tiles move at no cost, so
// the blank reaches any cell of its region for free, and a state is one
// move of a group tile into a cell of the region. So every move costs 1
// and a plain breadth-first search finds the fewest group moves; a
// placement's entry is the level it is first reached at, the least over
// the blank's regions.
type patternSearch[V regionSet] struct {
	n, k    int
	pow     [8]int
	nbrMask []uint32 // nbrMask[c]: the cells the blank can move to from c
	all     uint32
	// visited[rank(placement)] holds the cells of every region the blank
	// has been reached in with that placement: 16!/10! × 2 bytes = 11.5 MB
	// for a group of six on 4×4, 25!/20! × 4 bytes = 25.5 MB for five on 5×5.
	visited []V
	table   []uint8
	out     []uint32   // expand's result, reused
	pool    [][]uint32 // empty level chunks, reused
}

// patternBuilder builds one group's table at a time, reusing its scratch
// memory (the visited sets and the level queues) from group to group.
type patternBuilder interface {
	build(ctx context.Context, mem *search.TableMemory, b *Board, tiles []int, reached *atomic.Int64) ([]uint8, error)
}

func (b *Board) newPatternBuilder() patternBuilder {
	if b.n <= 16 {
		return newPatternSearch[uint16](b)
	}
	return newPatternSearch[uint32](b)
}

func newPatternSearch[V regionSet](b *Board) *patternSearch[V] {
	ps := &patternSearch[V]{n: b.n, nbrMask: make([]uint32, b.n), all: 1<<b.n - 1}
	base := indexBase(b.n)
	ps.pow[0] = 1
	for i := 1; i < len(ps.pow); i++ {
		ps.pow[i] = ps.pow[i-1] * base
	}
	for c := range ps.nbrMask {
		for _, nb := range b.nbr[c] {
			ps.nbrMask[c] |= 1 << nb.to
		}
	}
	return ps
}

// build returns the table of the group tiles, counting the placements it
// reaches in reached. A cancelled ctx stops it, and so does mem's gauge.
func (ps *patternSearch[V]) build(ctx context.Context, mem *search.TableMemory, b *Board, tiles []int, reached *atomic.Int64) ([]uint8, error) {
	ps.k = len(tiles)
	if n := placements(b.n, ps.k); n <= cap(ps.visited) {
		ps.visited = ps.visited[:n]
		clear(ps.visited)
	} else {
		ps.visited = make([]V, n)
	}
	ps.table = make([]uint8, ps.pow[ps.k])
	// A 4×4 group's table is 16 MB: filled in pieces, between which a
	// browser page has its turn.
	for i := 0; i < len(ps.table); i += 1 << 20 {
		piece := ps.table[i:min(i+1<<20, len(ps.table))]
		for j := range piece {
			piece[j] = unseen
		}
		turn.Take()
	}
	return ps.run(ctx, mem, b, tiles, reached)
}

// placements is the number of ways to put k distinct tiles on n cells.
func placements(n, k int) int {
	p := 1
	for i := 0; i < k; i++ {
		p *= n - i
	}
	return p
}

func (ps *patternSearch[V]) run(ctx context.Context, mem *search.TableMemory, b *Board, tiles []int, reached *atomic.Int64) ([]uint8, error) {
	idx := 0
	for i, t := range tiles {
		idx += b.goalPos[t] * ps.pow[i]
	}
	pos, occupied := ps.decode(idx)
	ps.visited[ps.rank(&pos)] = V(ps.flood(b.goalPos[0], ps.all&^occupied))
	ps.table[idx] = 0
	reached.Add(1)
	level, next := &levelQueue{pool: &ps.pool}, &levelQueue{pool: &ps.pool}
	level.pushAll([]uint32{uint32(idx)<<5 | uint32(b.goalPos[0])})
	for d := uint8(1); level.len() > 0; d++ {
		err := level.each(func(chunk []uint32) error {
			for i, e := range chunk {
				if i%turnEvery == turnEvery-1 {
					turn.Take()
				}
				next.pushAll(ps.expand(int(e>>5), int(e&31), d, reached))
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			return mem.Check()
		})
		if err != nil {
			next.each(func([]uint32) error { return nil })
			return nil, err
		}
		level, next = next, level
	}
	return ps.table, nil
}

func (ps *patternSearch[V]) decode(idx int) (pos [8]int, occupied uint32) {
	for i := 0; i < ps.k; i++ {
		if ps.n <= 16 {
			pos[i], idx = idx&15, idx>>4
		} else {
			pos[i], idx = idx%25, idx/25
		}
		occupied |= 1 << pos[i]
	}
	return pos, occupied
}

// expand returns the states one group move from the placement with table
// index idx and the blank on square blank that are new, at level d; a
// state is its placement's index << 5 | a square of the blank's region.
// The slice is reused by the next call.
func (ps *patternSearch[V]) expand(idx, blank int, d uint8, reached *atomic.Int64) []uint32 {
	pos, occupied := ps.decode(idx)
	region := ps.flood(blank, ps.all&^occupied)
	out := ps.out[:0]
	fresh := int64(0)
	for i := 0; i < ps.k; i++ {
		c := pos[i]
		for into := ps.nbrMask[c] & region; into != 0; into &= into - 1 {
			e := bits.TrailingZeros32(into) // the tile slides from c to e; the blank is now at c
			pos[i] = e
			r := ps.rank(&pos)
			if ps.visited[r]&(1<<c) == 0 {
				ps.visited[r] |= V(ps.flood(c, ps.all&^(occupied&^(1<<c)|1<<e)))
				nidx := idx + (e-c)*ps.pow[i]
				if ps.table[nidx] == unseen {
					ps.table[nidx] = d
					fresh++
				}
				out = append(out, uint32(nidx)<<5|uint32(c))
			}
			pos[i] = c
		}
	}
	if fresh > 0 {
		reached.Add(fresh)
	}
	ps.out = out
	return out
}

// levelQueue holds one level of the search in chunks of fixed size. A
// chunk that has been read goes to a pool shared with the queue of the
// next level, so that a build through millions of states makes no garbage
// and holds at any time about the largest level, not two.
type levelQueue struct {
	chunks [][]uint32
	n      int
	pool   *[][]uint32
}

const levelChunk = 1 << 16

func (q *levelQueue) len() int { return q.n }

func (q *levelQueue) pushAll(es []uint32) {
	for _, e := range es {
		last := len(q.chunks) - 1
		if last < 0 || len(q.chunks[last]) == levelChunk {
			var c []uint32
			if pool := *q.pool; len(pool) > 0 {
				c, *q.pool = pool[len(pool)-1], pool[:len(pool)-1]
			} else {
				c = make([]uint32, 0, levelChunk)
			}
			q.chunks = append(q.chunks, c)
			last++
		}
		q.chunks[last] = append(q.chunks[last], e)
	}
	q.n += len(es)
}

// each calls f on the entries of q in order, then empties q, handing each
// chunk to the pool as soon as it has been read; it stops early at an
// error from f.
func (q *levelQueue) each(f func(chunk []uint32) error) error {
	defer func() { q.chunks, q.n = q.chunks[:0], 0 }()
	for i, c := range q.chunks {
		if err := f(c); err != nil {
			return err
		}
		*q.pool, q.chunks[i] = append(*q.pool, c[:0]), nil
	}
	return nil
}

// rank numbers the placements of k tiles on n cells densely: digit i is
// the square of tile i among the squares the tiles before it left free.
func (ps *patternSearch[V]) rank(pos *[8]int) int {
	used, r := uint32(0), 0
	for i := 0; i < ps.k; i++ {
		p := pos[i]
		r = r*(ps.n-i) + p - bits.OnesCount32(used&(1<<p-1))
		used |= 1 << p
	}
	return r
}

// flood returns the cells of free the blank reaches from c.
func (ps *patternSearch[V]) flood(c int, free uint32) uint32 {
	region := uint32(1) << c
	for edge := region; edge != 0; {
		grow := uint32(0)
		for e := edge; e != 0; e &= e - 1 {
			grow |= ps.nbrMask[bits.TrailingZeros32(e)]
		}
		edge = grow & free &^ region
		region |= edge
	}
	return region
}

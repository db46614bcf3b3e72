package search

import "context"

// IDS is iterative deepening: depth-limited depth-first tree search with
// limits 0, 1, 2, …, the goal test when a node is visited, and the counters
// accumulated over every iteration. Only the move straight back to the
// parent (and a move reaching the same state as an earlier sibling) is
// pruned, before it is generated, so it is not counted in Generated; no
// state is ever wrongly skipped and the first solution is optimal for unit
// costs. Memory is O(depth).
func IDS[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	d := &deepener[S]{p: p, x: newExpander[S](p, zeroH[S]{}, false), m: newMeter(ctx, opts), twins: !distinct(p)}
	d.path = append(d.path, p.Start())
	for limit := 0; d.m.stop == ""; limit++ {
		d.cutoff = false
		if d.dls(0, limit) {
			return solved(result[S](d.m, unitCosts(p)), d.path, d.moves, d.cost)
		}
		if !d.cutoff {
			break
		}
	}
	return result[S](d.m, unitCosts(p))
}

// deepener holds the state of one depth-first walk: the current path and a
// successor buffer per depth, reused across iterations.
type deepener[S comparable] struct {
	p      Problem[S]
	x      *expander[S]
	m      *meter
	path   []S
	moves  []string
	cost   int
	bufs   [][]Scored[S]
	cutoff bool
	twins  bool // check siblings for the same state (see Distinct)
}

func (d *deepener[S]) buffer(depth int) []Scored[S] {
	for len(d.bufs) <= depth {
		d.bufs = append(d.bufs, nil)
	}
	return d.bufs[depth][:0]
}

// dls searches below path[depth] to the limit; true means a goal was found
// and path, moves and cost describe it.
func (d *deepener[S]) dls(depth, limit int) bool {
	s := d.path[depth]
	if d.p.IsGoal(s) {
		return true
	}
	if depth == limit {
		d.cutoff = true
		return false
	}
	d.m.expanded++
	buf := d.x.expand(s, 0, d.buffer(depth))
	d.bufs[depth] = buf
	d.m.setFrontier(depth + len(buf))
	for k := range buf {
		st := &buf[k]
		if depth > 0 && st.State == d.path[depth-1] || d.twins && twin(buf[:k], st) {
			continue
		}
		if !d.m.generate(depth + 1) {
			return false
		}
		d.path = append(d.path[:depth+1], st.State)
		d.moves = append(d.moves[:depth], st.Move)
		d.cost += st.Cost
		if d.dls(depth+1, limit) {
			return true
		}
		d.cost -= st.Cost
		if d.m.stop != "" {
			return false
		}
	}
	d.path = d.path[:depth+1]
	d.moves = d.moves[:depth]
	return false
}

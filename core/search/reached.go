package search

// Indexed is an optional ability of a Problem whose states can be numbered
// densely: StateIndex gives each state a distinct number below IndexSize.
// Graph searches then keep the set of reached states as a bitset, a bit a
// state, instead of a hash map; IndexSize 0 means no such numbering (too
// many states), and so does one above maxIndexedStates.
type Indexed[S comparable] interface {
	IndexSize() int
	StateIndex(s S) int
}

// maxIndexedStates bounds the bitset a search allocates up front: 2²⁶
// states take 8 MB, allocated even if the goal is found at once.
const maxIndexedStates = 1 << 26

// reachedSet is the set of states a graph search has reached.
type reachedSet[S comparable] struct {
	idx  Indexed[S]
	bits []uint64
	m    map[S]struct{}
}

func newReachedSet[S comparable](p Problem[S]) *reachedSet[S] {
	if idx, ok := p.(Indexed[S]); ok {
		if n := idx.IndexSize(); n > 0 && n <= maxIndexedStates {
			return &reachedSet[S]{idx: idx, bits: make([]uint64, (n+63)/64)}
		}
	}
	return &reachedSet[S]{m: map[S]struct{}{}}
}

// add puts s in the set and reports whether it was not there before.
func (r *reachedSet[S]) add(s S) bool {
	if r.bits != nil {
		return r.addIndexed(s)
	}
	return r.addHashed(s)
}

// addHashed is add on a set kept in a map, addIndexed on a bitset: a loop
// that settles many children asks which once (indexed) and calls the one,
// which is inlined where the state type allows.
func (r *reachedSet[S]) addHashed(s S) bool {
	// One hash operation for both the test and the insertion.
	n := len(r.m)
	r.m[s] = struct{}{}
	return len(r.m) > n
}

// indexed reports whether the set is a bitset (addIndexed).
func (r *reachedSet[S]) indexed() bool { return r.bits != nil }

func (r *reachedSet[S]) addIndexed(s S) bool {
	i := r.idx.StateIndex(s)
	w, bit := &r.bits[i>>6], uint64(1)<<(i&63)
	if *w&bit != 0 {
		return false
	}
	*w |= bit
	return true
}

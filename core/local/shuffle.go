package local

import "math/rand/v2"

// shuffleBytes is about what the order drawn holds a move tried, for
// the memory budget.
const shuffleBytes = 48

// shuffle draws 0..n−1 in a random order, none twice, one at a time:
// Fisher–Yates on a permutation kept only where it moved, so that trying
// a few of a million moves costs a few entries, not a million.
type shuffle struct {
	n     int
	moved map[int]int
}

func (s *shuffle) reset(n int) {
	s.n = n
	if s.moved == nil {
		s.moved = map[int]int{}
	}
	clear(s.moved)
}

func (s *shuffle) at(i int) int {
	if v, ok := s.moved[i]; ok {
		return v
	}
	return i
}

// next is the k-th number drawn, for k = 0, 1, … in turn: uniform among
// those not drawn yet.
func (s *shuffle) next(k int, r *rand.Rand) int {
	j := k + r.IntN(s.n-k)
	vj, vk := s.at(j), s.at(k)
	s.moved[j] = vk
	return vj
}

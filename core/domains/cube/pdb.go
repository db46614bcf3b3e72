package cube

import "sync"

// patternDBs are two abstractions of the cube solved exactly by
// breadth-first search: the corners' permutation alone (7! = 5040 entries)
// and their orientation alone (3⁶ = 729 entries). A move sequence that
// solves the cube solves both, so each entry is a lower bound on the true
// distance and so is their maximum: admissible and consistent.
type patternDBs struct {
	perm []uint8
	ori  []uint8
}

// pdbs builds both databases once, on first use (well under a millisecond).
var pdbs = sync.OnceValue(func() *patternDBs {
	mt := moveTables()
	return &patternDBs{perm: bfsCoord(mt.perm, nPerm), ori: bfsCoord(mt.ori, nOri)}
})

// bfsCoord is breadth-first search from rank 0 over a coordinate whose
// successor under reduced move q is next[rank·9 + q].
func bfsCoord(next []uint16, n int) []uint8 {
	dist := make([]uint8, n)
	for i := range dist {
		dist[i] = unreached
	}
	dist[0] = 0
	queue := []uint16{0}
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		for q := range nReduced {
			c := next[int(r)*nReduced+q]
			if dist[c] == unreached {
				dist[c] = dist[r] + 1
				queue = append(queue, c)
			}
		}
	}
	return dist
}

func (db *patternDBs) estimate(s State) int {
	return int(max(db.perm[s.perm], db.ori[s.ori]))
}

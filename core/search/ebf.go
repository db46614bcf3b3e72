package search

// EBF returns the effective branching factor b* of a search that generated
// n nodes to find a solution at the given depth: the branching factor a
// uniform tree of that depth would need to hold n+1 nodes, that is
// n + 1 = 1 + b* + b*² + … + b*^depth. It is solved by bisection to 1e-9
// and is 0 when depth is 0 or n is 0.
func EBF(n int64, depth int) float64 {
	if depth <= 0 || n <= 0 {
		return 0
	}
	target := float64(n) + 1
	lo, hi := 0.0, float64(n)
	if hi < 1 {
		hi = 1
	}
	for i := 0; i < 200 && hi-lo > 1e-9; i++ {
		mid := (lo + hi) / 2
		if treeSize(mid, depth, target) < target {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// treeSize is 1 + b + … + b^depth, stopping early once it passes limit.
func treeSize(b float64, depth int, limit float64) float64 {
	sum, term := 1.0, 1.0
	for i := 0; i < depth; i++ {
		term *= b
		sum += term
		if sum > limit {
			break
		}
	}
	return sum
}

package route_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/search"
)

// BenchmarkLongRoads runs uniform-cost search and A* along a chain of 100
// places, on roads of 1, 1,000 and 100,000 km: the frontier's cost must
// not follow the size of the lengths (it held a bucket per km of the
// longest path: 10 million at 100,000 km).
func BenchmarkLongRoads(b *testing.B) {
	for _, length := range []int{1, 1_000, 100_000} {
		var text strings.Builder
		const n = 100
		for i := range n {
			fmt.Fprintf(&text, "place P%d %d 0\n", i, i)
		}
		for i := range n - 1 {
			fmt.Fprintf(&text, "road P%d P%d %d\n", i, i+1, length)
		}
		m, err := route.Parse([]byte(text.String()))
		if err != nil {
			b.Fatal(err)
		}
		p := route.NewProblem(m, 0, n-1, route.Heuristics[1])
		for _, e := range []search.Engine{search.EngineUCS, search.EngineAStar} {
			b.Run(fmt.Sprintf("%s/%d", e, length), func(b *testing.B) {
				for b.Loop() {
					r := search.Run(context.Background(), e, search.Problem[route.Place](p), search.Options{})
					if !r.Solved || r.Cost != (n-1)*length {
						b.Fatalf("cost %d", r.Cost)
					}
				}
			})
		}
	}
}

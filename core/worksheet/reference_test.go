package worksheet

import (
	"slices"
	"strings"

	"frontier/core/domains/route"
)

// The plain models the tests check the sheets against: written here
// from the textbook, sharing nothing with the code under test but the
// map's list of roads.

type grid [9]int

var goalGrid = grid{0, 1, 2, 3, 4, 5, 6, 7, 8}

func toGrid(t []int) grid {
	var g grid
	copy(g[:], t)
	return g
}

func (g grid) neighbours() []grid {
	var out []grid
	b := slices.Index(g[:], 0)
	for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		r, c := b/3+d[0], b%3+d[1]
		if r < 0 || r > 2 || c < 0 || c > 2 {
			continue
		}
		n := g
		n[b], n[r*3+c] = n[r*3+c], 0
		out = append(out, n)
	}
	return out
}

func (g grid) compact() string {
	var sb strings.Builder
	for i, v := range g {
		if i > 0 && i%3 == 0 {
			sb.WriteByte(' ')
		}
		if v == 0 {
			sb.WriteByte('b')
		} else {
			sb.WriteByte(byte('0' + v))
		}
	}
	return sb.String()
}

func plainManhattan(g grid) int {
	sum := 0
	for sq, v := range g {
		if v == 0 {
			continue
		}
		dr, dc := sq/3-v/3, sq%3-v%3
		sum += max(dr, -dr) + max(dc, -dc)
	}
	return sum
}

func plainMisplaced(g grid) int {
	n := 0
	for sq, v := range g {
		if v != 0 && v != sq {
			n++
		}
	}
	return n
}

// plainBFS is the fewest moves from g to the goal, −1 if none.
func plainBFS(g grid) int {
	dist := map[grid]int{g: 0}
	queue := []grid{g}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == goalGrid {
			return dist[s]
		}
		for _, n := range s.neighbours() {
			if _, seen := dist[n]; !seen {
				dist[n] = dist[s] + 1
				queue = append(queue, n)
			}
		}
	}
	return -1
}

// textbookSLD is the table of straight-line distances to Bucharest of
// Russell and Norvig's Figure 3.22.
var textbookSLD = map[string]int{
	"Arad": 366, "Bucharest": 0, "Craiova": 160, "Drobeta": 242, "Eforie": 161,
	"Fagaras": 176, "Giurgiu": 77, "Hirsova": 151, "Iasi": 226, "Lugoj": 244,
	"Mehadia": 241, "Neamt": 234, "Oradea": 380, "Pitesti": 100, "Rimnicu Vilcea": 193,
	"Sibiu": 253, "Timisoara": 329, "Urziceni": 80, "Vaslui": 199, "Zerind": 374,
}

type roadTo struct {
	to     string
	length int
}

// romaniaRoads is the map's roads by place name, both ways.
func romaniaRoads() map[string][]roadTo {
	m := route.Romania()
	out := map[string][]roadTo{}
	for _, r := range m.Roads() {
		out[m.Name(r.From)] = append(out[m.Name(r.From)], roadTo{m.Name(r.To), r.Length})
	}
	return out
}

// plainShortest is the shortest route's length by relaxing every road
// until nothing changes (Bellman–Ford).
func plainShortest(from, to string) int {
	roads := romaniaRoads()
	const inf = 1 << 30
	d := map[string]int{}
	for p := range roads {
		d[p] = inf
	}
	d[from] = 0
	for changed := true; changed; {
		changed = false
		for p, rs := range roads {
			for _, r := range rs {
				if d[p] < inf && d[p]+r.length < d[r.to] {
					d[r.to] = d[p] + r.length
					changed = true
				}
			}
		}
	}
	return d[to]
}

// plainAlphaBeta is textbook alpha-beta on node i; it records the
// branches it cuts.
func plainAlphaBeta(nodes []plainNode, i, alpha, beta int, cut map[int]bool) int {
	n := nodes[i]
	if len(n.kids) == 0 {
		return n.value
	}
	best := -1 << 30
	if !n.max {
		best = 1 << 30
	}
	for j, k := range n.kids {
		v := plainAlphaBeta(nodes, k, alpha, beta, cut)
		if n.max {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			for _, c := range n.kids[j+1:] {
				cut[c] = true
			}
			break
		}
	}
	return best
}

type plainNode struct {
	max   bool
	value int
	kids  []int
}

// plainEntry is a frontier node of the plain best-first search.
type plainEntry struct {
	name string
	g, h int
}

// plainBestFirst expands k nodes by the least key, ties to the node that
// joined first, keeping a re-reached node's place with its cheaper g.
func plainBestFirst(start string, k int, succ func(string) []roadTo, h func(string) int, key func(g, h int) int) (expanded []string, front []plainEntry) {
	front = []plainEntry{{start, 0, h(start)}}
	done := map[string]bool{}
	for range k {
		best := 0
		for i, e := range front {
			if key(e.g, e.h) < key(front[best].g, front[best].h) {
				best = i
			}
		}
		e := front[best]
		front = slices.Delete(front, best, best+1)
		done[e.name] = true
		expanded = append(expanded, e.name)
		for _, r := range succ(e.name) {
			if done[r.to] {
				continue
			}
			if j := slices.IndexFunc(front, func(f plainEntry) bool { return f.name == r.to }); j >= 0 {
				front[j].g = min(front[j].g, e.g+r.length)
				continue
			}
			front = append(front, plainEntry{r.to, e.g + r.length, h(r.to)})
		}
	}
	return expanded, front
}

// A* for the sliding puzzle, written in Go as a student might: a binary
// heap on f = g + h with ties to the node added first, a table of the
// best g reached, the goal tested when a node is popped. It reads the
// problem from standard input and prints its expansions, moves, cost and
// counts.
package main

import (
	"bufio"
	"container/heap"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type board [25]int8

type item struct {
	f, order int
	s        board
}

type queue []item

func (q queue) Len() int { return len(q) }
func (q queue) Less(i, j int) bool {
	if q[i].f != q[j].f {
		return q[i].f < q[j].f
	}
	return q[i].order < q[j].order
}
func (q queue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *queue) Push(x any)   { *q = append(*q, x.(item)) }
func (q *queue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

var size, cells int

func read(text string) (b board) {
	for i, w := range strings.Fields(text) {
		v, _ := strconv.Atoi(w)
		b[i] = int8(v)
	}
	return b
}

func manhattan(s, goal board) int {
	home := make([]int, cells)
	for i := 0; i < cells; i++ {
		home[goal[i]] = i
	}
	h := 0
	for i := 0; i < cells; i++ {
		if t := s[i]; t != 0 {
			h += abs(i/size-home[t]/size) + abs(i%size-home[t]%size)
		}
	}
	return h
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

var moves = []struct {
	name   string
	dr, dc int
}{{"up", -1, 0}, {"down", 1, 0}, {"left", 0, -1}, {"right", 0, 1}}

func main() {
	keys := map[string]string{}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		k, v, _ := strings.Cut(strings.TrimSpace(sc.Text()), " ")
		keys[k] = v
	}
	size, _ = strconv.Atoi(keys["size"])
	cells = size * size
	start, goal := read(keys["start"]), read(keys["goal"])
	type link struct {
		from board
		move string
	}
	best := map[board]int{start: 0}
	parent := map[board]link{}
	closed := map[board]bool{}
	q := &queue{{f: manhattan(start, goal), s: start}}
	order, generated := 1, 0
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var expands []board
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		s := it.s
		if closed[s] {
			continue
		}
		g := best[s]
		if s == goal {
			var path []string
			for s != start {
				l := parent[s]
				path = append([]string{l.move}, path...)
				s = l.from
			}
			for _, e := range expands {
				fmt.Fprint(out, "expand")
				for i := 0; i < cells; i++ {
					fmt.Fprint(out, " ", e[i])
				}
				fmt.Fprintln(out)
			}
			for _, m := range path {
				fmt.Fprintln(out, "move", m)
			}
			fmt.Fprintf(out, "cost %d\nexpanded %d\ngenerated %d\n", g, len(expands), generated)
			return
		}
		closed[s] = true
		expands = append(expands, s)
		blank := 0
		for s[blank] != 0 {
			blank++
		}
		r, c := blank/size, blank%size
		for _, m := range moves {
			rr, cc := r+m.dr, c+m.dc
			if rr < 0 || rr >= size || cc < 0 || cc >= size {
				continue
			}
			t := s
			t[blank], t[rr*size+cc] = t[rr*size+cc], 0
			generated++
			if old, ok := best[t]; ok && old <= g+1 {
				continue
			}
			best[t] = g + 1
			parent[t] = link{s, m.name}
			delete(closed, t)
			heap.Push(q, item{f: g + 1 + manhattan(t, goal), order: order, s: t})
			order++
		}
	}
	fmt.Fprintln(out, "no-solution")
}

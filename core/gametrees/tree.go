// Package practice holds the small game trees a student practises on:
// explicit trees with MAX and MIN levels and leaf values, made at random
// from a seed or from a letter-game position near its end; textbook
// alpha-beta and minimax over them, recording for every node what a
// student is asked to work out by hand; and the graders that mark a
// student's answers and explain each mistake in words.
package gametrees

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
)

// Node is one position of a Tree.
type Node struct {
	// Name is the node's letter in the drawing: A for the root, then B,
	// C, … level by level, left to right; after Z come AA, AB, ….
	Name string
	// Move labels the branch from the parent; "" for the root.
	Move string
	// Max reports whether MAX is to move at the node.
	Max bool
	// Value is a leaf's value for MAX; inner nodes leave it 0.
	Value  int
	Parent int   // index of the parent in Tree.Nodes; −1 for the root
	Kids   []int // indices of the children, in the order they are searched
	Depth  int   // 0 at the root
}

// Leaf reports whether the node has no children.
func (n *Node) Leaf() bool { return len(n.Kids) == 0 }

// Side is "MAX" or "MIN".
func (n *Node) Side() string {
	if n.Max {
		return "MAX"
	}
	return "MIN"
}

// Tree is an explicit game tree. Nodes[0] is the root, and the nodes are
// stored level by level, left to right, so a parent always comes before
// its children. A branch is named by its child: branch k is the edge from
// Nodes[k].Parent to k.
type Tree struct {
	Nodes []Node
}

// Depth is the number of levels below the root.
func (t *Tree) Depth() int {
	d := 0
	for i := range t.Nodes {
		d = max(d, t.Nodes[i].Depth)
	}
	return d
}

// Leaves counts the nodes without children.
func (t *Tree) Leaves() int {
	n := 0
	for i := range t.Nodes {
		if t.Nodes[i].Leaf() {
			n++
		}
	}
	return n
}

// Inner lists the indices of the nodes with children, root first.
func (t *Tree) Inner() []int {
	var is []int
	for i := range t.Nodes {
		if !t.Nodes[i].Leaf() {
			is = append(is, i)
		}
	}
	return is
}

// Branch names branch k by its two ends, such as "B–E".
func (t *Tree) Branch(k int) string {
	return t.Nodes[t.Nodes[k].Parent].Name + "–" + t.Nodes[k].Name
}

// String draws the tree as indented lines, one node a line, for tests
// and messages: "A MAX", "  B MIN (a)", "    D = 3 (a)".
func (t *Tree) String() string {
	var sb strings.Builder
	var walk func(i int)
	walk = func(i int) {
		n := &t.Nodes[i]
		sb.WriteString(strings.Repeat("  ", n.Depth) + n.Name)
		if n.Leaf() {
			sb.WriteString(" = " + Signed(n.Value))
		} else {
			sb.WriteString(" " + n.Side())
		}
		if n.Move != "" {
			sb.WriteString(" (" + n.Move + ")")
		}
		sb.WriteString("\n")
		for _, k := range n.Kids {
			walk(k)
		}
	}
	walk(0)
	return sb.String()
}

// nodeName is the name of the i-th node in level order: A … Z, AA, AB, ….
func nodeName(i int) string {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	if i < len(letters) {
		return letters[i : i+1]
	}
	return nodeName(i/len(letters)-1) + letters[i%len(letters):i%len(letters)+1]
}

// shape is a tree under construction: any nesting of children, which
// build numbers level by level.
type shape struct {
	move  string
	max   bool
	value int
	kids  []*shape
}

// build lays s out as a Tree, naming the nodes level by level.
func build(root *shape) *Tree {
	t := &Tree{}
	type item struct {
		s      *shape
		parent int
		depth  int
	}
	queue := []item{{root, -1, 0}}
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		i := len(t.Nodes)
		t.Nodes = append(t.Nodes, Node{Name: nodeName(i), Move: it.s.move, Max: it.s.max,
			Parent: it.parent, Depth: it.depth})
		if len(it.s.kids) == 0 {
			t.Nodes[i].Value = it.s.value
		}
		if it.parent >= 0 {
			t.Nodes[it.parent].Kids = append(t.Nodes[it.parent].Kids, i)
		}
		for _, k := range it.s.kids {
			queue = append(queue, item{k, i, it.depth + 1})
		}
	}
	return t
}

// Signed writes a value with a real minus sign, which reads better than
// a hyphen in a large font: "3", "0", "−3".
func Signed(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return strconv.Itoa(v)
}

// ParseValue reads a value typed by a student: a whole number in the one
// spelling numfmt reads, with a hyphen or a real minus sign, and the plus
// sign the window writes before a positive value (+1) or not.
func ParseValue(s string) (int, error) {
	s = strings.TrimSpace(strings.ReplaceAll(s, "−", "-"))
	if s == "" {
		return 0, fmt.Errorf("no value typed")
	}
	v, err := numfmt.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number", s)
	}
	return v, nil
}

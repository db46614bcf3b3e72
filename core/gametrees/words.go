package gametrees

import "frontier/core/textio"

var ordinals = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"}

// ordinal is "first" for 0, "second" for 1, …, and "10th" past the ninth.
func ordinal(i int) string {
	if i < len(ordinals) {
		return ordinals[i]
	}
	return Signed(i+1) + "th"
}

// branches names the branches ks, joined: "B–E and B–F".
func (t *Tree) branches(ks []int) string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = t.Branch(k)
	}
	return textio.JoinAnd(names)
}

// is is "is" for one, "are" for more.
func is(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// from says where a bound came from: " from A", or "" for the root's ±∞.
func (t *Tree) from(node int) string {
	if node < 0 {
		return ""
	}
	return " from " + t.Nodes[node].Name
}

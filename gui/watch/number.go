package watch

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
)

// nodeNumber reads a node's number typed on the keyboard, digit by
// digit, for predict mode and You choose: the keys pick a node by the
// number the frontier's # column, the tree and the verdicts give it, not
// by its row. A number no other node listed begins with is picked as its
// last digit is typed; one that others begin with (1, with 11 and 14
// listed) at Enter; Backspace takes back a digit.
type nodeNumber struct {
	typed string
	exact bool // a node listed has the number typed
	// missed is a number typed that no node listed has or begins with.
	missed string
}

// reset forgets what was typed, for a new question.
func (n *nodeNumber) reset() { n.typed, n.exact, n.missed = "", false, "" }

// key takes key k for a frontier listing the nodes ids: it returns the
// node picked, or −1, and whether it used the key.
func (n *nodeNumber) key(k fyne.KeyName, ids []int) (picked int, used bool) {
	switch k {
	case fyne.KeyReturn, fyne.KeyEnter:
		if n.typed == "" {
			return -1, false
		}
		t := n.typed
		n.reset()
		for _, id := range ids {
			if strconv.Itoa(id) == t {
				return id, true
			}
		}
		return -1, true
	case fyne.KeyBackspace:
		if n.typed == "" {
			return -1, false
		}
		t := n.typed[:len(n.typed)-1]
		n.reset()
		for _, id := range ids {
			n.exact = n.exact || strconv.Itoa(id) == t
		}
		n.typed = t
		return -1, true
	}
	if len(k) != 1 || k[0] < '0' || k[0] > '9' {
		return -1, false
	}
	t := n.typed + string(k)
	exact, longer := -1, false
	for _, id := range ids {
		switch s := strconv.Itoa(id); {
		case s == t:
			exact = id
		case strings.HasPrefix(s, t):
			longer = true
		}
	}
	n.reset()
	switch {
	case exact >= 0 && !longer:
		return exact, true
	case exact >= 0 || longer:
		n.typed, n.exact = t, exact >= 0
	default:
		n.missed = t
	}
	return -1, true
}

// hint says what was typed so far, for the line under the question; ""
// when nothing was.
func (n *nodeNumber) hint() string {
	switch {
	case n.missed != "":
		return fmt.Sprintf("\nNo node %s is listed.", n.missed)
	case n.typed != "" && n.exact:
		return fmt.Sprintf("\nTyped %s: Enter picks node %s; another digit, a node whose number goes on.", n.typed, n.typed)
	case n.typed != "":
		return fmt.Sprintf("\nTyped %s: type the rest of the node's number.", n.typed)
	}
	return ""
}

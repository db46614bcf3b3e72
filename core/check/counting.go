package check

import (
	"fmt"
	"strings"

	"frontier/core/search"
)

// Counting is how a program counts what it did, each way a course
// counts: whether the goal taken off the frontier is counted as
// expanded, whether the start is counted as generated, and which
// children are counted as generated. A zero field leaves that way free,
// to be recognised; a preset fixes them.
type Counting struct {
	Goal     Counted
	Start    Counted
	Children Children
}

// Counted says whether a node is counted: CountedYes, CountedNo, or
// "" for either.
type Counted string

// The answers of Counted.
const (
	CountedYes Counted = "yes"
	CountedNo  Counted = "no"
)

// Children is which children a program counts as generated.
type Children string

// The ways of counting children.
const (
	// ChildrenAll: every child made, before any check.
	ChildrenAll Children = "all"
	// ChildrenChecked: the children a parent check (graph search) or a
	// path check (tree search, deepening) keeps, before any set of
	// states seen.
	ChildrenChecked Children = "checked"
	// ChildrenAdded: the children that join the frontier (or that the
	// walk of a deepening search enters).
	ChildrenAdded Children = "added"
)

// ParseCounted reads yes or no.
func ParseCounted(s string) (Counted, error) {
	switch c := Counted(s); c {
	case CountedYes, CountedNo:
		return c, nil
	}
	return "", fmt.Errorf("must be yes or no, not %q", s)
}

// ParseChildren reads all, checked or added.
func ParseChildren(s string) (Children, error) {
	switch c := Children(s); c {
	case ChildrenAll, ChildrenChecked, ChildrenAdded:
		return c, nil
	}
	return "", fmt.Errorf("must be all, checked or added, not %q", s)
}

// counted is what one run of a model counted: the expansions, and each
// count of children as the fewest and most it may be (the same but where
// a model following a program knows the order in which it generated the
// goal's siblings only in part).
type counted struct {
	expanded                  int
	generated, checked, added [2]int
	// walk: a walk of IDS or IDA*, which a program may write as it makes
	// each child, on to it or past it (generated and checked), or making
	// a node's children all at once (madeAll and keptAll: every child
	// and those its check kept, its later children's too).
	walk             bool
	madeAll, keptAll [2]int
}

// exactly are counts known exactly.
func exactly(expanded, generated, checked, added int) counted {
	return counted{expanded: expanded, generated: [2]int{generated, generated}, checked: [2]int{checked, checked}, added: [2]int{added, added}}
}

// of is children's count under way c.
func (n counted) of(c Children) [2]int {
	switch c {
	case ChildrenChecked:
		return n.checked
	case ChildrenAdded:
		return n.added
	}
	return n.generated
}

// agree reports whether a program that printed expanded and generated
// (−1 for a count not printed) counts as a run that counted n under way
// k, its goal tested as gt says; printed is how many expansions it
// printed. how names the way in words.
func (k Counting) agree(n counted, gt search.GoalTest, expanded, generated, printed int) (ok bool, how string) {
	var hows []string
	if expanded >= 0 {
		switch {
		case expanded == n.expanded && k.Goal != CountedYes:
			hows = append(hows, "the goal not counted as expanded")
		case expanded == n.expanded+1 && gt != search.GoalOnGeneration && k.Goal != CountedNo:
			hows = append(hows, "the goal counted as expanded")
		case printed > 0 && expanded == printed && k.Goal == "":
			hows = append(hows, "every node printed counted as expanded")
		default:
			return false, ""
		}
	}
	if generated < 0 {
		return true, strings.Join(hows, ", ")
	}
	for _, c := range []Children{ChildrenAll, ChildrenChecked, ChildrenAdded} {
		if k.Children != "" && k.Children != c {
			continue
		}
		spans, ways := [][2]int{n.of(c)}, []string{""}
		if n.walk && c != ChildrenAdded {
			spans, ways = append(spans, n.atOnce(c)), append(ways, ", a node's children made all at once")
		}
		for w, span := range spans {
			for _, start := range []Counted{CountedNo, CountedYes} {
				plus := 0
				if start == CountedYes {
					plus = 1
				}
				if k.Start != "" && k.Start != start || generated < span[0]+plus || generated > span[1]+plus {
					continue
				}
				words := childrenWords[c]
				if start == CountedYes {
					words += " and the start"
				}
				return true, strings.Join(append(hows, words+" counted"+ways[w]), ", ")
			}
		}
	}
	return false, ""
}

// atOnce is a walk's count of children under way c by a program that
// makes a node's children all at once.
func (n counted) atOnce(c Children) [2]int {
	if c == ChildrenChecked {
		return n.keptAll
	}
	return n.madeAll
}

var childrenWords = map[Children]string{
	ChildrenAll:     "every child generated",
	ChildrenChecked: "the children a parent or path check keeps",
	ChildrenAdded:   "the children added to the frontier",
}

// Words says the way of counting a preset fixes, "" when it fixes none.
func (k Counting) Words() string {
	var parts []string
	switch k.Goal {
	case CountedYes:
		parts = append(parts, "the goal counted as expanded")
	case CountedNo:
		parts = append(parts, "the goal not counted as expanded")
	}
	if k.Children != "" {
		words := childrenWords[k.Children]
		if k.Start == CountedYes {
			words += " and the start"
		}
		parts = append(parts, words+" counted as generated")
	}
	return strings.Join(parts, ", ")
}

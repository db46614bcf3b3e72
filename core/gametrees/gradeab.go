package gametrees

import "fmt"

// Verdict is how a branch was marked against what alpha-beta did.
type Verdict int

// The verdicts on a branch.
const (
	// Right: marked and cut, or left unmarked and searched.
	Right Verdict = iota
	// MarkedSearched: marked as cut, but alpha-beta searched it.
	MarkedSearched
	// Missed: alpha-beta cut it, but it was not marked.
	Missed
	// MarkedInside: marked, but it lies under a branch cut higher up,
	// where the cut happens.
	MarkedInside
	// Unreached: under a cut branch and not marked; nothing to judge.
	Unreached
)

// ABAnswer is a student's answer to an alpha-beta question.
type ABAnswer struct {
	Cuts      []int // the branches marked as cut, by child index
	Root      int   // the root's value
	RootGiven bool  // false when no value was typed
}

// ABGrade is the marking of an ABAnswer.
type ABGrade struct {
	// Branches holds a verdict by node index, for the branch into the
	// node; the root's entry is unused.
	Branches []Verdict
	// RootRight reports whether the root's value was given and right.
	RootRight bool
	// Lines explains the marking, one line a point: first each mistake
	// with "✗", then each right cut and a right root with "✓".
	Lines []string
	// Mistakes counts the lines with ✗.
	Mistakes int
	// Score counts the reached branches judged right and the root's
	// value if right, less one for each branch marked under a cut,
	// never below 0; OutOf counts the reached branches and the root.
	Score, OutOf int
}

// GradeAlphaBeta marks a student's cuts and root value against r, the
// run of AlphaBeta on t. The branches are judged parent by parent, level
// by level; every mistake is explained with the α and β at the node
// where the decision was made.
func GradeAlphaBeta(t *Tree, r *Run, a ABAnswer) ABGrade {
	g := judgeBranches(t, r, a)
	var good []string // after the mistakes, which come first
	for p := range t.Nodes {
		good = append(good, g.explainKids(t, r, p)...)
	}
	g.OutOf++
	root := t.Nodes[0].Name
	switch {
	case !a.RootGiven:
		g.bad(fmt.Sprintf("no value given for the root %s: %s", root, r.ValueReason(t, 0)))
	case a.Root != r.Value:
		g.bad(fmt.Sprintf("the root %s is worth %s, not %s: %s", root, Signed(r.Value), Signed(a.Root), r.ValueReason(t, 0)))
	default:
		g.RootRight = true
		g.Score++
		good = append(good, fmt.Sprintf("✓ the root %s is worth %s: %s", root, Signed(r.Value), r.ValueReason(t, 0)))
	}
	g.Lines = append(g.Lines, good...)
	g.Score = max(g.Score, 0)
	return g
}

// judgeBranches gives each branch its verdict, the cuts a marks against
// r's, counting the reached branches and those judged right.
func judgeBranches(t *Tree, r *Run, a ABAnswer) ABGrade {
	marked := make([]bool, len(t.Nodes))
	for _, k := range a.Cuts {
		if k > 0 && k < len(t.Nodes) {
			marked[k] = true
		}
	}
	g := ABGrade{Branches: make([]Verdict, len(t.Nodes))}
	for k := 1; k < len(t.Nodes); k++ {
		reached := r.Visits[t.Nodes[k].Parent].Searched
		switch {
		case !reached && marked[k]:
			g.Branches[k] = MarkedInside
		case !reached:
			g.Branches[k] = Unreached
		case r.Cut[k] && !marked[k]:
			g.Branches[k] = Missed
		case !r.Cut[k] && marked[k]:
			g.Branches[k] = MarkedSearched
		}
		if reached {
			g.OutOf++
			if g.Branches[k] == Right {
				g.Score++
			}
		}
	}
	return g
}

// bad adds a mistake's line.
func (g *ABGrade) bad(line string) {
	g.Lines = append(g.Lines, "✗ "+line)
	g.Mistakes++
}

// explainKids adds a line for each mistake among node p's branches, and
// returns the line for its right cuts, if any, to come after the
// mistakes.
func (g *ABGrade) explainKids(t *Tree, r *Run, p int) []string {
	var missed, caught []int
	for _, k := range t.Nodes[p].Kids {
		switch g.Branches[k] {
		case Missed:
			missed = append(missed, k)
		case MarkedSearched:
			g.bad(fmt.Sprintf("%s is searched, not cut: %s", t.Branch(k), r.SearchReason(t, k)))
		case MarkedInside:
			g.bad(fmt.Sprintf("%s lies under the cut branch %s: mark only the branch where the cut happens",
				t.Branch(k), t.Branch(cutAbove(t, r, k))))
			g.Score--
		case Right:
			if r.Cut[k] {
				caught = append(caught, k)
			}
		}
	}
	if len(missed) > 0 {
		g.bad(fmt.Sprintf("%s not marked: %s", t.branches(missed), r.CutReason(t, p)))
	}
	if len(caught) > 0 {
		return []string{fmt.Sprintf("✓ %s: %s", t.branches(caught), r.CutReason(t, p))}
	}
	return nil
}

// cutAbove is the cut branch that node k lies under.
func cutAbove(t *Tree, r *Run, k int) int {
	for !r.Cut[k] {
		k = t.Nodes[k].Parent
	}
	return k
}

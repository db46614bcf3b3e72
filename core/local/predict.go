package local

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// The answers and grades of predict mode: a student, shown a state,
// predicts the engine's next move, and the grade says whether the engine's
// rule allows that move, and why. They are worked out from the rules of
// the engines' table, on the state as it is, so that a window only asks
// and shows.

// Answer is what counts as right for the next step of steepest ascent.
type Answer struct {
	// Right lists the moves that count (all of the lowest h, since the
	// engine breaks ties at random), in the order the engine weighs them;
	// empty when the climb stops here.
	Right []Move
	// H is the h before the step, Best the lowest h a move gives.
	H, Best int
	// Stop is why the climb stops here, "" when it moves.
	Stop Stop
	// Why says it in words.
	Why string
}

// Guess is a student's prediction: a move, or that the run stops here.
type Guess struct {
	Stop bool
	Move Move
}

// Verdict is a graded guess.
type Verdict struct {
	Right bool
	Why   string
}

// SteepestAnswer is the answer for steepest ascent on s, sidewaysLeft the
// sideways moves the climb may still make in a row (its K less those just
// made).
func SteepestAnswer[S any](sp Space[S], s S, sidewaysLeft int) Answer {
	a := Answer{H: sp.H(s), Best: math.MaxInt}
	if a.H == 0 {
		a.Stop, a.Why = StopSolved, "h is 0: the state is a solution, and the climb stops."
		return a
	}
	for i := range sp.Moves(s) {
		mv := sp.Move(s, i)
		switch h := sp.Try(s, mv); {
		case h < a.Best:
			a.Best, a.Right = h, append(a.Right[:0], mv)
		case h == a.Best:
			a.Right = append(a.Right, mv)
		}
	}
	names := moveList(sp, s, a.Right)
	switch {
	case len(a.Right) == 0 || a.Best > a.H:
		a.Stop, a.Right = StopLocalMinimum, nil
		a.Why = fmt.Sprintf("Every move raises h above %d (the lowest it reaches is %d): a local minimum, and the climb stops.", a.H, a.Best)
	case a.Best == a.H && sidewaysLeft <= 0:
		a.Stop, a.Right = StopPlateau, nil
		a.Why = fmt.Sprintf("No move lowers h = %d, and no sideways move is left: the climb stops on a plateau.", a.H)
	case a.Best == a.H:
		a.Why = fmt.Sprintf("No move lowers h = %d; a sideways move is allowed (%d left in a row), so any move that keeps h at %d counts: %s.",
			a.H, sidewaysLeft, a.H, names)
	default:
		a.Why = fmt.Sprintf("The lowest h a move reaches is %d, from %d: %s.", a.Best, a.H, names)
	}
	if len(a.Right) > 1 {
		a.Why += fmt.Sprintf(" The engine picks one of these %d at random, so each counts.", len(a.Right))
	}
	return a
}

// GradeSteepest grades a guess of steepest ascent's next step from s.
func GradeSteepest[S any](sp Space[S], s S, sidewaysLeft int, g Guess) Verdict {
	a := SteepestAnswer(sp, s, sidewaysLeft)
	switch {
	case g.Stop && a.Stop != "":
		return Verdict{true, "Right. " + a.Why}
	case g.Stop:
		return Verdict{false, "The climb does not stop here. " + a.Why}
	case a.Stop != "":
		return Verdict{false, "The climb makes no move here. " + a.Why}
	case slices.Contains(a.Right, g.Move):
		return Verdict{true, "Right. " + a.Why}
	}
	return Verdict{false, fmt.Sprintf("%s reaches h = %d, not the lowest. %s", capital(moveName(sp, s, g.Move)), sp.Try(s, g.Move), a.Why)}
}

// Repair is what counts as right for min-conflicts' next step: the
// variable is drawn at random among those in conflict, so any of them
// counts, and for each the values tied at the fewest conflicts.
type Repair struct {
	// Conflicted lists the variables in conflict, in increasing order;
	// Tied[i] the values of Conflicted[i] tied at the fewest conflicts,
	// Fewest[i] that number.
	Conflicted []int
	Tied       [][]int
	Fewest     []int
}

// RepairAnswer is the answer for min-conflicts on c, which it leaves as
// it is. It weighs every value of every variable in conflict: for the
// boards a student predicts on.
func RepairAnswer(c Conflicts) Repair {
	var r Repair
	for _, v := range c.Conflicted() {
		fewest, tied := math.MaxInt, []int(nil)
		for val := range c.Values(v) {
			switch k := c.ConflictsWith(v, val); {
			case k < fewest:
				fewest, tied = k, []int{val}
			case k == fewest:
				tied = append(tied, val)
			}
		}
		r.Conflicted, r.Tied, r.Fewest = append(r.Conflicted, v), append(r.Tied, tied), append(r.Fewest, fewest)
	}
	return r
}

// GradeRepair grades a guess that min-conflicts gives variable v value
// val next. chosen is the variable the engine drew, when the student was
// shown it, or −1 when the guess names the variable too.
func GradeRepair(c Conflicts, v, val, chosen int) Verdict {
	r := RepairAnswer(c)
	if len(r.Conflicted) == 0 {
		return Verdict{false, "No variable is in conflict: the assignment is a solution, and min-conflicts stops."}
	}
	if chosen >= 0 && v != chosen {
		return Verdict{false, fmt.Sprintf("Min-conflicts drew %s this step, not %s.", varName(c, chosen), varName(c, v))}
	}
	i := slices.Index(r.Conflicted, v)
	if i < 0 {
		return Verdict{false, fmt.Sprintf("%s is in no conflict, so min-conflicts never picks it; it picks, at random, one of %s.",
			capital(varName(c, v)), varList(c, r.Conflicted))}
	}
	best := fmt.Sprintf("%s has the fewest conflicts, %d, with %s", capital(varName(c, v)), r.Fewest[i], valueList(c, v, r.Tied[i]))
	if len(r.Tied[i]) > 1 {
		best += fmt.Sprintf(", tied: min-conflicts picks one of these %d at random, so each counts", len(r.Tied[i]))
	}
	best += "."
	if !slices.Contains(r.Tied[i], val) {
		return Verdict{false, fmt.Sprintf("With %s it would have %d conflicts. %s", valueName(c, v, val), c.ConflictsWith(v, val), best)}
	}
	why := "Right. " + best
	if chosen < 0 && len(r.Conflicted) > 1 {
		why += fmt.Sprintf(" The variable is drawn at random among the %d in conflict, so any of them counts.", len(r.Conflicted))
	}
	return Verdict{true, why}
}

// moveName is m out of s in words: the Namer's, or "move 3".
func moveName[S any](sp Space[S], s S, m Move) string {
	if w := moveWords(sp, s, m); w != "" {
		return w
	}
	return fmt.Sprintf("move %d", m.Var+1)
}

func moveList[S any](sp Space[S], s S, ms []Move) string {
	words := make([]string, len(ms))
	for i, m := range ms {
		words[i] = moveName(sp, s, m)
	}
	return orList(words)
}

func varName(c Conflicts, v int) string {
	if n, ok := c.(Names); ok {
		return n.VarName(v)
	}
	return fmt.Sprintf("variable %d", v+1)
}

func valueName(c Conflicts, v, val int) string {
	if n, ok := c.(Names); ok {
		return n.ValueName(v, val)
	}
	return fmt.Sprintf("value %d", val+1)
}

func varList(c Conflicts, vs []int) string {
	words := make([]string, len(vs))
	for i, v := range vs {
		words[i] = varName(c, v)
	}
	return orList(words)
}

func valueList(c Conflicts, v int, vals []int) string {
	words := make([]string, len(vals))
	for i, val := range vals {
		words[i] = valueName(c, v, val)
	}
	return orList(words)
}

// orList is "a", "a or b", "a, b or c".
func orList(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

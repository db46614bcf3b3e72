package csp

import (
	"fmt"
	"strings"

	"frontier/core/textio"
)

// Engine names a way to solve a problem, as --engine spells it.
type Engine string

// The engines.
const (
	Backtracking   Engine = "backtracking"
	ArcConsistency Engine = "ac3"
	MinConflicts   Engine = "min-conflicts"
)

// VarOrder is how backtracking chooses the next variable (--var).
type VarOrder string

// The variable orders.
const (
	StaticVars VarOrder = "static"
	MRV        VarOrder = "mrv"
	MRVDegree  VarOrder = "mrv-degree"
)

// ValOrder is the order backtracking tries a variable's values in (--val).
type ValOrder string

// The value orders.
const (
	StaticValues ValOrder = "static"
	LCV          ValOrder = "lcv"
)

// Inference is what backtracking infers after each assignment
// (--inference).
type Inference string

// The inferences.
const (
	NoInference     Inference = "none"
	ForwardChecking Inference = "fc"
	MaintainArcs    Inference = "mac"
)

// Rule is one choice frontier csp offers, described once: the engines,
// the variable and value orders and the inferences. Usage texts, the
// parsers' errors, the engine tables and the docs read Rules.
type Rule struct {
	// Flag is the command line's flag for the choice, without dashes.
	Flag string
	// ID is the choice as the flag spells it.
	ID string
	// Title is its name in text output: "MRV then degree".
	Title string
	// Does says in one sentence what it does, ties included, so that a
	// student can follow it by hand.
	Does string
}

// Rules are every choice, in the order usage texts list them.
var Rules = []Rule{
	{"engine", string(Backtracking), "backtracking",
		"depth-first search over partial assignments: choose a variable (--var), try its values in order (--val), each consistent with the assignment so far, infer (--inference), go deeper, and undo on failure"},
	{"engine", string(ArcConsistency), "AC-3",
		"arc consistency alone: a first-in first-out queue starts with every arc (X, Y), X by number and then Y by number; revising (X, Y) removes each value of X that no value of Y agrees with, and when it removes one, appends (Z, X) for every neighbour Z of X other than Y, by number, unless that arc is already waiting; it stops when the queue is empty or a domain is"},
	{"engine", string(MinConflicts), "min-conflicts", MinConflictsRule},
	{"var", string(StaticVars), "static",
		"the first unassigned variable in the problem's order"},
	{"var", string(MRV), "MRV",
		"the unassigned variable with the fewest values left (minimum remaining values); ties go to the first in the problem's order"},
	{"var", string(MRVDegree), "MRV then degree",
		"the unassigned variable with the fewest values left; ties go to the one that shares constraints with the most other unassigned variables, then to the first in the problem's order"},
	{"val", string(StaticValues), "static",
		"the values inference has not removed, in the domain's order"},
	{"val", string(LCV), "LCV",
		"least constraining value first: of the values inference has not removed, the one that rules out the fewest values left of the unassigned neighbours, counted over all of them, first; ties in the domain's order"},
	{"inference", string(NoInference), "none",
		"no inference: a value is tried only if it agrees with every assigned neighbour, tested in the order of their numbers up to the first that refuses"},
	{"inference", string(ForwardChecking), "forward checking",
		"after X = v, the other values of X go, then each unassigned neighbour Y of X, by number, loses the values that disagree with v (a revision of (Y, X)); the first emptied domain undoes X = v"},
	{"inference", string(MaintainArcs), "MAC",
		"maintaining arc consistency: after X = v, the other values of X go, then AC-3 runs from a queue of the arcs (Y, X) for each unassigned neighbour Y of X, by number, appending as AC-3 does; an emptied domain undoes X = v"},
}

// ValuesLeft is the sentence the orders and LCV share: which values a
// variable still has.
const ValuesLeft = "A variable's values left are those of its domain that inference has not removed and that agree with every assigned neighbour (with forward checking or MAC, every value not removed)."

// rule is the Rule of flag and id; the zero Rule for none.
func rule(flag, id string) Rule {
	for _, r := range Rules {
		if r.Flag == flag && r.ID == id {
			return r
		}
	}
	return Rule{}
}

// Title is the choice's name in text output ("MRV then degree").
func Title[T ~string](flag string, id T) string { return rule(flag, string(id)).Title }

// parse is the choice of flag spelled text, or an error listing them.
func parse[T ~string](flag, text string) (T, error) {
	var ids []string
	for _, r := range Rules {
		if r.Flag != flag {
			continue
		}
		if r.ID == strings.ToLower(strings.TrimSpace(text)) {
			return T(r.ID), nil
		}
		ids = append(ids, r.ID)
	}
	return "", fmt.Errorf("--%s %s is not one of %s", flag, textio.Quote(text), orList(ids))
}

// orList is "a, b or c".
func orList(ids []string) string {
	if len(ids) < 2 {
		return strings.Join(ids, "")
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " or " + ids[len(ids)-1]
}

// IDs are the choices of flag, spelled as the flag takes them: "static|mrv|mrv-degree".
func IDs(flag string) string {
	var ids []string
	for _, r := range Rules {
		if r.Flag == flag {
			ids = append(ids, r.ID)
		}
	}
	return strings.Join(ids, "|")
}

// ParseEngine reads --engine.
func ParseEngine(text string) (Engine, error) { return parse[Engine]("engine", text) }

// ParseVarOrder reads --var.
func ParseVarOrder(text string) (VarOrder, error) { return parse[VarOrder]("var", text) }

// ParseValOrder reads --val.
func ParseValOrder(text string) (ValOrder, error) { return parse[ValOrder]("val", text) }

// ParseInference reads --inference.
func ParseInference(text string) (Inference, error) { return parse[Inference]("inference", text) }

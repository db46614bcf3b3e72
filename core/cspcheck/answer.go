package cspcheck

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/check"
	"frontier/core/numfmt"
	"frontier/core/textio"
)

// Answer is a constraint satisfaction program's output read by the
// protocol.
type Answer struct {
	// Steps are the assign, unassign and backtrack lines, in order.
	Steps []Step
	// Solution are the VAR VALUE lines after the line solution, as
	// printed; Solved that the line was printed.
	Solution [][2]string
	Solved   bool
	// NoSolution: the program printed no-solution.
	NoSolution bool
	// Stray and StrayCount are lines outside the protocol, as for a
	// search program's check.Answer; Errs lines of the protocol that are
	// wrong.
	Stray      []string
	StrayCount int
	Errs       []string
}

// Step is one step a program printed: an assignment, its undoing, or
// giving up on a variable.
type Step struct {
	Kind  StepKind
	Var   string
	Value string
	Line  int
}

// StepKind is the kind of a step, as its line starts.
type StepKind string

// The kinds of step.
const (
	StepAssign    StepKind = "assign"
	StepUnassign  StepKind = "unassign"
	StepBacktrack StepKind = "backtrack"
)

// ParseAnswer reads a program's output: one item a line, words apart
// by spaces, a name with spaces in double quotes as the problem file
// writes it; blank lines and lines starting with # ignored.
func ParseAnswer(out []byte) Answer {
	var a Answer
	textio.EachLine(out, func(n int, line []byte) {
		at := fmt.Sprintf("line %d", n)
		if len(line) > textio.MaxLine {
			a.stray(at, fmt.Sprintf("a line of %s bytes", numfmt.Group(len(line))))
			return
		}
		text := strings.TrimSpace(string(line))
		if text == "" || strings.HasPrefix(text, "#") {
			return
		}
		w, ok := cspWords(text)
		switch {
		case !ok:
			a.Errs = append(a.Errs, at+": a quote is not closed: "+textio.Quote(text))
			return
		case slices.Contains(w, ""):
			a.Errs = append(a.Errs, at+": a name in quotes is empty: "+textio.Quote(text))
			return
		}
		a.item(n, at, text, w)
	})
	return a
}

// item reads the words w of line n.
func (a *Answer) item(n int, at, text string, w []string) {
	key := strings.ToLower(w[0])
	switch {
	case key == "assign" && len(w) == 3:
		a.Steps = append(a.Steps, Step{Kind: StepAssign, Var: w[1], Value: w[2], Line: n})
	case key == "unassign" && len(w) == 2:
		a.Steps = append(a.Steps, Step{Kind: StepUnassign, Var: w[1], Line: n})
	case key == "backtrack" && len(w) == 1:
		a.Steps = append(a.Steps, Step{Kind: StepBacktrack, Line: n})
	case key == "solution" && len(w) == 1:
		a.Solved = true
	case key == "no-solution" && len(w) == 1:
		a.NoSolution = true
	case key == "assign" || key == "unassign" || key == "backtrack" || key == "solution" || key == "no-solution":
		a.Errs = append(a.Errs, fmt.Sprintf("%s: %s takes %s: %s", at, key, cspForms[key], textio.Quote(text)))
	case a.Solved && len(w) == 2:
		a.Solution = append(a.Solution, [2]string{w[0], w[1]})
	default:
		a.stray(at, textio.Quote(text))
	}
}

// cspForms are the words each key takes, for errors.
var cspForms = map[string]string{
	"assign": "a variable and a value (assign WA red)", "unassign": "a variable (unassign WA)",
	"backtrack": "nothing more", "solution": "nothing more, its VAR VALUE lines after it", "no-solution": "nothing more",
}

func (a *Answer) stray(at, what string) {
	a.StrayCount++
	if len(a.Stray) < check.MaxStray {
		a.Stray = append(a.Stray, at+": "+what)
	}
}

// cspWords splits text into words apart by spaces, a word in double
// quotes kept whole; false when a quote is not closed.
func cspWords(text string) ([]string, bool) {
	var out []string
	for rest := strings.TrimSpace(text); rest != ""; rest = strings.TrimSpace(rest) {
		if rest[0] == '"' {
			end := strings.IndexByte(rest[1:], '"')
			if end < 0 {
				return nil, false
			}
			out, rest = append(out, rest[1:end+1]), rest[end+2:]
			continue
		}
		end := strings.IndexAny(rest, " \t")
		if end < 0 {
			end = len(rest)
		}
		out, rest = append(out, rest[:end]), rest[end:]
	}
	return out, true
}

// Package hcheck checks a student's heuristic, a program of its own that
// estimates the cost left from a position (check.Estimator), on every
// position of a small puzzle or every place of a map, against the true
// costs it finds itself: zero at the goal, never negative, admissible,
// consistent, and whether it dominates the puzzle's own (frontier check
// --heuristic-run without --run).
package hcheck

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"frontier/core/check"
	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/search"
	"frontier/core/textio"
)

// maxPositions bounds the positions a heuristic is checked on: every
// position of a 2×2 or 3×3 board, every place of a map.
const maxPositions = 400_000

// State is a position, or a search state, of a puzzle of the catalogue.
type State = puzzles.State

// Report is the check of a student's heuristic on every position of a
// puzzle.
type Report struct {
	Puzzle    string        `json:"puzzle"`
	Positions int           `json:"positions"`
	Verdict   check.Verdict `json:"verdict"`
	// Diagnosis lists what fails: goal-not-zero, negative,
	// not-admissible, not-consistent.
	Diagnosis []string      `json:"diagnosis"`
	Checks    []check.Check `json:"checks"`
	// Admissible and Consistent are what the checks found; Dominates
	// whether the estimate is at least the reference everywhere.
	Admissible bool `json:"admissible"`
	Consistent bool `json:"consistent"`
	Dominates  bool `json:"dominates"`
	// Reference is the heuristic compared with.
	Reference string `json:"reference"`
}

// The heuristic check's diagnoses.
const (
	DiagGoalNotZero    = "goal-not-zero"
	DiagNegative       = "negative"
	DiagNotAdmissible  = "not-admissible"
	DiagNotConsistent  = "not-consistent"
	DiagHeuristicError = "heuristic-error"
)

// examples is how many counterexamples a check quotes.
const examples = 3

// space of a heuristic check: every position reachable backwards from
// the goal, with its true distance.
type hspace struct {
	keys  []State
	dist  map[State]int
	words func(State) string
	prob  search.Problem[State]
}

// Run runs estimator program prog on every position of d and
// checks its estimates: zero at the goal, never negative, admissible
// (never above the true distance), consistent (never dropping by more
// than a move's cost), and whether they dominate d's default heuristic.
func Run(ctx context.Context, prog runner.Program, d puzzles.Domain) (*Report, error) {
	hs, err := positionsOf(ctx, d)
	if err != nil {
		return nil, err
	}
	ref, err := d.Heuristic("")
	if err != nil {
		return nil, err
	}
	r := &Report{Puzzle: d.Name(), Positions: len(hs.keys), Reference: ref.Title, Diagnosis: []string{}, Checks: []check.Check{}}
	words := make([]string, len(hs.keys))
	for i, k := range hs.keys {
		words[i] = hs.words(k)
	}
	est, err := check.StartEstimator(prog, d, d.Goal())
	if err != nil {
		return nil, err
	}
	values, err := est.EstimateAll(words)
	est.Close()
	if err != nil {
		r.Verdict = check.Error
		r.Diagnosis = append(r.Diagnosis, DiagHeuristicError)
		r.Checks = append(r.Checks, check.Check{Name: "ran", Says: err.Error() + "."})
		return r, nil
	}
	h := make(map[State]int, len(values))
	for i, k := range hs.keys {
		h[k] = values[i]
	}
	r.Checks = append(r.Checks, check.Check{Name: "ran", OK: true, Says: fmt.Sprintf("The program estimated all %s positions.", numfmt.Group(len(values)))})
	refProb, err := puzzlesProblem(ctx, d, ref.ID)
	if err != nil {
		return nil, err
	}
	r.checkGoal(hs, h)
	r.checkAdmissible(hs, h)
	r.checkConsistent(hs, h)
	r.checkDominates(hs, h, refProb)
	r.Verdict = check.Pass
	if len(r.Diagnosis) > 0 {
		r.Verdict = check.Fail
	}
	return r, nil
}

func (r *Report) fail(id string, c check.Check) {
	r.Diagnosis = append(r.Diagnosis, id)
	r.Checks = append(r.Checks, c)
}

func (r *Report) checkGoal(hs *hspace, h map[State]int) {
	var goal State
	for _, k := range hs.keys {
		if hs.dist[k] == 0 {
			goal = k
			break
		}
	}
	if v := h[goal]; v != 0 {
		r.fail(DiagGoalNotZero, check.Check{Name: "goal", Says: fmt.Sprintf("h(goal) = %d: an estimate of the cost left must be 0 at the goal.", v)})
	} else {
		r.Checks = append(r.Checks, check.Check{Name: "goal", OK: true, Says: "h(goal) = 0."})
	}
	var neg []string
	n := 0
	for _, k := range hs.keys {
		if h[k] < 0 {
			n++
			if len(neg) < examples {
				neg = append(neg, fmt.Sprintf("h(%s) = %d", hs.words(k), h[k]))
			}
		}
	}
	if n > 0 {
		r.fail(DiagNegative, check.Check{Name: "negative", Says: fmt.Sprintf("%s below 0, such as %s.", numfmt.Plural(n, "estimate"), textio.JoinAnd(neg))})
	}
}

func (r *Report) checkAdmissible(hs *hspace, h map[State]int) {
	var bad []string
	n := 0
	for _, k := range hs.keys {
		if h[k] > hs.dist[k] {
			n++
			if len(bad) < examples {
				bad = append(bad, fmt.Sprintf("h(%s) = %d > %d, the true cost", hs.words(k), h[k], hs.dist[k]))
			}
		}
	}
	r.Admissible = n == 0
	if n > 0 {
		r.fail(DiagNotAdmissible, check.Check{Name: "admissible", Says: fmt.Sprintf("Not admissible: %s of %s overestimate, such as %s.",
			numfmt.Plural(n, "position"), numfmt.Group(len(hs.keys)), textio.JoinAnd(bad))})
		return
	}
	r.Checks = append(r.Checks, check.Check{Name: "admissible", OK: true, Says: "Admissible: no estimate is above the true cost of its position."})
}

func (r *Report) checkConsistent(hs *hspace, h map[State]int) {
	var bad []string
	n := 0
	var buf []search.Step[State]
	for _, k := range hs.keys {
		buf = hs.prob.Successors(k, buf[:0])
		for _, st := range buf {
			if h[k] > st.Cost+h[st.State] {
				n++
				if len(bad) < examples {
					bad = append(bad, fmt.Sprintf("h(%s) = %d > %d + %d, the move %s and h after it", hs.words(k), h[k], st.Cost, h[st.State], st.Move))
				}
			}
		}
	}
	r.Consistent = n == 0
	if n > 0 {
		r.fail(DiagNotConsistent, check.Check{Name: "consistent", Says: fmt.Sprintf("Not consistent: %s drop by more than their cost, such as %s.",
			numfmt.Plural(n, "move"), textio.JoinAnd(bad))})
		return
	}
	r.Checks = append(r.Checks, check.Check{Name: "consistent", OK: true, Says: "Consistent: no move lowers the estimate by more than its cost."})
}

func (r *Report) checkDominates(hs *hspace, h map[State]int, ref search.Problem[State]) {
	est, ok := ref.(search.Heuristic[State])
	if !ok {
		return
	}
	above, below := 0, 0
	var first string
	for _, k := range hs.keys {
		switch v := est.Estimate(k); {
		case h[k] > v:
			above++
		case h[k] < v:
			below++
			if first == "" {
				first = fmt.Sprintf("h(%s) = %d < %d", hs.words(k), h[k], v)
			}
		}
	}
	r.Dominates = below == 0
	switch {
	case below == 0 && above == 0:
		r.Checks = append(r.Checks, check.Check{Name: "dominates", OK: true, Says: fmt.Sprintf("It equals %s everywhere.", r.Reference)})
	case below == 0:
		r.Checks = append(r.Checks, check.Check{Name: "dominates", OK: true, Says: fmt.Sprintf("It dominates %s: never below it, and above it on %s.", r.Reference, numfmt.Plural(above, "position"))})
	default:
		r.Checks = append(r.Checks, check.Check{Name: "dominates", OK: true, Skipped: true, Says: fmt.Sprintf("It does not dominate %s: below it on %s, such as %s (above it on %s).",
			r.Reference, numfmt.Plural(below, "position"), first, numfmt.Group(above))})
	}
}

// WriteText writes a heuristic's check as a student reads it.
func WriteText(w io.Writer, r *Report) error {
	tw := textio.NewWriter(w)
	head := strings.ToUpper(string(r.Verdict))
	if len(r.Diagnosis) > 0 {
		head += ": " + strings.Join(r.Diagnosis, ", ")
	}
	fmt.Fprintf(tw, "Your heuristic on every position of the %s (%s) — %s\n", r.Puzzle, numfmt.Group(r.Positions), head)
	check.WriteChecks(tw, r.Checks)
	return tw.Err()
}

// positionsOf is every position of d that reaches the goal, with its true
// distance: a search backwards from the goal, for a puzzle whose moves
// all go both ways, or the puzzle's own optimal costs (a map).
func positionsOf(ctx context.Context, d puzzles.Domain) (*hspace, error) {
	ck, ok := d.Checking(d.Goal())
	if !ok {
		return nil, fmt.Errorf("the %s is not offered to programs", d.Name())
	}
	prob, err := ck.Problem(ctx, d.Goal(), puzzles.HeuristicNone)
	if err != nil {
		return nil, err
	}
	hs := &hspace{dist: map[State]int{}, prob: prob, words: func(k State) string { return ck.Words(ck.Show(d.Goal(), k)) }}
	if ck.Positions != nil {
		return placesOf(ck, d, hs)
	}
	goal := prob.Start()
	hs.dist[goal] = 0
	hs.keys = append(hs.keys, goal)
	var buf []search.Step[State]
	for i := 0; i < len(hs.keys); i++ {
		if i%4096 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		buf = prob.Successors(hs.keys[i], buf[:0])
		for _, st := range buf {
			if st.Cost != 1 {
				return nil, fmt.Errorf("the heuristic check needs moves that all cost 1 on the %s", d.Name())
			}
			if _, seen := hs.dist[st.State]; !seen {
				hs.dist[st.State] = hs.dist[hs.keys[i]] + 1
				hs.keys = append(hs.keys, st.State)
				if len(hs.keys) > maxPositions {
					return nil, fmt.Errorf("the %s has more than %s positions: the heuristic check takes a 2×2 or 3×3 board or a map", d.Name(), numfmt.Group(maxPositions))
				}
			}
		}
	}
	return hs, nil
}

// placesOf is every position of a puzzle that lists them (the places of
// a map) with its optimal cost, those that cannot reach the goal left
// out.
func placesOf(ck puzzles.Checking, d puzzles.Domain, hs *hspace) (*hspace, error) {
	for _, s := range ck.Positions() {
		if cost, ok := d.Optimal(s); ok && cost >= 0 {
			k := ck.Key(s)
			hs.dist[k] = cost
			hs.keys = append(hs.keys, k)
		}
	}
	slices.SortStableFunc(hs.keys, func(a, b State) int { return hs.dist[a] - hs.dist[b] })
	return hs, nil
}

// puzzlesProblem is d's search problem from the goal with heuristic h, in
// keys, for the reference heuristic's estimates.
func puzzlesProblem(ctx context.Context, d puzzles.Domain, h puzzles.HeuristicID) (search.Problem[State], error) {
	ck, _ := d.Checking(d.Goal())
	return ck.Problem(ctx, d.Goal(), h)
}

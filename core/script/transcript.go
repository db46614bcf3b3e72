package script

import (
	"fmt"
	"io"
	"strings"

	"frontier/core/search"
)

// Transcript is one search, printed step by step. States are in the
// compact form `312 645 7b8` (rows spaced, b for the blank).
type Transcript struct {
	Engine    search.Engine
	BeamWidth int    // beam only
	MaxNodes  int64  // 0: no limit
	Heuristic string // "none" (or empty) for an uninformed engine
	Start     string
	Moves     []string // the solution's moves; empty when unsolved
	States    []string // the state after each move, as many as Moves
	Solved    bool
	Stop      search.StopReason
	Generated int64
	BestH     int // the lowest h reached, for unsolved informed runs; −1 if unknown
	// CostWords, for a puzzle whose moves cost different amounts, says
	// a solved run's cost in its unit ("418 km over 4 roads"); "" for
	// puzzles whose cost is the number of moves.
	CostWords string
}

// WriteTranscript prints t as the start, each move and the state after it,
// then the outcome, with Frontier's engine and heuristic names:
//
//	Solving puzzle 312 645 7b8 with A* and 1000 allowed nodes.
//	Starting state: 312 645 7b8
//	Move 1: LEFT. State: 312 645 b78
//	…
//	Solved using A* with heuristic 'misplaced' with 8 nodes generated.
//
// An unsolved run ends with the stop reason and, for informed engines,
// the best h reached.
func WriteTranscript(w io.Writer, t Transcript) {
	name := t.Engine.Title()
	if t.Engine == search.EngineBeam {
		k := t.BeamWidth
		if k <= 0 {
			k = search.DefaultBeamWidth
		}
		name = fmt.Sprintf("Local Beam Search using k = %d", k)
	}
	limit := "no node limit"
	if t.MaxNodes > 0 {
		limit = fmt.Sprintf("%d allowed nodes", t.MaxNodes)
	}
	fmt.Fprintf(w, "Solving puzzle %s with %s and %s.\n", t.Start, name, limit)
	fmt.Fprintf(w, "Starting state: %s\n", t.Start)
	for i, m := range t.Moves {
		fmt.Fprintf(w, "Move %d: %s. State: %s\n", i+1, strings.ToUpper(m), t.States[i])
	}
	informed := t.Heuristic != "none" && t.Heuristic != ""
	with := ""
	if informed {
		with = fmt.Sprintf(" with heuristic '%s'", t.Heuristic)
	}
	if t.Solved {
		fmt.Fprintf(w, "Solved using %s%s with %d nodes generated.\n", t.Engine.Title(), with, t.Generated)
		if t.CostWords != "" {
			fmt.Fprintf(w, "Cost: %s.\n", t.CostWords)
		}
		return
	}
	fmt.Fprintf(w, "Not solved using %s%s: %s after %d nodes generated", t.Engine.Title(), with, t.Stop, t.Generated)
	if informed && t.BestH >= 0 {
		fmt.Fprintf(w, " (best h reached: %d)", t.BestH)
	}
	fmt.Fprintln(w, ".")
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"frontier/core/search"
)

func (r *report) writeJSON(w io.Writer) {
	enc := json.NewEncoder(w)
	if err := enc.Encode(r); err != nil {
		panic("frontier: report does not encode: " + err.Error())
	}
}

// writeText prints the run the way seed 001's program did: the start, each
// move and state, then the engine, heuristic and counts.
func (r *report) writeText(w io.Writer) {
	engine := search.Engine(r.Engine)
	name := engine.Title()
	if engine == search.EngineBeam {
		name = fmt.Sprintf("Local Beam Search using k = %d", r.beamWidth)
	}
	limit := "no node limit"
	if r.maxNodes > 0 {
		limit = fmt.Sprintf("%d allowed nodes", r.maxNodes)
	}
	fmt.Fprintf(w, "Solving puzzle %s with %s and %s.\n", r.startShow, name, limit)
	fmt.Fprintf(w, "Starting state: %s\n", r.startShow)
	for i, m := range r.Moves {
		fmt.Fprintf(w, "Move %d: %s. State: %s\n", i+1, strings.ToUpper(m), r.show[i+1])
	}
	with := ""
	if r.Heuristic != "none" {
		with = fmt.Sprintf(" with heuristic '%s'", r.Heuristic)
	}
	if r.Solved {
		fmt.Fprintf(w, "Solved using %s%s with %d nodes generated.\n", engine.Title(), with, r.Generated)
	} else {
		fmt.Fprintf(w, "Not solved using %s%s: %s after %d nodes generated", engine.Title(), with, r.StopReason, r.Generated)
		if r.Heuristic != "none" && r.BestH >= 0 {
			fmt.Fprintf(w, " (best h reached: %d)", r.BestH)
		}
		fmt.Fprintln(w, ".")
	}
	optimal := "no"
	if r.Optimal {
		optimal = "yes"
	}
	fmt.Fprintf(w, "Cost %d, depth %d, expanded %d, generated %d, max frontier %d, max depth %d, %.3f ms, EBF %.3f, guaranteed optimal: %s.\n",
		r.Cost, r.Depth, r.Expanded, r.Generated, r.MaxFrontier, r.MaxDepth, r.ElapsedMS, r.EBF, optimal)
}

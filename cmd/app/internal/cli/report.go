package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"frontier/core/script"
	"frontier/core/search"
	"frontier/core/textio"
)

func (r *report) writeJSON(w io.Writer) error { return json.NewEncoder(w).Encode(r) }

// writeText prints the run as a transcript (the start, each move and the
// state after it, then the engine, heuristic and counts; see
// script.WriteTranscript), then one line of statistics: the path's cost,
// depth (or, for a puzzle with a unit, its cost in that unit over its
// moves), EBF and optimality only when there is a path.
func (r *report) writeText(out io.Writer) error {
	w := textio.NewWriter(out)
	t := script.Transcript{
		Engine: search.Engine(r.Engine), BeamWidth: r.beamWidth, MaxNodes: r.maxNodes,
		Heuristic: r.Heuristic, Start: r.startShow, Moves: r.Moves,
		Solved: r.Solved, Stop: search.StopReason(r.StopReason), Generated: r.Generated, BestH: -1,
	}
	if r.BestH != nil {
		t.BestH = *r.BestH
	}
	if len(r.show) > 0 {
		t.States = r.show[1:]
	}
	script.WriteTranscript(w, t)
	if r.Analysis != "" {
		fmt.Fprintf(w, "Heuristic %s: %s.\n", r.Heuristic, r.Analysis)
	}
	if !r.Solved {
		fmt.Fprintf(w, "No path: expanded %d, generated %d, max frontier %d, max depth %d, %.3f ms.\n",
			r.Expanded, r.Generated, r.MaxFrontier, r.MaxDepth, r.ElapsedMS)
		return w.Err()
	}
	optimal := "no"
	if *r.Optimal {
		optimal = "yes"
	}
	cost := fmt.Sprintf("%d, depth %d", *r.Cost, *r.Depth)
	if r.costWords != "" {
		cost = r.costWords
	}
	fmt.Fprintf(w, "Cost %s, expanded %d, generated %d, max frontier %d, max depth %d, %.3f ms, EBF %.3f, guaranteed optimal: %s.\n",
		cost, r.Expanded, r.Generated, r.MaxFrontier, r.MaxDepth, r.ElapsedMS, *r.EBF, optimal)
	if r.OptimalWhy != "" {
		fmt.Fprintf(w, "Why not optimal: %s\n", r.OptimalWhy)
	}
	return w.Err()
}

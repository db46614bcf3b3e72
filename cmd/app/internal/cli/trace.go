package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/search"
)

const traceUsage = `usage: frontier trace [solve flags] [--steps N] [STATE]
  every flag of frontier solve (frontier solve -h lists them), and
  --steps N   stop after N expansions, with stop_reason "step-limit" (default 1000; 0: no limit)
Prints one JSON object per line for each expansion, in the order the engine makes them:
  step (1, 2, …), id and parent (node numbers: the start is 0, each child reported
  gets the next), state, g, h, f (the engine's priority: g for bfs, dfs, ids and ucs,
  h for greedy and beam, g + h for astar and idastar), depth, iteration and bound
  (ids and idastar: the pass and its depth limit or bound on f),
  children [{id, state, move, g, h, f, fate}] in move order, fate one of added,
  duplicate, reopened, pruned or goal, frontier [{id, state, g, h, f, depth}]: its
  first 50 nodes in the order the engine will expand them, frontier_size,
  explored_size, dropped (ids taken off the frontier unexpanded, when any);
then one line {"result": {…}, "tie_break": "…"} with the fields of solve --json and
how the engine breaks ties. States are written as solve --json writes them.
Exit status: 0 solved, 1 not solved (the step limit included) or output that could not
be written, 2 bad input.`

// frontierShown is how many frontier entries each line lists.
const frontierShown = 50

// defaultSteps bounds a trace nobody bounded: a thousand lines of a few
// kilobytes each.
const defaultSteps = 1000

type traceNode struct {
	ID    int    `json:"id"`
	State string `json:"state"`
	G     int    `json:"g"`
	H     int    `json:"h"`
	F     int    `json:"f"`
	Depth int    `json:"depth"`
}

type traceChild struct {
	ID    int    `json:"id"`
	State string `json:"state"`
	Move  string `json:"move"`
	G     int    `json:"g"`
	H     int    `json:"h"`
	F     int    `json:"f"`
	Fate  string `json:"fate"`
}

type traceLine struct {
	Step         int          `json:"step"`
	ID           int          `json:"id"`
	Parent       int          `json:"parent"`
	State        string       `json:"state"`
	G            int          `json:"g"`
	H            int          `json:"h"`
	F            int          `json:"f"`
	Depth        int          `json:"depth"`
	Iteration    *int         `json:"iteration,omitempty"`
	Bound        *int         `json:"bound,omitempty"`
	Children     []traceChild `json:"children"`
	Frontier     []traceNode  `json:"frontier"`
	FrontierSize int          `json:"frontier_size"`
	ExploredSize int          `json:"explored_size"`
	Dropped      []int        `json:"dropped,omitempty"`
}

type traceEnd struct {
	Result   *report `json:"result"`
	TieBreak string  `json:"tie_break"`
}

func runTrace(args []string, stdout, stderr io.Writer) int {
	ctx, stop := commandContext()
	defer stop()
	steps, rest, err := cutSteps(args)
	var req *solveRequest
	if err == nil {
		req, err = parseSolve(rest)
	}
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "trace", traceUsage+"\n")
	}
	if err != nil {
		return traceFail(stderr, err)
	}
	req.limits.warn(stderr, "trace")
	ctx, cancel := req.deadline(ctx)
	defer cancel()
	rep, err := req.trace(ctx, steps, stdout)
	if errors.As(err, new(errOutput)) {
		fmt.Fprintln(stderr, "frontier trace: "+oneLine(err))
		return 1
	}
	if err != nil {
		return traceFail(stderr, err)
	}
	if rep.StopReason == string(search.StopMemoryLimit) {
		fmt.Fprintln(stderr, "frontier trace: "+req.limits.memoryHint(rep))
	}
	if rep.Solved {
		return 0
	}
	return 1
}

// traceFail reports bad input as solve would, pointing to trace's help.
func traceFail(stderr io.Writer, err error) int {
	fmt.Fprintln(stderr, "frontier trace: "+strings.ReplaceAll(oneLine(err), "frontier solve -h", "frontier trace -h"))
	return 2
}

// errOutput is a trace that could not be written.
type errOutput struct{ err error }

func (e errOutput) Error() string { return "writing the trace: " + e.err.Error() }

// cutSteps takes --steps N (or -steps, or =N) out of args, which are then
// solve's.
func cutSteps(args []string) (int, []string, error) {
	steps := defaultSteps
	var rest []string
	for i := 0; i < len(args); i++ {
		name, value, hasValue := strings.Cut(args[i], "=")
		if name != "--steps" && name != "-steps" {
			rest = append(rest, args[i])
			continue
		}
		if !hasValue {
			if i++; i == len(args) {
				return 0, nil, usageErr("--steps needs a number of expansions")
			}
			value = args[i]
		}
		n, err := numfmt.Atoi(value)
		if err != nil || n < 0 {
			return 0, nil, usageErr("--steps wants a number of expansions, 0 for no limit, not %q", value)
		}
		steps = n
	}
	return steps, rest, nil
}

// trace runs the request with a trace written to w as JSON lines, then
// the result. A failed write stops the search and is the error.
func (req *solveRequest) trace(ctx context.Context, steps int, w io.Writer) (*report, error) {
	d, start, h, err := req.setup()
	if err != nil {
		return nil, err
	}
	out := bufio.NewWriter(w)
	enc := json.NewEncoder(out)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var werr error
	tr := &search.Trace[puzzles.State]{MaxSteps: steps, OnExpand: func(x *search.Expansion[puzzles.State]) {
		if werr == nil {
			if werr = enc.Encode(newTraceLine(d, x)); werr != nil {
				cancel()
			}
		}
	}}
	r, table := req.prepare(ctx, d, h, nil)
	if table == nil {
		if r, err = d.Trace(ctx, start, req.engine, h, req.opts, tr); err != nil {
			return nil, err
		}
	}
	rep := newReport(req, d, h, r, start)
	rep.table = table
	if werr == nil {
		werr = enc.Encode(traceEnd{Result: rep, TieBreak: req.engine.TieBreak()})
	}
	if werr == nil {
		werr = out.Flush()
	}
	if werr != nil {
		return nil, errOutput{werr}
	}
	return rep, nil
}

func newTraceLine(d puzzles.Domain, x *search.Expansion[puzzles.State]) traceLine {
	n := x.Node
	l := traceLine{Step: x.Step, ID: n.ID, Parent: n.Parent, State: d.Format(n.State), G: n.G, H: n.H, F: n.F,
		Depth: n.Depth, FrontierSize: x.FrontierSize, ExploredSize: x.ExploredSize, Dropped: x.Dropped,
		Children: make([]traceChild, 0, len(x.Children)), Frontier: []traceNode{}}
	if x.Iteration > 0 {
		it, bound := x.Iteration, x.Bound
		l.Iteration, l.Bound = &it, &bound
	}
	for _, c := range x.Children {
		l.Children = append(l.Children, traceChild{ID: c.ID, State: d.Format(c.State), Move: c.Move,
			G: c.G, H: c.H, F: c.F, Fate: string(c.Fate)})
	}
	for _, f := range x.Frontier(frontierShown) {
		l.Frontier = append(l.Frontier, traceNode{ID: f.ID, State: d.Format(f.State), G: f.G, H: f.H, F: f.F, Depth: f.Depth})
	}
	return l
}

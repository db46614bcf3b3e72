package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"frontier/core/lab"
	"frontier/core/local"
	"frontier/core/puzzles"
	"frontier/core/textio"
)

// localPad is the width of the flags' column in local's usage text.
const localPad = 30

// maxRuns bounds --runs.
var maxRuns = lab.Bound{Min: 1, Max: 100_000}

// localUsage is local's usage text; the engines, their parameters and the
// sliding puzzle's options come from their tables.
func localUsage() string {
	var b strings.Builder
	b.WriteString("usage: frontier local [flags] [STATE]\n")
	b.WriteString(usageLine(localPad, "--problem "+strings.Join(puzzles.LocalProblems, "|"), "the problem (default queens)"))
	b.WriteString(usageLine(localPad, "--n N", "queens: the number of queens, 4 to 1,000,000 (default 8, or a STATE's)"))
	b.WriteString(usageLine(localPad, "--engine ID", "one of the engines listed below (default hill-climbing)"))
	for _, p := range local.Params {
		flagText := "--" + p.Name
		if p.Arg != "" {
			flagText += " " + p.Arg
		}
		b.WriteString(usageLine(localPad, flagText, p.Help+" ("+takersOf(p.Name)+")"))
	}
	b.WriteString(usageLine(localPad, "--runs N", "runs, each from its own random start unless a start is given (default 1; at most 100,000)"))
	b.WriteString(usageLine(localPad, "--seed S", "the seed of the runs: run i draws from seed S, stream i (default 1)"))
	b.WriteString(usageLine(localPad, "--timeout DUR", "stop the whole command after this long, such as 10s (0: none)"))
	b.WriteString(usageLine(localPad, "--max-memory SIZE", "the memory budget, such as 512MB (default a quarter of the machine's, at most 4GB)"))
	if e, err := puzzles.Lookup(puzzles.LocalSliding); err == nil {
		for _, o := range e.Options {
			flagText := "--" + o.Name
			if o.Arg != "" {
				flagText += " " + o.Arg
			}
			b.WriteString(usageLine(localPad, flagText, "sliding: "+o.Help))
		}
	}
	b.WriteString(usageLine(localPad, `--scramble "MOVES"`, "sliding: start = goal + these moves"))
	b.WriteString(usageLine(localPad, "--random-walk N", "sliding: start = goal + N random moves (from --seed)"))
	b.WriteString(usageLine(localPad, "--json", "print one JSON object"))
	b.WriteString(`STATE: queens, the row of each column's queen from 1 (row 1 at the bottom): 16257483, or 1,6,2,5,7,4,8,3;
sliding, as frontier solve reads it: b12 345 678 · 0,8,1,7,4,5,2,3,6. Without one, each run begins on a random
board (sliding: a position drawn uniformly). h is the number of attacking pairs (queens) or the Manhattan distance.
Exit status: 0 every run solved, 1 some run did not (or the output could not be written), 2 bad input.

Engines (--engine ID):
`)
	for _, e := range local.Engines {
		d, _ := local.Describe(e)
		fmt.Fprintf(&b, "  %-15s %s: %s\n", e, d.Title, d.Rule)
	}
	return b.String()
}

// takersOf names the engines that read a parameter: "hill-climbing,
// random-restart".
func takersOf(name string) string {
	var ids []string
	for _, e := range local.Engines {
		if e.Takes(name) {
			ids = append(ids, string(e))
		}
	}
	return strings.Join(ids, ", ")
}

// localRequest is a parsed `frontier local` command line.
type localRequest struct {
	problem, engineID, state, scramble string
	n, runs, walk                      int
	seed                               uint64
	timeout                            time.Duration
	memory                             memoryFlag
	json                               bool
	params                             []paramText
	options                            puzzleFlags
	engine                             local.Engine
	opts                               local.Options
	fs                                 *flag.FlagSet
}

// paramText is an engine parameter as typed.
type paramText struct {
	p    local.Param
	text string
}

// paramFlag is the flag of one engine parameter: it only collects the
// text, which Param.Set reads once the engine is known.
type paramFlag struct {
	r *localRequest
	p local.Param
}

func (f paramFlag) String() string   { return "" }
func (f paramFlag) IsBoolFlag() bool { return f.p.Switch() }
func (f paramFlag) Set(text string) error {
	f.r.params = append(f.r.params, paramText{f.p, text})
	return nil
}

func runLocal(args []string, stdout, stderr io.Writer) int {
	req, err := parseLocal(args)
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "local", localUsage())
	}
	if err != nil {
		return fail(stderr, "local", err)
	}
	ctx, stop := commandContext()
	defer stop()
	if req.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, req.timeout)
		defer cancel()
	}
	p, err := req.build()
	if err != nil {
		return fail(stderr, "local", err)
	}
	rep, err := req.run(ctx, p)
	if err != nil {
		return fail(stderr, "local", err)
	}
	write := rep.writeText
	if req.json {
		write = rep.writeJSON
	}
	if err := write(stdout); err != nil {
		fmt.Fprintln(stderr, "frontier local: writing the result: "+oneLine(err))
		return 1
	}
	if rep.Solved < rep.Runs {
		return 1
	}
	return 0
}

// parseLocal reads and checks the command line.
func parseLocal(args []string) (*localRequest, error) {
	r := &localRequest{}
	fs := flag.NewFlagSet("local", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	r.fs = fs
	fs.StringVar(&r.problem, "problem", puzzles.LocalQueens, "")
	intFlag(fs, &r.n, "n", 8)
	fs.StringVar(&r.engineID, "engine", string(local.EngineHillClimbing), "")
	for _, p := range local.Params {
		fs.Var(paramFlag{r, p}, p.Name, "")
	}
	intFlag(fs, &r.runs, "runs", 1)
	intFlag(fs, &r.seed, "seed", 1)
	fs.DurationVar(&r.timeout, "timeout", 0, "")
	fs.Var(&r.memory, "max-memory", "")
	fs.StringVar(&r.scramble, "scramble", "", "")
	intFlag(fs, &r.walk, "random-walk", 0)
	fs.BoolVar(&r.json, "json", false, "")
	if e, err := puzzles.Lookup(puzzles.LocalSliding); err == nil {
		r.options.registerOptions(fs, e.Options)
	}
	words, err := parseAround(fs, "local", args)
	if err != nil {
		return nil, err
	}
	r.state = strings.Join(words, " ")
	return r, r.validate()
}

// validate checks the flags read: the engine and its parameters, the
// problem and the flags that belong to the other, the numbers' ranges.
func (r *localRequest) validate() error {
	var err error
	if r.engine, err = local.ParseEngine(r.engineID); err != nil {
		return err
	}
	for _, pt := range r.params {
		if err := pt.p.Set(&r.opts, r.engine, pt.text); err != nil {
			return usageErr("--%v", err)
		}
	}
	if err := maxRuns.Check("--runs", int64(r.runs)); err != nil {
		return err
	}
	if r.memory.set && r.memory.bytes != 0 {
		if err := lab.CheckMemory("--max-memory", r.memory.bytes); err != nil {
			return usageErr("%v (0 lifts the budget)", err)
		}
	}
	r.opts.MaxMemory = (&limits{memory: r.memory}).budget()
	switch {
	case r.timeout < 0:
		return usageErr("--timeout must not be negative")
	case r.walk < 0 || r.walk > puzzles.MaxWalk:
		return usageErr("--random-walk must be between 0 and %d", puzzles.MaxWalk)
	}
	switch r.problem {
	case puzzles.LocalQueens:
		for _, name := range []string{"scramble", "random-walk"} {
			if isSet(r.fs, name) {
				return usageErr("--%s is for --problem sliding; a queens start is a STATE such as 16257483", name)
			}
		}
		if len(r.options.given.Names()) > 0 {
			return usageErr("--%s is for --problem sliding, not queens", r.options.given.Names()[0])
		}
	case puzzles.LocalSliding:
		if isSet(r.fs, "n") {
			return usageErr("--n is for --problem queens; the sliding puzzle's size is --width or a STATE's")
		}
	default:
		return usageErr("unknown problem %s (want %s)", textio.Quote(r.problem), strings.Join(puzzles.LocalProblems, " or "))
	}
	return nil
}

// build makes the problem the request names, with its start.
func (r *localRequest) build() (local.Problem, error) {
	var p local.Problem
	var err error
	if r.problem == puzzles.LocalQueens {
		p, err = r.queens()
	} else {
		p, err = r.sliding()
	}
	if err != nil {
		return nil, err
	}
	if err := p.Offers(r.engine); err != nil {
		return nil, err
	}
	return p, nil
}

// queens is the n-queens of --n, or of the STATE's size.
func (r *localRequest) queens() (local.Problem, error) {
	n := r.n
	if r.state != "" && !isSet(r.fs, "n") {
		n = 0
	}
	return puzzles.Queens(n, r.state)
}

// sliding is the sliding puzzle of the options, from the start the
// STATE, --scramble or --random-walk give, or random positions.
func (r *localRequest) sliding() (local.Problem, error) {
	opts := r.options.given
	var err error
	if r.state != "" {
		if opts, err = puzzles.Infer(puzzles.Sliding, r.state, opts); err != nil {
			return nil, err
		}
	}
	d, err := puzzles.New(puzzles.Sliding, opts)
	if err != nil {
		return nil, err
	}
	var start puzzles.State
	given := true
	switch starts := btoi(r.state != "") + btoi(r.scramble != "") + btoi(r.walk > 0); {
	case starts > 1:
		return nil, usageErr("give one start at most: a STATE, --scramble or --random-walk")
	case r.state != "":
		start, err = d.Parse(r.state)
	case r.scramble != "":
		if start, err = d.Apply(d.Goal(), r.scramble); err != nil {
			err = usageErr("--scramble: %v", err)
		}
	case r.walk > 0:
		start, err = d.Walk(d.Goal(), r.walk, rand.New(rand.NewPCG(r.seed, 0)))
	default:
		given = false
	}
	if err != nil {
		return nil, err
	}
	return puzzles.LocalOf(d, start, given)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// run makes the runs, run i on stream i of the seed; a single run is
// watched, for its steps in the text output.
func (r *localRequest) run(ctx context.Context, p local.Problem) (*localReport, error) {
	rep := newLocalReport(r, p)
	for i := range r.runs {
		opts := r.opts
		opts.Seed, opts.Stream = r.seed, uint64(i)
		var tr *local.Trace[any]
		if r.runs == 1 && !r.json {
			tr = &local.Trace[any]{OnStep: rep.see}
		}
		out, err := p.Run(ctx, r.engine, opts, tr)
		if err != nil {
			return nil, err
		}
		rep.add(out)
		if ctx.Err() != nil {
			break
		}
	}
	rep.finish()
	return rep, nil
}

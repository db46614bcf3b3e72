package script

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"frontier/core/lab"
	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/core/textio"
)

// DefaultMaxNodes is the node limit before any maxNodes command.
const DefaultMaxNodes = 1000

// Error is a script error: the line it stopped at and why.
type Error struct {
	Line int
	Err  error
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

// ErrOutput marks the error of a write of the script's output that
// failed (a full disk, a closed pipe): the script stops there.
var ErrOutput = errors.New("writing the output")

// machine is a running script.
type machine struct {
	ctx      context.Context
	w        io.Writer
	p        puzzle
	seed     uint64
	maxNodes int64
	// chosen is set once a puzzle command has named the puzzle: setState
	// then reads that puzzle's states rather than guessing the puzzle.
	chosen bool
}

// Run executes the script read from r, writing its output to w. It stops at
// the first bad line with an *Error, or when ctx is cancelled (the search
// under way stops too) with ctx.Err(), or at the first write to w that
// fails, with that error. A solve that fails is not an error. Scripts
// saved with a byte-order mark or CRLF line ends run the same; a line
// longer than textio.MaxLine is an *Error naming it.
func Run(ctx context.Context, r io.Reader, w io.Writer) error {
	out := textio.NewWriter(w)
	m := &machine{ctx: ctx, w: out, p: newPuzzle(), seed: 1, maxNodes: DefaultMaxNodes}
	lines := textio.NewLines(r)
	for lines.Next() {
		if err := ctx.Err(); err != nil {
			return err
		}
		text := strings.TrimSpace(lines.Text())
		switch {
		case text == "":
		case strings.HasPrefix(text, "#"):
			fmt.Fprintln(out, text)
		default:
			if err := m.exec(text); err != nil {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				return &Error{Line: lines.Line(), Err: err}
			}
		}
		if err := out.Err(); err != nil {
			return fmt.Errorf("%w: %w", ErrOutput, err)
		}
	}
	if le := (*textio.LineError)(nil); errors.As(lines.Err(), &le) {
		return &Error{Line: le.Line, Err: le.Err}
	}
	return nil
}

var commands = []string{"puzzle", "setState", "printState", "move", "randomizeState", "seed", "maxNodes", "solveAStar", "solveBeam", "solve"}

func (m *machine) exec(text string) error {
	f := strings.Fields(text)
	name := strings.ToLower(f[0])
	rest := strings.TrimSpace(strings.TrimPrefix(text, f[0]))
	switch name {
	case "puzzle", "setstate", "printstate", "printstats", "move", "randomizestate":
		return m.stateCommand(name, f, rest)
	case "seed", "maxnodes":
		return m.setting(name, f)
	case "solveastar", "solvebeam", "solve":
		return m.searchCommand(name, f)
	}
	return fmt.Errorf("unknown command %s (want %s, or # for a comment)", textio.Quote(f[0]), strings.Join(commands, ", "))
}

// stateCommand runs a command that chooses the puzzle or sets, shows or
// changes its state: name is the command in lower case, f its words as
// written and rest all that follows the first.
func (m *machine) stateCommand(name string, f []string, rest string) error {
	args := f[1:]
	switch name {
	case "puzzle":
		p, err := choosePuzzle(rest)
		if err != nil {
			return fmt.Errorf("puzzle: %v", err)
		}
		m.p, m.chosen = p, true
	case "setstate":
		if rest == "" {
			return fmt.Errorf("setState needs a state, such as setState 312 645 7b8")
		}
		if m.chosen {
			return m.p.set(rest)
		}
		p, err := parsePuzzle(rest)
		if err != nil {
			return fmt.Errorf("setState: %v", err)
		}
		m.p = p
	case "printstate", "printstats":
		if len(args) > 0 {
			return fmt.Errorf("%s takes no argument", f[0])
		}
		fmt.Fprintf(m.w, "Current puzzle state: %s\n", m.p.show())
	case "move":
		if m.chosen && rest != "" {
			// A puzzle chosen by name may name its moves in several
			// words: move to Rimnicu Vilcea.
			return m.p.move(rest)
		}
		if len(args) != 1 {
			return fmt.Errorf("move takes one direction, such as move left")
		}
		return m.p.move(args[0])
	case "randomizestate":
		n, err := number(f[0], args, lab.Walk)
		if err != nil {
			return err
		}
		return m.p.randomize(int(n), m.seed)
	}
	return nil
}

// setting runs seed or maxNodes.
func (m *machine) setting(name string, f []string) error {
	args := f[1:]
	if name == "maxnodes" {
		n, err := number(f[0], args, lab.Bound{Min: 1, Max: lab.NodeLimit.Max})
		if err != nil {
			return err
		}
		m.maxNodes = n
		return nil
	}
	if len(args) != 1 {
		return fmt.Errorf("%s takes one number", f[0])
	}
	n, err := numfmt.ParseUint(args[0])
	if err != nil {
		return fmt.Errorf("%s: %s is not a whole number from 0 to %d", f[0], textio.Quote(args[0]), uint64(math.MaxUint64))
	}
	m.seed = n
	return nil
}

// searchCommand runs solveAStar, solveBeam or solve.
func (m *machine) searchCommand(name string, f []string) error {
	args := f[1:]
	switch name {
	case "solveastar":
		if len(args) != 1 {
			return fmt.Errorf("solveAStar takes one heuristic, such as solveAStar h2")
		}
		return m.solve(search.EngineAStar, args[0], 0)
	case "solvebeam":
		k, err := number(f[0], args, lab.BeamWidth)
		if err != nil {
			return err
		}
		return m.solve(search.EngineBeam, "", int(k))
	}
	return m.solveCommand(args)
}

// number reads the single whole-number argument of a command, within b.
func number(cmd string, args []string, b lab.Bound) (int64, error) {
	if len(args) != 1 {
		return 0, fmt.Errorf("%s takes one number", cmd)
	}
	n, err := numfmt.ParseInt(args[0])
	if err != nil || n < b.Min || n > b.Max {
		return 0, fmt.Errorf("%s: %s is not a whole number from %s to %s", cmd, textio.Quote(args[0]),
			numfmt.Group(b.Min), numfmt.Group(b.Max))
	}
	return n, nil
}

// solveCommand reads `solve ENGINE [HEURISTIC] [K] [pruning=P]
// [goal-test=G]` in any order after the engine: a number is beam's width,
// pruning= and goal-test= the engine's choices (search.Pruning,
// search.GoalTest), another word the heuristic.
func (m *machine) solveCommand(args []string) error {
	if len(args) == 0 || len(args) > 5 {
		return fmt.Errorf("solve takes an engine, then optionally a heuristic, (for beam) a width, pruning=none|parent|path|graph and goal-test=generated|expanded: solve astar h2, solve beam 100, solve bfs pruning=none")
	}
	e, err := parseEngine(args[0])
	if err != nil {
		return err
	}
	heuristic, k := "", 0
	var opts search.Options
	for _, a := range args[1:] {
		if v, ok := strings.CutPrefix(strings.ToLower(a), "pruning="); ok {
			if opts.Pruning, err = search.ParsePruning(v); err != nil {
				return fmt.Errorf("solve %s: %v", args[0], err)
			}
			continue
		}
		if v, ok := strings.CutPrefix(strings.ReplaceAll(strings.ToLower(a), "-", ""), "goaltest="); ok {
			if opts.GoalTest, err = search.ParseGoalTest(v); err != nil {
				return fmt.Errorf("solve %s: %v", args[0], err)
			}
			continue
		}
		if n, err := numfmt.Atoi(a); err == nil || errors.Is(err, strconv.ErrRange) {
			if e != search.EngineBeam || k != 0 || lab.BeamWidth.Check("", int64(n)) != nil || err != nil {
				return fmt.Errorf("solve %s: unexpected number %s (only beam takes a width, from %s to %s)", args[0],
					textio.Quote(a), numfmt.Group(lab.BeamWidth.Min), numfmt.Group(lab.BeamWidth.Max))
			}
			k = n
			continue
		}
		if heuristic != "" {
			return fmt.Errorf("solve %s: two heuristics, %s and %s", args[0], textio.Quote(heuristic), textio.Quote(a))
		}
		if !e.Informed() {
			return fmt.Errorf("solve %s: %s uses no heuristic", args[0], e.Title())
		}
		heuristic = a
	}
	if err := e.CheckChoices(opts); err != nil {
		return fmt.Errorf("solve %s: %v", args[0], err)
	}
	opts.BeamWidth = k
	return m.solveWith(e, heuristic, opts)
}

// parseEngine accepts the engine ids and the usual other spellings: A-star,
// A*, AStar, IDA*, and the aliases of the engines' descriptions
// (local-beam).
func parseEngine(s string) (search.Engine, error) {
	id := strings.NewReplacer("-", "", "_", "", "*", "star").Replace(strings.ToLower(s))
	for _, e := range search.Engines {
		if d, _ := search.Describe(e); slices.Contains(d.Aliases, id) {
			return e, nil
		}
	}
	return search.ParseEngine(id)
}

func (m *machine) solve(e search.Engine, heuristic string, k int) error {
	return m.solveWith(e, heuristic, search.Options{BeamWidth: k})
}

// solveWith runs e with the options of the command and the script's node
// limit.
func (m *machine) solveWith(e search.Engine, heuristic string, opts search.Options) error {
	opts.MaxNodes = m.maxNodes
	t, err := m.p.solve(m.ctx, e, heuristic, opts)
	if err != nil {
		return err
	}
	WriteTranscript(m.w, t)
	if t.Stop == search.StopMemoryLimit {
		fmt.Fprintf(m.w, "The search reached its memory budget: %s.\n", t.Stop.Hint())
	}
	return nil
}

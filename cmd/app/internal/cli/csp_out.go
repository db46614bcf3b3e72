package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"frontier/core/csp"
	"frontier/core/numfmt"
)

// cspReport is one run as `frontier csp` prints it.
type cspReport struct {
	Problem    string       `json:"problem"`
	Title      string       `json:"title"`
	Engine     string       `json:"engine"`
	Var        string       `json:"var,omitempty"`
	Val        string       `json:"val,omitempty"`
	Inference  string       `json:"inference,omitempty"`
	Seed       *uint64      `json:"seed,omitempty"`
	Solved     bool         `json:"solved"`
	StopReason string       `json:"stop_reason"`
	Solutions  *int64       `json:"solutions,omitempty"`
	Assignment *namedValues `json:"assignment"`
	Domains    *namedValues `json:"domains,omitempty"`
	csp.Counts
	Steps     *int64  `json:"steps,omitempty"`
	ElapsedMS float64 `json:"elapsed_ms"`

	p      *csp.Problem
	result csp.Result
}

func newCSPReport(r *cspRequest, res csp.Result) *cspReport {
	rep := &cspReport{Problem: r.spec.Problem, Title: r.problem.Title(), Engine: string(r.engine),
		Solved: res.Solved, StopReason: string(res.Stop), Counts: res.Counts,
		ElapsedMS: float64(res.Elapsed.Microseconds()) / 1000, p: r.problem, result: res}
	switch r.engine {
	case csp.Backtracking:
		rep.Var, rep.Val, rep.Inference = string(r.opts.Var), string(r.opts.Val), string(r.opts.Inference)
		if r.opts.All {
			rep.Solutions = &res.Solutions
		}
	case csp.ArcConsistency:
		rep.Domains = &namedValues{p: r.problem, domains: res.Domains}
	case csp.MinConflicts:
		rep.Seed, rep.Steps = &r.seed, &res.Steps
	}
	if res.Solution != nil {
		rep.Assignment = &namedValues{p: r.problem, values: res.Solution}
	}
	return rep
}

// namedValues is an assignment or the domains as a JSON object, the
// problem's variables in its order (hidden ones left out), a whole number
// written as a number and any other value as a string.
type namedValues struct {
	p       *csp.Problem
	values  []int
	domains [][]int
}

func (n *namedValues) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	first := true
	for v := range n.p.Vars() {
		if n.p.Hidden(v) {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		name, _ := json.Marshal(n.p.Name(v))
		b.Write(name)
		b.WriteByte(':')
		if n.domains == nil {
			b.WriteString(jsonValue(n.p.Label(v, n.values[v])))
			continue
		}
		b.WriteByte('[')
		for i, a := range n.domains[v] {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(jsonValue(n.p.Label(v, a)))
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// jsonValue is a value's label in JSON: a whole number as a number,
// anything else as a string.
func jsonValue(label string) string {
	if _, err := numfmt.Atoi(label); err == nil {
		return label
	}
	s, _ := json.Marshal(label)
	return string(s)
}

func (r *cspReport) writeJSON(w io.Writer) { json.NewEncoder(w).Encode(r) }

// writeText prints the run for a reader: what ran, the outcome, the
// solution drawn as the problem is drawn (the Sudoku grid, the queens'
// board) or listed, the domains AC-3 leaves, and the counts.
func (r *cspReport) writeText(w io.Writer) {
	p, res := r.p, r.result
	fmt.Fprintf(w, "Problem      %s: %s variables, %s constraints\n", r.Title, numfmt.Group(visible(p)), numfmt.Group(len(p.Constraints())))
	fmt.Fprintf(w, "Engine       %s\n", r.engineWords())
	fmt.Fprintf(w, "Solved       %s\n", r.outcome())
	if r.Solutions != nil {
		fmt.Fprintf(w, "Solutions    %s\n", numfmt.Group(*r.Solutions))
	}
	if res.Solution != nil {
		heading := "Assignment"
		if r.Solutions != nil {
			heading = "First found"
		}
		writeSolution(w, heading, r.Problem, p, res.Solution)
	} else if res.Domains != nil {
		writeDomains(w, r.Problem, p, res.Domains)
	}
	counts := fmt.Sprintf("%s assignments, %s backtracks, %s checks", numfmt.Group(r.Assignments), numfmt.Group(r.Backtracks), numfmt.Group(r.Checks))
	if r.Steps != nil {
		counts = fmt.Sprintf("%s steps, %s assignments, %s checks", numfmt.Group(*r.Steps), numfmt.Group(r.Assignments), numfmt.Group(r.Checks))
	}
	fmt.Fprintf(w, "Counts       %s, %.3f ms\n", counts, r.ElapsedMS)
}

// outcome is whether the run solved the problem, and why not.
func (r *cspReport) outcome() string {
	res := r.result
	switch {
	case r.Solved && res.Stop == csp.StopSolved:
		return "yes"
	case r.Solved && res.Stop == csp.StopConsistent:
		return "yes — arc consistency alone leaves every variable one value"
	case r.Solved:
		return "yes — " + res.Stop.Words()
	case res.Stop == csp.StopExhausted:
		return "no — every assignment tried: there is no solution"
	case res.Stop == csp.StopConsistent:
		open := 0
		for v, d := range res.Domains {
			if len(d) > 1 && !r.p.Hidden(v) {
				open++
			}
		}
		return fmt.Sprintf("no — arc consistent, but %d variables have more than one value left, which AC-3 alone cannot decide", open)
	}
	return "no — " + res.Stop.Words()
}

// engineWords is the engine and its choices, by their titles.
func (r *cspReport) engineWords() string {
	switch csp.Engine(r.Engine) {
	case csp.Backtracking:
		return fmt.Sprintf("backtracking: variables %s, values %s, inference %s", csp.Title("var", r.Var), csp.Title("val", r.Val), csp.Title("inference", r.Inference))
	case csp.MinConflicts:
		return fmt.Sprintf("min-conflicts, seed %d", *r.Seed)
	}
	return csp.Title("engine", r.Engine) + " alone"
}

// visible is how many variables p shows: its hidden ones left out.
func visible(p *csp.Problem) int {
	n := 0
	for v := range p.Vars() {
		if !p.Hidden(v) {
			n++
		}
	}
	return n
}

// writeSolution draws a Sudoku's grid, a board of queens up to 30
// columns, and lists any other assignment, a few to a line.
func writeSolution(w io.Writer, heading, problem string, p *csp.Problem, sol []int) {
	switch {
	case problem == "sudoku":
		fmt.Fprintf(w, "%-12s %s\n", heading, "the grid, row 1 at the top")
		for r := range 9 {
			if r%3 == 0 && r > 0 {
				fmt.Fprintln(w, "             ------+-------+------")
			}
			cells := make([]string, 0, 11)
			for c := range 9 {
				if c%3 == 0 && c > 0 {
					cells = append(cells, "|")
				}
				cells = append(cells, p.Label(r*9+c, sol[r*9+c]))
			}
			fmt.Fprintf(w, "             %s\n", strings.Join(cells, " "))
		}
		return
	case problem == "queens":
		listed(w, heading, p, sol, "=")
		if n := p.Vars(); n <= 30 {
			fmt.Fprintf(w, "%-12s %s\n", "", "the board, row 1 at the top, column 1 at the left")
			for row := 1; row <= n; row++ {
				cells := make([]string, n)
				for c := range n {
					cells[c] = "."
					if p.Label(c, sol[c]) == strconv.Itoa(row) {
						cells[c] = "Q"
					}
				}
				fmt.Fprintf(w, "             %s\n", strings.Join(cells, " "))
			}
		}
		return
	}
	listed(w, heading, p, sol, "=")
}

// listed writes name=value for each visible variable, lines of at most
// 80 characters.
func listed(w io.Writer, heading string, p *csp.Problem, sol []int, sep string) {
	var items []string
	for v := range p.Vars() {
		if !p.Hidden(v) {
			items = append(items, p.Name(v)+sep+p.Label(v, sol[v]))
		}
	}
	lines(w, heading, items)
}

// lines writes items after the heading, as many to a line as fit in 80
// characters.
func lines(w io.Writer, heading string, items []string) {
	line := ""
	for _, it := range items {
		if line != "" && len([]rune(line))+2+len([]rune(it)) > 80-13 {
			fmt.Fprintf(w, "%-12s %s\n", heading, line)
			heading, line = "", ""
		}
		if line != "" {
			line += "  "
		}
		line += it
	}
	fmt.Fprintf(w, "%-12s %s\n", heading, line)
}

// writeDomains writes what AC-3 leaves: a Sudoku's grid with the cells
// it decides, then every variable with more than one value left (or
// none), with its values.
func writeDomains(w io.Writer, problem string, p *csp.Problem, domains [][]int) {
	if problem == "sudoku" {
		fmt.Fprintf(w, "%-12s %s\n", "Decided", "the grid, . for a cell with more than one value left")
		for r := range 9 {
			if r%3 == 0 && r > 0 {
				fmt.Fprintln(w, "             ------+-------+------")
			}
			cells := make([]string, 0, 11)
			for c := range 9 {
				if c%3 == 0 && c > 0 {
					cells = append(cells, "|")
				}
				cell := "."
				if d := domains[r*9+c]; len(d) == 1 {
					cell = p.Label(r*9+c, d[0])
				}
				cells = append(cells, cell)
			}
			fmt.Fprintf(w, "             %s\n", strings.Join(cells, " "))
		}
	}
	var items []string
	for v := range p.Vars() {
		if p.Hidden(v) || problem == "sudoku" && len(domains[v]) == 1 {
			continue
		}
		items = append(items, p.Name(v)+" "+p.SetWords(v, domains[v]))
	}
	if len(items) > 0 {
		lines(w, "Domains", items)
	}
}

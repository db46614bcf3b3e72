package check

import (
	"fmt"
	"io"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// WriteText writes reports as a student reads them: per test, its
// problem and verdict, each check with a mark and its sentence, the
// divergence with the engine's frontier at that step, the mistake named;
// then the summary.
func WriteText(w io.Writer, gs []*Graded) error {
	tw := textio.NewWriter(w)
	for _, g := range gs {
		writeReport(tw, g.Report)
	}
	io.WriteString(tw, Summary(gs)+"\n")
	writeNotes(tw, gs)
	for _, g := range gs {
		if sb := g.Report.Sandbox; sb != nil && sb.Confined {
			io.WriteString(tw, sb.Words()+"\n")
			break
		}
	}
	return tw.Err()
}

func writeReport(w *textio.Writer, r *Report) {
	engine := r.Engine
	if r.HeuristicTitle != "" {
		engine += " with " + r.HeuristicTitle
	}
	head := strings.ToUpper(string(r.Verdict))
	if len(r.Diagnosis) > 0 {
		head += ": " + strings.Join(r.Diagnosis, ", ")
	}
	fmt.Fprintf(w, "Test %d: %s from %s, %s — %s\n", r.Test, r.Puzzle, r.Start, engine, head)
	if sb := r.Sandbox; sb != nil && !sb.Confined {
		fmt.Fprintf(w, "  ! The program ran unconfined, as %s, with the files and network %s has.\n", sb.User, sb.User)
	}
	WriteChecks(w, r.Checks)
	if r.Order != "" {
		fmt.Fprintf(w, "    moves tried in the order %s\n", r.Order)
	}
	if d := r.Divergence; d != nil {
		writeDivergence(w, r, d)
	}
	if m := r.Mistake; m != nil {
		says := m.Says
		if m.Estimate != "" {
			says = strings.TrimSuffix(says, ".") + ": " + m.Estimate + "."
		}
		fmt.Fprintf(w, "  Mistake %s: %s\n    Hint: %s\n", m.ID, says, m.Hint)
	}
	io.WriteString(w, "\n")
}

// writeDivergence writes the engine's frontier at a divergence, the
// program's state and the engine's marked.
func writeDivergence(w *textio.Writer, r *Report, d *Divergence) {
	fmt.Fprintf(w, "    compared with %s under: %s\n", r.Engine, d.Convention)
	if d.Bound != 0 || d.Pass != 0 {
		fmt.Fprintf(w, "    pass %d, bound %d\n", d.Pass, d.Bound)
	}
	if len(d.Frontier) == 0 {
		return
	}
	fmt.Fprintf(w, "    the frontier at step %d, in the order %s takes it (%s in all):\n", d.Step, r.Engine, numfmt.Group(d.FrontierSize))
	width := 5
	for _, n := range d.Frontier {
		width = max(width, len([]rune(n.State)))
	}
	fmt.Fprintf(w, "         %-*s %6s %6s %6s\n", width, "state", "g", "h", "f")
	for i, n := range d.Frontier {
		mark := ""
		switch {
		case i == 0 && d.Engine == n.State:
			mark = "  ← the engine's next"
		case n.State == d.Program && d.ProgramNode != nil && n.G == d.ProgramNode.G:
			mark = "  ← the program's"
		}
		fmt.Fprintf(w, "    %3d. %-*s %6d %6d %6d%s\n", i+1, width, n.State, n.G, n.H, n.F, mark)
	}
	if p := d.ProgramNode; p != nil && !listed(d.Frontier, p) {
		fmt.Fprintf(w, "    …    %-*s %6d %6d %6d  ← the program's, further down\n", width, p.State, p.G, p.H, p.F)
	}
}

func listed(ns []Node, n *Node) bool {
	for _, m := range ns {
		if m.State == n.State && m.G == n.G {
			return true
		}
	}
	return false
}

// WriteChecks writes each check, marked ✓ passed, ✗ failed or · skipped,
// with its sentence.
func WriteChecks(w io.Writer, checks []Check) {
	for _, c := range checks {
		mark := "✓"
		switch {
		case c.Skipped:
			mark = "·"
		case !c.OK:
			mark = "✗"
		}
		fmt.Fprintf(w, "  %s %-10s %s\n", mark, c.Name, c.Says)
		for _, t := range c.Tried {
			fmt.Fprintf(w, "      %s (generates %s, adds %s) with %s\n", span(t.Expanded[0], t.Expanded[1]),
				span(t.Generated[0], t.Generated[1]), span(t.Added[0], t.Added[1]), t.Choice)
		}
	}
}

// writeNotes writes each note of the passes once, with the tests it is
// of: "Note on tests 1 and 3: the program cannot be told here from …".
func writeNotes(w io.Writer, gs []*Graded) {
	var notes []string
	tests := map[string][]string{}
	for _, g := range gs {
		if n := g.Report.Note; n != "" {
			if tests[n] == nil {
				notes = append(notes, n)
			}
			tests[n] = append(tests[n], fmt.Sprint(g.Report.Test))
		}
	}
	for _, n := range notes {
		of := "test " + tests[n][0]
		if len(tests[n]) > 1 {
			of = "tests " + textio.JoinAnd(tests[n])
		}
		fmt.Fprintf(w, "Note on %s: %s\n", of, n)
	}
}

package cli

import (
	"fmt"
	"io"
	"strings"

	"frontier/core/csp"
	"frontier/core/local"
	"frontier/core/search"
	"frontier/core/textio"
)

// engineHelp lists the engines for solve -h from their descriptions, so
// that an engine added to the search package (search.Register) shows here
// with no change to this package.
func engineHelp() string {
	var b strings.Builder
	b.WriteString("Engines (--engine ID):\n")
	for _, e := range search.Engines {
		d, _ := search.Describe(e)
		promise := "not optimal"
		if d.Optimal != search.OptimalNever {
			promise = "optimal " + d.Optimal.String()
		}
		fmt.Fprintf(&b, "  %-9s %s\n  %-9s (%s; %s; %s)\n", e, d.Summary, "", d.Title, promise, d.ChoicesText())
	}
	return b.String()
}

// runEngines prints the engine tables (search.Tables, then the local
// engines' local.Tables, then frontier csp's csp.Tables) as Markdown: what
// each engine does and promises, how it breaks ties, its choices, what the
// checker of students' programs knows of it, each local engine's rule, and
// the choices and counts of frontier csp.
func runEngines(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" {
			return writeOut(stdout, stderr, "engines", "usage: frontier engines\nPrints the engine tables, as Markdown, from the engines' descriptions.\n")
		}
		return fail(stderr, "engines", usageErr("engines takes no argument, not %s", textio.Quote(args[0])))
	}
	var b strings.Builder
	for i, t := range append(append(search.Tables(), local.Tables()...), csp.Tables()...) {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(t.Title + ":\n\n")
		for _, l := range t.MarkdownLines() {
			b.WriteString(l + "\n")
		}
	}
	return writeOut(stdout, stderr, "engines", b.String())
}

package lab

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// Grid is one small table of an experiment's result, ready to show: the
// text and Markdown writers print it, and a window can fill a table widget
// from it. The first column names the row.
type Grid struct {
	Title  string
	Header []string
	Rows   [][]string
	Notes  []string // sentences printed under the table
}

// WriteText prints grids as aligned plain-text tables. The error is the
// first write's that failed.
func WriteText(out io.Writer, grids []Grid) error {
	w := textio.NewWriter(out)
	for i, g := range grids {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, g.Title)
		// Numbers align right; when the first column holds names, padding
		// it to one width makes them read left-aligned.
		first := 0
		for _, r := range g.Rows {
			if strings.IndexFunc(r[0], unicode.IsLetter) >= 0 {
				first = utf8.RuneCountInString(g.Header[0])
				for _, r := range g.Rows {
					first = max(first, utf8.RuneCountInString(r[0]))
				}
				break
			}
		}
		pad := func(r []string) string {
			fill := max(0, first-utf8.RuneCountInString(r[0]))
			cells := append([]string{r[0] + strings.Repeat(" ", fill)}, r[1:]...)
			return strings.Join(cells, "\t") + "\t"
		}
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, pad(g.Header))
		for _, r := range g.Rows {
			fmt.Fprintln(tw, pad(r))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		for _, n := range g.Notes {
			fmt.Fprintln(w, n)
		}
	}
	return w.Err()
}

// WriteMarkdown prints grids as Markdown tables under bold titles. The
// error is the first write's that failed.
func WriteMarkdown(out io.Writer, grids []Grid) error {
	w := textio.NewWriter(out)
	for i, g := range grids {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "**%s**\n\n", g.Title)
		fmt.Fprintf(w, "| %s |\n", strings.Join(g.Header, " | "))
		align := make([]string, len(g.Header))
		for j := range align {
			align[j] = "---:"
		}
		align[0] = ":---"
		fmt.Fprintf(w, "|%s|\n", strings.Join(align, "|"))
		for _, r := range g.Rows {
			fmt.Fprintf(w, "| %s |\n", strings.Join(r, " | "))
		}
		if len(g.Notes) > 0 {
			fmt.Fprintln(w)
			for _, n := range g.Notes {
				fmt.Fprintln(w, n)
			}
		}
	}
	return w.Err()
}

// count writes a mean node count with thousands separated, one decimal
// below 100.
func count(x float64) string {
	switch {
	case math.IsNaN(x):
		return "-"
	case x < 100:
		return strconv.FormatFloat(x, 'f', 1, 64)
	}
	return numfmt.Group(int64(math.Round(x)))
}

func fixed(x float64, prec int) string { return strconv.FormatFloat(x, 'f', prec, 64) }

// millis writes a time with about three significant digits.
func millis(ms float64) string {
	switch {
	case ms < 0.1:
		return fixed(ms, 4)
	case ms < 10:
		return fixed(ms, 3)
	case ms < 1000:
		return fixed(ms, 1)
	}
	return numfmt.Group(int64(ms + 0.5))
}

func solverLabels(first string, solvers []Solver) []string {
	h := []string{first}
	for _, s := range solvers {
		h = append(h, s.Label())
	}
	return h
}

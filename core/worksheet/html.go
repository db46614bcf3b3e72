package worksheet

import (
	"fmt"
	"html"
	"sort"
	"strings"

	"frontier/core/gametrees"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// HTML is the sheet as one printable page, or its answer key when key is
// true: self-contained, with no script, no date and no version, so the
// same sheet always gives the same bytes.
func (sh *Sheet) HTML(key bool) []byte {
	var b strings.Builder
	title := "Worksheet: " + sh.Title
	if key {
		title = "Answer key: " + sh.Title
	}
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>\n%s</style>\n</head>\n<body>\n",
		esc(title), css)
	fmt.Fprintf(&b, "<header>\n<h1>%s</h1>\n<p class=\"meta\">frontier worksheet --kind %s --count %d --seed %d</p>\n",
		esc(title), sh.Spec.Kind, sh.Spec.Count, sh.Spec.Seed)
	if !key {
		b.WriteString("<p class=\"name\">Name: <span class=\"line\"></span></p>\n")
	}
	b.WriteString("</header>\n")
	if sh.Spec.Kind == "next" {
		b.WriteString("<p class=\"rules\">" + esc(nextRules) + "</p>\n")
	}
	b.WriteString("<ol class=\"exercises\">\n")
	for _, e := range sh.Exercises {
		b.WriteString("<li class=\"exercise\">\n<p class=\"prompt\">" + esc(e.Prompt) + "</p>\n")
		writeFigure(&b, e, key)
		if key {
			writeAnswer(&b, e)
		} else {
			b.WriteString("<div class=\"space\">Answer:</div>\n")
		}
		b.WriteString("</li>\n")
	}
	b.WriteString("</ol>\n")
	writeTables(&b, sh)
	b.WriteString("</body>\n</html>\n")
	return []byte(b.String())
}

func esc(s string) string { return html.EscapeString(s) }

func writeFigure(b *strings.Builder, e Exercise, key bool) {
	switch {
	case e.Next != nil:
		writeNext(b, e.Next)
	case e.Tree != nil:
		var run *gametrees.Run
		if key {
			run = gametrees.AlphaBeta(e.Tree)
		}
		b.WriteString(treeSVG(e.Tree, run))
	case e.Board != nil:
		b.WriteString(boardTable(e.Board, "board"))
	case e.Trip != nil:
		fmt.Fprintf(b, "<p class=\"trip\">%s → %s</p>\n", esc(e.Trip.From), esc(e.Trip.To))
	}
}

// boardTable draws an 8-puzzle position; the blank is an empty square.
func boardTable(t []int, class string) string {
	var b strings.Builder
	b.WriteString("<table class=\"" + class + "\">")
	for r := range 3 {
		b.WriteString("<tr>")
		for c := range 3 {
			if v := t[r*3+c]; v == 0 {
				b.WriteString("<td class=\"blank\"></td>")
			} else {
				fmt.Fprintf(&b, "<td>%d</td>", v)
			}
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</table>\n")
	return b.String()
}

// label names frontier entry i: a, b, c, …
func label(i int) string { return string(rune('a' + i)) }

func writeNext(b *strings.Builder, ns *NextSearch) {
	fmt.Fprintf(b, "<p>Engine: <b>%s</b>", esc(engineWord(ns.Engine)))
	if ns.Heuristic != "" {
		fmt.Fprintf(b, ", heuristic <b>%s</b>", esc(ns.Heuristic))
	}
	fmt.Fprintf(b, ". Goal: %s.</p>\n", esc(ns.Goal))
	b.WriteString("<p>Expanded, in order:</p>\n<div class=\"row\">")
	for _, name := range ns.Expanded {
		b.WriteString(nodeCell(name, ns.Start.Board != nil))
	}
	b.WriteString("</div>\n<table class=\"frontier\"><tr><th>node</th><th></th><th>g</th><th>h</th><th>f = g + h</th></tr>\n")
	for i, e := range ns.Frontier {
		fig := esc(e.Name)
		if e.Board != nil {
			fig = boardTable(e.Board, "mini")
		}
		fmt.Fprintf(b, "<tr><td class=\"label\">%s</td><td>%s</td><td>%d</td><td>%d</td><td>%d</td></tr>\n", label(i), fig, e.G, e.H, e.F())
	}
	b.WriteString("</table>\n")
}

// nodeCell shows an expanded node: its name, or for the 8-puzzle its
// board, decoded from the compact name.
func nodeCell(name string, board bool) string {
	if !board {
		return "<span class=\"expanded\">" + esc(name) + "</span>"
	}
	t := make([]int, 0, 9)
	for _, r := range name {
		switch {
		case r == 'b':
			t = append(t, 0)
		case r >= '1' && r <= '8':
			t = append(t, int(r-'0'))
		}
	}
	return boardTable(t, "mini")
}

func writeAnswer(b *strings.Builder, e Exercise) {
	b.WriteString("<div class=\"answer\"><b>Answer:</b> ")
	switch {
	case e.Next != nil:
		fmt.Fprintf(b, "node %s, %s = %d", label(e.Next.Next), e.Next.KeyName(), e.Answer)
	case e.Tree != nil:
		names := make([]string, len(e.Cut))
		for i, k := range e.Cut {
			names[i] = e.Tree.Branch(k)
		}
		cut := "none"
		if len(names) > 0 {
			cut = strings.Join(names, ", ")
		}
		fmt.Fprintf(b, "cut %s; root value %s", esc(cut), gametrees.Signed(e.Answer))
	default:
		fmt.Fprintf(b, "%d", e.Answer)
	}
	b.WriteString("<br>\n<span class=\"working\">" + esc(strings.Join(e.Working, "; ")) + "</span></div>\n")
}

// writeTables adds what the Romania exercises need: the roads for a
// route's cost, the straight-line distances for h.
func writeTables(b *strings.Builder, sh *Sheet) {
	var roads, sld bool
	for _, e := range sh.Exercises {
		if e.Trip != nil {
			roads = roads || e.Heuristic == ""
			sld = sld || e.Heuristic == "sld"
		}
	}
	if roads {
		writeColumns(b, "Roads of Romania (km)", roadLines())
	}
	if sld {
		h := problem(romania(), bucharest(), puzzles.HeuristicStraightLine).(search.Heuristic[puzzles.State])
		var lines []string
		for _, p := range places() {
			lines = append(lines, fmt.Sprintf("%s %d", romania().Format(p), h.Estimate(p)))
		}
		writeColumns(b, "Straight-line distance to Bucharest (km)", lines)
	}
}

// roadLines lists Romania's roads, each once, "Arad – Sibiu 140": from
// the place first in the map's order.
func roadLines() []string {
	p := problem(romania(), bucharest(), puzzles.HeuristicNone)
	order := map[puzzles.State]int{}
	for i, s := range places() {
		order[s] = i
	}
	var lines []string
	for i, from := range places() {
		for _, st := range p.Successors(from, nil) {
			if i < order[st.State] {
				lines = append(lines, fmt.Sprintf("%s – %s %d", romania().Format(from), romania().Format(st.State), st.Cost))
			}
		}
	}
	return lines
}

// writeColumns writes a table of the sheet: its heading, then lines in
// alphabetical order, in columns.
func writeColumns(b *strings.Builder, heading string, lines []string) {
	b.WriteString("<section class=\"table\"><h2>" + esc(heading) + "</h2>\n<p class=\"cols\">")
	sort.Strings(lines)
	b.WriteString(esc(strings.Join(lines, "\n")))
	b.WriteString("</p></section>\n")
}

const css = `@page { size: A4; margin: 16mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11pt; color: #000; background: #fff; margin: 0 auto; max-width: 180mm; }
h1 { font-size: 18pt; margin: 0 0 2pt; }
h2 { font-size: 12pt; margin: 8pt 0 4pt; }
.meta { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; color: #444; margin: 0 0 6pt; }
.name .line { display: inline-block; width: 70mm; border-bottom: 1px solid #000; }
.rules { font-size: 9pt; border: 1px solid #000; padding: 4pt 6pt; }
ol.exercises { padding-left: 18pt; }
li.exercise { break-inside: avoid; page-break-inside: avoid; margin: 0 0 10pt; padding-bottom: 6pt; border-bottom: 1px solid #bbb; }
.prompt { margin: 0 0 4pt; }
table.board, table.mini { border-collapse: collapse; display: inline-table; vertical-align: middle; margin: 2pt 6pt 2pt 0; }
table.board td { width: 10mm; height: 10mm; border: 1.5pt solid #000; text-align: center; font-size: 16pt; font-weight: bold; }
table.mini td { width: 4.5mm; height: 4.5mm; border: 0.75pt solid #000; text-align: center; font-size: 8pt; }
td.blank { background: #ddd; }
table.frontier { border-collapse: collapse; margin-top: 4pt; }
table.frontier th, table.frontier td { border: 0.75pt solid #000; padding: 2pt 6pt; text-align: center; }
td.label { font-weight: bold; }
.row { margin: 2pt 0; }
.expanded { display: inline-block; border: 0.75pt solid #000; padding: 1pt 4pt; margin-right: 4pt; }
.trip { font-size: 13pt; font-weight: bold; }
.space { min-height: 14mm; color: #444; }
.answer { margin-top: 4pt; }
.working { font-size: 9pt; color: #333; }
svg { max-width: 100%; height: auto; }
svg text { font-family: "DejaVu Sans", Arial, sans-serif; }
section.table { break-inside: avoid; page-break-inside: avoid; }
.cols { white-space: pre-line; column-count: 3; font-size: 9pt; }
`

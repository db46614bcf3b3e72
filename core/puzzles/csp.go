package puzzles

import (
	"path/filepath"
	"slices"
	"strings"

	"frontier/core/csp"
	"frontier/core/domains/route"
	"frontier/core/readfile"
	"frontier/core/textio"
)

// CSPProblem is one kind of constraint satisfaction problem the command
// line and the window offer: its id (--problem), its title, and the
// settings of CSPSpec it reads.
type CSPProblem struct {
	ID, Title string
	// Takes lists the settings it reads, as the command line's flags
	// name them: "n", "board", "colors", "map", "file".
	Takes []string
}

// CSPProblems are the kinds of problem, in the order menus list them.
var CSPProblems = []CSPProblem{
	{"australia", "Australia's map: regions WA, NT, SA, Q, NSW, V, T", []string{"colors"}},
	{"queens", "n-queens: q1 … qN, the row of column i's queen from 1", []string{"n"}},
	{"sudoku", "Sudoku: cells r1c1 … r9c9", []string{"board"}},
	{"map", "a route map's places to colour, its roads the borders", []string{"map", "colors"}},
	{"file", "a problem file of variables, domains and constraints", []string{"file"}},
}

// CSPSpec names one problem: its kind and the settings it reads (see
// CSPDefaults).
type CSPSpec struct {
	Problem    string
	N, Colors  int
	Board, Map string
	File       string
}

// CSPDefaults are the settings a problem reads unless told: Australia,
// 8 queens, the easy Sudoku, 3 colours, Romania.
var CSPDefaults = CSPSpec{Problem: "australia", N: 8, Colors: 3, Board: "easy", Map: "romania"}

// CSPOf is the kind of problem named id, or an error listing them.
func CSPOf(id string) (CSPProblem, error) {
	var ids []string
	for _, p := range CSPProblems {
		if p.ID == id {
			return p, nil
		}
		ids = append(ids, p.ID)
	}
	return CSPProblem{}, optionErr("problem", " %s is not one of %s", textio.Quote(id), strings.Join(ids, ", "))
}

// NewCSP makes the problem s names, or says in one line why it cannot,
// as an *OptionError naming the setting: an unknown kind, a setting out
// of range, a board, map or file that does not read.
func NewCSP(s CSPSpec) (*csp.Problem, error) {
	if _, err := CSPOf(s.Problem); err != nil {
		return nil, err
	}
	var p *csp.Problem
	var err error
	name := ""
	switch s.Problem {
	case "australia":
		p, name = csp.Australia(), "colors"
		if s.Colors != 3 {
			p, err = csp.Colouring(csp.AustraliaMap(), s.Colors)
		}
	case "queens":
		p, err = csp.Queens(s.N)
		name = "n"
	case "sudoku":
		p, err = csp.Sudoku(s.Board)
		name = "board"
	case "map":
		var g csp.Graph
		if g, err = colouringGraph(s.Map); err != nil {
			return nil, err
		}
		p, err = csp.Colouring(g, s.Colors)
		name = "colors"
	default:
		return cspFile(s.File)
	}
	if err != nil {
		return nil, optionErr(name, ": %v", err)
	}
	return p, nil
}

// cspFile is the problem file at path.
func cspFile(path string) (*csp.Problem, error) {
	if path == "" {
		return nil, optionErr("file", ": name the problem file")
	}
	data, err := readfile.Regular(path, csp.MaxFileSize)
	if err == nil {
		var p *csp.Problem
		if p, err = csp.ParseFile(filepath.Base(path), data); err == nil {
			return p, nil
		}
	}
	return nil, optionErr("file", " %s: %v", textio.QuotePath(path), err)
}

// colouringGraph is the route map name (romania, or a map file) as a map
// to colour: its places, and a border for each road, either way.
func colouringGraph(name string) (csp.Graph, error) {
	m, err := loadMap(name)
	if err != nil {
		return csp.Graph{}, err
	}
	title := "Romania"
	if m != route.Romania() {
		title = filepath.Base(name)
	}
	g := csp.Graph{Title: title, Places: make([]string, m.Places())}
	for p := range g.Places {
		g.Places[p] = m.Name(route.Place(p))
	}
	seen := map[[2]int]bool{}
	for _, r := range m.Roads() {
		b := [2]int{int(min(r.From, r.To)), int(max(r.From, r.To))}
		if !seen[b] {
			seen[b] = true
			g.Borders = append(g.Borders, b)
		}
	}
	return g, nil
}

// CSPTakes reports whether the kind of problem id reads the setting
// named flag, and if not, the kinds that do, for a message.
func CSPTakes(id, flag string) (bool, string) {
	var takers []string
	for _, p := range CSPProblems {
		if slices.Contains(p.Takes, flag) {
			if p.ID == id {
				return true, ""
			}
			takers = append(takers, p.ID)
		}
	}
	return false, strings.Join(takers, " and ")
}

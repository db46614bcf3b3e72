package check

import (
	"fmt"
	"regexp"
	"strings"

	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/search"
	"frontier/core/textio"
)

// The widespread 8-puzzle assignment runs a program as `driver.py METHOD
// BOARD`, METHOD bfs, dfs or ast (A* with Manhattan distance) and BOARD
// the tiles comma-separated, 0 the blank; the program writes output.txt
// in its folder:
//
//	path_to_goal: ['Up', 'Left', 'Left']
//	cost_of_path: 3
//	nodes_expanded: 181437
//	search_depth: 3
//	max_search_depth: 66125
//	running_time: 0.12
//	max_ram_usage: 30.2
//
// Its course's conventions, from which its published answers come, are
// the preset driver (presets/driver.preset): the blank's moves tried and
// written Up, Down, Left, Right; the goal 0,1,…,8, tested when a node is
// taken off the frontier; A*'s ties to the node pushed first, a state's
// first path kept; the goal not counted as expanded.

// driverOutput is the file such a program writes.
const driverOutput = "output.txt"

// DriverEngines are the engines the driver format names, by its method.
var DriverEngines = map[string]search.Engine{"bfs": search.EngineBFS, "dfs": search.EngineDFS, "ast": search.EngineAStar}

// driverArgs are the method and board a driver program is run with.
func driverArgs(p *Problem) ([]string, error) {
	if p.Domain.Spec().ID != puzzles.Sliding {
		return nil, fmt.Errorf("the driver format is for the sliding puzzle, not the %s", p.Domain.Name())
	}
	for method, e := range DriverEngines {
		if e == p.Engine {
			return []string{method, p.Domain.Format(p.Start)}, nil
		}
	}
	return nil, fmt.Errorf("the driver format runs bfs, dfs and astar (ast), not %s", p.Engine)
}

// driverField is a `key: value` line of output.txt.
var driverField = regexp.MustCompile(`^\s*([a-z_]+)\s*:\s*(.*?)\s*$`)

// driverAnswer reads a driver program's output.txt as an Answer.
func driverAnswer(o runner.Outcome) Answer {
	a := Answer{Cost: -1, Expanded: -1, Generated: -1, Format: FormatDriver}
	data, ok := o.Files[driverOutput]
	if !ok {
		if o.Ran() {
			a.Errs = append(a.Errs, "the program wrote no "+driverOutput+" in its folder")
		}
		return a
	}
	textio.EachLine(data, func(n int, raw []byte) {
		at := fmt.Sprintf("%s line %d", driverOutput, n)
		line := string(raw)
		m := driverField.FindStringSubmatch(line)
		if m == nil {
			if strings.TrimSpace(line) != "" {
				a.stray(at, textio.Quote(line))
			}
			return
		}
		key, value := m[1], m[2]
		switch key {
		case "path_to_goal":
			written, err := driverPath(value)
			if err != nil {
				a.Errs = append(a.Errs, fmt.Sprintf("%s: %v", at, err))
				return
			}
			a.Written, a.Moves = written, make([]string, len(written))
			for i, m := range written {
				a.Moves[i] = strings.ToLower(strings.TrimSpace(m))
			}
		case "cost_of_path":
			a.number(at, key, value, &a.Cost)
		case "nodes_expanded":
			a.number(at, key, value, &a.Expanded)
		}
	})
	if a.Moves == nil && len(a.Errs) == 0 {
		a.Errs = append(a.Errs, driverOutput+" has no path_to_goal line")
	}
	return a
}

// driverPath reads a Python list of moves, ['Up', 'Left'], as written:
// each a quoted string.
func driverPath(text string) ([]string, error) {
	bad := fmt.Errorf("path_to_goal is not a list such as ['Up', 'Left']: %s", textio.Quote(text))
	rest, ok := strings.CutPrefix(strings.TrimSpace(text), "[")
	if !ok {
		return nil, bad
	}
	moves := []string{}
	for {
		rest = strings.TrimSpace(rest)
		if r, ok := strings.CutPrefix(rest, "]"); ok {
			rest = r
			break
		}
		if rest == "" || rest[0] != '\'' && rest[0] != '"' {
			return nil, bad
		}
		end := strings.IndexByte(rest[1:], rest[0])
		if end < 0 {
			return nil, bad
		}
		moves = append(moves, rest[1:1+end])
		rest = strings.TrimSpace(rest[2+end:])
		if r, ok := strings.CutPrefix(rest, ","); ok {
			rest = r
			continue
		}
		if r, ok := strings.CutPrefix(rest, "]"); ok {
			rest = r
			break
		}
		return nil, bad
	}
	if strings.TrimSpace(rest) != "" {
		return nil, bad
	}
	return moves, nil
}

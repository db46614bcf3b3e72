package check

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/core/textio"
)

// Problem is one search a program is asked to make: a puzzle, a start, an
// engine and its settings.
type Problem struct {
	Domain puzzles.Domain
	Start  puzzles.State
	Engine search.Engine
	// Heuristic is the heuristic's id, HeuristicNone for an engine that
	// uses none.
	Heuristic puzzles.HeuristicID
	BeamWidth int
	MaxNodes  int
	// Pins are the conventions the assignment fixes; the problem tells
	// the program each pinned one.
	Pins Pins
	// Estimator, if not nil, is the student's own heuristic, which the
	// program follows: the problem names the heuristic "program", and the
	// engine is compared with the program following its estimates.
	Estimator *Estimator
}

// Input is the problem as the program reads it on standard input, and
// the files it finds in its working folder.
func (p *Problem) Input() (stdin []byte, files map[string][]byte, err error) {
	ck, ok := p.Domain.Checking(p.Start)
	if !ok {
		return nil, nil, fmt.Errorf("the %s is not offered to programs", p.Domain.Name())
	}
	var b bytes.Buffer
	line := func(key, value string) { b.WriteString(key + " " + value + "\n") }
	line("puzzle", string(p.Domain.Spec().ID))
	for _, h := range ck.Header {
		b.WriteString(h + "\n")
	}
	line("start", ck.Words(p.Start))
	line("goal", ck.Words(p.Domain.Goal()))
	for _, t := range ck.Trailer {
		b.WriteString(t + "\n")
	}
	line("engine", string(p.Engine))
	switch {
	case p.Estimator != nil:
		line("heuristic", "program")
	case p.Engine.Informed():
		line("heuristic", string(p.Heuristic))
	}
	if p.Engine.TakesWidth() {
		line("beam-width", strconv.Itoa(p.width()))
	}
	line("max-nodes", strconv.Itoa(p.MaxNodes))
	if len(p.Pins.Order) > 0 {
		line("order", strings.Join(p.Pins.Order, " "))
	}
	if p.Pins.Ties != "" {
		line("ties", string(p.Pins.Ties))
	}
	if p.Pins.GoalTest != "" {
		line("goal-test", string(p.Pins.GoalTest))
	}
	if p.Pins.Seen != "" {
		line("seen", string(p.Pins.Seen))
	}
	if p.Pins.Pruning != "" {
		line("pruning", string(p.Pins.Pruning))
	}
	return b.Bytes(), ck.Files, nil
}

func (p *Problem) width() int {
	if p.BeamWidth <= 0 {
		return search.DefaultBeamWidth
	}
	return p.BeamWidth
}

// Answer is a program's output read by the protocol.
type Answer struct {
	// Expands are the states of the expand lines, as written.
	Expands []string
	// Moves are the moves of the solution, as written.
	Moves []string
	// NoSolution: the program said it found none.
	NoSolution bool
	// Cost, Expanded and Generated are what the program printed; −1 when
	// it printed none.
	Cost, Expanded, Generated int
	// Stray are lines outside the protocol, with their numbers: the first
	// few, and how many in all.
	Stray      []string
	StrayCount int
	// Errs are lines of the protocol that say something wrong (a count
	// that is no number), with their numbers.
	Errs []string
}

// maxStray is how many lines outside the protocol a report quotes.
const maxStray = 5

// ParseAnswer reads a program's output: one item a line, blank lines and
// lines starting with # ignored.
func ParseAnswer(out []byte) Answer {
	a := Answer{Cost: -1, Expanded: -1, Generated: -1}
	lines := textio.NewLines(bytes.NewReader(out))
	for lines.Next() {
		n := lines.Line()
		text := strings.TrimSpace(lines.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, value, _ := strings.Cut(text, " ")
		value = strings.TrimSpace(value)
		switch strings.ToLower(key) {
		case "expand":
			a.Expands = append(a.Expands, value)
		case "move":
			a.Moves = append(a.Moves, value)
		case "no-solution":
			a.NoSolution = true
		case "cost", "expanded", "generated":
			v64, err := numfmt.ParseInt(value)
			v := int(v64)
			if err != nil || v < 0 {
				a.Errs = append(a.Errs, fmt.Sprintf("line %d: %s is not a whole number: %s", n, key, textio.Quote(value)))
				continue
			}
			switch strings.ToLower(key) {
			case "cost":
				a.Cost = v
			case "expanded":
				a.Expanded = v
			default:
				a.Generated = v
			}
		default:
			a.StrayCount++
			if len(a.Stray) < maxStray {
				a.Stray = append(a.Stray, fmt.Sprintf("line %d: %s", n, textio.Quote(text)))
			}
		}
	}
	if err := lines.Err(); err != nil {
		a.Errs = append(a.Errs, err.Error())
	}
	return a
}

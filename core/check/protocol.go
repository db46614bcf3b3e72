package check

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/core/textio"
)

// DefaultMaxNodes is the node limit a problem states unless told
// otherwise: room for the whole 8-puzzle (181,440 states) searched by any
// engine, and for A* on most 15-puzzles.
const DefaultMaxNodes = 2_000_000

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
	// the program each pinned one. Preset names the preset they come
	// from, "" for none.
	Pins   Pins
	Preset string
	// Estimator, if not nil, is the student's own heuristic, which the
	// program follows: the problem names the heuristic "program", and the
	// engine is compared with the program following its estimates.
	Estimator *Estimator
	// Format is how the problem is put to the program: on its standard
	// input ("" or FormatProtocol), or as the driver assignment's command
	// line (FormatDriver).
	Format Format
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
	if p.Pins.Update != "" {
		line("update", p.Pins.Update)
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
	// Moves are the moves of the solution, as written, or as read where
	// Written keeps them as written (the driver format's list, whose
	// names are read in any case).
	Moves, Written []string
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
	// Format is the format the answer was written in ("" for the
	// protocol).
	Format Format
}

// MaxStray is how many lines outside the protocol a report quotes.
const MaxStray = 5

// ParseAnswer reads a program's output: one item a line, its key and
// value apart by spaces or tabs, blank lines and lines starting with #
// ignored. A line longer than textio.MaxLine is set aside as outside the
// protocol, and the reading goes on.
func ParseAnswer(out []byte) Answer {
	a := Answer{Cost: -1, Expanded: -1, Generated: -1}
	textio.EachLine(out, func(n int, line []byte) {
		at := fmt.Sprintf("line %d", n)
		if len(line) > textio.MaxLine {
			a.stray(at, fmt.Sprintf("a line of %s bytes", numfmt.Group(len(line))))
			return
		}
		text := strings.TrimSpace(string(line))
		if text == "" || strings.HasPrefix(text, "#") {
			return
		}
		key, value := text, ""
		if k := strings.IndexFunc(text, unicode.IsSpace); k >= 0 {
			key, value = text[:k], strings.TrimSpace(text[k:])
		}
		switch key = strings.ToLower(key); key {
		case "expand":
			a.Expands = append(a.Expands, value)
		case "move":
			a.Moves = append(a.Moves, value)
		case "no-solution":
			a.NoSolution = true
		case "cost":
			a.number(at, key, value, &a.Cost)
		case "expanded":
			a.number(at, key, value, &a.Expanded)
		case "generated":
			a.number(at, key, value, &a.Generated)
		default:
			a.stray(at, textio.Quote(text))
		}
	})
	return a
}

// stray notes a line outside the protocol, said as what.
func (a *Answer) stray(at, what string) {
	a.StrayCount++
	if len(a.Stray) < MaxStray {
		a.Stray = append(a.Stray, at+": "+what)
	}
}

// number reads value, the count or cost key, into v: a whole number,
// written as one (418) or with zero decimals (418.0), as programs that
// add costs in floating point print them.
func (a *Answer) number(at, key, value string, v *int) {
	digits := value
	if k := strings.IndexByte(value, '.'); k > 0 && strings.Trim(value[k+1:], "0") == "" {
		digits = value[:k]
	}
	n, err := numfmt.ParseInt(digits)
	if err != nil || n < 0 || n > maxCount {
		a.Errs = append(a.Errs, fmt.Sprintf("%s: %s is not a whole number from 0 to %s: %s", at, key, numfmt.Group(maxCount), textio.Quote(value)))
		return
	}
	*v = int(n)
}

// maxCount bounds a cost or count a program prints.
const maxCount = 1_000_000_000_000

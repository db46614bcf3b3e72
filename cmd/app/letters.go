package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"frontier/core/domains/letters"
	"frontier/core/search"
	"frontier/core/textio"
)

const lettersUsage = "usage: frontier letters --board B --to-move max|min [--json] [--engine minimax|memo|alphabeta]"

// lettersMove is a move as the JSON output spells it.
type lettersMove struct {
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Letter string `json:"letter"`
}

// lettersReport is the JSON object `frontier letters --json` prints.
type lettersReport struct {
	Board     string        `json:"board"`
	ToMove    string        `json:"to_move"`
	Engine    string        `json:"engine"`
	Value     int           `json:"value"`
	Plies     int           `json:"plies"`
	BestMoves []lettersMove `json:"best_moves"`
	Nodes     int64         `json:"nodes"`
	ElapsedMS float64       `json:"elapsed_ms"`
}

// runLetters is `frontier letters`: it solves a letter-game position and
// prints the value with perfect play (+1 MAX wins, 0 draw, −1 MIN wins),
// every move achieving it (quickest win first), nodes and time. It returns
// the exit status: 0 done, 2 bad input (one line on stderr).
func runLetters(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("letters", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	boardText := fs.String("board", "", "the board: 9 cells row-major, '.' for empty")
	toMove := fs.String("to-move", "", "the side to move: max or min")
	asJSON := fs.Bool("json", false, "print one JSON object")
	engineID := fs.String("engine", string(search.GameAlphaBeta), "minimax, memo or alphabeta")
	bad := func(format string, a ...any) int {
		fmt.Fprintln(stderr, "frontier letters: "+textio.Line(fmt.Sprintf(format, a...), 300))
		return 2
	}
	out := textio.NewWriter(stdout)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(out, lettersUsage)
			return wrote(out, stderr)
		}
		return bad("%v (%s)", err, lettersUsage)
	}
	switch {
	case fs.NArg() > 0:
		return bad("unexpected argument %q (%s)", fs.Arg(0), lettersUsage)
	case *boardText == "":
		return bad("missing --board (9 cells row-major, '.' for empty, like ...S.....)")
	case *toMove == "":
		return bad("missing --to-move (max or min)")
	}
	side, err := letters.ParsePlayer(*toMove)
	if err != nil {
		return bad("--to-move: %v", err)
	}
	b, err := letters.Parse(*boardText, side)
	if err != nil {
		return bad("--board: %v", err)
	}
	engine, err := search.ParseGameEngine(*engineID)
	if err != nil {
		return bad("--engine: %v", err)
	}
	r, err := search.SolveGame(context.Background(), engine, letters.Game{}, b)
	if err != nil { // only a cancelled context, which Background never is
		fmt.Fprintf(stderr, "frontier letters: %v\n", err)
		return 1
	}
	rep := lettersReport{
		Board: b.String(), ToMove: strings.ToLower(side.String()), Engine: string(engine),
		Value: r.Value, Plies: r.Plies, BestMoves: make([]lettersMove, len(r.BestMoves)),
		Nodes: r.Nodes, ElapsedMS: float64(r.Elapsed) / float64(time.Millisecond),
	}
	for i, m := range r.BestMoves {
		rep.BestMoves[i] = lettersMove{Row: m.Row, Col: m.Col, Letter: string(m.Letter)}
	}
	if *asJSON {
		json.NewEncoder(out).Encode(rep)
	} else {
		printLetters(out, rep, r.BestMoves)
	}
	return wrote(out, stderr)
}

// wrote is the exit status once the output is written: 0, or 1 with one
// line on stderr when a write failed (a full disk, a closed pipe).
func wrote(out *textio.Writer, stderr io.Writer) int {
	if err := out.Err(); err != nil {
		fmt.Fprintf(stderr, "frontier letters: writing the output: %v\n", err)
		return 1
	}
	return 0
}

func printLetters(w io.Writer, rep lettersReport, best []letters.Move) {
	value, verdict := "0", "draw"
	if rep.Value != 0 {
		unit := "plies"
		if rep.Plies == 1 {
			unit = "ply"
		}
		value, verdict = "+1", fmt.Sprintf("MAX wins in %d %s", rep.Plies, unit)
		if rep.Value < 0 {
			value, verdict = "-1", fmt.Sprintf("MIN wins in %d %s", rep.Plies, unit)
		}
	}
	moves := make([]string, len(best))
	for i, m := range best {
		moves[i] = m.String()
	}
	fmt.Fprintf(w, "board       %s (%s to move)\n", rep.Board, strings.ToUpper(rep.ToMove))
	fmt.Fprintf(w, "engine      %s\n", rep.Engine)
	fmt.Fprintf(w, "value       %s (%s, with perfect play)\n", value, verdict)
	fmt.Fprintf(w, "best moves  %s\n", strings.Join(moves, " "))
	fmt.Fprintf(w, "            letter(row,col), rows and columns from 0\n")
	fmt.Fprintf(w, "nodes       %d\n", rep.Nodes)
	fmt.Fprintf(w, "elapsed     %.3f ms\n", rep.ElapsedMS)
}

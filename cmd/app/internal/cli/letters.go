package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"frontier/core/games"
	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/core/textio"
)

const lettersUsage = `usage: frontier letters --board B --to-move max|min [--engine minimax|memo|alphabeta] [--json] [--tree [--depth D]]

Solves a letter-game position. Values are always from MAX's side:
+1 MAX can force a win, 0 draw with best play, −1 MIN can force a win.

  --board B     nine cells row-major, '.' for empty, like ...S.....
  --to-move S   max or min
  --engine E    minimax, memo or alphabeta (default alphabeta)
  --json        one JSON object: board, to_move, engine, value, plies, best_moves
                [{row, col, letter}], nodes, ply_nodes, elapsed_ms, and tree with --tree
  --tree        also print the searched tree; each node {row, col, letter, value, alpha,
                beta, pruned, children}, no row, col or letter at the root, rows and
                columns from 0
  --depth D     print the tree down to depth D only (the root is at depth 0); a node at
                depth D counts the searched nodes below it in "hidden"

What a tree node's numbers mean:
  alphabeta  alpha and beta are the window the node was searched with (the root's is
             −1 … +1: no value lies outside it); value is what the node returned: exact
             strictly inside the window, an upper bound (the true value is at most this)
             at or below alpha, a lower bound at or above beta. A pruned node was cut
             off and never searched: it has no value, and alpha and beta are its
             parent's window at the cut (alpha ≥ beta). "memo": true marks a value from
             alpha-beta's table (this position, or a mirror image, was searched before).
  minimax    search every move, so they have no window: every node shows alpha −1,
  memo       beta +1 and its exact value. "memo": true marks a value from the memo (the
             position, or a mirror image, was solved before); it has no children.
"terminal": true marks a finished game. nodes counts the searched nodes: the root,
terminal nodes and memo hits included, pruned nodes not; without --depth it is the
number of tree nodes with "pruned": false. When alpha-beta finds a won (or lost)
game, a second search ranks the winning moves by plies; ply_nodes counts it, and
it is not part of the tree.`

// treeLimit is the most tree nodes --tree prints; tests lower it.
var treeLimit = search.DefaultRecordLimit

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
	PlyNodes  int64         `json:"ply_nodes"`
	ElapsedMS float64       `json:"elapsed_ms"`
	Tree      *lettersNode  `json:"tree,omitempty"`
}

// lettersFlags are the parsed command line.
type lettersFlags struct {
	board     games.LetterBoard
	engine    search.GameEngine
	json      bool
	tree      bool
	depth     int
	depthSeen bool
}

// runLetters is `frontier letters`: it solves a letter-game position and
// prints the value from MAX's side, every move achieving it (quickest win
// first), nodes and time, and with --tree the searched tree. It returns
// the exit status: 0 done, 2 bad input (one line on stderr).
func runLetters(args []string, stdout, stderr io.Writer) int {
	bad := func(format string, a ...any) int {
		fmt.Fprintln(stderr, "frontier letters: "+textio.Line(fmt.Sprintf(format, a...), maxMessage))
		return 2
	}
	f, err := parseLettersFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "letters", lettersUsage+"\n")
	}
	if err != nil {
		return bad("%v", err)
	}
	opt := search.GameOptions{Record: f.tree, RecordDepth: f.depth, RecordLimit: treeLimit}
	r, err := games.SolveLetters(context.Background(), f.engine, f.board, opt)
	if errors.Is(err, search.ErrTreeTooLarge) {
		return bad("the tree has more than %s nodes, too many to print: print its top levels with --depth D (a smaller D if you gave one)", numfmt.Group(treeLimit))
	}
	if err != nil { // only a cancelled context, which Background never is
		fmt.Fprintf(stderr, "frontier letters: %v\n", err)
		return 1
	}
	rep := newLettersReport(f, r)
	out := textio.NewWriter(stdout)
	if f.json {
		json.NewEncoder(out).Encode(rep) // a failed write is out's error
	} else {
		printLetters(out, rep)
		if f.tree {
			fmt.Fprintln(out, "tree        values, α and β from MAX's side (frontier letters -h explains them)")
			printTree(out, rep.Tree, "")
		}
	}
	if err := out.Err(); err != nil {
		fmt.Fprintln(stderr, "frontier letters: writing the output: "+oneLine(err))
		return 1
	}
	return 0
}

// parseLettersFlags reads the command line, or says in one line what is
// wrong with it.
func parseLettersFlags(args []string) (lettersFlags, error) {
	var f lettersFlags
	fs := flag.NewFlagSet("letters", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	boardText := fs.String("board", "", "")
	toMove := fs.String("to-move", "", "")
	engineID := fs.String("engine", string(search.GameAlphaBeta), "")
	fs.BoolVar(&f.json, "json", false, "")
	fs.BoolVar(&f.tree, "tree", false, "")
	intFlag(fs, &f.depth, "depth", 0)
	short := "usage: frontier letters --board B --to-move max|min [--engine E] [--json] [--tree [--depth D]]"
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return f, err
		}
		return f, fmt.Errorf("%v (%s)", err, short)
	}
	fs.Visit(func(fl *flag.Flag) { f.depthSeen = f.depthSeen || fl.Name == "depth" })
	switch {
	case fs.NArg() > 0:
		return f, fmt.Errorf("unexpected argument %q (%s)", fs.Arg(0), short)
	case *boardText == "":
		return f, errors.New("missing --board (9 cells row-major, '.' for empty, like ...S.....)")
	case *toMove == "":
		return f, errors.New("missing --to-move (max or min)")
	case f.depthSeen && !f.tree:
		return f, errors.New("--depth limits the printed tree: give --tree too")
	case f.depthSeen && f.depth < 1:
		return f, fmt.Errorf("--depth %d: want 1 or more (the root is at depth 0)", f.depth)
	}
	maxToMove, err := games.ParseLetterSide(*toMove)
	if err != nil {
		return f, fmt.Errorf("--to-move: %v", err)
	}
	if f.board, err = games.ParseLetterBoard(*boardText, maxToMove); err != nil {
		return f, fmt.Errorf("--board: %v", err)
	}
	if f.engine, err = search.ParseGameEngine(*engineID); err != nil {
		return f, fmt.Errorf("--engine: %v", err)
	}
	return f, nil
}

func newLettersReport(f lettersFlags, r search.GameResult[games.LetterMove]) lettersReport {
	side := "min"
	if games.LetterMaxToMove(f.board) {
		side = "max"
	}
	rep := lettersReport{
		Board: f.board.String(), ToMove: side, Engine: string(f.engine),
		Value: r.Value, Plies: r.Plies, BestMoves: make([]lettersMove, len(r.BestMoves)),
		Nodes: r.Nodes, PlyNodes: r.PlyNodes, ElapsedMS: float64(r.Elapsed) / float64(time.Millisecond),
	}
	for i, m := range r.BestMoves {
		rep.BestMoves[i] = lettersMove{Row: m.Row, Col: m.Col, Letter: string(m.Letter)}
	}
	if r.Tree != nil {
		rep.Tree = lettersTree(r.Tree, 0)
	}
	return rep
}

func printLetters(w io.Writer, rep lettersReport) {
	value := search.ValueWords(rep.Value)
	if rep.Value != 0 {
		unit := "plies"
		if rep.Plies == 1 {
			unit = "ply"
		}
		value += fmt.Sprintf(", in %d %s", rep.Plies, unit)
	}
	moves := make([]string, len(rep.BestMoves))
	for i, m := range rep.BestMoves {
		moves[i] = fmt.Sprintf("%s(%d,%d)", m.Letter, m.Row, m.Col)
	}
	fmt.Fprintf(w, "board       %s (%s to move)\n", rep.Board, strings.ToUpper(rep.ToMove))
	fmt.Fprintf(w, "engine      %s\n", rep.Engine)
	fmt.Fprintf(w, "value       %s (from MAX's side, with perfect play)\n", value)
	fmt.Fprintf(w, "best moves  %s\n", strings.Join(moves, " "))
	fmt.Fprintf(w, "            letter(row,col), rows and columns from 0\n")
	fmt.Fprintf(w, "nodes       %s searched\n", numfmt.Group(rep.Nodes))
	if rep.PlyNodes > 0 {
		fmt.Fprintf(w, "            + %s to rank the won moves by plies\n", numfmt.Group(rep.PlyNodes))
	}
	fmt.Fprintf(w, "elapsed     %.3f ms\n", rep.ElapsedMS)
}

// lettersNode is one node of the printed tree (see lettersUsage).
type lettersNode struct {
	Row      *int           `json:"row,omitempty"`
	Col      *int           `json:"col,omitempty"`
	Letter   string         `json:"letter,omitempty"`
	Value    *int           `json:"value,omitempty"` // none for a pruned node
	Alpha    int            `json:"alpha"`
	Beta     int            `json:"beta"`
	Pruned   bool           `json:"pruned"`
	Memo     bool           `json:"memo,omitempty"`
	Terminal bool           `json:"terminal,omitempty"`
	Hidden   int64          `json:"hidden,omitempty"`
	Children []*lettersNode `json:"children"`
	max      bool
}

// lettersTree converts node i of t and its subtree.
func lettersTree(t *search.GameTree[games.LetterMove], i int32) *lettersNode {
	n := t.Nodes[i]
	out := &lettersNode{Alpha: int(n.Alpha), Beta: int(n.Beta), Pruned: n.Kind == search.NodePruned,
		Memo: n.Kind == search.NodeMemo, Terminal: n.Kind == search.NodeTerminal, Hidden: n.Hidden,
		Children: []*lettersNode{}, max: n.Max}
	if i > 0 {
		row, col := n.Move.Row, n.Move.Col
		out.Row, out.Col, out.Letter = &row, &col, string(n.Move.Letter)
	}
	if !out.Pruned {
		v := int(n.Value)
		out.Value = &v
	}
	for _, c := range t.Children(i) {
		out.Children = append(out.Children, lettersTree(t, c))
	}
	return out
}

// printTree writes the tree as text, a node a line, indented by depth:
// the move, the side to move, the value with what it tells, the window.
func printTree(w io.Writer, n *lettersNode, indent string) {
	move := "root"
	if n.Row != nil {
		move = fmt.Sprintf("%s(%d,%d)", n.Letter, *n.Row, *n.Col)
	}
	side := "MIN"
	if n.max {
		side = "MAX"
	}
	window := fmt.Sprintf("α %s β %s", search.SignedValue(n.Alpha), search.SignedValue(n.Beta))
	var what string
	switch {
	case n.Pruned:
		what = "pruned: never searched"
	default:
		what = fmt.Sprintf("value %s (%s)", search.SignedValue(*n.Value), search.Bound(*n.Value, n.Alpha, n.Beta))
	}
	var notes []string
	if n.Memo {
		notes = append(notes, "from the memo")
	}
	if n.Terminal {
		notes = append(notes, "game over")
	}
	if n.Hidden > 0 {
		notes = append(notes, numfmt.Group(n.Hidden)+" searched nodes below not printed")
	}
	line := fmt.Sprintf("%s%s  %s to move  %s  %s", indent, move, side, what, window)
	if len(notes) > 0 {
		line += "  [" + strings.Join(notes, "; ") + "]"
	}
	fmt.Fprintln(w, line)
	for _, c := range n.Children {
		printTree(w, c, indent+"  ")
	}
}

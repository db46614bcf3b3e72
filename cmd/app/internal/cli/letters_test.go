package cli

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// lettersJSON is the JSON of `frontier letters`, read back by the tests.
type lettersJSON struct {
	Board     string        `json:"board"`
	ToMove    string        `json:"to_move"`
	Engine    string        `json:"engine"`
	Value     *int          `json:"value"`
	Plies     int           `json:"plies"`
	BestMoves []lettersMove `json:"best_moves"`
	Nodes     int64         `json:"nodes"`
	PlyNodes  *int64        `json:"ply_nodes"`
	ElapsedMS *float64      `json:"elapsed_ms"`
	Tree      *treeJSON     `json:"tree"`
}

type treeJSON struct {
	Row      *int        `json:"row"`
	Col      *int        `json:"col"`
	Letter   *string     `json:"letter"`
	Value    *int        `json:"value"`
	Alpha    *int        `json:"alpha"`
	Beta     *int        `json:"beta"`
	Pruned   *bool       `json:"pruned"`
	Memo     bool        `json:"memo"`
	Terminal bool        `json:"terminal"`
	Hidden   int64       `json:"hidden"`
	Children []*treeJSON `json:"children"`
}

func runJSON(t *testing.T, args ...string) lettersJSON {
	t.Helper()
	var out, errb bytes.Buffer
	if code := runLetters(args, &out, &errb); code != 0 {
		t.Fatalf("%v: exit %d, stderr %q", args, code, errb.String())
	}
	var rep lettersJSON
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("%v: %v in %s", args, err, out.String())
	}
	return rep
}

func TestLettersJSON(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		value int
		plies int
		best  []lettersMove // a prefix of best_moves
		count int           // len(best_moves)
	}{
		{[]string{"--board", "...S.....", "--to-move", "max", "--json"}, 0, 0,
			[]lettersMove{{0, 0, "S"}}, 20},
		{[]string{"--board", "C.. S.. ...", "--to-move", "min", "--json", "--engine", "memo"}, -1, 1,
			[]lettersMove{{2, 0, "E"}}, 0},
		{[]string{"--json", "--engine", "minimax", "--board", "CS./S../...", "--to-move", "max"}, 1, 1,
			[]lettersMove{{0, 2, "E"}, {2, 0, "E"}}, 2},
		{[]string{"--json", "--board", "CS./S../...", "--to-move", "max"}, 1, 1,
			[]lettersMove{{0, 2, "E"}, {2, 0, "E"}}, 2},
	} {
		rep := runJSON(t, tc.args...)
		if rep.Value == nil || *rep.Value != tc.value || rep.Plies != tc.plies || rep.Nodes <= 0 || rep.ElapsedMS == nil || rep.PlyNodes == nil {
			t.Errorf("%v: got %+v", tc.args, rep)
		}
		if len(rep.BestMoves) < len(tc.best) || !slices.Equal(rep.BestMoves[:len(tc.best)], tc.best) || tc.count > 0 && len(rep.BestMoves) != tc.count {
			t.Errorf("%v: best moves %v, want %v first (%d in all)", tc.args, rep.BestMoves, tc.best, tc.count)
		}
		if len(rep.Board) != 9 || (rep.ToMove != "max" && rep.ToMove != "min") || rep.Engine == "" || rep.Tree != nil {
			t.Errorf("%v: board %q, to_move %q, engine %q, tree %v", tc.args, rep.Board, rep.ToMove, rep.Engine, rep.Tree)
		}
	}
}

// walkTree checks the shape of a printed tree and returns its searched
// nodes and hidden count.
func walkTree(t *testing.T, n *treeJSON, root, windowless bool) (searched, hidden int64) {
	searched, hidden, _ = walkTreeMemo(t, n, root, windowless)
	return searched, hidden
}

// walkTreeMemo is walkTree that also counts the memo hits.
func walkTreeMemo(t *testing.T, n *treeJSON, root, windowless bool) (searched, hidden, memo int64) {
	t.Helper()
	if n.Alpha == nil || n.Beta == nil || n.Pruned == nil || n.Children == nil {
		t.Fatalf("node lacks alpha, beta, pruned or children: %+v", n)
	}
	if root != (n.Row == nil) || root != (n.Col == nil) || root != (n.Letter == nil) {
		t.Fatalf("root %v with row, col, letter %v %v %v", root, n.Row, n.Col, n.Letter)
	}
	if *n.Pruned {
		if n.Value != nil || *n.Alpha < *n.Beta || len(n.Children) > 0 {
			t.Fatalf("pruned node with a value, children, or α < β: %+v", n)
		}
		return 0, 0, 0
	}
	if n.Value == nil || windowless && (*n.Alpha != -1 || *n.Beta != 1) {
		t.Fatalf("searched node %+v", n)
	}
	searched, hidden = 1, n.Hidden
	if n.Memo {
		memo = 1
		if len(n.Children) > 0 {
			t.Fatalf("memo hit with children: %+v", n)
		}
	}
	for _, c := range n.Children {
		s, h, m := walkTreeMemo(t, c, false, windowless)
		searched, hidden, memo = searched+s, hidden+h, memo+m
	}
	return searched, hidden, memo
}

func TestLettersTree(t *testing.T) {
	board := "CS./E../S.." // five empty cells: plain minimax is quick
	for _, engine := range []string{"alphabeta", "memo", "minimax"} {
		rep := runJSON(t, "--board", board, "--to-move", "min", "--engine", engine, "--tree", "--json")
		if rep.Tree == nil || *rep.Tree.Value != *rep.Value {
			t.Fatalf("%s: tree %+v, value %v", engine, rep.Tree, rep.Value)
		}
		searched, hidden, memo := walkTreeMemo(t, rep.Tree, true, engine != "alphabeta")
		if (memo > 0) != (engine != "minimax") {
			t.Errorf("%s: %d memo hits", engine, memo)
		}
		if searched != rep.Nodes || hidden != 0 {
			t.Errorf("%s: %d searched nodes printed (%d hidden), nodes %d", engine, searched, hidden, rep.Nodes)
		}
		for _, d := range []string{"1", "2"} {
			top := runJSON(t, "--board", board, "--to-move", "min", "--engine", engine, "--tree", "--depth", d, "--json")
			s, h := walkTree(t, top.Tree, true, engine != "alphabeta")
			if s+h != top.Nodes || top.Nodes != rep.Nodes || h == 0 {
				t.Errorf("%s --depth %s: %d printed + %d hidden, nodes %d", engine, d, s, h, top.Nodes)
			}
		}
	}
}

func TestLettersTreeTooBig(t *testing.T) {
	defer func(n int) { treeLimit = n }(treeLimit)
	treeLimit = 100
	var out, errb bytes.Buffer
	code := runLetters([]string{"--board", "CS./E../S..", "--to-move", "min", "--tree"}, &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "more than 100 nodes") || !strings.Contains(errb.String(), "--depth") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

func TestLettersText(t *testing.T) {
	var out, errb bytes.Buffer
	code := runLetters([]string{"--board", ".....S...", "--to-move", "MAX"}, &out, &errb)
	if code != 0 || errb.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	for _, want := range []string{"board       .....S... (MAX to move)", "engine      alphabeta",
		"value       0: draw with best play (from MAX's side", "C(0,0)", "nodes"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	code = runLetters([]string{"--board", "C../S../...", "--to-move", "min", "--tree", "--depth", "1"}, &out, &errb)
	for _, want := range []string{"value       −1: MIN can force a win, in 1 ply", "root  MIN to move  value −1 (exact)  α −1 β +1",
		"  E(2,0)  MAX to move  value −1", "[game over]", "searched nodes below not printed"} {
		if code != 0 || !strings.Contains(out.String(), want) {
			t.Errorf("exit %d, output lacks %q:\n%s", code, want, out.String())
		}
	}
}

func TestLettersBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--to-move", "max"}, "missing --board"},
		{[]string{"--board", "...S....."}, "missing --to-move"},
		{[]string{"--board", "...S.....", "--to-move", "both"}, `unknown side "both"`},
		{[]string{"--board", "...S....", "--to-move", "max"}, "board has 8 cells, want 9"},
		{[]string{"--board", "...S.....", "--to-move", "min"}, "MIN to move needs an even count"},
		{[]string{"--board", "CSE.S....", "--to-move", "min"}, "already won: row 0 reads CSE"},
		{[]string{"--board", "...S.....", "--to-move", "max", "--engine", "negamax"}, `unknown engine "negamax"`},
		{[]string{"--board", "...S.....", "--to-move", "max", "--colour"}, "flag provided but not defined"},
		{[]string{"--board", "...S.....", "--to-move", "max", "extra"}, `unexpected argument "extra"`},
		{[]string{"--board", "...S.....", "--to-move", "max", "--depth", "2"}, "give --tree too"},
		{[]string{"--board", "...S.....", "--to-move", "max", "--tree", "--depth", "0"}, "want 1 or more"},
		{[]string{"--board", "...S.....", "--to-move", "max", "--tree", "--depth", "x"}, "invalid value"},
	} {
		var out, errb bytes.Buffer
		code := runLetters(tc.args, &out, &errb)
		msg := errb.String()
		if code != 2 || !strings.Contains(msg, tc.want) || strings.Count(msg, "\n") != 1 || out.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want 2 and one line with %q", tc.args, code, msg, out.String(), tc.want)
		}
	}
}

func TestLettersHelp(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runLetters([]string{"-h"}, &out, &errb); code != 0 || !strings.HasPrefix(out.String(), "usage: frontier letters") {
		t.Errorf("-h: exit %d, stdout %q", code, out.String())
	}
	for _, want := range []string{"--tree", "--depth", "pruned", "upper bound", "memo", "ply_nodes"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help lacks %q", want)
		}
	}
}

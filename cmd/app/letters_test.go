package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

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
	} {
		var out, errb bytes.Buffer
		if code := runLetters(tc.args, &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d, stderr %q", tc.args, code, errb.String())
		}
		var rep struct {
			Board     string        `json:"board"`
			ToMove    string        `json:"to_move"`
			Engine    string        `json:"engine"`
			Value     *int          `json:"value"`
			Plies     int           `json:"plies"`
			BestMoves []lettersMove `json:"best_moves"`
			Nodes     int64         `json:"nodes"`
			ElapsedMS *float64      `json:"elapsed_ms"`
		}
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatalf("%v: %v in %s", tc.args, err, out.String())
		}
		if rep.Value == nil || *rep.Value != tc.value || rep.Plies != tc.plies || rep.Nodes <= 0 || rep.ElapsedMS == nil {
			t.Errorf("%v: got %s", tc.args, out.String())
		}
		if len(rep.BestMoves) < len(tc.best) || !slices.Equal(rep.BestMoves[:len(tc.best)], tc.best) || tc.count > 0 && len(rep.BestMoves) != tc.count {
			t.Errorf("%v: best moves %v, want %v first (%d in all)", tc.args, rep.BestMoves, tc.best, tc.count)
		}
		if len(rep.Board) != 9 || (rep.ToMove != "max" && rep.ToMove != "min") || rep.Engine == "" {
			t.Errorf("%v: board %q, to_move %q, engine %q", tc.args, rep.Board, rep.ToMove, rep.Engine)
		}
	}
}

func TestLettersText(t *testing.T) {
	var out, errb bytes.Buffer
	code := runLetters([]string{"--board", ".....S...", "--to-move", "MAX"}, &out, &errb)
	if code != 0 || errb.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	for _, want := range []string{"board       .....S... (MAX to move)", "engine      alphabeta", "value       0 (draw", "C(0,0)", "nodes"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
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
}

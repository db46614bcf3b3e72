package csp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"frontier/core/textio"
)

// SudokuBoards are the built-in Sudoku puzzles, by name: the textbook
// code's easy one, which arc consistency alone solves, and its harder one,
// which needs search after it.
var SudokuBoards = []struct{ Name, Text string }{
	{"easy", "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."},
	{"harder", "4173698.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"},
}

// Sudoku is the Sudoku of text: the name of one of SudokuBoards, or 81
// cells row by row, a digit 1–9 given or '.' or '0' blank, spaces and
// line breaks ignored. Its variables are r1c1 … r9c9, row by row, each
// with the domain 1 … 9, a given cell its digit alone; its constraints
// rows 1–9, columns 1–9 and boxes 1–9 (row by row) all different. A bad
// text is one line naming the cell and what is wrong, or the two givens
// that clash.
func Sudoku(text string) (*Problem, error) {
	title := "Sudoku"
	for _, b := range SudokuBoards {
		if strings.EqualFold(strings.TrimSpace(text), b.Name) {
			text, title = b.Text, "Sudoku "+b.Name
		}
	}
	cells, err := sudokuCells(text)
	if err != nil {
		return nil, err
	}
	if err := sudokuClash(cells); err != nil {
		return nil, err
	}
	digits := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}
	vars := make([]Var, 81)
	for i, d := range cells {
		vars[i] = Var{Name: cellName(i), Values: digits}
		if d > 0 {
			vars[i].Values = digits[d-1 : d]
		}
	}
	var cons []Constraint
	for _, unit := range sudokuUnits() {
		names := make([]string, 9)
		for j, c := range unit.cells {
			names[j] = cellName(c)
		}
		cons = append(cons, Constraint{Rel: AllDifferent, Vars: names, Name: unit.name})
	}
	return New(title, vars, cons)
}

// cellName is cell i's variable, i from 0 row by row: "r1c1".
func cellName(i int) string { return "r" + strconv.Itoa(i/9+1) + "c" + strconv.Itoa(i%9+1) }

// sudokuCells reads the 81 cells of text, 0 for a blank.
func sudokuCells(text string) ([]int, error) {
	if !utf8.ValidString(text) {
		return nil, fmt.Errorf("the board is not text: it holds an invalid byte")
	}
	var cells []int
	for _, r := range text {
		switch {
		case unicode.IsSpace(r):
			continue
		case r == '.' || r == '0':
			cells = append(cells, 0)
		case r >= '1' && r <= '9':
			cells = append(cells, int(r-'0'))
		case len(cells) < 81:
			return nil, fmt.Errorf("%s: %s is not a digit 1–9, . or 0", cellName(len(cells)), textio.Quote(string(r)))
		default: // past the 81st cell, counted for the message below
			cells = append(cells, -1)
		}
	}
	if len(cells) != 81 {
		return nil, fmt.Errorf("the board has %d cells, want 81 (row by row, a digit 1–9 given, . or 0 blank)", len(cells))
	}
	return cells, nil
}

// unit is a row, column or box of a Sudoku, its cells from 0.
type unit struct {
	name  string
	cells []int
}

func sudokuUnits() []unit {
	var out []unit
	for kind, name := range []string{"row", "column", "box"} {
		for u := range 9 {
			un := unit{name: name + " " + strconv.Itoa(u+1)}
			for j := range 9 {
				switch kind {
				case 0:
					un.cells = append(un.cells, u*9+j)
				case 1:
					un.cells = append(un.cells, j*9+u)
				default:
					un.cells = append(un.cells, (u/3*3+j/3)*9+u%3*3+j%3)
				}
			}
			out = append(out, un)
		}
	}
	return out
}

// sudokuClash is the first pair of givens that share a unit and a digit,
// by the later cell's position and then the earlier's, as an error.
func sudokuClash(cells []int) error {
	units := sudokuUnits()
	for i, d := range cells {
		if d == 0 {
			continue
		}
		for j := range i {
			if cells[j] != d {
				continue
			}
			for _, u := range units {
				if slices.Contains(u.cells, i) && slices.Contains(u.cells, j) {
					return fmt.Errorf("%s and %s both hold %d (%s)", cellName(j), cellName(i), d, u.name)
				}
			}
		}
	}
	return nil
}

package csp

import (
	"fmt"
	"strconv"
)

// MaxQueens is the largest n of Queens: its n(n−1)/2 constraints are
// kept one by one.
const MaxQueens = 1000

// Queens is the n-queens problem with one queen a column: variables q1 …
// qn, qi the row of column i's queen, rows 1 … n; each pair of queens
// must not attack (NoAttack).
func Queens(n int) (*Problem, error) {
	if n < 1 || n > MaxQueens {
		return nil, fmt.Errorf("%d queens: want 1 to %d", n, MaxQueens)
	}
	rows := make([]string, n)
	for i := range rows {
		rows[i] = strconv.Itoa(i + 1)
	}
	vars := make([]Var, n)
	for i := range vars {
		vars[i] = Var{Name: "q" + strconv.Itoa(i+1), Values: rows}
	}
	var cons []Constraint
	for i := range n {
		for j := i + 1; j < n; j++ {
			cons = append(cons, Constraint{Rel: NoAttack, Vars: []string{vars[i].Name, vars[j].Name}, Gap: j - i})
		}
	}
	return New(fmt.Sprintf("%d-queens", n), vars, cons)
}

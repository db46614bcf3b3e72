package local

import "math/rand/v2"

// Space is a problem in the complete-state formulation: every state is a
// candidate, and h says how far it is from a solution. A Space is
// immutable and safe for concurrent use; its states belong to the run that
// holds them, and no method changes a state it is given.
type Space[S any] interface {
	// Random draws a state from r: where a run, and each restart, begins.
	Random(r *rand.Rand) S
	// H is the state's cost, never negative: 0 on a solution.
	H(s S) int
	// Moves is the number of moves out of s; they are numbered from 0 in
	// the order the engines weigh them (see Move).
	Moves(s S) int
	// Move is move i out of s, 0 ≤ i < Moves(s).
	Move(s S, i int) Move
	// Try is the h of the state that m reaches from s: one evaluation.
	Try(s S, m Move) int
	// Make is the state that m reaches from s.
	Make(s S, m Move) S
	// Text is the canonical text of s; two states of the same text are
	// the same state (beam search keeps a state once by it).
	Text(s S) string
}

// Move is one move out of a state, as the state's problem names it: for
// the n-queens, the queen of column Var goes to row Val; for the sliding
// puzzle, Var is the number of the blank's move in the puzzle's move order
// and Val is 0.
type Move struct{ Var, Val int }

// Scored is a move with the h of the state it reaches.
type Scored struct {
	Move
	H int
}

// Namer is an optional ability of a Space: a move in words a student
// reads, "the queen of column 3 from row 4 to row 7", "up".
type Namer[S any] interface {
	MoveName(s S, m Move) string
}

// Genome is the ability the genetic algorithm needs of a Space: a state as
// a string of genes, each a value from 0 to Alleles()−1, as the textbook
// draws an 8-queens state: "16257483", the row of each column's queen.
type Genome[S any] interface {
	// Genes appends s's genes to dst and returns the extended slice.
	Genes(s S, dst []int) []int
	// FromGenes is the state of genes g; it keeps no reference to g.
	FromGenes(g []int) S
	// Alleles is the number of values a gene takes.
	Alleles() int
	// WorstH is the largest h a state can have. A state's fitness, which
	// selection weighs, is WorstH − h: the pairs of queens that do not
	// attack each other.
	WorstH() int
}

// Repairable is the ability min-conflicts needs of a Space: a state as an
// assignment that min-conflicts repairs in place.
type Repairable[S any] interface {
	// Repair is a copy of s as an assignment; s is left as it is.
	Repair(s S) Conflicts
	// Repaired is the state an assignment made by Repair holds now.
	Repaired(c Conflicts) S
}

// Sized is an optional ability of a Space: about how many bytes one state
// holds, which the memory budget of the engines that keep many states
// (beam search, the genetic algorithm) is checked against before they
// start. Without it a state is taken to hold 64 bytes per move out of it.
type Sized interface {
	StateBytes() int64
}

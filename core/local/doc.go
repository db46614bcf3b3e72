// Package local holds Frontier's local search engines: steepest-ascent
// hill climbing (with sideways moves), stochastic, first-choice and
// random-restart hill climbing, simulated annealing, local beam search, a
// genetic algorithm and min-conflicts. They work on a problem in the
// complete-state formulation, where every state is a candidate and h, the
// number the engines bring down, is 0 on a solution: the n-queens' pairs
// of attacking queens, the sliding puzzle's Manhattan distance. It knows
// nothing of any puzzle or window.
//
// # Problems
//
// Every engine but min-conflicts runs on a Space: random states, h, the
// moves out of a state, the h of the state a move reaches and the state
// itself. The genetic algorithm also needs a state as a string of genes
// (Genome), min-conflicts an assignment to repair in place (Conflicts,
// which the constraint-satisfaction package implements too). These
// abilities are found with a type assertion; an engine a problem cannot
// run says why in one line (Offers).
//
// # Runs
//
// Run runs one engine on a Space; MinConflicts runs min-conflicts on any
// Conflicts. Each run is deterministic under Options.Seed and
// Options.Stream (math/rand/v2's PCG, never the global source): the same
// seed gives the same moves, whether a Trace watches or not. Each honours
// a context.Context, a step limit, a timeout and a memory budget, and
// returns a Result: steps, restarts, evaluations, the best and final h
// and the curve of h over the steps.
//
// A Trace sees every step as it is taken (Step): the move, the h of every
// move that was weighed, sideways moves, restarts, annealing's
// temperature and the worse moves it accepts, the genetic algorithm's
// best and mean h by generation, min-conflicts' variable and the values
// tied at its minimum. Predict grades a student's guess of the next move
// from the same rules.
//
// # Type-erased problems
//
// Problem is a problem with its state type hidden, for the command line
// and the lab (Erase makes one of a Space).
package local

// Package check grades a student's own search program against Frontier's
// engines (frontier check, File → Check a solver…).
//
// A program runs once per problem in the sandbox, through core/runner (a
// copy of its folder, its limits), the problem on standard input (Problem.Input,
// or the driver assignment's command line); its answer is parsed
// (ParseAnswer, driverAnswer) and graded by one pipeline (Grade), phase
// after phase, each phase a function that takes what the phases before it
// found and returns its own findings:
//
//  1. checkRan: the program ran to its end within its limits, and its
//     output keeps the protocol;
//  2. checkAnswer: its moves are legal and reach the goal, its cost is its
//     path's, and the least where the engine promises the least;
//  3. checkExpansions: its expansions, if it printed them, are those of one
//     of the engine's conventions (the engine's policy with a choice
//     changed), followed model by model, else the first divergence;
//  4. checkCounts: its counts are that convention's, or, with no
//     expansions, those of some convention and order of moves;
//  5. explain: where the answer is wrong and no convention explains it,
//     the mistake whose model does (the engine's policy with one thing
//     changed, search.Mistake);
//  6. cannotTell: where it passes, the mistakes whose models do the same
//     on this problem, for the report's note.
//
// The searches for a convention without printed expansions are bounded
// by nodes (countBudget), so a verdict does not hang on the machine's
// speed; the budget, with the runs it paid for, is the one thing the
// phases share (runStore).
//
// The report's checks (Check, RanChecks, WriteChecks) serve core/cspcheck
// too, which grades a constraint satisfaction program by a pipeline of its
// own.
//
// Grade then writes the report from the findings, in that order, in one
// place. The models (model.go) are the engines themselves, followed step
// by step: search.Stepper for the graph searches (frontier.go), the
// engine's recorded run for bidirectional search (meet.go), and the
// deepening and beam models (deepen.go, beam.go). A student's heuristic
// is checked on every position (core/hcheck) or guides a search (Guided).
package check

// Package cspcheck grades a student's own backtracking program for a
// constraint satisfaction problem (frontier check --csp) against
// core/csp's backtracker.
//
// The problem is written on the program's standard input as a problem
// file (Problem.Input, through csp.Problem.WriteFile, with the
// conventions it is to follow); the program runs in the sandbox through
// core/runner, as a search program does, and its output is read by the
// protocol of assign, unassign, backtrack and solution lines
// (ParseAnswer). One pipeline grades it (Grade), in order:
//
//  1. it ran to its end within its limits (check.RanChecks);
//  2. its solution satisfies every constraint, or there is none, as the
//     backtracker's exhausted run shows (checkSolution);
//  3. its assignments are the backtracker's under the conventions asked
//     for, followed through the backtracker's events (engine.go), else
//     the first divergence, said by the rule that parts them: the
//     variable chosen, the value ordered, the value an inference refused
//     (checkOrder, explain.go);
//  4. where it passes, the other conventions that make the same
//     assignments on this problem, for the report's note (note.go).
package cspcheck

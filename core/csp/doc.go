// Package csp is Frontier's constraint satisfaction: problems of variables
// with finite domains and binary constraints (all-different taken as its
// pairs), backtracking search with a choice of variable order (static,
// MRV, MRV then degree), value order (static, LCV) and inference (none,
// forward checking, MAC), AC-3 on its own, and the adapter that hands a
// problem to the min-conflicts engine of core/local. It knows no window
// and no puzzle domain: a map to colour arrives as names and borders.
//
// Every engine is deterministic, honours a context, stops at its limits
// (assignments, time, memory) and counts the same three things, each
// defined in one sentence in Counting (counts.go): assignments,
// backtracks and checks. An Observer sees every step a watch view or a
// grader needs (events.go), the tie-breaks are sentences in Rules
// (rules.go), and predict mode's grading (grade.go) reads the same
// events the engine emits, so that the grader and the engine cannot
// disagree.
package csp

// Package route is route finding on a map of named places joined by
// roads of given lengths: the textbook's Romania, built in, or a map a
// teacher writes by hand (Parse). A position is a place; a move follows a
// road ("to Sibiu") and costs its length, so the problem is one of
// non-unit costs. The straight-line distance to the goal guides the
// informed engines; Analyze says whether it is admissible and consistent
// on a given map, since a hand-written map may break either.
package route

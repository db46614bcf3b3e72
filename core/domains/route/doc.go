// Package route is route finding on a map of named places joined by
// roads of given lengths: the textbook's Romania, built in, a map a
// teacher writes by hand (Parse), or a seeded random map (Random). A
// position is a place; a move follows a road ("to Sibiu") and costs its
// length, in the map's unit (km unless it names another), so the problem
// is one of non-unit costs. The straight-line distance to the goal, times
// any weight (Weighted), or a table a user types (ParseTable) guides the
// informed engines; Analyze says whether such estimates are admissible
// and consistent on a given map, naming a place where they overestimate
// and the road that breaks consistency, since a hand-written map, a
// weight or a table may break either.
package route

// Package lab runs Frontier's batch experiments: engines over sets of
// random puzzles, by optimal depth, within node budgets, and heuristic
// against heuristic with a one-way ANOVA. It also reads configuration
// files (size:, seed:, swaps:, number:), saves and loads puzzle sets, and
// draws the plots.
//
// # Reproducibility
//
// Every random state is drawn from its own generator, seeded with the
// experiment's seed and the state's index (and depth), never from the order
// in which workers happen to run. Results are stored by index. So the same
// seed gives the same states and the same node counts with one worker or
// many, on any machine; only times differ.
//
// # Concurrency
//
// Experiments use a bounded pool of goroutines (Pool), by default one per
// core (runtime.GOMAXPROCS). They honour a context.Context: cancelling it
// stops the searches under way and the experiment returns ctx.Err().
package lab

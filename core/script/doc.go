// Package script runs Frontier's command scripts: a text file of commands,
// one per line, that set, move, scramble and solve a puzzle and print each
// solve as a transcript (the start, every move and the state after it,
// then the node count; see WriteTranscript).
//
//	puzzle ID [NAME=VALUE …]
//	                      any puzzle of the catalogue with its options, at
//	                      the start they name: puzzle sliding width=4,
//	                      puzzle route from=Arad to="Rimnicu Vilcea"
//	setState STATE        the puzzle: any sliding-puzzle text (b12 345 678,
//	                      0,1,2,…) or a cube (WWWW BBBB RRRR GGGG OOOO YYYY)
//	printState            prints "Current puzzle state: …" (printStats too)
//	move DIR              a blank move (up, down, left, right) or a cube turn (R')
//	randomizeState N      N random moves from the current state
//	seed N                the seed of randomizeState (default 1)
//	maxNodes N            the node limit of the solves (default 1000)
//	solveAStar HEURISTIC  A* with h1, h2 or any heuristic name
//	solveBeam K           local beam search of width K on the default heuristic
//	solve ENGINE [HEURISTIC] [K]
//	                      any engine id of search.Engines (frontier solve -h
//	                      lists them; also A-star, A*, IDA*, local-beam); a
//	                      number after beam is its width: solve beam 100;
//	                      pruning=none|parent|path|graph and
//	                      goal-test=generated|expanded pick the engine's
//	                      choices: solve bfs pruning=none goal-test=expanded
//	# text                echoed as it is
//
// Blank lines are skipped and command names ignore case. A solve that
// succeeds leaves the puzzle solved, so the next randomizeState starts from
// the goal. randomizeState uses a generator freshly seeded each time, so
// the same seed and the same state give the same scramble.
//
// The first error stops the script: Run returns an *Error naming the line.
package script

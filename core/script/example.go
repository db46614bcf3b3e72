package script

// Seed001Part1 is seed 001's "Part 1" script, as its report gives the
// input (also docs/scripts/seed001-part1.txt): three searches on one easy
// state. The lab tab's script editor starts with it.
const Seed001Part1 = `setState 312 645 7b8
#Solve state "312 645 7b8" for all three algorithms
solveAStar h1

setState 312 645 7b8
solveAStar h2

setState 312 645 7b8
solveBeam 100
#For this simple starting state, all three algorithms solved it the same way.
`

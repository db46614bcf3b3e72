package script

// Example is a short script (also docs/scripts/example.txt): A* with
// misplaced tiles, A* with Manhattan and beam search of width 100 on one
// easy state, three moves from the goal. The lab tab's script editor
// starts with it.
const Example = `setState 312 645 7b8
#Solve state "312 645 7b8" for all three algorithms
solveAStar h1

setState 312 645 7b8
solveAStar h2

setState 312 645 7b8
solveBeam 100
#For this simple starting state, all three algorithms solved it the same way.
`

// Package puzzles is Frontier's catalogue: the one place that knows every
// puzzle. Each puzzle describes itself once, as a Kind — how to parse and
// print a position, its moves, its goal, its heuristics with their
// admissibility, its random generators and how to build the search problem
// for an engine — and registers itself under an ID.
//
// # Four names
//
//   - An Entry is a puzzle in the catalogue, as Register takes it: its ID,
//     title, the options it declares, and New, which makes a Domain.
//   - A Spec names one configuration of a puzzle: its ID and Settings.
//     Comparable and written as a header line, it is what a set file, a
//     config file and an experiment keep.
//   - A Kind[P, S] is a configured puzzle, typed: what the window's tabs,
//     which know their position type, work with.
//   - A Domain is the same configured puzzle with its types erased, for
//     the command line, scripts and the lab; Erase makes one of a Kind.
//
// The command line, the script runner and the lab reach the puzzles only
// through the type-erased Domain, whose opaque States they pass back and
// forth without ever seeing a domain type. The window's puzzle tabs draw
// with their own domain packages but take their heuristic menus, defaults
// and problems from the typed Kinds (SlidingOf, CubeKind).
//
// # Positions and search states
//
// A Kind[P, S] separates the position a user sees and types (P) from the
// state an engine searches (S). For the sliding puzzle they are the same
// type. For the 2×2×2 cube P is the cube as held, orientation included,
// and S the position up to whole-cube rotation: a scramble turns the faces
// of the cube as held, and a solution, found on S, is printed in the frame
// of the cube as typed or scrambled (see Kind.View), so that its moves
// solve a real cube held that way.
//
// # Options
//
// A puzzle declares the options it takes (Entry.Options, one Option
// each: name, help, type, bounds, default). Everyone else holds options as
// Settings, name → text; New reads them by the declarations, refuses what
// they refuse with an *OptionError, and hands the parsed Values to the
// puzzle. The command line's flags, set-file headers, configuration files
// and the lab's inputs all come from the declarations.
//
// # Adding a puzzle
//
// Write one file that builds a Kind and registers its Entry in an init
// function; hanoi_test.go registers Towers of Hanoi from outside the
// package as the worked example, and every engine solves it through the
// Domain. cmd/app/internal/toypuzzle registers Hanoi with a --disks
// option and runs it through the command line.
package puzzles

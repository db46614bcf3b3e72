package local

import (
	"math"
	"time"
)

// Options are an engine's parameters and its limits. A zero field takes
// the engine's default (each Param's help says it); the engine table says
// which engine reads which (Description.Params).
type Options struct {
	// Seed and Stream seed the run's random numbers (a PCG source): the
	// same pair gives the same run. Runs of one experiment share the seed
	// and differ by stream.
	Seed, Stream uint64
	// MaxSteps stops a run after that many steps (see Summary.Steps).
	MaxSteps int64
	// Timeout stops a run after that long; 0 means none (the context may
	// still carry a deadline).
	Timeout time.Duration
	// MaxMemory is the memory budget, as search.Options.MaxMemory: 0 the
	// default budget, search.NoMemoryLimit none.
	MaxMemory int64

	// Sideways is how many sideways moves in a row steepest ascent (and
	// each climb of random-restart) may make.
	Sideways int
	// Restarts is how many times random-restart hill climbing may start
	// again.
	Restarts int
	// Schedule is annealing's temperature over the steps.
	Schedule Schedule
	// BeamWidth is k, the states a beam keeps.
	BeamWidth int
	// Population, Selection, Crossover and Mutation are the genetic
	// algorithm's: the individuals of each generation, how parents are
	// chosen, how a child is made of two, and the probability that a
	// child has one gene changed at random (NoMutation: never).
	Population int
	Selection  Selection
	Crossover  Crossover
	Mutation   float64
	// OwnStart has min-conflicts begin from the problem's own start (the
	// n-queens' greedy one, see Starts) rather than the state it is given.
	OwnStart bool
}

// Schedule is simulated annealing's temperature at step t: T0·e^(−Rate·t)
// when exponential, T0 − Rate·t when linear. The run freezes, and stops,
// once T falls to Floor or below.
type Schedule struct {
	Shape       Shape
	T0          float64
	Rate, Floor float64
}

// Shape is the form of an annealing schedule.
type Shape string

// The shapes of a schedule.
const (
	Exponential Shape = "exponential"
	Linear      Shape = "linear"
)

// At is the temperature at step t.
func (s Schedule) At(t int64) float64 {
	if s.Shape == Linear {
		return s.T0 - s.Rate*float64(t)
	}
	return s.T0 * math.Exp(-s.Rate*float64(t))
}

// Selection is how the genetic algorithm chooses each parent.
type Selection string

// The selections.
const (
	// Roulette draws a parent with probability proportional to its
	// fitness (all alike when every fitness is 0), as the textbook does.
	Roulette Selection = "roulette"
	// Tournament draws two individuals at random and keeps the fitter,
	// the first drawn on a tie.
	Tournament Selection = "tournament"
)

// Crossover is how the genetic algorithm makes a child of two parents.
type Crossover string

// The crossovers.
const (
	// OnePoint cuts both parents at one random point, 1 to n−1 genes in,
	// and joins the first's head to the second's tail, as the textbook
	// does.
	OnePoint Crossover = "one-point"
	// Uniform takes each gene from either parent with probability ½.
	Uniform Crossover = "uniform"
)

// NoMutation, as Options.Mutation, breeds children that are never
// mutated (0 takes the default rate).
const NoMutation = -1

// defaults are the parameters an engine runs with when Options leaves
// them zero.
var defaults = Options{
	MaxSteps:   100_000,
	Restarts:   100,
	Schedule:   Schedule{Shape: Exponential, T0: 2, Rate: 0.002, Floor: 0.01},
	BeamWidth:  10,
	Population: 100,
	Selection:  Roulette,
	Crossover:  OnePoint,
	Mutation:   0.1,
}

// defaultGenerations is the genetic algorithm's step limit, in
// generations, when Options leaves MaxSteps zero: each generation weighs
// a whole population.
const defaultGenerations = 1_000

// withDefaults is o with its zero fields filled from defaults, for e.
func (o Options) withDefaults(e Engine) Options {
	d := defaults
	if o.MaxSteps == 0 {
		o.MaxSteps = d.MaxSteps
		if e == EngineGenetic {
			o.MaxSteps = defaultGenerations
		}
	}
	if o.Restarts == 0 {
		o.Restarts = d.Restarts
	}
	o.Schedule = o.Schedule.withDefaults(o.MaxSteps)
	if o.BeamWidth == 0 {
		o.BeamWidth = d.BeamWidth
	}
	if o.Population == 0 {
		o.Population = d.Population
	}
	if o.Selection == "" {
		o.Selection = d.Selection
	}
	if o.Crossover == "" {
		o.Crossover = d.Crossover
	}
	switch o.Mutation {
	case 0:
		o.Mutation = d.Mutation
	case NoMutation:
		o.Mutation = 0
	}
	return o
}

// withDefaults is s with its zero fields filled from defaults; a linear
// schedule's rate, when not given, takes T0 to 0 over steps steps.
func (s Schedule) withDefaults(steps int64) Schedule {
	d := defaults.Schedule
	if s.Shape == "" {
		s.Shape = d.Shape
	}
	if s.T0 == 0 {
		s.T0 = d.T0
	}
	if s.Rate == 0 {
		s.Rate = d.Rate
		if s.Shape == Linear {
			s.Rate = s.T0 / float64(steps)
		}
	}
	if s.Floor == 0 {
		s.Floor = d.Floor
	}
	return s
}

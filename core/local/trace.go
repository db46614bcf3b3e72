package local

// Trace watches a run step by step, for a student to follow it (the
// window's Watch, predict mode). OnStep runs on the run's goroutine and
// must not keep the *Step or its slices, which the engine reuses. A run
// makes the same moves watched or not: the engines draw the same random
// numbers either way.
type Trace[S any] struct {
	OnStep func(st *Step[S])
}

// Kind is what a step did.
type Kind string

// The kinds of step.
const (
	// KindStart: a climb began on State (the first, or a restart of
	// random-restart hill climbing; for beam search and the genetic
	// algorithm, the first beam or population). Number is the steps taken
	// before it.
	KindStart Kind = "start"
	// KindDownhill: the move lowered h.
	KindDownhill Kind = "downhill"
	// KindSideways: the move left h as it was.
	KindSideways Kind = "sideways"
	// KindUphill: annealing accepted a move that raised h.
	KindUphill Kind = "uphill"
	// KindRejected: annealing refused the move it drew; the state is as
	// it was.
	KindRejected Kind = "rejected"
	// KindRound: beam search replaced its beam.
	KindRound Kind = "round"
	// KindGeneration: the genetic algorithm bred a new population.
	KindGeneration Kind = "generation"
	// KindStop: the run ended (see Stop); no move was made.
	KindStop Kind = "stop"
)

// Step is one step of a run as a Trace sees it. Fields an engine does not
// use are zero.
type Step[S any] struct {
	// Number counts the steps from 1, as Summary.Steps does; a start or
	// stop has the number of the steps before it.
	Number int64
	Kind   Kind
	// Climb numbers the climbs of random-restart hill climbing from 0.
	Climb int
	// Move is the move made (annealing: the one drawn, taken or not); Old
	// (min-conflicts) the value its variable had.
	Move Move
	Old  int
	// Words is the move in words, when the problem names its moves
	// (Namer, Names): "the queen of column 3 from row 4 to row 7", "up",
	// "WA: red → green".
	Words string
	// HBefore and H are h before and after the step.
	HBefore, H int
	// State is the state after the step (beam search, the genetic
	// algorithm: the best of the beam or population), valid during the
	// call only. For min-conflicts it is the assignment being repaired.
	State S
	// Scored lists the moves weighed for this step with the h each would
	// give, in the order weighed: every move out of the state for
	// steepest ascent and stochastic hill climbing (left empty past
	// MaxScored moves), the moves tried by first-choice, the one drawn by
	// annealing, every value of the variable for min-conflicts (Var the
	// variable, Val the value, H its conflicts).
	Scored []Scored
	// Chosen lists the moves the engine chose among at random: steepest
	// ascent's moves tied at the best h, stochastic hill climbing's moves
	// that lower h, min-conflicts' values tied at the fewest conflicts
	// (left empty past MaxScored); for first-choice, the move taken. Ties
	// is how many there were, however many.
	Chosen []Move
	Ties   int
	// Sideways counts the sideways moves in a row, this one included.
	Sideways int
	// Temperature is annealing's T at this step; Chance the probability it
	// gave a move that raises h (0 for one that does not).
	Temperature, Chance float64
	// Best and Mean are the lowest and mean h of a beam or population;
	// Members its states and Hs their h, in the same order.
	Best    int
	Mean    float64
	Members []S
	Hs      []int
	// Stop is why the run ended, on a KindStop step.
	Stop Stop
}

// MaxScored is the most moves a Step lists in Scored: the moves of a
// 256-queens board. A larger board's steps leave Scored empty.
const MaxScored = 256 * 255

// observer calls a trace, and keeps the step it fills between calls.
type observer[S any] struct {
	tr   *Trace[S]
	step Step[S]
}

func newObserver[S any](tr *Trace[S]) *observer[S] {
	if tr == nil || tr.OnStep == nil {
		return nil
	}
	return &observer[S]{tr: tr}
}

// on reports whether anyone watches.
func (o *observer[S]) on() bool { return o != nil }

// fresh is the step to fill, cleared but for its slices' room.
func (o *observer[S]) fresh() *Step[S] {
	sc, ch, ms, hs := o.step.Scored[:0], o.step.Chosen[:0], o.step.Members[:0], o.step.Hs[:0]
	o.step = Step[S]{Scored: sc, Chosen: ch, Members: ms, Hs: hs}
	return &o.step
}

func (o *observer[S]) send() { o.tr.OnStep(&o.step) }

package local

import (
	"fmt"
	"strings"

	"frontier/core/textio"
)

// Engine names a local search engine by its command-line id.
type Engine string

// The engines, in the order of their table.
const (
	EngineHillClimbing  Engine = "hill-climbing"
	EngineStochastic    Engine = "stochastic"
	EngineFirstChoice   Engine = "first-choice"
	EngineRandomRestart Engine = "random-restart"
	EngineAnnealing     Engine = "annealing"
	EngineBeam          Engine = "beam"
	EngineGenetic       Engine = "genetic"
	EngineMinConflicts  Engine = "min-conflicts"
)

// Description is everything Frontier says of one local engine: the
// engine table of `frontier engines`, the command line's usage and flags,
// and the lab's labels come from it.
type Description struct {
	ID    Engine
	Title string
	// Rule is the engine's step in one sentence a student can apply by
	// hand, its tie-break and its stop included.
	Rule string
	// Step says what one of its steps is, as Summary.Steps counts them.
	Step string
	// Params names the parameters it reads (see Params).
	Params []string
	// Needs is the ability of a problem it needs beyond a Space: "" for
	// none, or the name of an interface (Genome, Conflicts).
	Needs string
}

// table holds the descriptions, in the order Engines lists them.
var table = []Description{
	{ID: EngineHillClimbing, Title: "Steepest-ascent hill climbing",
		Rule:   "Weigh every move and take one of lowest h, ties broken at random; if it leaves h as it is, it is a sideways move, allowed up to K in a row (0 by default); stop at h = 0 or when no allowed move lowers h.",
		Step:   "a move (sideways ones included)",
		Params: []string{ParamSideways, ParamMaxSteps}},
	{ID: EngineStochastic, Title: "Stochastic hill climbing",
		Rule:   "Weigh every move and take one of those that lower h, chosen at random, all alike whatever they lower it by; stop at h = 0 or when none lowers h.",
		Step:   "a move",
		Params: []string{ParamMaxSteps}},
	{ID: EngineFirstChoice, Title: "First-choice hill climbing",
		Rule:   "Try the moves in a random order, none twice, and take the first that lowers h; stop at h = 0 or when every move has been tried and none lowers h.",
		Step:   "a move",
		Params: []string{ParamMaxSteps}},
	{ID: EngineRandomRestart, Title: "Random-restart hill climbing",
		Rule:   "Climb by steepest ascent (with up to K sideways moves in a row); when a climb stops short of h = 0, start again from a new random state, up to R restarts (100 by default).",
		Step:   "a move, over every climb",
		Params: []string{ParamSideways, ParamRestarts, ParamMaxSteps}},
	{ID: EngineAnnealing, Title: "Simulated annealing",
		Rule:   "At step t draw one move at random; take it if it does not raise h, otherwise take it with probability e^(−Δ/T), Δ the rise and T = T0·e^(−λt) (or T0 − λt); stop at h = 0 or when T falls to the floor.",
		Step:   "a move drawn, taken or not",
		Params: []string{ParamSchedule, ParamTemperature, ParamCooling, ParamFloor, ParamMaxSteps}},
	{ID: EngineBeam, Title: "Local beam search",
		Rule:   "Start from k random states; each round weigh every move of every state and keep the k distinct states of lowest h, ties broken at random; stop at h = 0 or when the new beam's best is no lower than the old one's.",
		Step:   "a round",
		Params: []string{ParamBeamWidth, ParamMaxSteps}},
	{ID: EngineGenetic, Title: "Genetic algorithm",
		Rule:   "Each generation, breed as many children as the population holds: two parents drawn with probability proportional to their fitness (the worst h less their own: for the queens, the pairs that do not attack), cut at one random point and joined, then with probability p one random gene set to a random value; stop when a child has h = 0.",
		Step:   "a generation",
		Params: []string{ParamPopulation, ParamSelection, ParamCrossover, ParamMutation, ParamMaxSteps},
		Needs:  "Genome"},
	{ID: EngineMinConflicts, Title: "Min-conflicts",
		Rule:   "Pick a variable in conflict at random; give it the value with the fewest conflicts, ties broken at random; repeat until no conflict or the step limit (100,000 by default).",
		Step:   "a variable repaired",
		Params: []string{ParamGreedy, ParamMaxSteps},
		Needs:  "Conflicts"},
}

// Engines lists every engine, in the order of its table.
var Engines = func() []Engine {
	out := make([]Engine, len(table))
	for i, d := range table {
		out[i] = d.ID
	}
	return out
}()

// Describe is e's description; ok is false for an unknown engine.
func Describe(e Engine) (d Description, ok bool) {
	for _, d := range table {
		if d.ID == e {
			d.Params = append([]string(nil), d.Params...)
			return d, true
		}
	}
	return Description{}, false
}

// ParseEngine checks an engine id typed by a user.
func ParseEngine(text string) (Engine, error) {
	e := Engine(strings.ToLower(strings.TrimSpace(text)))
	if _, ok := Describe(e); ok {
		return e, nil
	}
	return "", fmt.Errorf("unknown local engine %s (want %s)", textio.Quote(text), EngineList())
}

// EngineList is the engines' ids as a message lists them: "hill-climbing,
// stochastic, …".
func EngineList() string {
	ids := make([]string, len(Engines))
	for i, e := range Engines {
		ids[i] = string(e)
	}
	return strings.Join(ids, ", ")
}

// Title is the engine's name, its id for an unknown one.
func (e Engine) Title() string {
	if d, ok := Describe(e); ok {
		return d.Title
	}
	return string(e)
}

// Takes reports whether e reads parameter name.
func (e Engine) Takes(name string) bool {
	d, _ := Describe(e)
	for _, p := range d.Params {
		if p == name {
			return true
		}
	}
	return false
}

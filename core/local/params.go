package local

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// The parameters' names, as flags (--sideways) and in an experiment's
// engine list (hill-climbing:sideways=100).
const (
	ParamSideways    = "sideways"
	ParamRestarts    = "restarts"
	ParamMaxSteps    = "max-steps"
	ParamSchedule    = "schedule"
	ParamTemperature = "temperature"
	ParamCooling     = "cooling"
	ParamFloor       = "floor"
	ParamBeamWidth   = "beam-width"
	ParamPopulation  = "population"
	ParamSelection   = "selection"
	ParamCrossover   = "crossover"
	ParamMutation    = "mutation"
	ParamGreedy      = "greedy"
)

// Param is one parameter of the engines: its name, what it means, and how
// its text sets Options.
type Param struct {
	Name string
	// Arg names its value in a usage text ("K"); "" for a switch.
	Arg  string
	Help string
	set  func(o *Options, text string) error
}

// Params lists every parameter, in the order usage texts show them.
var Params = []Param{
	{ParamSideways, "K", "sideways moves allowed in a row (default 0)", intParam(0, 1_000_000, func(o *Options, n int64) { o.Sideways = int(n) })},
	{ParamRestarts, "R", "restarts allowed (default 100)", intParam(1, 1_000_000, func(o *Options, n int64) { o.Restarts = int(n) })},
	{ParamMaxSteps, "N", "stop after N steps (default 100,000; the genetic algorithm's 1,000 generations)",
		intParam(1, 1_000_000_000, func(o *Options, n int64) { o.MaxSteps = n })},
	{ParamSchedule, "exponential|linear", "the temperature's fall: T0·e^(−λt) (default) or T0 − λt",
		func(o *Options, text string) error {
			switch s := Shape(text); s {
			case Exponential, Linear:
				o.Schedule.Shape = s
				return nil
			}
			return fmt.Errorf("want exponential or linear, not %s", textio.Quote(text))
		}},
	{ParamTemperature, "T0", "the temperature at step 0 (default 2)", floatParam(0, 1e6, false, func(o *Options, x float64) { o.Schedule.T0 = x })},
	{ParamCooling, "λ", "how fast T falls (default 0.002; linear: T0 over the step limit)",
		floatParam(0, 1e6, false, func(o *Options, x float64) { o.Schedule.Rate = x })},
	{ParamFloor, "T", "the temperature at which the run freezes and stops (default 0.01)",
		floatParam(0, 1e6, false, func(o *Options, x float64) { o.Schedule.Floor = x })},
	{ParamBeamWidth, "K", "the states the beam keeps (default 10)", intParam(1, 10_000, func(o *Options, n int64) { o.BeamWidth = int(n) })},
	{ParamPopulation, "P", "the individuals of a generation (default 100)", intParam(2, 10_000, func(o *Options, n int64) { o.Population = int(n) })},
	{ParamSelection, "roulette|tournament", "parents in proportion to their fitness (default), or the fitter of two drawn",
		func(o *Options, text string) error {
			switch s := Selection(text); s {
			case Roulette, Tournament:
				o.Selection = s
				return nil
			}
			return fmt.Errorf("want roulette or tournament, not %s", textio.Quote(text))
		}},
	{ParamCrossover, "one-point|uniform", "a child of the head of one parent and the tail of the other (default), or of each gene from either",
		func(o *Options, text string) error {
			switch c := Crossover(text); c {
			case OnePoint, Uniform:
				o.Crossover = c
				return nil
			}
			return fmt.Errorf("want one-point or uniform, not %s", textio.Quote(text))
		}},
	{ParamMutation, "P", "the probability that a child has one gene changed (default 0.1)",
		floatParam(0, 1, true, func(o *Options, x float64) {
			o.Mutation = x
			if x == 0 {
				o.Mutation = NoMutation
			}
		})},
	{ParamGreedy, "", "begin from the problem's own greedy start, not a random state",
		func(o *Options, text string) error {
			on, err := strconv.ParseBool(text)
			if err != nil {
				return fmt.Errorf("want true or false, not %s", textio.Quote(text))
			}
			o.OwnStart = on
			return nil
		}},
}

// ParamNamed is the parameter of that name; ok is false for none.
func ParamNamed(name string) (Param, bool) {
	for _, p := range Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// Switch reports whether the parameter stands alone on a command line
// (--greedy).
func (p Param) Switch() bool { return p.Arg == "" }

// Set reads text into o for engine e; the error, one line, names the
// parameter: a value out of range, or a parameter e does not read.
func (p Param) Set(o *Options, e Engine, text string) error {
	if !e.Takes(p.Name) {
		return fmt.Errorf("%s is for %s, not %s", p.Name, takers(p.Name), e)
	}
	if err := p.set(o, text); err != nil {
		return fmt.Errorf("%s: %v", p.Name, err)
	}
	return nil
}

// takers are the engines that read parameter name, as a message lists
// them: "hill-climbing and random-restart".
func takers(name string) string {
	var ids []string
	for _, e := range Engines {
		if e.Takes(name) {
			ids = append(ids, string(e))
		}
	}
	return textio.JoinAnd(ids)
}

// intParam reads a whole number from lo to hi.
func intParam(lo, hi int64, set func(*Options, int64)) func(*Options, string) error {
	return func(o *Options, text string) error {
		n, err := numfmt.ParseInt(text)
		switch {
		case errors.Is(err, strconv.ErrRange), err == nil && (n < lo || n > hi):
			return fmt.Errorf("want %s to %s, not %s", numfmt.Group(lo), numfmt.Group(hi), textio.Quote(text))
		case err != nil:
			return fmt.Errorf("want a whole number such as 12, not %s", textio.Quote(text))
		}
		set(o, n)
		return nil
	}
}

// floatParam reads a number above lo (or from lo, when closed) to hi.
func floatParam(lo, hi float64, closed bool, set func(*Options, float64)) func(*Options, string) error {
	return func(o *Options, text string) error {
		x, err := numfmt.ParseDecimal(text)
		low := x < lo || !closed && x == lo
		if err != nil || low || x > hi {
			above := "above"
			if closed {
				above = "from"
			}
			return fmt.Errorf("want a number %s %s to %s, such as 0.5, not %s", above, trimFloat(lo), trimFloat(hi), textio.Quote(text))
		}
		set(o, x)
		return nil
	}
}

func trimFloat(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// Solver is an engine with its parameters, as an experiment lists it:
// "hill-climbing:sideways=100".
type Solver struct {
	Engine Engine
	// Given lists the parameters set, "name=value", in the order given.
	Given []string
	Opts  Options
}

// Label is the solver as a table heads its row: "hill-climbing
// sideways=100".
func (s Solver) Label() string {
	return strings.Join(append([]string{string(s.Engine)}, s.Given...), " ")
}

// ParseSolver reads "ENGINE[:NAME=VALUE]…", such as
// "annealing:temperature=5:cooling=0.01"; its error is one line.
func ParseSolver(text string) (Solver, error) {
	parts := strings.Split(strings.TrimSpace(text), ":")
	e, err := ParseEngine(parts[0])
	if err != nil {
		return Solver{}, err
	}
	s := Solver{Engine: e}
	for _, part := range parts[1:] {
		name, value, ok := strings.Cut(part, "=")
		p, known := ParamNamed(name)
		switch {
		case !known:
			return Solver{}, fmt.Errorf("%s: unknown parameter %s (%s takes %s)", e, textio.Quote(name), e, paramList(e))
		case !ok && !p.Switch():
			return Solver{}, fmt.Errorf("%s: write %s=%s", e, name, p.Arg)
		case !ok:
			value = "true"
		}
		if err := p.Set(&s.Opts, e, value); err != nil {
			return Solver{}, fmt.Errorf("%s: %v", e, err)
		}
		if p.Switch() && value == "true" {
			s.Given = append(s.Given, name)
		} else {
			s.Given = append(s.Given, name+"="+value)
		}
	}
	return s, nil
}

// ParseSolvers reads a comma-separated list of solvers.
func ParseSolvers(text string) ([]Solver, error) {
	var out []Solver
	for _, item := range strings.Split(text, ",") {
		s, err := ParseSolver(item)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// paramList is e's parameters as a message lists them.
func paramList(e Engine) string {
	d, _ := Describe(e)
	return textio.JoinAnd(d.Params)
}

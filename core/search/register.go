package search

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/textio"
)

// Engines lists every engine id: the built-in engines in the order of
// their table, then the registered ones in the order they were
// registered.
var Engines []Engine

// described holds every engine's description by id.
var described = map[Engine]*Description{}

func init() {
	for _, d := range engineTable {
		register(d)
	}
}

// Register adds an engine written outside this package: it joins Engines,
// ParseEngine, every menu and usage text built from them, Run and
// RunTraced, and through them the catalogue's Domain.Solve and the
// command line. An engine whose behaviour is a policy that one of the
// engines' machines runs (a queue, a stack, the lowest key first,
// deepening passes by depth or by f, rounds of a beam) may leave d.Run
// nil: it then runs as the built-in engines run, at their speed, on the
// problem's own state type, and can be traced. Otherwise d.Run must be
// set. Register is for init functions: registering while another
// goroutine lists or runs engines is a data race. A malformed description
// or an id already taken panics.
func Register(d Description) {
	if d.Run == nil && machineFor(&d) == noMachine {
		panic("search: engine " + string(d.ID) + " has no Run, and no machine runs its policy")
	}
	register(d)
}

// register checks d and adds it, on the one path of built-in and
// registered engines.
func register(d Description) {
	if d.TieBreak == "" {
		d.TieBreak = d.Policy.TieBreak()
	}
	id := string(d.ID)
	switch {
	case !validID(id):
		panic(fmt.Sprintf("search: engine id %q: want a lower-case letter, then letters and digits", id))
	case described[d.ID] != nil:
		panic("search: engine " + id + " registered twice")
	case d.Title == "" || d.Summary == "" || d.TieBreak == "":
		panic("search: engine " + id + " lacks a title, a summary or a tie-break sentence")
	}
	d.Aliases = slices.Clone(d.Aliases)
	described[d.ID] = &d
	Engines = append(Engines, d.ID)
}

func validID(id string) bool {
	for i, c := range id {
		if !('a' <= c && c <= 'z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return id != ""
}

// lookup is e's description, nil for an unknown engine.
func lookup(e Engine) *Description { return described[e] }

// Describe returns engine e's description; ok is false for an unknown
// engine. The description is a copy.
func Describe(e Engine) (d Description, ok bool) {
	p := lookup(e)
	if p == nil {
		return Description{}, false
	}
	d = *p
	d.Aliases = slices.Clone(d.Aliases)
	return d, true
}

// ParseEngine checks an engine id typed by a user.
func ParseEngine(s string) (Engine, error) {
	if lookup(Engine(s)) != nil {
		return Engine(s), nil
	}
	return "", fmt.Errorf("unknown engine %s (want %s)", textio.Quote(s), EngineList(nil))
}

// EngineList names the engines keep accepts (every engine for a nil keep),
// in the order of Engines, as a sentence lists them: "bfs, dfs or ids".
func EngineList(keep func(Engine) bool) string {
	var ids []string
	for _, e := range Engines {
		if keep == nil || keep(e) {
			ids = append(ids, string(e))
		}
	}
	if len(ids) < 2 {
		return strings.Join(ids, "")
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " or " + ids[len(ids)-1]
}

// Title is the engine's name as the window and the text output show it;
// an unknown engine's id.
func (e Engine) Title() string {
	if d := lookup(e); d != nil {
		return d.Title
	}
	return string(e)
}

// TakesWidth reports whether the engine takes a width, k of
// Options.BeamWidth (beam search).
func (e Engine) TakesWidth() bool {
	d := lookup(e)
	return d != nil && d.Width
}

// Informed reports whether the engine uses a heuristic.
func (e Engine) Informed() bool {
	d := lookup(e)
	return d != nil && d.Informed
}

// TieBreak says in one sentence how the engine orders its frontier, ties
// included, so that a student can predict its next expansion by hand; ""
// for an unknown engine.
func (e Engine) TieBreak() string {
	if d := lookup(e); d != nil {
		return d.TieBreak
	}
	return ""
}

// Traceable reports whether RunTraced can watch the engine expansion by
// expansion: every built-in engine can, a registered one if it says so
// (Description.Traced).
func (e Engine) Traceable() bool {
	d := lookup(e)
	return d != nil && (d.Run == nil || d.Traced)
}

package check

import (
	"embed"
	"fmt"
	"maps"
	"slices"
	"strings"

	"frontier/core/search"
	"frontier/core/textio"
)

// Preset is what an assignment fixes, written once in a small file (see
// presets/driver.preset): the format its programs write, its puzzle, and
// the conventions of every engine (All) and of each engine apart, which
// add to All's. A right program of the assignment follows them; one that
// does not fails, with the reason in words.
type Preset struct {
	Name   string
	Format Format
	Puzzle string
	All    Setting
	// Engines are the engines' own settings, by engine.
	Engines map[search.Engine]Setting
}

// Setting is what a preset fixes for one engine, or every engine: the
// conventions and the heuristic ("" for the check's own choice).
type Setting struct {
	Pins      Pins
	Heuristic string
}

// For is what the preset fixes for engine e: All's settings with e's own
// in their place where it has them.
func (p *Preset) For(e search.Engine) Setting {
	s := p.All
	own, ok := p.Engines[e]
	if !ok {
		return s
	}
	if own.Heuristic != "" {
		s.Heuristic = own.Heuristic
	}
	s.Pins = s.Pins.With(own.Pins)
	return s
}

// With is p with each convention that q fixes in its place.
func (p Pins) With(q Pins) Pins {
	pick := func(a, b string) string {
		if b != "" {
			return b
		}
		return a
	}
	if q.Order != nil {
		p.Order = q.Order
	}
	if q.Names != nil {
		p.Names = q.Names
	}
	if q.Require != nil {
		p.Require = q.Require
	}
	p.Ties = search.Ties(pick(string(p.Ties), string(q.Ties)))
	p.GoalTest = search.GoalTest(pick(string(p.GoalTest), string(q.GoalTest)))
	p.Seen = search.Seen(pick(string(p.Seen), string(q.Seen)))
	p.Pruning = search.Pruning(pick(string(p.Pruning), string(q.Pruning)))
	p.Update = pick(p.Update, q.Update)
	p.Count.Goal = Counted(pick(string(p.Count.Goal), string(q.Count.Goal)))
	p.Count.Start = Counted(pick(string(p.Count.Start), string(q.Count.Start)))
	p.Count.Children = Children(pick(string(p.Count.Children), string(q.Count.Children)))
	return p
}

//go:embed presets/*.preset
var builtin embed.FS

// BuiltinPreset is the preset Frontier ships by that name (driver), if
// there is one.
func BuiltinPreset(name string) (*Preset, bool) {
	data, err := builtin.ReadFile("presets/" + name + ".preset")
	if err != nil {
		return nil, false
	}
	p, err := ParsePreset(name, data)
	if err != nil {
		panic("check: the built-in preset " + name + ": " + err.Error())
	}
	return p, true
}

// BuiltinPresets are the names of the presets Frontier ships.
func BuiltinPresets() []string {
	entries, _ := builtin.ReadDir("presets")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".preset"))
	}
	return out
}

// ParsePreset reads a preset named name: one setting a line, `key
// value`, # starting a comment; the lines after `engine ID` set that
// engine alone, up to the next such line. An error names its line.
func ParsePreset(name string, data []byte) (*Preset, error) {
	p := &Preset{Name: name, Engines: map[search.Engine]Setting{}}
	cur, engine := &p.All, search.Engine("")
	set := map[string]bool{}
	var err error
	textio.EachLine(data, func(n int, raw []byte) {
		if err != nil {
			return
		}
		line, _, _ := strings.Cut(string(raw), "#")
		key, value, _ := strings.Cut(strings.TrimSpace(line), " ")
		value = strings.TrimSpace(value)
		if key == "" {
			return
		}
		fail := func(format string, args ...any) {
			err = fmt.Errorf("line %d: %s", n, fmt.Sprintf(format, args...))
		}
		switch {
		case key == "engine":
			if engine != "" {
				p.Engines[engine] = *cur
			}
			e, perr := search.ParseEngine(value)
			if _, dup := p.Engines[e]; perr == nil && (dup || e == engine) {
				perr = fmt.Errorf("engine %s has a section already", e)
			}
			if perr != nil {
				fail("%v", perr)
				return
			}
			engine, cur, set = e, &Setting{}, map[string]bool{}
			return
		case set[key]:
			fail("%s is set twice", key)
			return
		case value == "":
			fail("%s needs a value", key)
			return
		}
		set[key] = true
		if e := p.setting(cur, engine, key, value); e != nil {
			fail("%s: %v", key, e)
		}
	})
	if err != nil {
		return nil, err
	}
	if engine != "" {
		p.Engines[engine] = *cur
	}
	return p, nil
}

// presetKeys are the settings a preset knows, as its file writes them.
var presetKeys = []string{"format", "puzzle", "heuristic", "order", "names", "ties", "goal-test", "seen", "pruning", "update",
	"count-goal", "count-start", "count-children", "require"}

// setting reads one setting into s, the section of engine ("" for every
// engine's).
func (p *Preset) setting(s *Setting, engine search.Engine, key, value string) error {
	var err error
	pins := &s.Pins
	switch key {
	case "format", "puzzle":
		if engine != "" {
			return fmt.Errorf("set for every engine, before any engine line")
		}
		if key == "puzzle" {
			p.Puzzle = value
			return nil
		}
		p.Format, err = ParseFormat(value)
	case "heuristic":
		s.Heuristic = value
	case "order":
		pins.Order = list(strings.ToLower(value))
	case "names":
		pins.Names = list(value)
	case "ties":
		pins.Ties = search.Ties(value)
		if !slices.Contains(search.TieRules, pins.Ties) {
			err = fmt.Errorf("unknown tie-break %s (want %s)", textio.Quote(value), strings.Join(strs(search.TieRules), ", "))
		}
	case "goal-test":
		pins.GoalTest, err = search.ParseGoalTest(value)
	case "seen":
		pins.Seen = search.Seen(value)
		if pins.Seen != search.SeenPushed && pins.Seen != search.SeenExpanded {
			err = fmt.Errorf("must be pushed or expanded, not %s", textio.Quote(value))
		}
	case "pruning":
		pins.Pruning, err = search.ParsePruning(value)
	case "update":
		_, err = search.ParseUpdate(value)
		pins.Update = value
	case "count-goal":
		pins.Count.Goal, err = ParseCounted(value)
	case "count-start":
		pins.Count.Start, err = ParseCounted(value)
	case "count-children":
		pins.Count.Children, err = ParseChildren(value)
	case "require":
		pins.Require = list(strings.ToLower(value))
		for _, r := range pins.Require {
			if !slices.Contains(requirable, r) {
				return fmt.Errorf("%s is not cost, expanded or generated", textio.Quote(r))
			}
		}
	default:
		return fmt.Errorf("no such setting (the settings: engine, %s)", strings.Join(presetKeys, ", "))
	}
	return err
}

// requirable are what a preset may require an answer to hold.
var requirable = []string{"cost", "expanded", "generated"}

// list reads a comma-separated list, blanks dropped.
func list(s string) []string {
	var out []string
	for _, w := range strings.Split(s, ",") {
		if w = strings.TrimSpace(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// Text is the preset as its file writes it, which ParsePreset reads back.
func (p *Preset) Text() string {
	var b strings.Builder
	line := func(key, value string) {
		if value != "" {
			fmt.Fprintf(&b, "%s %s\n", key, value)
		}
	}
	line("format", string(p.Format))
	line("puzzle", p.Puzzle)
	p.All.text(line)
	for _, e := range slices.Sorted(maps.Keys(p.Engines)) {
		fmt.Fprintf(&b, "\nengine %s\n", e)
		s := p.Engines[e]
		s.text(line)
	}
	return b.String()
}

func (s Setting) text(line func(key, value string)) {
	q := s.Pins
	line("heuristic", s.Heuristic)
	line("order", strings.Join(q.Order, ","))
	line("names", strings.Join(q.Names, ","))
	line("ties", string(q.Ties))
	line("goal-test", string(q.GoalTest))
	line("seen", string(q.Seen))
	line("pruning", string(q.Pruning))
	line("update", q.Update)
	line("count-goal", string(q.Count.Goal))
	line("count-start", string(q.Count.Start))
	line("count-children", string(q.Count.Children))
	line("require", strings.Join(q.Require, ","))
}

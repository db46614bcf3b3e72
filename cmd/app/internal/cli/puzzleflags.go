package cli

import (
	"flag"
	"fmt"
	"strings"

	"frontier/core/puzzles"
)

// puzzleFlags are the flags of the puzzles' options: one per option name
// the catalogue declares, whichever puzzle takes it, so that a puzzle
// registered elsewhere gets its flags with no change here. They only
// collect texts; puzzles.New reads them by the chosen puzzle's
// declarations and refuses an option it does not take.
type puzzleFlags struct{ given puzzles.Settings }

// register defines the flags on fs. An option named like a flag of the
// command is a broken program.
func (pf *puzzleFlags) register(fs *flag.FlagSet) { pf.registerOptions(fs, puzzles.AllOptions()) }

// registerOptions defines the flags of options on fs, for a command that
// takes one puzzle's.
func (pf *puzzleFlags) registerOptions(fs *flag.FlagSet, options []puzzles.Option) {
	for _, o := range options {
		if fs.Lookup(o.Name) != nil {
			panic(fmt.Sprintf("cli: the puzzles' option %s is also a flag of frontier %s", o.Name, fs.Name()))
		}
		fs.Var(optionFlag{pf, o}, o.Name, o.Help)
	}
}

// optionFlag is the flag of one option.
type optionFlag struct {
	pf *puzzleFlags
	o  puzzles.Option
}

func (f optionFlag) String() string {
	if f.pf == nil {
		return ""
	}
	text, _ := f.pf.given.Get(f.o.Name)
	return text
}

func (f optionFlag) Set(text string) error {
	f.pf.given = f.pf.given.With(f.o.Name, text)
	return nil
}

// IsBoolFlag lets a switch stand alone: --diagonal.
func (f optionFlag) IsBoolFlag() bool { return f.o.Type == puzzles.BoolOption }

// puzzleHelp lists the puzzles' options for a usage text, each flag with
// the puzzles that take it and their help lines, the flags padded to pad
// characters:
//
//	--width W                 sliding: board width 2–5 when no STATE gives it (default 3)
func puzzleHelp(pad int) string {
	var b strings.Builder
	for _, o := range puzzles.AllOptions() {
		flagText := "--" + o.Name
		if o.Arg != "" {
			flagText += " " + o.Arg
		}
		for i, p := range puzzles.Takers(o.Name) {
			decl, _ := p.Option(o.Name)
			if i > 0 {
				flagText = ""
			}
			b.WriteString(usageLine(pad, flagText, string(p.ID)+": "+decl.Help))
		}
	}
	return b.String()
}

// usageLine is one line of a usage text: the flag padded to pad
// characters, then what it does.
func usageLine(pad int, flagText, help string) string {
	if len(flagText) >= pad {
		flagText += " "
	}
	return fmt.Sprintf("  %-*s%s\n", pad, flagText, help)
}

// heuristicDefaults says which heuristic each puzzle uses when none is
// named, and which switch changes it: "manhattan (chebyshev with
// --diagonal) for sliding, exact for cube".
func heuristicDefaults() string {
	var out []string
	for _, p := range puzzles.List() {
		d, err := puzzles.New(p.ID, puzzles.Settings{})
		if err != nil {
			continue
		}
		text := string(d.DefaultHeuristic())
		for _, o := range p.Options {
			if o.Type != puzzles.BoolOption {
				continue
			}
			on, err := puzzles.New(p.ID, puzzles.Settings{}.With(o.Name, "true"))
			if err == nil && on.DefaultHeuristic() != d.DefaultHeuristic() {
				text += fmt.Sprintf(" (%s with --%s)", on.DefaultHeuristic(), o.Name)
			}
		}
		out = append(out, text+" for "+string(p.ID))
	}
	return strings.Join(out, ", ")
}

// puzzleIDs are the catalogue's ids as a usage text writes them:
// sliding|cube.
func puzzleIDs() string {
	var ids []string
	for _, p := range puzzles.List() {
		ids = append(ids, string(p.ID))
	}
	return strings.Join(ids, "|")
}

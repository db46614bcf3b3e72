package cli

import (
	"flag"
	"fmt"
	"io"

	"frontier/core/lab"
	"frontier/core/numfmt"
	"frontier/core/search"
)

// limits are the guards of a search as the flags set them: the node limit
// and the memory budget. Both are on by default; 0 lifts either, but only
// when typed, and then a warning says what is left to stop the search.
type limits struct {
	maxNodes int64
	memory   memoryFlag
	fs       *flag.FlagSet
}

// memoryFlag is --max-memory: a size such as 512MB or 2GB.
type memoryFlag struct {
	bytes int64
	set   bool
}

func (m *memoryFlag) String() string {
	if !m.set {
		return numfmt.Bytes(search.DefaultMaxMemory())
	}
	return numfmt.Bytes(m.bytes)
}

func (m *memoryFlag) Set(text string) error {
	n, err := numfmt.ParseBytes(text)
	if err != nil {
		return err
	}
	m.bytes, m.set = n, true
	return nil
}

// register adds --max-nodes, with its default, and --max-memory to fs.
func (l *limits) register(fs *flag.FlagSet, defaultNodes int64) {
	l.fs = fs
	intFlag(fs, &l.maxNodes, "max-nodes", defaultNodes)
	fs.Var(&l.memory, "max-memory", "")
}

// check bounds the flags once fs has parsed them.
func (l *limits) check() error {
	if err := lab.NodeLimit.Check("--max-nodes", l.maxNodes); err != nil {
		return usageErr("%v (0 lifts the limit)", err)
	}
	if l.memory.set && l.memory.bytes != 0 {
		if err := lab.CheckMemory("--max-memory", l.memory.bytes); err != nil {
			return usageErr("%v (0 lifts the budget)", err)
		}
	}
	return nil
}

// budget is the memory budget as search.Options.MaxMemory takes it.
func (l *limits) budget() int64 {
	switch {
	case !l.memory.set:
		return 0
	case l.memory.bytes == 0:
		return search.NoMemoryLimit
	}
	return l.memory.bytes
}

// budgetText is the memory budget a search runs under, in words, for
// messages: the one the flag asks for, lowered, where it is too high, to
// what the address-space limit leaves room for.
func (l *limits) budgetText() string {
	b := search.MemoryBudget(l.budget())
	switch {
	case b == 0:
		return "none"
	case b == search.AddressSpaceCeiling():
		return numfmt.Bytes(b) + " (what the address-space limit, ulimit -v, leaves room for)"
	}
	return numfmt.Bytes(b)
}

// warn writes, on w, one line for each guard the user lifted.
func (l *limits) warn(w io.Writer, cmd string) {
	if isSet(l.fs, "max-nodes") && l.maxNodes == 0 {
		fmt.Fprintf(w, "frontier %s: warning: --max-nodes 0 lifts the node limit; the search stops only at its memory budget (%s), a timeout or Ctrl-C\n",
			cmd, l.budgetText())
	}
	if l.budget() == search.NoMemoryLimit && search.AddressSpaceCeiling() == 0 {
		fmt.Fprintf(w, "frontier %s: warning: --max-memory 0 lifts the memory budget; a large search may fill the machine's memory\n", cmd)
	}
}

// memoryHint is the line that explains the search of rep stopped at the
// memory budget: by a table the budget had no room for, or after the
// nodes it generated.
func (l *limits) memoryHint(rep *report) string {
	if rep.table != nil {
		if rep.table.Lowered() {
			return oneLine(rep.table)
		}
		return oneLine(rep.table) + " (--max-memory)"
	}
	return fmt.Sprintf("stopped at the memory budget of %s after %s nodes generated: %s (--max-nodes, --max-memory)",
		l.budgetText(), numfmt.Group(rep.Generated), search.StopMemoryLimit.Hint())
}

func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

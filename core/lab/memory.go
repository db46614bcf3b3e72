package lab

import (
	"fmt"

	"frontier/core/numfmt"
	"frontier/core/search"
)

// MemoryStops counts the searches of an experiment that the memory budget
// stopped. They count as unsolved, as node-limited runs do, but they say
// more about the machine than about the engine, so the tables say so.
type MemoryStops struct {
	Count  int   // searches stopped at the budget
	Budget int64 // the budget they shared, in bytes; 0 when lifted
}

func memoryStops(out []outcome, pool Pool) MemoryStops {
	m := MemoryStops{Budget: pool.budget()}
	for _, r := range out {
		if r.Stop == search.StopMemoryLimit {
			m.Count++
		}
	}
	return m
}

// note is the sentence under a table when some search was stopped.
func (m MemoryStops) note() (string, bool) {
	if m.Count == 0 {
		return "", false
	}
	runs := "searches"
	if m.Count == 1 {
		runs = "search"
	}
	return fmt.Sprintf("%s %s reached the memory budget (%s) and count as unsolved: %s.",
		numfmt.Group(m.Count), runs, numfmt.Bytes(m.Budget), search.StopMemoryLimit.Hint()), true
}

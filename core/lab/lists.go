package lab

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// ParseDepths reads a list of depths: comma-separated items, each a number
// (8), a range (2-20) or a range with a step (2-20/2). Each depth is within
// Depth and the list holds at most MaxListItems depths, so no range can
// overflow or fill the memory.
func ParseDepths(text string) ([]int, error) {
	var out []int
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		lo, hi, step, err := depthRange(item)
		if err != nil {
			return nil, err
		}
		if n := (hi-lo)/step + 1; len(out)+n > MaxListItems {
			return nil, fmt.Errorf("depths: more than %s depths", numfmt.Group(MaxListItems))
		}
		for d := lo; d <= hi; d += step {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("depths: none given")
	}
	return out, nil
}

// depthRange reads one item of a depth list.
func depthRange(item string) (lo, hi, step int, err error) {
	rng, stepText, hasStep := strings.Cut(item, "/")
	loText, hiText, isRange := strings.Cut(rng, "-")
	lo, err1 := numfmt.Atoi(strings.TrimSpace(loText))
	hi, err2 := lo, error(nil)
	if isRange {
		hi, err2 = numfmt.Atoi(strings.TrimSpace(hiText))
	}
	step, err3 := 1, error(nil)
	if hasStep {
		step, err3 = numfmt.Atoi(strings.TrimSpace(stepText))
	}
	q := textio.Quote(item)
	switch {
	case err1 != nil && errors.Is(err1, strconv.ErrRange) || err2 != nil && errors.Is(err2, strconv.ErrRange):
		return 0, 0, 0, fmt.Errorf("depths: %s: a depth must be from %d to %d", q, Depth.Min, Depth.Max)
	case err1 != nil || err2 != nil || err3 != nil || hasStep && !isRange:
		return 0, 0, 0, fmt.Errorf("depths: %s is not N, A-B or A-B/STEP", q)
	case lo < 0 || hi < lo:
		return 0, 0, 0, fmt.Errorf("depths: %s is not an increasing range of depths from 0 up", q)
	case hi > int(Depth.Max):
		return 0, 0, 0, fmt.Errorf("depths: %s: a depth must be from %d to %d", q, Depth.Min, Depth.Max)
	case step < 1:
		return 0, 0, 0, fmt.Errorf("depths: step %d in %s must be at least 1", step, q)
	}
	return lo, hi, step, nil
}

// ParseBudgets reads a comma-separated list of node budgets, such as
// "1000,5000,10000"; each must be a whole number from 1 to NodeLimit.Max,
// and there are at most MaxListItems.
func ParseBudgets(text string) ([]int64, error) {
	var out []int64
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		f, err := numfmt.ParseInt(item)
		if err != nil || f < 1 || f > NodeLimit.Max {
			return nil, fmt.Errorf("budgets: %s is not a whole number of nodes from 1 to %s",
				textio.Quote(item), numfmt.Group(NodeLimit.Max))
		}
		if len(out) == MaxListItems {
			return nil, fmt.Errorf("budgets: more than %s budgets", numfmt.Group(MaxListItems))
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("budgets: none given")
	}
	return out, nil
}

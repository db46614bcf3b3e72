package lab

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ParseDepths reads a list of depths: comma-separated items, each a number
// (8), a range (2-20) or a range with a step (2-20/2).
func ParseDepths(text string) ([]int, error) {
	var out []int
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		rng, stepText, hasStep := strings.Cut(item, "/")
		loText, hiText, isRange := strings.Cut(rng, "-")
		lo, err1 := strconv.Atoi(strings.TrimSpace(loText))
		hi, err2 := lo, error(nil)
		if isRange {
			hi, err2 = strconv.Atoi(strings.TrimSpace(hiText))
		}
		step, err3 := 1, error(nil)
		if hasStep {
			step, err3 = strconv.Atoi(strings.TrimSpace(stepText))
		}
		switch {
		case err1 != nil || err2 != nil || err3 != nil || hasStep && !isRange:
			return nil, fmt.Errorf("depths: %q is not N, A-B or A-B/STEP", item)
		case lo < 0 || hi < lo:
			return nil, fmt.Errorf("depths: %q is not an increasing range of depths from 0 up", item)
		case step < 1:
			return nil, fmt.Errorf("depths: step %d in %q must be at least 1", step, item)
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

// ParseBudgets reads a comma-separated list of node budgets, such as
// "1000,5000,1e4,1e5"; each must be a positive whole number.
func ParseBudgets(text string) ([]int64, error) {
	var out []int64
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		f, err := strconv.ParseFloat(item, 64)
		if err != nil || f < 1 || f != math.Trunc(f) || f > 1e15 {
			return nil, fmt.Errorf("budgets: %q is not a positive whole number of nodes", item)
		}
		out = append(out, int64(f))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("budgets: none given")
	}
	return out, nil
}

package lab

import (
	"math"
	"strconv"
)

// axisScale maps an axis's values to pixels: lo to from and hi to to.
type axisScale struct {
	log      bool
	lo, hi   float64 // lo < hi; above zero on a logarithmic axis
	from, to float64
}

func (s axisScale) at(v float64) float64 {
	a, b := s.lo, s.hi
	if s.log {
		a, b, v = math.Log10(a), math.Log10(b), math.Log10(v)
	}
	return s.from + (v-a)/(b-a)*(s.to-s.from)
}

// drawable says whether v can be placed on the axis: a finite number,
// above zero on a logarithmic axis.
func (ax Axis) drawable(v float64) bool {
	return !math.IsNaN(v) && !math.IsInf(v, 0) && (!ax.Log || v > 0)
}

// extent is the range the axis shows for values vs: theirs, unless the
// axis fixes an end, widened when it would be empty.
func (ax Axis) extent(vs []float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range vs {
		if ax.drawable(v) {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if ax.FixMin {
		lo = ax.Min
	}
	if ax.FixMax {
		hi = ax.Max
	}
	switch {
	case lo > hi && ax.Log:
		return 1, 10
	case lo > hi:
		return 0, 1
	case lo < hi:
		return lo, hi
	case ax.Log:
		return lo / 2, hi * 2
	}
	return lo - 1, hi + 1
}

// ticks are the axis's ticks within [lo, hi]: its own, or chosen.
func (ax Axis) ticks(lo, hi float64) []Tick {
	slack := (hi - lo) * 1e-9
	if ax.Ticks != nil {
		var out []Tick
		for _, t := range ax.Ticks {
			if t.Value >= lo-slack && t.Value <= hi+slack {
				out = append(out, t)
			}
		}
		return out
	}
	if ax.Log {
		return logTicks(lo, hi)
	}
	return linearTicks(lo, hi)
}

// linearTicks labels about five round numbers between lo and hi: steps
// of 1, 2 or 5 times a power of ten.
func linearTicks(lo, hi float64) []Tick {
	raw := (hi - lo) / 5
	step := math.Pow(10, math.Floor(math.Log10(raw)))
	switch f := raw / step; {
	case f >= 7:
		step *= 10
	case f >= 3:
		step *= 5
	case f >= 1.5:
		step *= 2
	}
	decimals := max(0, -int(math.Floor(math.Log10(step)+1e-9)))
	if m := step * math.Pow(10, float64(decimals)); math.Abs(m-math.Round(m)) > 1e-6 {
		decimals++ // a step of 2.5
	}
	var out []Tick
	for k := math.Ceil(lo/step - 1e-9); k*step <= hi+step*1e-9; k++ {
		v := k * step
		if v == 0 {
			v = 0 // not -0
		}
		out = append(out, Tick{Value: v, Label: strconv.FormatFloat(v, 'f', decimals, 64)})
	}
	return out
}

// logTicks marks 1 to 9 times each power of ten between lo and hi, and
// labels the powers of ten; where fewer than two of them fall in the
// range, 2 and 5 times a power of ten are labelled too.
func logTicks(lo, hi float64) []Tick {
	first, last := math.Floor(math.Log10(lo)), math.Ceil(math.Log10(hi))
	in := func(v float64) bool { return v >= lo*(1-1e-9) && v <= hi*(1+1e-9) }
	powers := 0
	for k := first; k <= last; k++ {
		if in(math.Pow(10, k)) {
			powers++
		}
	}
	var out []Tick
	for k := first; k <= last; k++ {
		for m := 1.0; m <= 9; m++ {
			v := m * math.Pow(10, k)
			if !in(v) {
				continue
			}
			t := Tick{Value: v}
			if m == 1 || powers < 2 && (m == 2 || m == 5) {
				t.Label = compact(v)
			}
			out = append(out, t)
		}
	}
	return out
}

// compact writes a tick's value shortly: 0.5, 20, 500, 1k, 20k, 1M, 5G.
func compact(v float64) string {
	for _, u := range []struct {
		size float64
		unit string
	}{{1e9, "G"}, {1e6, "M"}, {1e3, "k"}} {
		if v >= u.size {
			return strconv.FormatFloat(v/u.size, 'g', 4, 64) + u.unit
		}
	}
	return strconv.FormatFloat(v, 'g', 4, 64)
}

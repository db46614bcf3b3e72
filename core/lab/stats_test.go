package lab

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// The groups {1,2,3}, {4,5,6}, {7,8,9} have means 2, 5, 8 around a grand
// mean 5: SSB = 3·(9+0+9) = 54 on 2 df, SSW = 3·2 = 6 on 6 df, so
// F = 27/1 = 27. For D1 = 2 the F survival function is (D2/(D2+2F))^(D2/2)
// = (6/60)^3 = 0.001.
func TestOneWayANOVAByHand(t *testing.T) {
	a, err := OneWayANOVA([][]float64{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}})
	if err != nil {
		t.Fatal(err)
	}
	if a.DFBetween != 2 || a.DFWithin != 6 || !near(a.F, 27, 1e-9) || !near(a.P, 0.001, 1e-9) {
		t.Errorf("got %+v, want F(2, 6) = 27, p = 0.001", a)
	}
}

// Two groups: {2, 4} and {6, 8, 10}. Means 3 and 8, grand mean 6:
// SSB = 2·9 + 3·4 = 30 on 1 df; SSW = 2 + 8 = 10 on 3 df; F = 30/(10/3) = 9.
// With one numerator df, F = t², and the two-sided t(3) tail at t = 3 is
// 0.05766 (from a t table: 2·(1 − T₃(3)) = 0.057669).
func TestOneWayANOVATwoGroups(t *testing.T) {
	a, err := OneWayANOVA([][]float64{{2, 4}, {6, 8, 10}})
	if err != nil {
		t.Fatal(err)
	}
	if !near(a.F, 9, 1e-9) || !near(a.P, 0.057669, 1e-5) {
		t.Errorf("got %+v, want F(1, 3) = 9, p ≈ 0.05767", a)
	}
}

func TestOneWayANOVARejects(t *testing.T) {
	for _, groups := range [][][]float64{nil, {{1, 2}}, {{1}, {}}, {{1}, {2}}} {
		if _, err := OneWayANOVA(groups); err == nil {
			t.Errorf("OneWayANOVA(%v) gave no error", groups)
		}
	}
}

func TestMeanStdDev(t *testing.T) {
	// 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squared deviations sum to 32,
	// sample variance 32/7.
	m, sd := MeanStdDev([]float64{2, 4, 4, 4, 5, 5, 7, 9})
	if !near(m, 5, 1e-12) || !near(sd, math.Sqrt(32.0/7), 1e-12) {
		t.Errorf("MeanStdDev = %v, %v; want 5, %v", m, sd, math.Sqrt(32.0/7))
	}
	if m, sd := MeanStdDev([]float64{3}); m != 3 || sd != 0 {
		t.Errorf("one value: %v, %v", m, sd)
	}
}

// The EBF columns average two ways: b* of the mean run, and the mean b*.
func TestSummarizeAverages(t *testing.T) {
	runs := []outcome{
		{Solved: true, Generated: 10, Expanded: 4, Length: 2, EBF: 2.701562}, // 1+b+b² = 11
		{Solved: true, Generated: 30, Expanded: 12, Length: 2, EBF: 5},       // 1+5+25 = 31
		{Solved: false, Generated: 1000, Expanded: 500},
	}
	c := summarize(runs, 2)
	if c.Runs != 3 || c.Solved != 2 || c.Generated != 20 || c.Expanded != 8 || c.Length != 2 {
		t.Fatalf("summarize = %+v", c)
	}
	// 1 + b + b² = 21 gives b = (−1 + √81)/2 = 4.
	if !near(c.EBF, 4, 1e-6) {
		t.Errorf("EBF of the mean = %v, want 4", c.EBF)
	}
	if !near(c.MeanEBF, (2.701562+5)/2, 1e-9) {
		t.Errorf("mean EBF = %v", c.MeanEBF)
	}
	if z := summarize(runs[2:], 2); z.Solved != 0 || z.EBF != 0 || z.Generated != 0 {
		t.Errorf("no solved runs: %+v", z)
	}
}

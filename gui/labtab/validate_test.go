package labtab

import (
	"strings"
	"testing"
)

// TestFormBounds: the lab form refuses what the command line and config
// files refuse, with the lab's bounds, and an empty or 0 node limit is no
// longer a silent "no limit".
func TestFormBounds(t *testing.T) {
	tab, _ := newTestTab(t)
	cases := []struct {
		kind  string
		set   func(f *form)
		label func(f *form) *string
		want  string
	}{
		{kindDepth, func(f *form) { f.instances.SetText("2,000,000,000") }, func(f *form) *string { return &f.instancesErr.msg },
			"N must be a whole number from 1 to 100,000"},
		{kindDepth, func(f *form) { f.depthTo.SetText("9223372036854775807") }, func(f *form) *string { return &f.depthsErr.msg },
			"the last depth must be a whole number from 0 to 250"},
		{kindDepth, func(f *form) { f.depthTo.SetText("32") }, func(f *form) *string { return &f.depthsErr.msg },
			"the deepest 8-puzzle state is 31 moves from the goal, not 32"},
		{kindDepth, func(f *form) { f.maxNodes.SetText("") }, func(f *form) *string { return &f.maxNodesErr.msg },
			"max nodes must be a whole number from 1 to 1,000,000,000,000"},
		{kindDepth, func(f *form) { f.maxNodes.SetText("0") }, func(f *form) *string { return &f.maxNodesErr.msg },
			"max nodes must be a whole number from 1"},
		{kindDepth, func(f *form) { f.workers.SetText("100") }, func(f *form) *string { return &f.workersErr.msg },
			"workers must be a whole number from 1 to 64"},
		{kindCompare, func(f *form) { f.walk.SetText("1000001") }, func(f *form) *string { return &f.walkErr.msg },
			"the walk must be a whole number from 0 to 1,000,000"},
		{kindCompare, func(f *form) { f.instances.SetText("1000"); f.walk.SetText("1000000") }, func(f *form) *string { return &f.instancesErr.msg },
			"drawing the states takes 1,000,000,000 random moves"},
		{kindBudget, func(f *form) { f.instances.SetText("100000"); f.budgets.SetText("1,2,3,4,5,6") },
			func(f *form) *string { return &f.instancesErr.msg }, "the experiment asks for 1,200,000 searches"},
		{kindBudget, func(f *form) { f.budgets.SetText("1e13") }, func(f *form) *string { return &f.budgetsErr.msg },
			"from 1 to 1,000,000,000,000"},
		{kindDepth, func(f *form) { f.engines.setChecked("Beam manhattan", true); f.beam.SetText("99999999999") }, func(f *form) *string { return &f.beamErr.msg },
			"beam width k must be a whole number from 1 to 100,000"},
	}
	for _, c := range cases {
		small(tab, c.kind)
		c.set(tab.form)
		if _, ok := tab.form.validate(); ok {
			t.Errorf("want %q: accepted", c.want)
			continue
		}
		if got := *c.label(tab.form); !strings.Contains(got, c.want) {
			t.Errorf("error %q, want %q", got, c.want)
		}
	}
}

// TestBeamWidthOnlyForBeam: the beam width is greyed, and not read,
// unless a beam engine is ticked.
func TestBeamWidthOnlyForBeam(t *testing.T) {
	tab, _ := newTestTab(t)
	small(tab, kindDepth)
	f := tab.form
	f.beam.SetText("none")
	if !f.beam.Disabled() {
		t.Fatal("the beam width is open with no beam engine ticked")
	}
	if _, ok := f.validate(); !ok {
		t.Errorf("an unused beam width of %q refused: %q", f.beam.Text, f.beamErr.msg)
	}
	f.engines.setChecked("Beam manhattan", true)
	if f.beam.Disabled() {
		t.Fatal("the beam width is greyed with Beam ticked")
	}
	if _, ok := f.validate(); ok || !strings.Contains(f.beamErr.msg, "beam width") {
		t.Errorf("a beam width of %q accepted for Beam", f.beam.Text)
	}
}

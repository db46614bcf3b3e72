package check

import (
	"reflect"
	"strings"
	"testing"

	"frontier/core/search"
)

// TestDriverPreset: the built-in preset fixes what the assignment's
// course fixes, A*'s own settings in A*'s section alone.
func TestDriverPreset(t *testing.T) {
	p, ok := BuiltinPreset("driver")
	if !ok {
		t.Fatal("no driver preset")
	}
	a, b := p.For(search.EngineAStar), p.For(search.EngineBFS)
	want := Pins{Order: []string{"up", "down", "left", "right"}, Names: []string{"Up", "Down", "Left", "Right"},
		GoalTest: search.GoalOnExpansion, Seen: search.SeenPushed, Count: Counting{Goal: CountedNo}, Require: []string{"cost", "expanded"}}
	if !reflect.DeepEqual(b.Pins, want) || b.Heuristic != "" || p.Format != FormatDriver || p.Puzzle != "sliding" {
		t.Errorf("BFS under the driver preset: %+v, want %+v", b, want)
	}
	want.Ties, want.Update = search.TiesFirstIn, "none"
	if !reflect.DeepEqual(a.Pins, want) || a.Heuristic != "manhattan" {
		t.Errorf("A* under the driver preset: %+v, want %+v", a, want)
	}
	back, err := ParsePreset(p.Name, []byte(p.Text()))
	if err != nil || !reflect.DeepEqual(back, p) {
		t.Errorf("the preset written and read back: %+v, %v; want %+v", back, err, p)
	}
}

// TestPresetErrors: a preset that cannot be read gets one line naming
// the line at fault.
func TestPresetErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"tie first-in", "line 1: tie: no such setting"},
		{"ties\n", "line 1: ties needs a value"},
		{"# a comment\nties sideways", `line 2: ties: unknown tie-break "sideways"`},
		{"seen popped", `line 1: seen: must be pushed or expanded, not "popped"`},
		{"update sometimes", `line 1: update: unknown update "sometimes"`},
		{"goal-test never", "line 1: goal-test: unknown goal test"},
		{"count-goal maybe", `line 1: count-goal: must be yes or no, not "maybe"`},
		{"count-children half", `line 1: count-children: must be all, checked or added`},
		{"require moves", `line 1: require: "moves" is not cost, expanded or generated`},
		{"order up\norder down", "line 2: order is set twice"},
		{"engine astar\nformat driver", "line 2: format: set for every engine, before any engine line"},
		{"engine astar\nengine astar", "line 2: engine astar has a section already"},
		{"engine quantum", "line 1: unknown engine"},
		{"format xml", "line 1: format:"},
	} {
		_, err := ParsePreset("x", []byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error %v, want one line with %q", c.text, err, c.want)
		}
	}
}

// FuzzParsePreset: any text is read or refused with an error, never a
// panic, and a preset read is written back as itself.
func FuzzParsePreset(f *testing.F) {
	p, _ := BuiltinPreset("driver")
	f.Add(p.Text())
	f.Add("engine bfs\norder left,up\ncount-start yes\n")
	f.Add("ties low-h # a comment\nrequire cost, generated\n")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePreset("f", []byte(text))
		if err != nil {
			return
		}
		back, err := ParsePreset("f", []byte(p.Text()))
		if err != nil || !reflect.DeepEqual(back, p) {
			t.Errorf("%q read as %+v, written as %q, read back as %+v (%v)", text, p, p.Text(), back, err)
		}
	})
}

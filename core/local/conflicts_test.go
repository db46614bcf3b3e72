package local_test

import (
	"math/rand/v2"
	"testing"

	"frontier/core/local"
)

// colouring is a map to colour written in the test, a Conflicts of its
// own: a variable a region, a value a colour, a constraint a border.
type colouring struct {
	names   []string
	borders [][2]int
	colours int
	value   []int
}

func (c *colouring) Vars() int            { return len(c.names) }
func (c *colouring) Values(int) int       { return c.colours }
func (c *colouring) Value(v int) int      { return c.value[v] }
func (c *colouring) Assign(v, x int)      { c.value[v] = x }
func (c *colouring) VarName(v int) string { return c.names[v] }
func (c *colouring) ValueName(_, x int) string {
	return []string{"red", "green", "blue", "yellow"}[x]
}

func (c *colouring) ConflictsWith(v, x int) int {
	k := 0
	for _, b := range c.borders {
		if b[0] == v && c.value[b[1]] == x || b[1] == v && c.value[b[0]] == x {
			k++
		}
	}
	return k
}

func (c *colouring) Violated() int {
	k := 0
	for _, b := range c.borders {
		if c.value[b[0]] == c.value[b[1]] {
			k++
		}
	}
	return k
}

func (c *colouring) Conflicted() []int {
	var out []int
	for v := range c.names {
		if c.ConflictsWith(v, c.value[v]) > 0 {
			out = append(out, v)
		}
	}
	return out
}

func australia(r *rand.Rand) *colouring {
	// WA NT SA Q NSW V T
	c := &colouring{names: []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"}, colours: 3,
		borders: [][2]int{{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {2, 4}, {2, 5}, {3, 4}, {4, 5}}}
	c.value = make([]int, len(c.names))
	for i := range c.value {
		c.value[i] = r.IntN(c.colours)
	}
	return c
}

// TestMinConflictsColoursAustralia: min-conflicts on a problem that is not
// the queens, without PicksConflicted, names its steps and ends on a
// colouring no border of which joins one colour.
func TestMinConflictsColoursAustralia(t *testing.T) {
	solved := 0
	for seed := range 50 {
		c := australia(rand.New(rand.NewPCG(uint64(seed), 0)))
		words := ""
		r := local.MinConflicts(t.Context(), c, local.Options{Seed: uint64(seed), MaxSteps: 1000},
			&local.Trace[local.Conflicts]{OnStep: func(st *local.Step[local.Conflicts]) {
				if st.Kind != local.KindStart && words == "" {
					words = st.Words
				}
			}})
		if !r.Solved {
			continue
		}
		solved++
		for _, b := range c.borders {
			if c.value[b[0]] == c.value[b[1]] {
				t.Fatalf("seed %d: claimed solved, but %s and %s are both %d", seed, c.names[b[0]], c.names[b[1]], c.value[b[0]])
			}
		}
		if r.Steps > 0 && words == "" {
			t.Fatalf("seed %d: steps without words", seed)
		}
		if r.Evaluations != 3*r.Steps {
			t.Fatalf("seed %d: %d evaluations in %d steps of 3 colours", seed, r.Evaluations, r.Steps)
		}
	}
	if solved < 45 {
		t.Errorf("coloured Australia %d times of 50", solved)
	}
}

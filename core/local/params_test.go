package local_test

import (
	"strings"
	"testing"

	"frontier/core/local"
)

func TestParseSolver(t *testing.T) {
	s, err := local.ParseSolver("annealing:temperature=5:cooling=0.01:schedule=linear:max-steps=500")
	if err != nil {
		t.Fatal(err)
	}
	sc := s.Opts.Schedule
	if s.Engine != local.EngineAnnealing || sc.T0 != 5 || sc.Rate != 0.01 || sc.Shape != local.Linear || s.Opts.MaxSteps != 500 {
		t.Errorf("parsed %+v", s)
	}
	if s.Label() != "annealing temperature=5 cooling=0.01 schedule=linear max-steps=500" {
		t.Errorf("label %q", s.Label())
	}
	g, err := local.ParseSolver("genetic:population=20:mutation=0:selection=tournament:crossover=uniform")
	if err != nil || g.Opts.Population != 20 || g.Opts.Mutation != local.NoMutation || g.Opts.Selection != local.Tournament || g.Opts.Crossover != local.Uniform {
		t.Errorf("genetic: %+v, %v", g.Opts, err)
	}
	if m, err := local.ParseSolver("min-conflicts:greedy"); err != nil || !m.Opts.OwnStart || m.Label() != "min-conflicts greedy" {
		t.Errorf("min-conflicts:greedy: %+v %q %v", m.Opts, m.Label(), err)
	}
	for text, want := range map[string]string{
		"tabu":                        `unknown local engine "tabu" (want hill-climbing, stochastic, first-choice, random-restart, annealing, beam, genetic, min-conflicts)`,
		"annealing:sideways=3":        "annealing: sideways is for hill-climbing and random-restart, not annealing",
		"hill-climbing:sideway=3":     `hill-climbing: unknown parameter "sideway" (hill-climbing takes sideways and max-steps)`,
		"hill-climbing:sideways":      "hill-climbing: write sideways=K",
		"hill-climbing:sideways=-1":   `hill-climbing: sideways: want 0 to 1,000,000, not "-1"`,
		"hill-climbing:sideways=1e3":  `hill-climbing: sideways: want a whole number such as 12, not "1e3"`,
		"beam:beam-width=0":           `beam: beam-width: want 1 to 10,000, not "0"`,
		"genetic:mutation=1.5":        `genetic: mutation: want a number from 0 to 1, such as 0.5, not "1.5"`,
		"annealing:temperature=0":     `annealing: temperature: want a number above 0 to 1000000, such as 0.5, not "0"`,
		"annealing:schedule=cubic":    `annealing: schedule: want exponential or linear, not "cubic"`,
		"random-restart:restarts=0":   `random-restart: restarts: want 1 to 1,000,000, not "0"`,
		"min-conflicts:greedy=maybe":  `min-conflicts: greedy: want true or false, not "maybe"`,
		"genetic:selection=rank":      `genetic: selection: want roulette or tournament, not "rank"`,
		"hill-climbing:max-steps=+10": `hill-climbing: max-steps: want a whole number such as 12, not "+10"`,
	} {
		if _, err := local.ParseSolver(text); err == nil || err.Error() != want {
			t.Errorf("ParseSolver(%q): %v\nwant %s", text, err, want)
		}
	}
	list, err := local.ParseSolvers("hill-climbing,hill-climbing:sideways=100")
	if err != nil || len(list) != 2 || list[1].Opts.Sideways != 100 {
		t.Errorf("a list: %+v %v", list, err)
	}
}

// FuzzParseSolvers: a list either reads, each solver's label naming its
// engine, or is refused in one line; nothing panics.
func FuzzParseSolvers(f *testing.F) {
	for _, s := range []string{"hill-climbing", "hill-climbing:sideways=100,annealing:temperature=5", "genetic:mutation=0.5:population=3",
		"beam:beam-width=", "::", "min-conflicts:greedy=false", "annealing:cooling=99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		list, err := local.ParseSolvers(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("ParseSolvers(%q): a message of more than one line: %q", text, err)
			}
			return
		}
		for _, s := range list {
			if _, ok := local.Describe(s.Engine); !ok || !strings.HasPrefix(s.Label(), string(s.Engine)) {
				t.Fatalf("ParseSolvers(%q): solver %+v", text, s)
			}
		}
	})
}

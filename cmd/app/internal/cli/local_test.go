package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// localJSON is `frontier local --json` as the test reads it.
type localJSON struct {
	Runs            int      `json:"runs"`
	Solved          int      `json:"solved"`
	MeanStepsSolved *float64 `json:"mean_steps_solved"`
	MeanStepsFailed *float64 `json:"mean_steps_failed"`
	Results         []struct {
		Solved bool   `json:"solved"`
		Steps  int64  `json:"steps"`
		H      int    `json:"h"`
		Board  []int  `json:"board"`
		Stop   string `json:"stop"`
		Curve  []int  `json:"curve"`
	} `json:"results"`
}

// queensAttack is the test's validator: how many pairs of the board's
// queens (rows from 1) attack each other.
func queensAttack(rows []int) int {
	k := 0
	for i := range rows {
		for j := i + 1; j < len(rows); j++ {
			if d := rows[i] - rows[j]; d == 0 || d == j-i || -d == j-i {
				k++
			}
		}
	}
	return k
}

func TestLocalJSON(t *testing.T) {
	code, out, errText := runArgs("local", "--problem", "queens", "--n", "8", "--engine", "hill-climbing", "--sideways", "100",
		"--runs", "40", "--seed", "5", "--json")
	if code != 1 && code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	var r localJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Runs != 40 || len(r.Results) != 40 || r.Solved < 30 || r.MeanStepsSolved == nil {
		t.Fatalf("runs %d, %d results, %d solved", r.Runs, len(r.Results), r.Solved)
	}
	solved, sum := 0, 0.0
	for i, res := range r.Results {
		if len(res.Board) != 8 || len(res.Curve) != int(res.Steps)+1 || res.Curve[len(res.Curve)-1] != res.H {
			t.Fatalf("run %d: board %v, %d steps, curve %v", i+1, res.Board, res.Steps, res.Curve)
		}
		for _, row := range res.Board {
			if row < 1 || row > 8 {
				t.Fatalf("run %d: row %d off the board %v", i+1, row, res.Board)
			}
		}
		if got := queensAttack(res.Board); got != res.H || res.Solved != (got == 0) {
			t.Fatalf("run %d: board %v has %d attacking pairs; said h %d, solved %v", i+1, res.Board, got, res.H, res.Solved)
		}
		if res.Solved {
			solved++
			sum += float64(res.Steps)
		}
	}
	if solved != r.Solved || *r.MeanStepsSolved != sum/float64(solved) {
		t.Errorf("%d solved, mean %v; the results say %d, %v", r.Solved, *r.MeanStepsSolved, solved, sum/float64(solved))
	}
	if (code == 0) != (solved == 40) {
		t.Errorf("exit %d with %d of 40 solved", code, solved)
	}
}

func TestLocalText(t *testing.T) {
	code, out, _ := runArgs("local", "16257483")
	for _, want := range []string{
		"Steepest-ascent hill climbing on the 8-queens, 1 run from seed 1.",
		"Rule: Weigh every move and take one of lowest h",
		"Run 1: 16257483 (h 1) to 16257483 (h 1) in 0 steps, local-minimum; 57 evaluations.",
		"Solved 0 of 1; mean steps - when solved, 0.0 when not.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code != 1 {
		t.Errorf("a stuck run: exit %d", code)
	}
	restarted := false
	for seed := 1; seed <= 20 && !restarted; seed++ {
		code, out, _ = runArgs("local", "--engine", "random-restart", "--seed", strconv.Itoa(seed))
		if code != 0 || !strings.Contains(out, "Step 1: the queen of column") {
			t.Fatalf("random restart, seed %d: exit %d\n%s", seed, code, out)
		}
		restarted = strings.Contains(out, "Restart 1 after step")
	}
	if !restarted {
		t.Error("random restart: no restart said in 20 runs")
	}
	code, out, _ = runArgs("local", "--engine", "min-conflicts", "--greedy", "--n", "20")
	if code != 0 || !strings.Contains(out, "Min-conflicts on the 20-queens (--greedy)") {
		t.Errorf("min-conflicts: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs("local", "--engine", "genetic", "--population", "50", "--mutation", "0.2")
	if !strings.Contains(out, "Step 1: best h") || code == 2 {
		t.Errorf("genetic: exit %d\n%s", code, out)
	}
}

func TestLocalSliding(t *testing.T) {
	code, out, errText := runArgs("local", "--problem", "sliding", "--json", "1,0,2,3,4,5,6,7,8")
	var r localJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 {
		t.Fatalf("exit %d, %v, stderr %q", code, err, errText)
	}
	if b := r.Results[0].Board; r.Solved != 1 || len(b) != 9 || b[0] != 0 || b[8] != 8 {
		t.Errorf("solved %d, board %v", r.Solved, b)
	}
	code, out, _ = runArgs("local", "--problem", "sliding", "--width", "4", "--engine", "annealing", "--runs", "3")
	if code == 2 || !strings.Contains(out, "15-puzzle (h = manhattan)") {
		t.Errorf("the 15-puzzle: exit %d\n%s", code, out)
	}
	code, out, _ = runArgs("local", "--problem", "sliding", "--random-walk", "6", "--seed", "4", "--engine", "first-choice")
	if code == 2 || !strings.Contains(out, "Run 1:") {
		t.Errorf("a walked start: exit %d\n%s", code, out)
	}
}

func TestLocalBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--engine", "tabu"}, `unknown local engine "tabu"`},
		{[]string{"--engine", "annealing", "--sideways", "3"}, "--sideways is for hill-climbing and random-restart, not annealing"},
		{[]string{"--n", "3"}, "the n-queens take 4 to 1,000,000 queens, not 3"},
		{[]string{"--n", "9", "16257483"}, "the board 16257483 has 8 columns, not the 9 of --n"},
		{[]string{"1625748x"}, `column 8: "x" is not a row number such as 3`},
		{[]string{"--problem", "cube"}, `unknown problem "cube" (want queens or sliding)`},
		{[]string{"--runs", "0"}, "--runs must be from 1 to 100,000, not 0"},
		{[]string{"--engine", "genetic", "--mutation", "2"}, "--mutation: want a number from 0 to 1"},
		{[]string{"--scramble", "up"}, "--scramble is for --problem sliding"},
		{[]string{"--width", "4"}, "--width is for --problem sliding, not queens"},
		{[]string{"--problem", "sliding", "--n", "8"}, "--n is for --problem queens"},
		{[]string{"--problem", "sliding", "--engine", "genetic"}, "genetic needs a state written as a string of genes"},
		{[]string{"--problem", "sliding", "--engine", "min-conflicts"}, "min-conflicts needs variables in conflict"},
		{[]string{"--problem", "sliding", "1,2,3"}, ""},
		{[]string{"--problem", "sliding", "--random-walk", "5", "1,0,2,3,4,5,6,7,8"}, "give one start at most"},
		{[]string{"--bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"--timeout", "-1s"}, "--timeout must not be negative"},
		{[]string{"--engine", "beam", "--beam-width", "0"}, "--beam-width: want 1 to 10,000"},
	} {
		code, out, errText := runArgs(append([]string{"local"}, c.args...)...)
		if code != 2 || out != "" || strings.Count(errText, "\n") != 1 || !strings.HasPrefix(errText, "frontier local: ") ||
			!strings.Contains(errText, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errText, c.want)
		}
	}
}

func TestLocalHelp(t *testing.T) {
	code, out, _ := runArgs("local", "-h")
	for _, want := range []string{"usage: frontier local", "--sideways K", "--greedy", "--beam-width K", "--width W",
		"min-conflicts   Min-conflicts: Pick a variable in conflict at random"} {
		if !strings.Contains(out, want) || code != 0 {
			t.Errorf("help lacks %q (exit %d):\n%s", want, code, out)
		}
	}
}

func TestEnginesPrintsLocalTable(t *testing.T) {
	_, out, _ := runArgs("engines")
	if !strings.Contains(out, "| `min-conflicts` | Min-conflicts | Pick a variable in conflict at random;") ||
		!strings.Contains(out, "| `astar` | A* |") {
		t.Errorf("frontier engines lacks a table:\n%s", out)
	}
}

func TestExperimentLocal(t *testing.T) {
	dir := t.TempDir()
	png, csv := filepath.Join(dir, "rtd.png"), filepath.Join(dir, "runs.csv")
	code, out, errText := runArgs("experiment", "--kind", "local", "--instances", "200", "--seed", "3",
		"--engines", "hill-climbing,hill-climbing:sideways=100,annealing", "--plot", png, "--csv", csv)
	if code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	for _, want := range []string{"Local search: 200 random 8-queens, seed 3",
		"hill-climbing sideways=100", "Run-time distribution: the fraction of starts solved within so many steps"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if data, err := os.ReadFile(png); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Errorf("the plot: %v", err)
	}
	if data, err := os.ReadFile(csv); err != nil || bytes.Count(data, []byte("\n")) != 1+3*200 {
		t.Errorf("the CSV: %v", err)
	}
	code, out, _ = runArgs("experiment", "--kind", "local", "--problem", "sliding", "--instances", "20", "--engines", "hill-climbing,random-restart:restarts=5")
	if code != 0 || !strings.Contains(out, "random 8-puzzle (h = manhattan)") {
		t.Errorf("the 8-puzzle: exit %d\n%s", code, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--kind", "local", "--depths", "2-4"}, "--depths is not for --kind local"},
		{[]string{"--n", "8"}, "--n is for --kind local"},
		{[]string{"--kind", "local", "--engines", "astar"}, `unknown local engine "astar"`},
		{[]string{"--kind", "local", "--problem", "sliding", "--engines", "genetic"}, "genetic needs a state written as a string of genes"},
		{[]string{"--kind", "local", "--width", "4"}, "--width is for --problem sliding, not queens"},
	} {
		code, _, errText := runArgs(append([]string{"experiment"}, c.args...)...)
		if code != 2 || strings.Count(errText, "\n") != 1 || !strings.Contains(errText, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %q", c.args, code, errText, c.want)
		}
	}
}

// FuzzLocalFlags reads any command line as local's and, when it is good,
// runs it for a moment and prints it both ways: no panic, and a bad line
// is one short message.
func FuzzLocalFlags(f *testing.F) {
	for _, s := range []string{"16257483", "--engine\x00annealing\x00--temperature\x005", "--problem\x00sliding\x00b12 345 678",
		"--engine\x00genetic\x00--population\x003\x00--mutation\x001", "--n\x001000000\x00--engine\x00min-conflicts\x00--greedy",
		"--problem\x00sliding\x00--width\x005\x00--engine\x00beam", "--runs\x0099999\x00--json"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		req, err := parseLocal(args(text))
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		if err != nil {
			checkLine(t, text, oneLine(err))
			return
		}
		req.runs = min(req.runs, 3)
		p, err := req.build()
		if err != nil {
			checkLine(t, text, oneLine(err))
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		rep, err := req.run(ctx, p)
		if err != nil {
			checkLine(t, text, oneLine(err))
			return
		}
		var b bytes.Buffer
		if rep.writeText(&b) != nil || rep.writeJSON(&b) != nil {
			t.Fatalf("%q: writing failed", text)
		}
	})
}

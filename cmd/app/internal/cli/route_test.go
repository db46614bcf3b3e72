package cli

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSolveRoute(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--puzzle", "route"}, "Cost 418 km over 4 roads,"},
		{[]string{"solve", "--puzzle", "route", "--map", "romania", "--from", "Arad", "--to", "Bucharest", "--engine", "bfs"},
			"Cost 450 km over 3 roads,"},
		{[]string{"solve", "--puzzle", "route", "--from", "Arad", "--to", "Bucharest", "--engine", "greedy"}, "Cost 450 km over 3 roads,"},
		{[]string{"solve", "--puzzle", "route", "--engine", "ucs", "Timisoara", "--to", "Rimnicu Vilcea"}, "Cost 338 km over 3 roads,"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "sld2"}, "Cost 450 km over 3 roads, expanded 3,"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "sld2"},
			"Heuristic sldk: not admissible: h(Arad) = 732 > 418 km, the shortest route; not consistent: on the road from Oradea to Sibiu, h(Oradea) = 760 > 151 + h(Sibiu) = 657 on this map.\n"},
		{[]string{"solve", "--puzzle", "route"}, "Heuristic sld: admissible; consistent on this map.\n"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "sldk", "--weight", "1.1"}, "Cost 418 km over 4 roads,"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "table", "--htable", "Arad=366, Sibiu=253"}, "guaranteed optimal: yes."},
		{[]string{"solve", "--puzzle", "route", "--map", "random", "--places", "40", "--map-seed", "3", "--engine", "ucs"}, " km over "},
	} {
		code, out, errText := runArgs(tc.args...)
		if code != 0 || errText != "" || !strings.Contains(out, tc.want) {
			t.Errorf("%v: exit %d, stderr %q\n%s", tc.args, code, errText, out)
		}
	}
	code, out, _ := runArgs("solve", "--json", "--puzzle", "route", "--engine", "bfs")
	var r struct {
		Optimal     bool
		Cost, Depth int
		Unit        string
		Path        []string
		Analysis    string `json:"heuristic_analysis"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 || r.Optimal || r.Cost != 450 || r.Depth != 3 || r.Unit != "km" || r.Analysis != "" ||
		strings.Join(r.Path, ",") != "Arad,Sibiu,Fagaras,Bucharest" {
		t.Errorf("bfs --json: exit %d %v %+v", code, err, r)
	}
	code, out, _ = runArgs("solve", "--json", "--puzzle", "route", "--heuristic", "table", "--htable", "Pitesti=300")
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 || r.Cost != 450 ||
		!strings.HasPrefix(r.Analysis, "not admissible: h(Pitesti) = 300 > 101 km, the shortest route; not consistent: on the road from Pitesti to ") {
		t.Errorf("table --json: exit %d %v %+v", code, err, r)
	}
}

func TestTraceRoute(t *testing.T) {
	code, out, errText := runArgs("trace", "--puzzle", "route", "--from", "Arad")
	if code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	var expanded []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var l struct{ State string }
		json.Unmarshal([]byte(line), &l)
		expanded = append(expanded, l.State)
	}
	if got := strings.Join(expanded[:len(expanded)-1], ","); got != "Arad,Sibiu,Rimnicu Vilcea,Fagaras,Pitesti" {
		t.Errorf("expanded %s", got)
	}
}

func TestRouteRefused(t *testing.T) {
	// The bad map is named from its folder, so that the message is the
	// same whatever the system's temporary folder is called.
	t.Chdir(t.TempDir())
	bad := "bad.map"
	os.WriteFile(bad, []byte("place A 0 0\nplace B 1 1\nroad A B -3\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--puzzle", "route", "--map", bad},
			`frontier solve: --map "` + bad + `": line 3: road length -3: a road must be longer than 0` + "\n"},
		{[]string{"trace", "--puzzle", "route", "--map", bad},
			`frontier trace: --map "` + bad + `": line 3: road length -3: a road must be longer than 0` + "\n"},
		{[]string{"solve", "--puzzle", "route", "--to", "Paris"},
			"frontier solve: --to: unknown place \"Paris\" (the map has Arad, Bucharest, Craiova, Drobeta, Eforie, Fagaras, Giurgiu, Hirsova, …)\n"},
		{[]string{"solve", "--puzzle", "route", "--from", "Arad", "Sibiu"},
			"frontier solve: --from \"Arad\" does not match the start \"Sibiu\"\n"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "manhattan"},
			"frontier solve: unknown heuristic \"manhattan\" (want none, sld, sldk)\n"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "sld2", "--weight", "3"},
			"frontier solve: --weight 3 is for heuristic sldk; sld2 is the straight-line distance × 2 (choose sldk for × 3)\n"},
		{[]string{"solve", "--puzzle", "route", "--weight", "3"}, "frontier solve: --weight is for heuristic sldk, not sld\n"},
		{[]string{"solve", "--puzzle", "route", "--htable", "Arad=1"}, "frontier solve: --htable is for heuristic table, not sld\n"},
		{[]string{"trace", "--puzzle", "route", "--engine", "bfs", "--htable", "Arad=1"},
			"frontier trace: --htable is for heuristic table, and this search uses none\n"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "table"},
			"frontier solve: --htable: heuristic table needs estimates, such as \"Arad=366, Sibiu=253\", or a file of them\n"},
		{[]string{"experiment", "--puzzle", "route", "--weight", "3", "--engines", "astar:sld,ucs"},
			"frontier experiment: --weight is for heuristic sldk, which none of the searches uses\n"},
		{[]string{"solve", "--puzzle", "route", "--map", "two\nlines"},
			"frontier solve: --map \"two\\nlines\": " + openError("two\nlines") + "\n"},
		{[]string{"solve", "--puzzle", "route", "--weight", "0"}, "frontier solve: --weight \"0\" must be above 0\n"},
		{[]string{"solve", "--puzzle", "route", "--weight", "1000"}, "frontier solve: --weight \"1000\" is too large (at most 100)\n"},
		{[]string{"solve", "--puzzle", "route", "--weight", "1e1"}, "frontier solve: --weight \"1e1\" is not a number such as 1.5\n"},
		{[]string{"solve", "--puzzle", "route", "--htable", "Arad=1, Atlantis=2"},
			"frontier solve: --htable: unknown place \"Atlantis\" (the map has Arad, Bucharest, Craiova, Drobeta, Eforie, Fagaras, Giurgiu, Hirsova, …)\n"},
		{[]string{"solve", "--puzzle", "route", "--htable", "Arad:1"},
			"frontier solve: --htable: file \"Arad:1\": " + openError("Arad:1") + "\n"},
		{[]string{"solve", "--puzzle", "route", "--places", "9"}, "frontier solve: --places is for --map random, not a map \"romania\"\n"},
		{[]string{"solve", "--puzzle", "route", "--map", "random", "--nearest", "11"}, "frontier solve: --nearest 11 is out of range (1–10)\n"},
		{[]string{"solve", "--puzzle", "sliding", "--weight", "2"}, "frontier solve: --weight is for the route puzzle, not the sliding puzzle\n"},
	} {
		code, out, errText := runArgs(tc.args...)
		if code != 2 || out != "" || errText != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", tc.args, code, out, errText, tc.want)
		}
	}
}

// TestExperimentOnRandomMaps compares five engines on 50 random maps from
// the command line: every one solves every map, UCS and A* with the
// straight line find the optimal cost each time and claim it, the
// inadmissible ones claim nothing, and the CSV carries the same counts.
func TestExperimentOnRandomMaps(t *testing.T) {
	csvFile := filepath.Join(t.TempDir(), "out.csv")
	code, out, errText := runArgs("experiment", "--kind", "compare", "--puzzle", "route", "--map", "random", "--places", "40",
		"--nearest", "3", "--instances", "50", "--engines", "astar:sld,astar:sld2,greedy:sld,ucs,bfs", "--seed", "5",
		"--workers", "2", "--csv", csvFile)
	if code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errText, out)
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		for _, name := range []string{"A* sld", "A* sldk", "Greedy best-first sld", "UCS", "BFS"} {
			if strings.HasPrefix(line, "  "+name+" ") && len(f) >= 8 {
				rows[name] = f[len(f)-7:]
			}
		}
	}
	if len(rows) != 5 || !strings.Contains(out, "route on random maps (40 places, 3 nearest)") || !strings.Contains(out, "every claim true") {
		t.Fatalf("rows %v in\n%s", rows, out)
	}
	for name, r := range rows {
		solved, optimal, claimed := r[0], r[5], r[6]
		if solved != "50/50" {
			t.Errorf("%s solved %s", name, solved)
		}
		exact := name == "A* sld" || name == "UCS"
		if exact && (optimal != "50/50" || claimed != "50/50") || !exact && claimed != "0/50" {
			t.Errorf("%s: optimal %s, claimed %s", name, optimal, claimed)
		}
	}
	if rows["A* sld"][4] != rows["UCS"][4] {
		t.Errorf("A* sld and UCS differ in mean cost: %s, %s", rows["A* sld"][4], rows["UCS"][4])
	}
	data, err := os.ReadFile(csvFile)
	if err != nil || !strings.Contains(string(data), "mean_cost,optimal,claimed_optimal,false_claims") ||
		!strings.Contains(string(data), ",50,50,0\n") {
		t.Errorf("csv %v\n%s", err, data)
	}
}

// openError is the system's error for opening path, a file that is not
// there, without the path the message names already.
func openError(path string) string {
	_, err := os.Open(path)
	return errors.Unwrap(err).Error()
}

package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"frontier/core/cache"
	"frontier/internal/ownprocess"
)

// uniqueGoal is a 4×4 goal no other test uses, so that its pattern
// databases are never already in memory.
const uniqueGoal = "2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,0"

// TestTableOverBudget: pattern databases the memory budget has no room
// for stop solve and trace as a search stopped at the budget, with one
// line on stderr naming what the build needs and the budget, and exit
// status 1.
func TestTableOverBudget(t *testing.T) {
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
	t.Setenv(cache.DirEnv, "off")
	args := []string{"--width", "4", "--heuristic", "pdb", "--goal", uniqueGoal, "--random-walk", "30", "--max-memory", "32MB"}
	const line = "building the 4×4 pattern databases takes about 54.5 MB of memory; the memory budget is 32 MB (--max-memory)\n"

	code, out, errText := runArgs(append([]string{"solve"}, args...)...)
	if code != 1 || errText != "frontier solve: "+line || !strings.Contains(out, "memory-limit after 0 nodes generated") {
		t.Errorf("solve: exit %d, stderr %q\n%s", code, errText, out)
	}
	code, out, errText = runArgs(append([]string{"solve", "--json"}, args...)...)
	var r struct {
		Solved     bool   `json:"solved"`
		StopReason string `json:"stop_reason"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 1 || r.Solved || r.StopReason != "memory-limit" ||
		errText != "frontier solve: "+line {
		t.Errorf("solve --json: exit %d, %v, stderr %q\n%s", code, err, errText, out)
	}
	code, out, errText = runArgs(append([]string{"trace"}, args...)...)
	if code != 1 || errText != "frontier trace: "+line || !strings.Contains(out, `"stop_reason":"memory-limit"`) {
		t.Errorf("trace: exit %d, stderr %q\n%.300s", code, errText, out)
	}
	// An uninformed engine builds no table, and the same budget is enough.
	code, _, errText = runArgs("solve", "--engine", "bfs", "--width", "4", "--goal", uniqueGoal, "--random-walk", "10", "--max-memory", "32MB")
	if code != 0 || errText != "" {
		t.Errorf("bfs: exit %d, stderr %q", code, errText)
	}
}

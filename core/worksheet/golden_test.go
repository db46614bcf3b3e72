package worksheet

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "write the golden sheets in testdata/golden anew")

// TestGoldenSheets: every kind of sheet and its key, for seeds 1 to 5 and
// counts 1, 8 and 24, are byte for byte the pages recorded in
// testdata/golden, so that a teacher who makes a sheet again from its
// heading gets the one handed out. go test -run TestGoldenSheets -update
// records them anew.
func TestGoldenSheets(t *testing.T) {
	for _, k := range Kinds {
		for seed := uint64(1); seed <= 5; seed++ {
			for _, count := range []int{1, 8, 24} {
				sh := mustMake(t, Spec{Kind: k.Name, Count: count, Seed: seed})
				for _, key := range []bool{false, true} {
					name := fmt.Sprintf("%s-seed%d-count%d.html", k.Name, seed, count)
					if key {
						name = strings.TrimSuffix(name, ".html") + "-key.html"
					}
					path := filepath.Join("testdata", "golden", name)
					got := sh.HTML(key)
					if *update {
						if err := os.WriteFile(path, got, 0o644); err != nil {
							t.Fatal(err)
						}
						continue
					}
					want, err := os.ReadFile(path)
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got, want) {
						t.Errorf("%s: %s", name, firstDifference(got, want))
					}
				}
			}
		}
	}
}

// firstDifference names the first line where got and want part.
func firstDifference(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d is\n%s\nnot the recorded\n%s", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, the recorded sheet %d", len(g), len(w))
}

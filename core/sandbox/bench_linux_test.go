package sandbox_test

import (
	"testing"

	"frontier/core/sandbox"
)

// BenchmarkRun: one run of a program that does nothing, sandboxed and
// not: the cost of the sandbox itself.
func BenchmarkRun(b *testing.B) {
	if sandbox.Probe() != nil {
		b.Skip("no sandbox here")
	}
	for _, unconfined := range []bool{false, true} {
		name := "sandbox"
		if unconfined {
			name = "unconfined"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				c := &sandbox.Cmd{Args: []string{"/bin/true"}, Unconfined: unconfined}
				if err := c.Start(); err != nil {
					b.Fatal(err)
				}
				if o, err := c.Wait(); err != nil || o.Exit != 0 {
					b.Fatal(o, err)
				}
			}
		})
	}
}

//go:build !linux && !windows && !darwin

package sandbox

import "runtime"

// Probe says that this system has no sandbox Frontier knows how to make.
func Probe() error {
	return &Unavailable{Cause: "Frontier makes none on " + runtime.GOOS}
}

// Serve returns at once.
func Serve() {}

// confinedRunner runs nothing: Start fails with Probe's error.
func confinedRunner() runner { return noSandbox{} }

type noSandbox struct{}

func (noSandbox) start(*Cmd) error        { return Probe() }
func (noSandbox) wait() (*Outcome, error) { return nil, Probe() }
func (noSandbox) kill()                   {}
func (noSandbox) describe() Description   { return Description{How: "none"} }

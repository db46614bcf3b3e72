//go:build !windows

package sandbox

// systemEnv is nothing more on Unix.
func systemEnv(string) []string { return nil }

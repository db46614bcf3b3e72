package sandbox

import "os"

// systemEnv is what a Windows program needs besides: the system's folder,
// without which many do not start, and the temporary folders' names.
func systemEnv(tmp string) []string {
	return []string{"SystemRoot=" + os.Getenv("SystemRoot"), "TEMP=" + tmp, "TMP=" + tmp}
}

//go:build unix

package atomicfile

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// keepOwner gives f the owner and group of the file it replaces. Only root
// may give a file away; anyone else keeps what the system allows (the
// group, when the user belongs to it), and the rest is dropped silently, as
// cp does.
func keepOwner(f *os.File, old fs.FileInfo) {
	if st, ok := old.Sys().(*syscall.Stat_t); ok {
		if f.Chown(int(st.Uid), int(st.Gid)) != nil {
			_ = f.Chown(-1, int(st.Gid))
		}
	}
}

// kernelName reports whether name's folder lies in a file system the
// kernel makes up: /proc and /sys on Linux, /dev/fd on the BSDs and macOS.
// /dev/stdout and /dev/fd/1 lead there; their entries name files already
// open (a pipe, a terminal, the file the shell redirected to, at the offset
// it has reached) or the kernel's settings, and none is a file to replace.
func kernelName(name string) bool {
	dir, _ := filepath.Split(name)
	if dir == "" {
		dir = "."
	}
	abs, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return false
	}
	return abs == "/dev/fd" || abs == "/proc" || abs == "/sys" ||
		strings.HasPrefix(abs, "/proc/") || strings.HasPrefix(abs, "/sys/")
}

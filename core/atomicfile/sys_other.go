//go:build !unix

package atomicfile

import (
	"io/fs"
	"os"
)

// keepOwner does nothing where files have no Unix owner.
func keepOwner(*os.File, fs.FileInfo) {}

// kernelName reports whether name's folder is made up by the kernel, which
// no system without Unix's /dev/fd or /proc has.
func kernelName(string) bool { return false }

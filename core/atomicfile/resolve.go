package atomicfile

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// maxLinks is how many symbolic links resolve follows, as Linux does.
const maxLinks = 40

// resolve follows the symbolic links at the end of path, a chain of them
// included, to the name a rename must replace. A relative link is read
// from its own folder, which is kept as written, not cleaned, so that
// ".." after a linked folder means what it means to the system. stream
// reports a name in the kernel's own file systems (see kernelName), such as
// /dev/stdout: the file it names is already open somewhere, and is written
// in place. A missing file ends the chain: a dangling link resolves to the
// name it points to.
func resolve(path string) (target string, stream bool, err error) {
	name := path
	for range maxLinks {
		if kernelName(name) {
			return name, true, nil
		}
		fi, err := os.Lstat(name)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return name, false, nil
		}
		dest, err := os.Readlink(name)
		if err != nil {
			return "", false, err
		}
		if !filepath.IsAbs(dest) {
			dir, _ := filepath.Split(name)
			dest = dir + dest
		}
		name = dest
	}
	return "", false, fmt.Errorf("%s: more than %d symbolic links in a row (a loop?)", path, maxLinks)
}

package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"frontier/core/atomicfile"
	"frontier/core/lab"
)

// stdoutName is the file name that means standard output, for every export.
const stdoutName = "-"

// output is a file the experiment writes, and the flag that names it.
type output struct {
	flag, name string
	write      func(io.Writer) error
}

func (r *expRequest) outputs() []output {
	return []output{{flag: "--csv", name: r.csv}, {flag: "--plot", name: r.plot},
		{flag: "--plot-ebf", name: r.plotEBF}, {flag: "--save-set", name: r.saveSet}}
}

// checkFiles refuses, before anything runs, two exports to one file (one
// would silently replace the other, or both would mix on standard output)
// and an export over the file the experiment reads its states from.
// stdout is where `-` writes.
func (r *expRequest) checkFiles(stdout io.Writer) error {
	inFlag, in := "--config", r.config
	if r.loadSet != "" {
		inFlag, in = "--load-set", r.loadSet
	}
	outs := r.outputs()
	for i, o := range outs {
		if o.name == "" {
			continue
		}
		if in != "" && samePath(o.name, in, stdout) {
			return fmt.Errorf("%s would overwrite %s, the %s file it reads; write it elsewhere", o.flag, in, inFlag)
		}
		for _, earlier := range outs[:i] {
			if earlier.name != "" && samePath(o.name, earlier.name, stdout) {
				return fmt.Errorf("%s and %s both name %s; give each its own file", earlier.flag, o.flag, shownName(o.name))
			}
		}
	}
	return nil
}

func shownName(name string) string {
	if name == stdoutName {
		return "standard output (-)"
	}
	return name
}

// samePath reports whether two names are one file: the same absolute path
// once cleaned, or, when both exist, the same file (a link, another
// spelling on a case-insensitive file system, /dev/stdout and -). `-` is
// stdout.
func samePath(a, b string, stdout io.Writer) bool {
	if a == stdoutName || b == stdoutName {
		if a == b {
			return true
		}
		if a == stdoutName {
			a, b = b, a
		}
		fa, errA := os.Stat(a)
		fb, errB := statWriter(stdout)
		return errA == nil && errB == nil && os.SameFile(fa, fb)
	}
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	if errA == nil && errB == nil && absA == absB {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// statWriter is the file behind w, when w is one.
func statWriter(w io.Writer) (os.FileInfo, error) {
	if f, ok := w.(*os.File); ok {
		return f.Stat()
	}
	return nil, os.ErrInvalid
}

// toStdout reports whether an export goes to standard output: `-`, or a
// name of the very file stdout is (/dev/stdout). That export then has
// stdout alone, and the tables are not printed.
func (r *expRequest) toStdout(stdout io.Writer) bool {
	for _, o := range r.outputs() {
		if o.name != "" && samePath(o.name, stdoutName, stdout) {
			return true
		}
	}
	return false
}

// export writes the files asked for: CSV, plots and the set, `-` to
// stdout. A file is written through atomicfile: whole to a temporary file
// renamed over its name, so a failure (a full disk) leaves the old file as
// it was; a device or pipe in place.
func (r *expRequest) export(out *lab.Outcome, stdout io.Writer) error {
	outs := r.outputs()
	outs[0].write = out.WriteCSV
	outs[3].write = func(w io.Writer) error { return lab.WriteSets(w, out.Sets) }
	for _, f := range out.Figures {
		i := 1
		if f.Name == "ebf" {
			i = 2
		}
		outs[i].write = func(w io.Writer) error { return lab.WritePNG(w, f.Plot) }
	}
	for _, o := range outs {
		if o.name == "" || o.write == nil {
			continue
		}
		var err error
		if o.name == stdoutName {
			err = o.write(stdout)
		} else {
			err = atomicfile.WriteFile(o.name, o.write)
		}
		if err != nil {
			return fmt.Errorf("%s %s: %v", o.flag, o.name, err)
		}
	}
	return nil
}

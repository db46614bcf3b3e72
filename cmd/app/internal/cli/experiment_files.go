package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"frontier/core/atomicfile"
	"frontier/core/lab"
)

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
// would silently replace the other) and an export over the file the
// experiment reads its states from.
func (r *expRequest) checkFiles() error {
	inFlag, in := "--config", r.config
	if r.loadSet != "" {
		inFlag, in = "--load-set", r.loadSet
	}
	outs := r.outputs()
	for i, o := range outs {
		if o.name == "" {
			continue
		}
		if in != "" && samePath(o.name, in) {
			return fmt.Errorf("%s would overwrite %s, the %s file it reads; write it elsewhere", o.flag, in, inFlag)
		}
		for _, earlier := range outs[:i] {
			if earlier.name != "" && samePath(o.name, earlier.name) {
				return fmt.Errorf("%s and %s both name %s; give each its own file", earlier.flag, o.flag, o.name)
			}
		}
	}
	return nil
}

// samePath reports whether two names are one file: the same absolute path
// once cleaned, or, when both exist, the same file (a link, another
// spelling on a case-insensitive file system).
func samePath(a, b string) bool {
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	if errA == nil && errB == nil && absA == absB {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// export writes the files asked for: CSV, plots and the set. Each is
// written whole to a temporary file and renamed over its name, so a
// failure (a full disk) leaves the old file as it was.
func (r *expRequest) export(out *lab.Outcome) error {
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
		if err := atomicfile.WriteFile(o.name, o.write); err != nil {
			return fmt.Errorf("%s %s: %v", o.flag, o.name, err)
		}
	}
	return nil
}

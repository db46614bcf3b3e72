package cli

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"frontier/core/runner"
	"frontier/core/sandbox"
)

// sandboxUsage is the usage text of the sandbox's flags, which check and
// solve --heuristic-run share.
const sandboxUsage = `the sandbox every program runs in (docs/checking.md, "What your program may do"):
  --no-sandbox              run the programs unconfined, as you, with your files and network
  --memory SIZE             the memory a run may hold, its processes together (default 2GB)
  --cpu-time DUR            the CPU time a run's processes may take together (default the time limit)
  --processes N             the processes and threads a run may have at once (default 256)
  --file-size SIZE          the largest file a run may write (default 64MB)
  --folder-size SIZE        what its working folder, and its /tmp, may hold (default 256MB)
  --open-files N            the files a process may hold open (default 256)
  --env NAME                pass the variable NAME of your environment too (repeatable)
  --allow DIR               show the folder DIR read-only too, where it is (repeatable)
`

// sandboxFlags are the flags of the sandbox.
type sandboxFlags struct {
	unconfined                   bool
	memory, fileSize, folderSize memoryFlag
	cpu                          time.Duration
	processes, openFiles         int
	env, allow                   listFlag
}

func (f *sandboxFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&f.unconfined, "no-sandbox", false, "")
	fs.Var(&f.memory, "memory", "")
	fs.Var(&f.fileSize, "file-size", "")
	fs.Var(&f.folderSize, "folder-size", "")
	fs.DurationVar(&f.cpu, "cpu-time", 0, "")
	intFlag(fs, &f.processes, "processes", sandbox.DefaultProcesses)
	intFlag(fs, &f.openFiles, "open-files", sandbox.DefaultOpenFiles)
	fs.Var(&f.env, "env", "")
	fs.Var(&f.allow, "allow", "")
}

var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// check validates the flags.
func (f *sandboxFlags) check() error {
	switch {
	case f.memory.set && f.memory.bytes < 16<<20:
		return usageErr("--memory must be at least 16MB")
	case f.fileSize.set && f.fileSize.bytes < 4096:
		return usageErr("--file-size must be at least 4KB")
	case f.folderSize.set && f.folderSize.bytes < 1<<20:
		return usageErr("--folder-size must be at least 1MB")
	case f.cpu < 0:
		return usageErr("--cpu-time must be above 0, such as 20s")
	case f.processes < 1 || f.processes > 1_000_000:
		return usageErr("--processes must be between 1 and 1,000,000")
	case f.openFiles < 8 || f.openFiles > 1_000_000:
		return usageErr("--open-files must be between 8 and 1,000,000")
	}
	for _, name := range f.env {
		if !envName.MatchString(name) {
			return usageErr("--env takes a variable's name, such as JAVA_HOME, not %q", name)
		}
		if strings.HasPrefix(name, "FRONTIER_SANDBOX") {
			return usageErr("--env %s: the sandbox's own variables are not passed", name)
		}
	}
	for i, dir := range f.allow {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return usageErr("--allow %s: %v", dir, err)
		}
		if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
			return usageErr("--allow %s: not a folder", dir)
		}
		f.allow[i] = abs
	}
	return nil
}

// sandbox is the check's sandbox.
func (f *sandboxFlags) sandbox() runner.Sandbox {
	return runner.Sandbox{Unconfined: f.unconfined, Env: f.env, Allow: f.allow,
		Limits: sandbox.Limits{Memory: f.memory.bytes, CPU: f.cpu, Processes: f.processes,
			FileSize: f.fileSize.bytes, Folder: f.folderSize.bytes, OpenFiles: f.openFiles}}
}

// sandboxHint adds to a refusal to make the sandbox how to go on without.
func sandboxHint(err error) error {
	var u *sandbox.Unavailable
	if errors.As(err, &u) {
		return errors.New(err.Error() + "; or give --no-sandbox to run the programs unconfined, as you")
	}
	return err
}

// listFlag is a flag given any number of times.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

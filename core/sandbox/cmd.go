package sandbox

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Where a confined run shows its folders.
const (
	// ProgramDir holds the program's folder, read-only.
	ProgramDir = "/program"
	// HomeDir is the run's working folder and HOME, writable.
	HomeDir = "/home/student"
)

// Cmd is one run of a program in a sandbox, set up as an exec.Cmd is and
// started once.
type Cmd struct {
	// Args is the command: Args[0] a program on the sandbox's PATH or a
	// path the sandbox shows (see Where), the rest its arguments.
	Args []string
	// Program is a folder of the host shown to the program, read-only,
	// at ProgramDir; "" for none.
	Program string
	// Allow are more folders of the host shown read-only where they are.
	Allow []string
	// Files are written into the working folder before the program
	// starts; Collect names the files read from it after it ends.
	Files   map[string][]byte
	Collect []string
	// Env are NAME=VALUE entries of the environment beside PATH, LANG,
	// HOME and TMPDIR.
	Env    []string
	Limits Limits
	// Unconfined runs the program as the caller, with the caller's files
	// and network, in a temporary folder and a process group of its own:
	// only where the caller was told to.
	Unconfined bool
	Stdin      io.Reader
	Stdout     io.Writer
	Stderr     io.Writer

	run     runner
	started bool
	killed  sync.Once
	// closeAfterStart are the program's ends of the pipes StdinPipe and
	// StdoutPipe made, which the caller holds no more once it started.
	closeAfterStart []*os.File
}

// runner is a way of running a Cmd: confined on this system, or not.
type runner interface {
	start(c *Cmd) error
	wait() (*Outcome, error)
	kill()
	describe() Description
}

// Outcome is how a run went.
type Outcome struct {
	// NotStarted says why the program could not be started; the rest is
	// empty then.
	NotStarted string
	// Exit is the program's exit status, −1 when a signal ended it
	// (Signal names it).
	Exit   int
	Signal string
	// Limit is the limit that ended the run, "" for none; LimitSays says
	// it in a sentence.
	Limit     Limit
	LimitSays string
	// CPU is the CPU time of every process of the run; PeakMemory the
	// most memory it held, 0 where the system does not tell.
	CPU        time.Duration
	PeakMemory int64
	// Files are the files of Collect that the program left, each up to
	// the file size limit.
	Files map[string][]byte
}

// ErrStarted is Start's error for a Cmd started before.
var ErrStarted = errors.New("sandbox: a run is started once")

func (c *Cmd) runner() runner {
	if c.run == nil {
		if c.Unconfined {
			c.run = &unconfined{}
		} else {
			c.run = confinedRunner()
		}
	}
	return c.run
}

// Start starts the run. An *Unavailable error means this system cannot
// make the sandbox; an *os.PathError or exec error that the program
// could not be found, which Wait also says as NotStarted.
func (c *Cmd) Start() error {
	if c.started {
		return ErrStarted
	}
	if len(c.Args) == 0 || c.Args[0] == "" {
		return errors.New("sandbox: no program to run")
	}
	c.started = true
	c.Limits = c.Limits.WithDefaults()
	err := c.runner().start(c)
	for _, f := range c.closeAfterStart {
		f.Close()
	}
	return err
}

// Wait waits for the run to end, every process of it with it, and says
// how it went.
func (c *Cmd) Wait() (*Outcome, error) { return c.runner().wait() }

// Kill ends the run, every process it started.
func (c *Cmd) Kill() { c.killed.Do(c.runner().kill) }

// StdinPipe is a pipe to the program's standard input, made before Start.
func (c *Cmd) StdinPipe() (io.WriteCloser, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	c.Stdin = r
	c.closeAfterStart = append(c.closeAfterStart, r)
	return w, nil
}

// StdoutPipe is a pipe from the program's standard output, made before
// Start.
func (c *Cmd) StdoutPipe() (io.ReadCloser, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	c.Stdout = w
	c.closeAfterStart = append(c.closeAfterStart, w)
	return r, nil
}

// Description says what the run's program could see and do; after Start.
func (c *Cmd) Description() Description { return c.runner().describe() }

// Where is the path at which the run shows the host's path p (absolute,
// cleaned): a path in Program under ProgramDir, one in an Allow folder or
// in the system's folders where it is; false where the run does not show
// it. An unconfined run shows every path where it is.
func (c *Cmd) Where(p string) (string, bool) {
	if c.Unconfined {
		return p, true
	}
	if c.Program != "" {
		if rel, ok := within(c.Program, p); ok {
			return filepath.Join(ProgramDir, rel), true
		}
	}
	for _, dir := range c.Allow {
		if _, ok := within(dir, p); ok {
			return p, true
		}
	}
	for _, dir := range systemDirs {
		if _, ok := within(dir, p); ok {
			return p, true
		}
	}
	return "", false
}

// within is p relative to dir when p is dir or inside it.
func within(dir, p string) (string, bool) {
	rel, err := filepath.Rel(filepath.Clean(dir), filepath.Clean(p))
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return rel, true
}

// systemDirs are the host's folders of programs and libraries that a
// confined run shows read-only where they are.
var systemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"}

// sandboxPath is the PATH of a run: the system's folders of programs,
// then those of the caller's PATH that the run shows.
func (c *Cmd) sandboxPath() string {
	path := []string{"/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"}
	seen := map[string]bool{}
	for _, p := range path {
		seen[p] = true
	}
	for _, p := range filepath.SplitList(os.Getenv("PATH")) {
		if p == "" || !filepath.IsAbs(p) || seen[p] {
			continue
		}
		if in, ok := c.Where(p); ok && in == p {
			seen[p] = true
			path = append(path, p)
		}
	}
	return strings.Join(path, string(filepath.ListSeparator))
}

// environment is the program's environment: PATH, LANG, HOME, TMPDIR and
// c.Env, with home and tmp the run's folders.
func (c *Cmd) environment(path, home, tmp string) []string {
	lang := os.Getenv("LANG")
	if lang == "" {
		lang = "C.UTF-8"
	}
	env := []string{"PATH=" + path, "LANG=" + lang, "HOME=" + home, "TMPDIR=" + tmp}
	env = append(env, systemEnv(tmp)...)
	return append(env, c.Env...)
}

package sandbox

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"
)

// confined runs a Cmd in Linux namespaces under this binary as init.
type confined struct {
	c       *Cmd
	cmd     *exec.Cmd
	cg      *cgroup
	outside int
	reports chan initReport
	// memoryFor and processesFor are the scopes of those limits.
	memoryFor, processesFor string
}

func confinedRunner() runner { return &confined{} }

// The users outside that a run of root's programs is mapped to: one of a
// range no system gives out, new for each run.
const (
	outsideFirst = 1_900_000_000
	outsideCount = 100_000_000
)

func (r *confined) start(c *Cmd) error {
	if err := Probe(); err != nil {
		return err
	}
	r.c = c
	r.reports = make(chan initReport, 1)
	cmd, closeAfter, cfgW, repR, err := r.command()
	if err != nil {
		return err
	}
	r.cmd = cmd
	r.cg = newCgroup(c.Limits)
	err = cmd.Start()
	for _, f := range closeAfter {
		f.Close()
	}
	if err != nil {
		cfgW.Close()
		repR.Close()
		r.dropCgroup()
		return unavailable(err)
	}
	if r.cg != nil && r.cg.add(cmd.Process.Pid) != nil {
		r.dropCgroup()
	}
	r.memoryFor, r.processesFor = "process", "run"
	if r.cg != nil && r.cg.mem != "" {
		r.memoryFor = "run"
	}
	go r.readReport(repR)
	go writeConfig(cfgW, r.config())
	return nil
}

// writeConfig tells the init what to run, and closes its pipe.
func writeConfig(w *os.File, cfg *initConfig) {
	json.NewEncoder(w).Encode(cfg)
	w.Close()
}

// command is the init's command: this binary with the pipes and folders
// it reads, in new namespaces, its user an unprivileged one outside.
func (r *confined) command() (cmd *exec.Cmd, closeAfter []*os.File, cfgW, repR *os.File, err error) {
	self, err := os.Open("/proc/self/exe")
	if err != nil {
		return nil, nil, nil, nil, &Unavailable{Cause: "this program cannot find itself to start the sandbox: " + err.Error()}
	}
	files := []*os.File{self}
	fail := func(err error) (*exec.Cmd, []*os.File, *os.File, *os.File, error) {
		for _, f := range files {
			f.Close()
		}
		return nil, nil, nil, nil, err
	}
	cfgR, cfgW, err := os.Pipe()
	if err != nil {
		return fail(err)
	}
	files = append(files, cfgR, cfgW)
	repR, repW, err := os.Pipe()
	if err != nil {
		return fail(err)
	}
	files = append(files, repR, repW)
	extra := []*os.File{cfgR, repW}
	// The init is started through its open file, since its user may not
	// reach this binary's folder by name (a test binary's, a user's home).
	extra = append(extra, self)
	cmd = exec.Command(fmt.Sprintf("/proc/self/fd/%d", 2+len(extra)))
	cmd.Args = []string{"frontier-sandbox"}
	cmd.Env = []string{initEnv}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = r.c.Stdin, r.c.Stdout, r.c.Stderr
	cmd.ExtraFiles = extra
	cmd.WaitDelay = time.Second
	r.outside = os.Getuid()
	gid := os.Getgid()
	root := r.outside == 0
	if root {
		var b [4]byte
		rand.Read(b[:])
		r.outside = outsideFirst + int(binary.LittleEndian.Uint32(b[:])%outsideCount)
		gid = r.outside
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags: syscall.CLONE_NEWUSER | syscall.CLONE_NEWPID | syscall.CLONE_NEWNS |
			syscall.CLONE_NEWNET | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: r.outside, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}},
		// Root may, and does, drop its groups; another user keeps its own.
		GidMappingsEnableSetgroups: root,
		Credential:                 &syscall.Credential{Uid: 0, Gid: 0, NoSetGroups: !root},
		// A run never outlives its caller.
		Pdeathsig: syscall.SIGKILL,
	}
	closeAfter = append([]*os.File{}, extra...)
	return cmd, closeAfter, cfgW, repR, nil
}

// config is what the init is told of the run.
func (r *confined) config() *initConfig {
	c := r.c
	cfg := &initConfig{Args: c.Args, Env: c.environment(c.sandboxPath(), HomeDir, "/tmp"),
		Program: c.Program, Allow: c.Allow, Files: c.Files, Collect: c.Collect, Limits: c.Limits,
		MemoryPerProcess: r.cg == nil || r.cg.mem == "", ProcessesCounted: r.cg != nil && r.cg.pids != ""}
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		cfg.Mask = append(cfg.Mask, exe)
	}
	return cfg
}

// readReport reads the init's report, sent as it ends; an empty one when
// it ended without one.
func (r *confined) readReport(f *os.File) {
	defer f.Close()
	var rep initReport
	limit := int64(1<<20) + int64(len(r.c.Collect))*2*r.c.Limits.FileSize
	if err := json.NewDecoder(io.LimitReader(f, limit)).Decode(&rep); err != nil {
		rep = initReport{Exit: -1, Setup: "-"}
	}
	r.reports <- rep
}

func (r *confined) dropCgroup() {
	if r.cg != nil {
		r.cg.remove()
		r.cg = nil
	}
}

func (r *confined) kill() {
	if r.cmd != nil && r.cmd.Process != nil {
		// The init is the run's PID 1: when it ends, every process of
		// its namespace ends.
		r.cmd.Process.Kill()
	}
}

func (r *confined) wait() (*Outcome, error) {
	werr := r.cmd.Wait()
	rep := <-r.reports
	defer r.dropCgroup()
	o := &Outcome{Exit: rep.Exit, Signal: rep.Signal, Limit: rep.Limit, LimitSays: rep.LimitSays,
		CPU: time.Duration(rep.CPUNanos), PeakMemory: rep.MaxRSS, Files: rep.Files, NotStarted: rep.NotStarted}
	if rep.Setup == "-" { // the init was ended before it could say anything
		o.Exit, o.Signal = -1, initSignal(r.cmd)
	} else if rep.Setup != "" {
		return nil, &Unavailable{Cause: rep.Setup}
	}
	if r.cg != nil {
		memory, processes, peak := r.cg.passed()
		if peak > 0 {
			o.PeakMemory = peak
		}
		switch {
		case memory:
			o.Limit, o.LimitSays = LimitMemory, fmt.Sprintf("The run passed its memory limit of %s and was ended.", bytesWords(r.c.Limits.Memory))
		case processes && o.Limit == "" && (o.Exit != 0 || o.Signal != ""):
			o.Limit, o.LimitSays = LimitProcesses, fmt.Sprintf("The run tried to have more than %d processes and threads at once.", r.c.Limits.Processes)
		}
	}
	if werr != nil && !errors.As(werr, new(*exec.ExitError)) && o.NotStarted == "" && rep.Setup == "-" {
		return nil, werr
	}
	return o, nil
}

// initSignal names the signal that ended the init, "" for none.
func initSignal(cmd *exec.Cmd) string {
	if cmd.ProcessState == nil {
		return ""
	}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return ws.Signal().String()
	}
	return ""
}

func (r *confined) describe() Description {
	l := r.c.Limits
	d := Description{Confined: true, How: "Linux namespaces",
		Namespaces: []string{"user", "pid", "mount", "network", "ipc", "uts"},
		User:       fmt.Sprintf("user %d inside, %d outside", insideUID, r.outside),
		Network:    "loopback only",
		Reads:      append(append([]string{}, existing(systemDirs)...), ProgramDir),
		Writes:     []string{HomeDir, "/tmp"},
		Limits: Bounds{MemoryBytes: l.Memory, MemoryFor: r.memoryFor, CPUMS: l.CPU.Milliseconds(), CPUFor: "run",
			Processes: l.Processes, ProcessesFor: r.processesFor, FileSizeBytes: l.FileSize, FolderBytes: l.Folder,
			OpenFiles: l.OpenFiles},
	}
	d.Reads = append(d.Reads, r.c.Allow...)
	return d
}

// existing are the folders of dirs that this system has.
func existing(dirs []string) []string {
	var out []string
	for _, d := range dirs {
		if _, err := os.Lstat(d); err == nil {
			out = append(out, d)
		}
	}
	return out
}

package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Serve runs this process as a sandbox's init or its second stage when
// it was started as one, and never returns then; otherwise it returns at
// once. main calls it first, as does the TestMain of every test binary
// whose tests run programs.
func Serve() {
	switch {
	case os.Getenv(initEnvName) == "1" && os.Getpid() == 1:
		os.Exit(serveInit())
	case len(os.Args) > 2 && os.Args[0] == stageName && os.Getenv(stageEnvName) == "1":
		os.Exit(serveStage())
	}
}

// serveInit is the init of a run: it makes the sandbox, starts the
// program, ends every process of the run when the program ends or passes
// its CPU time, and reports.
func serveInit() int {
	// Nobody in the sandbox may trace the init, read its files in /proc
	// (its report pipe, this binary) or end it with a signal.
	unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0)
	ignoreSignals()
	for fd := fdConfig; fd <= fdSelf; fd++ {
		syscall.CloseOnExec(fd)
	}
	out := os.NewFile(fdReport, "report")
	rep := &initReport{}
	defer func() { json.NewEncoder(out).Encode(rep) }()
	var cfg initConfig
	if err := json.NewDecoder(io.LimitReader(os.NewFile(fdConfig, "config"), 1<<30)).Decode(&cfg); err != nil {
		rep.Setup = "the sandbox's init was not told what to run: " + err.Error()
		return 1
	}
	self := os.NewFile(fdSelf, "self")
	if err := makeRoot(&cfg); err != nil {
		rep.Setup = err.Error()
		return 1
	}
	if err := makeNetwork(); err != nil {
		rep.Setup = err.Error()
		return 1
	}
	if cfg.Probe {
		return 0
	}
	run(&cfg, self, rep)
	return 0
}

// ignoreSignals has the init take every signal that a process of the
// sandbox may send it and do nothing, where Go would end it; unlike an
// ignored signal, a caught one is not ignored by the programs it starts.
func ignoreSignals() {
	ch := make(chan os.Signal, 16)
	signal.Notify(ch, syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT, syscall.SIGUSR1,
		syscall.SIGUSR2, syscall.SIGPIPE, syscall.SIGALRM, syscall.SIGTSTP, syscall.SIGTTIN, syscall.SIGTTOU,
		syscall.SIGXCPU, syscall.SIGXFSZ, syscall.SIGVTALRM, syscall.SIGPROF, syscall.SIGSYS, syscall.SIGTRAP,
		syscall.SIGSEGV, syscall.SIGBUS, syscall.SIGFPE, syscall.SIGILL, syscall.SIGABRT, syscall.SIGSTKFLT,
		syscall.SIGPWR, syscall.SIGIO)
	go func() {
		for range ch {
		}
	}()
}

// makeNetwork gives the run its loopback and a name of its own.
func makeNetwork() error {
	unix.Sethostname([]byte("sandbox"))
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return fmt.Errorf("cannot make the sandbox's loopback: %v", err)
	}
	defer unix.Close(fd)
	ifr, err := unix.NewIfreq("lo")
	if err != nil {
		return err
	}
	ifr.SetUint16(unix.IFF_UP | unix.IFF_LOOPBACK | unix.IFF_RUNNING)
	if err := unix.IoctlIfreq(fd, unix.SIOCSIFFLAGS, ifr); err != nil {
		return fmt.Errorf("cannot bring up the sandbox's loopback: %v", err)
	}
	return nil
}

// run starts the program through the second stage, reaps every process
// of the run, ends them all when the program ends, and fills rep.
func run(cfg *initConfig, self *os.File, rep *initReport) {
	limits, _ := json.Marshal(stageLimits{Limits: cfg.Limits, MemoryPerProcess: cfg.MemoryPerProcess})
	argv := append([]string{stageName, string(limits)}, cfg.Args...)
	attr := &syscall.ProcAttr{Dir: HomeDir, Env: append(cfg.Env[:len(cfg.Env):len(cfg.Env)], stageEnv),
		Files: []uintptr{0, 1, 2},
		Sys: &syscall.SysProcAttr{
			// The program's user namespace, nested in the init's, maps its
			// user 1000 to the init's 0 and gives it no capability in the
			// init's: it cannot undo a mount or trace the init.
			Cloneflags:  syscall.CLONE_NEWUSER,
			UidMappings: []syscall.SysProcIDMap{{ContainerID: insideUID, HostID: 0, Size: 1}},
			GidMappings: []syscall.SysProcIDMap{{ContainerID: insideUID, HostID: 0, Size: 1}},
			Credential:  &syscall.Credential{Uid: insideUID, Gid: insideUID, NoSetGroups: true},
			Setsid:      true,
		}}
	errR, errW, err := os.Pipe()
	if err != nil {
		rep.Setup = "cannot make a pipe in the sandbox: " + err.Error()
		return
	}
	attr.Files = append(attr.Files, errW.Fd())
	start := time.Now()
	pid, err := syscall.ForkExec(fmt.Sprintf("/proc/self/fd/%d", self.Fd()), argv, attr)
	errW.Close()
	if err != nil {
		errR.Close()
		rep.NotStarted = "cannot start the program in the sandbox: " + err.Error()
		return
	}
	// The second stage closes its end as it starts the program, or
	// says first why it could not.
	why, _ := io.ReadAll(io.LimitReader(errR, 4096))
	errR.Close()
	rep.NotStarted = string(why)
	w := &watch{limit: cfg.Limits.CPU, done: make(chan struct{})}
	w.wg.Add(1)
	go w.cpu()
	status, ok := reapAll(pid, func() {
		// The program's last moment, its processes all there: where no
		// control group counts them, this count tells a limit reached.
		_, tasks := liveCPU()
		w.tasks.Store(int64(tasks))
	})
	close(w.done)
	w.wg.Wait()
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru)
	rep.CPUNanos = ru.Utime.Nano() + ru.Stime.Nano()
	rep.MaxRSS = ru.Maxrss * 1024
	rep.MostTasks = max(w.most, int(w.tasks.Load()))
	rep.Exit = -1
	if ok {
		exitOf(status, rep)
	}
	judgeLimits(cfg, w, rep, time.Since(start))
	rep.Files = collect(cfg)
}

// reapAll waits for every process of the run: when the program (pid)
// ends, last is called and the rest are ended, and their ends waited for
// too, so that none is left when it returns.
func reapAll(pid int, last func()) (syscall.WaitStatus, bool) {
	var status syscall.WaitStatus
	found := false
	for {
		var ws syscall.WaitStatus
		got, err := syscall.Wait4(-1, &ws, 0, nil)
		if err == syscall.EINTR {
			continue
		}
		if err != nil { // ECHILD: nobody is left
			return status, found
		}
		if got == pid && (ws.Exited() || ws.Signaled()) {
			status, found = ws, true
			last()
			syscall.Kill(-1, syscall.SIGKILL)
		}
	}
}

// exitOf records how the program ended.
func exitOf(ws syscall.WaitStatus, rep *initReport) {
	switch {
	case ws.Signaled():
		rep.Signal = ws.Signal().String()
	case ws.Exited():
		rep.Exit = ws.ExitStatus()
	}
}

// judgeLimits names the limit the run passed, where the init can tell.
func judgeLimits(cfg *initConfig, w *watch, rep *initReport, took time.Duration) {
	l := cfg.Limits
	switch {
	case w.passed || rep.Signal == syscall.SIGXCPU.String():
		rep.Limit, rep.LimitSays = LimitCPU, fmt.Sprintf("The run's processes took more than %s of CPU time together and were ended.", l.CPU)
	case rep.Signal == syscall.SIGXFSZ.String():
		rep.Limit, rep.LimitSays = LimitFile, fmt.Sprintf("The program wrote a file past the limit of %s.", bytesWords(l.FileSize))
	case atLimit(l.FileSize, HomeDir, "/tmp", "/dev/shm"):
		rep.Limit, rep.LimitSays = LimitFile, fmt.Sprintf("The program wrote a file up to the limit of %s, where the system stopped it.", bytesWords(l.FileSize))
	case full(HomeDir) || full("/tmp") || full("/dev/shm"):
		rep.Limit, rep.LimitSays = LimitFile, fmt.Sprintf("The program filled its working folder or /tmp (%s each).", bytesWords(l.Folder))
	case !cfg.ProcessesCounted && max(w.most, int(w.tasks.Load())) >= l.Processes-1 && (rep.Exit != 0 || rep.Signal != ""):
		rep.Limit, rep.LimitSays = LimitProcesses, fmt.Sprintf("The run reached its limit of %d processes and threads.", l.Processes)
	}
}

// atLimit reports whether a file in the folders has the size limit's size:
// a write past it was cut there. It looks at 10,000 files at most.
func atLimit(size int64, dirs ...string) bool {
	seen := 0
	for _, dir := range dirs {
		found := errors.New("found")
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if seen++; err != nil || seen > 10_000 {
				return filepath.SkipAll
			}
			if d.Type().IsRegular() {
				if fi, err := d.Info(); err == nil && fi.Size() >= size {
					return found
				}
			}
			return nil
		})
		if err == found {
			return true
		}
	}
	return false
}

// full reports whether the folder at dir has no room left.
func full(dir string) bool {
	var st unix.Statfs_t
	return unix.Statfs(dir, &st) == nil && st.Blocks > 0 && st.Bavail == 0
}

// collect reads the files the caller asked for from the working folder:
// regular files only, links not followed, each up to the file size limit.
func collect(cfg *initConfig) map[string][]byte {
	var out map[string][]byte
	for _, name := range cfg.Collect {
		fd, err := unix.Open(filepath.Join(HomeDir, filepath.Base(name)), unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err != nil {
			continue
		}
		f := os.NewFile(uintptr(fd), name)
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			if data, err := io.ReadAll(io.LimitReader(f, cfg.Limits.FileSize)); err == nil {
				if out == nil {
					out = map[string][]byte{}
				}
				out[name] = data
			}
		}
		f.Close()
	}
	return out
}

// watch follows the CPU time of the run's processes, alive and ended, and
// ends them all once it passes limit; and counts their tasks.
type watch struct {
	limit  time.Duration
	done   chan struct{}
	wg     sync.WaitGroup
	passed bool
	most   int
	// tasks is the count at the program's end.
	tasks atomic.Int64
}

func (w *watch) cpu() {
	defer w.wg.Done()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-w.done:
			return
		case <-tick.C:
		}
		// The ended first, then the live: a process reaped in between
		// is missed rather than counted twice.
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru)
		used, tasks := liveCPU()
		used += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		w.most = max(w.most, tasks)
		if used > w.limit {
			w.passed = true
			syscall.Kill(-1, syscall.SIGKILL)
			return
		}
	}
}

// liveCPU is the CPU time of the run's live processes and of the children
// they waited for, from /proc, and how many tasks they have.
func liveCPU() (time.Duration, int) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0, 0
	}
	var ticks int64
	tasks := 0
	for _, e := range entries {
		if e.Name() == "1" || e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		data, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// The fields after the command, which is in parentheses and may
		// hold anything: state is the first, utime the 12th.
		i := strings.LastIndexByte(string(data), ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(data[i+1:]))
		if len(f) < 18 {
			continue
		}
		for _, k := range []int{11, 12, 13, 14} { // utime, stime, cutime, cstime
			var n int64
			fmt.Sscan(f[k], &n)
			ticks += n
		}
		var threads int
		fmt.Sscan(f[17], &threads)
		tasks += threads
	}
	// /proc counts in the kernel's USER_HZ, 100 a second on Linux.
	return time.Duration(ticks) * 10 * time.Millisecond, tasks
}

package sandbox

import (
	"errors"
	"fmt"
	"os/exec"
	"os/user"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// jobRunner runs a Cmd on Windows in a job object, which ends every
// process of the run when it closes and bounds their memory, number and
// CPU time together. Windows gives no lighter isolation of files and
// network without installing anything: the program runs as the teacher.
type jobRunner struct {
	unconfined
	job windows.Handle
}

func confinedRunner() runner { return &jobRunner{} }

// Probe reports nil: every Windows makes job objects.
func Probe() error { return nil }

// Serve returns at once: a Windows run has no init.
func Serve() {}

var ntResumeProcess = windows.NewLazySystemDLL("ntdll.dll").NewProc("NtResumeProcess")

func (r *jobRunner) start(c *Cmd) error {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return &Unavailable{Cause: "cannot make a job object: " + err.Error()}
	}
	r.job = job
	var info windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION
	b := &info.BasicLimitInformation
	b.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | windows.JOB_OBJECT_LIMIT_ACTIVE_PROCESS |
		windows.JOB_OBJECT_LIMIT_JOB_MEMORY | windows.JOB_OBJECT_LIMIT_JOB_TIME |
		windows.JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION
	b.ActiveProcessLimit = uint32(c.Limits.Processes)
	b.PerJobUserTimeLimit = int64(c.Limits.CPU / 100) // in 100 ns
	info.JobMemoryLimit = uintptr(c.Limits.Memory)
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		windows.CloseHandle(job)
		return &Unavailable{Cause: "cannot set the job object's limits: " + err.Error()}
	}
	r.around = func(cmd *exec.Cmd, _ string) error {
		cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: windows.CREATE_SUSPENDED}
		return nil
	}
	// The program joins the job before it runs a single instruction, so
	// that whatever it starts is in the job too.
	r.started = func(cmd *exec.Cmd) error {
		h, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE|
			windows.PROCESS_SUSPEND_RESUME|windows.PROCESS_QUERY_INFORMATION, false, uint32(cmd.Process.Pid))
		if err != nil {
			return err
		}
		defer windows.CloseHandle(h)
		if err := windows.AssignProcessToJobObject(job, h); err != nil {
			return fmt.Errorf("cannot put the program in its job object: %v", err)
		}
		if st, _, _ := ntResumeProcess.Call(uintptr(h)); st != 0 {
			return fmt.Errorf("cannot resume the program: status %#x", st)
		}
		return nil
	}
	if err := r.unconfined.start(c); err != nil {
		windows.CloseHandle(job)
		return err
	}
	return nil
}

func (r *jobRunner) wait() (*Outcome, error) {
	if r.cmd == nil {
		return nil, errors.New("sandbox: the run did not start")
	}
	werr := r.cmd.Wait()
	var info windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION
	windows.QueryInformationJobObject(r.job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info)), nil)
	var acct struct {
		TotalUserTime, TotalKernelTime, ThisPeriodTotalUserTime, ThisPeriodTotalKernelTime int64
		TotalPageFaultCount, TotalProcesses, ActiveProcesses, TotalTerminatedProcesses     uint32
	}
	windows.QueryInformationJobObject(r.job, windows.JobObjectBasicAccountingInformation,
		uintptr(unsafe.Pointer(&acct)), uint32(unsafe.Sizeof(acct)), nil)
	// Closing the job ends every process still in it.
	windows.CloseHandle(r.job)
	r.job = 0
	o := &Outcome{Exit: -1, CPU: time.Duration(acct.TotalUserTime+acct.TotalKernelTime) * 100,
		PeakMemory: int64(info.PeakJobMemoryUsed)}
	if st := r.cmd.ProcessState; st != nil {
		o.Exit = st.ExitCode()
	} else if werr != nil {
		return nil, werr
	}
	l := r.c.Limits
	switch {
	case o.PeakMemory >= l.Memory-l.Memory/20 && o.Exit != 0:
		o.Limit, o.LimitSays = LimitMemory, fmt.Sprintf("The run reached its memory limit of %s.", bytesWords(l.Memory))
	case time.Duration(acct.TotalUserTime)*100 >= l.CPU && o.Exit != 0:
		o.Limit, o.LimitSays = LimitCPU, fmt.Sprintf("The run's processes took %s of CPU time together and were ended.", l.CPU)
	}
	o.Files = readFiles(r.dir, r.c.Collect, l.FileSize)
	r.unconfined.removeDir()
	return o, nil
}

func (r *jobRunner) kill() {
	if r.job != 0 {
		windows.TerminateJobObject(r.job, 1)
	}
}

func (r *jobRunner) describe() Description {
	who := "you"
	if u, err := user.Current(); err == nil {
		who = u.Username
	}
	l := r.c.Limits
	return Description{Confined: true, How: "Windows job object", User: who, Network: "the host's",
		Reads: []string{"every file " + who + " may read"}, Writes: []string{"every folder " + who + " may write"},
		Limits: Bounds{MemoryBytes: l.Memory, MemoryFor: "run", CPUMS: l.CPU.Milliseconds(), CPUFor: "run",
			Processes: l.Processes, ProcessesFor: "run"},
		Unbounded: []string{"files and network (the program runs as " + who + ")", "file size", "the working folder's size", "open files"}}
}

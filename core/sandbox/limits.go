package sandbox

import "time"

// Limits bound one run: every process it starts, together where the
// system allows (see Description). A zero field takes its default.
type Limits struct {
	// Memory is the most memory the run may hold, in bytes.
	Memory int64
	// CPU is the most CPU time its processes may take together.
	CPU time.Duration
	// Processes is the most processes and threads it may have at once.
	Processes int
	// FileSize is the largest file it may write, in bytes.
	FileSize int64
	// Folder is the most its working folder, and apart from it its /tmp,
	// may hold, in bytes.
	Folder int64
	// OpenFiles is the most files each process may hold open.
	OpenFiles int
}

// The limits of a run when not told.
const (
	DefaultMemory    = 2 << 30
	DefaultCPU       = 10 * time.Second
	DefaultProcesses = 256
	DefaultFileSize  = 64 << 20
	DefaultFolder    = 256 << 20
	DefaultOpenFiles = 256
)

// WithDefaults is l with each zero field at its default.
func (l Limits) WithDefaults() Limits {
	if l.Memory <= 0 {
		l.Memory = DefaultMemory
	}
	if l.CPU <= 0 {
		l.CPU = DefaultCPU
	}
	if l.Processes <= 0 {
		l.Processes = DefaultProcesses
	}
	if l.FileSize <= 0 {
		l.FileSize = DefaultFileSize
	}
	if l.Folder <= 0 {
		l.Folder = DefaultFolder
	}
	if l.OpenFiles <= 0 {
		l.OpenFiles = DefaultOpenFiles
	}
	return l
}

// Limit names the limit that ended a run.
type Limit string

// The limits a run can pass; a report names them by these ids, beside
// the time-out of the caller's clock.
const (
	LimitMemory    Limit = "memory-limit"
	LimitProcesses Limit = "process-limit"
	LimitCPU       Limit = "cpu-time"
	LimitFile      Limit = "file-limit"
)

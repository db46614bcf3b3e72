package sandbox

// The init and the caller that started it speak through two pipes: the
// caller writes an initConfig to the init's file 3 and closes it; the
// init writes one initReport to its file 4 as it ends. Its file 5 is this
// binary, which it starts again as the second stage.

// initConfig is what the init is told.
type initConfig struct {
	Args []string `json:"args"`
	Env  []string `json:"env"`
	// Program is the folder shown at ProgramDir, "" for none; Allow
	// those shown where they are.
	Program string   `json:"program"`
	Allow   []string `json:"allow"`
	// Mask are paths of the system's folders hidden from the program
	// (this binary, the grader).
	Mask    []string          `json:"mask"`
	Files   map[string][]byte `json:"files"`
	Collect []string          `json:"collect"`
	Limits  Limits            `json:"limits"`
	// MemoryPerProcess: no control group bounds the run's memory, so
	// each process's address space is bounded instead.
	MemoryPerProcess bool `json:"memory_per_process"`
	// ProcessesCounted: a control group counts the run's processes, and
	// says when it refused one.
	ProcessesCounted bool `json:"processes_counted"`
	// Probe: make the sandbox, run nothing, report.
	Probe bool `json:"probe"`
}

// initReport is what the init says of the run.
type initReport struct {
	// Setup says why the sandbox could not be made; NotStarted why the
	// program could not start in it.
	Setup      string `json:"setup,omitempty"`
	NotStarted string `json:"not_started,omitempty"`
	Exit       int    `json:"exit"`
	Signal     string `json:"signal,omitempty"`
	// Limit is the limit the init saw passed (CPU time, file size, the
	// folders full, processes where no control group counts them).
	Limit     Limit             `json:"limit,omitempty"`
	LimitSays string            `json:"limit_says,omitempty"`
	CPUNanos  int64             `json:"cpu_ns"`
	MaxRSS    int64             `json:"max_rss"`
	Files     map[string][]byte `json:"files,omitempty"`
	// MostTasks is the most processes and threads seen at once.
	MostTasks int `json:"most_tasks"`
}

// The init's files.
const (
	fdConfig = 3
	fdReport = 4
	fdSelf   = 5
)

// initEnv marks the init's environment: Serve runs the init when it is
// set in a process that is its namespace's first.
const (
	initEnvName = "FRONTIER_SANDBOX_INIT"
	initEnv     = initEnvName + "=1"
)

// The user the program runs as inside its user namespace.
const insideUID = 1000

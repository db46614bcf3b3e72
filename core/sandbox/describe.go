package sandbox

import (
	"fmt"
	"strings"

	"frontier/core/numfmt"
)

// Description says what a run's program could see and do, for reports:
// its JSON is a report's "sandbox" object.
type Description struct {
	// Confined: the program ran in a sandbox; How names it ("linux
	// namespaces", "windows job object", "macos sandbox-exec", "none").
	Confined bool   `json:"confined"`
	How      string `json:"how"`
	// Namespaces are the Linux namespaces the run had of its own.
	Namespaces []string `json:"namespaces,omitempty"`
	// User is who the program ran as.
	User string `json:"user"`
	// Network is what of the network it could reach.
	Network string `json:"network"`
	// Reads are the folders it could read; Writes those it could write.
	Reads  []string `json:"reads"`
	Writes []string `json:"writes"`
	Limits Bounds   `json:"limits"`
	// Unbounded names what the system could not bound.
	Unbounded []string `json:"unbounded,omitempty"`
}

// Bounds are the limits in force, each with the scope it applied to
// ("run": every process together; "process": each one; "" not bounded).
type Bounds struct {
	MemoryBytes   int64  `json:"memory_bytes"`
	MemoryFor     string `json:"memory_for"`
	CPUMS         int64  `json:"cpu_ms"`
	CPUFor        string `json:"cpu_for"`
	Processes     int    `json:"processes"`
	ProcessesFor  string `json:"processes_for"`
	FileSizeBytes int64  `json:"file_size_bytes"`
	FolderBytes   int64  `json:"folder_bytes"`
	OpenFiles     int    `json:"open_files"`
	CoreFiles     bool   `json:"core_files"`
}

// Words says the description in one line: "Sandbox: Linux namespaces
// (user, pid, …); user 1000 inside, 1900000123 outside; loopback only;
// writes /home/student and /tmp; memory 2 GiB for the whole run, …".
func (d Description) Words() string {
	if !d.Confined {
		return "Sandbox: none: the program ran unconfined, as " + d.User + ", with its files and network (" + d.How + ")."
	}
	parts := []string{d.How}
	if len(d.Namespaces) > 0 {
		parts[0] += " (" + strings.Join(d.Namespaces, ", ") + ")"
	}
	parts = append(parts, d.User, d.Network, "writes "+strings.Join(d.Writes, " and ")+" only")
	l := d.Limits
	parts = append(parts, "memory "+numfmt.Bytes(l.MemoryBytes)+" "+scope(l.MemoryFor),
		fmt.Sprintf("CPU %s s %s", numfmt.Group(l.CPUMS/1000), scope(l.CPUFor)),
		fmt.Sprintf("%d processes and threads %s", l.Processes, scope(l.ProcessesFor)),
		"files up to "+numfmt.Bytes(l.FileSizeBytes), "its folders up to "+numfmt.Bytes(l.FolderBytes)+" each",
		fmt.Sprintf("%d open files", l.OpenFiles), "no core files")
	line := "Sandbox: " + strings.Join(parts, "; ")
	if len(d.Unbounded) > 0 {
		line += "; not bounded here: " + strings.Join(d.Unbounded, ", ")
	}
	return line + "."
}

func scope(s string) string {
	switch s {
	case "run":
		return "for the whole run"
	case "process":
		return "a process"
	}
	return "(not bounded)"
}

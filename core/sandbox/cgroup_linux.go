package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// cgroup is a control group made for one run, which bounds the memory
// and the processes of every process in it together: in the unified
// hierarchy (cgroup v2), or in the memory and pids hierarchies of v1.
// It is made where the system lets this process make one (as root, or in
// a folder delegated to the user), under the group this process is in.
type cgroup struct {
	v2        bool
	mem, pids string // the folders holding each controller's files; "" without it
	made      []string
}

var cgroupRuns atomic.Int64

// newCgroup makes a group for a run within lim, or nil where none can be
// made; then the run bounds memory per process.
func newCgroup(lim Limits) *cgroup {
	mounts, own := cgroupMounts(), ownCgroups()
	name := fmt.Sprintf("frontier-run-%d-%d", os.Getpid(), cgroupRuns.Add(1))
	if root, ok := mounts["cgroup2"]; ok {
		if cg := newCgroupV2(root, own[""], name, lim); cg != nil {
			return cg
		}
	}
	cg := &cgroup{}
	if root, ok := mounts["memory"]; ok {
		dir := filepath.Join(root, own["memory"], name)
		if os.Mkdir(dir, 0o755) == nil {
			cg.made = append(cg.made, dir)
			// The swap limit, where swap is counted, is memory and swap
			// together: the same bound keeps the run off the swap.
			if writeFile(dir, "memory.limit_in_bytes", lim.Memory) == nil {
				writeFile(dir, "memory.memsw.limit_in_bytes", lim.Memory)
				cg.mem = dir
			}
		}
	}
	if root, ok := mounts["pids"]; ok {
		dir := filepath.Join(root, own["pids"], name)
		if os.Mkdir(dir, 0o755) == nil {
			cg.made = append(cg.made, dir)
			if writeFile(dir, "pids.max", int64(lim.Processes)) == nil {
				cg.pids = dir
			}
		}
	}
	if cg.mem == "" && cg.pids == "" {
		cg.remove()
		return nil
	}
	return cg
}

// newCgroupV2 makes the run's group beside this process's own, in a
// parent that hands its children the memory and pids controllers (a group
// holding processes cannot hand them to a child of its own, but for the
// root).
func newCgroupV2(root, own, name string, lim Limits) *cgroup {
	for _, parent := range []string{own, filepath.Dir(own)} {
		dir := filepath.Join(root, parent)
		ctl, err := os.ReadFile(filepath.Join(dir, "cgroup.subtree_control"))
		if err != nil {
			continue
		}
		has := strings.Fields(string(ctl))
		if !slices.Contains(has, "memory") || !slices.Contains(has, "pids") {
			if parent != "/" || writeText(dir, "cgroup.subtree_control", "+memory +pids") != nil {
				continue
			}
		}
		run := filepath.Join(dir, name)
		if os.Mkdir(run, 0o755) != nil {
			continue
		}
		cg := &cgroup{v2: true, made: []string{run}}
		if writeFile(run, "memory.max", lim.Memory) == nil {
			writeFile(run, "memory.swap.max", 0)
			cg.mem = run
		}
		if writeFile(run, "pids.max", int64(lim.Processes)) == nil {
			cg.pids = run
		}
		if cg.mem == "" && cg.pids == "" {
			cg.remove()
			continue
		}
		return cg
	}
	return nil
}

// add moves process pid into the group, before it starts the program.
func (cg *cgroup) add(pid int) error {
	for _, dir := range cg.made {
		if err := writeFile(dir, "cgroup.procs", int64(pid)); err != nil {
			return err
		}
	}
	return nil
}

// passed reports whether the run's memory or processes reached the
// group's bounds, and the most memory it held (0 where not told).
func (cg *cgroup) passed() (memory, processes bool, peak int64) {
	if cg.mem != "" {
		if cg.v2 {
			ev := keyed(cg.mem, "memory.events")
			memory = ev["oom_kill"] > 0 || ev["oom"] > 0
			peak = number(cg.mem, "memory.peak")
		} else {
			memory = keyed(cg.mem, "memory.oom_control")["oom_kill"] > 0
			peak = number(cg.mem, "memory.max_usage_in_bytes")
		}
	}
	if cg.pids != "" {
		processes = keyed(cg.pids, "pids.events")["max"] > 0
	}
	return memory, processes, peak
}

// remove removes the group once its processes are gone, which may take a
// moment after the run's init is reaped.
func (cg *cgroup) remove() {
	for i := len(cg.made) - 1; i >= 0; i-- {
		for try := 0; try < 100; try++ {
			err := os.Remove(cg.made[i])
			if err == nil || errors.Is(err, os.ErrNotExist) || !errors.Is(err, syscall.EBUSY) {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// cgroupMounts maps each v1 controller to the root of its hierarchy, and
// "cgroup2" to the unified hierarchy's, from /proc/self/mountinfo.
func cgroupMounts() map[string]string {
	out := map[string]string{}
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		pre, post, ok := strings.Cut(sc.Text(), " - ")
		fields, tail := strings.Fields(pre), strings.Fields(post)
		if !ok || len(fields) < 5 || len(tail) < 3 {
			continue
		}
		switch tail[0] {
		case "cgroup2":
			if _, dup := out["cgroup2"]; !dup {
				out["cgroup2"] = fields[4]
			}
		case "cgroup":
			for _, opt := range strings.Split(tail[2], ",") {
				if opt == "memory" || opt == "pids" {
					out[opt] = fields[4]
				}
			}
		}
	}
	return out
}

// ownCgroups maps each v1 controller to this process's group in it, and
// "" to its group in the unified hierarchy, from /proc/self/cgroup.
func ownCgroups() map[string]string {
	out := map[string]string{}
	data, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return out
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		if parts[1] == "" {
			out[""] = parts[2]
		}
		for _, c := range strings.Split(parts[1], ",") {
			out[c] = parts[2]
		}
	}
	return out
}

func writeFile(dir, name string, n int64) error {
	return writeText(dir, name, strconv.FormatInt(n, 10))
}

func writeText(dir, name, text string) error {
	return os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644)
}

// number reads a file holding one number, 0 when it cannot.
func number(dir, name string) int64 {
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
	return n
}

// keyed reads a file of "key number" lines.
func keyed(dir, name string) map[string]int64 {
	out := map[string]int64{}
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return out
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 2 {
			out[f[0]], _ = strconv.ParseInt(f[1], 10, 64)
		}
	}
	return out
}

package sysmem

import (
	"bufio"
	"os"
	"path"
	"strconv"
	"strings"
	"syscall"
)

func physical() (uint64, string) {
	total, from := memTotal(), "MemTotal"
	if limit := cgroupLimit(); limit > 0 && (total == 0 || limit < total) {
		total, from = limit, "cgroup"
	}
	if total == 0 {
		from = "unknown"
	}
	return total, from
}

// memTotal reads MemTotal from /proc/meminfo; 0 if it cannot.
func memTotal() uint64 { return procField("/proc/meminfo", "MemTotal:") << 10 }

func threads() int { return int(procField("/proc/self/status", "Threads:")) }

// procField reads the number after name in a file of "name value [kB]"
// lines such as /proc/meminfo; 0 if it cannot.
func procField(file, name string) uint64 {
	f, err := os.Open(file)
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), name)
		if !ok {
			continue
		}
		n, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
		if err != nil {
			return 0
		}
		return n
	}
	return 0
}

// cgroupLimit is the lowest memory limit of this process's control group
// and the groups above it, version 2 (memory.max) or 1
// (memory.limit_in_bytes); 0 when none is set or readable.
func cgroupLimit() uint64 {
	data, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return 0
	}
	var lowest uint64
	for _, line := range strings.Split(string(data), "\n") {
		// hierarchy-id:controllers:path
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		var dir, file string
		switch {
		case parts[0] == "0" && parts[1] == "":
			dir, file = "/sys/fs/cgroup", "memory.max"
		case hasController(parts[1], "memory"):
			dir, file = "/sys/fs/cgroup/memory", "memory.limit_in_bytes"
		default:
			continue
		}
		for p := path.Clean("/" + parts[2]); ; p = path.Dir(p) {
			if n := readLimit(path.Join(dir, p, file)); n > 0 && (lowest == 0 || n < lowest) {
				lowest = n
			}
			if p == "/" {
				break
			}
		}
	}
	return lowest
}

func hasController(list, name string) bool {
	for _, c := range strings.Split(list, ",") {
		if c == name {
			return true
		}
	}
	return false
}

// readLimit reads a limit file: a number of bytes, or "max"; 0 for none.
func readLimit(name string) uint64 {
	data, err := os.ReadFile(name)
	if err != nil {
		return 0
	}
	n, err := strconv.ParseUint(strings.TrimSpace(string(data)), 10, 64)
	if err != nil || n >= unlimited {
		return 0
	}
	return n
}

func addressSpace() uint64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &r); err != nil || r.Cur >= unlimited {
		return 0
	}
	return r.Cur
}

func virtualSize() uint64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	// size resident shared text lib data dt, in pages
	first, _, _ := strings.Cut(string(data), " ")
	pages, err := strconv.ParseUint(first, 10, 64)
	if err != nil {
		return 0
	}
	return pages * uint64(os.Getpagesize())
}

// defaultThreadStack is glibc's stack for a new thread when the stack
// limit is unlimited (ARCH_STACK_DEFAULT_SIZE on x86-64 and arm64).
const defaultThreadStack = 2 << 20

func threadStack() uint64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_STACK, &r); err != nil {
		return 0
	}
	if r.Cur >= unlimited {
		return defaultThreadStack
	}
	return r.Cur
}

package sysmem

import (
	"os"
	"runtime"
	"syscall"
	"testing"
)

func TestPhysical(t *testing.T) {
	n, from := Physical()
	if runtime.GOOS != "linux" {
		t.Skip("only Linux is read here")
	}
	if n == 0 || from == "unknown" {
		t.Fatalf("Physical() = %d, %q on Linux", n, from)
	}
	// An independent reading: the machine has at least as much memory as
	// the kernel says is free.
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		t.Skip(err)
	}
	if n < 64<<20 {
		t.Errorf("Physical() = %d bytes, less than 64 MB (meminfo: %.80s)", n, data)
	}
}

func TestReadLimit(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]uint64{"max\n": 0, "9223372036854771712\n": 0, "536870912\n": 512 << 20, "junk": 0}
	for text, want := range cases {
		name := dir + "/limit"
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := readLimit(name); got != want {
			t.Errorf("readLimit(%q) = %d, want %d", text, got, want)
		}
	}
	if got := readLimit(dir + "/missing"); got != 0 {
		t.Errorf("missing file: %d", got)
	}
}

func TestAddressSpace(t *testing.T) {
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &old); err != nil {
		t.Skip(err)
	}
	const limit = 1 << 40 // far above anything this test uses
	if old.Cur < limit {
		t.Skipf("RLIMIT_AS is already %d", old.Cur)
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: old.Max}); err != nil {
		t.Skip(err)
	}
	defer syscall.Setrlimit(syscall.RLIMIT_AS, &old)
	if got := AddressSpace(); got != limit {
		t.Errorf("AddressSpace() = %d under a limit of %d", got, uint64(limit))
	}
}

// TestVirtualSize: mapping 64 MB more address space shows in VirtualSize.
func TestVirtualSize(t *testing.T) {
	const size = 64 << 20
	before := VirtualSize()
	if before == 0 {
		t.Fatal("VirtualSize() = 0 on Linux")
	}
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_NONE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		t.Skip(err)
	}
	after := VirtualSize()
	syscall.Munmap(mem)
	// Other goroutines of the test binary may map or unmap a little too.
	if after < before+size-(8<<20) {
		t.Errorf("VirtualSize() went from %d to %d after a mapping of %d", before, after, size)
	}
}

func TestThreadStack(t *testing.T) {
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_STACK, &old); err != nil {
		t.Skip(err)
	}
	defer syscall.Setrlimit(syscall.RLIMIT_STACK, &old)
	const infinity = 1<<64 - 1 // RLIM_INFINITY
	for _, c := range []struct{ limit, want uint64 }{{4 << 20, 4 << 20}, {infinity, 2 << 20}} {
		if c.limit > old.Max {
			continue
		}
		if err := syscall.Setrlimit(syscall.RLIMIT_STACK, &syscall.Rlimit{Cur: c.limit, Max: old.Max}); err != nil {
			t.Skip(err)
		}
		if got := ThreadStack(); got != c.want {
			t.Errorf("ThreadStack() = %d under a stack limit of %d, want %d", got, c.limit, c.want)
		}
	}
}

// TestThreads: the count the kernel reports matches the threads listed in
// /proc/self/task, give or take one the runtime starts in between.
func TestThreads(t *testing.T) {
	n := Threads()
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		t.Skip(err)
	}
	if n < 1 || n < len(tasks)-1 || n > len(tasks)+1 {
		t.Errorf("Threads() = %d, /proc/self/task lists %d", n, len(tasks))
	}
}

// Package sysmem tells how much memory this process may count on: the
// machine's physical memory, lowered by a control group's limit where
// there is one, the address-space limit (ulimit -v), how much address
// space the process holds already, and what each new thread reserves of
// it. Where the system cannot say, the answers are 0, "unknown", and
// callers pick a safe default.
package sysmem

// Physical returns the physical memory this process may use, in bytes:
// the machine's (MemTotal on Linux), or the limit of its control group
// when that is lower; from names which ("MemTotal", "cgroup",
// "GlobalMemoryStatusEx"). 0 means unknown.
func Physical() (bytes uint64, from string) { return physical() }

// AddressSpace returns the limit on this process's virtual address space
// (RLIMIT_AS, which `ulimit -v` and `prlimit --as` set), or 0 for none.
// A Go program reserves address space beyond what it uses, so a heap
// must stay well below it.
func AddressSpace() uint64 { return addressSpace() }

// VirtualSize returns the address space this process holds now, in bytes
// (VmSize on Linux): what counts against AddressSpace. 0 means unknown.
func VirtualSize() uint64 { return virtualSize() }

// ThreadStack returns the address space a thread started by the C library
// reserves for its stack: the stack limit (ulimit -s), or the C library's
// default of 2 MB where there is none. A Go program linked with C code
// starts every thread of its runtime that way; 0 means unknown.
func ThreadStack() uint64 { return threadStack() }

// Threads returns the number of threads this process runs now; 0 means
// unknown.
func Threads() int { return threads() }

// unlimited is the smallest value the kernel's files use to mean "no
// limit" (cgroup v1 writes 9223372036854771712, a page below 2^63).
const unlimited = 1 << 62

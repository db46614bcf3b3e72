// Package sysmem tells how much memory this process may count on: the
// machine's physical memory, lowered by a control group's limit where
// there is one, and the address-space limit (ulimit -v). Where the system
// cannot say, the answers are 0, "unknown", and callers pick a safe
// default.
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

// unlimited is the smallest value the kernel's files use to mean "no
// limit" (cgroup v1 writes 9223372036854771712, a page below 2^63).
const unlimited = 1 << 62

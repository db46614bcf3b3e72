package search

import (
	"syscall"
	"time"
	"unsafe"
)

// threadTime is the CPU time of the calling OS thread
// (CLOCK_THREAD_CPUTIME_ID), for a goroutine locked to its thread.
func threadTime() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}

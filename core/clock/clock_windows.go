package clock

import (
	"syscall"
	"unsafe"
)

var (
	kernel32  = syscall.NewLazyDLL("kernel32.dll")
	counter   = kernel32.NewProc("QueryPerformanceCounter")
	frequency = kernel32.NewProc("QueryPerformanceFrequency")
	// freq is the counter's ticks a second, fixed at boot; 0 when it
	// cannot be read, and then Go's clock serves.
	freq = readFrequency()
)

func readFrequency() int64 {
	var f int64
	if frequency.Find() != nil || counter.Find() != nil {
		return 0
	}
	if ok, _, _ := frequency.Call(uintptr(unsafe.Pointer(&f))); ok == 0 {
		return 0
	}
	return f
}

func now() int64 {
	if freq <= 0 {
		return monotonic()
	}
	var c int64
	counter.Call(uintptr(unsafe.Pointer(&c)))
	return scale(c, freq)
}

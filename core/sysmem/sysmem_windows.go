package sysmem

import (
	"syscall"
	"unsafe"
)

// memoryStatusEx is Windows' MEMORYSTATUSEX.
type memoryStatusEx struct {
	length               uint32
	memoryLoad           uint32
	totalPhys            uint64
	availPhys            uint64
	totalPageFile        uint64
	availPageFile        uint64
	totalVirtual         uint64
	availVirtual         uint64
	availExtendedVirtual uint64
}

var globalMemoryStatusEx = syscall.NewLazyDLL("kernel32.dll").NewProc("GlobalMemoryStatusEx")

func physical() (uint64, string) {
	var s memoryStatusEx
	s.length = uint32(unsafe.Sizeof(s))
	if ok, _, _ := globalMemoryStatusEx.Call(uintptr(unsafe.Pointer(&s))); ok == 0 {
		return 0, "unknown"
	}
	return s.totalPhys, "GlobalMemoryStatusEx"
}

func addressSpace() uint64 { return 0 }

func virtualSize() uint64 { return 0 }

func threadStack() uint64 { return 0 }

func threads() int { return 0 }

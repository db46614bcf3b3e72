package sysmem

import (
	"runtime/metrics"
	"syscall/js"
)

// physical is what the browser says the device has (navigator.deviceMemory,
// in GB, rounded and capped at 8 by the browser to hide the exact figure);
// 0 where it does not say.
func physical() (uint64, string) {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() {
		return 0, "unknown"
	}
	gb := nav.Get("deviceMemory")
	if gb.Type() != js.TypeNumber || gb.Float() <= 0 {
		return 0, "unknown"
	}
	return uint64(gb.Float() * (1 << 30)), "navigator.deviceMemory"
}

// addressSpace is the 4 GB a 32-bit WebAssembly memory can address: the
// heap cannot grow past it, and the runtime ends the page's program when
// growing fails, so the budgets must stay below it as under ulimit -v.
func addressSpace() uint64 { return 4 << 30 }

// virtualSize is the memory the Go runtime holds from the page's
// WebAssembly memory, which only grows.
func virtualSize() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// threadStack: a page runs Go on one thread and starts no others.
func threadStack() uint64 { return 0 }

func threads() int { return 1 }

//go:build !linux && !windows && !js

package sysmem

// On other systems the memory is not read: callers use their default.
func physical() (uint64, string) { return 0, "unknown" }

func addressSpace() uint64 { return 0 }

func virtualSize() uint64 { return 0 }

func threadStack() uint64 { return 0 }

func threads() int { return 0 }

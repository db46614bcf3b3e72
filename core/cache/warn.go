package cache

import (
	"fmt"
	"sync/atomic"
)

var warnHook atomic.Pointer[func(string)]

// SetWarn sets the function that hears, in one line, why the cache did
// not use a file (damaged, made by another version, unreadable) or a
// setting (a FRONTIER_CACHE_MAX that is not a size); nil, the default,
// drops those lines. The command line prints them on stderr. It may be
// called from any goroutine, and is called from the one that loads.
func SetWarn(f func(line string)) {
	if f == nil {
		warnHook.Store(nil)
		return
	}
	warnHook.Store(&f)
}

func warnf(format string, a ...any) {
	if f := warnHook.Load(); f != nil {
		(*f)(fmt.Sprintf(format, a...))
	}
}

//go:build !linux

package search

import "time"

var epoch = time.Now()

// threadTime is wall time where the thread's CPU time is not read.
func threadTime() time.Duration { return time.Since(epoch) }

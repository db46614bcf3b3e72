//go:build !js

package search

import "time"

// progressInterval is the least time between two progress reports: ten a
// second keep a window's counters live.
const progressInterval = 100 * time.Millisecond

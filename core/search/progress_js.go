package search

import "time"

// progressInterval is the least time between two progress reports. In a
// browser page every report has the window drawn again, which without a
// graphics card takes a good part of the page's one thread: four a second
// still keep the counters live and leave the thread to the search and to
// the user's clicks.
const progressInterval = 250 * time.Millisecond

//go:build unix

package main

import (
	"os"
	"os/signal"
	"syscall"
)

// init asks for SIGPIPE, so that a write to a pipe whose reader has gone
// (frontier trace | head -1) fails with an error the command reports, and
// exits as its usage says, instead of the signal ending the process with
// status 141 and no word. A handler, unlike an ignored signal, is not
// passed on to the programs Frontier starts.
func init() { signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE) }

//go:build !js

package cli

import (
	"context"
	"os"
	"os/signal"
)

// commandContext is the context of a command: Ctrl-C cancels it.
func commandContext() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

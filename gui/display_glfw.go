//go:build linux || freebsd || netbsd || openbsd || dragonfly

package gui

import (
	"bytes"
	"errors"
	"image"
	"log"
	"strings"

	"github.com/go-gl/glfw/v3.3/glfw"
)

// openDisplay starts the toolkit's window system before Fyne does, to learn
// whether the display lets us in. The command line checks that a server
// answers; this catches the server that answers and then refuses (no X
// authority, as under sudo; an ssh -X tunnel whose far end is gone). A
// failed glfw.Init returns no error: it logs the reason and leaves GLFW
// uninitialised, and Fyne would then panic with a page of trace. So the log
// is held while GLFW starts, and given back unless it carried the reason
// of a failure. Fyne's own glfw.Init later finds GLFW running and does
// nothing. It runs on the main thread, as GLFW requires: Run is called
// from main's goroutine, which Fyne's driver locks to that thread.
func openDisplay() error {
	var held bytes.Buffer
	out, flags := log.Writer(), log.Flags()
	log.SetOutput(&held)
	log.SetFlags(0)
	err := glfw.Init()
	ok := err == nil && glfwRunning()
	log.SetOutput(out)
	log.SetFlags(flags)
	if ok {
		out.Write(held.Bytes())
		return nil
	}
	if err != nil {
		return err
	}
	reason, _, _ := strings.Cut(strings.TrimSpace(held.String()), "\n")
	if reason == "" {
		reason = "the window system did not start"
	}
	return errors.New(reason)
}

// glfwRunning reports whether GLFW is initialised: asked before, GLFW's
// clock panics with NotInitialized.
func glfwRunning() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	glfw.GetTime()
	return true
}

// deskArea is the part of the primary monitor a window may take (its
// panels and docks left out), in pixels; empty when GLFW does not say.
// It runs on the main thread after openDisplay.
func deskArea() image.Rectangle {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return image.Rectangle{}
	}
	x, y, w, h := m.GetWorkarea()
	return image.Rect(x, y, x+w, y+h)
}

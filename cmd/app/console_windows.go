package main

import (
	"os"
	"syscall"
)

// The Windows executable is built for the GUI subsystem, so that a
// double-click opens no console window. A program of that subsystem
// started from a console gets no standard streams, and a sub-command
// typed there (frontier.exe solve --json …) would print nowhere. So a
// sub-command joins the console of the program that started it, for each
// stream not already redirected to a file or a pipe. The console's prompt
// does not wait for a GUI program: the output follows it.
func init() {
	if len(os.Args) < 2 {
		return
	}
	out, errs := usable(syscall.Stdout), usable(syscall.Stderr)
	if out && errs {
		return
	}
	const parentProcess = uintptr(^uint32(0)) // ATTACH_PARENT_PROCESS, (DWORD)-1
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if attach.Find() != nil {
		return
	}
	if ok, _, _ := attach.Call(parentProcess); ok == 0 {
		return
	}
	console, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0)
	if err != nil {
		return
	}
	if !out {
		os.Stdout = console
	}
	if !errs {
		os.Stderr = console
	}
}

// usable reports whether h is an open handle, as a redirected stream's is.
func usable(h syscall.Handle) bool {
	if h == 0 || h == syscall.InvalidHandle {
		return false
	}
	_, err := syscall.GetFileType(h)
	return err == nil
}

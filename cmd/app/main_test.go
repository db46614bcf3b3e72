package main

import (
	"bytes"
	"net"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestDisplayRefuses: a display whose server takes the connection and
// hangs up (as a stale ssh -X tunnel, or a server that refuses our
// authority) passes the command line's check; GLFW then fails to start,
// and the window's own check turns that into one line and exit status 2
// instead of Fyne's panic. No X server is needed: the "server" is a TCP
// listener on this machine.
func TestDisplayRefuses(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the X11 check is for Linux and the BSDs")
	}
	var l net.Listener
	n := 0
	for n = 150; n < 400; n++ {
		var err error
		if l, err = net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(6000+n)); err == nil {
			break
		}
	}
	if l == nil {
		t.Skip("no free X11 port")
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	display := "127.0.0.1:" + strconv.Itoa(n)
	t.Setenv("DISPLAY", display)
	var out, errb bytes.Buffer
	code := run(nil, &out, &errb)
	want := "frontier: cannot open the window (PlatformError: X11: Failed to open display " + display + "); "
	if code != 2 || out.Len() > 0 || !strings.HasPrefix(errb.String(), want) || strings.Count(errb.String(), "\n") != 1 {
		t.Errorf("exit %d, stderr %q; want %q…", code, errb.String(), want)
	}
}

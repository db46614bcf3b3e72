package cli

import (
	"bytes"
	"errors"
	"net"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestDisplayProblem: where the check looks for each form of DISPLAY, in
// Xlib's order, and what it says when nothing answers.
func TestDisplayProblem(t *testing.T) {
	env := func(vars ...string) func(string) string {
		return func(k string) string {
			for i := 0; i < len(vars); i += 2 {
				if vars[i] == k {
					return vars[i+1]
				}
			}
			return ""
		}
	}
	for _, tc := range []struct {
		display string
		tried   string // every address dialled, when none answers
		want    string
	}{
		{":97", "unix @/tmp/.X11-unix/X97, unix /tmp/.X11-unix/X97, tcp localhost:6097",
			"cannot open the display :97 (no X server answers at /tmp/.X11-unix/X97); run a sub-command (frontier --help) or set DISPLAY to a running X server"},
		{":0.1", "unix @/tmp/.X11-unix/X0, unix /tmp/.X11-unix/X0, tcp localhost:6000", "cannot open the display :0.1 ("},
		{"unix:3", "unix @/tmp/.X11-unix/X3, unix /tmp/.X11-unix/X3, tcp localhost:6003", "X3)"},
		{"localhost:10.0", "tcp localhost:6010", "cannot open the display localhost:10.0 (no X server answers at localhost:6010)"},
		{"tcp/lab.example:2", "tcp lab.example:6002", "at lab.example:6002)"},
		{"[::1]:1", "tcp [::1]:6001", "at [::1]:6001)"},
		// Forms this check does not read are left to the toolkit.
		{"garbage", "", ""},
		{":x", "", ""},
		{":007", "", ""},
		{"decnet/host:1", "", ""},
	} {
		var tried []string
		dial := func(network, addr string) error {
			tried = append(tried, network+" "+addr)
			return errors.New("connection refused")
		}
		got := displayProblem("linux", env("DISPLAY", tc.display), dial)
		if strings.Join(tried, ", ") != tc.tried || !strings.HasPrefix(got, tc.want) && !strings.Contains(got, tc.want) ||
			tc.want == "" && got != "" {
			t.Errorf("DISPLAY=%s: tried %v, said %q; want %s and %q", tc.display, tried, got, tc.tried, tc.want)
		}
		// The first address that answers is enough.
		answers := func(network, addr string) error { return nil }
		if got := displayProblem("linux", env("DISPLAY", tc.display), answers); got != "" {
			t.Errorf("DISPLAY=%s answered: said %q", tc.display, got)
		}
	}
	refuse := func(string, string) error { return errors.New("refused") }
	for _, tc := range []struct {
		goos string
		env  func(string) string
		want string
	}{
		{"linux", env(), "no display to open the window on (set DISPLAY, or run a sub-command: frontier --help)"},
		{"freebsd", env(), "no display to open the window on"},
		{"linux", env("WAYLAND_DISPLAY", "wayland-0"), "no display to open the window on: this build draws through X11 and DISPLAY is unset"},
		{"windows", env(), ""},
		{"darwin", env("DISPLAY", ":97"), ""},
		{"js", env(), ""},
	} {
		if got := displayProblem(tc.goos, tc.env, refuse); !strings.HasPrefix(got, tc.want) || tc.want == "" && got != "" {
			t.Errorf("%s: said %q, want %q", tc.goos, got, tc.want)
		}
	}
}

// TestWaylandProblem: a Wayland build looks for the compositor's socket.
func TestWaylandProblem(t *testing.T) {
	var tried string
	dial := func(network, addr string) error { tried = network + " " + addr; return errors.New("refused") }
	env := map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}
	got := waylandProblem(func(k string) string { return env[k] }, dial)
	if tried != "unix /run/user/1000/wayland-0" || !strings.HasPrefix(got, "cannot open the Wayland display wayland-0 (nothing answers at /run/user/1000/wayland-0)") {
		t.Errorf("tried %q, said %q", tried, got)
	}
	env["WAYLAND_DISPLAY"] = "/tmp/w-1"
	if waylandProblem(func(k string) string { return env[k] }, func(n, a string) error { tried = a; return nil }); tried != "/tmp/w-1" {
		t.Errorf("an absolute WAYLAND_DISPLAY dialled %q", tried)
	}
	if got := waylandProblem(func(string) string { return "" }, dial); !strings.Contains(got, "XDG_RUNTIME_DIR is unset") {
		t.Errorf("no runtime folder: said %q", got)
	}
}

// freeDisplay is a display number at which nothing answers, checked by
// dialling the three places Xlib looks.
func freeDisplay(t *testing.T) string {
	for n := 97; n < 6000; n += 101 {
		s := strconv.Itoa(n)
		if !answers("unix", "@/tmp/.X11-unix/X"+s) && !answers("unix", "/tmp/.X11-unix/X"+s) &&
			!answers("tcp", "localhost:"+strconv.Itoa(6000+n)) {
			return s
		}
	}
	t.Skip("every display number tried has a server")
	return ""
}

func answers(network, addr string) bool {
	c, err := net.Dial(network, addr)
	if err == nil {
		c.Close()
	}
	return err == nil
}

// TestUnopenableDisplay: with DISPLAY naming no server, the window is not
// tried: one line on stderr, exit status 2. With a server listening (an
// abstract socket: nothing on disk), the window is opened, and a window
// that fails to open is one line and exit status 2 too.
func TestUnopenableDisplay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("X11's socket names are Linux's here")
	}
	n := freeDisplay(t)
	t.Setenv("DISPLAY", ":"+n)
	opened := false
	app := App{Window: func() error { opened = true; return nil }}
	var out, errb bytes.Buffer
	code := app.Run(nil, &out, &errb)
	want := "frontier: cannot open the display :" + n + " (no X server answers at /tmp/.X11-unix/X" + n + "); "
	if code != 2 || opened || out.Len() > 0 || !strings.HasPrefix(errb.String(), want) || strings.Count(errb.String(), "\n") != 1 {
		t.Errorf("exit %d, window opened %v, stderr %q", code, opened, errb.String())
	}

	l, err := net.Listen("unix", "@/tmp/.X11-unix/X"+n)
	if err != nil {
		t.Skip(err)
	}
	defer l.Close()
	errb.Reset()
	if code := app.Run(nil, &out, &errb); code != 0 || !opened || errb.Len() > 0 {
		t.Errorf("a server listening: exit %d, window opened %v, stderr %q", code, opened, errb.String())
	}
	app.Window = func() error { return errors.New("PlatformError: X11: Failed to open display :" + n + "\nmore") }
	errb.Reset()
	code = app.Run(nil, &out, &errb)
	if code != 2 || strings.Count(errb.String(), "\n") != 1 ||
		!strings.HasPrefix(errb.String(), "frontier: cannot open the window (PlatformError: X11: Failed to open display :"+n) {
		t.Errorf("a window that fails: exit %d, stderr %q", code, errb.String())
	}
}

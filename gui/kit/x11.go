//go:build (linux || freebsd || netbsd || openbsd || dragonfly) && !wayland

package kit

/*
#cgo LDFLAGS: -lX11
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdio.h>

// own is a connection of the kit's own to the X server, made at its
// first use: the toolkit's is the toolkit's, and its requests and
// errors are not to be mixed with these.
static Display *own;
static int quiet, failed, said;

// carryOn says the first refusal in one line, and no more: closing a
// window destroyed from outside brings a few.
static int carryOn(Display *d, XErrorEvent *e) {
	failed = 1;
	if (!quiet && !said) {
		char text[80];
		said = 1;
		XGetErrorText(d, e->error_code, text, sizeof text);
		fprintf(stderr, "frontier: the window system refused a request (%s, request %d, resource 0x%lx), "
			"as it does once a window was destroyed from outside the app; the app carries on and says no more of these\n",
			text, e->request_code, e->resourceid);
	}
	return 0;
}

static void carryOnAfterErrors(void) { XSetErrorHandler(carryOn); }

static Display *display(void) {
	if (own == NULL) {
		own = XOpenDisplay(NULL);
	}
	return own;
}

// exists says whether window w is still there.
static int exists(Window w) {
	Display *d = display();
	XWindowAttributes a;
	Status s;
	if (d == NULL) {
		return 1;
	}
	quiet = 1;
	failed = 0;
	s = XGetWindowAttributes(d, w, &a);
	XSync(d, False);
	quiet = 0;
	return s != 0 && !failed;
}

// frame reads the extents of w's frame (_NET_FRAME_EXTENTS: left, right,
// top, bottom) into e; zero where the window manager does not say.
static void frame(Display *d, Window w, long e[4]) {
	Atom type;
	int format;
	unsigned long n, after;
	unsigned char *data = NULL;
	e[0] = e[1] = e[2] = e[3] = 0;
	if (XGetWindowProperty(d, w, XInternAtom(d, "_NET_FRAME_EXTENTS", False), 0, 4, False, XA_CARDINAL,
			&type, &format, &n, &after, &data) == Success && data != NULL) {
		if (format == 32 && n == 4) {
			long *v = (long *)data;
			e[0] = v[0]; e[1] = v[1]; e[2] = v[2]; e[3] = v[3];
		}
		XFree(data);
	}
}

// clamp is v moved so that [v-before, v+size+after) lies in [lo, hi)
// where it can, its start kept in where it cannot.
static int clamp(int v, int size, long before, long after, int lo, int hi) {
	if (v + size + after > hi) {
		v = hi - size - after;
	}
	if (v - before < lo) {
		v = lo + before;
	}
	return v;
}

// place moves window w, once shown, so that it and its frame lie in the
// area at x, y of width by height, where they lie past its edge.
static void place(Window w, int x, int y, int width, int height) {
	Display *d = display();
	XWindowAttributes a;
	Window child;
	int at, up, nx, ny;
	long e[4];
	if (d == NULL) {
		return;
	}
	quiet = 1;
	failed = 0;
	if (XGetWindowAttributes(d, w, &a) && a.map_state == IsViewable &&
			XTranslateCoordinates(d, w, DefaultRootWindow(d), 0, 0, &at, &up, &child)) {
		frame(d, w, e);
		nx = clamp(at, a.width, e[0], e[1], x, x + width);
		ny = clamp(up, a.height, e[2], e[3], y, y + height);
		if (nx != at || ny != up) {
			XMoveWindow(d, w, nx, ny);
		}
	}
	XSync(d, False);
	quiet = 0;
}
*/
import "C"

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// CarryOnAfterWindowErrors has the app carry on after the window system
// refuses a request, saying so in one line, where the X library's own
// handler would end the process: a window destroyed from outside the
// app (by a window manager, or a tool such as xdotool) is not told to
// the toolkit, whose next request on it the server refuses.
func CarryOnAfterWindowErrors() { C.carryOnAfterErrors() }

// xWindow is the X window behind w, 0 for none (a window of the test
// driver, or one not yet shown).
func xWindow(w fyne.Window) C.Window {
	if d, ok := w.(*deskWindow); ok {
		w = d.Window
	}
	n, ok := w.(driver.NativeWindow)
	if !ok {
		return 0
	}
	var id C.Window
	n.RunNative(func(ctx any) {
		if x, ok := ctx.(driver.X11WindowContext); ok {
			id = C.Window(x.WindowHandle)
		}
	})
	return id
}

// gone says whether the X window behind w was destroyed.
func gone(w fyne.Window) bool {
	id := xWindow(w)
	return id != 0 && C.exists(id) == 0
}

// placeOnDesk moves w inside the desk where it lies past its edge.
func placeOnDesk(w fyne.Window, desk image.Rectangle) {
	if id := xWindow(w); id != 0 && !desk.Empty() {
		C.place(id, C.int(desk.Min.X), C.int(desk.Min.Y), C.int(desk.Dx()), C.int(desk.Dy()))
	}
}

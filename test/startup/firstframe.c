// firstframe NAME SETTLE CMD [ARGS...] starts CMD and prints, on one line:
//
//   mapped_ms  when a top-level window named NAME became viewable;
//   drawn_ms   when the window's top left corner (240×80 pixels, where a
//              Fyne window's first text is) first showed two colours:
//              its first frame drawn;
//   cpu_ms     the processor time CMD had used by then;
//   rss_mb     its resident memory SETTLE seconds later, at rest
//              (VmRSS), and anon_mb the anonymous part of it (RssAnon);
//
// then ends CMD. Times are from the fork, in milliseconds. The display is
// polled every 3 ms with a small image, so that the measuring takes little
// of the processor the program being measured needs.
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// named finds a window called name under w, at most depth levels down
// (a window manager puts the program's window inside a frame of its own).
static Window named(Display *d, Window w, const char *name, int depth) {
	char *n = NULL;
	if (XFetchName(d, w, &n) && n) {
		int same = strcmp(n, name) == 0;
		XFree(n);
		if (same) return w;
	}
	if (depth > 3) return 0;
	Window root, parent, *kids = NULL;
	unsigned count = 0;
	if (!XQueryTree(d, w, &root, &parent, &kids, &count)) return 0;
	Window found = 0;
	for (unsigned i = 0; i < count && !found; i++) found = named(d, kids[i], name, depth + 1);
	if (kids) XFree(kids);
	return found;
}

// A window may go away between two requests: not an error here.
static int ignore(Display *d, XErrorEvent *e) { return 0; }

static long statusKB(pid_t pid, const char *key) {
	char path[64], line[256];
	snprintf(path, sizeof path, "/proc/%d/status", pid);
	FILE *f = fopen(path, "r");
	long v = -1;
	if (!f) return -1;
	while (fgets(line, sizeof line, f))
		if (strncmp(line, key, strlen(key)) == 0) { v = atol(line + strlen(key)); break; }
	fclose(f);
	return v;
}

// cpuMs is the user and system time of pid, from /proc/pid/stat.
static double cpuMs(pid_t pid) {
	char path[64], buf[2048];
	snprintf(path, sizeof path, "/proc/%d/stat", pid);
	FILE *f = fopen(path, "r");
	if (!f) return -1;
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = 0;
	char *p = strrchr(buf, ')');
	if (!p) return -1;
	unsigned long utime = 0, stime = 0;
	int field = 2;
	for (char *tok = strtok(p + 2, " "); tok; tok = strtok(NULL, " ")) {
		field++;
		if (field == 14) utime = strtoul(tok, 0, 10);
		if (field == 15) { stime = strtoul(tok, 0, 10); break; }
	}
	return (utime + stime) * 1000.0 / sysconf(_SC_CLK_TCK);
}

// drawn says whether the top left corner of w shows two colours.
static int drawn(Display *d, Window w, int width, int height) {
	int gw = width < 240 ? width : 240, gh = height < 80 ? height : 80, two = 0;
	XImage *img = XGetImage(d, w, 0, 0, gw, gh, AllPlanes, ZPixmap);
	if (!img) return 0;
	unsigned long first = XGetPixel(img, 0, 0);
	for (int y = 0; y < gh && !two; y += 2)
		for (int x = 0; x < gw && !two; x += 2)
			two = XGetPixel(img, x, y) != first;
	XDestroyImage(img);
	return two;
}

int main(int argc, char **argv) {
	if (argc < 4) {
		fprintf(stderr, "usage: firstframe NAME SETTLE CMD [ARGS...]\n");
		return 2;
	}
	const char *name = argv[1];
	double settle = atof(argv[2]);
	Display *d = XOpenDisplay(NULL);
	if (!d) {
		fprintf(stderr, "firstframe: no display\n");
		return 2;
	}
	XSetErrorHandler(ignore);
	double t0 = now();
	pid_t pid = fork();
	if (pid == 0) {
		execvp(argv[3], argv + 3);
		_exit(127);
	}
	Window w = 0;
	double mapped = -1, shown = -1, cpu = -1;
	while (now() - t0 < 60000) {
		int status;
		if (waitpid(pid, &status, WNOHANG) == pid) {
			fprintf(stderr, "firstframe: %s ended before its window showed\n", argv[3]);
			return 1;
		}
		if (!w) w = named(d, DefaultRootWindow(d), name, 0);
		XWindowAttributes a;
		if (w && XGetWindowAttributes(d, w, &a) && a.map_state == IsViewable) {
			if (mapped < 0) mapped = now() - t0;
			if (drawn(d, w, a.width, a.height)) {
				shown = now() - t0;
				cpu = cpuMs(pid);
				break;
			}
		}
		usleep(3000);
	}
	double end = now() + settle * 1000;
	while (now() < end) usleep(100000);
	printf("mapped_ms %.1f drawn_ms %.1f cpu_ms %.0f rss_mb %.1f anon_mb %.1f\n", mapped, shown, cpu,
		statusKB(pid, "VmRSS:") / 1024.0, statusKB(pid, "RssAnon:") / 1024.0);
	kill(pid, SIGTERM);
	usleep(200000);
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	return shown < 0;
}

//go:build cgo

package main

// What the Go runtime needs of the process before it starts, checked by C
// that the C library runs ahead of it, so that a process that cannot
// give it ends in one line (exit status 1) rather than the runtime's
// trace, and a process started oddly still says when its output is lost:
//
//   - Standard input, output and error closed by the caller (>&-): the
//     first files opened next (the runtime's poller, a map, a cache
//     file) would take their numbers, and output meant for the terminal
//     would go into them, or be lost while the command exits 0. Each
//     closed one is opened on /dev/null the wrong way round for its use
//     (standard output for reading), so that nothing else takes its
//     number and every write to it fails: the command then says that the
//     output could not be written and exits as its usage says.
//   - Open files (ulimit -n): the runtime's poller takes two descriptors,
//     and ends the process with a trace when it cannot, which happened
//     under limits of 6 and 7; the program opens a few more (a map, a
//     table, the window's connection and fonts). The soft limit is raised
//     to the hard one, as the runtime would; below minFiles the program
//     says so.
//   - Threads (ulimit -u, for a user other than root): the runtime starts
//     a thread per processor and a few more, and aborts with a trace when
//     one cannot start. Where the limit is finite the program starts as
//     many small threads as the runtime will (the processors it may use
//     and spareThreads), lets them end, and says so when it could not.

/*
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

enum { minFiles = 32, spareThreads = 8, maxProbe = 256 };

// reopenClosed opens /dev/null on each of standard input, output and
// error that is closed, for the other direction than its use.
static void reopenClosed(void) {
	for (int fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) {
			continue;
		}
		int got = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
		if (got >= 0 && got != fd) {
			// A lower number was closed too and took this file: move it.
			dup2(got, fd);
			close(got);
		}
	}
}

static int enoughFiles(void) {
	struct rlimit r;
	if (getrlimit(RLIMIT_NOFILE, &r) != 0 || r.rlim_cur >= minFiles) {
		return 1;
	}
	if (r.rlim_max == RLIM_INFINITY || r.rlim_max >= minFiles) {
		r.rlim_cur = r.rlim_max == RLIM_INFINITY ? minFiles : r.rlim_max;
		return setrlimit(RLIMIT_NOFILE, &r) == 0;
	}
	fprintf(stderr, "frontier: the limit on open files (ulimit -n) of %llu is too small: "
		"Frontier needs %d\n", (unsigned long long)r.rlim_max, minFiles);
	return 0;
}

static pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;

static void *waitAtGate(void *unused) {
	pthread_mutex_lock(&gate);
	pthread_mutex_unlock(&gate);
	return NULL;
}

static int enoughThreads(void) {
	struct rlimit r;
	if (getuid() == 0 || getrlimit(RLIMIT_NPROC, &r) != 0 || r.rlim_cur == RLIM_INFINITY) {
		return 1;
	}
	long procs = sysconf(_SC_NPROCESSORS_ONLN);
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) {
		procs = CPU_COUNT(&set);
	}
	int want = (procs > 0 ? procs : 1) + spareThreads;
	if (want > maxProbe) {
		want = maxProbe;
	}
	pthread_attr_t attr;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, PTHREAD_STACK_MIN);
	pthread_t threads[maxProbe];
	int made = 0, err = 0;
	pthread_mutex_lock(&gate);
	while (made < want && (err = pthread_create(&threads[made], &attr, waitAtGate, NULL)) == 0) {
		made++;
	}
	pthread_mutex_unlock(&gate);
	for (int i = 0; i < made; i++) {
		pthread_join(threads[i], NULL);
	}
	pthread_attr_destroy(&attr);
	if (made == want || err != EAGAIN) {
		return 1;
	}
	fprintf(stderr, "frontier: the limit on processes (ulimit -u) of %llu leaves room for %d more threads: "
		"the Go runtime needs %d\n", (unsigned long long)r.rlim_cur, made, want);
	return 0;
}

__attribute__((constructor)) static void frontierStartup(void) {
	reopenClosed();
	if (!enoughFiles() || !enoughThreads()) {
		exit(1);
	}
}
*/
import "C"

//go:build cgo

package main

// Under an address-space limit (ulimit -v, prlimit --as) two things must
// happen before the Go runtime starts, so they are C that the C library
// runs ahead of it:
//
//   - glibc gives each thread that calls malloc an arena of 64 MB of
//     address space, up to eight per core. The runtime's threads call it
//     when they start threads of their own, so a search on two cores held
//     seven arenas, 450 MB, before its heap grew; no limit leaves room for
//     that. One arena is enough for the little C the program runs.
//   - The runtime reserves address space at start-up and ends the process
//     with a trace when it cannot: 585 MB for the page allocator's
//     summaries of the 48-bit address space; then 512 MB for its
//     scavenger's index, skipped when it does not fit; then about 200 MB
//     for the heap arena index, the first heap arena (reserved at twice
//     its size, for alignment), the first threads' stacks and the
//     packages' start. Measured, for this binary with 75 MB mapped before
//     the runtime starts, it cannot start below 861 MB, nor from 1,172 to
//     1,335 MB, where the scavenger's index just fits and leaves too
//     little after it. Just above those limits it starts, but the threads
//     it starts next (one per processor and a few more, each reserving
//     the stack size of ulimit -s) and its own growth leave no heap, and
//     the first garbage collection may end it the same way.
//
// So under a limit the program caps the arenas and, where the runtime
// could not start or would have no room once started, says so in one line
// and exits with status 1 instead. The figures are those of Go 1.26 on
// 64-bit Linux; memory.go in core/search sizes the memory budget within
// what the limit leaves.

/*
#define _GNU_SOURCE
#include <malloc.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#define MB (1ULL << 20)

static const unsigned long long summaries = 585 * MB + 128 * 1024;
static const unsigned long long scavengerIndex = 512 * MB;
static const unsigned long long startRest = 208 * MB;
static const unsigned long long spareThreads = 8;

// statmPages is the process's address space from /proc/self/statm, in
// pages; 0 when it cannot be read.
static unsigned long long statmPages(void) {
	FILE *f = fopen("/proc/self/statm", "r");
	unsigned long long pages = 0;
	if (f == NULL) {
		return 0;
	}
	if (fscanf(f, "%llu", &pages) != 1) {
		pages = 0;
	}
	fclose(f);
	return pages;
}

// threadsToCome is the address space of the stacks of the threads the
// runtime starts: one per processor it may use (GOMAXPROCS when it says
// more) and spareThreads.
static unsigned long long threadsToCome(void) {
	struct rlimit st;
	unsigned long long stack = 2 * MB;
	if (getrlimit(RLIMIT_STACK, &st) == 0 && st.rlim_cur != RLIM_INFINITY) {
		stack = st.rlim_cur;
	}
	// The processors this process may run on, as Go counts them for
	// GOMAXPROCS: in a container on a large host, fewer than are online.
	long procs = sysconf(_SC_NPROCESSORS_ONLN);
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0) {
		procs = CPU_COUNT(&set);
	}
	const char *env = getenv("GOMAXPROCS");
	if (env != NULL && atol(env) > procs) {
		procs = atol(env);
	}
	return ((procs > 0 ? procs : 1) + spareThreads) * stack;
}

__attribute__((constructor)) static void frontierAddressSpace(void) {
	struct rlimit r;
	if (getrlimit(RLIMIT_AS, &r) != 0 || r.rlim_cur == RLIM_INFINITY) {
		return;
	}
	mallopt(M_ARENA_MAX, 1);
	unsigned long long limit = r.rlim_cur, held = statmPages() * sysconf(_SC_PAGESIZE);
	unsigned long long rest = startRest + threadsToCome();
	unsigned long long least = held + summaries + rest;
	if (limit < least) {
		fprintf(stderr, "frontier: the address-space limit (ulimit -v) of %llu MB is too small: "
			"the Go runtime needs %llu MB to start and run a search\n", limit / MB, (least + MB - 1) / MB);
		exit(1);
	}
	unsigned long long fits = held + summaries + scavengerIndex;
	if (limit >= fits && limit < fits + rest) {
		fprintf(stderr, "frontier: the address-space limit (ulimit -v) of %llu MB is too tight: "
			"from %llu MB the Go runtime reserves 512 MB more and then needs %llu MB to start and run a search; "
			"allow that much, or less than %llu MB\n",
			limit / MB, fits / MB, (fits + rest + MB - 1) / MB, fits / MB);
		exit(1);
	}
}
*/
import "C"

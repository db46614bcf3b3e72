// Package sandbox runs a student's program, which is untrusted code, and
// is the one place that says what such a program may see and do.
//
// On Linux a run gets namespaces of its own (user, PID, mount, network,
// IPC and UTS) under a small init, this same binary started again
// (Serve): the system's programs and libraries read-only, the program's
// folder read-only at /program, a fresh writable working folder at
// /home/student (its HOME and working folder) and a private /tmp, both in
// memory and bounded, a /proc that shows the run's processes alone, a
// network of loopback only, and an environment of PATH, LANG, HOME and
// TMPDIR alone. The program runs as user 1000 of a user namespace nested
// in the init's, with no capability, mapped to an unprivileged user
// outside even when the teacher is root. Memory and processes are bounded
// for the whole run by a control group where the system lets one be made
// (else memory per process), CPU time for the whole run by the init, file
// size, open files and core files by resource limits. Nothing outlives a
// run: when the program ends or passes a limit, the init ends every
// process of its PID namespace, whatever they did (setsid, a double fork,
// ignored signals).
//
// On Windows a run's processes are held in a job object that ends them
// all and bounds their memory and number; on macOS the program runs under
// sandbox-exec with a profile that denies the network and writes outside
// its folders. Where no sandbox can be made, Probe says why in one line
// and how to fix it, and a caller runs programs only when told to run
// them unconfined (Unconfined).
package sandbox

package sandbox

import (
	"errors"
	"os"
	"strings"
	"sync"
	"syscall"
)

// Probe reports whether this system can make the sandbox, making one that
// runs nothing, once per process: nil, or an *Unavailable naming the cause
// and the fix.
func Probe() error { return probe() }

var probe = sync.OnceValue(func() error {
	r := &confined{}
	c := &Cmd{Args: []string{"probe"}, Limits: Limits{}.WithDefaults()}
	r.c = c
	r.reports = make(chan initReport, 1)
	cmd, closeAfter, cfgW, repR, err := r.command()
	if err != nil {
		return err
	}
	r.cmd = cmd
	err = cmd.Start()
	for _, f := range closeAfter {
		f.Close()
	}
	if err != nil {
		cfgW.Close()
		repR.Close()
		return unavailable(err)
	}
	go r.readReport(repR)
	cfg := r.config()
	cfg.Probe = true
	writeConfig(cfgW, cfg)
	cmd.Wait()
	rep := <-r.reports
	switch rep.Setup {
	case "":
		return nil
	case "-":
		return &Unavailable{Cause: "the sandbox's init ended before it said anything (" + cmd.ProcessState.String() + ")",
			Fix: "this program did not serve as the init: its main, or a test binary's TestMain, must call sandbox.Serve first"}
	}
	u := &Unavailable{Cause: rep.Setup}
	if restricted() {
		u.Fix = apparmorFix
	}
	return u
})

// The fixes of the systems that forbid user namespaces.
const (
	apparmorFix = "AppArmor forbids user namespaces to programs it does not know " +
		"(kernel.apparmor_restrict_unprivileged_userns is 1): sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 lifts it"
	maxFix       = "the number of user namespaces allowed is 0: sudo sysctl -w user.max_user_namespaces=15000 allows them"
	debianFix    = "unprivileged user namespaces are off: sudo sysctl -w kernel.unprivileged_userns_clone=1 turns them on"
	containerFix = "in a container, start it with user namespaces allowed (for Docker: --security-opt seccomp=unconfined, or rootless Docker)"
)

// unavailable says why the init could not be started in its namespaces.
func unavailable(err error) error {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return &Unavailable{Cause: "cannot start the sandbox: " + err.Error()}
	}
	u := &Unavailable{Cause: "the system refuses new user namespaces (" + errno.Error() + ")"}
	switch {
	case errno == syscall.ENOSPC || setting("/proc/sys/user/max_user_namespaces") == "0":
		u.Fix = maxFix
	case setting("/proc/sys/kernel/unprivileged_userns_clone") == "0":
		u.Fix = debianFix
	case restricted():
		u.Fix = apparmorFix
	case errno == syscall.EINVAL:
		u.Cause = "this kernel has no user namespaces (" + errno.Error() + ")"
	default:
		u.Fix = containerFix
	}
	return u
}

// restricted reports whether AppArmor forbids unprivileged user
// namespaces, as Ubuntu 24.04 does by default.
func restricted() bool {
	return os.Getuid() != 0 && setting("/proc/sys/kernel/apparmor_restrict_unprivileged_userns") == "1"
}

func setting(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(data))
}

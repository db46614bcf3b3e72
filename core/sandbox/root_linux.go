package sandbox

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// newRoot is where the init builds the run's root before it moves into
// it: a folder every system has, covered in the init's own mounts only.
const newRoot = "/tmp"

// makeRoot builds the program's file system and moves the init into it:
// the system's folders read-only, the folders shown read-only, the
// program's working folder, /tmp and /dev/shm each a bounded memory file
// system, a /dev of harmless devices, a /proc of the run's processes.
func makeRoot(cfg *initConfig) error {
	step := func(what string, err error) error {
		if err != nil {
			return fmt.Errorf("cannot make the sandbox: %s: %v", what, err)
		}
		return nil
	}
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return step("cannot keep its mounts to itself", err)
	}
	// The folders to show are held open before the new root covers
	// where they may be (a copy in /tmp).
	shown, err := openFolders(cfg)
	if err != nil {
		return step("cannot reach a folder to show", err)
	}
	defer func() {
		for _, f := range shown {
			f.Close()
		}
	}()
	if err := unix.Mount("tmpfs", newRoot, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "size=1m,mode=0755"); err != nil {
		return step("cannot mount a file system for it", err)
	}
	for _, dir := range systemDirs {
		if err := showSystem(dir); err != nil {
			return step("cannot show "+dir, err)
		}
	}
	for _, m := range cfg.Mask {
		if err := mask(m); err != nil {
			return step("cannot hide "+m, err)
		}
	}
	if err := makeDev(cfg.Limits.Folder); err != nil {
		return step("cannot make /dev", err)
	}
	if err := mkdirMount("proc", "/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
		return step("cannot mount /proc (a container that hides parts of its own /proc forbids it)", err)
	}
	// /sys is for programs that read the machine's shape (Java does); it
	// is read-only, and left out where it cannot be mounted.
	mkdirMount("sysfs", "/sys", "sysfs", unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "")
	size := "size=" + strconv.FormatInt(cfg.Limits.Folder, 10)
	if err := mkdirMount("tmpfs", HomeDir, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, size+",mode=0700"); err != nil {
		return step("cannot make the working folder", err)
	}
	if err := mkdirMount("tmpfs", "/tmp", "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, size+",mode=1777"); err != nil {
		return step("cannot make /tmp", err)
	}
	if err := showFolders(shown); err != nil {
		return step("cannot show the program's folder", err)
	}
	for name, data := range cfg.Files {
		if err := os.WriteFile(filepath.Join(newRoot, HomeDir, filepath.Base(name)), data, 0o644); err != nil {
			return step("cannot write "+name, err)
		}
	}
	return step("cannot move into it", moveIn())
}

// showSystem shows the host's folder dir read-only where it is, or its
// link (/bin to usr/bin) as a link; nothing where the host has none.
func showSystem(dir string) error {
	fi, err := os.Lstat(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil
	case err != nil:
		return err
	case fi.Mode()&os.ModeSymlink != 0:
		target, err := os.Readlink(dir)
		if err != nil {
			return err
		}
		return os.Symlink(target, filepath.Join(newRoot, dir))
	case !fi.IsDir():
		return nil
	}
	return bindReadOnly(dir, dir)
}

// folder is a host folder to show: the file that holds it open, and
// where the program sees it.
type folder struct {
	*os.File
	at string
}

// openFolders opens the program's folder and the Allow folders, found by
// name: a folder made by Copy, or one the run's user outside may reach.
func openFolders(cfg *initConfig) ([]folder, error) {
	var out []folder
	add := func(path, at string) error {
		fd, err := unix.Open(path, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		out = append(out, folder{os.NewFile(uintptr(fd), path), at})
		return nil
	}
	if cfg.Program != "" {
		if err := add(cfg.Program, ProgramDir); err != nil {
			return out, err
		}
	}
	for _, dir := range cfg.Allow {
		if err := add(dir, dir); err != nil {
			return out, err
		}
	}
	return out, nil
}

// showFolders shows the folders held open where the program sees them.
func showFolders(shown []folder) error {
	for _, f := range shown {
		if err := bindReadOnly(fmt.Sprintf("/proc/self/fd/%d", f.Fd()), f.at); err != nil {
			return fmt.Errorf("%s: %v", f.Name(), err)
		}
	}
	return nil
}

// bindReadOnly shows src, with every mount under it, at target within
// the new root, read-only, no device and no set-user-ID file honoured.
func bindReadOnly(src, target string) error {
	at := filepath.Join(newRoot, target)
	if err := os.MkdirAll(at, 0o755); err != nil {
		return err
	}
	if err := unix.Mount(src, at, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
		return err
	}
	attr := &unix.MountAttr{Attr_set: unix.MOUNT_ATTR_RDONLY | unix.MOUNT_ATTR_NOSUID | unix.MOUNT_ATTR_NODEV}
	err := unix.MountSetattr(-1, at, unix.AT_RECURSIVE, attr)
	if errors.Is(err, unix.ENOSYS) { // before Linux 5.12: the top mount alone
		return remountReadOnly(at)
	}
	return err
}

// remountReadOnly makes the mount at path read-only, keeping the flags
// it has, which a user namespace may not clear.
func remountReadOnly(path string) error {
	var st unix.Statfs_t
	if err := unix.Statfs(path, &st); err != nil {
		return err
	}
	flags := uintptr(unix.MS_REMOUNT | unix.MS_BIND | unix.MS_RDONLY | unix.MS_NOSUID | unix.MS_NODEV)
	for _, f := range []struct{ st, ms int64 }{
		{unix.ST_NOEXEC, unix.MS_NOEXEC}, {unix.ST_NOATIME, unix.MS_NOATIME},
		{unix.ST_NODIRATIME, unix.MS_NODIRATIME}, {unix.ST_RELATIME, unix.MS_RELATIME},
	} {
		if st.Flags&f.st != 0 {
			flags |= uintptr(f.ms)
		}
	}
	return unix.Mount("", path, "", flags, "")
}

// mask covers the file at path (this binary) with an empty one, where
// the new root shows it.
func mask(path string) error {
	at := filepath.Join(newRoot, path)
	if _, err := os.Stat(at); err != nil {
		return nil
	}
	if err := unix.Mount("/dev/null", at, "", unix.MS_BIND, ""); err != nil {
		return err
	}
	return remountReadOnly(at)
}

// makeDev makes /dev: null, zero, full, random and urandom, the links to
// the standard files, and /dev/shm bounded as the folders are.
func makeDev(size int64) error {
	if err := mkdirMount("tmpfs", "/dev", "tmpfs", unix.MS_NOSUID, "size=64k,mode=0755"); err != nil {
		return err
	}
	dev := filepath.Join(newRoot, "dev")
	for _, name := range []string{"null", "zero", "full", "random", "urandom"} {
		if err := os.WriteFile(filepath.Join(dev, name), nil, 0o666); err != nil {
			return err
		}
		if err := unix.Mount("/dev/"+name, filepath.Join(dev, name), "", unix.MS_BIND, ""); err != nil {
			return err
		}
	}
	for name, target := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0",
		"stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(target, filepath.Join(dev, name)); err != nil {
			return err
		}
	}
	return mkdirMount("tmpfs", "/dev/shm", "tmpfs", unix.MS_NOSUID|unix.MS_NODEV,
		"size="+strconv.FormatInt(size, 10)+",mode=1777")
}

// mkdirMount mounts a file system at target within the new root.
func mkdirMount(source, target, fstype string, flags uintptr, data string) error {
	at := filepath.Join(newRoot, target)
	if err := os.MkdirAll(at, 0o755); err != nil {
		return err
	}
	return unix.Mount(source, at, fstype, flags, data)
}

// moveIn makes the new root the init's root, the host's gone from its
// reach, and the root and /dev read-only: the program's user owns them as
// the init does, and may write only its folders.
func moveIn() error {
	old := filepath.Join(newRoot, ".old")
	if err := os.Mkdir(old, 0o700); err != nil {
		return err
	}
	if err := unix.PivotRoot(newRoot, old); err != nil {
		return err
	}
	if err := unix.Chdir("/"); err != nil {
		return err
	}
	if err := unix.Unmount("/.old", unix.MNT_DETACH); err != nil {
		return err
	}
	if err := os.Remove("/.old"); err != nil {
		return err
	}
	for _, dir := range []string{"/dev", "/"} {
		if err := unix.Mount("", dir, "", unix.MS_REMOUNT|unix.MS_BIND|unix.MS_RDONLY|unix.MS_NOSUID, ""); err != nil {
			return err
		}
	}
	return nil
}

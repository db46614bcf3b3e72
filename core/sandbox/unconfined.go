package sandbox

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"time"
)

// unconfined runs a Cmd as the caller, in a fresh temporary folder and,
// on Unix, a process group of its own, which is ended with it: the run
// sees the caller's files, network and processes, and is bounded only by
// its caller's clock and output cap.
type unconfined struct {
	c   *Cmd
	cmd *exec.Cmd
	dir string
	// around, if not nil, makes the command a system's sandbox runs
	// (macOS) or sets it up to start suspended (Windows); started, if not
	// nil, takes the process before it runs.
	around  func(cmd *exec.Cmd, dir string) error
	started func(cmd *exec.Cmd) error
}

func (r *unconfined) start(c *Cmd) error {
	r.c = c
	dir, err := os.MkdirTemp("", "frontier-run-")
	if err != nil {
		return errors.New("cannot make a folder to run the program in: " + err.Error())
	}
	r.dir = dir
	for name, data := range c.Files {
		// The folder is new and the program not started: nobody reads a
		// file half written.
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), data, 0o644); err != nil {
			os.RemoveAll(dir)
			return fmt.Errorf("cannot write %s for the program: %v", name, err)
		}
	}
	r.cmd = exec.Command(c.Args[0], c.Args[1:]...)
	r.cmd.Dir = dir
	r.cmd.Env = c.environment(os.Getenv("PATH"), dir, dir)
	r.cmd.Stdin, r.cmd.Stdout, r.cmd.Stderr = c.Stdin, c.Stdout, c.Stderr
	ownGroup(r.cmd)
	// A process that left the group (setsid) may hold the output open
	// after the program ends: Wait stops waiting for it a second later.
	r.cmd.WaitDelay = time.Second
	if r.around != nil {
		if err := r.around(r.cmd, dir); err != nil {
			os.RemoveAll(dir)
			return err
		}
	}
	if err := r.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		r.cmd = nil
		return err
	}
	if r.started != nil {
		if err := r.started(r.cmd); err != nil {
			endGroup(r.cmd)
			r.cmd.Wait()
			os.RemoveAll(dir)
			r.cmd = nil
			return err
		}
	}
	return nil
}

func (r *unconfined) wait() (*Outcome, error) {
	if r.cmd == nil {
		return nil, errors.New("sandbox: the run did not start")
	}
	defer r.removeDir()
	err := r.cmd.Wait()
	// A program that ends its group's other processes leaves none behind.
	endGroup(r.cmd)
	o := &Outcome{Exit: -1}
	if st := r.cmd.ProcessState; st != nil {
		o.Exit, o.Signal = exitStatus(st)
		o.CPU = st.UserTime() + st.SystemTime()
	} else if err != nil {
		return nil, err
	}
	o.Files = readFiles(r.dir, r.c.Collect, r.c.Limits.FileSize)
	return o, nil
}

// removeDir removes the run's folder.
func (r *unconfined) removeDir() { os.RemoveAll(r.dir) }

func (r *unconfined) kill() {
	if r.cmd != nil {
		endGroup(r.cmd)
	}
}

func (r *unconfined) describe() Description {
	who := "you"
	if u, err := user.Current(); err == nil {
		who = u.Username
	}
	return Description{How: "none", User: who, Network: "the host's", Reads: []string{"/"}, Writes: []string{"every folder " + who + " may write"},
		Unbounded: []string{"memory", "CPU time", "processes", "files", "what outlives the run where it leaves its process group"}}
}

// readFiles reads the named regular files from dir, each up to limit
// bytes; those missing or larger are left out (nil when none is read).
func readFiles(dir string, names []string, limit int64) map[string][]byte {
	var files map[string][]byte
	for _, name := range names {
		f, err := os.Open(filepath.Join(dir, filepath.Base(name)))
		if err != nil {
			continue
		}
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			if data, err := io.ReadAll(io.LimitReader(f, limit)); err == nil {
				if files == nil {
					files = map[string][]byte{}
				}
				files[name] = data
			}
		}
		f.Close()
	}
	return files
}

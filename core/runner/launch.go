// Package runner runs a student's program, untrusted code, in the
// sandbox (core/sandbox, which says what the program may see and do): its
// command line split into words as a shell would (SplitCommand), its
// folder copied (Program.Launch), and each run within its limits
// (Execute), or started to be asked as it goes (Start). The checkers of
// search programs (core/check) and of constraint programs (core/cspcheck)
// run every program through it.
package runner

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"frontier/core/sandbox"
	"frontier/core/textio"
)

// Program is a student's program: its command and how to run it.
type Program struct {
	// Command is the command line, split into words by SplitCommand,
	// {dir} in a word standing for Dir, the program's folder, and the
	// words that name files in it made absolute (see anchor). Without a
	// Dir, the folder is the one the command names first (the folder of
	// "python3 /home/me/astar.py"), else the working folder. Each run
	// sees a copy of the folder, read-only.
	Command string
	Dir     string
	Limits  Limits
	Sandbox Sandbox
}

// Launch is a program made ready to run: its command's words as the
// program sees them and the copy of its folder that each run shows it.
type Launch struct {
	prog   Program
	words  []string
	folder *sandbox.Folder
}

// Launch reads the program's command and copies its folder: the sandbox
// must be one this system makes, unless the program is to run unconfined.
// Close removes the copy.
func (p Program) Launch() (*Launch, error) {
	words, err := SplitCommand(p.Command)
	if err != nil {
		return nil, err
	}
	cwd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	dir := cwd
	if p.Dir != "" {
		if dir, err = filepath.Abs(p.Dir); err != nil {
			return nil, err
		}
	}
	for i, w := range words {
		words[i] = strings.ReplaceAll(w, "{dir}", dir)
	}
	words = anchor(words, dir)
	if p.Dir == "" {
		dir = programFolder(words, cwd)
	}
	if p.Sandbox.Unconfined {
		return &Launch{prog: p, words: words}, nil
	}
	if err := sandbox.Probe(); err != nil {
		return nil, err
	}
	if words, err = shown(words, dir, p.Sandbox.Allow); err != nil {
		return nil, err
	}
	folder, err := sandbox.Copy(dir)
	if err != nil {
		return nil, err
	}
	return &Launch{prog: p, words: words, folder: folder}, nil
}

// programFolder is the folder of a program's own that its words name
// first: the folder named, or the one holding the file named, outside the
// system's folders; else dir.
func programFolder(words []string, dir string) string {
	system := &sandbox.Cmd{}
	for _, w := range words {
		if !filepath.IsAbs(w) {
			continue
		}
		if _, ok := system.Where(w); ok {
			continue
		}
		if fi, err := os.Stat(w); err == nil {
			if fi.IsDir() {
				return filepath.Clean(w)
			}
			return filepath.Dir(w)
		}
	}
	return dir
}

// shown are the words as the sandbox shows them: a path in the program's
// folder dir in its copy, a path of the system's folders or of allow
// where it is; a path of the host it does not show is refused.
func shown(words []string, dir string, allow []string) ([]string, error) {
	view := &sandbox.Cmd{Program: dir, Allow: allow}
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if !filepath.IsAbs(w) {
			continue
		}
		if _, err := os.Stat(w); err != nil {
			continue
		}
		at, ok := view.Where(filepath.Clean(w))
		if !ok {
			return nil, fmt.Errorf("%s is outside the program's folder (%s): the sandbox shows the program its own folder and the system's alone, so copy it there, or show its folder too",
				textio.QuotePath(w), textio.QuotePath(dir))
		}
		out[i] = at
	}
	return out, nil
}

// Run is one run of the program with more arguments, its input and
// files, for Execute.
func (l *Launch) Run(args []string, stdin []byte, files map[string][]byte, collect []string) Run {
	r := Run{Words: append(l.words[:len(l.words):len(l.words)], args...), Stdin: stdin, Files: files,
		Collect: collect, Limits: l.prog.Limits, Sandbox: l.prog.Sandbox}
	if l.folder != nil {
		r.Folder = l.folder.Path
	}
	return r
}

// Close removes the copy of the program's folder.
func (l *Launch) Close() {
	if l.folder != nil {
		l.folder.Remove()
	}
}

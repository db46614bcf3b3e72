// Package prefsfile gets the window's preferences file ready before the
// toolkit reads it. Fyne 2.7.1 reads the file once when the app is made
// and writes it whole after every change: a damaged file was overwritten
// with the few settings changed since, without a copy; a named pipe in
// its place kept the window from ever opening; a file, folder or home
// that cannot be written printed three lines of log for every change,
// over a hundred in a session. Check runs first: a file that cannot be
// read is moved aside, kept, and said in one line; preferences that
// cannot be saved are said in one line, once, and the toolkit then keeps
// them in a folder of its own for the session, which a later session
// removes (see sweep).
package prefsfile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"frontier/core/readfile"
	"frontier/core/textio"
)

// maxSize bounds the file read: preferences are a few kilobytes.
const maxSize = 16 << 20

// Session is what Check found and did.
type Session struct {
	// Said is the one line for the user, or "" when all is well.
	Said string
}

// A private folder is made in the system's temporary folder under this
// prefix, and names the process that made it in its owner file.
const (
	privatePrefix = "frontier-preferences-"
	ownerFile     = "owner"
)

// Check gets the preferences file of the app with id ready for the
// toolkit, before the app is made.
func Check(id string) Session {
	return check(file(id), redirect)
}

// check is Check on the file at path; move sends the toolkit to another
// folder, or reports that it cannot.
func check(path string, move func(root, id string) error) Session {
	var said string
	damage, err := inspect(path)
	switch {
	case err != nil:
		return unsaved(path, fmt.Sprintf("the preferences in %s cannot be read (%v)", textio.QuotePath(path), err), nil, move)
	case damage != "":
		aside, err := moveAside(path)
		if err != nil {
			return unsaved(path, fmt.Sprintf("the preferences in %s could not be read (%s) nor moved aside (%v)",
				textio.QuotePath(path), damage, readfile.Bare(err)), nil, move)
		}
		said = fmt.Sprintf("the preferences in %s could not be read (%s): moved to %s; the window starts with its default settings",
			textio.QuotePath(path), damage, textio.QuotePath(aside))
	}
	if err := writable(path); err != nil {
		data, _ := readfile.Regular(path, maxSize) // the settings saved, which the session starts from
		why := fmt.Sprintf("the preferences cannot be saved in %s (%v)", textio.QuotePath(path), readfile.Bare(err))
		if said != "" {
			why = said + "; " + why
		}
		return unsaved(path, why, data, move)
	}
	return Session{Said: said}
}

// unsaved is the session of preferences that cannot be saved: the toolkit
// keeps them in a private folder, starting from data, which may be nil.
func unsaved(path, why string, data []byte, move func(root, id string) error) Session {
	sweep()
	root, err := os.MkdirTemp("", privatePrefix)
	if err == nil {
		id := filepath.Base(filepath.Dir(path))
		err = os.WriteFile(filepath.Join(root, ownerFile), []byte(strconv.Itoa(os.Getpid())), 0o600)
		if err == nil {
			err = move(root, id)
		}
		if err == nil && data != nil {
			dir := filepath.Join(root, "fyne", id)
			if os.MkdirAll(dir, 0o700) == nil {
				os.WriteFile(filepath.Join(dir, "preferences.json"), data, 0o600)
			}
		}
		if err != nil {
			os.RemoveAll(root)
		}
	}
	if err != nil {
		return Session{Said: why + "; changes to the settings will not be kept"}
	}
	return Session{Said: why + ": the window keeps its settings until it closes"}
}

// sweep removes the private folders of sessions that have ended. A
// session cannot remove its own as the window closes: the toolkit
// watches the folder to the end and made it again, or failed to with
// three lines of log, when it went. A folder without an owner (one being
// made) is left for an hour.
func sweep() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), privatePrefix+"*"))
	for _, d := range dirs {
		data, err := os.ReadFile(filepath.Join(d, ownerFile))
		pid, perr := strconv.Atoi(strings.TrimSpace(string(data)))
		if err == nil && perr == nil {
			if alive(pid) {
				continue
			}
		} else if fi, err := os.Stat(d); err != nil || time.Since(fi.ModTime()) < time.Hour {
			continue
		}
		os.RemoveAll(d)
	}
}

// inspect reads the file at path. damage says why it cannot be used (a
// named pipe, not JSON); err is a file that cannot be looked at, such as
// one in a folder that cannot be read. A missing file is neither.
func inspect(path string) (damage string, err error) {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", nil
	case err != nil:
		return "", readfile.Bare(err)
	case !fi.Mode().IsRegular():
		return readfile.Kind(fi.Mode()) + ", not a file", nil
	}
	data, err := readfile.Regular(path, maxSize)
	if err != nil {
		return err.Error(), nil
	}
	if len(data) == 0 {
		return "", nil // the toolkit's "EOF" aside, nothing to keep or lose
	}
	return valid(data), nil
}

// valid says why data is not preferences as the toolkit reads them: one
// JSON object whose lists each hold values of one type (a list of mixed
// types stopped the toolkit with a panic).
func valid(data []byte) string {
	var values map[string]any
	if err := json.Unmarshal(data, &values); err != nil || values == nil {
		return "not a JSON object of settings"
	}
	for key, v := range values {
		items, ok := v.([]any)
		if !ok || len(items) == 0 {
			continue
		}
		for _, item := range items {
			if fmt.Sprintf("%T", item) != fmt.Sprintf("%T", items[0]) {
				return fmt.Sprintf("the list %s mixes types", textio.Quote(key))
			}
		}
	}
	return ""
}

// moveAside renames the file at path to the first of path.damaged,
// path.damaged-2, … that is free, and returns that name.
func moveAside(path string) (string, error) {
	for n := 1; n < 100; n++ {
		aside := path + ".damaged"
		if n > 1 {
			aside += fmt.Sprint("-", n)
		}
		if _, err := os.Lstat(aside); errors.Is(err, fs.ErrNotExist) {
			return aside, os.Rename(path, aside)
		}
	}
	return "", errors.New("too many damaged copies beside it")
}

// writable checks that the toolkit can write the file at path: its folder
// made, a file made in it, and the file itself open for writing (without
// changing it).
func writable(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".frontier-check-*")
	if err != nil {
		return err
	}
	f.Close()
	os.Remove(f.Name())
	if f, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil {
		f.Close()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

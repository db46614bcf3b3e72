package prefsfile

import "errors"

// mkfifo fails: Windows has no named pipe in its file system.
func mkfifo(p string) error { return errors.New("no named pipes on Windows") }

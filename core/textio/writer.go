package textio

import "io"

// Writer passes writes on to an io.Writer and keeps the first error:
// after it, writes are dropped, so that a printer can write freely and
// check once at the end (a full disk, a closed pipe).
type Writer struct {
	w   io.Writer
	err error
}

// NewWriter wraps w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

func (w *Writer) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	n, err := w.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	w.err = err
	return n, err
}

// Err is the first error of a write, or nil.
func (w *Writer) Err() error { return w.err }

package textio

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// MaxLine is the longest line Lines reads: far longer than any state,
// command or setting, short enough that a binary file given by mistake
// is refused at once.
const MaxLine = 64 << 10 // 64 KB, as errors say

// ErrLongLine is why a line longer than MaxLine stops the reading.
var ErrLongLine = errors.New("the line is longer than 64 KB; is this a text file of the right kind?")

// LineError is an error reading a line: one too long, or the reader's.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

// bom is the UTF-8 byte-order mark some editors (Windows Notepad among
// them) put at the start of a file.
var bom = []byte{0xEF, 0xBB, 0xBF}

// TrimBOM is data without the byte-order mark it may start with, for a
// file read whole.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, bom) }

// EachLine calls f with each line of data, read whole, and its number
// from 1, a byte-order mark at the start and the "\r" of a "\r\n" left
// out; a line is never cut, however long (the caller says what is too
// long).
func EachLine(data []byte, f func(n int, line []byte)) {
	data = TrimBOM(data)
	for n := 1; len(data) > 0; n++ {
		line := data
		if k := bytes.IndexByte(data, '\n'); k >= 0 {
			line, data = data[:k], data[k+1:]
		} else {
			data = nil
		}
		f(n, bytes.TrimSuffix(line, []byte("\r")))
	}
}

// Lines reads a text one line at a time: a byte-order mark at the start
// is dropped, and so is the "\r" of a "\r\n" line end. A line longer than
// MaxLine stops the reading with an error naming its number.
type Lines struct {
	r    *bufio.Reader
	no   int
	text string
	err  error
}

// NewLines reads lines from r.
func NewLines(r io.Reader) *Lines { return &Lines{r: bufio.NewReaderSize(r, 4096)} }

// Next reads the next line and reports whether there is one; at the end
// of the text or at an error it returns false, and Err says which.
func (l *Lines) Next() bool {
	if l.err != nil {
		return false
	}
	var line []byte
	for {
		chunk, err := l.r.ReadSlice('\n')
		if len(line)+len(chunk) > MaxLine+2 { // room for "\r\n"
			l.err = &LineError{Line: l.no + 1, Err: ErrLongLine}
			return false
		}
		line = append(line, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && !errors.Is(err, io.EOF) {
			l.err = &LineError{Line: l.no + 1, Err: err}
			return false
		}
		if len(line) == 0 {
			l.err = io.EOF
			return false
		}
		break
	}
	l.no++
	if l.no == 1 {
		line = bytes.TrimPrefix(line, bom)
	}
	line = bytes.TrimSuffix(line, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(line) > MaxLine {
		l.err = &LineError{Line: l.no, Err: ErrLongLine}
		return false
	}
	l.text = string(line)
	return true
}

// Text is the line Next read, without its line end.
func (l *Lines) Text() string { return l.text }

// Line is the number of the line Next read, from 1.
func (l *Lines) Line() int { return l.no }

// Err is the error that stopped the reading, a *LineError, or nil at the
// end of the text.
func (l *Lines) Err() error {
	if errors.Is(l.err, io.EOF) {
		return nil
	}
	return l.err
}

package kit

import (
	"bytes"
	"io"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"

	"frontier/core/atomicfile"
)

// FileDialog is what ShowFileDialog needs of Fyne's file dialogs.
type FileDialog interface {
	Dialog
	Resize(fyne.Size)
	SetLocation(fyne.ListableURI)
	SetFilter(storage.FileFilter)
}

// ShowFileDialog shows a file dialog at most of the window's size (Fyne's
// default is cramped), opening in dir when it is a folder, through
// ShowDialog, listing folders and regular files only. In a browser page,
// which has no files to show (Fyne's file dialog does nothing there), it
// says so instead.
func ShowFileDialog(d FileDialog, w fyne.Window, dir string) {
	if !DiskFiles {
		dialog.ShowInformation("No files in a browser", NoFilesMessage, w)
		return
	}
	d.SetFilter(regularFiles{})
	if dir != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	size := w.Canvas().Size()
	d.Resize(fyne.NewSize(max(size.Width*0.85, 600), max(size.Height*0.85, 450)))
	ShowDialog(d)
}

// regularFiles is a file dialog's filter that lists regular files only:
// Fyne opens the file chosen at once, on the window's goroutine, and a
// named pipe with no writer would hold the window for ever.
type regularFiles struct{}

func (regularFiles) Matches(u fyne.URI) bool {
	fi, err := os.Stat(u.Path())
	return err == nil && fi.Mode().IsRegular()
}

// FinishWrite writes through w and closes it, keeping the first error. A
// writer that can abort (see stagedFile) is aborted when the write fails,
// so that nothing replaces the file.
func FinishWrite(w io.WriteCloser, write func(io.Writer) error) error {
	if err := write(w); err != nil {
		if a, ok := w.(interface{ Abort() }); ok {
			a.Abort()
		} else {
			w.Close()
		}
		return err
	}
	return w.Close()
}

// Fyne's save dialog opens the chosen file for writing, truncating it,
// before it hands the writer over: a failed save would leave a broken
// file where a good one was. StageFileWrites wraps the toolkit's file
// repository so that its writers are staged instead: the bytes are kept
// until Close, which writes them through atomicfile (a temporary file in
// the same folder, synced, renamed over the target), and Abort drops
// them. Every other operation goes to the toolkit's own repository.

// fileRepository is everything Fyne's file repository does.
type fileRepository interface {
	repository.ListableRepository
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

type stagedRepository struct{ fileRepository }

// StageFileWrites wraps the registered file repository, once per
// registration (a test app registers a fresh one). A repository that
// lacks some of fileRepository's methods is left as it is. A tab calls
// it before it shows a save dialog.
func StageFileWrites() {
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := r.(stagedRepository); done {
		return
	}
	if fr, ok := r.(fileRepository); ok {
		repository.Register("file", stagedRepository{fr})
	}
}

// Writer stages the writes to u (see stagedFile).
func (stagedRepository) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &stagedFile{uri: u}, nil
}

// stagedFile holds what is written to uri until Close writes it whole.
type stagedFile struct {
	uri     fyne.URI
	buf     bytes.Buffer
	aborted bool
}

func (f *stagedFile) URI() fyne.URI               { return f.uri }
func (f *stagedFile) Write(p []byte) (int, error) { return f.buf.Write(p) }
func (f *stagedFile) Abort()                      { f.aborted = true }
func (f *stagedFile) Close() error {
	if f.aborted {
		return nil
	}
	f.aborted = true // a second Close writes nothing
	return atomicfile.WriteFile(f.uri.Path(), func(w io.Writer) error {
		_, err := w.Write(f.buf.Bytes())
		return err
	})
}

// NoFilesMessage says, where a file dialog would open, why a browser page
// shows none.
const NoFilesMessage = "A browser page cannot open or save files on your disk.\n" +
	"The desktop app can: see the README, \"Install from a package\"."

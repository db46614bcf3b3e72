package kit

import "fyne.io/fyne/v2"

// Tab is one page of the window.
type Tab interface {
	Title() string
	Content() fyne.CanvasObject
}

// Solver is a tab with a search the keyboard shortcuts drive: Ctrl+Enter
// solves, Space plays or pauses, Esc cancels.
type Solver interface {
	Solve()
	TogglePlay()
	Cancel()
}

// Watcher is a tab whose search can be watched step by step (Search →
// Watch the search).
type Watcher interface {
	Watch()
}

// Checker is a tab that checks a student's own search program on its
// puzzle (File → Check a solver…).
type Checker interface {
	CheckSolver()
}

// KeyHandler is a tab that takes keys the window did not use, such as the
// arrow keys that slide the puzzle.
type KeyHandler interface {
	TypedKey(*fyne.KeyEvent)
}

// Settler is a tab whose background work can be waited for: Done returns
// a channel closed once the job it started last has shown its result.
type Settler interface {
	Done() <-chan struct{}
}

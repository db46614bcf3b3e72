package inspect

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/sliding"
	"frontier/gui/kit/kittest"
)

// TestTruthOnDemand: a search for the true distance runs only when asked,
// its answer is remembered for its state, a warning replaces the line
// where h is larger, and Cancel stops it.
func TestTruthOnDemand(t *testing.T) {
	test.NewTempApp(t)
	calls := 0
	release := make(chan struct{})
	l := newLines()
	tr := newTruth[int](l)
	// The source remembers what it found, as the catalogue's does.
	var mu sync.Mutex
	found := map[int]int{}
	tr.use(truthSource[int]{
		find: func(ctx context.Context, s int) (int, error) {
			calls++
			if s < 0 { // a search that waits to be cancelled
				<-ctx.Done()
				return 0, ctx.Err()
			}
			<-release
			mu.Lock()
			defer mu.Unlock()
			found[s] = 2 * s
			return 2 * s, nil
		},
		known: func(s int) (int, bool) {
			mu.Lock()
			defer mu.Unlock()
			d, ok := found[s]
			return d, ok
		},
		waiting: func() string { return "searching" },
	})
	tr.show(5, 12, true, true)
	if calls != 0 || !tr.compute.Visible() || tr.compute.Text != "Compute" {
		t.Fatalf("before Compute: %d searches, button %q shown %v", calls, tr.compute.Text, tr.compute.Visible())
	}
	test.Tap(tr.compute)
	if tr.compute.Text != "Cancel" || !slices.Equal(l.shown(), []string{"searching"}) {
		t.Errorf("while searching: button %q, lines %q", tr.compute.Text, l.shown())
	}
	close(release)
	kittest.Wait(t, tr.Done(), "the search")
	want := "h = 12 > true distance 10: this heuristic is not admissible with these moves."
	if !slices.Equal(l.shown(), []string{want}) || tr.compute.Visible() {
		t.Errorf("after the search: lines %q, button shown %v", l.shown(), tr.compute.Visible())
	}
	tr.show(6, 3, true, true) // another state: nothing known yet
	tr.show(5, 9, true, true) // back: the distance is remembered
	if calls != 1 || !slices.Equal(l.shown(), []string{"True distance 10 (h does not overestimate here)."}) {
		t.Errorf("back at a state searched: %d searches, lines %q", calls, l.shown())
	}
	tr.show(-1, 0, true, false)
	test.Tap(tr.compute)
	test.Tap(tr.compute) // Cancel
	kittest.Wait(t, tr.Done(), "the cancelled search")
	if !slices.Equal(l.shown(), []string{"True distance: cancelled."}) || tr.compute.Text != "Compute" {
		t.Errorf("after Cancel: lines %q, button %q", l.shown(), tr.compute.Text)
	}
}

// TestPatternGroupsOnTheBoard: under pattern databases every tile is
// outlined once, in its group's colour and lettered, the tiles carry no
// share of their own, and the words add the groups up to h.
func TestPatternGroupsOnTheBoard(t *testing.T) {
	b := sliding.MustBoard(3, false, nil)
	tiles, err := sliding.Parse("8 6 7 / 2 5 4 / 3 0 1")
	if err != nil {
		t.Fatal(err)
	}
	s, err := b.Load(tiles)
	if err != nil {
		t.Fatal(err)
	}
	bd, err := b.Inspect(s, "pdb")
	if err != nil {
		t.Fatal(err)
	}
	m := marksOf(bd)
	outlined := map[int]int{}
	for _, o := range m.outlines {
		outlined[o.square]++
	}
	groupOf := map[int]int{} // square → group
	for g, part := range bd.Groups {
		for _, tile := range part.Tiles {
			groupOf[slices.Index(tiles, tile)] = g
		}
	}
	for q, tile := range tiles {
		if tile != 0 && outlined[q] != 1 {
			t.Errorf("tile %d outlined %d times", tile, outlined[q])
		}
	}
	for _, bg := range m.badges {
		if g := groupOf[bg.square]; bg.text != groupName(g) || bg.fill != groupColors[g] {
			t.Errorf("square %d: badge %q, want its group's letter %s", bg.square, bg.text, groupName(g))
		}
	}
	sum, mirror := 0, 0
	for _, g := range bd.Groups {
		sum += g.Value
	}
	for _, g := range bd.Mirror {
		mirror += g.Value
	}
	want := fmt.Sprintf("h = %d (groups %s; mirror image %d; the larger counts)", bd.H, groupWords(bd.Groups), mirror)
	if len(bd.Mirror) == 0 || bd.H != max(sum, mirror) || slidingWords(bd) != want {
		t.Errorf("%q, want %q: groups adding up to %d, the mirror image's to %d", slidingWords(bd), want, sum, mirror)
	}
}

// TestTruthFromATable: a table being built for one state goes on when the
// state changes, and then answers the state on show.
func TestTruthFromATable(t *testing.T) {
	test.NewTempApp(t)
	var built atomic.Bool
	var calls atomic.Int32
	started, release := make(chan struct{}), make(chan struct{})
	l := newLines()
	tr := newTruth[int](l)
	tr.use(truthSource[int]{
		find: func(ctx context.Context, s int) (int, error) {
			if !built.Load() {
				calls.Add(1)
				close(started)
				<-release
			}
			return s + 1, nil
		},
		known: func(s int) (int, bool) {
			if built.Load() {
				return s + 1, true
			}
			return 0, false
		},
		auto:    true,
		waiting: func() string { return "building" },
	})
	tr.show(1, 0, true, false)
	kittest.Wait(t, started, "the table's build to start")
	tr.show(2, 0, true, false)
	if !slices.Equal(l.shown(), []string{"building"}) || tr.compute.Visible() {
		t.Errorf("while the table builds: lines %q, Compute shown %v", l.shown(), tr.compute.Visible())
	}
	built.Store(true)
	close(release)
	kittest.Wait(t, tr.Done(), "the table")
	if calls.Load() != 1 || !slices.Equal(l.shown(), []string{"True distance 3."}) {
		t.Errorf("once built: %d builds, lines %q", calls.Load(), l.shown())
	}
}

// TestLinesKeepTheirHeight: the lines under the board keep the most height
// their text has needed at their width, so that the board does not jump
// when a long warning gives way to a short line.
func TestLinesKeepTheirHeight(t *testing.T) {
	test.NewTempApp(t)
	l := newLines()
	w := test.NewTempWindow(t, l.box)
	w.Resize(fyne.NewSize(300, 600))
	l.set(&l.summary, "h = 12")
	short := l.box.MinSize().Height
	l.set(&l.warning, strings.Repeat("a warning that takes several lines at this width ", 4))
	long := l.box.MinSize().Height
	l.set(&l.warning, "")
	if after := l.box.MinSize().Height; long <= short || after != long {
		t.Errorf("heights: %v short, %v with the warning, %v after it", short, long, after)
	}
}

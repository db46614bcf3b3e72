package watch

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

// TestWatchCycle: under path checking, a child that goes back onto its
// own path is listed as a cycle, drawn as set aside in the tree, and
// described in the words of its fate when tapped; under graph search the
// same child is a duplicate.
func TestWatchCycle(t *testing.T) {
	for _, c := range []struct {
		pruning search.Pruning
		fate    search.Fate
		words   string
	}{
		{search.PrunePath, search.FateCycle, "cycle: on its own path, skipped"},
		{search.PruneGraph, search.FateDuplicate, "duplicate: skipped"},
	} {
		test.NewTempApp(t)
		v := New(cells)
		w := test.NewTempWindow(t, v.Content())
		w.Resize(fyne.NewSize(1280, 800))
		opts := search.Options{Pruning: c.pruning}
		v.Start(Job[int]{Subject: "BFS · test", Engine: search.EngineBFS,
			Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[int], error) {
				return search.Record(ctx, search.EngineBFS, testMaze, opts, maxSteps, frontier), nil
			}})
		kittest.Wait(t, v.Done(), "the recording")
		rec := v.Recording()
		// Step 2 expands the start's first child, whose way back to the
		// start is set aside.
		x := rec.Step(2)
		at := slices.IndexFunc(x.Children, func(ch search.Child[int]) bool { return ch.State == testMaze.Start() })
		if at < 0 {
			t.Fatalf("%s: step 2 (%d) has no child back at the start: %+v", c.pruning, x.Node.State, x.Children)
		}
		back := x.Children[at]
		if back.Fate != c.fate {
			t.Errorf("%s: the way back is %q, want %q", c.pruning, back.Fate, c.fate)
		}
		v.Stepper.Show(2)
		if !slices.ContainsFunc(texts(v.Content()), func(s string) bool { return strings.HasSuffix(s, " · "+string(c.fate)) }) {
			t.Errorf("%s: no child captioned %q among %q", c.pruning, c.fate, texts(v.Content()))
		}
		for _, n := range v.Tree() {
			if n.ID == back.ID && n.Role != search.RolePruned {
				t.Errorf("%s: the way back drawn as %q", c.pruning, n.Role)
			}
		}
		tapTree(v, back.ID)
		if !strings.Contains(v.picked.label.Text, c.words) {
			t.Errorf("%s: tapped, it reads %q, want %q", c.pruning, v.picked.label.Text, c.words)
		}
	}
}

// tapTree taps the tree picture where node id is drawn, as a user would.
func tapTree[S comparable](v *View[S], id int) {
	for k, n := range v.tree.nodes {
		if n.ID == id {
			s := v.tree.Size()
			v.tree.Tapped(&fyne.PointEvent{Position: fyne.NewPos(v.tree.x[k]*s.Width, v.tree.y[k]*s.Height)})
		}
	}
}

package watch

import (
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/search"
	"frontier/gui/export"
)

// The watch view exports its search tree: a PNG of the width asked for,
// black on white in the print look, with the tree drawn on it under a
// heading and the legend.
func TestWatchExportsTheTree(t *testing.T) {
	v, _ := watch(t, cells, search.EngineAStar, testMaze)
	for range 12 {
		test.Tap(v.Stepper.StepBtn)
	}
	if v.ExportBtn.Visible() {
		t.Error("the export button shows in a view no window exports from")
	}
	a := fyne.CurrentApp()
	obj := v.ExportObject()
	// The picture says what it is: the search, the step, and the legend.
	words := strings.Join(texts(obj), " ")
	if !strings.Contains(words, "A* · test") || !strings.Contains(words, "Search tree after step 12: ") || !strings.Contains(words, "frontier") {
		t.Errorf("the exported tree reads %q", words)
	}
	img, err := export.RenderIn(a, export.PrintTheme(a.Settings().Theme()), obj, 1920)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != 1920 || b.Dy() <= 2*export.Margin {
		t.Fatalf("the tree exports %d×%d pixels, want 1920 wide", b.Dx(), b.Dy())
	}
	if got := color.GrayModel.Convert(img.At(0, 0)).(color.Gray).Y; got != 255 {
		t.Errorf("the print look's background is grey %d, want white", got)
	}
	ink := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			if color.GrayModel.Convert(img.At(x, y)).(color.Gray).Y < 160 {
				ink++
			}
		}
	}
	if ink < b.Dx()*b.Dy()/4/500 {
		t.Errorf("only %d dark pixels of %d sampled: the tree is not drawn", ink, b.Dx()*b.Dy()/4)
	}
	if dir := os.Getenv("FRONTIER_EXPORT_SHOTS"); dir != "" {
		if err := export.WritePNG(filepath.Join(dir, "watch-tree-print.png"), img); err != nil {
			t.Fatal(err)
		}
	}
}

package export_test

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"frontier/gui/export"
	"frontier/gui/maptab"
	"frontier/gui/practicetab"
	"frontier/gui/slidingtab"
)

// shots, when set, is a folder the test also leaves its pictures in, to
// be looked at.
var shots = os.Getenv("FRONTIER_EXPORT_SHOTS")

// writeAndDecode exports obj through a file, as the menu does, and reads
// the file back as a PNG.
func writeAndDecode(t *testing.T, a fyne.App, th fyne.Theme, obj fyne.CanvasObject, width int, name string) image.Image {
	t.Helper()
	img, err := export.RenderIn(a, th, obj, width)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	path := filepath.Join(t.TempDir(), name)
	if shots != "" {
		path = filepath.Join(shots, name)
	}
	if err := export.WritePNG(path, img); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s is no PNG: %v", name, err)
	}
	return got
}

// inkShare is the share of pixels that differ from the corner's colour
// (the background) and the darkest and lightest grey levels seen.
func inkShare(img image.Image) (share float64, darkest, lightest uint8) {
	b := img.Bounds()
	bg := color.NRGBAModel.Convert(img.At(b.Min.X, b.Min.Y))
	darkest, lightest = 255, 0
	ink := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y))
			if c != bg {
				ink++
			}
			g := color.GrayModel.Convert(c).(color.Gray).Y
			darkest, lightest = min(darkest, g), max(lightest, g)
		}
	}
	return float64(ink) / float64(b.Dx()*b.Dy()), darkest, lightest
}

func TestExportBoardAndTree(t *testing.T) {
	a := test.NewTempApp(t)
	dark := theme.DarkTheme()
	a.Settings().SetTheme(dark)
	w := test.NewWindow(nil)
	defer w.Close()
	tabs := map[string]interface {
		Content() fyne.CanvasObject
		ExportObject() fyne.CanvasObject
	}{
		"board": slidingtab.New(a.Preferences()),
		"map":   maptab.New(a.Preferences()),
		"tree":  practicetab.New(w),
	}
	for name, tab := range tabs {
		// On show in a window of a projector's size, as a user
		// exports it.
		shown := test.NewWindow(tab.Content())
		shown.Resize(fyne.NewSize(1280, 800))
		obj := tab.ExportObject()
		for _, look := range []string{"dark", "print"} {
			var th fyne.Theme
			width := 1280
			if look == "print" {
				th = export.PrintTheme(a.Settings().Theme())
				width = 1920
			}
			img := writeAndDecode(t, a, th, obj, width, name+"-"+look+".png")
			// Trimmed to what is drawn, the picture keeps the width asked
			// for; its height is the drawing's, with the margins.
			b := img.Bounds()
			if b.Dx() != width || b.Dy() <= 2*export.Margin || b.Dy() > export.MaxSide {
				t.Errorf("%s %s: %d×%d pixels, want %d wide", name, look, b.Dx(), b.Dy(), width)
			}
			// The board is square: trimmed to it, so is the picture.
			if name == "board" && (b.Dy() < b.Dx()*98/100 || b.Dy() > b.Dx()*102/100) {
				t.Errorf("board %s: %d×%d pixels, want the board's square", look, b.Dx(), b.Dy())
			}
			share, darkest, lightest := inkShare(img)
			if share < 0.01 {
				t.Errorf("%s %s: %.2f %% of the pixels differ from the background: blank", name, look, 100*share)
			}
			corner := color.GrayModel.Convert(img.At(0, 0)).(color.Gray).Y
			switch look {
			case "print":
				if corner != 255 || darkest > 128 {
					t.Errorf("%s print: background grey %d, darkest ink %d; want white and dark ink", name, corner, darkest)
				}
			case "dark":
				if corner > 60 || lightest < 200 {
					t.Errorf("%s dark: background grey %d, lightest ink %d; want dark and near white", name, corner, lightest)
				}
			}
		}
		shown.Close()
	}
	if a.Settings().Theme() != dark {
		t.Error("the theme on show did not come back after the print export")
	}
}

func TestExportLeavesWindowAsItWas(t *testing.T) {
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	tab := practicetab.New(w)
	w.SetContent(tab.Content())
	w.Resize(fyne.NewSize(1200, 800))
	obj := tab.ExportObject()
	pos, size := obj.Position(), obj.Size()
	img, err := export.RenderIn(a, export.PrintTheme(a.Settings().Theme()), obj, 2*int(size.Width))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 2*int(size.Width) {
		t.Errorf("twice %v wide gives %d pixels", size.Width, b.Dx())
	}
	if obj.Position() != pos || obj.Size() != size {
		t.Errorf("the tree moved from %v %v to %v %v", pos, size, obj.Position(), obj.Size())
	}
}

func TestExportRefusesNothing(t *testing.T) {
	test.NewTempApp(t)
	if _, err := export.Render(nil, 1920); err == nil {
		t.Error("nil object: no error")
	}
	if _, err := export.Render(canvas.NewRectangle(color.White), 100000); err == nil {
		t.Error("100,000 pixels wide: no error")
	}
	if err := export.WritePNG(t.TempDir(), image.NewNRGBA(image.Rect(0, 0, 2, 2))); err == nil {
		t.Error("writing over a folder: no error")
	}
}

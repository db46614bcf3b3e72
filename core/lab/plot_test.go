package lab

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"frontier/core/search"
)

// TestPlotEdges: an exported plot is whole. Its frame, half a margin wide, is
// blank, so no marker, tick label or legend entry at an end of an axis
// runs into the image's edge; and the legend lies clear of the axes,
// where it would hide the lines.
func TestPlotEdges(t *testing.T) {
	greedy := Solver{Engine: search.EngineGreedy, Heuristic: "manhattan"}
	spec := DepthSpec{Puzzle: Sliding(2, false), Solvers: []Solver{astarH1, beam10, greedy}, Depths: []int{1, 2, 3, 4}, Instances: 3, Seed: 3}
	tab, err := RunDepth(context.Background(), spec, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	nodes, err := NodesPlot(tab)
	if err != nil {
		t.Fatal(err)
	}
	// A plot whose legend is too wide for the side goes under the axes.
	wide := plot.New()
	line, dots, err := plotter.NewLinePoints(plotter.XYs{{X: 1, Y: 1}, {X: 9, Y: 5}})
	if err != nil {
		t.Fatal(err)
	}
	wide.Add(line, dots)
	wide.Legend.Add("a solver whose name takes far more than a quarter of the width of the plot", line, dots)
	// A short one goes beside them.
	short := plot.New()
	short.Add(line, dots)
	short.Legend.Add("A*", line, dots)
	for name, p := range map[string]*plot.Plot{"nodes": nodes, "wide legend": wide, "short legend": short} {
		var buf bytes.Buffer
		if err := WritePNG(&buf, p); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		margin := plotMargin
		// Half the margin, in pixels: a descender may reach into the margin.
		frame := int(margin / vg.Inch * plotDPI / 2)
		if x, y, ok := inkInFrame(img, frame-1); ok {
			t.Errorf("%s: ink at (%d, %d), within %d pixels of the edge", name, x, y, frame)
		}

		c := vgimg.NewWith(vgimg.UseWH(plotWidth, plotHeight), vgimg.UseDPI(plotDPI))
		area, legend := PlotLayout(draw.New(c), p)
		axes := p.DataCanvas(area).Rectangle
		key := legend.Rectangle
		if key.Size().X <= 0 || key.Size().Y <= 0 {
			t.Fatalf("%s: no room for the legend", name)
		}
		if overlaps(axes, key) {
			t.Errorf("%s: the legend %v lies over the axes %v", name, key, axes)
		}
	}
}

// inkInFrame finds a pixel that is not white within width pixels of the
// image's edge.
func inkInFrame(img image.Image, width int) (x, y int, found bool) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			inside := x >= b.Min.X+width && x < b.Max.X-width && y >= b.Min.Y+width && y < b.Max.Y-width
			if !inside && color.GrayModel.Convert(img.At(x, y)).(color.Gray).Y < 250 {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

func overlaps(a, b vg.Rectangle) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

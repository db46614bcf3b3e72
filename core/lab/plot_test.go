package lab

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"math"
	"reflect"
	"testing"

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
	line := []Point{{X: 1, Y: 1}, {X: 9, Y: 5}}
	// A plot whose legend is too wide for the side goes under the axes.
	wide := &Chart{Series: []Series{
		{Label: "a solver whose name takes far more than a quarter of the width of the plot", Points: line}}}
	// A short one goes beside them.
	short := &Chart{Series: []Series{{Label: "A*", Points: line}}}
	for name, c := range map[string]*Chart{"nodes": NodesPlot(tab), "ebf": EBFPlot(tab), "wide legend": wide, "short legend": short} {
		var buf bytes.Buffer
		if err := WritePNG(&buf, c); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		// Half the margin, in pixels: a descender may reach into the margin.
		frame := int(chartMargin * printLook.Scale / 2)
		if x, y, ok := inkInFrame(img, frame-1); ok {
			t.Errorf("%s: ink at (%d, %d), within %d pixels of the edge", name, x, y, frame)
		}
		l := c.Place(img.Bounds().Size(), printLook)
		if l.Legend.Empty() {
			t.Fatalf("%s: no room for the legend", name)
		}
		if l.Data.Overlaps(l.Legend) {
			t.Errorf("%s: the legend %v lies over the data %v", name, l.Legend, l.Data)
		}
		if beside := l.Legend.Min.X > l.Data.Max.X; name == "short legend" && !beside || name == "wide legend" && beside {
			t.Errorf("%s: the legend %v beside the data %v: %v", name, l.Legend, l.Data, beside)
		}
		if !inkIn(img, l.Legend) || !inkIn(img, l.Data) {
			t.Errorf("%s: the legend %v or the data %v shows nothing", name, l.Legend, l.Data)
		}
	}
}

// TestPlotDrawsItsData: each series is drawn in its colour where its
// points lie, and a chart of empty series draws no legend.
func TestPlotDrawsItsData(t *testing.T) {
	c := &Chart{Y: Axis{Log: true}, Series: []Series{
		{Label: "low", Points: []Point{{1, 10}, {2, 20}, {3, 40}}},
		{Label: "high", Points: []Point{{1, 1000}, {2, 5000}, {3, 9000}}},
	}}
	img := Image(c).(*image.RGBA)
	l := c.Place(img.Bounds().Size(), printLook)
	for s, want := range []image.Point{
		{l.Data.Min.X, l.Data.Max.Y}, // the lowest point of the low series
		{l.Data.Max.X, l.Data.Min.Y}, // the highest of the high one
	} {
		if !colourNear(img, want, seriesColors[s], 3) {
			t.Errorf("series %d: no %v near %v", s, seriesColors[s], want)
		}
	}
	empty := &Chart{Series: []Series{{Label: "none"}}}
	if l := empty.Place(image.Pt(600, 400), printLook); !l.Legend.Empty() {
		t.Errorf("a chart without points has a legend at %v", l.Legend)
	}
}

func TestTicks(t *testing.T) {
	labels := func(ts []Tick) (out []string) {
		for _, t := range ts {
			if t.Label != "" {
				out = append(out, t.Label)
			}
		}
		return out
	}
	for _, c := range []struct {
		ax     Axis
		lo, hi float64
		want   []string
	}{
		{Axis{}, 0, 1, []string{"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"}},
		{Axis{}, 1, 3.2, []string{"1.0", "1.5", "2.0", "2.5", "3.0"}},
		{Axis{}, 2, 16, []string{"2", "4", "6", "8", "10", "12", "14", "16"}},
		{Axis{}, -1, 1, []string{"-1.0", "-0.5", "0.0", "0.5", "1.0"}},
		{Axis{Log: true}, 6, 17000, []string{"10", "100", "1k", "10k"}},
		{Axis{Log: true}, 100, 1e6, []string{"100", "1k", "10k", "100k", "1M"}},
		{Axis{Log: true}, 30, 80, []string{"50"}},
		{Axis{Log: true}, 3, 60, []string{"5", "10", "20", "50"}},
		{Axis{Ticks: []Tick{{2, "2"}, {3, ""}, {4, "4"}, {9, "9"}}}, 2, 4, []string{"2", "4"}},
	} {
		if got := labels(c.ax.ticks(c.lo, c.hi)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%+v over [%v, %v]: %q, want %q", c.ax, c.lo, c.hi, got, c.want)
		}
	}
	if got := len(Axis{Log: true}.ticks(1, 100)); got != 19 {
		t.Errorf("1 to 100 on a log axis: %d ticks, want 1…9, 10…90 and 100", got)
	}
}

// TestDashes: a dashed line is cut where its pattern says, across the
// line's corners, and its pieces add up to the line's on parts.
func TestDashes(t *testing.T) {
	line := []pt{{0, 0}, {10, 0}, {10, 10}}
	pieces := dashes(line, []float64{4, 2})
	length := 0.0
	for _, p := range pieces {
		for i := 0; i+1 < len(p); i++ {
			length += math.Hypot(p[i+1].x-p[i].x, p[i+1].y-p[i].y)
		}
	}
	// 20 units of on 4, off 2: 4+4+4 on, and 2 of the fourth dash.
	if len(pieces) != 4 || math.Abs(length-14) > 1e-9 {
		t.Errorf("%d pieces, %v long: %v", len(pieces), length, pieces)
	}
	if got := dashes(line, nil); len(got) != 1 || len(got[0]) != 3 {
		t.Errorf("a solid line is cut: %v", got)
	}
}

// inkInFrame finds a pixel that is not white within width pixels of the
// image's edge.
func inkInFrame(img image.Image, width int) (x, y int, found bool) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			inside := x >= b.Min.X+width && x < b.Max.X-width && y >= b.Min.Y+width && y < b.Max.Y-width
			if !inside && !white(img.At(x, y)) {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// inkIn says whether r holds a pixel that is not white.
func inkIn(img image.Image, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !white(img.At(x, y)) {
				return true
			}
		}
	}
	return false
}

func white(c color.Color) bool { return color.GrayModel.Convert(c).(color.Gray).Y >= 250 }

// colourNear says whether a pixel within d of at has colour want.
func colourNear(img *image.RGBA, at image.Point, want color.RGBA, d int) bool {
	for y := at.Y - d; y <= at.Y+d; y++ {
		for x := at.X - d; x <= at.X+d; x++ {
			if img.RGBAAt(x, y) == want {
				return true
			}
		}
	}
	return false
}

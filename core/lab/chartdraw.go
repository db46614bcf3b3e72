package lab

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	fx "golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"frontier/assets/fonts"
)

// Sizes in points, scaled by Look.Scale.
const (
	chartMargin = 6   // round the chart, clear of the image's edge
	titleSize   = 12  // text
	labelSize   = 11  //
	tickSize    = 10  //
	keySize     = 10  //
	tickLength  = 4   // a labelled tick; others are half as long
	axisGap     = 4   // between the data and the axis lines
	lineWidth   = 1.5 // a series' line
	thinWidth   = 0.7 // axes, ticks, grid, markers
	markerSize  = 3.5 // a marker's radius
	sampleWidth = 24  // a legend entry's line
)

// seriesColors are the series' colours in turn, readable on a dark
// background as on white; seriesDashes their lines' dash patterns (on,
// off, … in points), so that a grey print tells them apart too.
var (
	seriesColors = []color.RGBA{
		{0xf1, 0x5a, 0x60, 0xff}, {0x7a, 0xc3, 0x6a, 0xff}, {0x5a, 0x9b, 0xd4, 0xff}, {0xfa, 0xa7, 0x5b, 0xff},
		{0x9e, 0x67, 0xab, 0xff}, {0xce, 0x70, 0x58, 0xff}, {0xd7, 0x7f, 0xb4, 0xff},
	}
	seriesDashes = [][]float64{nil, {6, 3}, {2, 2}, {6, 2, 2, 2}, {10, 3}, {3, 3, 1, 3}}
)

// chartFont is the window's regular text font, parsed once.
var chartFont = sync.OnceValue(func() *opentype.Font {
	f, err := opentype.Parse(fonts.Regular)
	if err != nil {
		panic("lab: the chart font does not parse: " + err.Error())
	}
	return f
})

// pt is a point on the image, in pixels.
type pt struct{ x, y float64 }

// painter draws on one image in one look.
type painter struct {
	img                                     draw.Image
	look                                    Look
	titleFace, labelFace, tickFace, keyFace font.Face
	z                                       *vector.Rasterizer
}

func newPainter(img draw.Image, look Look) *painter {
	if look.Scale <= 0 {
		look.Scale = 1
	}
	face := func(size float64) font.Face {
		f, err := opentype.NewFace(chartFont(), &opentype.FaceOptions{Size: size, DPI: 72 * look.Scale, Hinting: font.HintingNone})
		if err != nil {
			panic("lab: the chart font: " + err.Error())
		}
		return f
	}
	b := img.Bounds()
	return &painter{img: img, look: look, titleFace: face(titleSize), labelFace: face(labelSize), tickFace: face(tickSize), keyFace: face(keySize),
		z: vector.NewRasterizer(b.Dx(), b.Dy())}
}

// px is a length in points as pixels.
func (p *painter) px(points float64) float64 { return points * p.look.Scale }

func (p *painter) width(f font.Face, s string) float64 { return float64(font.MeasureString(f, s)) / 64 }

func (p *painter) height(f font.Face) float64 {
	m := f.Metrics()
	return float64(m.Ascent+m.Descent) / 64
}

// text draws s in the foreground colour, its top left corner at (x, y).
func (p *painter) text(f font.Face, s string, x, y float64) {
	d := font.Drawer{Dst: p.img, Src: image.NewUniform(p.look.Foreground), Face: f,
		Dot: fx.Point26_6{X: fx.Int26_6(x * 64), Y: fx.Int26_6((y*64 + float64(f.Metrics().Ascent)))}}
	d.DrawString(s)
}

// textUp draws s reading upwards (a quarter turn counter-clockwise),
// centred on c.
func (p *painter) textUp(f font.Face, s string, c pt) {
	w, h := int(math.Ceil(p.width(f, s))), int(math.Ceil(p.height(f)))
	if w <= 0 || h <= 0 {
		return
	}
	flat := image.NewRGBA(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: flat, Src: image.NewUniform(p.look.Foreground), Face: f, Dot: fx.Point26_6{Y: f.Metrics().Ascent}}
	d.DrawString(s)
	up := image.NewRGBA(image.Rect(0, 0, h, w))
	for y := range h {
		for x := range w {
			up.SetRGBA(y, w-1-x, flat.RGBAAt(x, y))
		}
	}
	at := image.Pt(int(math.Round(c.x))-h/2, int(math.Round(c.y))-w/2)
	draw.Draw(p.img, image.Rectangle{Min: at, Max: at.Add(image.Pt(h, w))}, up, image.Point{}, draw.Over)
}

// begin starts a shape: polygons that fill returns in one colour.
func (p *painter) begin() {
	b := p.img.Bounds()
	p.z.Reset(b.Dx(), b.Dy())
}

func (p *painter) fill(c color.Color) {
	p.z.Draw(p.img, p.img.Bounds(), image.NewUniform(c), image.Point{})
}

// polygon adds a polygon to the shape. Every polygon is wound the same
// way, so that where two overlap (the segments of a line and the discs at
// its joints) they add up rather than cancel out.
func (p *painter) polygon(pts ...pt) {
	area := 0.0
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		area += a.x*b.y - b.x*a.y
	}
	if area < 0 {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	o := p.img.Bounds().Min
	p.z.MoveTo(float32(pts[0].x-float64(o.X)), float32(pts[0].y-float64(o.Y)))
	for _, q := range pts[1:] {
		p.z.LineTo(float32(q.x-float64(o.X)), float32(q.y-float64(o.Y)))
	}
	p.z.ClosePath()
}

func (p *painter) disc(c pt, r float64) {
	const n = 16
	var pts [n]pt
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = pt{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	p.polygon(pts[:]...)
}

// stroke adds a line through pts, width pixels wide, with round joints,
// and round ends when caps is set (a dash's ends are square, or a dotted
// line would look solid).
func (p *painter) stroke(width float64, caps bool, pts ...pt) {
	h := width / 2
	for i := 0; i+1 < len(pts); i++ {
		a, b := pts[i], pts[i+1]
		d := math.Hypot(b.x-a.x, b.y-a.y)
		if d == 0 {
			continue
		}
		nx, ny := -(b.y-a.y)/d*h, (b.x-a.x)/d*h
		p.polygon(pt{a.x + nx, a.y + ny}, pt{b.x + nx, b.y + ny}, pt{b.x - nx, b.y - ny}, pt{a.x - nx, a.y - ny})
	}
	if width > 1 {
		for i, q := range pts {
			if caps || i > 0 && i < len(pts)-1 {
				p.disc(q, h)
			}
		}
	}
}

// dashes splits a line through pts into the pieces the pattern (on, off,
// on, … in pixels) draws; a nil pattern draws it whole.
func dashes(pts []pt, pattern []float64) [][]pt {
	if len(pattern) == 0 || len(pts) < 2 {
		return [][]pt{pts}
	}
	var out [][]pt
	i, left, on := 0, pattern[0], true
	cur := []pt{pts[0]}
	for k := 0; k+1 < len(pts); k++ {
		a, b := pts[k], pts[k+1]
		d, done := math.Hypot(b.x-a.x, b.y-a.y), 0.0
		for d-done > left {
			done += left
			q := pt{a.x + (b.x-a.x)*done/d, a.y + (b.y-a.y)*done/d}
			if on {
				out = append(out, append(cur, q))
				cur = nil
			} else {
				cur = []pt{q}
			}
			on, i = !on, (i+1)%len(pattern)
			left = pattern[i]
		}
		left -= d - done
		if on {
			cur = append(cur, b)
		}
	}
	if on && len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

// marker adds series s's marker at c, an outline r pixels from its centre.
func (p *painter) marker(s int, c pt, r, width float64) {
	closed := func(pts ...pt) { p.stroke(width, true, append(pts, pts[0])...) }
	switch s % 6 {
	case 0: // ring
		const n = 16
		var pts [n]pt
		for i := range pts {
			a := 2 * math.Pi * float64(i) / n
			pts[i] = pt{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
		}
		closed(pts[:]...)
	case 1: // square
		q := r * 0.85
		closed(pt{c.x - q, c.y - q}, pt{c.x + q, c.y - q}, pt{c.x + q, c.y + q}, pt{c.x - q, c.y + q})
	case 2: // triangle
		closed(pt{c.x, c.y - r}, pt{c.x + r*0.87, c.y + r/2}, pt{c.x - r*0.87, c.y + r/2})
	case 3: // cross
		q := r * 0.75
		p.stroke(width, true, pt{c.x - q, c.y - q}, pt{c.x + q, c.y + q})
		p.stroke(width, true, pt{c.x - q, c.y + q}, pt{c.x + q, c.y - q})
	case 4: // plus
		p.stroke(width, true, pt{c.x - r, c.y}, pt{c.x + r, c.y})
		p.stroke(width, true, pt{c.x, c.y - r}, pt{c.x, c.y + r})
	default: // diamond
		closed(pt{c.x, c.y - r}, pt{c.x + r, c.y}, pt{c.x, c.y + r}, pt{c.x - r, c.y})
	}
}

// line adds series s's line through pts, with its dashes.
func (p *painter) line(s int, pts []pt) {
	pattern := make([]float64, len(seriesDashes[s%len(seriesDashes)]))
	for i, d := range seriesDashes[s%len(seriesDashes)] {
		pattern[i] = p.px(d)
	}
	for _, piece := range dashes(pts, pattern) {
		p.stroke(p.px(lineWidth), len(pattern) == 0, piece...)
	}
}

// faint is the foreground colour at a quarter of its strength, for the
// grid.
func (p *painter) faint() color.Color {
	r, g, b, a := p.look.Foreground.RGBA()
	return color.RGBA64{uint16(r / 4), uint16(g / 4), uint16(b / 4), uint16(a / 4)}
}

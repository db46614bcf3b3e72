//go:build ignore

// icon_gen draws Frontier's icon: a 3×3 sliding puzzle with one tile on
// its way into the blank, in shapes bold enough to read at 16 pixels.
// Run it from the repository root: go run assets/icon_gen.go
package main

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

const size = 512

func main() {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	bg := color.NRGBA{0x1d, 0x2b, 0x4a, 0xff}
	tile := color.NRGBA{0x4f, 0x9d, 0xe8, 0xff}
	placed := color.NRGBA{0x3c, 0xc0, 0x7a, 0xff}
	accent := color.NRGBA{0xff, 0xa6, 0x2b, 0xff}
	roundRect(img, 16, 16, size-16, size-16, 96, bg)
	const margin, gap = 64, 20
	cell := (size - 2*margin - 2*gap) / 3
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			x, y := margin+c*(cell+gap), margin+r*(cell+gap)
			switch {
			case r == 2 && c == 2:
				continue // the blank
			case r == 2 && c == 1:
				roundRect(img, x, y, x+cell, y+cell, 22, accent)
				arrow(img, x+cell/2, y+cell/2, cell/3, bg)
			case r == 0:
				roundRect(img, x, y, x+cell, y+cell, 22, placed)
			default:
				roundRect(img, x, y, x+cell, y+cell, 22, tile)
			}
		}
	}
	f, err := os.Create("assets/icon.png")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		panic(err)
	}
}

func roundRect(img *image.NRGBA, x0, y0, x1, y1, rad int, c color.NRGBA) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			dx := max(x0+rad-x, x-(x1-1-rad), 0)
			dy := max(y0+rad-y, y-(y1-1-rad), 0)
			if math.Hypot(float64(dx), float64(dy)) <= float64(rad) {
				img.SetNRGBA(x, y, c)
			}
		}
	}
}

// arrow draws a right-pointing triangle centred at (cx, cy).
func arrow(img *image.NRGBA, cx, cy, h int, c color.NRGBA) {
	for y := -h; y <= h; y++ {
		for x := -h; x <= h; x++ {
			if x >= -h/2 && float64(x) <= float64(h)-1.6*math.Abs(float64(y)) {
				img.SetNRGBA(cx+x, cy+y, c)
			}
		}
	}
}

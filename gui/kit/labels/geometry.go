package labels

import "math"

// Point is a point of the drawing, y downward.
type Point struct{ X, Y float32 }

// lerp is the point a fraction f of the way from p to q.
func (p Point) lerp(q Point, f float32) Point { return Point{p.X + (q.X-p.X)*f, p.Y + (q.Y-p.Y)*f} }

// Size is a label's width and height.
type Size struct{ W, H float32 }

// Rect is the rectangle from (X0, Y0) to (X1, Y1).
type Rect struct{ X0, Y0, X1, Y1 float32 }

// At is the rectangle of size s with its top-left corner at p.
func At(p Point, s Size) Rect { return Rect{p.X, p.Y, p.X + s.W, p.Y + s.H} }

// Overlaps reports whether a and b share some area; rectangles that only
// touch do not.
func (a Rect) Overlaps(b Rect) bool {
	return min(a.X1, b.X1)-max(a.X0, b.X0) > 0.01 && min(a.Y1, b.Y1)-max(a.Y0, b.Y0) > 0.01
}

// overlap is the area a and b share.
func (a Rect) overlap(b Rect) float32 {
	w, h := min(a.X1, b.X1)-max(a.X0, b.X0), min(a.Y1, b.Y1)-max(a.Y0, b.Y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// Inside reports whether a lies within b.
func (a Rect) Inside(b Rect) bool {
	return a.X0 >= b.X0-0.01 && a.Y0 >= b.Y0-0.01 && a.X1 <= b.X1+0.01 && a.Y1 <= b.Y1+0.01
}

// distance is how far p lies from a, 0 inside it.
func (a Rect) distance(p Point) float32 {
	return float32(math.Sqrt(float64(a.distance2(p))))
}

// distance2 is the square of distance, cheaper to compare.
func (a Rect) distance2(p Point) float32 {
	dx := max(a.X0-p.X, 0, p.X-a.X1)
	dy := max(a.Y0-p.Y, 0, p.Y-a.Y1)
	return dx*dx + dy*dy
}

// Nearest is the point of a nearest p, for a leader line from p.
func (a Rect) Nearest(p Point) Point {
	return Point{max(a.X0, min(p.X, a.X1)), max(a.Y0, min(p.Y, a.Y1))}
}

// crosses reports whether the segment from p to q passes through a.
func (a Rect) crosses(p, q Point) bool {
	// Liang–Barsky: clip the segment's parameter to the rectangle.
	t0, t1 := float32(0), float32(1)
	dx, dy := q.X-p.X, q.Y-p.Y
	for _, e := range [4][2]float32{{-dx, p.X - a.X0}, {dx, a.X1 - p.X}, {-dy, p.Y - a.Y0}, {dy, a.Y1 - p.Y}} {
		if e[0] == 0 {
			if e[1] < 0 {
				return false
			}
			continue
		}
		t := e[1] / e[0]
		if e[0] < 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}

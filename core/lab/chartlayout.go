package lab

import (
	"image"
	"math"
)

// chartLayout is where the parts of a chart go on one image.
type chartLayout struct {
	area   image.Rectangle // the title, the axes and the data: inside the margin, beside or over the legend
	data   image.Rectangle
	legend image.Rectangle
	rows   int // of the legend, filled a column at a time
	xs, ys axisScale
	xt, yt []Tick
}

// layout places c on p's image. The legend goes beside the axes when it
// takes at most a quarter of the width, else under them, in as many
// columns as fit; the axes take what their tick labels and names need,
// and the data the rest.
func layout(c *Chart, p *painter) chartLayout {
	b := p.img.Bounds()
	m := int(math.Round(p.px(chartMargin)))
	inner := b.Inset(m)
	l := chartLayout{area: inner}
	if w, n := p.legendEntries(c); n > 0 {
		w, row, apart := int(math.Ceil(w)), p.height(p.keyFace), int(math.Round(p.px(12)))
		if w <= inner.Dx()/4 {
			l.rows = n
			l.legend = image.Rect(inner.Max.X-w, inner.Min.Y, inner.Max.X, inner.Min.Y+int(math.Ceil(float64(n)*row)))
			l.area.Max.X = l.legend.Min.X - 2*m
		} else {
			cols := max(1, min(n, (inner.Dx()+apart)/(w+apart)))
			l.rows = (n + cols - 1) / cols
			cols = (n + l.rows - 1) / l.rows
			h := int(math.Ceil(float64(l.rows) * row))
			l.legend = image.Rect(inner.Min.X, inner.Max.Y-h, inner.Min.X+min(cols*(w+apart)-apart, inner.Dx()), inner.Max.Y)
			l.area.Max.Y = l.legend.Min.Y - m
		}
	}
	var xs, ys []float64
	for _, s := range c.Series {
		for _, q := range s.Points {
			xs, ys = append(xs, q.X), append(ys, q.Y)
		}
	}
	xlo, xhi := c.X.extent(xs)
	ylo, yhi := c.Y.extent(ys)
	l.xt, l.yt = c.X.ticks(xlo, xhi), c.Y.ticks(ylo, yhi)

	gap, tick := p.px(axisGap), p.px(tickLength)
	top := float64(l.area.Min.Y) + p.height(p.tickFace)/2 // the top tick's label
	if c.Title != "" && !p.look.NoTitle {
		top += p.height(p.titleFace) + p.px(4)
	}
	bottom := float64(l.area.Max.Y) - gap - tick - p.px(2) - p.height(p.tickFace)
	if c.XLabel != "" {
		bottom -= p.height(p.labelFace) + p.px(2)
	}
	labels := 0.0
	for _, t := range l.yt {
		labels = max(labels, p.width(p.tickFace, t.Label))
	}
	left := float64(l.area.Min.X) + gap + tick + p.px(3) + labels
	if c.YLabel != "" {
		left += p.height(p.labelFace) + p.px(4)
	}
	right := float64(l.area.Max.X) - p.px(markerSize)
	if n := len(l.xt); n > 0 {
		right = min(right, float64(l.area.Max.X)-p.width(p.tickFace, l.xt[n-1].Label)/2)
	}
	right, bottom = max(right, left+1), max(bottom, top+1)
	l.data = image.Rect(int(math.Ceil(left)), int(math.Ceil(top)), int(math.Floor(right)), int(math.Floor(bottom)))
	l.xs = axisScale{log: c.X.Log, lo: xlo, hi: xhi, from: float64(l.data.Min.X), to: float64(l.data.Max.X)}
	l.ys = axisScale{log: c.Y.Log, lo: ylo, hi: yhi, from: float64(l.data.Max.Y), to: float64(l.data.Min.Y)}
	return l
}

// title draws the chart's title centred over its area.
func (p *painter) title(c *Chart, l chartLayout) {
	if c.Title == "" || p.look.NoTitle {
		return
	}
	mid := float64(l.area.Min.X+l.area.Max.X) / 2
	p.text(p.titleFace, c.Title, mid-p.width(p.titleFace, c.Title)/2, float64(l.area.Min.Y))
}

// axes draws the grid, the two axes with their ticks and labels, and the
// axes' names.
func (p *painter) axes(c *Chart, l chartLayout) {
	d := l.data
	gap, tick := p.px(axisGap), p.px(tickLength)
	xAxis, yAxis := float64(d.Max.Y)+gap, float64(d.Min.X)-gap
	if c.Grid {
		p.begin()
		for _, t := range l.xt {
			if x := l.xs.at(t.Value); t.Label != "" {
				p.stroke(p.px(thinWidth), false, pt{x, float64(d.Min.Y)}, pt{x, float64(d.Max.Y)})
			}
		}
		for _, t := range l.yt {
			if y := l.ys.at(t.Value); t.Label != "" {
				p.stroke(p.px(thinWidth), false, pt{float64(d.Min.X), y}, pt{float64(d.Max.X), y})
			}
		}
		p.fill(p.faint())
	}
	p.begin()
	p.stroke(p.px(thinWidth), false, pt{float64(d.Min.X), xAxis}, pt{float64(d.Max.X), xAxis})
	p.stroke(p.px(thinWidth), false, pt{yAxis, float64(d.Min.Y)}, pt{yAxis, float64(d.Max.Y)})
	length := func(t Tick) float64 {
		if t.Label == "" {
			return tick / 2
		}
		return tick
	}
	for _, t := range l.xt {
		x := l.xs.at(t.Value)
		p.stroke(p.px(thinWidth), false, pt{x, xAxis}, pt{x, xAxis + length(t)})
	}
	for _, t := range l.yt {
		y := l.ys.at(t.Value)
		p.stroke(p.px(thinWidth), false, pt{yAxis, y}, pt{yAxis - length(t), y})
	}
	p.fill(p.look.Foreground)
	for _, t := range l.xt {
		p.text(p.tickFace, t.Label, l.xs.at(t.Value)-p.width(p.tickFace, t.Label)/2, xAxis+tick+p.px(2))
	}
	for _, t := range l.yt {
		p.text(p.tickFace, t.Label, yAxis-tick-p.px(2)-p.width(p.tickFace, t.Label), l.ys.at(t.Value)-p.height(p.tickFace)/2)
	}
	if c.XLabel != "" {
		mid := float64(d.Min.X+d.Max.X) / 2
		p.text(p.labelFace, c.XLabel, mid-p.width(p.labelFace, c.XLabel)/2, float64(l.area.Max.Y)-p.height(p.labelFace))
	}
	if c.YLabel != "" {
		p.textUp(p.labelFace, c.YLabel, pt{float64(l.area.Min.X) + p.height(p.labelFace)/2, float64(d.Min.Y+d.Max.Y) / 2})
	}
}

// series draws each series' line and its markers, in the series' colour.
func (p *painter) series(c *Chart, l chartLayout) {
	for s, se := range c.Series {
		var pts []pt
		for _, q := range se.Points {
			if c.X.drawable(q.X) && c.Y.drawable(q.Y) {
				pts = append(pts, pt{l.xs.at(q.X), l.ys.at(q.Y)})
			}
		}
		if len(pts) == 0 {
			continue
		}
		p.begin()
		p.line(s, pts)
		for _, q := range pts {
			p.marker(s, q, p.px(markerSize), p.px(thinWidth))
		}
		p.fill(seriesColors[s%len(seriesColors)])
	}
}

// legendEntries is the width of the legend's widest entry, a series'
// line and marker, then its name, and the number of entries: one a
// series with points.
func (p *painter) legendEntries(c *Chart) (w float64, n int) {
	for _, s := range c.Series {
		if len(s.Points) > 0 {
			w, n = max(w, p.width(p.keyFace, s.Label)), n+1
		}
	}
	return p.px(sampleWidth) + p.px(4) + w, n
}

// legend draws a row for each series with points, in the series' colour,
// line and marker: a series keeps its solver's look in every chart of a
// run, whichever others are empty.
func (p *painter) legend(c *Chart, l chartLayout) {
	row, k := p.height(p.keyFace), 0
	w, _ := p.legendEntries(c)
	for s, se := range c.Series {
		if len(se.Points) == 0 {
			continue
		}
		col := float64(k / l.rows)
		x := float64(l.legend.Min.X) + col*(math.Ceil(w)+math.Round(p.px(12)))
		y := float64(l.legend.Min.Y) + float64(k%l.rows)*row
		k++
		mid := y + row/2
		p.begin()
		p.line(s, []pt{{x + p.px(1), mid}, {x + p.px(sampleWidth-1), mid}})
		p.marker(s, pt{x + p.px(sampleWidth)/2, mid}, p.px(markerSize), p.px(thinWidth))
		p.fill(seriesColors[s%len(seriesColors)])
		p.text(p.keyFace, se.Label, x+p.px(sampleWidth)+p.px(4), y)
	}
}

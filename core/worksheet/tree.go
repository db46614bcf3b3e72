package worksheet

import (
	"fmt"
	"strings"

	"frontier/core/gametrees"
)

// Sizes of a drawn tree, in SVG units (pixels at 96 per inch).
const (
	leafGap  = 34
	levelGap = 62
	nodeR    = 13
	margin   = 22
)

// treeSVG draws t with leaves evenly spaced and each parent centred over
// its children; MAX nodes are triangles pointing up, MIN down. With run,
// the key's drawing: cut branches dashed and crossed, the nodes below
// them grey, every searched node's value beside it.
func treeSVG(t *gametrees.Tree, run *gametrees.Run) string {
	x := make([]float64, len(t.Nodes))
	next := 0.0
	var place func(i int)
	place = func(i int) {
		n := &t.Nodes[i]
		if n.Leaf() {
			x[i] = margin + next*leafGap
			next++
			return
		}
		for _, k := range n.Kids {
			place(k)
		}
		x[i] = (x[n.Kids[0]] + x[n.Kids[len(n.Kids)-1]]) / 2
	}
	place(0)
	y := func(i int) float64 { return margin + float64(t.Nodes[i].Depth)*levelGap }
	w := int(margin*2 + (next-1)*leafGap + 30)
	h := int(margin*2 + float64(t.Depth())*levelGap + 24)
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", w, h, w, h)
	for k := 1; k < len(t.Nodes); k++ {
		p := t.Nodes[k].Parent
		style := "stroke=\"#000\" stroke-width=\"1.5\""
		if run != nil && run.Cut[k] {
			style = "stroke=\"#000\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\""
		}
		fmt.Fprintf(&b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" %s/>\n", x[p], y(p), x[k], y(k), style)
		if run != nil && run.Cut[k] {
			mx, my := (x[p]+x[k])/2, (y(p)+y(k))/2
			fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\">✕</text>\n", mx, my)
		}
	}
	for i := range t.Nodes {
		n := &t.Nodes[i]
		grey := run != nil && !run.Visits[i].Searched
		fill, ink := "#fff", "#000"
		if grey {
			ink = "#999"
		}
		if n.Leaf() {
			fmt.Fprintf(&b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"24\" height=\"22\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"/>\n", x[i]-12, y(i)-11, fill, ink)
			fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"13\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"%s\">%s</text>\n", x[i], y(i), ink, gametrees.Signed(n.Value))
			fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" text-anchor=\"middle\" fill=\"%s\">%s</text>\n", x[i], y(i)+22, ink, n.Name)
			continue
		}
		cx, cy := x[i], y(i)
		pts := fmt.Sprintf("%.1f,%.1f %.1f,%.1f %.1f,%.1f", cx, cy-nodeR, cx-nodeR, cy+nodeR*0.8, cx+nodeR, cy+nodeR*0.8)
		if !n.Max {
			pts = fmt.Sprintf("%.1f,%.1f %.1f,%.1f %.1f,%.1f", cx, cy+nodeR, cx-nodeR, cy-nodeR*0.8, cx+nodeR, cy-nodeR*0.8)
		}
		fmt.Fprintf(&b, "<polygon points=\"%s\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"/>\n", pts, fill, ink)
		fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"%s\">%s</text>\n", cx, cy, ink, n.Name)
		if run != nil && run.Visits[i].Searched {
			fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" font-weight=\"bold\">%s</text>\n", cx+nodeR+3, cy-4, gametrees.Signed(run.Visits[i].Value))
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

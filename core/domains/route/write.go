package route

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// Text is m in the map file format; Parse reads it back as the same map
// (places, roads in their order, tables and scale), though not the
// comments or the lines of the file m was read from.
func (m *Map) Text() string { return NewDraft(m).Text() }

// Text is the draft in the map file format: the comment lines of the file
// it was read from (ParseDraft), else a line on the format, the scale
// when it is not 1, the unit when it is not km, the places, the roads and the tables' lines, in the draft's order. A
// draft that Build refuses gives a text that Parse refuses alike.
func (d *Draft) Text() string {
	var b strings.Builder
	d.Write(&b)
	return b.String()
}

// Write writes the draft as Text does; the error is the writer's.
func (d *Draft) Write(w io.Writer) error {
	b := bufio.NewWriter(w)
	if len(d.comment) == 0 {
		b.WriteString("# A map of places and roads: place NAME X Y, road A B KM, oneway A B KM, h GOAL PLACE KM.\n")
	}
	for _, c := range d.comment {
		b.WriteString(c + "\n")
	}
	if d.scale != 1 {
		b.WriteString("scale " + number(d.scale) + "\n")
	}
	if d.unit != "" && d.unit != DefaultUnit {
		b.WriteString("unit " + d.unit + "\n")
	}
	section := func(n int, line func(i int) string) {
		if n > 0 {
			b.WriteString("\n")
		}
		for i := range n {
			b.WriteString(line(i) + "\n")
		}
	}
	section(len(d.places), func(i int) string {
		p := d.places[i]
		return "place " + word(p.Name) + " " + number(p.X) + " " + number(p.Y)
	})
	section(len(d.roads), func(i int) string {
		r, kind := d.roads[i], "road "
		if r.OneWay {
			kind = "oneway "
		}
		return kind + word(d.places[r.From].Name) + " " + word(d.places[r.To].Name) + " " + strconv.Itoa(r.Length)
	})
	section(len(d.estimates), func(i int) string {
		e := d.estimates[i]
		return "h " + word(d.places[e.Goal].Name) + " " + word(d.places[e.Place].Name) + " " + strconv.Itoa(e.KM)
	})
	return b.Flush()
}

// word is a name as the file writes it: in double quotes when a space or
// a # in it would cut it.
func word(name string) string {
	if strings.ContainsAny(name, " #") {
		return `"` + name + `"`
	}
	return name
}

// number is a coordinate or scale written short, and exactly enough for
// the parser to read back the same number: in the one spelling numfmt
// reads, never with an exponent (1000000, not 1e+06).
func number(v float64) string {
	if v == 0 {
		return "0" // and not -0
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// TextFor is m's Text with the straight-line distance of every place to
// goal as h lines, those its table for goal lacks added at the end: what
// a program reads to search m for goal without working the distances out.
func (m *Map) TextFor(goal Place) string {
	var b strings.Builder
	b.WriteString(m.Text())
	table := m.tables[goal]
	added := false
	for p, h := range m.StraightLine(goal) {
		if table != nil && table[p] >= 0 {
			continue
		}
		if !added {
			b.WriteString("\n# the straight-line distance of every place to " + word(m.Name(goal)) + "\n")
			added = true
		}
		b.WriteString("h " + word(m.Name(goal)) + " " + word(m.Name(Place(p))) + " " + strconv.Itoa(h) + "\n")
	}
	return b.String()
}

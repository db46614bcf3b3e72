package kittest

import (
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// TextRows lays r out at width and returns the lines it draws, top to
// bottom: the texts that share a height, joined left to right.
func TextRows(r *widget.RichText, width float32) []string {
	r.Resize(fyne.NewSize(width, 10))
	r.Resize(fyne.NewSize(width, r.MinSize().Height))
	type piece struct {
		x, y float32
		text string
	}
	var pieces []piece
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		at = at.Add(o.Position())
		switch c := o.(type) {
		case *canvas.Text:
			pieces = append(pieces, piece{at.X, at.Y, c.Text})
		case *fyne.Container:
			for _, k := range c.Objects {
				walk(k, at)
			}
		case fyne.Widget:
			for _, k := range Children(c) {
				walk(k, at)
			}
		}
	}
	for _, k := range Children(r) {
		walk(k, fyne.Position{})
	}
	sort.SliceStable(pieces, func(i, j int) bool {
		if pieces[i].y != pieces[j].y {
			return pieces[i].y < pieces[j].y
		}
		return pieces[i].x < pieces[j].x
	})
	var rows []string
	for i, p := range pieces {
		if i == 0 || p.y != pieces[i-1].y {
			rows = append(rows, "")
		}
		rows[len(rows)-1] += p.text
	}
	return rows
}

// ReadsWell fails the test if r, laid out at any width from narrow to
// wide, draws a line of a single letter: a sign that words were broken
// letter by letter.
func ReadsWell(t testing.TB, what string, r *widget.RichText) {
	t.Helper()
	for width := float32(160); width <= 1000; width += 3 {
		for _, row := range TextRows(r, width) {
			if s := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(row), "•")); len([]rune(s)) == 1 {
				t.Errorf("%s at %v wide: a line reads only %q", what, width, s)
				return
			}
		}
	}
}

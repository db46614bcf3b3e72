package kittest

import (
	"fmt"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Cut walks the visible tree under root, the content of a window whose
// canvas has the given size, and describes each text a reader cannot see
// whole: a label cut short with an ellipsis or drawn past its room (more
// lines than its height keeps, a line wider than it), a menu whose choice
// is cut short, a button or switch narrower than its words, a greyed
// box narrower than its text, a table whose columns are wider than the
// table, a control past the window's right edge. What a scroll container's view leaves out is not cut: it
// scrolls into view.
func Cut(root fyne.CanvasObject, window fyne.Size) []string {
	var out []string
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if !o.Visible() || o.Size().Width < 1 || o.Size().Height < 1 {
			return
		}
		pos := at.Add(o.Position())
		if _, ok := o.(*canvas.Text); !ok && pos.X+o.Size().Width > window.Width+0.5 && IsControl(o) {
			out = append(out, fmt.Sprintf("%s ends at x %.0f, past the window's %.0f", describe(o), pos.X+o.Size().Width, window.Width))
		}
		if why := cutText(o); why != "" {
			out = append(out, fmt.Sprintf("%s at %v size %v: %s", describe(o), pos, o.Size(), why))
			return
		}
		switch o.(type) {
		case *widget.Label, *widget.Button, *widget.Check, *widget.RadioGroup, *widget.Entry:
			return
		}
		if embeddedEntry(o) != nil {
			return
		}
		if selected(o) != nil {
			return
		}
		for _, c := range Children(o) {
			walk(c, pos)
		}
	}
	walk(root, fyne.Position{})
	return out
}

// cutText says how o's own text is cut, or "".
func cutText(o fyne.CanvasObject) string {
	switch w := o.(type) {
	case *widget.Label:
		if strings.TrimSpace(w.Text) == "" {
			return ""
		}
		return drawnPast(w, w.Text)
	case *widget.Button:
		if w.Text != "" && w.MinSize().Width > w.Size().Width+0.5 {
			return fmt.Sprintf("%.0f wide, its words need %.0f", w.Size().Width, w.MinSize().Width)
		}
		return ""
	case *widget.Check:
		if w.Text != "" && w.MinSize().Width > w.Size().Width+0.5 {
			return fmt.Sprintf("%.0f wide, its words need %.0f", w.Size().Width, w.MinSize().Width)
		}
		return ""
	case *widget.RadioGroup:
		if m := w.MinSize(); m.Width > w.Size().Width+0.5 || m.Height > w.Size().Height+0.5 {
			return fmt.Sprintf("%v, its choices need %v", w.Size(), m)
		}
		return ""
	case *widget.Table:
		return tableCut(w)
	case *widget.Entry:
		return entryCut(w)
	}
	if t := embeddedTable(o); t != nil {
		return tableCut(t)
	}
	if e := embeddedEntry(o); e != nil {
		return entryCut(e)
	}
	if s := selected(o); s != nil && *s != "" {
		return drawnPast(o, *s)
	}
	return ""
}

// selected is the choice of a menu (a widget.Select, or a widget that
// embeds one), nil for anything else.
func selected(o fyne.CanvasObject) *string {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	if _, ok := o.(*widget.Select); !ok && !v.Elem().FieldByName("Select").IsValid() {
		return nil
	}
	f := v.Elem().FieldByName("Selected")
	if !f.IsValid() || f.Kind() != reflect.String {
		return nil
	}
	s := f.String()
	return &s
}

// drawnPast says how the texts drawn inside widget o show less than
// text, or past o's bounds; "" when they show it whole inside them.
func drawnPast(o fyne.CanvasObject, text string) string {
	var drawn []string
	var past string
	size := o.Size()
	var walk func(c fyne.CanvasObject, at fyne.Position)
	walk = func(c fyne.CanvasObject, at fyne.Position) {
		if !c.Visible() {
			return
		}
		pos := at.Add(c.Position())
		if t, ok := c.(*canvas.Text); ok {
			if t.Text == "" {
				return
			}
			drawn = append(drawn, t.Text)
			m := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
			right := pos.X + m.Width
			switch t.Alignment {
			case fyne.TextAlignCenter:
				right = pos.X + (t.Size().Width+m.Width)/2
			case fyne.TextAlignTrailing:
				right = pos.X + t.Size().Width
			}
			bottom := pos.Y + m.Height
			if right > size.Width+0.5 || bottom > size.Height+0.5 || pos.X < -0.5 || pos.Y < -0.5 {
				past = fmt.Sprintf("%q drawn to %.0f×%.0f, past its %.0f×%.0f", t.Text, right, bottom, size.Width, size.Height)
			}
			return
		}
		for _, k := range Children(c) {
			walk(k, pos)
		}
	}
	for _, k := range Children(o) {
		walk(k, fyne.Position{})
	}
	if past != "" {
		return past
	}
	shown := strings.Join(drawn, " ")
	if strings.Contains(shown, "…") && strings.Count(shown, "…") > strings.Count(text, "…") {
		return fmt.Sprintf("%q shows as %q", text, shown)
	}
	return ""
}

// entryCut says whether a greyed one-line box is narrower than its
// text, which then shows in part (the goal the sliding puzzle's menu
// chose read "0,1,2,3"): a box that takes input scrolls its text under
// the cursor, a greyed one cannot be scrolled; a placeholder is a hint,
// which may be cut, and a box of several lines wraps or scrolls.
func entryCut(e *widget.Entry) string {
	if !e.Disabled() || e.MultiLine || e.Text == "" || e.Password {
		return ""
	}
	th := e.Theme()
	need := fyne.MeasureText(e.Text, th.Size(theme.SizeNameText), e.TextStyle).Width + 2*th.Size(theme.SizeNameInnerPadding)
	if need > e.Size().Width+0.5 {
		return fmt.Sprintf("%q shows in part: the box is %.0f wide, its text needs %.0f", e.Text, e.Size().Width, need)
	}
	return ""
}

// embeddedEntry is the box a widget of the app's embeds (kit.Entry), or
// nil.
func embeddedEntry(o fyne.CanvasObject) *widget.Entry {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := v.Elem().FieldByName("Entry")
	if !f.IsValid() || f.Type() != reflect.TypeFor[widget.Entry]() {
		return nil
	}
	return f.Addr().Interface().(*widget.Entry)
}

// embeddedTable is the table a widget of the app's embeds, or nil.
func embeddedTable(o fyne.CanvasObject) *widget.Table {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := v.Elem().FieldByName("Table")
	if !f.IsValid() || f.Type() != reflect.TypeFor[widget.Table]() {
		return nil
	}
	return f.Addr().Interface().(*widget.Table)
}

// tableCut says whether a table's columns, with the padding the table
// keeps between two, are wider than the table, so that some scroll out of
// sight sideways.
func tableCut(t *widget.Table) string {
	_, cols := t.Length()
	var w float32
	for c := range cols {
		w += columnWidth(t, c)
	}
	if cols > 1 {
		w += float32(cols-1) * t.Theme().Size(theme.SizeNamePadding)
	}
	if w > t.Size().Width+0.5 {
		return fmt.Sprintf("its %d columns take %.0f, the table is %.0f wide", cols, w, t.Size().Width)
	}
	return ""
}

// columnWidth is column c's width in t: its own or the cells' minimum.
func columnWidth(t *widget.Table, c int) float32 {
	v := reflect.ValueOf(t).Elem().FieldByName("columnWidths")
	if v.IsValid() && v.Len() > 0 {
		if w := v.MapIndex(reflect.ValueOf(c)); w.IsValid() {
			return float32(w.Float())
		}
	}
	return t.CreateCell().MinSize().Width
}

// describe names a widget by its type and text.
func describe(o fyne.CanvasObject) string {
	switch w := o.(type) {
	case *widget.Label:
		return fmt.Sprintf("label %q", short(w.Text))
	case *widget.Button:
		return fmt.Sprintf("button %q", w.Text)
	case *widget.Check:
		return fmt.Sprintf("switch %q", w.Text)
	}
	if s := selected(o); s != nil {
		return fmt.Sprintf("menu %q", *s)
	}
	if e, ok := o.(*widget.Entry); ok {
		return fmt.Sprintf("box %q", short(e.Text))
	}
	if e := embeddedEntry(o); e != nil {
		return fmt.Sprintf("box %q", short(e.Text))
	}
	return fmt.Sprintf("%T", o)
}

func short(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:57]) + "…"
	}
	return s
}

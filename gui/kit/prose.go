package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Prose turns a small text format into rich text that reads well:
//
//	# Heading            ## Subheading
//	- list item          (consecutive items make one list)
//	a paragraph          (lines up to a blank line)
//
// and **bold** for the term a paragraph or list item starts with, as in
// "**Step** expands one node". Unlike Markdown, nothing else is special:
// an asterisk, as in A* or b*, is just an asterisk, so the names of the
// algorithms never turn into italics. Bold anywhere else is read as
// plain text: Fyne 2.7 wraps a run of text that starts with less than a
// letter's room left on its line one letter a line, to the end of the
// run, so a paragraph changes style at most once, after its first words,
// where the line has room.
func Prose(src string) *widget.RichText {
	var segs []widget.RichTextSegment
	var items []string // the list being read
	var para []string
	flush := func() {
		if len(para) > 0 {
			segs = append(segs, spans(strings.Join(para, " "))...)
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph})
			para = nil
		}
		if len(items) > 0 {
			list := &widget.ListSegment{}
			for _, it := range items {
				list.Items = append(list.Items, &widget.ParagraphSegment{Texts: spans(it)})
			}
			segs = append(segs, list)
			items = nil
		}
	}
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			flush()
		case strings.HasPrefix(line, "## "):
			flush()
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleSubHeading, Text: line[3:]})
		case strings.HasPrefix(line, "# "):
			flush()
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleHeading, Text: line[2:]})
		case strings.HasPrefix(line, "- "):
			if len(para) > 0 {
				flush()
			}
			items = append(items, line[2:])
		case len(items) > 0: // a list item's next line
			items[len(items)-1] += " " + line
		default:
			para = append(para, line)
		}
	}
	flush()
	r := widget.NewRichText(segs...)
	r.Wrapping = fyne.TextWrapWord
	return r
}

// spans is text as one plain run, or a bold term and a plain run when
// text starts with one; other ** marks are dropped (see Prose).
func spans(text string) []widget.RichTextSegment {
	var out []widget.RichTextSegment
	if rest, ok := strings.CutPrefix(text, "**"); ok {
		if term, after, ok := strings.Cut(rest, "**"); ok {
			out = append(out, &widget.TextSegment{Style: widget.RichTextStyleStrong, Text: term})
			text = after
		}
	}
	if text = strings.ReplaceAll(text, "**", ""); text != "" {
		out = append(out, &widget.TextSegment{Style: widget.RichTextStyleInline, Text: text})
	}
	return out
}

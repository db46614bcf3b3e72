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
// and **bold** inside any of them. Unlike Markdown, nothing else is
// special: an asterisk, as in A* or b*, is just an asterisk, so the names
// of the algorithms never turn into italics.
func Prose(src string) *widget.RichText {
	var segs []widget.RichTextSegment
	var list *widget.ListSegment
	var para []string
	flush := func() {
		if len(para) > 0 {
			segs = append(segs, spans(strings.Join(para, " "))...)
			segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph})
			para = nil
		}
		if list != nil {
			segs = append(segs, list)
			list = nil
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
			if list == nil {
				list = &widget.ListSegment{}
			}
			list.Items = append(list.Items, &widget.ParagraphSegment{Texts: spans(line[2:])})
		case list != nil: // a list item's next line
			last := list.Items[len(list.Items)-1].(*widget.ParagraphSegment)
			last.Texts = append(last.Texts, spans(" "+line)...)
		default:
			para = append(para, line)
		}
	}
	flush()
	r := widget.NewRichText(segs...)
	r.Wrapping = fyne.TextWrapWord
	return r
}

// spans splits text at its ** marks into plain and bold runs.
func spans(text string) []widget.RichTextSegment {
	var out []widget.RichTextSegment
	for i, run := range strings.Split(text, "**") {
		if run == "" {
			continue
		}
		style := widget.RichTextStyleInline
		if i%2 == 1 {
			style = widget.RichTextStyleStrong
		}
		out = append(out, &widget.TextSegment{Style: style, Text: run})
	}
	return out
}

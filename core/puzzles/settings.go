package puzzles

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Settings are options given to a puzzle by name, each as the text a
// command line, a file or a form holds, before the puzzle reads them (see
// New). The zero value gives none. Settings are comparable, so that a
// Spec is: two Settings are equal when they give the same names the same
// texts, in whatever order they were set.
type Settings struct {
	// enc is each name and its text quoted (strconv.Quote), by name: one
	// string keeps Settings comparable, and quoting makes any name and
	// text safe to put side by side.
	enc string
}

type setting struct{ name, text string }

func (s Settings) all() []setting {
	var out []setting
	for rest := s.enc; rest != ""; {
		n, _ := strconv.QuotedPrefix(rest)
		rest = rest[len(n):]
		t, _ := strconv.QuotedPrefix(rest)
		rest = rest[len(t):]
		name, _ := strconv.Unquote(n)
		text, _ := strconv.Unquote(t)
		out = append(out, setting{name, text})
	}
	return out
}

func settingsOf(all []setting) Settings {
	slices.SortFunc(all, func(a, b setting) int { return strings.Compare(a.name, b.name) })
	var b strings.Builder
	for _, st := range all {
		b.WriteString(strconv.Quote(st.name))
		b.WriteString(strconv.Quote(st.text))
	}
	return Settings{b.String()}
}

// With is s with option name set to text, replacing any text it had.
func (s Settings) With(name, text string) Settings {
	all := slices.DeleteFunc(s.all(), func(st setting) bool { return st.name == name })
	return settingsOf(append(all, setting{name, text}))
}

// Without is s without option name.
func (s Settings) Without(name string) Settings {
	return settingsOf(slices.DeleteFunc(s.all(), func(st setting) bool { return st.name == name }))
}

// Get is the text of option name, and whether s sets it.
func (s Settings) Get(name string) (string, bool) {
	for _, st := range s.all() {
		if st.name == name {
			return st.text, true
		}
	}
	return "", false
}

// Names lists the options s sets, sorted.
func (s Settings) Names() []string {
	var out []string
	for _, st := range s.all() {
		out = append(out, st.name)
	}
	return out
}

// String writes s as name=text pairs, for messages and test failures:
// `diagonal=true width=4`.
func (s Settings) String() string {
	var words []string
	for _, st := range s.all() {
		words = append(words, st.name+"="+quoteWord(st.text))
	}
	return strings.Join(words, " ")
}

// quoteWord is text as one word of a header: itself when it is one word
// with no quote in it, quoted (strconv.Quote) otherwise.
func quoteWord(text string) string {
	if text == "" || strings.ContainsRune(text, '"') || strings.IndexFunc(text, unicode.IsSpace) >= 0 ||
		!strconv.CanBackquote(text) {
		return strconv.Quote(text)
	}
	return text
}

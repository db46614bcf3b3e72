package puzzles_test

import (
	"errors"
	"strings"
	"testing"

	"frontier/core/puzzles"
)

// labelled is Hanoi under another id, with options of every type whose
// values its Spec keeps as given: enough to write and read headers of
// any text.
func init() {
	puzzles.Register(puzzles.Entry{
		ID: "labelled", Title: "labelled towers", Rank: 11,
		Options: []puzzles.Option{
			{Name: "name", Help: "any text", Size: true},
			{Name: "note", Help: "any text", Arg: "TEXT"},
			{Name: "fast", Type: puzzles.BoolOption, Help: "a switch"},
			{Name: "count", Type: puzzles.IntOption, Min: 1, Max: 9, Default: "1", Arg: "N", Help: "a number"},
		},
		New: func(v puzzles.Values) (puzzles.Domain, error) {
			return puzzles.Erase(puzzles.Spec{ID: "labelled", Settings: v.Settings()}, hanoiKind), nil
		},
	})
}

func TestSettings(t *testing.T) {
	a := puzzles.Settings{}.With("width", "4").With("goal", "a b").With("width", "5")
	b := puzzles.Settings{}.With("goal", "a b").With("width", "5")
	if a != b || a.String() != `goal="a b" width=5` || strings.Join(a.Names(), ",") != "goal,width" {
		t.Errorf("%v and %v differ, or read %q", a, b, a.String())
	}
	if text, ok := a.Get("goal"); !ok || text != "a b" {
		t.Errorf("goal %q %v", text, ok)
	}
	if _, ok := a.Get("diagonal"); ok {
		t.Error("diagonal set")
	}
	// Names and texts holding quotes or the encoding's own marks stay apart.
	odd := puzzles.Settings{}.With(`a"b`, `"c"d`).With("a", `b"`)
	if text, _ := odd.Get(`a"b`); text != `"c"d` || a.Without("goal").Without("width") != (puzzles.Settings{}) {
		t.Errorf("odd settings %v", odd)
	}
}

// got is what the values puzzle's constructor was handed last.
var got puzzles.Values

func init() {
	puzzles.Register(puzzles.Entry{
		ID: "values", Title: "values", Rank: 12,
		Options: []puzzles.Option{
			{Name: "count", Type: puzzles.IntOption, Min: 1, Max: 9, Default: "1"},
			{Name: "fast", Type: puzzles.BoolOption},
			{Name: "note"},
		},
		New: func(v puzzles.Values) (puzzles.Domain, error) {
			got = v
			return puzzles.Erase(puzzles.Spec{ID: "values"}, hanoiKind), nil
		},
	})
}

func TestValues(t *testing.T) {
	if _, err := puzzles.New("values", puzzles.Settings{}.With("count", " 7 ").With("fast", "true")); err != nil {
		t.Fatal(err)
	}
	if got.Int("count") != 7 || !got.Bool("fast") || got.Text("note") != "" || got.Given("note") || !got.Given("count") {
		t.Errorf("values %v: count %d fast %v note %q", got.Settings(), got.Int("count"), got.Bool("fast"), got.Text("note"))
	}
	mustPanic(t, "a bool read as an int", func() { got.Int("fast") })
	mustPanic(t, "an undeclared option", func() { got.Text("colour") })
	_, err := puzzles.New("values", puzzles.Settings{}.With("count", "10"))
	var oe *puzzles.OptionError
	if !errors.As(err, &oe) || oe.Name != "count" || err.Error() != "count 10 is out of range (1–9)" {
		t.Errorf("count 10: %v", err)
	}
	if _, err := puzzles.New("values", puzzles.Settings{}.With("width", "3")); err == nil ||
		err.Error() != "width is for the sliding puzzle, not the values" {
		t.Errorf("width: %v", err)
	}
}

func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Errorf("%s: no panic", what)
		}
	}()
	f()
}

// Register refuses declarations a command line could not make flags of,
// or that contradict another puzzle's options of the same name.
func TestRegisterChecksOptions(t *testing.T) {
	newFn := func(puzzles.Values) (puzzles.Domain, error) { return nil, nil }
	for what, opts := range map[string][]puzzles.Option{
		"a bad name":             {{Name: "Width"}},
		"a name twice":           {{Name: "a"}, {Name: "a"}},
		"two sizes":              {{Name: "a", Size: true}, {Name: "b", Size: true}},
		"a switch as size":       {{Name: "a", Type: puzzles.BoolOption, Size: true}},
		"an int with no range":   {{Name: "a", Type: puzzles.IntOption, Min: 3, Max: 2, Default: "3"}},
		"a default out of range": {{Name: "a", Type: puzzles.IntOption, Min: 1, Max: 2, Default: "3"}},
		"width as text":          {{Name: "width"}},
	} {
		mustPanic(t, what, func() { puzzles.Register(puzzles.Entry{ID: "bad", New: newFn, Options: opts}) })
	}
	if _, err := puzzles.Lookup("bad"); err == nil {
		t.Error("a refused puzzle is in the catalogue")
	}
}

func TestAllOptions(t *testing.T) {
	var names []string
	for _, o := range puzzles.AllOptions() {
		names = append(names, o.Name)
	}
	if got := strings.Join(names, " "); !strings.HasPrefix(got, "width diagonal goal ") ||
		strings.Count(got, "count") != 1 {
		t.Errorf("options %s", got)
	}
	var takers []string
	for _, p := range puzzles.Takers("count") {
		takers = append(takers, string(p.ID))
	}
	if strings.Join(takers, " ") != "labelled values" {
		t.Errorf("count is taken by %v", takers)
	}
}

// Any text an option holds is written as header words that read back the
// same.
func TestHeaderTexts(t *testing.T) {
	for _, name := range []string{"plain", "two words", `a "quoted" text`, "x=y", "fast", "", "tab\there",
		"non\u00a0breaking", "ünïcode", `back\slash`, "`tick`"} {
		for _, note := range []string{"", "two words", "x=y", `"`} {
			s := puzzles.Spec{ID: "labelled", Settings: puzzles.Settings{}.With("name", name).With("count", "3").With("fast", "true")}
			if note != "" {
				s.Settings = s.Settings.With("note", note)
			}
			h := s.Header()
			back, err := puzzles.ParseHeader(h)
			if err != nil || back != s || strings.Contains(h, "\n") {
				t.Errorf("%v wrote %q, read back %v, %v", s.Settings, h, back.Settings, err)
			}
		}
	}
	if h := (puzzles.Spec{ID: "labelled", Settings: puzzles.Settings{}.With("name", "tower").With("fast", "false")}).Header(); h != "labelled tower fast=false" {
		t.Errorf("header %q", h)
	}
	for text, want := range map[string]string{
		`labelled note="open`:  "the quote in",
		`labelled note="a"b`:   `is not name=TEXT with TEXT quoted`,
		"labelled count=0":     "count 0 is out of range (1–9)",
		"labelled =3":          `"=3" names no option (want name=TEXT)`,
		"cube three":           "name is for the labelled towers, not the 2×2×2 cube",
		"cube 3":               "width is for the sliding puzzle, not the 2×2×2 cube",
		"cube fast":            "fast is for the labelled towers or the values, not the 2×2×2 cube",
		"values 3":             "width is for the sliding puzzle, not the values",
		"sliding 4 colour=red": "colour is for no puzzle, not the sliding puzzle either",
		"":                     "no puzzle named (want sliding, cube",
	} {
		if _, err := puzzles.ParseHeader(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseHeader(%q) = %v, want %q", text, err, want)
		}
	}
}

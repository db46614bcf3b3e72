package route_test

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"frontier/core/domains/route"
)

// sameMap reports how b differs from a, through what a Map shows: names,
// coordinates, scale, every road in its order (not the file line that
// declared it), and for every goal whether it has a table and the
// straight-line distances that result.
func sameMap(a, b *route.Map) string {
	if a.Places() != b.Places() || a.Scale() != b.Scale() {
		return "places or scale differ"
	}
	for p := range route.Place(a.Places()) {
		ax, ay := a.XY(p)
		bx, by := b.XY(p)
		if a.Name(p) != b.Name(p) || ax != bx || ay != by {
			return "place " + a.Name(p) + " differs from " + b.Name(p)
		}
		if a.HasTable(p) != b.HasTable(p) || !equalInts(a.StraightLine(p), b.StraightLine(p)) {
			return "the straight line to " + a.Name(p) + " differs"
		}
	}
	ar, br := a.Roads(), b.Roads()
	if len(ar) != len(br) {
		return "the number of roads differs"
	}
	for i := range ar {
		ar[i].Line, br[i].Line = 0, 0
		if ar[i] != br[i] {
			return "a road differs"
		}
	}
	return ""
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// roundTrip checks that m written and parsed again is m, and that its
// draft builds m too.
func roundTrip(t *testing.T, m *route.Map) {
	t.Helper()
	back, err := route.Parse([]byte(m.Text()))
	if err != nil {
		t.Fatalf("the written map does not parse: %v\n%s", err, m.Text())
	}
	if diff := sameMap(m, back); diff != "" {
		t.Errorf("parse(write(m)): %s\n%s", diff, m.Text())
	}
	built, err := route.NewDraft(m).Build()
	if err != nil {
		t.Fatalf("the draft of a map does not build: %v", err)
	}
	if diff := sameMap(m, built); diff != "" {
		t.Errorf("draft of m built: %s", diff)
	}
	if back.Text() != m.Text() {
		t.Errorf("writing is not stable:\n%s\n---\n%s", m.Text(), back.Text())
	}
}

func TestWriteRoundTrip(t *testing.T) {
	maps := map[string]string{
		"Romania": route.RomaniaText(),
		"small":   small,
		"quoted names": `place "Saint   Denis" -1.5 2.25
place "No #1" 0.0000001 3
place "Été" 0 0
road "saint denis" "no #1" 4
oneway Été "No #1" 6
oneway "No #1" Été 7
h Été "Saint Denis" 0
h Été Été 0
`,
		"scale and far coordinates": "scale 0.125\nplace A 1000000000 -1000000000\nplace B 0.1 0.2\noneway B A 1000000000\n",
	}
	for name, text := range maps {
		t.Run(name, func(t *testing.T) {
			m, err := route.Parse([]byte(text))
			if err != nil {
				t.Fatal(err)
			}
			roundTrip(t, m)
		})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5 {
		m, err := route.Random(30, 3, rng)
		if err != nil {
			t.Fatal(err)
		}
		roundTrip(t, m)
	}
}

// TestWriteFormat pins the text written: a teacher reads and edits it.
func TestWriteFormat(t *testing.T) {
	m, err := route.Parse([]byte(small))
	if err != nil {
		t.Fatal(err)
	}
	want := `# A map of places and roads: place NAME X Y, road A B KM, oneway A B KM, h GOAL PLACE KM.
scale 2

place A 0 0
place "Big Town" 3 4
place C 6 0

road A "Big Town" 11
oneway "Big Town" C 7
oneway C A 13

h A C 9
`
	if got := m.Text(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestParseDraftKeepsComments: the comment lines heading a file are
// written back at its head, and the text read again is the same.
func TestParseDraftKeepsComments(t *testing.T) {
	text := "\r\n  # My map\n\n#   of two places \"quoted\" # twice\r\nplace A 0 0 # not kept\n# nor this\nplace B 1 0\nroad A B 1\n"
	d, err := route.ParseDraft([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := "# My map\n#   of two places \"quoted\" # twice\n\nplace A 0 0\nplace B 1 0\n\nroad A B 1\n"
	if got := d.Text(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	again, err := route.ParseDraft([]byte(d.Text()))
	if err != nil || again.Text() != want {
		t.Errorf("read again: %v\n%s", err, again.Text())
	}
	r, _ := route.ParseDraft([]byte(route.RomaniaText()))
	if !strings.HasPrefix(r.Text(), "# The textbook's Romania: 20 places, 23 two-way roads, lengths in km.\n\nplace Arad 91 492\n") {
		t.Errorf("Romania's head:\n%.200s", r.Text())
	}
	if _, err := route.ParseDraft([]byte("road A B 1\n")); err == nil {
		t.Errorf("ParseDraft reads what Parse refuses")
	}
}

var lineNumber = regexp.MustCompile(`^line \d+: `)

// TestBuildAgreesWithParse builds drafts the parser refuses or accepts
// and checks that Build says the same as Parse of the draft's text.
func TestBuildAgreesWithParse(t *testing.T) {
	lonely := route.NewDraft(nil)
	lonely.AddPlace("A", 0, 0)
	lonely.AddPlace("Lone Pine", 5, 5)
	lonely.AddPlace("B", 3, 0)
	lonely.AddRoad(0, 2, 3, false)
	for name, d := range map[string]*route.Draft{
		"empty":   route.NewDraft(nil),
		"lonely":  lonely,
		"Romania": route.NewDraft(route.Romania()),
	} {
		m, berr := d.Build()
		pm, perr := route.Parse([]byte(d.Text()))
		if (berr == nil) != (perr == nil) {
			t.Fatalf("%s: Build says %v, Parse %v", name, berr, perr)
		}
		if berr != nil {
			if got := lineNumber.ReplaceAllString(perr.Error(), ""); got != berr.Error() {
				t.Errorf("%s: Build says %q, Parse %q", name, berr, got)
			}
			continue
		}
		if diff := sameMap(pm, m); diff != "" {
			t.Errorf("%s: %s", name, diff)
		}
	}
	if _, err := lonely.Build(); err == nil || err.Error() != `place "Lone Pine" has no road` {
		t.Errorf("a place with no road: %v", err)
	}
}

// FuzzWriteRoundTrip writes every map the parser accepts and checks that
// it reads back the same, from the parser's own starting inputs.
func FuzzWriteRoundTrip(f *testing.F) {
	for _, s := range append(parseSeeds, "place \"a # b\" -0 5e-324\nplace B 0 0\noneway B \"A  # B\" 3\n") {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := route.Parse(data)
		if err != nil {
			return
		}
		text := m.Text()
		if strings.Count(text, "\n") > strings.Count(string(data), "\n")+8 {
			t.Errorf("the text written is longer than the map's lines")
		}
		roundTrip(t, m)
		d, err := route.ParseDraft(data)
		if err != nil {
			t.Fatalf("ParseDraft refuses what Parse reads: %v", err)
		}
		kept, err := route.Parse([]byte(d.Text()))
		if err != nil {
			t.Fatalf("the draft with its comments does not parse: %v", err)
		}
		if diff := sameMap(m, kept); diff != "" {
			t.Errorf("the draft with its comments: %s", diff)
		}
		if again, err := route.ParseDraft([]byte(d.Text())); err != nil || again.Text() != d.Text() {
			t.Errorf("the draft with its comments is not stable")
		}
	})
}

// A map's unit survives a draft and its text.
func TestWriteKeepsUnit(t *testing.T) {
	m, err := route.Parse([]byte("unit mi\nplace A 0 0\nplace B 3 4\nroad A B 7\n"))
	if err != nil {
		t.Fatal(err)
	}
	text := m.Text()
	if !strings.Contains(text, "unit mi\n") {
		t.Fatalf("the text lost the unit:\n%s", text)
	}
	back, err := route.NewDraft(m).Build()
	if err != nil {
		t.Fatal(err)
	}
	if back.Unit() != "mi" {
		t.Fatalf("Build's unit = %q, want mi", back.Unit())
	}
	again, err := route.Parse([]byte(text))
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	if again.Unit() != "mi" {
		t.Fatalf("read back: unit %q, want mi", again.Unit())
	}
}

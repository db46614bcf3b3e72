package route_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"frontier/core/domains/route"
)

// three is a draft of three places: A and "Big Town" joined both ways,
// C with a one-way road to A, and one line of a table.
func three(t *testing.T) *route.Draft {
	t.Helper()
	m, err := route.Parse([]byte(`place A 0 0
place "Big Town" 3 4
place C 6 0
road A "Big Town" 11
oneway C A 13
h A C 9
`))
	if err != nil {
		t.Fatal(err)
	}
	return route.NewDraft(m)
}

// TestDraftOperations does each operation on a fresh draft and compares
// the text written with the file a teacher would have written by hand.
func TestDraftOperations(t *testing.T) {
	const head = "# A map of places and roads: place NAME X Y, road A B KM, oneway A B KM, h GOAL PLACE KM.\n\n"
	for _, tc := range []struct {
		name string
		op   func(d *route.Draft) error
		want string
	}{
		{"add place", func(d *route.Draft) error {
			i, err := d.AddPlace("  New   Town ", 1.5, -2)
			if i != 3 {
				t.Errorf("new place numbered %d", i)
			}
			return err
		}, `place A 0 0
place "Big Town" 3 4
place C 6 0
place "New Town" 1.5 -2

road A "Big Town" 11
oneway C A 13

h A C 9
`},
		{"move place", func(d *route.Draft) error { return d.MovePlace(1, -7, 8.25) }, `place A 0 0
place "Big Town" -7 8.25
place C 6 0

road A "Big Town" 11
oneway C A 13

h A C 9
`},
		{"rename place", func(d *route.Draft) error { return d.RenamePlace(2, "Cluj #2") }, `place A 0 0
place "Big Town" 3 4
place "Cluj #2" 6 0

road A "Big Town" 11
oneway "Cluj #2" A 13

h A "Cluj #2" 9
`},
		{"rename place to itself in capitals", func(d *route.Draft) error { return d.RenamePlace(1, "BIG TOWN") }, `place A 0 0
place "BIG TOWN" 3 4
place C 6 0

road A "BIG TOWN" 11
oneway C A 13

h A C 9
`},
		{"delete place", func(d *route.Draft) error { return d.DeletePlace(0) }, `place "Big Town" 3 4
place C 6 0
`},
		{"delete place renumbers", func(d *route.Draft) error { return d.DeletePlace(1) }, `place A 0 0
place C 6 0

oneway C A 13

h A C 9
`},
		{"add road", func(d *route.Draft) error {
			i, err := d.AddRoad(1, 2, 5, false)
			if i != 2 {
				t.Errorf("new road numbered %d", i)
			}
			return err
		}, `place A 0 0
place "Big Town" 3 4
place C 6 0

road A "Big Town" 11
oneway C A 13
road "Big Town" C 5

h A C 9
`},
		{"add one-way road back", func(d *route.Draft) error { _, err := d.AddRoad(0, 2, 20, true); return err }, `place A 0 0
place "Big Town" 3 4
place C 6 0

road A "Big Town" 11
oneway C A 13
oneway A C 20

h A C 9
`},
		{"delete road", func(d *route.Draft) error { return d.DeleteRoad(0) }, `place A 0 0
place "Big Town" 3 4
place C 6 0

oneway C A 13

h A C 9
`},
		{"set length", func(d *route.Draft) error { return d.SetLength(1, route.MaxLength) }, `place A 0 0
place "Big Town" 3 4
place C 6 0

road A "Big Town" 11
oneway C A 1000000000

h A C 9
`},
		{"make two-way", func(d *route.Draft) error { return d.SetOneWay(1, false) }, `place A 0 0
place "Big Town" 3 4
place C 6 0

road A "Big Town" 11
road C A 13

h A C 9
`},
		{"make one-way", func(d *route.Draft) error { return d.SetOneWay(0, true) }, `place A 0 0
place "Big Town" 3 4
place C 6 0

oneway A "Big Town" 11
oneway C A 13

h A C 9
`},
		{"reverse", func(d *route.Draft) error { return d.Reverse(1) }, `place A 0 0
place "Big Town" 3 4
place C 6 0

road A "Big Town" 11
oneway A C 13

h A C 9
`},
	} {
		d := three(t)
		before := d.Text()
		if err := tc.op(d); err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if got := d.Text(); got != head+tc.want {
			t.Errorf("%s: got\n%s\nwant\n%s", tc.name, got, head+tc.want)
		}
		if !d.Undo() || d.Text() != before || d.CanUndo() {
			t.Errorf("%s: undo gives\n%s", tc.name, d.Text())
		}
		if !d.Redo() || d.Text() != head+tc.want || d.CanRedo() {
			t.Errorf("%s: redo gives\n%s", tc.name, d.Text())
		}
	}
}

// TestDraftRefuses checks each operation's errors: one line, and the
// draft unchanged, with nothing to undo.
func TestDraftRefuses(t *testing.T) {
	for _, tc := range []struct {
		op   func(d *route.Draft) error
		want string
	}{
		{func(d *route.Draft) error { _, err := d.AddPlace("big  TOWN", 0, 0); return err }, `duplicate place "big TOWN": "Big Town" is taken`},
		{func(d *route.Draft) error { _, err := d.AddPlace("  ", 0, 0); return err }, "a place needs a name"},
		{func(d *route.Draft) error { _, err := d.AddPlace(`say "hi"`, 0, 0); return err }, `a name cannot hold a double quote: "say \"hi\""`},
		{func(d *route.Draft) error { _, err := d.AddPlace("a\x00b", 0, 0); return err }, `a control character in "a\x00b"`},
		{func(d *route.Draft) error { _, err := d.AddPlace("D", math.NaN(), 0); return err }, "bad coordinate NaN: want a number from -1,000,000,000 to 1,000,000,000"},
		{func(d *route.Draft) error { _, err := d.AddPlace("D", 0, -2e9); return err }, "bad coordinate -2000000000: want a number from -1,000,000,000 to 1,000,000,000"},
		{func(d *route.Draft) error { return d.MovePlace(3, 0, 0) }, "no place numbered 3 (the draft has 3)"},
		{func(d *route.Draft) error { return d.MovePlace(0, math.Inf(1), 0) }, "bad coordinate +Inf"},
		{func(d *route.Draft) error { return d.RenamePlace(0, "c") }, `duplicate place "c": "C" is taken`},
		{func(d *route.Draft) error { return d.RenamePlace(-1, "D") }, "no place numbered -1"},
		{func(d *route.Draft) error { return d.DeletePlace(7) }, "no place numbered 7"},
		{func(d *route.Draft) error { _, err := d.AddRoad(1, 1, 5, false); return err }, `a road from "Big Town" to itself`},
		{func(d *route.Draft) error { _, err := d.AddRoad(1, 0, 5, false); return err }, `duplicate road from "Big Town" to "A"`},
		{func(d *route.Draft) error { _, err := d.AddRoad(0, 1, 5, true); return err }, `duplicate road from "A" to "Big Town"`},
		{func(d *route.Draft) error { _, err := d.AddRoad(2, 0, 5, true); return err }, `duplicate road from "C" to "A"`},
		{func(d *route.Draft) error { _, err := d.AddRoad(0, 2, 5, false); return err }, `duplicate road from "C" to "A"`},
		{func(d *route.Draft) error { _, err := d.AddRoad(1, 2, 0, false); return err }, "road length 0: a road must be longer than 0"},
		{func(d *route.Draft) error { _, err := d.AddRoad(1, 2, -3, false); return err }, "road length -3: a road must be longer than 0"},
		{func(d *route.Draft) error { _, err := d.AddRoad(1, 2, route.MaxLength+1, false); return err }, "road length 1000000001 is too long (at most 1000000000)"},
		{func(d *route.Draft) error { _, err := d.AddRoad(1, 5, 1, false); return err }, "no place numbered 5"},
		{func(d *route.Draft) error { return d.DeleteRoad(2) }, "no road numbered 2 (the draft has 2)"},
		{func(d *route.Draft) error { return d.SetLength(0, 0) }, "road length 0: a road must be longer than 0"},
		{func(d *route.Draft) error { return d.SetLength(2, 4) }, "no road numbered 2"},
		{func(d *route.Draft) error { return d.SetOneWay(-1, true) }, "no road numbered -1"},
		{func(d *route.Draft) error { return d.Reverse(9) }, "no road numbered 9"},
	} {
		d := three(t)
		before := d.Text()
		err := tc.op(d)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("got %v, want %s", err, tc.want)
		}
		if d.Text() != before || d.CanUndo() {
			t.Errorf("%s: a refused operation changed the draft", tc.want)
		}
	}
	// A two-way road, or a one-way road turned round, must not double a
	// one-way road already leading back.
	d := three(t)
	if _, err := d.AddRoad(0, 2, 20, true); err != nil {
		t.Fatal(err)
	}
	if err := d.SetOneWay(2, false); err == nil || err.Error() != `duplicate road from "C" to "A"` {
		t.Errorf("two ways over a one-way road back: %v", err)
	}
	if err := d.Reverse(2); err == nil || err.Error() != `duplicate road from "C" to "A"` {
		t.Errorf("reversed onto a one-way road: %v", err)
	}
	// With one-way roads both ways, a two-way road doubles both; the
	// parser names the first direction, and so does the draft.
	_, derr := d.AddRoad(0, 2, 5, false)
	_, perr := route.Parse([]byte(d.Text() + "road A C 5\n"))
	if derr == nil || perr == nil || lineNumber.ReplaceAllString(perr.Error(), "") != derr.Error() {
		t.Errorf("the draft says %v, the parser %v", derr, perr)
	}
}

// TestDraftTooMany starts from parsed maps at the limits, since adding
// ten thousand places one by one checks every name each time.
func TestDraftTooMany(t *testing.T) {
	var b strings.Builder
	for i := range route.MaxPlaces {
		b.WriteString("place P" + itoa(i) + " " + itoa(i) + " 0\n")
	}
	for i := 0; i < route.MaxPlaces; i += 2 {
		b.WriteString("road P" + itoa(i) + " P" + itoa(i+1) + " 1\n")
	}
	d := draftOf(t, b.String())
	if _, err := d.AddPlace("one more", 0, 0); err == nil || err.Error() != "too many places (at most 10000)" {
		t.Errorf("place %d: %v", route.MaxPlaces+1, err)
	}
	// 317 places have 50,086 pairs: room for the 50,000 two-way roads
	// that reach the bound, and one more.
	b.Reset()
	const n = 317
	for i := range n {
		b.WriteString("place P" + itoa(i) + " 0 0\n")
	}
	roads := 0
	for i := 0; i < n && roads < route.MaxRoads/2; i++ {
		for j := i + 1; j < n && roads < route.MaxRoads/2; j++ {
			b.WriteString("road P" + itoa(i) + " P" + itoa(j) + " 1\n")
			roads++
		}
	}
	d = draftOf(t, b.String())
	if _, err := d.AddRoad(n-2, n-1, 1, true); err == nil || err.Error() != "too many roads (at most 100000 directions)" {
		t.Errorf("one road too many: %v", err)
	}
}

func draftOf(t *testing.T, text string) *route.Draft {
	t.Helper()
	m, err := route.Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return route.NewDraft(m)
}

// TestUndoRandomSequence does a seeded run of random operations, keeping
// the text after each, then undoes them one by one, each undo giving
// back the text before the operation, and redoes them all.
func TestUndoRandomSequence(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	d := route.NewDraft(route.Romania())
	texts := []string{d.Text()}
	for len(texts) < 120 {
		var err error
		n, r := d.Places(), d.Roads()
		switch rng.IntN(8) {
		case 0:
			_, err = d.AddPlace("Q"+itoa(rng.IntN(50)), rng.Float64()*600, rng.Float64()*600)
		case 1:
			err = d.MovePlace(rng.IntN(n), rng.Float64()*600, rng.Float64()*600)
		case 2:
			err = d.RenamePlace(rng.IntN(n), "R"+itoa(rng.IntN(50)))
		case 3:
			err = d.DeletePlace(rng.IntN(n))
		case 4:
			_, err = d.AddRoad(rng.IntN(n), rng.IntN(n), 1+rng.IntN(300), rng.IntN(2) == 0)
		case 5:
			err = d.DeleteRoad(rng.IntN(max(r, 1)))
		case 6:
			err = d.SetLength(rng.IntN(max(r, 1)), 1+rng.IntN(300))
		case 7:
			err = d.SetOneWay(rng.IntN(max(r, 1)), rng.IntN(2) == 0)
		}
		if err != nil {
			if d.Text() != texts[len(texts)-1] {
				t.Fatalf("a refused operation (%v) changed the draft", err)
			}
			continue
		}
		texts = append(texts, d.Text())
	}
	for i := len(texts) - 2; i >= 0; i-- {
		if !d.Undo() || d.Text() != texts[i] {
			t.Fatalf("undo to step %d gives\n%s\nwant\n%s", i, d.Text(), texts[i])
		}
	}
	if d.Undo() {
		t.Errorf("an undo beyond the first operation")
	}
	for i := 1; i < len(texts); i++ {
		if !d.Redo() || d.Text() != texts[i] {
			t.Fatalf("redo to step %d differs", i)
		}
	}
}

func TestUndoForgetsOldest(t *testing.T) {
	d := three(t)
	for i := range route.MaxUndo + 5 {
		if err := d.MovePlace(0, float64(i), 0); err != nil {
			t.Fatal(err)
		}
	}
	undone := 0
	for d.Undo() {
		undone++
	}
	if x := d.Place(0).X; undone != route.MaxUndo || x != 4 {
		t.Errorf("%d undone, back to x = %v; want %d and 4", undone, x, route.MaxUndo)
	}
}

func TestDraftQueries(t *testing.T) {
	d := three(t)
	if i, ok := d.Lookup(" big   town"); !ok || i != 1 {
		t.Errorf("Lookup: %d %v", i, ok)
	}
	if _, ok := d.Lookup("D"); ok {
		t.Errorf("Lookup finds D")
	}
	if i, ok := d.RoadBetween(0, 2); !ok || i != 1 {
		t.Errorf("RoadBetween(A, C): %d %v", i, ok)
	}
	if _, ok := d.RoadBetween(1, 2); ok {
		t.Errorf("a road between Big Town and C")
	}
	// 5 units between A and Big Town; C is 6 from A.
	if d.Distance(0, 1) != 5 || d.Distance(2, 0) != 6 || d.Distance(1, 2) != 5 {
		t.Errorf("distances %d %d %d", d.Distance(0, 1), d.Distance(2, 0), d.Distance(1, 2))
	}
	d.AddPlace("D", 0.1, 0)
	if d.Distance(0, 3) != 1 {
		t.Errorf("0.1 units away rounds up to %d km", d.Distance(0, 3))
	}
	if e := d.Estimates(); len(e) != 1 || e[0] != (route.DraftEstimate{Goal: 0, Place: 2, KM: 9}) {
		t.Errorf("estimates %+v", e)
	}
}

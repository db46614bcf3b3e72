package mapedit

import (
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/route"
)

// newTestEditor shows an editor of start in a test window of a size a
// classroom screen gives.
func newTestEditor(t *testing.T, start *route.Map, path string) (*Editor, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	e := New(w, start, path)
	w.SetContent(e.Object())
	w.Resize(fyne.NewSize(1100, 760))
	return e, w
}

// shot writes the window as a PNG into the folder MAPEDIT_SHOTS names,
// when it names one: pictures to look at, not to compare.
func shot(t *testing.T, w fyne.Window, name string) {
	dir := os.Getenv("MAPEDIT_SHOTS")
	if dir == "" {
		return
	}
	os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// drag moves the pointer from one point of the map to another with the
// button down, as the desktop driver reports it: each event at the
// pointer, the first one's Dragged reaching back to where it went down.
func drag(v *mapView, from, to fyne.Position) {
	mid := fyne.NewPos((from.X+to.X)/2, (from.Y+to.Y)/2)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-from.X, mid.Y-from.Y)})
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-mid.X, to.Y-mid.Y)})
	v.DragEnd()
}

// near reports whether place i shows within a pixel and a half of p: a
// tap's point is rounded, by no more than a pixel's worth each way.
func near(v *mapView, i int, p fyne.Position) bool {
	return dist(v.at(i), p) <= 1.5
}

func oneLine(t *testing.T, e *Editor, want string) {
	t.Helper()
	if s := e.status.Text; !strings.Contains(s, want) || strings.Contains(s, "\n") {
		t.Errorf("status %q, want one line with %q", s, want)
	}
}

// TestEditByTaps adds two places and a road by taps, sets the road's
// length, drags a place, then undoes each step in turn (by the button
// and by Ctrl+Z) back to the empty map, and redoes one.
func TestEditByTaps(t *testing.T) {
	e, w := newTestEditor(t, nil, "")
	v := e.view
	if e.Dirty() || e.undo.Disabled() == false {
		t.Fatalf("a new editor is dirty or can undo")
	}
	texts := []string{e.draft.Text()}
	step := func(what string) {
		t.Helper()
		if e.status.Importance == 4 { // widget.DangerImportance
			t.Fatalf("%s: %s", what, e.status.Text)
		}
		texts = append(texts, e.draft.Text())
	}
	addPlace := func(name string, at fyne.Position) {
		t.Helper()
		e.tools.SetSelected(toolAddPlace)
		test.TapAt(v, at)
		if !e.newPlace.Visible() || !v.ghostOn || dist(v.toScreen(v.ghost[0], v.ghost[1]), at) > 1.5 {
			t.Fatalf("no name asked, or no mark where the place will go, after a tap on empty space")
		}
		if w.Canvas().Focused() != e.newName {
			t.Fatalf("the name box does not have the keyboard")
		}
		test.Type(e.newName, name)
		test.Tap(e.newAdd)
		step("add " + name)
		if w.Canvas().Focused() != v {
			t.Errorf("the map does not have the keyboard back")
		}
	}
	p1, p2 := fyne.NewPos(300, 250), fyne.NewPos(700, 400)
	addPlace("Alpha", p1)
	addPlace("Beta Town", p2)
	if e.draft.Places() != 2 || e.draft.Place(1).Name != "Beta Town" || !near(v, 0, p1) || !near(v, 1, p2) {
		t.Fatalf("places: %d; Alpha at %v, want %v; Beta at %v, want %v", e.draft.Places(), v.at(0), p1, v.at(1), p2)
	}
	if e.newPlace.Visible() || v.ghostOn || !e.Dirty() {
		t.Errorf("the name box or the mark stays, or the map is not dirty")
	}
	shot(t, w, "1-two-places")

	e.tools.SetSelected(toolAddRoad)
	test.TapAt(v, p1)
	test.TapAt(v, p2)
	step("add road")
	a, b := e.draft.Place(0), e.draft.Place(1)
	want := int(math.Ceil(math.Hypot(a.X-b.X, a.Y-b.Y)))
	if e.draft.Roads() != 1 || e.draft.Road(0) != (route.DraftRoad{From: 0, To: 1, Length: want}) {
		t.Fatalf("roads %d, %+v; want one of %d km", e.draft.Roads(), e.draft.Road(0), want)
	}
	if v.selRoad != 0 || !e.roadBox.Visible() || e.length.Text != itoa(want) {
		t.Errorf("the new road is not chosen with its length %q", e.length.Text)
	}
	e.length.SetText("")
	test.Type(e.length, "42")
	test.Tap(e.setLength)
	step("set length")
	if e.draft.Road(0).Length != 42 {
		t.Errorf("length %d, want 42", e.draft.Road(0).Length)
	}
	shot(t, w, "2-road")
	test.TapAt(v, p2)
	test.TapAt(v, p1)
	oneLine(t, e, `duplicate road from "Beta Town" to "Alpha"`)
	test.TapAt(v, fyne.NewPos(900, 150))
	if v.from != -1 || e.draft.Roads() != 1 {
		t.Errorf("a tap on empty space does not give the road up")
	}

	e.tools.SetSelected(toolSelect)
	p3 := fyne.NewPos(450, 120)
	drag(v, p1, p3)
	step("drag")
	if !near(v, 0, p3) || e.draft.Road(0).Length != 42 {
		t.Errorf("after the drag Alpha is at %v, want %v", v.at(0), p3)
	}
	// A drag that starts on no place moves nothing.
	drag(v, fyne.NewPos(900, 150), fyne.NewPos(950, 200))
	if e.draft.Text() != texts[len(texts)-1] {
		t.Errorf("a drag on empty space changed the map")
	}
	shot(t, w, "3-dragged")

	for i := len(texts) - 2; i >= 0; i-- {
		if i%2 == 0 {
			test.Tap(e.undo)
		} else {
			v.TypedShortcut(&fyne.ShortcutUndo{})
		}
		if got := e.draft.Text(); got != texts[i] {
			t.Fatalf("undo to step %d gives\n%s\nwant\n%s", i, got, texts[i])
		}
	}
	if e.draft.Places() != 0 || !e.undo.Disabled() || e.redo.Disabled() || e.Dirty() {
		t.Errorf("after every undo: %d places, undo enabled %v, redo enabled %v", e.draft.Places(), !e.undo.Disabled(), !e.redo.Disabled())
	}
	test.Tap(e.redo)
	e.TypedShortcut(&fyne.ShortcutRedo{})
	if e.draft.Text() != texts[2] {
		t.Errorf("two redos give\n%s", e.draft.Text())
	}
}

// TestDeleteTool deletes a road and a place of Romania by taps, and
// Undo brings each back.
func TestDeleteTool(t *testing.T) {
	e, w := newTestEditor(t, route.Romania(), "")
	v := e.view
	before := e.draft.Text()
	sibiu, _ := e.draft.Lookup("Sibiu")
	fagaras, _ := e.draft.Lookup("Fagaras")
	road, _ := e.draft.RoadBetween(sibiu, fagaras)
	e.tools.SetSelected(toolSelect)
	mid := func(a, b fyne.Position) fyne.Position { return fyne.NewPos((a.X+b.X)/2, (a.Y+b.Y)/2) }
	test.TapAt(v, mid(v.at(sibiu), v.at(fagaras)))
	if v.selRoad != road || e.roadList.Selected != "Sibiu – Fagaras, 99 km" {
		t.Errorf("a tap on the road chose road %d, listed %q", v.selRoad, e.roadList.Selected)
	}
	shot(t, w, "4-romania-road-chosen")
	e.tools.SetSelected(toolDelete)
	test.TapAt(v, mid(v.at(sibiu), v.at(fagaras)))
	if e.draft.Roads() != 22 {
		t.Errorf("%d roads after a delete", e.draft.Roads())
	}
	test.TapAt(v, v.at(sibiu))
	if _, ok := e.draft.Lookup("Sibiu"); ok || e.draft.Roads() != 19 {
		t.Errorf("after deleting Sibiu: %d roads", e.draft.Roads())
	}
	test.Tap(e.undo)
	test.Tap(e.undo)
	if e.draft.Text() != before || e.Dirty() {
		t.Errorf("two undos do not give Romania back")
	}
}

// TestRoadList chooses a road in the list, makes it one-way, reverses
// it, and refuses a bad length with one line.
func TestRoadList(t *testing.T) {
	e, w := newTestEditor(t, route.Romania(), "")
	e.roadList.SetSelected("Arad – Sibiu, 140 km")
	r := e.view.selRoad
	if r < 0 || !e.roadBox.Visible() || e.length.Text != "140" {
		t.Fatalf("choosing in the list: road %d, length %q", r, e.length.Text)
	}
	test.Tap(e.oneWay)
	test.Tap(e.reverse)
	if got := e.draft.Road(r); !got.OneWay || e.draft.Place(got.From).Name != "Sibiu" {
		t.Errorf("one-way and reversed: %+v", got)
	}
	shot(t, w, "5-one-way")
	e.length.SetText("-5")
	test.Tap(e.setLength)
	oneLine(t, e, "road length -5: a road must be longer than 0")
	e.length.SetText("ten")
	test.Tap(e.setLength)
	oneLine(t, e, `bad length "ten"`)
	if e.draft.Road(r).Length != 140 {
		t.Errorf("a refused length changed the road")
	}
}

// TestSaveWritesMap saves an edited map over its file and reads it back
// with the parser; a map with a place on no road is not saved.
func TestSaveWritesMap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "romania.txt")
	if err := os.WriteFile(path, []byte(route.RomaniaText()), 0o644); err != nil {
		t.Fatal(err)
	}
	e, _ := newTestEditor(t, route.Romania(), path)
	if e.Dirty() || strings.Contains(e.title.Text, "unsaved") {
		t.Fatalf("a map just opened is dirty: %q", e.title.Text)
	}
	arad, _ := e.draft.Lookup("Arad")
	drag(e.view, e.view.at(arad), e.view.at(arad).AddXY(40, 30))
	sibiu, _ := e.draft.Lookup("Sibiu")
	e.draft.RenamePlace(sibiu, "Hermannstadt #1")
	e.refresh()
	if !e.Dirty() || !strings.Contains(e.title.Text, "unsaved") {
		t.Fatalf("an edited map is not dirty: %q", e.title.Text)
	}
	test.Tap(e.save)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := route.Parse(data)
	if err != nil {
		t.Fatalf("the saved file does not parse: %v", err)
	}
	built, _ := e.draft.Build()
	if m.Places() != 20 || len(m.Roads()) != 46 || m.Text() != built.Text() {
		t.Errorf("the saved map differs:\n%s", data)
	}
	if !strings.HasPrefix(string(data), "# The textbook's Romania: 20 places") {
		t.Errorf("the file lost its heading comment:\n%.100s", data)
	}
	if p, err := m.Lookup("hermannstadt #1"); err != nil || len(m.Out(p)) != 4 {
		t.Errorf("the renamed place in the file: %v", err)
	}
	if x, _ := m.XY(0); x == 91 {
		t.Errorf("Arad did not move in the file")
	}
	if e.Dirty() || strings.Contains(e.title.Text, "unsaved") {
		t.Errorf("dirty after a save")
	}

	e.tools.SetSelected(toolAddPlace)
	test.TapAt(e.view, fyne.NewPos(20, 20))
	test.Type(e.newName, "Lonely")
	test.Tap(e.newAdd)
	test.Tap(e.save)
	oneLine(t, e, `Not saved: place "Lonely" has no road`)
	if again, _ := os.ReadFile(path); string(again) != string(data) {
		t.Errorf("a refused save changed the file")
	}
}

// TestStartNotFromItsFile: a map whose file no longer holds it is edited
// as given, without the file's comments.
func TestStartNotFromItsFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "changed.txt")
	os.WriteFile(path, []byte("# another map\n"+small), 0o644)
	e, _ := newTestEditor(t, route.Romania(), path)
	if e.draft.Places() != 20 || strings.Contains(e.draft.Text(), "another map") || e.Dirty() {
		t.Errorf("the editor took the file, not the map:\n%.100s", e.draft.Text())
	}
}

// TestOpenBadFileKeepsMap opens a file the parser refuses: one line says
// why and the map stays; then a good file replaces it.
func TestOpenBadFileKeepsMap(t *testing.T) {
	e, w := newTestEditor(t, route.Romania(), "")
	e.draft.MovePlace(0, 100, 500)
	e.refresh()
	before := e.draft.Text()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("place A 0 0\nroad A B 3\n"), 0o644)
	if e.openFile(bad) {
		t.Fatalf("a bad file opened")
	}
	oneLine(t, e, `bad.txt not opened: line 2: unknown place "B" (declare it with a place line)`)
	if e.draft.Text() != before || e.Path() != "" || !e.Dirty() || !e.draft.CanUndo() {
		t.Errorf("a refused file changed the map on show")
	}
	shot(t, w, "6-bad-file")
	good := filepath.Join(dir, "good.txt")
	os.WriteFile(good, []byte(small), 0o644)
	if !e.openFile(good) || e.draft.Places() != 3 || e.Path() != good || e.Dirty() || e.draft.CanUndo() {
		t.Errorf("the good file: %d places, path %q, dirty %v", e.draft.Places(), e.Path(), e.Dirty())
	}
	if !strings.Contains(e.title.Text, "good.txt") {
		t.Errorf("title %q", e.title.Text)
	}
}

const small = "place A 0 0\nplace \"Big Town\" 3 4\nplace C 6 0\nroad A \"Big Town\" 11\noneway C A 13\n"

// TestCloseAsks: closing a dirty map asks, and Cancel, Discard and Save
// do what they say; a clean map closes at once.
func TestCloseAsks(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.txt")
	os.WriteFile(path, []byte(small), 0o644)
	m, _ := route.Parse([]byte(small))
	e, w := newTestEditor(t, m, path)
	closed := 0
	e.Close(func() { closed++ })
	if closed != 1 || e.asking != nil {
		t.Fatalf("a clean map did not close at once")
	}
	e.draft.SetLength(0, 12)
	e.refresh()
	e.Close(func() { closed++ })
	if closed != 1 || e.asking == nil {
		t.Fatalf("a dirty map closed without asking")
	}
	shot(t, w, "7-close-asks")
	test.Tap(e.asking.cancel)
	if closed != 1 || !e.Dirty() {
		t.Errorf("Cancel closed the map or lost its change")
	}
	e.Close(func() { closed++ })
	test.Tap(e.asking.discard)
	if closed != 2 {
		t.Errorf("Discard did not close")
	}
	if b, _ := os.ReadFile(path); string(b) != small {
		t.Errorf("Discard wrote the file")
	}
	e.Close(func() { closed++ })
	test.Tap(e.asking.save)
	if b, _ := os.ReadFile(path); closed != 3 || !strings.Contains(string(b), "road A \"Big Town\" 12") || e.Dirty() {
		t.Errorf("Save then close: closed %d times, file\n%s", closed, b)
	}

	// Open asks too, and Cancel keeps the map.
	e.draft.SetLength(0, 13)
	e.refresh()
	asked := e.asking
	test.Tap(e.open)
	if e.asking == asked {
		t.Fatalf("Open on a dirty map did not ask")
	}
	test.Tap(e.asking.cancel)
	if e.draft.Road(0).Length != 13 || e.Path() != path {
		t.Errorf("a cancelled Open changed the map")
	}
}

// TestApply hands the map to the tab, and refuses a map with a place
// on no road.
func TestApply(t *testing.T) {
	e, _ := newTestEditor(t, route.Romania(), "")
	var got *route.Map
	e.OnApply = func(m *route.Map, path string) { got = m }
	e.draft.DeleteRoad(0)
	test.Tap(e.apply)
	if got == nil || len(got.Roads()) != 44 {
		t.Fatalf("OnApply got %v", got)
	}
	got = nil
	e.draft.AddPlace("Nowhere", 0, 0)
	test.Tap(e.apply)
	if got != nil {
		t.Errorf("a map with a place on no road was applied")
	}
	oneLine(t, e, `Cannot use this map: place "Nowhere" has no road`)
}

func itoa(n int) string { return number(float64(n)) }

// scaled is a theme with text and controls enlarged as presentation
// mode enlarges them.
type scaled struct {
	fyne.Theme
	by float32
}

func (s scaled) Size(n fyne.ThemeSizeName) float32 { return s.Theme.Size(n) * s.by }

// TestPresentationFits: with everything 1.3 times as large, as
// presentation mode makes it on a 1024 × 768 projector, the editor still
// fits such a screen, and the map's marks grow with the text.
func TestPresentationFits(t *testing.T) {
	e, w := newTestEditor(t, route.Romania(), "")
	plain := dotRadius()
	fyne.CurrentApp().Settings().SetTheme(scaled{theme.LightTheme(), 1.3})
	if min := e.Object().MinSize(); min.Width > 1024 || min.Height > 700 {
		t.Errorf("the editor needs %v at 1.3 times the size", min)
	}
	if dotRadius() < 1.25*plain {
		t.Errorf("the dots do not grow: %v, then %v", plain, dotRadius())
	}
	w.Resize(fyne.NewSize(1024, 700))
	e.roadList.SetSelected("Arad – Sibiu, 140 km")
	shot(t, w, "8-presentation-light")
}

// TestRenameAndKeys renames a place chosen by a tap, refuses a name
// taken with one line, and deletes by the Delete key and gives up by Esc.
func TestRenameAndKeys(t *testing.T) {
	m, _ := route.Parse([]byte(small))
	e, w := newTestEditor(t, m, "")
	v := e.view
	test.TapAt(v, v.at(2))
	if v.selPlace != 2 || !e.placeBox.Visible() || e.placeName.Text != "C" || w.Canvas().Focused() != v {
		t.Fatalf("a tap on C chose %d, name %q", v.selPlace, e.placeName.Text)
	}
	e.placeName.SetText("big town")
	test.Tap(e.rename)
	oneLine(t, e, `duplicate place "big town": "Big Town" is taken`)
	e.placeName.SetText("Cluj")
	test.Tap(e.rename)
	if e.draft.Place(2).Name != "Cluj" || e.roadName(1) != "Cluj → A, 13 km" {
		t.Errorf("renamed to %q, road %q", e.draft.Place(2).Name, e.roadName(1))
	}
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if e.draft.Places() != 2 || e.draft.Roads() != 1 || v.selPlace != -1 {
		t.Errorf("Delete left %d places, %d roads", e.draft.Places(), e.draft.Roads())
	}
	e.tools.SetSelected(toolAddRoad)
	test.TapAt(v, v.at(0))
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if v.from != -1 {
		t.Errorf("Esc did not give the road up")
	}
	v.TypedShortcut(&fyne.ShortcutUndo{})
	if e.draft.Places() != 3 {
		t.Errorf("Ctrl+Z did not bring Cluj back")
	}
}

// A map from no file is named in the title by the name it is given.
func TestSetName(t *testing.T) {
	e, _ := newTestEditor(t, route.Romania(), "")
	if e.title.Text != "New map" {
		t.Fatalf("the title is %q", e.title.Text)
	}
	e.SetName("Romania")
	if e.title.Text != "Romania (in no file yet)" {
		t.Fatalf("the title is %q", e.title.Text)
	}
}

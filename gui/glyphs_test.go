package gui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/gui/kit/kittest"
)

// literal is a string or rune literal of the program's source and where
// it stands.
type literal struct {
	text  string
	where string
}

// sourceLiterals are the string and rune literals of every Go file, tests
// aside, under the given folders of the module: every text the window can
// show is built from them and from numbers.
func sourceLiterals(t *testing.T, dirs ...string) []literal {
	t.Helper()
	var out []literal
	fset := token.NewFileSet()
	for _, dir := range dirs {
		err := filepath.WalkDir(filepath.Join("..", dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Errorf("%s: %v", fset.Position(lit.Pos()), err)
				}
				out = append(out, literal{s, fset.Position(lit.Pos()).String()})
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(out) < 1000 {
		t.Fatalf("found %d literals; the walk missed the source", len(out))
	}
	return out
}

// TestLiteralsDrawable: every letter and sign of the program's texts is
// in the fonts the window draws with, in every weight and slant, and in
// the monospace font but for the signs only prose uses; so no platform
// shows a box for one, a browser page included, which has no system
// fonts for Fyne to fall back on.
func TestLiteralsDrawable(t *testing.T) {
	th := &lookTheme{base: theme.DefaultTheme(), scale: 1}
	styles := []fyne.TextStyle{{}, {Bold: true}, {Italic: true}, {Bold: true, Italic: true}, {Monospace: true}}
	// proseOnly: the info sign stands in the guide and the info buttons'
	// texts, never in a monospace table or script.
	const proseOnly = "ℹ"
	reported := map[string]bool{}
	for _, lit := range sourceLiterals(t, "core", "gui", "cmd") {
		for _, s := range styles {
			for _, r := range kittest.Lacks(th.Font(s), lit.text) {
				if s.Monospace && strings.ContainsRune(proseOnly, r) {
					continue
				}
				key := string(r) + th.Font(s).Name()
				if !reported[key] {
					reported[key] = true
					t.Errorf("%s: %q (%U) is not in %s", lit.where, r, r, th.Font(s).Name())
				}
			}
		}
	}
}

package frontier_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// source is one package of the module as its non-test files read.
type source struct {
	imports map[string]bool
	files   []*ast.File
}

// readModule parses every package of the module, tests left out.
func readModule(t *testing.T) map[string]*source {
	t.Helper()
	pkgs := map[string]*source{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != "." && (strings.HasPrefix(n, ".") || n == "testdata" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		name := path.Join("frontier", filepath.ToSlash(filepath.Dir(p)))
		if filepath.Dir(p) == "." {
			name = "frontier"
		}
		src := pkgs[name]
		if src == nil {
			src = &source{imports: map[string]bool{}}
			pkgs[name] = src
		}
		src.files = append(src.files, f)
		for _, im := range f.Imports {
			v, _ := strconv.Unquote(im.Path.Value)
			src.imports[v] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestLayers holds the rules the architecture's Layers section states:
// core imports no window and no Fyne, the domains are imported only by the
// packages it names, the engines (core/search, core/local) import no
// puzzle, and no package of the window runs an engine itself.
func TestLayers(t *testing.T) {
	pkgs := readModule(t)
	if len(pkgs) < 20 {
		t.Fatalf("read %d packages; run from the module's root", len(pkgs))
	}
	domainUsers := map[string]bool{
		"frontier/core/puzzles": true, "frontier/core/games": true, "frontier/core/gametrees": true,
		"frontier/gui/slidingtab": true, "frontier/gui/cubetab": true, "frontier/gui/maptab": true,
		"frontier/gui/mapedit": true, "frontier/gui/letterstab": true, "frontier/gui/inspect": true, "frontier/gui/localtab": true,
		"frontier/gui/csptab": true, // it draws Romania where the map puts its places
	}
	shared := map[string]bool{}
	for _, p := range []string{"numfmt", "textio", "cache", "atomicfile", "readfile", "sysmem", "clock", "turn"} {
		shared["frontier/core/"+p] = true
	}
	engines := engineCalls(t, pkgs["frontier/core/search"])
	for _, name := range sortedKeys(keysOf(pkgs)) {
		src := pkgs[name]
		core := strings.HasPrefix(name, "frontier/core/")
		domain := strings.HasPrefix(name, "frontier/core/domains/")
		for _, im := range sortedKeys(src.imports) {
			switch {
			case core && strings.HasPrefix(im, "fyne.io/"):
				t.Errorf("%s imports %s: core never imports Fyne", name, im)
			case core && (strings.HasPrefix(im, "frontier/gui") || strings.HasPrefix(im, "frontier/cmd")):
				t.Errorf("%s imports %s: core imports nothing above it", name, im)
			case strings.HasPrefix(im, "frontier/core/domains/") && !domain && !domainUsers[name]:
				t.Errorf("%s imports %s: only the catalogue and the tabs that draw a domain do", name, im)
			case name == "frontier/core/search" && strings.HasPrefix(im, "frontier/core/") && !shared[im]:
				t.Errorf("core/search imports %s: the engines import no puzzle", im)
			case name == "frontier/core/local" && strings.HasPrefix(im, "frontier/core/") && !shared[im] && im != "frontier/core/search":
				t.Errorf("core/local imports %s: the local engines import no puzzle, only the search package's tables and budgets", im)
			}
		}
		if !strings.HasPrefix(name, "frontier/gui") {
			continue
		}
		for _, f := range src.files {
			alias := importName(f, "frontier/core/search")
			if alias == "" {
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == alias && engines[sel.Sel.Name] {
					t.Errorf("%s calls search.%s: a window runs searches through the catalogue", name, sel.Sel.Name)
				}
				return true
			})
		}
	}
}

func keysOf(m map[string]*source) map[string]bool {
	out := map[string]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}

// importName is the name file f gives the package at importPath, or "".
func importName(f *ast.File, importPath string) string {
	for _, im := range f.Imports {
		if v, _ := strconv.Unquote(im.Path.Value); v == importPath {
			if im.Name != nil {
				return im.Name.Name
			}
			return path.Base(importPath)
		}
	}
	return ""
}

// engineCalls names the search package's functions that run a search: the
// exported functions whose results include a Result or a GameResult.
func engineCalls(t *testing.T, src *source) map[string]bool {
	t.Helper()
	if src == nil {
		t.Fatal("no core/search package")
	}
	out := map[string]bool{}
	for _, f := range src.files {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !fn.Name.IsExported() || fn.Type.Results == nil {
				continue
			}
			for _, r := range fn.Type.Results.List {
				if mentions(r.Type, "Result") || mentions(r.Type, "GameResult") {
					out[fn.Name.Name] = true
				}
			}
		}
	}
	for _, want := range []string{"Run", "RunTraced", "RunChosen", "AlphaBeta"} {
		if !out[want] {
			t.Fatalf("engineCalls misses search.%s: the test no longer reads the package right", want)
		}
	}
	delete(out, "Stopped")   // an empty result, not a search
	delete(out, "MapResult") // a result shown in another type, not a search
	return out
}

func mentions(e ast.Expr, name string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

package cli

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"frontier/core/cache"
	"frontier/core/numfmt"
)

// A cache file the command finds damaged costs one line on stderr, in the
// command line's own form.
func TestCacheWarningOnStderr(t *testing.T) {
	t.Setenv(cache.DirEnv, t.TempDir())
	var out, errb bytes.Buffer
	if code := (App{}).Run([]string{"--version"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d", code)
	}
	t.Cleanup(func() { cache.SetWarn(nil) })
	key := cache.Key{Kind: "cli-test", Version: 1, Params: "none"}
	os.WriteFile(cache.Path(key), []byte("junk"), 0o644)
	if _, err := cache.Load(key, []int{10}, nil); err == nil {
		t.Fatal("junk loaded")
	}
	want := regexp.MustCompile(`^frontier: cache file .*cli-test-[0-9a-f]{16}\.bin was damaged \(size 4, want \d+\); rebuilding\n$`)
	if !want.MatchString(errb.String()) {
		t.Errorf("stderr %q", errb.String())
	}
}

// The help names the cache's settings and its default cap as the cache
// package has it.
func TestHelpCacheSettings(t *testing.T) {
	_, out, _ := runArgs("--help")
	for _, s := range []string{cache.DirEnv + "=DIR", cache.MaxEnv + "=SIZE",
		"(default " + strings.ReplaceAll(numfmt.Bytes(cache.DefaultMax), " ", "") + ")"} {
		if !strings.Contains(out, s) {
			t.Errorf("the help lacks %q", s)
		}
	}
}

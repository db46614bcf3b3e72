package numfmt

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseBytes(t *testing.T) {
	good := map[string]int64{
		"4096": 4096, "512MB": 512 << 20, "512mb": 512 << 20, "2GB": 2 << 30, "2 GB": 2 << 30, "2G": 2 << 30,
		"2GiB": 2 << 30, "1.5GB": 3 << 29, "64k": 64 << 10, "1TB": 1 << 40, "0": 0, " 3 M ": 3 << 20,
	}
	for text, want := range good {
		if got, err := ParseBytes(text); err != nil || got != want {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", text, got, err, want)
		}
	}
	for _, text := range []string{"", "-1GB", "GB", "1.2.3", "NaN", "Inf", "0x10MB", "1e30", "9999999999TB",
		"2PB", "1_000", strings.Repeat("9", 500), "+5MB", "007MB", "1e3MB", ".5GB", "-0"} {
		_, err := ParseBytes(text)
		if err == nil {
			t.Errorf("ParseBytes(%q) accepted", text)
		} else if len(err.Error()) > 140 {
			t.Errorf("ParseBytes(%q): error of %d bytes", text, len(err.Error()))
		}
	}
}

func TestBytes(t *testing.T) {
	for n, want := range map[int64]string{300: "300 bytes", 4 << 30: "4 GB", 3 << 29: "1.5 GB", 512 << 20: "512 MB",
		1 << 10: "1 KB", 6 << 40: "6 TB"} {
		if got := Bytes(n); got != want {
			t.Errorf("Bytes(%d) = %q, want %q", n, got, want)
		}
	}
}

func FuzzParseBytes(f *testing.F) {
	for _, s := range []string{"512MB", "2GB", "1.5 g", "0", "-1", "1e3k"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		n, err := ParseBytes(text)
		if err != nil {
			// Characters, as a terminal shows them: quoted user text may
			// hold letters of several bytes each.
			if utf8.RuneCountInString(err.Error()) > 120 || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error too long or on two lines: %q", err)
			}
			return
		}
		if n < 0 || n > maxBytes {
			t.Fatalf("ParseBytes(%q) = %d, out of range", text, n)
		}
	})
}

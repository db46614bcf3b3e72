package numfmt

import (
	"errors"
	"strconv"
	"testing"
)

func TestParseSpelling(t *testing.T) {
	good := map[string]float64{"0": 0, "7": 7, "-12": -12, "1000000000": 1e9, "12.5": 12.5, "-0.25": -0.25, "0.0": 0, "3.10": 3.1}
	for text, want := range good {
		v, err := ParseDecimal(text)
		if err != nil || v != want {
			t.Errorf("ParseDecimal(%q) = %v, %v; want %v", text, v, err, want)
		}
	}
	bad := []string{"", " 7", "7 ", "+7", "07", "00", "-0", "-0.0", "1_000", "0x10", "0X10", "1e3", "1E3", "0x1p4",
		".5", "5.", "-", "--5", "Inf", "-Inf", "NaN", "infinity", "1.2.3", "١٢", "7\n", "0b1", "0o7"}
	for _, text := range bad {
		if _, err := ParseDecimal(text); !errors.Is(err, strconv.ErrSyntax) {
			t.Errorf("ParseDecimal(%q): error %v, want a syntax error", text, err)
		}
		if _, err := ParseInt(text); !errors.Is(err, strconv.ErrSyntax) {
			t.Errorf("ParseInt(%q): error %v, want a syntax error", text, err)
		}
	}
	for _, text := range []string{"12.5", "0.0"} {
		if _, err := ParseInt(text); err == nil {
			t.Errorf("ParseInt(%q) read a fraction", text)
		}
	}
	if n, err := ParseInt("-9223372036854775808"); err != nil || n != -1<<63 {
		t.Errorf("ParseInt(min int64) = %d, %v", n, err)
	}
	if _, err := ParseInt("9223372036854775808"); !errors.Is(err, strconv.ErrRange) {
		t.Errorf("ParseInt(2^63): error %v, want out of range", err)
	}
	if n, err := ParseUint("18446744073709551615"); err != nil || n != 1<<64-1 {
		t.Errorf("ParseUint(2^64-1) = %d, %v", n, err)
	}
	if _, err := ParseUint("-1"); !errors.Is(err, strconv.ErrSyntax) {
		t.Errorf("ParseUint(-1): error %v, want a syntax error", err)
	}
	if n, err := Atoi("-42"); err != nil || n != -42 {
		t.Errorf("Atoi(-42) = %d, %v", n, err)
	}
}

func TestParseGrouped(t *testing.T) {
	for text, want := range map[string]int64{"2,000,000": 2e6, "2000000": 2e6, "12,345": 12345, "-1,000": -1000, "7": 7, "999": 999} {
		if n, err := ParseGrouped(text); err != nil || n != want {
			t.Errorf("ParseGrouped(%q) = %d, %v; want %d", text, n, err, want)
		}
		if n, err := ParseGrouped(Group(want)); err != nil || n != want {
			t.Errorf("ParseGrouped(Group(%d)) = %d, %v", want, n, err)
		}
	}
	for _, text := range []string{"2,0000", "20,00", ",000", "1,", "0,001", "1_000", "+1,000", "1,000.5", "1,,000", "1 000"} {
		if _, err := ParseGrouped(text); !errors.Is(err, strconv.ErrSyntax) {
			t.Errorf("ParseGrouped(%q): error %v, want a syntax error", text, err)
		}
	}
}

// FuzzParseDecimal: whatever reads, reads as strconv reads it and is
// written back the same, up to the fraction's trailing zeros.
func FuzzParseDecimal(f *testing.F) {
	for _, s := range []string{"7", "-12.5", "0x1p4", "1_0", "+5", "007", "1e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, err := ParseDecimal(text)
		if err != nil {
			return
		}
		w, err := strconv.ParseFloat(text, 64)
		if err != nil || w != v {
			t.Fatalf("%q: %v, strconv %v %v", text, v, w, err)
		}
		if _, err := ParseDecimal(strconv.FormatFloat(v, 'f', -1, 64)); err != nil && v != 0 {
			t.Fatalf("%q: written back as %q, refused: %v", text, strconv.FormatFloat(v, 'f', -1, 64), err)
		}
	})
}

package numfmt

import "testing"

func TestGroup(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 1234567: "1,234,567",
		-1000: "-1,000", -999: "-999", 100000: "100,000"} {
		if got := Group(n); got != want {
			t.Errorf("Group(%d) = %q, want %q", n, got, want)
		}
	}
	if Group(3674160) != "3,674,160" {
		t.Error("int argument")
	}
}

func TestPlural(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 lines"}, {1, "1 line"}, {2, "2 lines"}, {1024, "1,024 lines"}} {
		if got := Plural(c.n, "line"); got != c.want {
			t.Errorf("Plural(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := Plural(int64(-1), "line"); got != "-1 lines" {
		t.Errorf("Plural(-1) = %q", got)
	}
}

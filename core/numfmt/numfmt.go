// Package numfmt writes numbers the way Frontier shows them to people,
// and reads the numbers people type in the one spelling it writes.
package numfmt

import "strconv"

// Group writes n with commas between groups of three digits: 1,234,567.
func Group[N ~int | ~int64](n N) string {
	s := strconv.FormatInt(int64(n), 10)
	sign := ""
	if s[0] == '-' {
		sign, s = "-", s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return sign + string(out)
}

// Plural is n and word, grouped and in the plural where n is not one:
// "1 line", "1,024 lines".
func Plural[N ~int | ~int64](n N, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return Group(n) + " " + word + "s"
}

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

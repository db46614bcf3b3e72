package numfmt

import (
	"strconv"
	"strings"
)

// Numbers typed into Frontier have one spelling, the one it writes:
// decimal digits, with a minus sign before a negative number, and no plus
// sign, leading zero, digit separator, base prefix or exponent. So 7, -12,
// 0 and 12.5 read; +7, 07, -0, 1_000, 0x10, 1e3, .5, 5. and Inf do not, in
// a map file as in a board or on the command line.

// ParseInt reads a whole number in the one spelling. Its error is a
// *strconv.NumError with strconv.ErrSyntax, or strconv.ErrRange for a
// number beyond an int64.
func ParseInt(text string) (int64, error) {
	if !spelled(text, false) {
		return 0, syntax("ParseInt", text)
	}
	return strconv.ParseInt(text, 10, 64)
}

// ParseUint is ParseInt for a number that may not be negative.
func ParseUint(text string) (uint64, error) {
	if !spelled(text, false) || text[0] == '-' {
		return 0, syntax("ParseUint", text)
	}
	return strconv.ParseUint(text, 10, 64)
}

// Atoi is ParseInt for an int.
func Atoi(text string) (int, error) {
	if !spelled(text, false) {
		return 0, syntax("Atoi", text)
	}
	return strconv.Atoi(text)
}

// ParseDecimal reads a number in the one spelling, with a fraction after
// a point if it has one: 91, -12.5, 0.25. Its error is as ParseInt's,
// with strconv.ErrRange for a number beyond a float64.
func ParseDecimal(text string) (float64, error) {
	if !spelled(text, true) {
		return 0, syntax("ParseFloat", text)
	}
	return strconv.ParseFloat(text, 64)
}

func syntax(fn, text string) error {
	return &strconv.NumError{Func: fn, Num: strings.Clone(text), Err: strconv.ErrSyntax}
}

// spelled reports whether text is a number in the one spelling, with a
// fraction if fraction allows one.
func spelled(text string, fraction bool) bool {
	digits, negative := strings.CutPrefix(text, "-")
	whole, frac, point := strings.Cut(digits, ".")
	switch {
	case !allDigits(whole), len(whole) > 1 && whole[0] == '0':
		return false
	case point && (!fraction || !allDigits(frac)):
		return false
	case negative && strings.Trim(whole+frac, "0") == "": // -0, -0.0
		return false
	}
	return true
}

// allDigits reports whether s is one or more of 0–9.
func allDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// ParseGrouped is ParseInt that also reads a number grouped as Group
// writes it, with commas between groups of three digits: 2,000,000.
func ParseGrouped(text string) (int64, error) {
	digits, negative := strings.CutPrefix(text, "-")
	if strings.Contains(digits, ",") {
		groups := strings.Split(digits, ",")
		for i, g := range groups {
			if len(g) != 3 && (i > 0 || len(g) == 0 || len(g) > 3) {
				return 0, syntax("ParseInt", text)
			}
		}
		digits = strings.Join(groups, "")
		if negative {
			digits = "-" + digits
		}
		if groups[0][0] == '0' {
			return 0, syntax("ParseInt", text)
		}
		return ParseInt(digits)
	}
	return ParseInt(text)
}

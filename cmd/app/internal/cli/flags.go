package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"

	"frontier/core/numfmt"
)

// wholeFlag is an integer flag read in the one spelling numfmt reads, as
// scripts, config files, lists and the window read numbers: Go's own
// integer flags would read 010 as eight, 0x10 as sixteen and +5 as five.
type wholeFlag[T int | int64 | uint64] struct{ p *T }

// intFlag defines a decimal integer flag with its default.
func intFlag[T int | int64 | uint64](fs *flag.FlagSet, p *T, name string, value T) {
	*p = value
	fs.Var(wholeFlag[T]{p}, name, "")
}

func (f wholeFlag[T]) String() string {
	if f.p == nil {
		return "0"
	}
	return fmt.Sprint(*f.p)
}

func (f wholeFlag[T]) Set(text string) error {
	var err error
	switch p := any(f.p).(type) {
	case *int:
		*p, err = numfmt.Atoi(text)
	case *int64:
		*p, err = numfmt.ParseInt(text)
	case *uint64:
		*p, err = numfmt.ParseUint(text)
	}
	switch {
	case errors.Is(err, strconv.ErrRange):
		return errors.New("value out of range")
	case err != nil:
		return errors.New("not a whole number such as 12 (no sign +, leading zero, separator or exponent)")
	}
	return nil
}

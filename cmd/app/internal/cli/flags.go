package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
)

// wholeFlag is an integer flag read in decimal, as scripts, config files,
// lists and the window read numbers: Go's own integer flags would read 010
// as eight and 0x10 as sixteen.
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
		var n int64
		n, err = strconv.ParseInt(text, 10, strconv.IntSize)
		*p = int(n)
	case *int64:
		*p, err = strconv.ParseInt(text, 10, 64)
	case *uint64:
		*p, err = strconv.ParseUint(text, 10, 64)
	}
	switch {
	case errors.Is(err, strconv.ErrRange):
		return errors.New("value out of range")
	case err != nil:
		return errors.New("not a whole number in decimal")
	}
	return nil
}

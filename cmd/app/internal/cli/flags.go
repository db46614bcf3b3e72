package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/textio"
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

// parseAround parses args with fs, the flags of frontier's command cmd,
// where flags may come before, between or after the words that are not
// flags (a state may be several words: b12 345 678 unquoted), and
// returns those words in order.
func parseAround(fs *flag.FlagSet, cmd string, args []string) ([]string, error) {
	var words []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			if tile, ok := signedTile(err); ok {
				return nil, usageErr("tile %s: write tile numbers without leading zeros or signs", textio.Quote(tile))
			}
			return nil, usageErr("%v (frontier %s -h lists the flags)", err, cmd)
		}
		if fs.NArg() == 0 {
			return words, nil
		}
		words = append(words, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// signedTile finds, in the flag package's complaint about an unknown flag
// such as -0,1,2,…, a state whose first tile has a minus sign: no flag's
// name starts with a digit. It returns that tile, for the sliding parser's
// own message.
func signedTile(err error) (string, bool) {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -")
	if !ok || name == "" || name[0] < '0' || name[0] > '9' {
		return "", false
	}
	tile, _, _ := strings.Cut(name, ",")
	tile, _, _ = strings.Cut(tile, " ")
	return "-" + tile, true
}

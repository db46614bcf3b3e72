package numfmt

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"frontier/core/textio"
)

// The units of a memory size, powers of 1024 as memory is counted.
var byteUnits = []struct {
	name string
	size int64
}{{"TB", 1 << 40}, {"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}}

// Bytes writes a memory size the way people read one: "512 MB",
// "1.5 GB", "4 GB", "300 bytes"; units are powers of 1024, with at most
// one decimal.
func Bytes(n int64) string {
	for _, u := range byteUnits {
		if n >= u.size {
			return strconv.FormatFloat(math.Round(float64(n)/float64(u.size)*10)/10, 'f', -1, 64) + " " + u.name
		}
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

// maxBytes keeps a parsed size far from overflowing an int64.
const maxBytes = 1 << 60

// ParseBytes reads a memory size: a number of bytes (4096), or a number
// with a unit K, M, G or T (also KB, KiB, and so on; any case; powers of
// 1024): 512MB, 2GB, 1.5 GB. The error is one line quoting the text.
func ParseBytes(text string) (int64, error) {
	s := strings.ToUpper(strings.TrimSpace(text))
	s = strings.TrimSuffix(strings.TrimSuffix(s, "B"), "I")
	mult := int64(1)
	for _, u := range byteUnits {
		if rest, ok := strings.CutSuffix(s, u.name[:1]); ok {
			s, mult = rest, u.size
			break
		}
	}
	x, err := ParseDecimal(strings.TrimSpace(s))
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange) || x < 0:
		return 0, fmt.Errorf("%s is not a memory size such as 512MB or 2GB", textio.Quote(text))
	case x*float64(mult) > maxBytes:
		return 0, fmt.Errorf("%s is too large a memory size", textio.Quote(text))
	}
	return int64(x * float64(mult)), nil
}

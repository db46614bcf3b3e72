package sandbox

import "frontier/core/numfmt"

// Unavailable is the error of a system where no sandbox can be made:
// Cause says why, Fix what setting or command makes one.
type Unavailable struct {
	Cause, Fix string
}

func (u *Unavailable) Error() string {
	msg := "no sandbox for students' programs can be made here: " + u.Cause
	if u.Fix != "" {
		msg += "; " + u.Fix
	}
	return msg
}

// bytesWords is a size as reports write it: "2 GB".
func bytesWords(n int64) string { return numfmt.Bytes(n) }

//go:build !js

package kit

const (
	lettersOnlyAsRunes = false
	keysOffMain        = false
)

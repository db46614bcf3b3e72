package kit

const (
	lettersOnlyAsRunes = true
	keysOffMain        = true
)

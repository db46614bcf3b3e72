package route

import (
	"fmt"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/readfile"
	"frontier/core/textio"
)

// ParseTable reads estimates a user types, one per place named:
// "Arad=366, Sibiu=253, Rimnicu Vilcea=193". Entries are PLACE=NUMBER,
// a whole number of the map's unit from 0 to MaxLength, apart by commas,
// semicolons or line ends; # starts a comment to the end of its line.
// A place the table leaves out gets 0, which never overestimates. An
// unknown place, a bad number, a place given twice or a table naming no
// place is a one-line error naming the entry.
func (m *Map) ParseTable(text string) ([]int, error) {
	if len(text) > MaxFileSize {
		return nil, fmt.Errorf("the table is larger than %d bytes", MaxFileSize)
	}
	h := make([]int, len(m.names))
	given := make([]bool, len(m.names))
	named := 0
	for _, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		for _, entry := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ';' }) {
			entry = strings.TrimSpace(entry)
			if entry == "" {
				continue
			}
			name, num, ok := strings.Cut(entry, "=")
			if !ok {
				return nil, fmt.Errorf("%s: want PLACE=NUMBER", textio.Quote(entry))
			}
			p, err := m.Lookup(name)
			if err != nil {
				return nil, err
			}
			v, err := numfmt.Atoi(strings.TrimSpace(num))
			if err != nil || v < 0 || v > MaxLength {
				return nil, fmt.Errorf("%s: want a whole number from 0 to %d after =", textio.Quote(entry), MaxLength)
			}
			if given[p] {
				return nil, fmt.Errorf("%s is given twice", textio.Quote(m.names[p]))
			}
			h[p], given[p] = v, true
			named++
		}
	}
	if named == 0 {
		return nil, fmt.Errorf("the table names no place (want PLACE=NUMBER, …)")
	}
	return h, nil
}

// ReadTable reads the file at path as ParseTable does; a byte-order mark
// may start it. A file over MaxFileSize, and anything but a regular file,
// is refused before it is read; errors do not repeat the path.
func (m *Map) ReadTable(path string) ([]int, error) {
	data, err := readfile.Regular(path, MaxFileSize)
	if err != nil {
		return nil, err
	}
	return m.ParseTable(string(textio.TrimBOM(data)))
}

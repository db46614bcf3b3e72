// Package frontier carries the repository's documents into the binary, so
// that the window can show the README without a network or a browser.
package frontier

import _ "embed"

// Readme is README.md.
//
//go:embed README.md
var Readme string

// Package assets bundles Frontier's resources into the binary.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the application icon.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)

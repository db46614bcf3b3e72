//go:build !js

package kit

// spinners: a desktop window animates a search's moving bar and activity
// dot.
const spinners = true

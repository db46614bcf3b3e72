//go:build !wayland

package cli

// waylandBuild: the toolkit was built for X11, Fyne's default on Linux
// and the BSDs.
const waylandBuild = false

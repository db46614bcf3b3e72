//go:build wayland

package cli

// waylandBuild: the toolkit was built with Fyne's wayland tag and talks to
// a Wayland compositor alone.
const waylandBuild = true

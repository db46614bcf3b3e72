// Package frontier holds what the whole repository shares: its version.
package frontier

// Version is Frontier's release, shown by `frontier --version` and the
// About dialog; a test keeps it equal to FyneApp.toml's.
const Version = "0.1.0"

//go:build !js

package kit

// DiskFiles: the window can open and save files on this machine's disk.
const DiskFiles = true

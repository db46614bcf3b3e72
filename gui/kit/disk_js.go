package kit

// DiskFiles is false in a browser page: the page has no disk to open
// files from or save them to.
const DiskFiles = false

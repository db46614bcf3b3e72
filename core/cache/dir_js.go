package cache

import "errors"

// userCacheDir: a browser page has no folder to keep files in (the
// runtime's file calls fail there), so the cache is off and each table is
// built once per page and kept in memory by its builder.
func userCacheDir() (string, error) {
	return "", errors.New("a browser page keeps no files")
}

//go:build !js

package cache

import "os"

func userCacheDir() (string, error) { return os.UserCacheDir() }

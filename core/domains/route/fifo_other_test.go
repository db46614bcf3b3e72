//go:build !unix

package route_test

import "errors"

func mkfifo(string) error { return errors.New("not on this system") }

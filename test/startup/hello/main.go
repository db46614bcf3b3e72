// Command hello prints a line: the least a Go program takes to start, for
// scripts/startup.sh.
package main

import "fmt"

func main() { fmt.Println("hello") }

package main

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"syscall/js"
	"time"

	"frontier/cmd/app/internal/cli"
)

// In a browser page the address may carry a command line, ?run=solve
// --json 1,2,3,…, which runs once the window is up, as the command would
// on a terminal: its output goes to the page's console, between a line
// that says when it started and one that says when it ended, in ms since
// the page opened. The page's script cancels it with frontierCancel().
// The browser test drives searches this way.
func init() {
	// Every package's initialization is done when this one's runs.
	fmt.Printf("frontier web: program started at %.0f ms\n", pageNow())
	query, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	if err != nil || query.Get("run") == "" {
		return
	}
	args := strings.Fields(query.Get("run"))
	go func() {
		for js.Global().Get("frontierStarted").IsUndefined() {
			time.Sleep(50 * time.Millisecond)
		}
		fmt.Printf("frontier web: run started at %.0f ms\n", pageNow())
		status := cli.App{}.Run(args, os.Stdout, os.Stdout)
		fmt.Printf("frontier web: run ended at %.0f ms, exit status %d\n", pageNow(), status)
	}()
}

func pageNow() float64 { return js.Global().Get("performance").Call("now").Float() }

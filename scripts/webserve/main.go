// Command webserve serves Frontier's browser build (make web) on
// localhost: webserve [-addr 127.0.0.1:8080] [DIR]. The folder is static
// and needs nothing of its server: the page downloads the program
// compressed (frontier.wasm.gz) and unpacks it itself, so this serves
// the files as they are, as any static server does, and asks the browser
// to check for a new build on each visit (an unchanged file then costs a
// "not modified" answer, not a download).
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: webserve [-addr HOST:PORT] [DIR]  (DIR: build/web)")
		flag.PrintDefaults()
	}
	flag.Parse()
	dir := "build/web"
	if flag.NArg() > 1 {
		flag.Usage()
		os.Exit(2)
	}
	if flag.NArg() == 1 {
		dir = flag.Arg(0)
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		log.Fatalf("webserve: %s has no index.html (run make web first)", dir)
	}
	log.Printf("webserve: serving %s at http://%s/", dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, handler(dir)))
}

// handler serves dir's files as they are, revalidated on every visit.
func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache") // revalidate: a new build shows at once
		files.ServeHTTP(w, r)
	})
}

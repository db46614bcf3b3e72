// Command webserve serves Frontier's browser build (make web) on
// localhost: webserve [-addr 127.0.0.1:8080] [DIR]. It serves .wasm as
// application/wasm, which the browser's streaming compiler insists on,
// and a file's pre-compressed neighbour (frontier.wasm.br, .gz) with its
// Content-Encoding to a browser that accepts it. Any static server that
// does those two things can host the folder.
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
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
	mime.AddExtensionType(".wasm", "application/wasm")
	log.Printf("webserve: serving %s at http://%s/", dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, handler(dir)))
}

// encodings are the pre-compressed forms looked for, best first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// handler serves dir's files, each in the best pre-compressed form the
// browser accepts when there is one.
func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		w.Header().Set("Cache-Control", "no-cache") // revalidate: a new build shows at once
		accept := r.Header.Get("Accept-Encoding")
		for _, e := range encodings {
			if !strings.Contains(accept, e.name) || strings.HasSuffix(name, "/") {
				continue
			}
			f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)+e.ext))
			if err != nil {
				continue
			}
			defer f.Close()
			info, err := f.Stat()
			if err != nil || !info.Mode().IsRegular() {
				continue
			}
			if t := mime.TypeByExtension(path.Ext(name)); t != "" {
				w.Header().Set("Content-Type", t)
			}
			w.Header().Set("Content-Encoding", e.name)
			w.Header().Add("Vary", "Accept-Encoding")
			http.ServeContent(w, r, name, info.ModTime(), f)
			return
		}
		files.ServeHTTP(w, r)
	})
}

# Frontier's development commands. `make run` opens the app, `make test`
# runs every test; both first install the Debian packages Fyne needs.

DEBS := libgl1-mesa-dev xorg-dev xvfb xdotool openbox wmctrl imagemagick bc time python3 chromium nodejs
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
VERSION := $(shell sed -n 's/^ *Version = "\(.*\)"/\1/p' FyneApp.toml)
APPID := $(shell sed -n 's/^ *ID = "\(.*\)"/\1/p' FyneApp.toml)

.PHONY: run test test-long monkey build deps bench bench-cli startup fuzz package windows windows-check release web serve-web webcheck fonts windows-test

# TAGS leave Fyne's colour emoji font out of every build. The window
# writes no emoji (gui/glyphs_test.go finds every sign it writes in its
# own font); one a user types is drawn from the system's fonts, as any
# letter Frontier's font lacks. With the font in, each text style Fyne
# loads parses its 4.2 MB again: 14 MB of the desktop window's 28 MB of
# Go heap at rest. A plain go build still works, with the font.
TAGS := no_emoji

run: deps
	LANG=$${LANG:-en_US.UTF-8} go run -tags '$(TAGS)' ./cmd/app

build: deps
	go build -tags '$(TAGS)' -o bin/frontier ./cmd/app

# test fits a busy two-core laptop: under the race detector (-short) the
# long equivalence sweeps run a sample; the time limit is a safety net for
# a slow machine, not a measure.
test: build
	go vet ./...
	go test -race -short -timeout 30m ./...
	bash scripts/smoke.sh bin/frontier
	bash scripts/check-examples.sh bin/frontier

# test-long runs every sweep in full, without the race detector.
test-long: build
	go test -timeout 90m ./...

# monkey drives the real window with seeded random input for SECONDS.
SECONDS ?= 120
SEED ?= 1
monkey: build
	bash scripts/monkey.sh bin/frontier $(SECONDS) $(SEED)

# deps installs whatever of DEBS is missing.
deps:
	@DEBS="$(DEBS)" SUDO="$(SUDO)" bash scripts/debs.sh

# package: the Linux tarball (binary, .desktop file, icon) in dist/. The
# packager bumps Build in FyneApp.toml; the file is put back afterwards.
package: deps
	go build -tags '$(TAGS)' -o bin/frontier ./cmd/app
	cp FyneApp.toml bin/FyneApp.toml.orig
	go tool fyne package -os linux --exe bin/frontier; status=$$?; cp bin/FyneApp.toml.orig FyneApp.toml; exit $$status
	mkdir -p dist
	mv Frontier.tar.xz dist/Frontier-$(VERSION)-linux-amd64.tar.xz
	@echo "dist/Frontier-$(VERSION)-linux-amd64.tar.xz"

# windows: a GUI .exe with the icon embedded, cross-compiled with MinGW.
# The first build compiles GLFW for Windows: about 7-10 minutes. The same
# pinned packager is built to bin/fyne first, so that CC=MinGW applies to
# the app's build only and not to building the packager for this machine.
windows: deps
	@DEBS="gcc-mingw-w64-x86-64" SUDO="$(SUDO)" bash scripts/debs.sh
	go build -o bin/fyne fyne.io/fyne/v2/cmd/fyne
	CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 bin/fyne package -os windows --src cmd/app --tags '$(TAGS)' \
		--icon ../../assets/icon.png --name Frontier --appID $(APPID) --appVersion $(VERSION) --appBuild 1
	mkdir -p dist
	mv cmd/app/Frontier.exe dist/Frontier-$(VERSION)-windows-amd64.exe
	@echo "dist/Frontier-$(VERSION)-windows-amd64.exe"

# windows-check: the Windows executable under Wine and a virtual display:
# --version, solve --json against the Linux binary's answers, the window
# drawn, a Solve in it, and its close (scripts/windows-check.sh). Wine is
# large and its first start takes about a minute, so it is kept out of
# `make test`. SHOTS names a folder for the screenshots.
WINE_DEBS := wine wine64 gcc-mingw-w64-x86-64
SHOTS ?=
windows-check: windows build
	@DEBS="$(WINE_DEBS)" SUDO="$(SUDO)" bash scripts/debs.sh
	bash scripts/windows-check.sh dist/Frontier-$(VERSION)-windows-amd64.exe bin/frontier $(SHOTS)

# windows-test: the tests of WINPKGS (by default the packages without
# Fyne: core/…, cmd/app/internal/…) built for Windows and run under Wine
# with -short, as the release workflow's Windows runner runs them; about
# four minutes (scripts/windows-test.sh). WINPKGS=./gui/... adds the
# window's packages, built with MinGW through cgo (the first build about
# ten minutes). Kept out of `make test`, as windows-check is.
WINPKGS ?= ./core/... ./cmd/app/internal/...
windows-test:
	@DEBS="$(WINE_DEBS)" SUDO="$(SUDO)" bash scripts/debs.sh
	bash scripts/windows-test.sh $(WINPKGS)

# web: the browser build in build/web, a static folder any web server can
# host as it is: the program as WebAssembly compressed with gzip, which the
# page unpacks itself (so a host that adds no Content-Encoding still sends
# the compressed size), Go's loader for it, the page and the icon. The
# uncompressed program is left in build/frontier.wasm, to measure. It is
# built with TAGS, as the desktop's is. The page's name for the program
# carries a digest of it, so that a page never runs a program compiled
# from another build.
WEB := build/web
WASMTAGS := $(TAGS)
web: deps
	mkdir -p $(WEB)
	GOOS=js GOARCH=wasm go build -tags '$(WASMTAGS)' -trimpath -ldflags='-s -w' -o build/frontier.wasm.new ./cmd/app
	mv build/frontier.wasm.new build/frontier.wasm
	exec=$$(go env GOROOT)/lib/wasm/wasm_exec.js; [ -f "$$exec" ] || exec=$$(go env GOROOT)/misc/wasm/wasm_exec.js; \
		cp "$$exec" $(WEB)/wasm_exec.js
	cp assets/icon.png $(WEB)/icon.png
	gzip -9 -n -c build/frontier.wasm > $(WEB)/frontier.wasm.gz.new && mv $(WEB)/frontier.wasm.gz.new $(WEB)/frontier.wasm.gz
	rm -f $(WEB)/frontier.wasm $(WEB)/frontier.wasm.br
	sed -e "s/@WASMSIZE@/$$(stat -c %s build/frontier.wasm)/" -e "s/@GZSIZE@/$$(stat -c %s $(WEB)/frontier.wasm.gz)/" \
		-e "s/@BUILD@/$$(sha256sum build/frontier.wasm | cut -c1-16)/" web/index.html > $(WEB)/index.html
	@ls -l build/frontier.wasm $(WEB)

# serve-web: the browser build at http://127.0.0.1:8080/ (ADDR=host:port).
ADDR ?= 127.0.0.1:8080
serve-web: web
	go run ./scripts/webserve -addr $(ADDR) $(WEB)

# webcheck: the browser build in a real browser (Chromium under Xvfb),
# served by a plain static server and by the project's: the first visit
# downloads the compressed program, the second starts from the one kept,
# the window draws, a search answers as the desktop's does, clicks are
# answered during a long search, the coach on a 15-puzzle solves, a cancel
# stops a search at once; see scripts/webcheck.sh. First, the tests that
# run as in a page (GOOS=js under Node): long work gives the page its turn.
webcheck: web build
	GOOS=js GOARCH=wasm go test -p 1 -exec="$$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run 'Take|Page' ./core/turn ./gui/slidingtab
	bash scripts/webcheck.sh $(WEB) bin/frontier

# fonts: the window's text fonts in assets/fonts, Fyne's Noto Sans with
# the signs it lacks taken from DejaVu Sans (scripts/fonts.py). They are
# committed; run this only to change which signs they carry. Debian's
# own python3 runs the script, the one its fonttools package is for.
fonts:
	@DEBS="python3-fonttools fonts-dejavu-core fonts-dejavu-extra" SUDO="$(SUDO)" bash scripts/debs.sh
	/usr/bin/python3 scripts/fonts.py "$$(go list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font" \
		/usr/share/fonts/truetype/dejavu assets/fonts

# release: every test, then both packages in dist/.
release: test package windows
	cd dist && sha256sum Frontier-$(VERSION)-* > SHA256SUMS-$(VERSION)
	@ls -l dist

# bench: every benchmark of the core packages, COUNT times each (6 for
# benchstat: make bench COUNT=6 > new.txt). docs/performance.md says what
# each one measures and what it gave.
COUNT ?= 1
bench:
	go test -run XXX -bench . -benchmem -count $(COUNT) -timeout 60m ./core/...

# bench-cli: the pattern databases across processes (a first build, 24
# solves reading the cache, a damaged cache file), with the real binary.
bench-cli: build
	bash scripts/pdb-processes.sh bin/frontier

# startup: how long the binary takes to start, on the whole process: its
# --version and a solve beside the search's own time, the window's first
# frame and its memory at rest, each beside a bare Fyne program's
# (scripts/startup.sh; ROUNDS runs of each command).
ROUNDS ?= 40
startup: build
	@DEBS="hyperfine" SUDO="$(SUDO)" bash scripts/debs.sh
	TAGS='$(TAGS)' bash scripts/startup.sh bin/frontier $(ROUNDS)

# fuzz: every parser's fuzz target for FUZZTIME each (FUZZTIME=1m for a
# longer look); see scripts/fuzz.sh.
FUZZTIME ?= 10s
fuzz:
	bash scripts/fuzz.sh $(FUZZTIME)

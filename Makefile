# Frontier's development commands. `make run` opens the app, `make test`
# runs every test; both first install the Debian packages Fyne needs.

DEBS := libgl1-mesa-dev xorg-dev xvfb xdotool
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build deps bench fuzz

run: deps
	LANG=$${LANG:-en_US.UTF-8} go run ./cmd/app

build: deps
	go build -o bin/frontier ./cmd/app

test: build
	go vet ./...
	go test -race ./...
	bash scripts/smoke.sh bin/frontier

# deps installs whatever of DEBS is missing.
deps:
	@missing=$$(for p in $(DEBS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing $$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

bench:
	go test -run XXX -bench . -benchmem ./core/...

fuzz:
	go test -run XXX -fuzz FuzzParse -fuzztime 30s ./core/domains/sliding

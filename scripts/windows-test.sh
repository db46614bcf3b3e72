#!/usr/bin/env bash
# windows-test.sh [PACKAGE…]: the tests of the packages (by default every
# package under core/ and cmd/app/internal/ that has tests; ./gui/... adds
# the window's), built for Windows and run under Wine with -short, as the
# release workflow's Windows runner runs them. Each package's tests run in its own
# folder, as go test runs them. Exit status 0 when every package passes.
#
# The Wine prefix is a temporary one, set up as scripts/windows-check.sh
# sets up its own, with the stand-in for bcryptprimitives.dll that Debian's
# Wine 8 lacks (test/wine/). The stand-in also makes Wine answer Go's file
# deletion as an older Windows does (test/wine/deletefallback.c), without
# which every test's temporary folder fails to go away. The temporary
# folder is as long a path as a GitHub runner's, so that a message that
# quotes a path is tested at the length it has there.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root"
for tool in wine wineboot x86_64-w64-mingw32-gcc go; do
	command -v "$tool" >/dev/null || { echo "windows-test: $tool is missing (make windows-test installs it)"; exit 1; }
done
tmp=$(mktemp -d)
export WINEPREFIX=$tmp/prefix WINEDEBUG=-all
export WINEDLLOVERRIDES="bcryptprimitives=n;mscoree=;mshtml="
cleanup() {
	wineserver -k 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT

if [ $# -eq 0 ]; then
	set -- ./core/... ./cmd/app/internal/...
fi
# Packages with tests on Windows, and their folders.
pkgs=$(CGO_ENABLED=1 GOOS=windows go list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}} {{.Dir}}{{end}}' "$@") || exit 1

t0=$(date +%s)
if ! timeout 300 wineboot -i >/dev/null 2>&1; then
	echo "windows-test: wineboot could not make a prefix"; exit 1
fi
sys32=$WINEPREFIX/drive_c/windows/system32
if ! x86_64-w64-mingw32-gcc -shared -O2 -o "$sys32/bcryptprimitives.dll" \
	"$root/test/wine/bcryptprimitives.c" "$root/test/wine/deletefallback.c" -ladvapi32; then
	echo "windows-test: the bcryptprimitives stand-in did not build"; exit 1
fi
temp='C:\Users\runneradmin\AppData\Local\Temp'
mkdir -p "$WINEPREFIX/drive_c/Users/runneradmin/AppData/Local/Temp"
for v in TEMP TMP; do
	wine reg add 'HKCU\Environment' /v $v /t REG_EXPAND_SZ /d "$temp" /f >/dev/null 2>&1
done
echo "windows-test: Wine prefix made in $(($(date +%s) - t0)) s"

pass=0 fail=0
while read -r p dir; do
	exe=$tmp/$(echo "$p" | tr / _).exe
	# A package that uses Fyne links GLFW, built with MinGW through cgo
	# (the first such build takes about ten minutes); its tests draw with
	# Fyne's test driver and open no window.
	cgo="CGO_ENABLED=0"
	if CGO_ENABLED=1 GOOS=windows go list -deps "$p" | grep -q '^fyne.io/'; then
		cgo="CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc"
	fi
	if ! env $cgo GOOS=windows GOARCH=amd64 go test -c -o "$exe" "$p" >"$tmp/build.log" 2>&1; then
		echo "FAIL $p (build)"
		cat "$tmp/build.log"
		fail=$((fail + 1))
		continue
	fi
	t0=$(date +%s)
	(cd "$dir" && timeout 1800 wine "$exe" -test.short -test.timeout 25m) 2>&1 | tr -d '\r' >"$tmp/test.log"
	if tail -1 "$tmp/test.log" | grep -qx PASS; then
		echo "ok   $p $(($(date +%s) - t0))s"
		pass=$((pass + 1))
	else
		echo "FAIL $p $(($(date +%s) - t0))s"
		grep -v '^=== \|^    --- PASS\|^--- PASS' "$tmp/test.log" | head -40 | sed 's/^/    /'
		fail=$((fail + 1))
	fi
done <<<"$pkgs"
echo "windows-test: $pass passed, $fail failed"
[ $fail = 0 ]

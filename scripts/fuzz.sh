#!/usr/bin/env bash
# fuzz.sh [TIME]: run every fuzz target of the repository (every func
# FuzzXxx in a _test.go file) for TIME each (default 10s), one after the
# other. A failing input is saved by Go under the package's
# testdata/fuzz/FuzzXxx/ and from then on runs with the ordinary tests:
# commit it with the fix.
set -u
time=${1:-10s}
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
while IFS=: read -r file name; do
	pkg=./$(dirname "$file")
	echo "== $name ($pkg, $time)"
	if go test -run XXX -fuzz "^$name\$" -fuzztime "$time" "$pkg" >"$log" 2>&1; then
		tail -2 "$log"
	else
		grep -v '^fuzz: elapsed' "$log"
		failed=$((failed + 1))
	fi
done < <(grep -rHo --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*' . | sed 's/:func /:/' | sed 's|^\./||' | sort)
[ "$failed" = 0 ] || { echo "$failed fuzz targets failed"; exit 1; }
echo "every fuzz target passed"

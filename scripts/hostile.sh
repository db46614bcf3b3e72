#!/usr/bin/env bash
# hostile.sh BINARY [quick]: run the hostile invocations of the hardening
# issue against a built frontier, each under a 6 GB address-space limit
# (prlimit --as) unless it sets its own, and check that each ends cleanly: the expected exit
# status, the expected number of lines on stderr (one for an error, none
# for input that is now accepted), no panic or Go runtime trace, within a
# time limit. It prints one line per case with the exit status, the wall
# time and the peak memory (max RSS, from /usr/bin/time). "quick" skips the
# searches that fill the default memory budget (a minute each on two busy
# cores).
set -u
bin=$(realpath "${1:-bin/frontier}")
quick=${2:-}
limit_as=6442450944
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

printf 'size: 3\nseed: 1\nswaps: 1000000\nnumber: 1000000\n' >huge-config.txt
printf 'size: 3\nseed: 1\nswaps: 10\nnumber: 3\n' >config.txt
printf '\xef\xbb\xbfprintState\r\n' >bom.txt
{ printf 'printState\n'; head -c 70000 /dev/zero | tr '\0' x; printf '\n'; } >long.txt
printf 'seed 18446744073709551615\nrandomizeState 20\nprintState\n' >seed.txt
printf 'setState 312 645 7b8\nsolveAStar h2\n' >solve.txt

pass=0 failed=0
# check NAME WANT_EXIT WANT_LINES MAX_SECONDS [STDOUT_FILE] -- ARGS...
# A case sets its own address-space limit, in bytes, by prefixing the call
# with limit_as=N (and other variables, such as FRONTIER_CACHE_DIR=off,
# the same way).
check() {
	local name=$1 want=$2 lines=$3 secs=$4 out=$5
	shift 6
	local start end code rss n
	start=$(date +%s.%N)
	# A case that runs away is killed at twice its time limit.
	/usr/bin/time -f '%M' -o rss.txt timeout -s KILL "$(echo "2 * $secs + 1" | bc)" \
		prlimit --as=$limit_as "$bin" "$@" >"$out" 2>err.txt
	code=$?
	end=$(date +%s.%N)
	rss=$(tail -1 rss.txt)
	n=$(wc -l <err.txt)
	local took
	took=$(echo "$end - $start" | bc)
	local bad=""
	[ "$code" = "$want" ] || bad="exit $code, want $want; "
	[ "$n" = "$lines" ] || bad="$bad$n lines on stderr, want $lines; "
	grep -qE '^(panic|fatal error|goroutine [0-9]+ |SIGABRT)|runtime\.|pthread_create' err.txt && bad="${bad}a Go trace; "
	[ "$(echo "$took > $secs" | bc)" = 1 ] && bad="${bad}took more than $secs s; "
	if [ -z "$bad" ]; then
		pass=$((pass + 1))
		printf 'ok    %-44s exit %s  %6.1f s  %7d KB\n' "$name" "$code" "$took" "$rss"
	else
		failed=$((failed + 1))
		printf 'FAIL  %-44s %s\n' "$name" "$bad"
		sed 's/^/      stderr: /' err.txt | head -5
	fi
}

# The two searches that fill the memory budget take as long as the engine
# needs to generate some fifty million nodes: 50 s on two cores shared
# with other work, several minutes when they are busy.
if [ "$quick" != quick ]; then
	check "solve bfs 5x5 walk 200 (memory budget)" 1 1 300 /dev/null -- \
		solve --engine bfs --width 5 --random-walk 200 --seed 1
	check "solve astar manhattan hard 15 (memory budget)" 1 1 300 /dev/null -- \
		solve --engine astar --heuristic manhattan "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"
fi
check "experiment --workers 100" 2 1 10 /dev/null -- \
	experiment --kind compare --width 4 --walk 1000 --instances 100 --workers 100 --engines bfs
check "experiment, 2 workers share 256MB" 0 1 120 /dev/null -- \
	experiment --kind compare --width 4 --walk 1000 --instances 4 --workers 2 --engines bfs --max-memory 256MB --max-nodes 0
check "experiment --instances 2000000000" 2 1 10 /dev/null -- experiment --instances 2000000000 --depths 2
check "experiment --depths 2^63-1" 2 1 10 /dev/null -- experiment --depths 9223372036854775807 --instances 1
check "experiment --depths 0-1000000000" 2 1 10 /dev/null -- experiment --depths 0-1000000000
check "config swaps 1e6 number 1e6" 2 1 10 /dev/null -- experiment --config huge-config.txt
check "solve --json > /dev/full" 1 1 10 /dev/full -- solve --json 312 645 7b8
check "solve > /dev/full" 1 1 10 /dev/full -- solve 312 645 7b8
check "letters > /dev/full" 1 1 10 /dev/full -- letters --board ...S..... --to-move max
check "script > /dev/full" 1 1 10 /dev/full -- script solve.txt
check "experiment > /dev/full" 1 1 20 /dev/full -- experiment --depths 2 --instances 2
check "--version > /dev/full" 1 1 10 /dev/full -- --version
check "--help > /dev/full" 1 1 10 /dev/full -- --help
check "--csv over its --config" 2 1 10 /dev/null -- experiment --config config.txt --csv config.txt
check "--plot x --plot-ebf x" 2 1 10 /dev/null -- experiment --depths 2 --instances 1 --plot x.png --plot-ebf x.png
check "script with a byte-order mark and CRLF" 0 0 10 /dev/null -- script bom.txt
check "script line over 64 KB" 2 1 10 /dev/null -- script long.txt
check "script seed 2^64-1" 0 0 10 /dev/null -- script seed.txt
check "letters board across lines" 0 0 10 /dev/null -- letters --board "C..
.S.
..." --to-move min
check "solve pdb --timeout 1s" 1 0 2.5 /dev/null -- \
	solve --engine astar --heuristic pdb --timeout 1s "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"

# Address-space limits (ulimit -v). Under 512 MB the Go runtime cannot
# start, and from about 1.17 GB to 1.46 GB it reserves too much to run: the
# program says so in one line before it starts. Elsewhere the memory
# budget is held to what the limit leaves, so a search too large for it
# stops at the budget, and a table build the budget has no room for is
# refused before it allocates.
mb=1048576
for as in 512 1024 1536 3072; do
	limit_as=$((as * mb)) check "8-puzzle astar, ulimit -v ${as} MB" $([ $as = 512 ] && echo "1 1" || echo "0 0") 10 /dev/null -- \
		solve --random-walk 60 --seed 1
	limit_as=$((as * mb)) FRONTIER_CACHE_DIR=off check "5x5 tables --max-memory 32MB, ulimit -v ${as} MB" 1 1 10 /dev/null -- \
		solve --width 5 --heuristic pdb --random-walk 400 --seed 4 --max-memory 32MB
done
limit_as=$((1200 * mb)) check "--version, ulimit -v 1200 MB" 1 1 10 /dev/null -- --version
FRONTIER_CACHE_DIR=off check "5x5 tables --max-memory 32MB" 1 1 10 /dev/null -- \
	solve --width 5 --heuristic pdb --random-walk 400 --seed 4 --max-memory 32MB
for as in 1024 1536 3072; do
	# At 3 GB the budget is 1.3 GB: half a minute to fill on two cores.
	if [ "$quick" = quick ] && [ $as = 3072 ]; then
		continue
	fi
	for engine in astar bfs; do
		limit_as=$((as * mb)) check "5x5 $engine walk 400, ulimit -v ${as} MB" 1 1 300 /dev/null -- \
			solve --engine $engine --width 5 --random-walk 400 --seed 4
	done
done

echo "$pass passed, $failed failed"
[ "$failed" = 0 ]

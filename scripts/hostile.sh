#!/usr/bin/env bash
# hostile.sh BINARY [quick]: run hostile invocations (huge sizes, full
# disks, odd files to export to, damaged cache files, address-space
# limits, a display that cannot be opened, unsolved results, misspelt
# input; route maps of huge numbers, named pipes as input, closed and
# broken standard output, limits on files and threads, damaged
# preferences; and, in its check section, hostile-check.sh: a student's
# program attacking frontier check) against a built frontier, each under a
# 6 GB address-space limit
# (prlimit --as) unless it sets its own, and check that each ends cleanly:
# the expected exit
# status, the expected number of lines on stderr (one for an error, none
# for input that is now accepted), no panic or Go runtime trace, within a
# time limit. It prints one line per case with the exit status, the wall
# time and the peak memory (max RSS, from /usr/bin/time). "quick" skips the
# searches that fill the default memory budget (a minute each on two busy
# cores).
set -u
bin=$(realpath "${1:-bin/frontier}")
here=$(dirname "$(realpath "$0")")
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
# the same way); nofile=N and nproc=N set limits on open files and
# processes too, and asuser=UID runs the program as that user (with
# exe=PATH, a copy that user can run). STDOUT_FILE "closed" runs the
# program with its standard output closed (>&-).
check() {
	local name=$1 want=$2 lines=$3 secs=$4 out=$5
	shift 6
	local start end code rss n
	local run=(prlimit --as=$limit_as)
	[ -n "${nofile:-}" ] && run+=(--nofile=$nofile)
	[ -n "${nproc:-}" ] && run+=(--nproc=$nproc)
	[ -n "${asuser:-}" ] && run=(setpriv --reuid="$asuser" --regid="$asuser" --clear-groups "${run[@]}")
	if [ "$out" = closed ]; then
		# Closed just before frontier starts: time's own files must not
		# take the number.
		run+=(sh -c 'exec "$0" "$@" >&-')
		out=/dev/null
	fi
	start=$(date +%s.%N)
	# A case that runs away is killed at twice its time limit.
	/usr/bin/time -f '%M' -o rss.txt timeout -s KILL "$(echo "2 * $secs + 1" | bc)" \
		"${run[@]}" "${exe:-$bin}" "$@" >"$out" 2>err.txt
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
# The timeout covers the tables' build: with no disk cache they are built
# afresh, whatever an earlier run left in the user's cache.
FRONTIER_CACHE_DIR=off check "solve pdb --timeout 1s" 1 0 2.5 /dev/null -- \
	solve --engine astar --heuristic pdb --timeout 1s "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"

# verify NAME CONDITION: a check of what a case left behind (a file, its
# mode, the output), counted with the cases. CONDITION is evaluated.
verify() {
	if eval "$2"; then
		pass=$((pass + 1))
		printf 'ok    %-44s\n' "$1"
	else
		failed=$((failed + 1))
		printf 'FAIL  %-44s %s\n' "$1" "$2"
	fi
}

# Files an export must not replace, and results that must not contradict
# themselves. Every case here is harmless if it fails: the devices written
# to are twins made in the scratch folder (mknod needs root; without it,
# /dev/null, which no one else can replace, and a pipe).
exp=(experiment --instances 3 --depths 4,8)
mkfifo fifo
timeout 60 cat fifo >fifo.out &
reader=$!
check "--plot to a FIFO with a reader" 0 0 30 /dev/null -- "${exp[@]}" --plot fifo
wait $reader
verify "  the FIFO is still a FIFO, its reader got a PNG" '[ -p fifo ] && head -c 4 fifo.out | grep -q PNG'
echo old >target.csv
ln -s target.csv link.csv
ln -s link.csv chain.csv
ln -s set.txt set-link.txt
check "--csv, --save-set to links (a chain)" 0 0 30 /dev/null -- "${exp[@]}" --csv chain.csv --save-set set-link.txt
verify "  the links stay links" '[ -L link.csv ] && [ -L chain.csv ] && [ -L set-link.txt ]'
verify "  their targets got the data" 'head -1 target.csv | grep -q ^depth, && head -1 set.txt | grep -q "^# frontier puzzle set"'
check "--csv link, --save-set its target" 2 1 10 /dev/null -- "${exp[@]}" --csv link.csv --save-set target.csv
echo secret >private.csv
chmod 600 private.csv
check "--csv over a 0600 file" 0 0 30 /dev/null -- "${exp[@]}" --csv private.csv
verify "  the file is still 0600" '[ "$(stat -c %a private.csv)" = 600 ] && head -1 private.csv | grep -q ^depth,'
if [ "$(id -u)" = 0 ]; then
	mknod null c 1 3 && mknod full c 1 7
	check "--csv to a twin of /dev/full" 1 1 30 /dev/null -- "${exp[@]}" --csv full
	check "--plot to a twin of /dev/full" 1 1 30 /dev/null -- "${exp[@]}" --plot full
	check "--csv to a twin of /dev/null" 0 0 30 /dev/null -- "${exp[@]}" --csv null
	verify "  both are still character devices" '[ -c full ] && [ -c null ]'
else
	check "--csv to /dev/null" 0 0 30 /dev/null -- "${exp[@]}" --csv /dev/null
fi
# /dev/stdout's twin: a frontier that replaced what it should write
# through replaces only this link.
ln -s /proc/self/fd/1 stdout
check "--csv - (stdout)" 0 0 30 out.csv -- "${exp[@]}" --csv -
verify "  stdout holds the CSV alone" 'head -1 out.csv | grep -q ^depth, && ! grep -q "mean over" out.csv'
check "--csv a /dev/stdout twin, stdout a file" 0 0 30 out2.csv -- "${exp[@]}" --csv stdout
verify "  the file holds the CSV, the link stays" '[ -f out2.csv ] && [ -L stdout ] && head -1 out2.csv | grep -q ^depth,'
verify "--csv a /dev/stdout twin, stdout a pipe" \
	'[ "$("$bin" "${exp[@]}" --csv stdout 2>&1 | head -1)" = "$(head -1 out.csv)" ] && [ -L stdout ]'
check "--csv - --plot - (one stdout)" 2 1 10 /dev/null -- "${exp[@]}" --csv - --plot -
check "--csv - --save-set a /dev/stdout twin" 2 1 10 /dev/null -- "${exp[@]}" --csv - --save-set stdout

# A display that cannot be opened: one line, exit status 2, no trace.
n=97
while [ -e /tmp/.X11-unix/X$n ]; do n=$((n + 100)); done
DISPLAY=:$n WAYLAND_DISPLAY= check "DISPLAY=:$n (no server)" 2 1 10 /dev/null --
DISPLAY=localhost:$n WAYLAND_DISPLAY= check "DISPLAY=localhost:$n (no server)" 2 1 10 /dev/null --
DISPLAY= WAYLAND_DISPLAY=wayland-0 check "only WAYLAND_DISPLAY set" 2 1 10 /dev/null --
if command -v python3 >/dev/null; then
	# A "server" that takes the connection and hangs up, as a stale ssh -X
	# tunnel does: the command line's check passes, GLFW fails.
	python3 -c 'import socket, sys
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(8)
print(s.getsockname()[1], flush=True); sys.stdout.close()
while True:
    s.accept()[0].close()' >port.txt &
	server=$!
	for _ in $(seq 1 100); do
		[ -s port.txt ] && break
		sleep 0.1
	done
	port=$(cat port.txt 2>/dev/null)
	if [ -n "$port" ] && [ "$port" -gt 6000 ]; then
		DISPLAY=127.0.0.1:$((port - 6000)) check "DISPLAY of a server that hangs up" 2 1 20 /dev/null --
	fi
	kill $server
fi

# Results that do not contradict themselves, and input with one spelling.
check "solve --json, not solved" 1 0 10 unsolved.json -- \
	solve --json --max-nodes 5 "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"
verify "  no cost, depth, EBF or optimality" \
	'grep -q "\"optimal\":null,\"cost\":null,\"depth\":null" unsolved.json && grep -q "\"ebf\":null" unsolved.json'
check "solve, not solved" 1 0 10 unsolved.txt -- solve --max-nodes 5 "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"
verify "  the last line claims no cost" 'tail -1 unsolved.txt | grep -q "^No path: " && ! grep -q optimal unsolved.txt'
check "--version extra" 2 1 10 /dev/null -- --version extra
check "--help extra" 2 1 10 /dev/null -- --help extra
check "script FILE extra" 2 1 10 /dev/null -- script solve.txt extra
check "tile 007" 2 1 10 /dev/null -- solve "007 1 2 3 4 5 6 0 8"
check "tile +1" 2 1 10 /dev/null -- solve "+1,0,2,3,4,5,6,7,8"
check "tile -0" 2 1 10 /dev/null -- solve "-0,1,2,3,4,5,6,7,8"
printf 'setState 1,2,3,4,5,6,7,8,00\n' >tile.txt
check "script setState with tile 00" 2 1 10 /dev/null -- script tile.txt
check "--max-nodes 0x10" 2 1 10 /dev/null -- solve --max-nodes 0x10 312 645 7b8
# The disk cache of tables. Whatever sits at a table's path is read only
# when it is a regular file of exactly the size its header implies, and
# is checked (checksum, then each table's entries counted again) before
# use; anything else is removed and rebuilt, with one line on stderr. The
# tables go to a scratch folder; the cube's path is learnt by listing it
# after a first solve.
export FRONTIER_CACHE_DIR=$tmp/cache
said() { grep -qF -- "$1" err.txt; }
scramble="R U F' L D R2 U' F" # eight moves from solved
cube() { check "$@" out.txt -- solve --puzzle cube --scramble "$scramble"; }
cost8() { grep -q '^Cost 8,' out.txt; }
cube "cache: cube table built" 0 0 10
table=$(ls "$FRONTIER_CACHE_DIR"/cube-exact-*.bin)
want=$(stat -c %s "$table")
rm -f "$table" && truncate -s 8G "$table"
cube "cache: sparse 8 GB file as the cube table" 0 1 10
verify "  said so, rebuilt, right cost" 'said "was damaged (size 8589934592, want $want); rebuilding" && cost8 &&
	[ "$(stat -c %s "$table")" = "$want" ]'
rm -f "$table" && ln -s /dev/zero "$table"
cube "cache: cube table a link to /dev/zero" 0 1 10
verify "  said so, replaced the link" 'said "(a symbolic link, not a regular file)" && [ ! -L "$table" ] && cost8'
rm -f "$table" && mkfifo "$table"
cube "cache: cube table a pipe with no writer" 0 1 10
verify "  said so, replaced the pipe" 'said "(a named pipe, not a regular file)" && [ -f "$table" ] && cost8'
# Every entry at distance 8 set to 11, the checksum made to match: an
# eight-move position would claim to be eleven away. (The table is first
# made again, in case an earlier case left something else in its place.)
rm -f "$table" && "$bin" solve --puzzle cube --scramble "$scramble" >/dev/null 2>&1
if command -v python3 >/dev/null && [ -f "$table" ]; then
	python3 - "$table" <<'PY'
import struct, sys
path = sys.argv[1]
data = bytearray(open(path, "rb").read())
start = len(data) - 4 - 3674160
data[start:-4] = bytes(data[start:-4]).replace(b"\x08", b"\x0b")
table = []
for i in range(256):
    c = i
    for _ in range(8):
        c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
    table.append(c)
crc = 0xFFFFFFFF
for b in data[:-4]:
    crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
data[-4:] = struct.pack("<I", crc ^ 0xFFFFFFFF)
open(path, "wb").write(data)
PY
	cube "cache: cube table altered, checksum redone" 0 1 10
	verify "  said so, right cost" 'said "recorded" && cost8'
fi
pdb() { check "$@" /dev/null -- solve --engine idastar --heuristic pdb --width 4 --random-walk 40 --seed 1; }
pdb "cache: 4x4 pattern databases built" 0 0 120
pdbfile=$(ls "$FRONTIER_CACHE_DIR"/sliding-pdb-4x4-*.bin)
truncate -s 7G "$pdbfile"
pdb "cache: 4x4 pattern databases padded to 7 GB" 0 1 120
verify "  said so, rebuilt" 'said "(size 7516192768, want" && [ "$(stat -c %s "$pdbfile")" -lt 100000000 ]'
stale=$FRONTIER_CACHE_DIR/.$(basename "$table").tmp-123 fresh=$FRONTIER_CACHE_DIR/.$(basename "$table").tmp-456
head -c 5000000 /dev/zero >"$stale" && touch -d '2 hours ago' "$stale" && : >"$fresh"
cube "cache: a load with temporary files left" 0 0 10
verify "  the stale one removed, the recent one kept" '[ ! -e "$stale" ] && [ -e "$fresh" ]'
rm -f "$fresh"
# A table no process uses any more (older than the rest) goes first, and
# a cap of 0 keeps only the table just written.
old=$FRONTIER_CACHE_DIR/sliding-pdb-5x5-0123456789abcdef.bin
head -c 5000000 /dev/zero >"$old" && touch -d '1 day ago' "$old" && rm -f "$table"
FRONTIER_CACHE_MAX=36MB cube "cache: store past FRONTIER_CACHE_MAX=36MB" 0 0 10
verify "  the least recently used table removed" '[ ! -e "$old" ] && [ -e "$pdbfile" ] && [ -e "$table" ]'
rm -f "$table"
FRONTIER_CACHE_MAX=0 cube "cache: store with FRONTIER_CACHE_MAX=0" 0 0 10
verify "  only the table just written kept" '[ "$(ls "$FRONTIER_CACHE_DIR")" = "$(basename "$table")" ]'
rm -f "$table"
FRONTIER_CACHE_MAX=lots cube "cache: FRONTIER_CACHE_MAX=lots" 0 1 10
verify "  said so" 'said "FRONTIER_CACHE_MAX: \"lots\" is not a memory size"'
unset FRONTIER_CACHE_DIR
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

# Route maps. A road's length, a coordinate or the scale may be as large
# as the format allows: a search costs the time and memory of the nodes it
# makes, not of the size of its numbers, and stops at --max-memory and
# --timeout whatever they are. Text is read in time linear in its length,
# no file named as input is waited on, numbers have one spelling, and the
# messages say what is wrong.
printf 'place A 0 0\nplace B 0 0\nroad A B 1000000000\n' >long.map
printf 'place A 0 0\nplace B 1000000000 1000000000\nroad A B 1000000000\n' >far.map
printf 'scale 1000000000\nplace A -1000000000 0\nplace B 1000000000 0\nroad A B 7\n' >scale.map
printf 'scale 1e308\nplace A 0 0\nplace B 1 1\nroad A B 5\n' >scale-exp.map
for len in 1000000 10000000; do
	printf 'place A 0 0\nplace B 0 0\nplace C 1 1\nroad A B %s\nroad B C %s\nroad A C %s\n' $len $len $((3 * len)) >ucs-$len.map
done
awk 'BEGIN { for (i = 0; i < 10000; i++) print "place P" i, i, 0
	for (i = 0; i < 9999; i++) print "road P" i, "P" (i + 1), 1000000000 }' >chain.map
printf '\xef\xbb\xbfplace A 0 0\nplace B 3 4\nroad A B 5\n' >bom.map
printf 'place A 0x1p4 0\nplace B 1 1\nroad A B 5\n' >hex.map
printf 'place A 1_0 0\nplace B 1 1\nroad A B 5\n' >underscore.map
printf 'place A 0 0\nplace B 1 1\nroad A B +5\n' >plus.map
printf 'place A 0 0\nplace B 1 1\nroad A B 007\n' >zeros.map
mkfifo pipe.map
trips=$(for _ in $(seq 1 5000); do printf 'to Pitesti to Bucharest '; done) # 120 KB
words=$(for _ in $(seq 1 5000); do printf 'nowhere '; done)               # 40 KB
route=(solve --puzzle route)
check "route: a road of 10^9 km" 0 0 10 /dev/null -- "${route[@]}" --map long.map
check "route: 10^9 km, --max-memory 64MB --timeout 5s" 0 0 10 /dev/null -- \
	"${route[@]}" --map long.map --max-memory 64MB --timeout 5s
limit_as=$((1024 * 1048576)) check "route: 10^9 km, ulimit -v 1 GB" 0 0 10 /dev/null -- "${route[@]}" --map long.map
for engine in ucs bfs dfs ids greedy idastar beam; do
	check "route: 10^9 km, $engine" 0 0 10 /dev/null -- "${route[@]}" --map long.map --engine $engine
done
check "route: a coordinate of 10^9" 0 0 10 /dev/null -- "${route[@]}" --map far.map
check "route: scale 10^9, coordinates ±10^9" 0 0 10 /dev/null -- "${route[@]}" --map scale.map
check "route: scale 1e308" 2 1 10 /dev/null -- "${route[@]}" --map scale-exp.map
for len in 1000000 10000000; do
	check "route: ucs, roads of $len km" 0 0 10 /dev/null -- "${route[@]}" --map ucs-$len.map --engine ucs --to C
done
check "route: 10,000-place chain of 10^9 km roads" 0 0 10 /dev/null -- \
	"${route[@]}" --map chain.map --from P0 --to P9999 --engine ucs
check "route: the chain, A* tree search, 64MB" 1 1 20 /dev/null -- \
	"${route[@]}" --map chain.map --from P0 --to P9999 --pruning none --max-memory 64MB
# (Under the address-space limit --max-memory 0 leaves the budget at what
# the limit allows, so no warning: the timeout must stop it first.)
check "route: the chain, A* tree search, --timeout 2s" 1 0 10 out.txt -- \
	"${route[@]}" --map chain.map --from P0 --to P9999 --pruning none --max-memory 0 --timeout 2s
verify "  stopped by the timeout" "grep -q ': timeout after' out.txt"
limit_as=$((1024 * 1048576)) check "route: the chain, tree search, ulimit -v 1 GB" 1 1 20 /dev/null -- \
	"${route[@]}" --map chain.map --from P0 --to P9999 --pruning none --engine ucs
check "route: 120 KB --scramble of moves" 0 0 10 /dev/null -- "${route[@]}" --scramble "$trips"
check "route: --scramble of 40 KB unknown words" 2 1 10 /dev/null -- "${route[@]}" --scramble "to $words"
check "route: --map a named pipe, no writer" 2 1 10 /dev/null -- "${route[@]}" --map pipe.map
check "route: --htable a named pipe, no writer" 2 1 10 /dev/null -- "${route[@]}" --heuristic table --htable pipe.map
check "route: --map /dev/zero" 2 1 10 /dev/null -- "${route[@]}" --map /dev/zero
check "route: a map with a byte-order mark" 0 0 10 /dev/null -- "${route[@]}" --map bom.map
check "route: --heuristic sld2 --weight 3" 2 1 10 /dev/null -- "${route[@]}" --heuristic sld2 --weight 3
verify "  the weight named" 'said "--weight 3 is for heuristic sldk"'
check "route: --htable without --heuristic table" 2 1 10 /dev/null -- "${route[@]}" --htable "Arad=366"
verify "  said so" 'said "--htable is for heuristic table, not sld"'
check "route: --map a path with a line break" 2 1 10 /dev/null -- "${route[@]}" --map "two
lines.map"
check "route: a coordinate 0x1p4" 2 1 10 /dev/null -- "${route[@]}" --map hex.map
check "route: a coordinate 1_0" 2 1 10 /dev/null -- "${route[@]}" --map underscore.map
check "route: a length +5" 2 1 10 /dev/null -- "${route[@]}" --map plus.map
check "route: a length 007" 2 1 10 /dev/null -- "${route[@]}" --map zeros.map
check "route: a random map of 2,000 places" 0 0 5 /dev/null -- "${route[@]}" --map random --places 2000 --map-seed 1
check "route: experiment, 20 maps of 2,000 places" 0 0 60 /dev/null -- experiment --kind compare --puzzle route \
	--map random --places 2000 --instances 20 --engines astar:sld,ucs --workers 2

# Output that cannot be written is said, with the status of the usage,
# never exit 0: standard output closed (>&-), a reader that goes away
# (| head -c 10; SIGPIPE used to end the process with status 141).
for c in "solve --puzzle route" "trace --puzzle route" worksheet; do
	check "$c >&-" 1 1 10 closed -- $c
done
# piped NAME WANT_EXIT -- ARGS: frontier ARGS | head -c 10, as check reports.
piped() {
	local name=$1 want=$2 start end code
	shift 3
	start=$(date +%s.%N)
	/usr/bin/time -f '%M' -o rss.txt timeout -s KILL 21 "$bin" "$@" 2>err.txt | head -c 10 >/dev/null
	code=${PIPESTATUS[0]}
	end=$(date +%s.%N)
	local took bad=""
	took=$(echo "$end - $start" | bc)
	[ "$code" = "$want" ] || bad="exit $code, want $want; "
	[ "$(wc -l <err.txt)" = 1 ] || bad="$bad$(wc -l <err.txt) lines on stderr, want 1; "
	if [ -z "$bad" ]; then
		pass=$((pass + 1))
		printf 'ok    %-44s exit %s  %6.1f s  %7d KB\n' "$name" "$code" "$took" "$(tail -1 rss.txt)"
	else
		failed=$((failed + 1))
		printf 'FAIL  %-44s %s\n' "$name" "$bad"
		sed 's/^/      stderr: /' err.txt | head -5
	fi
}
piped "trace --steps 0 | head -c 10" 1 -- trace --engine bfs --steps 0 --width 4 --random-walk 30 --seed 1
piped "solve dfs | head -c 10" 1 -- solve --engine dfs --max-nodes 200000 --random-walk 30 --seed 1
# Limits the Go runtime cannot start under: one line, not its trace.
for n in 6 7; do
	nofile=$n check "prlimit --nofile=$n" 1 1 10 /dev/null -- solve 312 645 7b8
done
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null && id nobody >/dev/null 2>&1; then
	# Root has no limit on processes: the case runs as nobody, from a copy
	# nobody may run.
	pub=$(mktemp -d) && chmod 755 "$pub" && cp "$bin" "$pub/frontier" && chmod 755 "$pub/frontier"
	for n in 3 8; do
		asuser=$(id -u nobody) exe=$pub/frontier nproc=$n FRONTIER_CACHE_DIR=off \
			check "prlimit --nproc=$n (as nobody)" 1 1 10 /dev/null -- solve 312 645 7b8
	done
	rm -rf "$pub"
fi

# The window's preferences, where a virtual display can be had: a file
# that cannot be read is moved aside with one line, one that cannot be
# saved said once, and a map they name that is a pipe is not waited on.
# Each case opens the window with its own configuration folder, waits for
# it, closes it, and checks the window showed, the exit status and the
# lines on stderr. (When it closes, Fyne 2.7.1 saves the preferences and
# may read the file back half written: "Preferences load error: EOF", its
# own race, is left out of the count.)
if command -v Xvfb >/dev/null && command -v xdotool >/dev/null && command -v wmctrl >/dev/null &&
	command -v openbox >/dev/null; then
	. "$here/xsession.sh"
	xvfb="" wm=""
	if start_x 1280x800; then
		# window NAME WANT_LINES PREPARE: PREPARE is evaluated with $cfg the
		# configuration folder and $prefs its preferences file.
		window() {
			local name=$1 lines=$2 start end code took shown="" bad=""
			cfg=$tmp/config-$RANDOM
			prefs=$cfg/fyne/org.frontier.lab/preferences.json
			mkdir -p "$(dirname "$prefs")"
			eval "$3"
			start=$(date +%s.%N)
			XDG_CONFIG_HOME=$cfg LANG=en_US.UTF-8 /usr/bin/time -f '%M' -o rss.txt timeout -s KILL 60 "$bin" 2>err.txt >/dev/null &
			local app=$!
			for _ in $(seq 1 60); do
				xdotool search --name '^Frontier$' >/dev/null 2>&1 && { shown=yes; break; }
				sleep 0.5
			done
			sleep 1
			wmctrl -c Frontier 2>/dev/null
			wait $app
			code=$?
			end=$(date +%s.%N)
			took=$(echo "$end - $start" | bc)
			local n
			n=$(grep -vcE 'Preferences load error|Cause: EOF|At: .*fyne.*preferences.go' err.txt)
			[ -n "$shown" ] || bad="no window; "
			[ "$code" = 0 ] || bad="${bad}exit $code, want 0; "
			[ "$n" = "$lines" ] || bad="$bad$n lines on stderr, want $lines; "
			grep -q 'Failed on saving preferences' err.txt && bad="${bad}Fyne could not save; "
			grep -qE '^(panic|fatal error|goroutine [0-9]+ )' err.txt && bad="${bad}a Go trace; "
			if [ -z "$bad" ]; then
				pass=$((pass + 1))
				printf 'ok    %-44s exit %s  %6.1f s  %7d KB\n' "$name" "$code" "$took" "$(tail -1 rss.txt)"
			else
				failed=$((failed + 1))
				printf 'FAIL  %-44s %s\n' "$name" "$bad"
				sed 's/^/      stderr: /' err.txt | head -5
			fi
		}
		window "window: preferences of random bytes" 1 'head -c 300 /dev/urandom >"$prefs"'
		verify "  moved aside, kept" '[ -s "$prefs.damaged" ] && said "moved to"'
		window "window: a folder as the preferences" 1 'mkdir "$prefs"'
		window "window: a named pipe as the preferences" 1 'mkfifo "$prefs"'
		window "window: XDG_CONFIG_HOME a file" 1 'rmdir -p "$(dirname "$prefs")" 2>/dev/null; echo x >"$cfg"'
		verify "  said once" 'said "cannot be read" && [ "$(grep -c "^frontier:" err.txt)" = 1 ]'
		window "window: preferences name a pipe as the map" 0 \
			'printf "{\"route.map\":\"%s\"}" "$tmp/pipe.map" >"$prefs"'
		kill $wm $xvfb 2>/dev/null
	fi
fi

# The check section: a hostile student's program against frontier check.
if bash "$here/hostile-check.sh" "$bin"; then
	pass=$((pass + 1))
else
	failed=$((failed + 1))
fi

echo "$pass passed, $failed failed"
[ "$failed" = 0 ]

#!/usr/bin/env bash
# pdb-processes.sh BINARY [N]: the pattern databases' life across processes,
# each step a separate `frontier solve --engine idastar --heuristic pdb`
# on a 15-puzzle, in a fresh cache folder (never the user's):
#   1. the first process finds no cache file: it builds the tables, stores them;
#   2. N (default 24) random 15-puzzles, one process each, read the file:
#      the wall and process time of all N together;
#   3. one byte of the file flipped: the next process notices, rebuilds and
#      rewrites it, and finds the same optimal cost as before.
# Each run also prints its peak memory (maximum resident set size).
set -eu
bin=${1:-bin/frontier}
n=${2:-24}
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
export FRONTIER_CACHE_DIR=$cache

# one random 15-puzzle (a 1000-move random walk) per --seed
solve=("$bin" solve --width 4 --random-walk 1000 --engine idastar --heuristic pdb --json --seed)
field() { sed -n "s/.*\"$1\": *\([^,}]*\).*/\1/p"; }

echo "1. empty cache folder"
/usr/bin/time -f "   %e s wall, %U s user, %M KB peak" "${solve[@]}" 1 >"$cache/first.json"
echo "   cost $(field cost <"$cache/first.json"), optimal $(field optimal <"$cache/first.json"); cached: $(ls "$cache"/*.bin | xargs -n1 basename)"

echo "2. $n random 15-puzzles, one process each, tables from the cache"
t0=$(date +%s%N)
/usr/bin/time -f "   in all: %e s wall, %U s user, %S s system" bash -c "
	for seed in \$(seq 1 $n); do
		\"$bin\" solve --width 4 --random-walk 1000 --seed \$seed --engine idastar --heuristic pdb --json >\"$cache/\$seed.json\"
	done"
for seed in $(seq 1 "$n"); do
	printf '   seed %2d: cost %s, optimal %s, %s nodes, %s ms searching\n' "$seed" \
		"$(field cost <"$cache/$seed.json")" "$(field optimal <"$cache/$seed.json")" \
		"$(field generated <"$cache/$seed.json")" "$(field elapsed_ms <"$cache/$seed.json")"
done
/usr/bin/time -f "   one of them alone: %e s wall, %M KB peak" "${solve[@]}" 1 >/dev/null

echo "3. one byte of the cache file flipped"
file=$(ls "$cache"/*.bin)
size=$(stat -c %s "$file")
before=$(sha256sum <"$file")
byte=$(od -An -tu1 -j $((size / 2)) -N1 "$file")
printf "\\x$(printf %02x $((byte ^ 1)))" | dd of="$file" bs=1 seek=$((size / 2)) conv=notrunc status=none
[ "$(sha256sum <"$file")" != "$before" ] || { echo "the byte did not change"; exit 1; }
/usr/bin/time -f "   %e s wall (a rebuild)" "${solve[@]}" 1 >"$cache/again.json"
want=$(field cost <"$cache/1.json")
got=$(field cost <"$cache/again.json")
after=$(sha256sum <"$file")
echo "   cost $got (before: $want), optimal $(field optimal <"$cache/again.json"); file rewritten as it was: $([ "$before" = "$after" ] && echo yes || echo no)"
[ "$got" = "$want" ] && [ "$before" = "$after" ]

#!/usr/bin/env bash
# bench-against.sh REV [ROUNDS]: the engines' benchmarks of core/search
# (every engine on Run and RunSmall) and of the sliding puzzle (BFS of the
# whole 8-puzzle, A* on its two hardest, best-first on the 15-puzzle, IDA*
# on Korf's instances), the commit REV against the working tree,
# interleaved round by round so that both see the same load, then
# benchstat. ROUNDS defaults to 10 (about 15 minutes); keep the machine
# otherwise idle. benchstat is installed from the Go module proxy when
# missing.
set -eu
rev=$1
rounds=${2:-10}
root=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/base" >/dev/null 2>&1; rm -rf "$work"' EXIT
bs=$(command -v benchstat || true)
if [ -z "$bs" ]; then # before the rounds, so that a failure costs no time
	go install golang.org/x/perf/cmd/benchstat@latest
	bin=$(go env GOBIN)
	[ -n "$bin" ] || bin=$(go env GOPATH | cut -d: -f1)/bin
	bs=$bin/benchstat
fi
git -C "$root" worktree add --detach "$work/base" "$rev" >/dev/null
for side in base new; do
	src=$root
	[ "$side" = base ] && src=$work/base
	(cd "$src" && go test -c -o "$work/search_$side.test" ./core/search &&
		go test -c -o "$work/sliding_$side.test" ./core/domains/sliding)
done
cd "$root/core/domains/sliding" # the Korf instances are read from its testdata
for i in $(seq "$rounds"); do
	for side in base new; do
		"$work/search_$side.test" -test.run XXX -test.bench 'BenchmarkRun(Small)?$' -test.benchtime 0.5s >>"$work/$side.txt"
		"$work/sliding_$side.test" -test.run XXX -test.bench 'BenchmarkBFSWholeSpace|BenchmarkAStarHardest8|BenchmarkBestFirst15' \
			-test.benchtime 0.5s >>"$work/$side.txt"
		"$work/sliding_$side.test" -test.run XXX -test.bench 'BenchmarkIDAStarKorfAll' -test.benchtime 1x >>"$work/$side.txt"
	done
	echo "round $i of $rounds" >&2
done
keep=${TMPDIR:-/tmp}/bench-against # the rounds, kept for another look
cp "$work/base.txt" "$keep-base.txt" && cp "$work/new.txt" "$keep-new.txt"
echo "the rounds: $keep-base.txt, $keep-new.txt" >&2
"$bs" "$work/base.txt" "$work/new.txt"

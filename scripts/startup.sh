#!/usr/bin/env bash
# startup.sh BINARY [ROUNDS]: how long Frontier takes to start, on the
# whole process as a student runs it, beside what it cannot go below.
#
# The command line (hyperfine, ROUNDS runs each, default 40): BINARY
# --version, and solve of an 8-puzzle 27 moves from the goal (A*,
# Manhattan, 4,272 nodes expanded) beside the search's own time (the
# median elapsed_ms of as many runs of solve --json, in BINARY and in the
# command line built without the window); the start-up is the whole
# process less the search. Beside them: a Go program that prints a
# line, the command line alone without the window linked in (what a
# second, headless binary would take), and a bare Fyne window program
# answering --version (what any program linking Fyne takes).
#
# The window (ROUNDS/4 rounds, at least 5, each program in turn, in a
# fresh preferences folder): the time until the window is mapped and its
# first frame drawn, the processor time until then, and its memory at
# rest 4 s later, beside a bare Fyne window of the same size with one
# label (test/startup/bare), under Xvfb and openbox
# (test/startup/firstframe.c). The bare programs are built with TAGS (the
# Makefile's, no_emoji) and, as Fyne ships, without.
#
# The figures vary with what else the machine runs: compare rows of one
# run, not runs.
set -eu
bin=${1:-bin/frontier}
rounds=${2:-40}
windows=$((rounds / 4 < 5 ? 5 : rounds / 4))
tags=${TAGS-no_emoji}
state=3,5,6,0,1,4,2,8,7
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'kill "${wm:-}" "${xvfb:-}" 2>/dev/null; rm -rf "$tmp"' EXIT
export LANG=en_US.UTF-8

cd "$root"
for tool in hyperfine Xvfb openbox gcc python3; do
	command -v "$tool" >/dev/null || { echo "startup.sh: $tool is missing (make startup installs it)" >&2; exit 2; }
done
go build -o "$tmp/hello" ./test/startup/hello
go build -tags "$tags" -o "$tmp/bare" ./test/startup/bare
go build -o "$tmp/bare-stock" ./test/startup/bare
# The command line alone, as a main that never links the window: laid
# over the tree for this build only.
cat >"$tmp/headless.go" <<'EOF'
package main

import (
	"os"

	"frontier/cmd/app/internal/cli"
)

func main() { os.Exit(cli.App{}.Run(os.Args[1:], os.Stdout, os.Stderr)) }
EOF
printf '{"Replace": {"%s/cmd/app/internal/headless/main.go": "%s/headless.go"}}\n' "$root" "$tmp" >"$tmp/overlay.json"
go build -overlay "$tmp/overlay.json" -o "$tmp/headless" ./cmd/app/internal/headless
gcc -O2 -o "$tmp/firstframe" test/startup/firstframe.c -lX11

echo "## The command line ($rounds runs each; load $(cut -d' ' -f1-3 /proc/loadavg))"
hyperfine -N -w 3 -r "$rounds" --export-json "$tmp/cli.json" \
	"$tmp/hello" "$tmp/headless --version" "$tmp/bare --version" "$bin --version" \
	"$tmp/headless solve $state" "$bin solve $state" >/dev/null 2>"$tmp/hyperfine.txt" || { cat "$tmp/hyperfine.txt" >&2; exit 1; }
elapsed() { sed -n 's/.*"elapsed_ms": *\([0-9.]*\).*/\1/p'; }
for _ in $(seq 1 "$rounds"); do
	"$bin" solve --json "$state" | elapsed >>"$tmp/search.txt"
	"$tmp/headless" solve --json "$state" | elapsed >>"$tmp/alone.txt"
done
python3 - "$tmp/cli.json" "$tmp/search.txt" "$tmp/alone.txt" "$bin" <<'EOF'
import json, statistics, sys
runs = json.load(open(sys.argv[1]))["results"]
search = statistics.median(float(x) for x in open(sys.argv[2]))
alone = statistics.median(float(x) for x in open(sys.argv[3]))
names = ["a Go program printing a line", "the command line without the window", "a bare Fyne program, --version",
         sys.argv[4] + " --version", "the command line without the window, solve", sys.argv[4] + " solve"]
print("| program | median | fastest | processor (user + system) |\n|---|---|---|---|")
med = {}
for name, r in zip(names, runs):
    med[name] = statistics.median(r["times"]) * 1000
    print(f"| {name} | {med[name]:.1f} ms | {min(r['times']) * 1000:.1f} ms | {(r['user'] + r['system']) * 1000:.1f} ms |")
start = med[names[5]] - search
print(f"\nThe search's own time, the median elapsed_ms of solve --json: {search:.2f} ms in {sys.argv[4]}, "
      f"{alone:.2f} ms in the command line without the window (where no garbage collection falls in it).")
print(f"Start-up of the solve (whole process less the search): {start:.1f} ms, {start / search:.1f}× its search, "
      f"{start / alone:.1f}× the search alone;")
print(f"--version: {med[names[3]]:.1f} ms, {med[names[3]] / search:.1f}× and {med[names[3]] / alone:.1f}×.")
EOF

echo
echo "## The window ($windows rounds; load $(cut -d' ' -f1-3 /proc/loadavg))"
. scripts/xsession.sh
start_x 1280x800
for _ in $(seq 1 "$windows"); do
	for prog in "Bare:$tmp/bare-stock" "Bare:$tmp/bare" "Frontier:$bin"; do
		export XDG_CONFIG_HOME=$tmp/config
		rm -rf "$XDG_CONFIG_HOME"
		echo "${prog#*:} $("$tmp/firstframe" "${prog%%:*}" 4 "${prog#*:}" 2>/dev/null)"
	done
done >"$tmp/window.txt"
python3 - "$tmp/window.txt" "$tmp" "$tags" <<'EOF'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) < 11:
        continue
    rows.setdefault(f[0], []).append(dict(zip(f[1::2], map(float, f[2::2]))))
tmp, tags = sys.argv[2], sys.argv[3]
label = {tmp + "/bare-stock": "a bare Fyne window (as Fyne ships)", tmp + "/bare": f"a bare Fyne window (-tags {tags})"}
print("| program | first frame, median | fastest | processor until then | memory at rest (RSS) | of it anonymous |\n|---|---|---|---|---|---|")
med = {}
for prog, rs in rows.items():
    m = {k: statistics.median(r[k] for r in rs) for k in rs[0]}
    med[prog] = m
    print(f"| {label.get(prog, prog)} | {m['drawn_ms']:.0f} ms | {min(r['drawn_ms'] for r in rs):.0f} ms | {m['cpu_ms']:.0f} ms | {m['rss_mb']:.1f} MB | {m['anon_mb']:.1f} MB |")
ours = [p for p in med if p not in label]
for p in ours:
    for b in label:
        if b in med:
            print(f"\n{p} against {label[b]}: first frame {med[p]['drawn_ms'] / med[b]['drawn_ms']:.2f}×, "
                  f"processor {med[p]['cpu_ms'] / med[b]['cpu_ms']:.2f}×, memory {med[p]['rss_mb'] / med[b]['rss_mb']:.2f}×", end="")
print()
EOF

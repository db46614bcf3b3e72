#!/usr/bin/env bash
# check-examples.sh BINARY: the examples of docs/checking.md run through
# the real binary as a student runs them: the short A* passes, the same
# with one line changed fails and is named, and a program of the command
# scripts' assignment (Frontier's own script runner) passes through the
# wrapper.
set -u
bin=$(cd "$(dirname "${1:-bin/frontier}")" && pwd)/$(basename "${1:-bin/frontier}")
cd "$(dirname "$0")/.."
fail=0
out=$("$bin" check --run 'python3 docs/examples/astar.py' 3,1,2,4,5,8,6,7,0 1,4,2,3,8,7,6,5,0 0,1,5,6,2,8,4,3,7)
if [ $? -ne 0 ] || ! grep -q '^3 of 3 tests pass' <<<"$out"; then
	echo "check-examples: the A* of docs/checking.md does not pass:"; echo "$out"; fail=1
fi
out=$("$bin" check --run 'python3 docs/examples/astar_greedy.py' 0,1,5,6,2,8,4,3,7)
if [ $? -ne 1 ] || ! grep -q 'FAIL: not-optimal, wrong-priority' <<<"$out"; then
	echo "check-examples: the changed A* of docs/checking.md is not named:"; echo "$out"; fail=1
fi
# The program of that assignment is Frontier's own script runner: a copy
# of the binary beside the wrapper, in a folder of its own, as a student's
# would be (the grader's own binary is hidden from the programs it runs).
prog=$(mktemp -d)
trap 'rm -rf "$prog"' EXIT
cp docs/examples/script_wrapper.py "$bin" "$prog/"
out=$(cd "$prog" && "$bin" check --run "python3 script_wrapper.py ./$(basename "$bin") script" --instances 2)
if [ $? -ne 0 ]; then
	echo "check-examples: the command scripts' wrapper does not pass:"; echo "$out"; fail=1
fi
[ $fail -eq 0 ] && echo "check-examples: the examples of docs/checking.md pass as documented"
exit $fail

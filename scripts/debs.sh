#!/usr/bin/env bash
# debs.sh: install whichever of the Debian packages in $DEBS are missing,
# with $SUDO (empty when already root).
set -eu
missing=""
for p in $DEBS; do
	dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null

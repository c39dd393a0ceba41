#!/bin/sh
# version.sh — the library's version, read from its one source: the BG_VERSION_* macros of
# include/buttongroup/common.h. The Makefile, the install files and scripts/check_version.py
# all take it from here.
#
#   scripts/version.sh          0.3.0
#   scripts/version.sh major    0      (also: minor, patch)
#   scripts/version.sh --header path/to/common.h [part]
set -eu
header="$(dirname "$0")/../include/buttongroup/common.h"
if [ "${1:-}" = "--header" ]; then header=$2; shift 2; fi

part() {
    value=$(sed -n "s/^#define BG_VERSION_$1[[:space:]][[:space:]]*\([0-9][0-9]*\)[[:space:]]*\$/\1/p" "$header")
    case $value in
        ''|*[!0-9]*) echo "version.sh: no '#define BG_VERSION_$1 <number>' line in $header" >&2; exit 1 ;;
    esac
    echo "$value"
}

case "${1:-full}" in
    full)  major=$(part MAJOR); minor=$(part MINOR); patch=$(part PATCH); echo "$major.$minor.$patch" ;;
    major) part MAJOR ;;
    minor) part MINOR ;;
    patch) part PATCH ;;
    *) echo "usage: $0 [--header common.h] [full|major|minor|patch]" >&2; exit 2 ;;
esac

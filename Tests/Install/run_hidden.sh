#!/usr/bin/env bash
# Tests/Install/run_hidden.sh TOOLCHAIN PROGRAM [ARGS...] — runs PROGRAM in a private mount
# namespace in which an empty tmpfs covers TOOLCHAIN (the Swift toolchain's usr directory), so
# nothing of the toolchain (swift, its runtime libraries, clang) exists for the program. Checks
# first that the hiding works: the directory is empty and `swift` does not run. Root: unshare -m;
# anyone else: unshare -r -m (a user namespace), where the kernel allows it.
set -euo pipefail
if [ "${1:-}" != --inside ]; then
    if [ "$(id -u)" = 0 ]; then flags=(-m); else flags=(-r -m); fi
    if ! unshare "${flags[@]}" true 2>/dev/null; then
        echo "run_hidden: cannot make a mount namespace (unshare ${flags[*]}): run as root, or allow" \
             "unprivileged user namespaces" >&2
        exit 98
    fi
    exec unshare "${flags[@]}" --propagation private -- "$0" --inside "$@"
fi
shift
toolchain=$1; shift
mount -t tmpfs -o size=1m,mode=0755 bg-hide-toolchain "$toolchain"
if [ -n "$(ls -A "$toolchain")" ] || [ -e "$toolchain/bin/swift" ]; then
    echo "run_hidden: $toolchain is still visible" >&2; exit 97
fi
if swift --version >/dev/null 2>&1; then
    echo "run_hidden: swift still runs ($(command -v swift)): the toolchain is not hidden" >&2; exit 97
fi
libs=$(ldd "$1" 2>&1 || true)
if echo "$libs" | grep -e "$toolchain" -e 'not found'; then
    echo "run_hidden: $1 needs a library that is missing with the toolchain hidden" >&2; exit 97
fi
exec "$@"

#!/usr/bin/env bash
# packaging/build_static.sh — libbuttongroup.a: the library as one self-contained object in an
# archive, which a C host links with its own compiler and no Swift toolchain:
#
#     cc app.c libbuttongroup.a -lstdc++ -lm -ldl -lpthread -lutil
#
# Usage: packaging/build_static.sh SHARED_LIB OBJECTS_LIST OUT.a
#   SHARED_LIB    the built libbuttongroup.so (its exports are the archive's exports)
#   OBJECTS_LIST  SwiftPM's list of the objects it linked into that library
#                 (.build/release/buttongroup.product/Objects.LinkFileList)
# Environment: CC (cc), LD (ld), OBJCOPY (objcopy), SWIFT_STATIC_DIR (the toolchain's
# lib/swift_static/linux), STATIC_SYSTEM_LIBS (what the host must link besides: the flags above).
#
# How: the objects SwiftPM compiled, the toolchain's swiftrt.o and the static Swift runtime
# libraries they use are linked into one relocatable object (ld -r), in which every symbol but
# the library's bg_* exports is then made local (objcopy --keep-global-symbols): the runtime
# inside cannot clash with anything of the host's, as in the shared library, which links it
# with -static-stdlib and exports only bg_*. Checks: the archive exports exactly the shared
# library's symbols, needs no Swift symbol from outside, and a C program linked against it with
# STATIC_SYSTEM_LIBS alone runs.
set -euo pipefail

if [ $# -ne 3 ]; then echo "usage: $0 SHARED_LIB OBJECTS_LIST OUT.a" >&2; exit 2; fi
shared=$1 list=$2 out=$3
CC=${CC:-cc} LD=${LD:-ld} OBJCOPY=${OBJCOPY:-objcopy}
STATIC_SYSTEM_LIBS=${STATIC_SYSTEM_LIBS:--lstdc++ -lm -ldl -lpthread -lutil}
if [ -z "${SWIFT_STATIC_DIR:-}" ]; then
    swift=$(command -v swift) || { echo "build_static: no swift on PATH (set SWIFT_STATIC_DIR)" >&2; exit 1; }
    SWIFT_STATIC_DIR=$(dirname "$(dirname "$(readlink -f "$swift")")")/lib/swift_static/linux
fi
swiftrt=$SWIFT_STATIC_DIR/$(uname -m)/swiftrt.o
for f in "$shared" "$list" "$swiftrt" "$SWIFT_STATIC_DIR/libswiftCore.a"; do
    [ -e "$f" ] || { echo "build_static: $f does not exist (build the library first: make lib)" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
objects=()
while IFS= read -r line; do
    line=${line#\"}; line=${line%\"}
    [ -n "$line" ] && objects+=("$line")
done < "$list"
[ ${#objects[@]} -gt 0 ] || { echo "build_static: $list lists no objects" >&2; exit 1; }
for o in "${objects[@]}"; do
    if [ "$o" -nt "$shared" ]; then
        echo "build_static: $o is newer than $shared: the objects are not the ones in the library (make lib)" >&2
        exit 1
    fi
done

# The libraries the objects ask for (their autolink entries) and the -static-stdlib set: the
# ones the toolchain has as static archives go inside; the rest the host links.
wanted=$( { swift-autolink-extract "${objects[@]}" 2>/dev/null || true; \
            cat "$SWIFT_STATIC_DIR/static-stdlib-args.lnk" 2>/dev/null || true; } | tr ' ' '\n' | grep -- '^-l' | awk '!seen[$0]++')
inside=() outside=()
for l in $wanted; do
    if [ -e "$SWIFT_STATIC_DIR/lib${l#-l}.a" ]; then inside+=("$l"); else outside+=("$l"); fi
done
for l in "${outside[@]}"; do
    case " $STATIC_SYSTEM_LIBS " in
        *" $l "*) ;;
        *) echo "build_static: the library needs $l, which is not in STATIC_SYSTEM_LIBS ($STATIC_SYSTEM_LIBS)" >&2; exit 1 ;;
    esac
done

"$LD" -r -o "$tmp/combined.o" "${objects[@]}" "$swiftrt" -L"$SWIFT_STATIC_DIR" --start-group "${inside[@]}" --end-group

nm -D --defined-only "$shared" | awk '{print $3}' | sed 's/@.*//' | sort -u > "$tmp/exports"
nm -g --defined-only "$tmp/combined.o" | awk '{print $3}' | grep '^bg_' | sort -u > "$tmp/bg_defined"
if ! cmp -s "$tmp/exports" "$tmp/bg_defined"; then
    echo "build_static: the objects in $list define other bg_* symbols than $shared exports (stale objects? make lib):" >&2
    diff "$tmp/exports" "$tmp/bg_defined" | head -20 >&2
    exit 1
fi
"$OBJCOPY" --keep-global-symbols="$tmp/exports" "$tmp/combined.o" "$tmp/libbuttongroup.o"

# Nothing of Swift's may be left to the host (the __start_/__stop_ bounds of the Swift metadata
# sections are made by the host's linker, as for any program).
missing=$(nm -u "$tmp/libbuttongroup.o" | awk '{print $2}' | grep -E '^(\$s|\$S|_\$s|swift_|_swift|\$ss)' || true)
if [ -n "$missing" ]; then
    echo "build_static: Swift symbols left undefined (a runtime library missing from the link):" >&2
    echo "$missing" | head -20 >&2
    exit 1
fi
foreign=$(nm -g --defined-only "$tmp/libbuttongroup.o" | awk '{print $3}' | grep -v '^bg_' || true)
if [ -n "$foreign" ]; then echo "build_static: non-bg_ globals left: $(echo "$foreign" | head -5)" >&2; exit 1; fi

rm -f "$tmp/out.a"
ar rcs "$tmp/out.a" "$tmp/libbuttongroup.o"

printf '#include <stdint.h>\nint32_t bg_version_number(void);\nint main(void) { return bg_version_number() > 0 ? 0 : 1; }\n' > "$tmp/smoke.c"
# shellcheck disable=SC2086
$CC "$tmp/smoke.c" "$tmp/out.a" $STATIC_SYSTEM_LIBS -o "$tmp/smoke"
"$tmp/smoke" || { echo "build_static: a program linked against the archive fails to run" >&2; exit 1; }

mkdir -p "$(dirname "$out")"
mv -f "$tmp/out.a" "$out"
echo "build_static: $out ($(du -h "$out" | cut -f1), $(wc -l < "$tmp/exports") bg_* symbols; hosts link it with: $STATIC_SYSTEM_LIBS)"

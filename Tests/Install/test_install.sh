#!/usr/bin/env bash
# Tests/Install/test_install.sh — `make test-install`: the library installed and used from
# outside the repository, as a C project would.
#
#  1. make install STATIC=1 into a temporary prefix; checks the layout (real file, SONAME and dev
#     links, headers, .pc, CMake files, licence, the API reference in share/doc/buttongroup/html
#     with every link resolving), that the library has the SONAME, no RUNPATH,
#     is stripped with its debug info in a .debug file its .gnu_debuglink names (and gdb finds
#     the Swift sources' lines through it), and exports what the built one exports.
#  2. Copies examples/c/basic.c (+ print_layout.h) and a CMake project out of the repository
#     and builds it: with `pkg-config --cflags --libs buttongroup`; with CMake's
#     find_package(ButtonGroup) (shared and static targets); with a plain -I/-L/-rpath line; and
#     against the static archive with a plain line. A small program checks that the installed
#     library reports the installed header's version. Then the README's own CMake lines, taken
#     from its text (Tests/Install/readme_blocks.py): its CMakeLists.txt around examples/c/hello.c
#     as app.c, configured and built by its command lines as written, with HOME set so that
#     their $HOME/.local is the prefix installed here (the README's PREFIX).
#  3. Runs every program with the Swift toolchain hidden (run_hidden.sh: a tmpfs over it in a
#     private mount namespace; a control program linked to the toolchain's libswiftCore.so must
#     fail to start there) and compares its output with basic.expected; checks that each loads
#     the installed library (or none, when static).
#  4. find_package refuses a newer major or minor than installed.
#  5. DESTDIR staging (unstripped, STRIP=0) and make uninstall: nothing of ours is left.
# Environment: MAKE (the make command, with -o for the already-built library), VERSION, CC.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
MAKE=${MAKE:-make}
VERSION=${VERSION:-$(scripts/version.sh)}
MAJOR=${VERSION%%.*}
MINOR=$(echo "$VERSION" | cut -d. -f2)
CC=${CC:-cc}
real=libbuttongroup.so.$VERSION
# The programs are built and run in a clean environment: no search path may lead back here.
unset CPATH C_INCLUDE_PATH LIBRARY_PATH LD_LIBRARY_PATH PKG_CONFIG_PATH CMAKE_PREFIX_PATH

swift=$(command -v swift) || { echo "test-install: no swift on PATH (needed to find the toolchain to hide)"; exit 1; }
toolchain=$(dirname "$(dirname "$(readlink -f "$swift")")")
work=$(mktemp -d /tmp/bg-install-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
# The README installs into PREFIX=$HOME/.local: the same here, under a HOME of the test's own.
home=$work/home
prefix=$home/.local
lib=$prefix/lib
src=$work/src
checks=0
ok() { checks=$((checks + 1)); echo "ok    $*"; }
fail() { echo "FAIL  $*"; echo "test-install: FAILED"; exit 1; }

# ------------------------------------------------------------------------------- 1. install
echo "== make install PREFIX=$prefix STATIC=1"
$MAKE install PREFIX="$prefix" STATIC=1

[ -f "$lib/$real" ] && [ ! -L "$lib/$real" ] || fail "$lib/$real is not a file"
[ "$(readlink "$lib/libbuttongroup.so.$MAJOR")" = "$real" ] || fail "libbuttongroup.so.$MAJOR does not link to $real"
[ "$(readlink "$lib/libbuttongroup.so")" = "$real" ] || fail "libbuttongroup.so does not link to $real"
[ -f "$lib/libbuttongroup.a" ] || fail "no static archive"
ok "lib/$real, libbuttongroup.so.$MAJOR -> $real, libbuttongroup.so -> $real, libbuttongroup.a"
for h in include/buttongroup.h include/buttongroup/*.h; do
    cmp -s "$h" "$prefix/$h" || fail "$prefix/$h differs from $h"
done
ok "headers: $(ls include/buttongroup/*.h | wc -l) + buttongroup.h, identical to include/"
[ -f "$lib/pkgconfig/buttongroup.pc" ] && [ -f "$lib/cmake/ButtonGroup/ButtonGroupConfig.cmake" ] \
    && [ -f "$lib/cmake/ButtonGroup/ButtonGroupConfigVersion.cmake" ] || fail "pkg-config or CMake files missing"
cmp -s LICENSE "$prefix/share/doc/buttongroup/LICENSE" || fail "LICENSE not installed"
ok "buttongroup.pc, ButtonGroupConfig.cmake, ButtonGroupConfigVersion.cmake, share/doc/buttongroup/LICENSE"
html=$prefix/share/doc/buttongroup/html
for page in index.html c/index.html c/globals_func.html python/buttongroup.html; do
    cmp -s "docs/api/$page" "$html/$page" || fail "the API reference's $page is not installed as make docs wrote it"
done
[ "$(cd docs/api && find . -type f ! -path ./README.md | sort)" = "$(cd "$html" && find . -type f | sort)" ] \
    || fail "share/doc/buttongroup/html holds other files than make docs wrote in docs/api"
reference=$(python3 scripts/check_api_reference.py --static "$html") || { echo "$reference"; fail "the installed API reference has broken links"; }
ok "share/doc/buttongroup/html: the API reference of docs/api, whole; ${reference#*: } (gallery in ../gallery)"

dynamic=$(readelf -d "$lib/$real")
echo "$dynamic" | grep -q "(SONAME).*\[libbuttongroup.so.$MAJOR\]" || fail "SONAME is not libbuttongroup.so.$MAJOR"
if echo "$dynamic" | grep -E '\((RUNPATH|RPATH)\)'; then fail "the installed library has a RUNPATH/RPATH"; fi
ok "readelf -d: SONAME libbuttongroup.so.$MAJOR, no RUNPATH or RPATH"
sections=$(readelf -S -W "$lib/$real")
if echo "$sections" | grep -E ' \.(debug_info|symtab) '; then fail "the installed library is not stripped"; fi
link_name=$(readelf -p .gnu_debuglink "$lib/$real" 2>/dev/null | sed -n 's/^ *\[ *0\] *//p')
[ "$link_name" = "$real.debug" ] || fail ".gnu_debuglink names '$link_name', not $real.debug"
debug=$lib/.debug/$real.debug
# Outputs are read whole before grep -q sees them: grep -q stops at the first match, and a writer
# still writing then dies of SIGPIPE, which pipefail would take for a failure.
sections=$(readelf -S -W "$debug")
echo "$sections" | grep -q ' \.debug_info ' || fail "$debug has no debug info"
echo "$sections" | grep -q ' \.symtab ' || fail "$debug has no symbol table"
ok "stripped (no .symtab, no .debug_*), .gnu_debuglink -> lib/.debug/$real.debug (debug info + symbols)"
if command -v gdb >/dev/null; then
    where=$(gdb -nx -batch -ex "info line bg_group_create" "$lib/$real" 2>&1 || true)
    echo "$where" | grep -q '\.swift' || fail "gdb did not find bg_group_create's source line through the debug link: $where"
    ok "gdb reads the installed library's debug info through the link: $(echo "$where" | grep -o 'Line [0-9]* of "[^"]*"' | head -1)"
fi
exports() { nm -D --defined-only "$1" | awk '{print $3}' | sort; }
[ "$(exports "$lib/$real")" = "$(exports "$(readlink -f build/lib/libbuttongroup.so)")" ] \
    || fail "the installed library exports other symbols than build/lib's"
ok "exports: the same $(exports "$lib/$real" | wc -l) bg_* symbols as build/lib"

# ------------------------------------------------------------------------------- 2. build
mkdir -p "$src"
cp examples/c/basic.c examples/c/print_layout.h Tests/Install/CMakeLists.txt "$src/"
cd "$src"
export PKG_CONFIG_PATH=$lib/pkgconfig
[ "$(pkg-config --modversion buttongroup)" = "$VERSION" ] || fail "pkg-config --modversion is not $VERSION"
grep -q '^License: MIT$' "$lib/pkgconfig/buttongroup.pc" || fail "buttongroup.pc names no MIT licence"
echo "   pkg-config --cflags --libs buttongroup: $(pkg-config --cflags --libs buttongroup)"
# shellcheck disable=SC2046
$CC -std=c99 -Wall -Werror basic.c $(pkg-config --cflags --libs buttongroup) -lm -o basic-pkgconfig
ok "cc basic.c \$(pkg-config --cflags --libs buttongroup) -lm (pkg-config $VERSION, License: MIT)"

cmake -S . -B cmake-build -DCMAKE_PREFIX_PATH="$prefix" -DBG_REQUEST_VERSION="$MAJOR.$MINOR" >cmake.log 2>&1 \
    || { cat cmake.log; fail "cmake could not configure with find_package(ButtonGroup $MAJOR.$MINOR)"; }
grep -o 'ButtonGroup .* found in .*' cmake.log | sed 's/^/   /'
cmake --build cmake-build >>cmake.log 2>&1 || { cat cmake.log; fail "cmake --build failed"; }
ok "CMake: find_package(ButtonGroup $MAJOR.$MINOR COMPONENTS shared static), ButtonGroup::buttongroup and ::buttongroup_static"

$CC -std=c99 -Wall -Werror basic.c -I"$prefix/include" -L"$lib" -lbuttongroup -Wl,-rpath,"$lib" -lm -o basic-plain
ok "cc basic.c -I$prefix/include -L$lib -lbuttongroup -Wl,-rpath,$lib -lm"
static_libs=$(pkg-config --static --libs-only-l buttongroup | sed 's/-lbuttongroup *//; s/ *$//')
# shellcheck disable=SC2086
$CC -std=c99 -Wall -Werror basic.c -I"$prefix/include" "$lib/libbuttongroup.a" $static_libs -o basic-static
ok "cc basic.c -I$prefix/include $lib/libbuttongroup.a $static_libs (from pkg-config --static)"

printf '#include <stdio.h>\n#include <buttongroup.h>\nint main(void) { printf("%%s %%d\\n", bg_version_string(), BG_VERSION_NUMBER); return 0; }\n' > version.c
$CC -std=c99 version.c -I"$prefix/include" -L"$lib" -lbuttongroup -Wl,-rpath,"$lib" -o version
reported=$(./version)
[ "$reported" = "$VERSION $((MAJOR * 10000 + MINOR * 100 + ${VERSION##*.}))" ] \
    || fail "the installed library and header report '$reported', not $VERSION (a stale build/lib? make lib)"
ok "the installed library says bg_version_string() = $VERSION, as its header"

# The README's CMake project and command lines, as written there.
readme_blocks() { python3 "$repo/Tests/Install/readme_blocks.py" "$@"; }
project=$work/readme-project
mkdir -p "$project"
readme_blocks get cmake-project > "$project/CMakeLists.txt" || fail "README.md: no CMake project block (readme-test: cmake-project)"
cp "$repo/examples/c/hello.c" "$project/app.c"
readme_blocks get "run in cmake-project" > "$work/readme-cmake.sh" || fail "README.md: no CMake command block (readme-test: run in cmake-project)"
sed 's/^/   $ /' "$work/readme-cmake.sh"
(cd "$project" && env HOME="$home" bash -eo pipefail "$work/readme-cmake.sh") > "$work/readme-cmake.log" 2>&1 \
    || { cat "$work/readme-cmake.log"; fail "the README's CMake lines failed in a project of its CMakeLists.txt (HOME=$home)"; }
expected=$(readme_blocks json | python3 -c 'import json, sys; print("\n".join(t for b in json.load(sys.stdin) if b["kind"] == "run in cmake-project" for t in b["expect"]))')
while IFS= read -r text; do
    [ -z "$text" ] || grep -qF "$text" "$work/readme-cmake.log" || { cat "$work/readme-cmake.log"; fail "the README's CMake lines did not print \"$text\""; }
done <<< "$expected"
app_libs=$(ldd "$project/build/app")
echo "$app_libs" | grep -q "libbuttongroup.so.$MAJOR => $lib/libbuttongroup.so.$MAJOR " \
    || fail "the README's CMake app does not load the installed library: $app_libs"
ok "README.md's CMakeLists.txt and its lines ($(wc -l < "$work/readme-cmake.sh") commands, -DCMAKE_PREFIX_PATH=\$HOME/.local) build app.c against the install; it prints \"${expected//$'\n'/\", \"}\""

# ------------------------------------------------------------------------------- 3. run
# A control first: a program that needs the toolchain's Swift runtime runs, but not hidden.
runtime=$toolchain/lib/swift/linux
printf 'int main(void) { return 0; }\n' > control.c
$CC control.c -Wl,--no-as-needed -L"$runtime" -lswiftCore -Wl,-rpath,"$runtime" -o control
./control || fail "the control program does not run with the toolchain visible"
if "$repo/Tests/Install/run_hidden.sh" "$toolchain" ./control > control.out 2>&1; then
    fail "the control program (linked to $runtime/libswiftCore.so) ran with the toolchain hidden: hiding does not work"
fi
grep -q 'libswiftCore.so => not found' control.out || { cat control.out; fail "the control program failed for another reason"; }
ok "hiding works: a control program linked to the toolchain's libswiftCore.so runs, and does not with $toolchain hidden"
run() { # run NAME PROGRAM [env...]: with the toolchain hidden; checks what it loads and prints
    local name=$1 program=$2; shift 2
    local libs
    libs=$(env "$@" ldd "$program")
    if [ "$name" = static ]; then
        if echo "$libs" | grep -q libbuttongroup; then fail "$name: $program loads a libbuttongroup"; fi
    else
        echo "$libs" | grep -q "libbuttongroup.so.$MAJOR => $lib/libbuttongroup.so.$MAJOR " \
            || fail "$name: $program does not load the installed library: $libs"
    fi
    env "$@" "$repo/Tests/Install/run_hidden.sh" "$toolchain" "$program" > "$program.out" 2>&1 \
        || { cat "$program.out"; fail "$name: $program failed with the toolchain hidden"; }
    diff -u "$repo/Tests/Install/basic.expected" "$program.out" \
        || fail "$name: $program's output differs from Tests/Install/basic.expected"
    ok "$name: $(basename "$program") runs with $toolchain hidden (swift not executable there) and prints the expected layout"
}
run pkg-config "$src/basic-pkgconfig" LD_LIBRARY_PATH="$lib"   # as a system install: no rpath
run cmake "$src/cmake-build/basic"
run plain "$src/basic-plain"
run static "$src/basic-static"
run static "$src/cmake-build/basic_static"

# ------------------------------------------------------------------------------- 4. versions
for too_new in "$((MAJOR + 1)).0" "$MAJOR.$((MINOR + 1))"; do
    if cmake -S . -B "cmake-$too_new" -DCMAKE_PREFIX_PATH="$prefix" -DBG_REQUEST_VERSION="$too_new" -DBG_WITH_STATIC=OFF >"cmake-$too_new.log" 2>&1; then
        fail "find_package(ButtonGroup $too_new) accepted the installed $VERSION"
    fi
    grep -q "$VERSION" "cmake-$too_new.log" || { cat "cmake-$too_new.log"; fail "find_package(ButtonGroup $too_new) failed, but not naming $VERSION"; }
done
ok "find_package(ButtonGroup $((MAJOR + 1)).0) and ($MAJOR.$((MINOR + 1))) are refused (installed: $VERSION)"
cd "$repo"

# ------------------------------------------------------------------------------- 5. DESTDIR, uninstall
stage=$work/stage
echo "== make install DESTDIR=$stage PREFIX=/usr/local STRIP=0"
$MAKE install DESTDIR="$stage" PREFIX=/usr/local STRIP=0
staged=$stage/usr/local/lib/$real
[ -f "$staged" ] || fail "DESTDIR: $staged missing"
grep -qx 'prefix=/usr/local' "$stage/usr/local/lib/pkgconfig/buttongroup.pc" || fail "DESTDIR: the .pc's prefix is not /usr/local"
staged_sections=$(readelf -S -W "$staged")
echo "$staged_sections" | grep -q ' \.debug_info ' || fail "STRIP=0: the library has no debug info"
if readelf -d "$staged" | grep -E '\((RUNPATH|RPATH)\)'; then fail "STRIP=0: the library has a RUNPATH"; fi
[ ! -e "$stage/usr/local/lib/.debug" ] || fail "STRIP=0 wrote a .debug file"
ok "DESTDIR=$stage PREFIX=/usr/local STRIP=0: files under the stage, prefix=/usr/local in the .pc, unstripped, no RUNPATH"
$MAKE uninstall DESTDIR="$stage" PREFIX=/usr/local
left=$(find "$stage" -mindepth 1 2>/dev/null || true)
[ -z "$left" ] || fail "make uninstall DESTDIR=... left: $left"
ok "make uninstall DESTDIR=$stage: nothing left"
$MAKE uninstall PREFIX="$prefix"
left=$(find "$prefix" 2>/dev/null || true)
[ -z "$left" ] || fail "make uninstall PREFIX=$prefix left: $left"
ok "make uninstall PREFIX=$prefix: nothing left (not even the prefix, which the install created)"

echo "test-install: $checks checks passed"

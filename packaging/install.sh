#!/usr/bin/env bash
# packaging/install.sh install|uninstall — what `make install` and `make uninstall` run
# (packaging/install.mk passes every variable; see there, and README "Install").
#
# Installs, under $DESTDIR$prefix (paths as the GNU conventions name them):
#   $libdir/libbuttongroup.so.X.Y.Z         the library: no RUNPATH, stripped (STRIP=1) with a
#                                            .gnu_debuglink to ...
#   $debugdir/libbuttongroup.so.X.Y.Z.debug  ... its symbols and debug info (gdb finds it there)
#   $libdir/libbuttongroup.so.X              the SONAME link (what programs load)
#   $libdir/libbuttongroup.so                the dev link (what -lbuttongroup finds)
#   $libdir/libbuttongroup.a                 with STATIC=1: the self-contained static archive
#   $includedir/buttongroup.h, $includedir/buttongroup/*.h
#   $pkgconfigdir/buttongroup.pc
#   $cmakedir/ButtonGroupConfig.cmake, ButtonGroupConfigVersion.cmake
#   $docdir/LICENSE, $docdir/install-manifest.txt
#   $docdir/html/, $docdir/gallery/          with DOCS_HTML (docs/api) and DOCS_GALLERY (docs/gallery):
#                                            the API reference `make docs` built (open
#                                            html/index.html) and the picture gallery it links
#                                            (../gallery/); html/README.md (about the repository's
#                                            copy) is left out
# The manifest lists every file and link installed and every directory the install created;
# uninstall removes exactly those (directories only when empty), so nothing of ours is left
# and no directory that was there before goes.
set -euo pipefail

mode=${1:?usage: install.sh install|uninstall}
for v in VERSION VERSION_MAJOR prefix libdir includedir pkgconfigdir cmakedir docdir debugdir; do
    if [ -z "${!v:-}" ]; then echo "install.sh: $v is not set" >&2; exit 2; fi
    case ${!v} in /*) ;; *) [ "$v" = VERSION ] || [ "$v" = VERSION_MAJOR ] || { echo "install.sh: $v=${!v} is not an absolute path" >&2; exit 2; } ;; esac
done
DESTDIR=${DESTDIR:-}
STRIP=${STRIP:-1}
STATIC=${STATIC:-0}
STRIPPROG=${STRIPPROG:-strip}
OBJCOPY=${OBJCOPY:-objcopy}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
real=libbuttongroup.so.$VERSION
soname=libbuttongroup.so.$VERSION_MAJOR
manifest=$docdir/install-manifest.txt

# -------------------------------------------------------------------------------- uninstall
if [ "$mode" = uninstall ]; then
    if [ ! -f "$DESTDIR$manifest" ]; then
        echo "make uninstall: no $DESTDIR$manifest: ButtonGroup is not installed under $DESTDIR$prefix" \
             "(uninstall with the PREFIX/DESTDIR/libdir... it was installed with)" >&2
        exit 1
    fi
    list=$(mktemp)
    trap 'rm -f "$list"' EXIT
    cp "$DESTDIR$manifest" "$list"
    removed=0
    while read -r kind path; do
        case $kind in
            f|l) if [ -e "$DESTDIR$path" ] || [ -L "$DESTDIR$path" ]; then rm -f "$DESTDIR$path"; removed=$((removed + 1)); fi ;;
        esac
    done < "$list"
    # Directories the install created, deepest first, if nothing else went into them since.
    grep '^d ' "$list" | cut -c3- | awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2- |
        while IFS= read -r dir; do
            rmdir "$DESTDIR$dir" 2>/dev/null || [ ! -d "$DESTDIR$dir" ] || echo "make uninstall: kept $DESTDIR$dir (not empty)"
        done
    echo "make uninstall: removed $removed files and links of ButtonGroup from $DESTDIR$prefix"
    exit 0
fi

[ "$mode" = install ] || { echo "install.sh: unknown mode $mode" >&2; exit 2; }
: "${LIB:?LIB (the built shared library) is not set}"
[ -e "$LIB" ] || { echo "make install: $LIB does not exist (make lib)" >&2; exit 1; }
if [ "$STATIC" = 1 ]; then
    : "${STATIC_LIB:?}"
    [ -e "$STATIC_LIB" ] || { echo "make install: $STATIC_LIB does not exist (make static)" >&2; exit 1; }
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
new_manifest=$tmp/manifest
: > "$new_manifest"
# Directories a previous install created stay ours.
if [ -f "$DESTDIR$manifest" ]; then grep '^d ' "$DESTDIR$manifest" >> "$new_manifest" || true; fi

# mkdir -p that records each directory it creates.
make_dir() {
    local dir=$1 missing=()
    while [ "$dir" != / ] && [ ! -d "$DESTDIR$dir" ]; do missing=("$dir" "${missing[@]}"); dir=$(dirname "$dir"); done
    if [ -n "$DESTDIR" ]; then mkdir -p "$DESTDIR"; fi
    for dir in "${missing[@]}"; do
        mkdir -m 0755 "$DESTDIR$dir"
        echo "d $dir" >> "$new_manifest"
    done
}
put() { # put MODE SOURCE DEST
    make_dir "$(dirname "$3")"
    install -m "$1" "$2" "$DESTDIR$3"
    echo "f $3" >> "$new_manifest"
}
link() { # link TARGET NAME (in $libdir)
    ln -sfn "$1" "$DESTDIR$libdir/$2"
    echo "l $libdir/$2" >> "$new_manifest"
}
# A path relative to $prefix as ${prefix}/..., for the .pc file; else absolute.
pc_path() { case $1 in "$prefix"/*) echo "\${prefix}/${1#"$prefix"/}" ;; "$prefix") echo "\${prefix}" ;; *) echo "$1" ;; esac; }
subst() { # subst TEMPLATE OUT: replaces @NAME@ by the values below
    sed -e "s|@VERSION@|$VERSION|g" -e "s|@VERSION_MAJOR@|$VERSION_MAJOR|g" -e "s|@PREFIX@|$prefix|g" \
        -e "s|@PC_LIBDIR@|$(pc_path "$libdir")|g" -e "s|@PC_INCLUDEDIR@|$(pc_path "$includedir")|g" \
        -e "s|@CMAKE_LIBDIR@|$cmake_libdir|g" -e "s|@CMAKE_INCLUDEDIR@|$cmake_includedir|g" \
        -e "s|@STATIC_SYSTEM_LIBS@|$STATIC_SYSTEM_LIBS|g" -e "s|@STATIC_SYSTEM_LIBS_CMAKE@|$static_cmake|g" \
        -e "s|@REAL@|$real|g" -e "s|@SONAME@|$soname|g" "$1" > "$2"
}

# ---------------------------------------------------------------------------- the library
cp -L "$LIB" "$tmp/$real"
python3 "$root/scripts/elf_runpath.py" --remove "$tmp/$real" >/dev/null
if [ "$STRIP" = 1 ]; then
    "$OBJCOPY" --only-keep-debug "$tmp/$real" "$tmp/$real.debug"
    "$STRIPPROG" --strip-unneeded --remove-section=.comment "$tmp/$real"
    (cd "$tmp" && "$OBJCOPY" --add-gnu-debuglink="$real.debug" "$real")
    put 0644 "$tmp/$real.debug" "$debugdir/$real.debug"
fi
# Replace an installed copy by rename, so running programs keep the one they mapped.
make_dir "$libdir"
install -m 0644 "$tmp/$real" "$DESTDIR$libdir/.$real.tmp"
mv -f "$DESTDIR$libdir/.$real.tmp" "$DESTDIR$libdir/$real"
echo "f $libdir/$real" >> "$new_manifest"
link "$real" "$soname"
link "$real" libbuttongroup.so
if [ "$STATIC" = 1 ]; then
    cp "$STATIC_LIB" "$tmp/libbuttongroup.a"
    if [ "$STRIP" = 1 ]; then "$STRIPPROG" --strip-debug "$tmp/libbuttongroup.a"; fi
    put 0644 "$tmp/libbuttongroup.a" "$libdir/libbuttongroup.a"
fi

# ---------------------------------------------------------------------------- headers
put 0644 "$root/include/buttongroup.h" "$includedir/buttongroup.h"
for h in "$root"/include/buttongroup/*.h; do
    put 0644 "$h" "$includedir/buttongroup/$(basename "$h")"
done

# ---------------------------------------------------------------------------- pkg-config, CMake
# CMake finds paths from the config file's own place when they are under $prefix, so a
# prefix can be moved (or staged with DESTDIR) whole.
rel() { realpath -m --relative-to="$cmakedir" "$1"; }
under_prefix() { case $1 in "$prefix"|"$prefix"/*) return 0 ;; *) return 1 ;; esac; }
if under_prefix "$libdir" && under_prefix "$cmakedir"; then cmake_libdir="\${_buttongroup_here}/$(rel "$libdir")"; else cmake_libdir=$libdir; fi
if under_prefix "$includedir" && under_prefix "$cmakedir"; then cmake_includedir="\${_buttongroup_here}/$(rel "$includedir")"; else cmake_includedir=$includedir; fi
static_cmake=$(echo "$STATIC_SYSTEM_LIBS" | sed 's/-l//g; s/  */;/g')
subst "$here/buttongroup.pc.in" "$tmp/buttongroup.pc"
put 0644 "$tmp/buttongroup.pc" "$pkgconfigdir/buttongroup.pc"
subst "$here/cmake/ButtonGroupConfig.cmake.in" "$tmp/ButtonGroupConfig.cmake"
subst "$here/cmake/ButtonGroupConfigVersion.cmake.in" "$tmp/ButtonGroupConfigVersion.cmake"
put 0644 "$tmp/ButtonGroupConfig.cmake" "$cmakedir/ButtonGroupConfig.cmake"
put 0644 "$tmp/ButtonGroupConfigVersion.cmake" "$cmakedir/ButtonGroupConfigVersion.cmake"

# ---------------------------------------------------------------------------- API reference
# put_tree SOURCE DEST: every file of SOURCE (README.md aside) under DEST, each recorded.
put_tree() {
    local source=$1 dest=$2 rel
    [ -f "$source/index.html" ] || { echo "make install: no $source/index.html (make docs, or INSTALL_DOCS=0)" >&2; exit 1; }
    while IFS= read -r -d '' rel; do make_dir "$dest${rel#.}"; done < <(cd "$source" && find . -type d -print0)
    (cd "$source" && find . -type f ! -path ./README.md -print0) |
        while IFS= read -r -d '' rel; do
            install -m 0644 "$source/$rel" "$DESTDIR$dest${rel#.}"
            echo "f $dest${rel#.}"
        done >> "$new_manifest"
}
if [ -n "${DOCS_HTML:-}" ]; then
    put_tree "$DOCS_HTML" "$docdir/html"
    if [ -n "${DOCS_GALLERY:-}" ]; then put_tree "$DOCS_GALLERY" "$docdir/gallery"; fi
fi

# ---------------------------------------------------------------------------- licence, manifest
put 0644 "$root/LICENSE" "$docdir/LICENSE"
# Files of an earlier install that this one did not write (an older version's library and
# debug file, a header since removed) go now.
if [ -f "$DESTDIR$manifest" ]; then
    while read -r kind path; do
        case $kind in f|l) grep -qxF "$kind $path" "$new_manifest" || grep -qxF "f $path" "$new_manifest" || grep -qxF "l $path" "$new_manifest" || rm -f "$DESTDIR$path" ;; esac
    done < "$DESTDIR$manifest"
fi
echo "f $manifest" >> "$new_manifest"
awk '!seen[$0]++' "$new_manifest" > "$tmp/manifest.sorted"
install -m 0644 "$tmp/manifest.sorted" "$DESTDIR$manifest"
echo "make install: ButtonGroup $VERSION in $DESTDIR$prefix ($(grep -c '^[fl] ' "$tmp/manifest.sorted") files and links;" \
     "$([ "$STRIP" = 1 ] && echo "stripped, debug info in $debugdir" || echo "not stripped")$([ "$STATIC" = 1 ] && echo "; static archive"))"

#!/bin/sh
# Downloads one Debian binary package with apt-get and unpacks it, through a private apt state
# (nothing of the system's apt configuration changes); apt checks the suite's signature and the
# package's checksum as usual.
#
#   fetch_debian_deb.sh SUITE PACKAGE VERSION DIR     (unpacks into DIR/root; its libraries
#                                                     into DIR/lib, its headers into DIR/include)
#
# Used by `make bench-peers` for Yoga 3 (Debian's libyoga-dev: Yoga's headers and libyogacore.a,
# built by Debian with -O2): no PyPI package ships Yoga 3's C++ sources (pyyoga's and
# yoga-python's sdists download them from GitHub while they build), and Debian's source pool
# for `yoga` was not reachable from here (apt-get source: 404).
set -eu
[ $# -eq 4 ] || { sed -n '2,12p' "$0"; exit 2; }
suite=$1 package=$2 version=$3
mkdir -p "$4" && dir=$(cd "$4" && pwd)
mkdir -p "$dir/apt/lists/partial" "$dir/apt/cache/archives/partial" "$dir/deb"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main" \
    >"$dir/apt/sources.list"
apt_get() {
    apt-get -q -o Dir::Etc::SourceList="$dir/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null \
        -o Dir::State::Lists="$dir/apt/lists" -o Dir::Cache="$dir/apt/cache" -o Debug::NoLocking=1 \
        -o APT::Sandbox::User="$(id -un)" "$@"
}
apt_get update >/dev/null
(cd "$dir/deb" && apt_get download "$package=$version")
rm -rf "$dir/root"
dpkg-deb -x "$dir/deb/${package}_$(echo "$version" | sed 's/^[0-9]*://')_"*.deb "$dir/root"
# The package's files, wherever its architecture puts them, at paths that name no machine.
rm -rf "$dir/lib" "$dir/include"
mkdir -p "$dir/lib"
find "$dir/root/usr/lib" -name '*.a' -exec cp {} "$dir/lib/" \;
cp -r "$dir/root/usr/include" "$dir/include"

#!/usr/bin/env bash
# Tests/Install/test_readme.sh — `make test-readme`: the README's Install commands, taken from its
# text, run as a new user runs them on a stock Debian 12 with the Swift toolchain.
#
# The blocks come from README.md (Tests/Install/readme_blocks.py: a marker before each block says
# how it is used; a shell block without one fails the test, and a skipped one is printed with
# its reason). Each `run` block runs, in the README's order, as one bash script (-e, -o
# pipefail) and must exit 0 and print what its marker expects; `run in cmake-project` runs in a
# project made of the `cmake-project` block as CMakeLists.txt and examples/c/hello.c as app.c.
#
# As whom and where:
#   - a non-root user: as root, the user bg-readme, created with useradd when missing (CI runs as
#     root); otherwise the caller. If no non-root user can run it, the test fails saying so;
#   - a fresh HOME and a copy of the checkout (the files git tracks or would track, as in a
#     clone) in a temporary directory of that user's; build/lib, the library already built
#     (`make test-readme` brings it up to date first), is copied along with its timestamps, so
#     the README's make commands rebuild nothing of it; everything else they build themselves
#     (build/python-tools, fetched from PyPI by `make wheel`, the sdist, the wheel);
#   - an environment of a login on a stock machine: env -i, HOME, USER, LANG=C.UTF-8, and a PATH
#     of /usr/local/bin, /usr/bin and /bin (so `python3` is Debian's /usr/bin/python3, not a
#     pyenv or virtualenv of the caller's) plus the Swift toolchain's bin directory, as the README
#     asks. The PATH is a directory of links to those directories' programs less the ones of the
#     packages `make deps` installs and the README's Install section does not ask a user for
#     (Doxygen, Xvfb, ImageMagick, Chromium, ...): they are missing as on a stock machine.
# Environment: README_TEST_USER (default bg-readme), README_TEST_KEEP=1 (keep the directory).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
started=$(date +%s)
fail() { echo "FAIL  $*"; echo "test-readme: FAILED"; exit 1; }
blocks() { python3 Tests/Install/readme_blocks.py "$@"; }

# ------------------------------------------------------------------------------- the blocks
blocks check >/dev/null || { blocks check; fail "README.md has a shell block without a readme-test marker"; }
blocks json > /tmp/bg-readme-blocks.$$.json
trap 'rm -f /tmp/bg-readme-blocks.$$.json' EXIT
python3 - /tmp/bg-readme-blocks.$$.json <<'EOF'
import json, sys
for b in json.load(open(sys.argv[1])):
    if b["kind"] == "skip":
        print(f"skip  README.md:{b['line']} ({b['section'] or 'top'}): {b['reason']}")
EOF

# ------------------------------------------------------------------------------- the user
user=$(id -un)
if [ "$(id -u)" = 0 ]; then
    user=${README_TEST_USER:-bg-readme}
    if ! id "$user" >/dev/null 2>&1; then
        useradd --no-create-home --shell /bin/bash "$user" \
            || fail "cannot create the non-root user $user (useradd failed): the README's commands must run as a non-root user; run make test-readme as one, or where useradd works"
        echo "created the user $user (useradd)"
    fi
    [ "$(id -u "$user")" != 0 ] || fail "README_TEST_USER=$user is root: the README's commands must run as a non-root user"
    as_user() { runuser -u "$user" -- "$@"; }
else
    as_user() { "$@"; }
fi
as_user true || fail "cannot run a command as $user (runuser): the README's commands must run as a non-root user"

# ------------------------------------------------------------------------------- the copy
work=$(mktemp -d /tmp/bg-readme-test.XXXXXX)
chmod 755 "$work"
if [ "${README_TEST_KEEP:-0}" = 1 ]; then trap 'rm -f /tmp/bg-readme-blocks.$$.json; echo "kept $work"' EXIT
else trap 'rm -f /tmp/bg-readme-blocks.$$.json; rm -rf "$work"' EXIT; fi
checkout=$work/checkout home=$work/home project=$work/cmake-project
mkdir -p "$checkout/build" "$home" "$project" "$work/bin"
git ls-files -z --cached --others --exclude-standard \
    | python3 -c 'import os, sys; sys.stdout.write("".join(p + "\0" for p in sys.stdin.read().split("\0") if p and os.path.lexists(p)))' \
    | tar --null -T - -cf - | tar -C "$checkout" -xf -
cp -a build/lib "$checkout/build/lib"
cp examples/c/hello.c "$project/app.c"
blocks get cmake-project > "$project/CMakeLists.txt"

# The PATH of a stock machine: every program of /usr/local/bin, /usr/bin and /bin, less those of
# the packages `make deps` installs that the README's Install section does not name.
install_text=$(python3 -c 'import re, sys; t = open("README.md").read(); print(re.search(r"^## Install\n(.*?)^## ", t, re.S | re.M)[1])')
test_deps=$(make -s --no-print-directory -f Makefile -f - print-test-deps <<< $'print-test-deps:\n\t@echo $(TEST_DEPS)' 2>/dev/null) \
    || fail "cannot read TEST_DEPS from the Makefile"
hidden=()
for package in $test_deps; do
    if grep -qwF -- "$package" <<< "$install_text"; then continue; fi
    while IFS= read -r program; do hidden+=("${program##*/}"); done \
        < <(dpkg -L "$package" 2>/dev/null | grep -E '^(/usr)?/s?bin/[^/]+$' || true)
done
for dir in /bin /usr/bin /usr/local/bin; do
    for program in "$dir"/*; do
        name=${program##*/}
        [ -x "$program" ] && [ ! -e "$work/bin/$name" ] || continue
        [[ " ${hidden[*]} " == *" $name "* ]] && continue
        ln -s "$program" "$work/bin/$name"
    done
done
swift=$(command -v swift) || fail "no swift on PATH: the README assumes the Swift toolchain on PATH"
swift_bin=$(dirname "$(readlink -f "$swift")")
chown -R "$user" "$work"
echo "user $user, HOME=$home, a copy of the checkout in $checkout (with build/lib)"
echo "PATH: $work/bin (/usr/local/bin, /usr/bin, /bin less ${#hidden[@]} programs of packages the README does not ask for:" \
     "$(printf '%s ' "${hidden[@]}" | cut -c1-120)...) and $swift_bin"
stock_path=$work/bin:$swift_bin
as_user env -i HOME="$home" PATH="$stock_path" bash -c '[ "$(command -v python3)" = "'"$work"'/bin/python3" ] && [ "$(readlink -f "$(command -v python3)")" = "$(readlink -f /usr/bin/python3)" ]' \
    || fail "python3 on the test's PATH is not Debian's /usr/bin/python3"

# ------------------------------------------------------------------------------- the commands
run_block() { # KIND DIR SCRIPT: runs one block as the user, in DIR, with a login's environment
    as_user env -i HOME="$home" USER="$user" LOGNAME="$user" LANG=C.UTF-8 TERM=dumb PATH="$stock_path" \
        bash -c 'cd "$1" && exec bash -eo pipefail "$2"' bash "$2" "$3"
}
count=$(python3 -c 'import json, sys; print(sum(b["kind"] in ("run", "run in cmake-project") for b in json.load(open(sys.argv[1]))))' /tmp/bg-readme-blocks.$$.json)
[ "$count" -gt 0 ] || fail "README.md has no block marked readme-test: run"
for i in $(seq 0 $((count - 1))); do
    python3 - /tmp/bg-readme-blocks.$$.json "$i" "$work/block.sh" "$work/block.expect" "$work/block.info" <<'EOF'
import json, sys
chosen = [b for b in json.load(open(sys.argv[1])) if b["kind"] in ("run", "run in cmake-project")][int(sys.argv[2])]
open(sys.argv[3], "w").write(chosen["text"])
open(sys.argv[4], "w").write("".join(t + "\n" for t in chosen["expect"]))
open(sys.argv[5], "w").write(f"{chosen['line']} {chosen['kind']}\n")
EOF
    read -r line kind < "$work/block.info"
    dir=$checkout; [ "$kind" = "run in cmake-project" ] && dir=$project
    chown "$user" "$work/block.sh"
    echo "== README.md:$line, in ${dir#"$work"/}:"
    sed 's/^/   $ /' "$work/block.sh"
    block_start=$(date +%s)
    if ! run_block "$kind" "$dir" "$work/block.sh" > "$work/block-$line.log" 2>&1; then
        sed 's/^/   | /' "$work/block-$line.log" | tail -40
        fail "README.md:$line: the block failed, run as $user (a non-root user) with Debian's python3 on a stock PATH"
    fi
    while IFS= read -r text; do
        [ -z "$text" ] || grep -qF -- "$text" "$work/block-$line.log" \
            || { sed 's/^/   | /' "$work/block-$line.log" | tail -40; fail "README.md:$line: the block did not print \"$text\""; }
    done < "$work/block.expect"
    expect=$(paste -sd, "$work/block.expect")
    echo "ok    README.md:$line ($(( $(date +%s) - block_start )) s)${expect:+, printed ${expect//,/, }}"
done

# ------------------------------------------------------------------------------- what they made
# The README's own claims about the results, checked where the text can drift from them.
wheel=$(cd "$checkout/build/dist" && ls buttongroup-*.whl)
grep -qF "build/dist/$wheel" README.md || fail "README.md does not name the wheel make wheel wrote: build/dist/$wheel"
grep -qE "^$home/.local/lib/libbuttongroup\.so\.[0-9]+ " <(ldd "$checkout/hello" | awk '{print $3 " "}') \
    || fail "the README's hello does not load the library installed in \$HOME/.local: $(ldd "$checkout/hello")"
installed=$(as_user env -i HOME="$home" "$home/.venvs/buttongroup/bin/python" -c 'import buttongroup, sys; print(buttongroup.__file__)')
case $installed in "$home"/.venvs/buttongroup/*) ;; *) fail "the venv's buttongroup is not its own: $installed";; esac
echo "ok    the wheel the README names (build/dist/$wheel) is the one make wheel wrote; hello loads \$HOME/.local's library; the venv holds the package"
echo "test-readme: $count README blocks run as $user in $(( $(date +%s) - started )) s"

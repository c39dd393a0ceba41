#!/usr/bin/env python3
"""The README's command blocks, as its text says them (for `make test-readme` and `make test-install`).

Every ```sh block of README.md, and every block a test takes, follows a marker, an HTML comment
on the line before its fence (invisible on the rendered page), saying what the tests do with it:

    <!-- readme-test: run -->                       run in a copy of the checkout, in order
    <!-- readme-test: run, expect "tapped Details" -->   ... and its output must hold that text
    <!-- readme-test: cmake-project -->             a project's CMakeLists.txt (its program: app.c)
    <!-- readme-test: run in cmake-project -->      run in the directory of that project
    <!-- readme-test: skip: REASON -->              not run; the test prints why

A ```sh block without a marker fails the check, so a command added to the README is either run
or skipped saying why, never left out silently.

    readme_blocks.py [--readme README.md] check          # every sh block has a marker
    readme_blocks.py [--readme README.md] list           # one line per marked block
    readme_blocks.py [--readme README.md] get KIND       # the text of the blocks of that kind
                                                         # (cmake-project, ...), concatenated
    readme_blocks.py [--readme README.md] json           # every marked block, as JSON
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
MARKER = re.compile(r"^<!--\s*readme-test:\s*(?P<body>.*?)\s*-->\s*$")
FENCE = re.compile(r"^```(?P<lang>[A-Za-z0-9_+-]*)\s*$")
KINDS = ("run", "run in cmake-project", "cmake-project", "skip")


@dataclass
class Block:
    """One fenced block of the README and what its marker says."""

    line: int                      # the fence's line number (1-based)
    lang: str                      # sh, cmake, ...
    text: str                      # the block's content, ending in a newline
    kind: str | None = None        # one of KINDS, None without a marker
    expect: list[str] = field(default_factory=list)
    reason: str = ""               # why a "skip" block is not run
    section: str = ""              # the heading it is under


def parse_marker(body: str, line: int) -> tuple[str, list[str], str]:
    """`run, expect "x"` -> ("run", ["x"], ""); `skip: why` -> ("skip", [], "why")."""
    if body.startswith("skip"):
        reason = body[len("skip"):].lstrip(":").strip()
        if not reason:
            raise SystemExit(f"README.md:{line}: a skip marker must say why (<!-- readme-test: skip: REASON -->)")
        return "skip", [], reason
    kind, _, rest = body.partition(",")
    kind = kind.strip()
    if kind not in KINDS:
        raise SystemExit(f"README.md:{line}: unknown readme-test marker {kind!r} (known: {', '.join(KINDS)})")
    expect = re.findall(r'expect\s+"([^"]+)"', rest)
    if rest.strip() and not expect:
        raise SystemExit(f"README.md:{line}: cannot read {rest.strip()!r} (expected: expect \"TEXT\")")
    return kind, expect, ""


def blocks(readme: Path) -> list[Block]:
    """Every fenced block of `readme`, with its marker when it has one."""
    lines = readme.read_text(encoding="utf-8").splitlines()
    found: list[Block] = []
    section = ""
    i = 0
    while i < len(lines):
        if lines[i].startswith("#") and not lines[i].startswith("#!"):
            section = lines[i].lstrip("#").strip()
        fence = FENCE.match(lines[i])
        if fence is None:
            i += 1
            continue
        start = i
        i += 1
        body = []
        while i < len(lines) and lines[i].rstrip() != "```":
            body.append(lines[i])
            i += 1
        block = Block(line=start + 1, lang=fence["lang"], text="\n".join(body) + "\n", section=section)
        previous = lines[start - 1] if start > 0 else ""
        marker = MARKER.match(previous)
        if marker is not None:
            block.kind, block.expect, block.reason = parse_marker(marker["body"], start)
        found.append(block)
        i += 1
    return found


def unmarked(found: list[Block]) -> list[Block]:
    """The shell blocks without a marker: the check fails on each."""
    return [b for b in found if b.lang in ("sh", "bash", "shell", "console") and b.kind is None]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--readme", type=Path, default=ROOT / "README.md")
    parser.add_argument("command", choices=("check", "list", "get", "json"))
    parser.add_argument("kind", nargs="?")
    args = parser.parse_args()
    found = blocks(args.readme)
    missing = unmarked(found)
    if missing:
        for b in missing:
            print(f"{args.readme}:{b.line}: a ```{b.lang} block without a <!-- readme-test: ... --> marker "
                  f"(run, or skip: REASON; see {Path(__file__).relative_to(ROOT)})", file=sys.stderr)
        return 1
    marked = [b for b in found if b.kind is not None]
    if args.command == "check":
        runs = sum(b.kind != "skip" for b in marked)
        print(f"readme-test markers: {runs} blocks used, {len(marked) - runs} skipped saying why, every sh block marked")
    elif args.command == "list":
        for b in marked:
            print(f"{b.line:4}  {b.kind:22} {b.text.splitlines()[0] if b.text.strip() else ''}")
    elif args.command == "get":
        chosen = [b for b in marked if b.kind == args.kind]
        if not chosen:
            print(f"{args.readme}: no block marked readme-test: {args.kind}", file=sys.stderr)
            return 1
        sys.stdout.write("".join(b.text for b in chosen))
    else:
        json.dump([asdict(b) for b in marked], sys.stdout, indent=1)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())

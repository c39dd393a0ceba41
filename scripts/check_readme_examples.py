#!/usr/bin/env python3
"""The README's first programs are the example files they name, character for character.

Each fenced block that follows a line linking [`examples/...`](examples/...) must equal that
file (the examples themselves are built and run by `make test-examples`). Fails naming the
block that drifted.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINKED_BLOCK = re.compile(r"\(\[`(examples/[^`]+)`\]\(\1\)\):\n\n```[a-z]*\n(.*?)```", re.S)


def main() -> int:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = LINKED_BLOCK.findall(readme)
    if not blocks:
        print("check_readme_examples: the README links no example block")
        return 1
    failed = False
    for path, block in blocks:
        if (ROOT / path).read_text(encoding="utf-8") != block:
            print(f"check_readme_examples: the README's block differs from {path}: copy the file into it")
            failed = True
    if not failed:
        print(f"check_readme_examples: {len(blocks)} README blocks equal their example files")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Doxygen's filter for the public headers (docs/Doxyfile FILTER_PATTERNS): what
scripts/doxygen_file_filter.py does (the opening comment becomes the file's page), and then, in
doc comments, "e.g." and "i.e." followed by a space or a line break are written "e.g.\\ ", as
Doxygen's manual says to: with JAVADOC_AUTOBRIEF the brief description ends at the first ". ",
which would cut "Reads a number token, e.g. "size.height"." after "e.g.". The header and its
line numbers are otherwise unchanged.

Usage (by Doxygen): doxygen_filter.py HEADER  -> the filtered text on stdout.
"""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "scripts"))

from doxygen_file_filter import filter_header  # noqa: E402

_DOC_COMMENT = re.compile(r"/\*\*.*?\*/", re.S)
_ABBREVIATION = re.compile(r"\b(e\.g|i\.e)\.([ \t]|(?=\n))")


def escape_abbreviations(text: str) -> str:
    """"e.g. x" -> "e.g.\\ x"; "e.g." at the end of a line -> "e.g.\\ " (a space before the line break)."""
    return _DOC_COMMENT.sub(lambda comment: _ABBREVIATION.sub(r"\1.\\ ", comment[0]), text)


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as header:
        sys.stdout.write(escape_abbreviations(filter_header(header.read())))


if __name__ == "__main__":
    main()

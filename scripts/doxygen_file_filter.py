#!/usr/bin/env python3
"""Doxygen INPUT_FILTER for the public headers (docs/Doxyfile): makes each header's opening
comment its file documentation, without changing the header or its line numbers.

Doxygen lists a C header's functions, types and macros only when the file itself is documented
(a `@file` block). The headers open with a plain `/*` comment that describes them; this filter
turns its first line `/*` into `/** @file`, so that comment becomes the file's page. A header
that opens some other way gets `/** @file */ ` in front of its first line; one that already
has a @file (or \\file) command is passed through unchanged.

Usage (by Doxygen): doxygen_file_filter.py HEADER  -> the filtered text on stdout.
"""

import re
import sys


def filter_header(text: str) -> str:
    if re.search(r"[@\\]file\b", text):
        return text
    first, newline, rest = text.partition("\n")
    if first.rstrip() == "/*":
        return "/** @file" + newline + rest
    return "/** @file */ " + text


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as header:
        sys.stdout.write(filter_header(header.read()))


if __name__ == "__main__":
    main()

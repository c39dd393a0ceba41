#!/usr/bin/env python3
"""Checks the API reference's check (scripts/check_api_reference.py) itself: in a copy of the
reference `make docs` wrote, it breaks one thing of each kind the check must catch, and the
check must fail naming each, and nothing else:

  - a page that writes a console warning and one that throws (python/buttongroup/enums.html);
  - a C page whose sidebar is never drawn (c/files.html: Doxygen's tree script removed);
  - a Python page whose sidebar lost its module list (python/buttongroup/errors.html);
  - a code block that does not wrap (python/buttongroup/theme.html: white-space: pre);
  - a function's page deleted (the links to it lead nowhere, the function has no page);
  - a page over the size limit (c/globals.html padded to 600 KB).

So a check that silently passes everything (a browser that never reports, a link check that
reads no link) fails here. Run from the repository root; about 5 s.

Usage: check_reference_checker.py API_DIR WORK_DIR
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent.parent
CHECK = REPOSITORY / "scripts" / "check_api_reference.py"
BROWSER_PAGES = ["python/buttongroup/enums.html", "c/files.html", "python/buttongroup/errors.html",
                 "python/buttongroup/theme.html", "python/buttongroup/frames.html"]


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    if old not in text:
        raise SystemExit(f"check_reference_checker: {path} has no {old!r} to break (has the reference changed?)")
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("api", type=Path)
    parser.add_argument("work", type=Path)
    args = parser.parse_args()
    work = args.work.resolve()
    shutil.rmtree(work, ignore_errors=True)
    broken = work / "api"
    shutil.copytree(args.api, broken)
    # The index page links ../gallery/: give the copy one.
    gallery = args.api.resolve().parent / "gallery"
    if gallery.is_dir():
        shutil.copytree(gallery, work / "gallery")

    edit(broken / "python/buttongroup/enums.html", "</body>",
         "<script>console.warn('planted warning'); null.planted;</script></body>")
    edit(broken / "c/files.html", "initNavTree(", "void(")
    errors = broken / "python/buttongroup/errors.html"
    errors.write_text(re.sub(r'<ul class="module-list">.*?</ul>', "", errors.read_text(encoding="utf-8"),
                             count=1, flags=re.S), encoding="utf-8")
    edit(broken / "python/buttongroup/theme.html", "</body>",
         '<pre style="white-space: pre; overflow: hidden">' + "planted_code_line " * 40 + "</pre></body>")
    functions = (broken / "c/globals_func.html").read_text(encoding="utf-8")
    match = re.search(r'<li>(\w+)\(\)(?:\s|&#160;)*:(?:\s|&#160;)*<a class="el" href="(\w+\.html)', functions)
    if match is None:
        raise SystemExit("check_reference_checker: c/globals_func.html lists no function page")
    function, page = match.groups()
    (broken / "c" / page).unlink()
    edit(broken / "c/globals.html", "</body>", "<!--" + "x" * 600 * 1024 + "--></body>")

    expected = [
        "python/buttongroup/enums.html: console warning: planted warning",
        "python/buttongroup/enums.html: uncaught exception",
        "c/files.html: the sidebar's tree is not populated",
        "python/buttongroup/errors.html: the sidebar lists 0 modules",
        "python/buttongroup/theme.html: 1 code blocks or signatures are wider than their box",
        f"/c/{page})",  # "c/globals_func.html: PAGE#anchor leads nowhere (no .../c/PAGE)"
        f"C function {function} has no page: c/{page} is missing",
        "c/globals.html: 6",
    ]
    result = subprocess.run([sys.executable, str(CHECK), str(broken), "--pages", *BROWSER_PAGES],
                            capture_output=True, text=True, cwd=REPOSITORY)
    reported = [line.strip() for line in result.stdout.splitlines() if line.startswith("  ")]
    failures = []
    if result.returncode != 1:
        failures.append(f"exit status {result.returncode}, expected 1")
    failures += [f"does not report {text!r}" for text in expected if not any(text in line for line in reported)]
    failures += [f"reports what is not broken: {line!r}" for line in reported
                 if not any(text in line for text in expected)]
    if failures:
        print("check_api_reference.py over a reference broken on purpose:")
        print("\n".join(f"  {f}" for f in failures))
        print(f"it printed:\n{result.stdout}{result.stderr}")
        return 1
    print(f"reference check: names each of the {len(expected)} problems planted in a copy of the reference, "
          "and nothing else")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Checks the documentation checks of `make test-docs` themselves: run over the fixtures in
doc_fixtures/, scripts/check_c_docs.py (with docs/Doxyfile's Doxygen settings) and
scripts/check_docstrings.py must fail and name exactly the undocumented symbols. So a check
that silently passes everything (a Doxygen setting lost, a header's file documentation
missing, a docstring test that sees nothing) fails here.

Usage (from the repository root): check_doc_checkers.py [--doxygen doxygen] WORK_DIR
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
FIXTURES = HERE / "doc_fixtures"

C_EXPECTED = [
    "Member FX_UNDOCUMENTED (macro definition)",
    "Compound fx_bare is not documented",
    "Member fx_undocumented_status (typedef)",
    "Member fx_undocumented(int a) (function)",
    "Member y (variable) of struct fx_point",
    "parameter 'b'",
    "enumerator FX_B is not documented",
]

PYTHON_EXPECTED = [
    "undocumented_pkg.UNDOCUMENTED_LIMIT (constant",
    "undocumented_pkg.Plain (class)",
    "undocumented_pkg.Plain.undocumented_method",
    "undocumented_pkg.Plain.undocumented_property",
    "undocumented_pkg.Color (class)",
    "undocumented_pkg.Thing.undocumented_classmethod",
    "undocumented_pkg.Thing (from Base).undocumented_inherited",
    "undocumented_pkg.undocumented_function (function)",
]


def problems(output: str) -> list[str]:
    return [line.strip() for line in output.splitlines() if line.startswith("  ") and "lack" not in line]


def expect(name: str, result: subprocess.CompletedProcess[str], expected: list[str]) -> list[str]:
    """Failures unless `result` failed listing each of `expected` and nothing else."""
    failures = []
    listed = problems(result.stdout)
    if result.returncode != 1:
        failures.append(f"{name}: exit status {result.returncode}, expected 1")
    for text in expected:
        if not any(text in line for line in listed):
            failures.append(f"{name}: does not report {text!r}")
    for line in listed:
        if not any(text in line for text in expected):
            failures.append(f"{name}: reports what is documented: {line!r}")
    if failures:
        failures.append(f"{name} printed:\n{result.stdout}{result.stderr}")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--doxygen", default="doxygen")
    parser.add_argument("work", type=Path)
    args = parser.parse_args()
    work = args.work.resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)

    doxyfile = (REPOSITORY / "docs" / "Doxyfile").read_text(encoding="utf-8")
    overrides = "\n".join([
        f"INPUT = {FIXTURES / 'undocumented.h'}",
        f"OUTPUT_DIRECTORY = {work}",
        f"STRIP_FROM_PATH = {FIXTURES}",
        "GENERATE_HTML = NO",
        "GENERATE_XML = YES",
        f"WARN_LOGFILE = {work / 'warnings.log'}",
    ])
    subprocess.run([args.doxygen, "-"], input=doxyfile + "\n" + overrides + "\n", text=True,
                   cwd=REPOSITORY, check=True, env=dict(os.environ, BG_VERSION="0"))
    c_result = subprocess.run(
        [sys.executable, str(REPOSITORY / "scripts" / "check_c_docs.py"),
         "--xml", str(work / "xml"), "--warnings", str(work / "warnings.log")],
        capture_output=True, text=True,
    )
    py_result = subprocess.run(
        [sys.executable, str(REPOSITORY / "scripts" / "check_docstrings.py"), "undocumented_pkg"],
        capture_output=True, text=True, cwd=work,
        env=dict(os.environ, PYTHONPATH=str(FIXTURES), PYTHONDONTWRITEBYTECODE="1"),
    )
    failures = expect("check_c_docs.py", c_result, C_EXPECTED)
    failures += expect("check_docstrings.py", py_result, PYTHON_EXPECTED)
    if failures:
        print("\n".join(failures))
        return 1
    print(f"doc checks: each names the {len(C_EXPECTED)} C and {len(PYTHON_EXPECTED)} Python "
          "undocumented symbols of the fixtures, and nothing documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())

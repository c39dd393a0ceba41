"""A steady-state relayout from Python makes no heap allocation in the library and no measure call.

The scenarios of ``alloc_scenarios.py`` run in a child process with ``LD_PRELOAD`` set to the
allocation counter of ``Tests/Reliability/alloc_counter.c``, which counts only the allocations
whose caller is libbuttongroup.so (Python allocates plenty; that is not counted). The counter is
``$BG_ALLOC_COUNTER`` (``make test-alloc`` builds it) or compiled here with the C compiler.
When a count is not zero, the failure shows where the library allocated (the interposer's
backtraces, symbolized when binutils' addr2line is there).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import buttongroup
from buttongroup._native import lib

HERE = Path(__file__).resolve().parent
RELIABILITY = HERE.parent.parent.parent / "Tests" / "Reliability"
SCENARIOS = [
    "4 items",
    "1,024 items",
    "truncated titles",
    "More (6 items, 3 visible)",
    "RTL prominent with icons",
    "COUNT overflow policy",
    "WIDTH overflow policy",
    "built-in measurer",
]
LOOPS = ["distinct widths, layout_frames", "distinct widths, frames", "distinct widths, slots", "an unchanged width"]
TOOLBAR_SCENARIOS = [f"toolbar ({context}, {direction})" for context in ("toolbar", "content") for direction in ("LTR", "RTL")]
TOOLBAR_LOOPS = ["widths seen before, layout", "distinct widths, layout_frames"]


@pytest.fixture(scope="module")
def counter(tmp_path_factory: pytest.TempPathFactory) -> Path:
    given = os.environ.get("BG_ALLOC_COUNTER")
    if given:
        return Path(given)
    compiler = shutil.which("gcc") or shutil.which("cc")
    assert compiler, "a C compiler is needed to build the allocation counter"
    library = tmp_path_factory.mktemp("alloc") / "alloc_counter.so"
    subprocess.run(
        [compiler, "-std=c11", "-O2", "-g", "-shared", "-fPIC", str(RELIABILITY / "alloc_counter.c"), "-o",
         str(library), "-ldl"],
        check=True,
    )
    return library


@pytest.fixture(scope="module")
def results(counter: Path) -> dict[str, Any]:
    """The child's records by (scenario, loop), its first line, and its stderr (the traces)."""
    library = Path(lib.cdll._name).resolve()
    environment = dict(os.environ)
    environment.update(
        LD_PRELOAD=str(counter),
        BG_ALLOC_TRACE="1",
        BUTTONGROUP_LIBRARY=str(library),
        PYTHONPATH=os.pathsep.join([str(Path(buttongroup.__file__).resolve().parent.parent), str(HERE)]),
    )
    child = subprocess.run(
        [sys.executable, str(HERE / "alloc_scenarios.py")], env=environment, capture_output=True, text=True,
        timeout=600,
    )
    assert child.returncode == 0, f"the scenarios failed:\n{child.stdout}\n{child.stderr}"
    lines = [json.loads(line) for line in child.stdout.splitlines() if line.startswith("{")]
    return {
        "probe": lines[0],
        "records": {(record["scenario"], record["loop"]): record for record in lines[1:]},
        "traces": _symbolized(child.stderr, library),
    }


def _symbolized(traces: str, library: Path) -> str:
    if "bg_alloc_trace" not in traces:
        return traces
    symbolize = subprocess.run(
        [sys.executable, str(RELIABILITY / "alloc_symbolize.py"), str(library)], input=traces, capture_output=True,
        text=True,
    )
    return symbolize.stdout if symbolize.returncode == 0 else traces


def test_the_counter_sees_the_library_allocate(results: dict[str, Any]) -> None:
    assert results["probe"] == {"found": True, "saw_allocations": True}, (
        "the interposer must find libbuttongroup.so and count the allocations of making a group"
    )


@pytest.mark.parametrize("scenario", SCENARIOS + TOOLBAR_SCENARIOS)
def test_steady_state_relayouts_allocate_nothing_and_measure_nothing(results: dict[str, Any], scenario: str) -> None:
    loops = TOOLBAR_LOOPS if scenario.startswith("toolbar") else LOOPS
    records = [results["records"][(scenario, loop)] for loop in loops]
    counts = {record["loop"]: (record["allocations"], record["measure_calls"]) for record in records}
    assert all(count == (0, 0) for count in counts.values()), (
        f"{scenario}: (allocations, measure calls) per 1,000 relayouts: {counts}\n"
        f"where the library allocated:\n{results['traces']}"
    )
    expect = records[0]["expect"]
    exercised = set().union(*(record["exercised"] for record in records))
    assert not expect or expect in exercised, f"{scenario}: the widths never showed {expect!r}"

"""``_closing.finalizer``: what frees every handle runs exactly once, whichever way it comes."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Callable

from buttongroup import _closing
from buttongroup._closing import finalizer


class Watched:
    __slots__ = ("__weakref__",)


def test_collecting_the_watched_object_runs_it_once() -> None:
    freed: list[str] = []
    watched = Watched()
    made = finalizer(watched, freed.append, "handle")
    assert made.alive and freed == []
    del watched
    gc.collect()
    assert freed == ["handle"] and not made.alive
    made.run()  # nothing left to run
    assert freed == ["handle"]


def test_run_frees_now_and_the_later_collection_does_nothing() -> None:
    freed: list[int] = []
    watched = Watched()
    made = finalizer(watched, freed.append, 7)
    made.run()
    made.run()
    assert freed == [7] and not made.alive
    del watched
    gc.collect()
    assert freed == [7]
    assert not made.detach()


def test_detach_cancels_it() -> None:
    freed: list[int] = []
    watched = Watched()
    made = finalizer(watched, freed.append, 1)
    assert made.detach()
    assert not made.alive and not made.detach()
    made.run()
    del watched
    gc.collect()
    assert freed == []


def test_two_finalizers_of_one_object_are_two() -> None:
    """The table tells finalizers apart by identity, not by the object they watch (as weak
    references compare)."""
    freed: list[str] = []
    watched = Watched()
    first, second = finalizer(watched, freed.append, "first"), finalizer(watched, freed.append, "second")
    assert first != second and first.alive and second.alive
    first.run()
    assert freed == ["first"] and not first.alive and second.alive
    del watched
    gc.collect()
    assert freed == ["first", "second"]


def test_the_table_lets_go_of_what_ran() -> None:
    before = len(_closing._PENDING)
    for _ in range(1000):
        finalizer(Watched(), lambda _: None, None)  # collected at once
    kept = [Watched() for _ in range(3)]
    made = [finalizer(watched, lambda _: None, None) for watched in kept]
    assert len(_closing._PENDING) == before + 3
    for one in made:
        one.detach()
    assert len(_closing._PENDING) == before


def test_racing_threads_free_once(at_once: Callable[[Callable[[], object]], None]) -> None:
    for _ in range(50):
        freed: list[int] = []
        watched = Watched()
        made = finalizer(watched, freed.append, 2)
        at_once(made.run)
        del watched
        gc.collect()
        assert freed == [2]


def test_an_error_raised_when_collected_is_reported_and_the_table_stays_clean() -> None:
    def refuse(argument: object) -> None:
        raise RuntimeError("free failed")

    before = len(_closing._PENDING)
    reported: list[BaseException | None] = []
    hook, sys.unraisablehook = sys.unraisablehook, lambda raised: reported.append(raised.exc_value)
    try:
        watched = Watched()
        finalizer(watched, refuse, None)
        del watched
        gc.collect()
    finally:
        sys.unraisablehook = hook
    assert len(reported) == 1 and str(reported[0]) == "free failed"
    assert len(_closing._PENDING) == before


def _run_child(source: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(source)], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60)


def test_at_exit_the_pending_ones_run_newest_first_and_errors_do_not_stop_the_rest(tmp_path: Path) -> None:
    child = _run_child(
        """
        from buttongroup._closing import finalizer

        class Watched:
            __slots__ = ("__weakref__",)

        def refuse(argument):
            raise RuntimeError("free failed")

        kept = [Watched() for _ in range(4)]
        finalizer(kept[0], print, "first")
        finalizer(kept[1], refuse, None)
        finalizer(kept[2], print, "third")
        finalizer(kept[3], print, "detached").detach()
        """,
        tmp_path,
    )
    assert child.returncode == 0, child.stderr
    assert child.stdout.split() == ["third", "first"]
    assert "RuntimeError: free failed" in child.stderr


def test_nothing_runs_after_the_exit_run(tmp_path: Path) -> None:
    child = _run_child(
        """
        from buttongroup import _closing

        class Watched:
            __slots__ = ("__weakref__",)

        _closing._run_pending_at_exit()  # what atexit calls
        watched = Watched()
        made = _closing.finalizer(watched, print, "late")
        made.run()
        del watched
        print("alive" if made.alive else "gone")
        """,
        tmp_path,
    )
    assert child.returncode == 0, child.stderr
    assert child.stdout.split() == ["gone"]


def test_a_group_still_frees_its_handle_at_exit(tmp_path: Path) -> None:
    child = _run_child(
        """
        import buttongroup as bg
        from buttongroup.group import button_group

        free = button_group._free_group
        button_group._free_group = lambda state: (print("freed", state.id != 0), free(state))
        group = bg.ButtonGroup([bg.Item("A")])
        theme = bg.Theme.from_json("{}")
        """,
        tmp_path,
    )
    assert child.returncode == 0, child.stderr
    assert child.stdout.split() == ["freed", "True"]
    assert child.stderr == ""

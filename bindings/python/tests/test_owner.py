"""The owner of a group's or a toolbar's handle (``_accelerator.new_owner``): ``free(argument)``
runs exactly once, whichever way it comes (collected, ``run()``, exit), for both kinds: the
compiled ``_speedups.HandleOwner`` and the Python ``_closing.HandleOwner``."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, Callable

import pytest

from buttongroup import _accelerator, _closing

KINDS: dict[str, Callable[[Callable[[Any], object], Any], _closing.Owner]] = {"python": _closing.HandleOwner}
if _accelerator.new_owner is not _closing.HandleOwner:
    KINDS["compiled"] = _accelerator.new_owner


@pytest.fixture(params=sorted(KINDS))
def new_owner(request: pytest.FixtureRequest) -> Callable[[Callable[[Any], object], Any], _closing.Owner]:
    return KINDS[request.param]


def test_the_package_uses_the_compiled_owner_when_it_has_the_module() -> None:
    from buttongroup import ButtonGroup, Item

    with ButtonGroup([Item("A")]) as group:
        assert type(group._owner) is type(_accelerator.new_owner(print, None))
    assert ("compiled" in KINDS) == (_accelerator._SPEEDUPS is not None)


def test_collected_it_frees_once(new_owner: Any) -> None:
    freed: list[str] = []
    owner = new_owner(freed.append, "handle")
    assert owner.alive and freed == []
    del owner
    gc.collect()
    assert freed == ["handle"]


def test_run_frees_now_and_only_once(new_owner: Any) -> None:
    freed: list[int] = []
    owner = new_owner(freed.append, 7)
    owner.run()
    owner.run()
    assert freed == [7] and not owner.alive and not owner.detach()
    del owner
    gc.collect()
    assert freed == [7]


def test_detach_cancels_it(new_owner: Any) -> None:
    freed: list[int] = []
    owner = new_owner(freed.append, 1)
    assert owner.detach() and not owner.alive and not owner.detach()
    owner.run()
    del owner
    gc.collect()
    assert freed == []


def test_an_error_from_run_comes_out_of_it_and_it_is_not_pending_any_more(new_owner: Any) -> None:
    def refuse(argument: object) -> None:
        raise RuntimeError("free failed")

    owner = new_owner(refuse, None)
    with pytest.raises(RuntimeError, match="free failed"):
        owner.run()
    assert not owner.alive


def test_an_error_when_collected_is_reported_and_an_exception_being_handled_survives(new_owner: Any) -> None:
    def refuse(argument: object) -> None:
        raise RuntimeError("free failed")

    reported: list[BaseException | None] = []
    hook, sys.unraisablehook = sys.unraisablehook, lambda raised: reported.append(raised.exc_value)
    try:
        owner = new_owner(refuse, None)
        try:
            raise KeyError("handled")
        except KeyError:
            del owner  # collected while the KeyError is being handled
            assert isinstance(sys.exc_info()[1], KeyError)
        gc.collect()
    finally:
        sys.unraisablehook = hook
    assert len(reported) == 1 and str(reported[0]) == "free failed"


def test_racing_threads_free_once(new_owner: Any, at_once: Callable[[Callable[[], object]], None]) -> None:
    for _ in range(50):
        freed: list[int] = []
        owner = new_owner(freed.append, 2)
        at_once(owner.run)
        del owner
        gc.collect()
        assert freed == [2]


def test_many_owners_made_and_dropped_free_each_once(new_owner: Any) -> None:
    freed: list[int] = []
    for index in range(1000):
        new_owner(freed.append, index)  # collected at once
    kept = [new_owner(freed.append, -1) for _ in range(3)]
    for owner in reversed(kept[:2]):  # out of the list's middle and its newest end
        owner.detach()
    del kept
    gc.collect()
    assert freed == list(range(1000)) + [-1]


def _run_child(source: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(source)], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60)


def test_at_exit_every_pending_one_runs_once_and_errors_do_not_stop_the_rest(tmp_path: Path) -> None:
    child = _run_child(
        """
        from buttongroup import _accelerator, _closing

        def refuse(argument):
            raise RuntimeError("free failed")

        class Holder:
            pass

        kept = []
        for kind, new_owner in (("python", _closing.HandleOwner), ("compiled", _accelerator.new_owner)):
            kept.append(new_owner(print, kind + "-first"))
            kept.append(new_owner(refuse, None))
            kept.append(new_owner(print, kind + "-second"))
            detached = new_owner(print, kind + "-detached")
            detached.detach()
            kept.append(detached)
            # an owner whose only holder another owner's free lets go of: it frees too
            holder = Holder()
            holder.owner = new_owner(print, kind + "-released")
            kept.append(new_owner(lambda h: print(type(h).__name__), holder))
            del holder
        """,
        tmp_path,
    )
    assert child.returncode == 0, child.stderr
    lines = child.stdout.split()
    for kind in ("python", "compiled"):
        assert lines.count(f"{kind}-first") == 1 and lines.count(f"{kind}-second") == 1
        assert lines.count(f"{kind}-released") == 1
        assert lines.index(f"{kind}-second") < lines.index(f"{kind}-first")  # the newest first
    assert lines.count("Holder") == 2 and not [line for line in lines if line.endswith("-detached")]
    assert child.stderr.count("RuntimeError: free failed") == 2


def test_at_exit_owners_and_finalizers_run_newest_first_together(tmp_path: Path) -> None:
    """Groups and toolbars have owners, themes and buttons finalizers: the exit frees them all in
    the reverse of the order they were made in, whichever kind each is."""
    child = _run_child(
        """
        from buttongroup import _accelerator, _closing

        class Watched:
            __slots__ = ("__weakref__",)

        kept = []
        for index in range(8):
            if index % 3 == 1:
                kept.append(Watched())
                _closing.finalizer(kept[-1], print, f"finalizer-{index}")
            else:
                kept.append(_accelerator.new_owner(print, f"owner-{index}"))
        """,
        tmp_path,
    )
    assert child.returncode == 0, child.stderr
    assert [line.split("-")[1] for line in child.stdout.split()] == [str(index) for index in range(7, -1, -1)]


def test_nothing_frees_after_the_exit_run(tmp_path: Path) -> None:
    child = _run_child(
        """
        from buttongroup import _accelerator, _closing

        _closing._run_pending_at_exit()  # what atexit calls
        owner = _accelerator.new_owner(print, "late")
        owner.run()
        print("alive" if owner.alive else "gone")
        _accelerator.new_owner(print, "collected")
        """,
        tmp_path,
    )
    assert child.returncode == 0, child.stderr
    assert child.stdout.split() == ["gone"]

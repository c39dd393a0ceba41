"""An exception raised in a Python callback comes out of the call that triggered it, as itself."""

from __future__ import annotations

import math

import pytest

from buttongroup import ButtonGroup, CallbackError, Item, ReentrantError

WIDTH = 360.0


class Boom(Exception):
    """A user's own exception type."""


def test_action_exception_propagates_from_tap_and_the_group_stays_usable(registry_baseline) -> None:
    error = Boom("action failed")
    fired: list[str] = []
    failing = [True]

    def action() -> None:
        if failing[0]:
            raise error
        fired.append("ok")

    with ButtonGroup([Item("Pay", action=action)]) as group:
        center = group.layout(WIDTH).slots[0].frame.center
        with pytest.raises(Boom) as raised:
            group.tap(*center)
        assert raised.value is error
        failing[0] = False
        assert group.tap(*center) == 0
        assert fired == ["ok"]
        assert group.layout(WIDTH).slots[0].title == "Pay"


@pytest.mark.parametrize("exception_type", [KeyboardInterrupt, SystemExit, MemoryError])
def test_base_exceptions_propagate_too(exception_type: type[BaseException]) -> None:
    def action() -> None:
        raise exception_type()

    with ButtonGroup([Item("Pay", action=action)]) as group:
        center = group.layout(WIDTH).slots[0].frame.center
        with pytest.raises(exception_type):
            group.tap(*center)
        with pytest.raises(exception_type):
            group.activate_slot(0)


def test_a_failed_action_stops_the_navigation() -> None:
    navigated: list[Item] = []

    def action() -> None:
        raise Boom()

    with ButtonGroup([Item("Go", action=action, navigation_action=print)], on_navigate=navigated.append) as group:
        with pytest.raises(Boom):
            group.tap(*group.layout(WIDTH).slots[0].frame.center)
    assert navigated == []


def test_sheet_callback_exception_propagates(four_items) -> None:
    def present(sheet: object) -> None:
        raise LookupError("no window to present on")

    with ButtonGroup(four_items, on_present_action_sheet=present) as group:
        more = group.layout(WIDTH).more_slot
        with pytest.raises(LookupError, match="no window"):
            group.tap(*more.frame.center)
        group.on_present_action_sheet = lambda sheet: None
        assert group.tap(*more.frame.center) == 2


def test_sheet_choice_exception_propagates_from_choose_sheet_item() -> None:
    def action() -> None:
        raise Boom("chosen")

    items = [Item("A"), Item("B"), Item("C", action=action), Item("D")]
    with ButtonGroup(items, on_present_action_sheet=lambda sheet: None) as group:
        group.tap(*group.layout(WIDTH).more_slot.frame.center)
        with pytest.raises(Boom, match="chosen"):
            group.choose_sheet_item(0)


def test_measure_exception_propagates_from_layout_and_nothing_wrong_is_cached() -> None:
    failing = [True]

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        if failing[0]:
            raise ZeroDivisionError("font not loaded")
        return (10.0, 20.0)

    with ButtonGroup([Item("Pay"), Item("Transfer")], measure=measure) as group:
        with pytest.raises(ZeroDivisionError, match="font not loaded"):
            group.layout(WIDTH)
        failing[0] = False
        layout = group.layout(WIDTH)
        assert layout.slots[0].title_frame.width == 10.0
        group.measure = None
        assert group.layout(WIDTH).slots[1].title == "Transfer"


def test_measure_returning_garbage_raises_a_type_error() -> None:
    with ButtonGroup([Item("Pay")], measure=lambda font, text, max_width: "wide") as group:
        with pytest.raises(TypeError, match=r"\(width, height\)"):
            group.layout(WIDTH)


def test_measure_returning_nan_is_a_callback_error_from_the_library() -> None:
    with ButtonGroup([Item("Pay")], measure=lambda font, text, max_width: (math.nan, 10)) as group:
        with pytest.raises(CallbackError, match="non-finite"):
            group.layout(WIDTH)


def test_nested_callback_exceptions_keep_their_type() -> None:
    """on_navigate -> item.navigation_action -> bg_group_run_navigation -> the user's navigation."""

    def navigation(context: object) -> None:
        raise Boom(f"cannot push onto {context}")

    with ButtonGroup([Item("Go", navigation_action=navigation)]) as group:
        group.on_navigate = lambda item: item.navigation_action("nav")
        with pytest.raises(Boom, match="cannot push onto nav"):
            group.tap(*group.layout(WIDTH).slots[0].frame.center)
        with pytest.raises(Boom):
            group.run_navigation(0, "nav")


def test_a_handled_exception_inside_a_callback_does_not_leak_out() -> None:
    def navigate(item: Item) -> None:
        try:
            item.navigation_action(None)
        except Boom:
            pass  # the host handled it

    def navigation(context: object) -> None:
        raise Boom()

    with ButtonGroup([Item("Go", navigation_action=navigation)], on_navigate=navigate) as group:
        assert group.tap(*group.layout(WIDTH).slots[0].frame.center) == 0


def test_callbacks_may_mutate_their_group() -> None:
    """From inside a callback the group can be laid out, updated, and closed."""
    log: list[object] = []

    def action() -> None:
        log.append(len(group.layout(WIDTH).slots))
        group.update([Item("Replaced")])

    group = ButtonGroup([Item("A", action=action), Item("B")])
    try:
        group.tap(*group.layout(WIDTH).slots[0].frame.center)
        assert log == [2] and group.item_count == 1
        group.update([Item("Closer", action=group.close)])
        group.tap(*group.layout(WIDTH).slots[0].frame.center)
        assert group.closed
    except ReentrantError:
        pytest.fail("the header allows every call from inside a callback")
    finally:
        group.close()


def test_pending_exceptions_are_per_thread() -> None:
    import threading

    results: dict[str, object] = {}

    def worker(name: str, fail: bool) -> None:
        def action() -> None:
            if fail:
                raise Boom(name)

        with ButtonGroup([Item(name, action=action)]) as group:
            center = group.layout(WIDTH).slots[0].frame.center
            outcomes = []
            for _ in range(200):
                try:
                    group.tap(*center)
                    outcomes.append("ok")
                except Boom as error:
                    outcomes.append(str(error))
            results[name] = set(outcomes)

    threads = [threading.Thread(target=worker, args=(f"t{i}", i % 2 == 0)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == {"t0": {"t0"}, "t1": {"ok"}, "t2": {"t2"}, "t3": {"ok"}}


def test_a_group_shared_between_threads() -> None:
    import threading

    fired: list[int] = []
    with ButtonGroup([Item(str(i), action=lambda i=i: fired.append(i)) for i in range(3)]) as group:
        def worker() -> None:
            for _ in range(40):  # the same width everywhere: any thread's layout has the same frames
                layout = group.layout(WIDTH)
                assert [slot.title for slot in layout.slots] == ["0", "1", "2"]
                group.tap(*layout.slots[1].frame.center)

        threads = [threading.Thread(target=worker) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert fired == [1] * (4 * 40)

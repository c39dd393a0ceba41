"""``Button``: bad input refused without a change, callback exceptions, registrations, lifetime."""

from __future__ import annotations

import copy
import gc
import math
import pickle
import signal
import sys
import weakref
from typing import Any, Callable

import pytest

from buttongroup import (
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    CornerStyle,
    Direction,
    DirectionalInsets,
    Font,
    ImagePlacement,
    Insets,
    InvalidArgumentError,
    InvalidHandleError,
    InvalidUTF8Error,
    OutOfRangeError,
    PointerPhase,
    ProviderKind,
    Size,
    State,
    StateError,
    _callbacks,
    _pending,
)

BASE = ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill", image_padding=10)
NAN = math.nan


class Boom(Exception):
    """A host's own exception type."""


# ------------------------------------------------------------------ bad configurations

# (changed configuration, error type, text the message must hold)
BAD_CONFIGURATIONS: list[tuple[str, ButtonConfiguration, type[Exception], str]] = [
    ("nan image padding", BASE.replace(image_padding=NAN), InvalidArgumentError, "image_padding"),
    ("negative image padding", BASE.replace(image_padding=-1), InvalidArgumentError, "image_padding"),
    ("infinite title padding", BASE.replace(title_padding=math.inf), InvalidArgumentError, "title_padding"),
    ("negative title padding", BASE.replace(title_padding=-0.5), InvalidArgumentError, "title_padding"),
    ("nan inset", BASE.replace(content_insets=Insets(NAN, 0, 0, 0)), InvalidArgumentError, "content_insets"),
    ("negative inset", BASE.replace(content_insets=DirectionalInsets(0, 0, 0, -4)), InvalidArgumentError,
     "content_insets"),
    ("negative image size", BASE.replace(image_size=Size(-1, 10)), InvalidArgumentError, "image_size"),
    ("nan image size", BASE.replace(image_size=Size(10, NAN)), InvalidArgumentError, "image_size"),
    ("negative stroke width", BASE.replace_background(stroke_width=-1), InvalidArgumentError, "stroke_width"),
    ("nan stroke width", BASE.replace_background(stroke_width=NAN), InvalidArgumentError, "stroke_width"),
    ("nan stroke outset", BASE.replace_background(stroke_outset=NAN), InvalidArgumentError, "stroke_outset"),
    ("negative fixed radius", BASE.replace_background(corner_style=CornerStyle.FIXED, corner_radius=-2),
     InvalidArgumentError, "corner_radius"),
    ("negative custom view", BASE.replace_background(custom_view_size=Size(-1, 1)), InvalidArgumentError,
     "custom_view_size"),
    ("zero font size", BASE.replace(title_font=Font("Serif", 0, 400)), InvalidArgumentError, "title_font"),
    ("font weight", BASE.replace(subtitle_font=Font("Serif", 12, 950)), InvalidArgumentError, "subtitle_font"),
    ("unknown placement", BASE.replace(image_placement=6), InvalidArgumentError, "image_placement"),
    ("unknown alignment", BASE.replace(title_alignment=-1), InvalidArgumentError, "title_alignment"),
    ("unknown corner style", BASE.replace_background(corner_style=42), InvalidArgumentError, "corner_style"),
    ("unknown content mode", BASE.replace_background(image_content_mode=13), InvalidArgumentError,
     "image_content_mode"),
    ("placement beyond int32", BASE.replace(image_placement=2**31), OutOfRangeError, "image_placement"),
    ("color beyond uint32", BASE.replace(title_color=2**32), OutOfRangeError, "title_color"),
    ("negative color", BASE.replace(foreground_color=-1), OutOfRangeError, "foreground_color"),
    ("fill color beyond uint32", BASE.replace_background(fill_color=2**40), OutOfRangeError, "fill_color"),
    ("font weight beyond int32", BASE.replace(title_font=Font("Serif", 12, 2**31)), OutOfRangeError, "weight"),
    ("huge length", BASE.replace(image_padding=10**400), OutOfRangeError, "image_padding"),
    ("fractional enum", BASE.replace(image_placement=1.5), InvalidArgumentError, "image_placement"),
    ("NUL in title", BASE.replace(title="Pay\0 $1,000,000"), InvalidArgumentError, "title"),
    ("NUL in subtitle", BASE.replace(subtitle="\0"), InvalidArgumentError, "subtitle"),
    ("NUL in image", BASE.replace(image="a\0b"), InvalidArgumentError, "image"),
    ("NUL in font family", BASE.replace(title_font=Font("Se\0rif", 12)), InvalidArgumentError, "family"),
    ("NUL in visual effect", BASE.replace_background(visual_effect="blur\0"), InvalidArgumentError,
     "visual_effect"),
    ("NUL in background image", BASE.replace_background(image="\0"), InvalidArgumentError, "background.image"),
    ("lone surrogate", BASE.replace(title="\ud800"), InvalidUTF8Error, "title"),
]


@pytest.mark.parametrize(("case", "bad", "error", "text"), BAD_CONFIGURATIONS, ids=[c[0] for c in BAD_CONFIGURATIONS])
def test_bad_configurations_are_refused_and_change_nothing(
    case: str, bad: ButtonConfiguration, error: type[Exception], text: str, registry_baseline: int
) -> None:
    with Button(BASE, action=print) as button:
        button.flush()
        count = button.update_count
        with pytest.raises(error, match=text):
            button.base_configuration = bad
        assert button.base_configuration == BASE
        assert button.flush() is False and button.update_count == count
        with pytest.raises(error, match=text):
            button.plain_update(bad, State(0))
    with pytest.raises(error, match=text):
        Button(bad, action=print, on_updated=print)  # leaks no registration (registry_baseline)


@pytest.mark.parametrize(
    "bad",
    [
        BASE.replace(content_insets=(1, 2, 3, 4)),
        BASE.replace(background={"fill_color": 0}),
        BASE.replace(title_font="Serif 12"),
        BASE.replace(title=12),
        BASE.replace(image_size="big"),
        BASE.replace(title_color="red"),
        BASE.replace(image_padding=None),
    ],
)
def test_values_of_the_wrong_type_raise_type_error(bad: ButtonConfiguration) -> None:
    with Button(BASE) as button:
        with pytest.raises(TypeError):
            button.base_configuration = bad
        assert button.base_configuration == BASE
    with Button() as button:
        with pytest.raises(TypeError, match="ButtonConfiguration"):
            button.base_configuration = "Title"  # type: ignore[assignment]
        with pytest.raises(TypeError, match="ButtonConfiguration"):
            Button({"title": "Title"})  # type: ignore[arg-type]


def test_bad_arguments_are_refused() -> None:
    fired: list[int] = []
    with Button(BASE, action=lambda: fired.append(1)) as button:
        for width, height, scale in ((NAN, 40, 1), (-1, 40, 1), (100, math.inf, 1), (100, 40, 0), (100, 40, NAN),
                                     (1e308, 40, 1), (100, 40, 1e-9)):
            with pytest.raises(InvalidArgumentError):
                button.layout(width, height, scale)
        with pytest.raises(InvalidArgumentError, match="direction"):
            button.layout(100, 40, 1, 2)  # type: ignore[arg-type]
        with pytest.raises(OutOfRangeError, match="direction"):
            button.layout(100, 40, 1, 2**40)  # type: ignore[arg-type]
        with pytest.raises(OutOfRangeError, match="width"):
            button.layout(10**400, 40)
        with pytest.raises(StateError):
            button.pointer(PointerPhase.DOWN, 1, 1)  # the failed layouts left none
        x, y = button.layout(200, 60).bounds.center
        with pytest.raises(InvalidArgumentError, match="phase"):
            button.pointer(9, x, y)  # type: ignore[arg-type]
        with pytest.raises(OutOfRangeError, match="phase"):
            button.pointer(-(2**31) - 1, x, y)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError):
            button.pointer(PointerPhase.DOWN, NAN, y)
        assert button.state == State(0)
        with pytest.raises(InvalidArgumentError, match="state"):
            button.plain_update(BASE, 16)  # type: ignore[arg-type]
        with pytest.raises(OutOfRangeError, match="state"):
            button.plain_update(BASE, -1)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="kind"):
            button.provider = 7  # type: ignore[assignment]
        with pytest.raises(OutOfRangeError, match="provider"):
            button.provider = 2**31  # type: ignore[assignment]
        with pytest.raises(TypeError, match="provider must be"):
            button.provider = None  # type: ignore[assignment]
        assert button.provider is ProviderKind.PLAIN
        with pytest.raises(InvalidArgumentError, match="accessibility_label"):
            button.set_accessibility("Ho\0me")
        with pytest.raises(InvalidUTF8Error):
            button.accessibility_identifier = "\udfff"
        assert button.accessibility_identifier is None
        assert (button.accessibility.label, button.accessibility.identifier) == ("Title", None)
        with pytest.raises(TypeError):
            button.action = "not callable"  # type: ignore[assignment]
        assert button.action is not None
        button.activate()
        assert fired == [1]


# ------------------------------------------------------------------ callback exceptions


def test_an_action_exception_comes_out_of_pointer_and_activate() -> None:
    error = Boom("action failed")
    failing = [True]
    fired: list[int] = []

    def action() -> None:
        if failing[0]:
            raise error
        fired.append(1)

    with Button(BASE, action=action) as button:
        x, y = button.layout(200, 60).bounds.center
        button.pointer(PointerPhase.DOWN, x, y)
        with pytest.raises(Boom) as raised:
            button.pointer(PointerPhase.UP, x, y)
        assert raised.value is error
        with pytest.raises(Boom):
            button.activate()
        failing[0] = False
        button.pointer(PointerPhase.DOWN, x, y)
        assert button.pointer(PointerPhase.UP, x, y) is True
        assert fired == [1]


def test_an_on_updated_exception_comes_out_after_the_update() -> None:
    def on_updated() -> None:
        raise Boom("redraw failed")

    with Button(BASE, on_updated=on_updated) as button:
        with pytest.raises(Boom):
            button.flush()
        assert button.update_count == 1  # the update happened
        assert button.flush() is False
        button.base_configuration = BASE.replace(title="Other")
        with pytest.raises(Boom):
            button.layout(200, 60)
        button.on_updated = None
        assert button.layout(200, 60).title == "Other"


def test_measure_exceptions_come_out_of_the_layout() -> None:
    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        raise Boom("no font")

    with Button(BASE, measure=measure) as button:
        with pytest.raises(Boom):
            button.size_that_fits()
        with pytest.raises(Boom):
            button.layout(200, 60)
        button.measure = lambda font, text, max_width: (1.0 * len(text), 10.0)
        assert button.size_that_fits().width > 0

    def measure_image(name: str) -> Size:
        raise Boom("no image")

    with Button(BASE, measure_image=measure_image) as button:
        with pytest.raises(Boom):
            button.layout(200, 60)
        button.measure_image = lambda name: (1.0, 2.0, 3.0)  # type: ignore[assignment,return-value]
        with pytest.raises(TypeError, match="image measure"):
            button.layout(300, 60)
        button.measure_image = None
        assert button.layout(300, 60).image == "house.circle.fill"


# ------------------------------------------------------------------ registrations and lifetime


def test_callbacks_leak_no_registrations(registry_baseline: int) -> None:
    def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
        return configuration

    button = Button(BASE, provider, action=print, on_updated=print,
                    measure=lambda font, text, width: (1.0, 1.0), measure_image=lambda name: None)
    assert _callbacks.registry_size() == registry_baseline + 5
    button.action = repr
    button.provider = lambda configuration, state: configuration
    assert _callbacks.registry_size() == registry_baseline + 5
    button.action = None
    button.provider = "primaryFilled"
    assert button.action is None
    assert _callbacks.registry_size() == registry_baseline + 3
    button.layout(100, 40)
    button.close()
    assert _callbacks.registry_size() == registry_baseline
    assert button.on_updated is None and button.measure is None and button.measure_image is None


def test_a_dropped_button_is_freed_with_its_callbacks(registry_baseline: int) -> None:
    class Handler:
        def __call__(self) -> None:
            pass

    handler = Handler()
    alive = weakref.ref(handler)
    button = Button(BASE, action=handler)
    del handler
    gc.collect()
    assert alive() is not None  # the registry holds it
    del button
    gc.collect()
    assert alive() is None


def test_closing_is_idempotent_and_a_closed_button_refuses_calls(registry_baseline: int) -> None:
    button = Button(BASE, action=print)
    assert not button.closed and "closed" not in repr(button)
    button.close()
    button.close()
    assert button.closed and repr(button) == "<Button closed>"
    calls: list[Callable[[], Any]] = [
        lambda: button.base_configuration,
        lambda: setattr(button, "base_configuration", BASE),
        lambda: button.effective_configuration,
        lambda: setattr(button, "provider", ProviderKind.NONE),
        lambda: setattr(button, "provider", "primaryOutline"),
        lambda: setattr(button, "provider", lambda configuration, state: configuration),
        lambda: button.plain_update(BASE, State(0)),
        lambda: button.enabled,
        lambda: setattr(button, "enabled", False),
        lambda: setattr(button, "selected", True),
        lambda: button.state,
        lambda: button.update_count,
        button.flush,
        button.size_that_fits,
        lambda: button.layout(100, 40),
        lambda: button.pointer(PointerPhase.DOWN, 1, 1),
        button.activate,
        button.focus,
        lambda: button.accessibility,
        lambda: button.set_accessibility("x"),
        lambda: setattr(button, "action", print),
        lambda: setattr(button, "on_updated", print),
        lambda: setattr(button, "measure", lambda font, text, width: (1.0, 1.0)),
        lambda: setattr(button, "measure_image", lambda name: None),
    ]
    for call in calls:
        with pytest.raises(InvalidHandleError):
            call()
    assert button.action is None
    with Button() as other:
        pass
    other.close()


def test_a_callback_may_close_its_own_button(registry_baseline: int) -> None:
    holder: list[Button] = []
    button = Button(BASE, action=lambda: holder[0].close())
    holder.append(button)
    x, y = button.layout(200, 60).bounds.center
    button.pointer(PointerPhase.DOWN, x, y)
    assert button.pointer(PointerPhase.UP, x, y) is True
    assert button.closed
    with pytest.raises(InvalidHandleError):
        button.flush()
    holder.clear()


@pytest.mark.parametrize(
    "make_copy",
    [copy.copy, copy.deepcopy, lambda value: pickle.loads(pickle.dumps(value))],
    ids=["copy", "deepcopy", "pickle"],
)
def test_a_button_cannot_be_copied_or_pickled(make_copy: Callable[[Any], Any]) -> None:
    with Button(BASE) as button:
        with pytest.raises(TypeError, match=r"Button owns a library handle .* Button\(button\.base_configuration"):
            make_copy(button)
        assert not button.closed and button.base_configuration == BASE


def test_values_copy_and_pickle_as_values() -> None:
    configuration = BASE.replace(
        content_insets=DirectionalInsets(1, 2, 3, 4), title_font=Font("Serif", 12, 700),
        image_placement=ImagePlacement.TOP,
        background=BackgroundConfiguration(corner_style=CornerStyle.CAPSULE, custom_view_size=Size(1, 2)),
    )
    with Button(configuration) as button:
        view = button.layout(200, 90, direction=Direction.RTL)
        node = button.accessibility
    for value in (configuration, view, node):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.deepcopy(value) == value


@pytest.mark.parametrize("where", ["provider", "on_updated", "action", "measure_image"])
def test_a_sigint_inside_a_callback_comes_out_of_the_triggering_call(where: str, registry_baseline: int) -> None:
    """Ctrl-C while a Python callback runs: ``KeyboardInterrupt`` from the call, nothing ignored or
    left pending, the button usable."""

    def interrupt(*args: Any) -> Any:
        signal.raise_signal(signal.SIGINT)
        return args[0] if where == "provider" else None

    unraisables: list[Any] = []
    previous = sys.unraisablehook
    sys.unraisablehook = unraisables.append
    try:
        with Button(BASE, **{where: interrupt}) as button:  # type: ignore[arg-type]
            if where == "action":
                button.layout(200, 60)
            with pytest.raises(KeyboardInterrupt):  # from the update or measure the layout runs, or the action
                button.activate() if where == "action" else button.layout(200, 60)
            assert _pending.take() is None
            setattr(button, where, ProviderKind.PLAIN if where == "provider" else None)
            assert button.layout(200, 60).title == "Title"
    finally:
        sys.unraisablehook = previous
    assert unraisables == []

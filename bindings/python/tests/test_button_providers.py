"""Configuration providers per state: none, plain, theme styles, Python callables."""

from __future__ import annotations

import math

import pytest

from buttongroup import (
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    CallbackError,
    CornerStyle,
    InvalidArgumentError,
    Insets,
    NotFoundError,
    PointerPhase,
    ProviderKind,
    ReentrantError,
    State,
    Theme,
    _callbacks,
)

THEME = Theme.builtin()
TINT = THEME.color("parameters/button/tint")
HIGHLIGHTED_ALPHA = THEME.number("parameters/button/dimming/highlighted")
DISABLED_ALPHA = THEME.number("parameters/button/dimming/disabled")
STYLES = "parameters/button/styles/"
WHITE = 0xFFFFFFFF

COLORED = ButtonConfiguration(
    title="Title",
    subtitle="Subtitle",
    title_color=0x102030FF,
    subtitle_color=0x405060C0,
    background=BackgroundConfiguration(fill_color=0xAABBCCFF, stroke_color=0x11223344, stroke_width=1),
)


class Boom(Exception):
    """A host's own exception type."""


def dimmed(color: int, factor: float) -> int:
    """``color`` with its alpha multiplied by ``factor``, rounded half away from zero."""
    return color & 0xFFFFFF00 | math.floor((color & 0xFF) * factor + 0.5)


def dimmed_configuration(configuration: ButtonConfiguration, factor: float) -> ButtonConfiguration:
    """What the plain provider makes of ``configuration`` when it dims by ``factor``."""
    background = configuration.background
    assert background is not None and background.fill_color is not None and background.stroke_color is not None
    assert configuration.title_color is not None and configuration.subtitle_color is not None
    return configuration.replace(
        foreground_color=dimmed(configuration.foreground_color or TINT, factor),
        title_color=dimmed(configuration.title_color, factor),
        subtitle_color=dimmed(configuration.subtitle_color, factor),
        background=background.replace(
            fill_color=dimmed(background.fill_color, factor), stroke_color=dimmed(background.stroke_color, factor)
        ),
    )


# ------------------------------------------------------------------ plain and none


def test_the_plain_provider_dims_disabled_and_highlighted() -> None:
    assert (DISABLED_ALPHA, HIGHLIGHTED_ALPHA) == (0.5, 0.75)
    with Button(COLORED) as button:
        assert button.provider is ProviderKind.PLAIN
        assert button.effective_configuration == COLORED  # normal: unchanged
        button.selected = True
        assert button.effective_configuration == COLORED  # selected has no dimming
        button.selected = False
        button.focus(True)
        assert button.effective_configuration == COLORED  # neither has focus
        button.focus(False)
        x, y = button.layout(200, 60).bounds.center
        button.pointer(PointerPhase.DOWN, x, y)
        assert button.effective_configuration == dimmed_configuration(COLORED, 0.75)
        button.pointer(PointerPhase.CANCEL, x, y)
        assert button.effective_configuration == COLORED
        button.enabled = False
        assert button.effective_configuration == dimmed_configuration(COLORED, 0.5)
        assert button.base_configuration == COLORED  # the base is never changed
        view = button.layout(200, 60)
        assert view.foreground_color == dimmed(TINT, 0.5) and view.title_color == dimmed(0x102030FF, 0.5)
        assert view.fill_color == dimmed(0xAABBCCFF, 0.5) and view.stroke_color == dimmed(0x11223344, 0.5)


def test_plain_update_disabled_wins_over_highlighted() -> None:
    with Button() as button:
        for state, expected in (
            (State(0), COLORED),
            (State.SELECTED | State.FOCUSED, COLORED),
            (State.HIGHLIGHTED, dimmed_configuration(COLORED, 0.75)),
            (State.DISABLED, dimmed_configuration(COLORED, 0.5)),
            (State.DISABLED | State.HIGHLIGHTED, dimmed_configuration(COLORED, 0.5)),
        ):
            assert button.plain_update(COLORED, state) == expected, state
        assert button.update_count == 0  # chaining runs no update


def test_no_provider_shows_the_base_configuration() -> None:
    with Button(COLORED, ProviderKind.NONE) as button:
        assert button.provider is ProviderKind.NONE
        button.enabled = False
        assert button.effective_configuration == COLORED
        button.provider = 1  # an int is taken as the ProviderKind it is
        assert button.provider is ProviderKind.PLAIN
        assert button.effective_configuration == dimmed_configuration(COLORED, 0.5)


# ------------------------------------------------------------------ styles


def style_color(style: str, field: str) -> int:
    return THEME.color(f"{STYLES}{style}/{field}")


def test_the_primary_outline_style() -> None:
    purple = style_color("primaryOutline", "foregroundColor")
    assert purple == style_color("primaryOutline", "strokeColor") == 0x6E3FD8FF
    with Button(ButtonConfiguration(title="Title", image="house.circle.fill"), "primaryOutline") as button:
        assert button.provider == "primaryOutline"
        effective = button.effective_configuration
        assert effective.content_insets == Insets(top=10, left=40, bottom=10, right=40)
        assert effective.foreground_color == purple
        assert effective.image_padding == 10
        assert effective.background == BackgroundConfiguration(
            fill_color=0x00000000, stroke_color=purple, stroke_width=1, corner_style=CornerStyle.CAPSULE
        )
        assert (effective.title, effective.image) == ("Title", "house.circle.fill")  # the rest is the base's
        button.enabled = False  # then the plain dimming
        effective = button.effective_configuration
        assert effective.foreground_color == dimmed(purple, 0.5)
        assert effective.background is not None and effective.background.stroke_color == dimmed(purple, 0.5)
        view = button.layout(*button.size_that_fits())
        assert view.background is not None
        assert view.background.corner_radius == view.bounds.height / 2
        assert view.stroke_width == 1


def test_the_primary_filled_style() -> None:
    purple = style_color("primaryFilled", "fillColor")
    with Button(ButtonConfiguration(title="Title"), ProviderKind.PLAIN) as button:
        button.provider = "primaryFilled"
        effective = button.effective_configuration
        assert effective.foreground_color == WHITE
        assert effective.content_insets == Insets(10, 40, 10, 40) and effective.image_padding == 10
        assert effective.background == BackgroundConfiguration(fill_color=purple, corner_style=CornerStyle.CAPSULE)
        view = button.layout(200, 44)
        assert view.fill_color == purple and view.stroke_color is None and view.title_color == WHITE


def test_a_style_leaves_a_button_without_background_without_one() -> None:
    with Button(ButtonConfiguration(title="Title", background=None), "primaryOutline") as button:
        effective = button.effective_configuration
        assert effective.background is None
        assert effective.foreground_color == style_color("primaryOutline", "foregroundColor")


def test_unknown_styles_are_refused_and_change_nothing() -> None:
    with Button(COLORED, "primaryFilled") as button:
        before = button.effective_configuration
        with pytest.raises(NotFoundError, match="nope"):
            button.provider = "nope"
        with pytest.raises(InvalidArgumentError, match="NUL"):
            button.provider = "primary\0Outline"
        with pytest.raises(InvalidArgumentError):
            button.provider = ProviderKind.STYLE  # a style needs its name
        assert button.provider == "primaryFilled"
        assert button.flush() is False and button.effective_configuration == before


def test_a_theme_overrides_a_styles_values() -> None:
    theme_json = '{"parameters": {"button": {"styles": {"primaryOutline": {"foregroundColor": "#FF0000", "imagePadding": 3}}}}}'
    with Theme.from_json(theme_json) as theme, Button(ButtonConfiguration(title="x"), "primaryOutline", theme) as button:
        assert theme.warnings == []
        effective = button.effective_configuration
        assert effective.foreground_color == 0xFF0000FF and effective.image_padding == 3
        assert effective.content_insets == Insets(10, 40, 10, 40)  # the rest of the built-in style
        assert effective.background is not None
        assert effective.background.stroke_color == style_color("primaryOutline", "strokeColor")


def test_a_theme_cannot_add_a_style_name_only_restyle_the_defaults() -> None:
    theme_json = '{"parameters": {"button": {"styles": {"danger": {"foregroundColor": "#FF0000", "imagePadding": 3}}}}}'
    with Theme.from_json(theme_json) as theme:
        assert any("unknown key 'danger'" in warning for warning in theme.warnings), theme.warnings
        with Button(ButtonConfiguration(title="Delete"), theme=theme) as button, pytest.raises(NotFoundError, match="danger"):
            button.provider = "danger"


def test_a_style_the_theme_lacks_is_not_found() -> None:
    with Button() as button, pytest.raises(NotFoundError, match="danger"):
        button.provider = "danger"


# ------------------------------------------------------------------ Python providers


def test_a_python_provider_edits_per_state_and_chains_to_plain(registry_baseline: int) -> None:
    seen: list[State] = []
    with Button(COLORED) as button:

        def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
            seen.append(state)
            assert configuration == COLORED  # always the base
            if state & State.SELECTED:
                configuration = configuration.replace(title="Selected")
            if state & State.DISABLED:
                configuration = configuration.replace(subtitle="Unavailable")
            return button.plain_update(configuration, state)

        button.provider = provider
        assert button.provider is provider
        assert _callbacks.registry_size() == registry_baseline + 1
        assert button.effective_configuration == COLORED
        button.selected = True
        assert button.effective_configuration == COLORED.replace(title="Selected")
        button.enabled = False
        assert button.effective_configuration == dimmed_configuration(
            COLORED.replace(title="Selected", subtitle="Unavailable"), 0.5
        )
        assert seen == [State(0), State.SELECTED, State.SELECTED | State.DISABLED]
        view = button.layout(400, 80)
        assert (view.title, view.subtitle) == ("Selected", "Unavailable")
        assert len(seen) == 3  # the layout ran no other update
        button.provider = ProviderKind.PLAIN  # releases the callable
        assert _callbacks.registry_size() == registry_baseline
        assert button.effective_configuration == dimmed_configuration(COLORED, 0.5)


def test_a_python_providers_strings_outlive_the_callback() -> None:
    import gc

    def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
        # strings made here, referenced by nothing else once the provider returns
        return configuration.replace(title="".join(["Made ", "here"]), image="icon-" + str(int(state)))

    with Button(ButtonConfiguration(title="Base"), provider) as button:
        gc.collect()
        effective = button.effective_configuration
        assert (effective.title, effective.image) == ("Made here", "icon-0")
        view = button.layout(300, 60)
        assert view.title == "Made here" and view.image == "icon-0"


def test_a_provider_that_raises_fails_the_triggering_call_and_the_button_stays_usable() -> None:
    error = Boom("no configuration")
    failing = [True]

    def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
        if failing[0]:
            raise error
        return configuration.replace(title="Provided")

    with Button(ButtonConfiguration(title="Base")) as button:
        assert button.effective_configuration.title == "Base"
        count = button.update_count
        button.provider = provider
        with pytest.raises(Boom) as raised:
            button.flush()
        assert raised.value is error
        for call in (lambda: button.layout(200, 50), lambda: button.size_that_fits(),
                     lambda: button.effective_configuration, lambda: button.accessibility):
            with pytest.raises(Boom):
                call()
        assert button.update_count == count  # no update ran
        failing[0] = False
        assert button.base_configuration.title == "Base"
        assert button.flush() is True  # the update stayed pending
        assert button.effective_configuration.title == "Provided"
        assert button.update_count == count + 1


@pytest.mark.parametrize("exception_type", [KeyboardInterrupt, SystemExit])
def test_base_exceptions_from_a_provider_come_out_too(exception_type: type[BaseException]) -> None:
    def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
        raise exception_type()

    with Button(ButtonConfiguration(title="Base"), provider) as button:
        with pytest.raises(exception_type):
            button.layout(100, 40)
        button.provider = ProviderKind.NONE
        assert button.layout(100, 40).title == "Base"


@pytest.mark.parametrize("wrong", [None, "Title", {"title": "Title"}, BackgroundConfiguration()])
def test_a_provider_returning_a_wrong_type_raises_type_error(wrong: object) -> None:
    with Button(ButtonConfiguration(title="Base"), lambda configuration, state: wrong) as button:
        with pytest.raises(TypeError, match="must return a ButtonConfiguration"):
            button.flush()
        with pytest.raises(TypeError):
            button.layout(100, 40)
        button.provider = lambda configuration, state: configuration
        assert button.flush() is True and button.layout(100, 40).title == "Base"


def test_a_provider_returning_bad_values_fails_the_call() -> None:
    with Button(ButtonConfiguration(title="Base")) as button:
        button.provider = lambda configuration, state: configuration.replace(title="Bad\0title")
        with pytest.raises(InvalidArgumentError, match="title"):
            button.flush()
        button.provider = lambda configuration, state: configuration.replace(image_padding=math.nan)
        with pytest.raises(CallbackError, match="image_padding"):  # refused by the library
            button.flush()
        button.provider = lambda configuration, state: configuration.replace(title_color=2**32)
        with pytest.raises(OverflowError):
            button.flush()
        button.provider = ProviderKind.NONE
        assert button.effective_configuration.title == "Base"


def test_a_provider_cannot_change_its_button() -> None:
    with Button(ButtonConfiguration(title="Base")) as button:

        def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
            button.base_configuration = configuration.replace(title="Changed inside")
            return configuration

        button.provider = provider
        with pytest.raises(ReentrantError):
            button.flush()
        assert button.base_configuration.title == "Base"
        button.provider = ProviderKind.PLAIN
        assert button.flush() is True

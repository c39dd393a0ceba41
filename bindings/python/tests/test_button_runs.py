"""Styled runs of a button's title and subtitle (the seed's ``attributedTitle`` /
``attributedSubtitle``): ``TextRun`` values, their round trip through the library, how a layout
measures, shows and truncates them, and the runs the library refuses."""

from __future__ import annotations

import gc
from typing import Any

import pytest

from buttongroup import (
    Button,
    ButtonConfiguration,
    CallbackError,
    Font,
    InvalidArgumentError,
    OutOfRangeError,
    ProviderKind,
    Rect,
    Size,
    State,
    TextRun,
)

RED = 0xFF0000FF
GREEN = 0x00FF00FF
BLUE = 0x0000FFFF
BOLD = Font("Test", 20, 700)
"""A run font measured 10 points a character, 20 high (see ``measure``)."""
TITLE = "Pay $100 now"
"""12 UTF-8 bytes: "Pay " 0..4, "$100" 4..8, " " 8, "now" 9..12."""
STYLED = (TextRun(4, 4, BOLD, RED), TextRun(9, 3, color=GREEN))
""""$100" bold red, "now" green in the title's font."""


def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
    """A text measurer that tells fonts apart: a font given as a ``Font`` (token
    "<family> <size> <weight>") is half its size wide a character and its size high; a theme's
    font (a token such as "button") is 4 points a character, 16 high."""
    parts = font.split()
    if len(parts) >= 3:
        size = float(parts[-2])
        return (size / 2 * len(text), size)
    return (4.0 * len(text), 16.0)


def styled_title(**changes: Any) -> ButtonConfiguration:
    """The title "Pay $100 now" with ``STYLED`` runs (no insets, no image)."""
    return ButtonConfiguration(title=TITLE, title_runs=STYLED).replace(**changes)


# ------------------------------------------------------------------ values


def test_run_offsets_are_utf8_bytes_and_of_computes_them() -> None:
    text = "Café $100"  # "é" is two bytes: "$100" is text[5:9] but bytes 6..10
    assert TextRun.of(text, "$100") == TextRun(6, 4) == TextRun(len(text[:5].encode()), len(text[5:9].encode()))
    assert TextRun.of(text, slice(5, 9), BOLD, RED) == TextRun(6, 4, BOLD, RED)
    assert TextRun.of(text, "é", color=BLUE) == TextRun(3, 2, None, BLUE)
    assert TextRun.of(text, slice(-4, None)) == TextRun(6, 4)
    assert TextRun(6, 4).slice_in(text) == slice(5, 9)
    assert text[TextRun.of(text, "fé $").slice_in(text)] == "fé $"
    for part in ("€", "", slice(3, 3), slice(0, 4, 2)):
        with pytest.raises(ValueError):
            TextRun.of(text, part)
    with pytest.raises(ValueError, match="splits a character"):
        TextRun(0, 4).slice_in(text)  # ends inside "é"
    with pytest.raises(ValueError, match="not within"):
        TextRun(6, 5).slice_in(text)
    run = TextRun(1, 2)
    with pytest.raises(AttributeError):
        run.start = 3  # type: ignore[misc]
    assert (run.font, run.color) == (None, None)
    assert ButtonConfiguration().title_runs == () == ButtonConfiguration().subtitle_runs


# ------------------------------------------------------------------ round trips


def test_runs_round_trip_through_base_and_effective_configuration() -> None:
    subtitle = "Café crème"
    configuration = ButtonConfiguration(
        title=TITLE,
        subtitle=subtitle,
        title_runs=(TextRun(0, 3, Font("Serif", 13.5, 300)), TextRun(4, 4, BOLD, RED), TextRun(9, 3, color=GREEN)),
        subtitle_runs=(TextRun.of(subtitle, "é", color=BLUE), TextRun.of(subtitle, "crème", Font("Mono", 9, 500))),
    )
    assert configuration.subtitle_runs == (TextRun(3, 2, None, BLUE), TextRun(6, 6, Font("Mono", 9, 500)))
    for provider in (ProviderKind.NONE, ProviderKind.PLAIN):
        with Button(configuration, provider) as button:
            base = button.base_configuration
            assert base == configuration
            assert base.title_runs[0].font == Font("Serif", 13.5, 300) and base.title_runs[0].color is None
            assert base.title_runs[1] == TextRun(4, 4, Font("Test", 20, 700), 0xFF0000FF)
            assert base.title_runs[2].font is None and base.title_runs[2].color == GREEN
            assert button.effective_configuration == configuration  # normal state: nothing changed
            # runs go away with an edit that drops them, and come back
            button.base_configuration = configuration.replace(title_runs=())
            assert button.base_configuration.title_runs == ()
            assert button.effective_configuration.subtitle_runs == configuration.subtitle_runs
            button.base_configuration = configuration
            assert button.effective_configuration.title_runs == configuration.title_runs
    with Button() as other:  # a configuration read back is a value another button takes
        with Button(configuration, ProviderKind.NONE) as button:
            other.base_configuration = button.base_configuration
        assert other.base_configuration == configuration


def test_a_list_of_runs_is_taken_as_a_tuple() -> None:
    with Button(ButtonConfiguration(title=TITLE, title_runs=list(STYLED)), ProviderKind.NONE) as button:  # type: ignore[arg-type]
        assert button.base_configuration.title_runs == STYLED


def test_a_c_configuration_keeps_its_run_arrays_and_families_alive() -> None:
    families = ["".join(("Fam", str(index))) for index in range(3)]  # made at run time: not interned
    configuration = ButtonConfiguration(
        title=TITLE, title_runs=tuple(TextRun(4 * index, 3, Font(family, 10 + index)) for index, family in
                                      enumerate(families)),
    )
    expected = configuration.title_runs
    c = configuration._to_c()
    del configuration, families
    gc.collect()
    churn = [bytes([index % 256]) * 64 for index in range(10_000)]  # reuse any freed memory
    assert c.title_run_count == 3 and c.subtitle_run_count == 0 and not c.subtitle_runs
    assert [c.title_runs[index].font.family for index in range(3)] == [b"Fam0", b"Fam1", b"Fam2"]
    assert ButtonConfiguration._from_c(c).title_runs == expected
    del churn


# ------------------------------------------------------------------ layout


def test_each_run_is_measured_in_its_own_font() -> None:
    calls: list[tuple[str, str]] = []

    def recording(font: str, text: str, max_width: float) -> tuple[float, float]:
        calls.append((font, text))
        return measure(font, text, max_width)

    with Button(ButtonConfiguration(title=TITLE), ProviderKind.NONE, measure=recording) as button:
        assert button.size_that_fits() == Size(48, 16)  # 12 characters of 4 points, plain
        calls.clear()
        button.base_configuration = styled_title()
        # "Pay " 16 + "$100" in 20-point Test 40 + " now" 16 (a color only: the title's font)
        assert button.size_that_fits() == Size(72, 20)
        assert ("Test 20.0 700", "$100") in calls
        assert all(font != "Test 20.0 700" or text == "$100" for font, text in calls)


def test_a_layout_at_size_that_fits_shows_the_runs_whole() -> None:
    with Button(styled_title(), ProviderKind.NONE, measure=measure) as button:
        size = button.size_that_fits()
        view = button.layout(*size)
        assert view.title == TITLE and not view.title_truncated
        assert view.title_runs == STYLED
        assert view.title_frame == Rect(0, 0, 72, 20)
        assert [view.title[run.slice_in(view.title)] for run in view.title_runs] == ["$100", "now"]
        assert view.subtitle is None and view.subtitle_runs == ()
        wider = button.layout(size.width + 50, size.height)
        assert wider.title == TITLE and wider.title_runs == STYLED
    with Button(ButtonConfiguration(title=TITLE), measure=measure) as plain:
        assert plain.layout(200, 40).title_runs == ()


@pytest.mark.parametrize(
    ("width", "title", "runs", "title_width"),
    [
        # cut inside "$100": "Pay " 16 + "$" 10 + a bold "…" 10; the ellipsis takes the bold red
        # run's style (the run now covers "$…"), and "now" is dropped
        (40, "Pay $…", (TextRun(4, 1 + 3, BOLD, RED),), 36),
        # cut inside "now": " n" 8 + a "…" of the title's font 4 after the 56 of "Pay $100"; the
        # green run covers "n…"
        (70, "Pay $100 n…", (STYLED[0], TextRun(9, 1 + 3, color=GREEN)), 68),
        # cut right after "$100": the bold run whole, the "…" in the title's plain style
        (60, "Pay $100…", (STYLED[0],), 60),
        # not even "$…" fits after "Pay": no run is shown
        (20, "Pay…", (), 16),
    ],
)
def test_a_narrow_layout_clips_the_runs_and_styles_the_ellipsis_as_the_cut_run(
    width: float, title: str, runs: tuple[TextRun, ...], title_width: float
) -> None:
    with Button(styled_title(), ProviderKind.NONE, measure=measure) as button:
        view = button.layout(width, 40)
        assert view.title_truncated
        assert view.title == title
        assert view.title_runs == runs
        assert view.title_frame is not None and view.title_frame.width == title_width
        assert len(view.title.encode()) == len(title.encode())
        for run in view.title_runs:
            assert run.start + run.length <= len(view.title.encode())
        if width == 40:
            assert view.title[view.title_runs[0].slice_in(view.title)] == "$…"
        # the configuration keeps its runs whole
        assert button.effective_configuration.title_runs == STYLED


def test_subtitle_runs_are_measured_and_clipped_like_the_titles() -> None:
    subtitle = "Café crème"  # "Café " 5 characters of 4 points, "crème" 5 of 10 in BOLD
    configuration = ButtonConfiguration(
        title="Go", subtitle=subtitle, subtitle_runs=(TextRun.of(subtitle, "crème", BOLD, BLUE),)
    )
    assert configuration.subtitle_runs == (TextRun(6, 6, BOLD, BLUE),)
    with Button(configuration, ProviderKind.NONE, measure=measure) as button:
        assert button.size_that_fits().width == 70
        whole = button.layout(70, 60)
        assert whole.subtitle == subtitle and whole.subtitle_runs == configuration.subtitle_runs
        assert whole.title == "Go" and whole.title_runs == ()
        view = button.layout(50, 60)  # "Café " 20 + "cr" 20 + a bold "…" 10
        assert view.subtitle_truncated and view.subtitle == "Café cr…"
        assert view.subtitle_runs == (TextRun(6, 2 + 3, BOLD, BLUE),)
        assert view.subtitle[view.subtitle_runs[0].slice_in(view.subtitle)] == "cr…"
        assert view.subtitle_frame is not None and view.subtitle_frame.width == 50
        assert view.title == "Go" and not view.title_truncated


# ------------------------------------------------------------------ refused runs


@pytest.mark.parametrize(
    ("changes", "match"),
    [
        ({"title_runs": (TextRun(0, 2), TextRun(1, 2))}, r"title_runs\[1\] starts at 1, inside or before"),
        ({"title_runs": (TextRun(9, 3), TextRun(0, 3))}, r"title_runs\[1\] starts at 0, inside or before"),
        ({"title_runs": (TextRun(0, 3), TextRun(10, 5))}, r"title_runs\[1\] .*beyond the text's 12 bytes"),
        ({"title_runs": (TextRun(4, 0),)}, r"title_runs\[0\] .*is empty"),
        ({"title": None, "title_runs": (TextRun(0, 1),)}, r"title_runs\[0\] .*beyond the text's 0 bytes"),
        ({"title": "Café", "title_runs": (TextRun(0, 4),)}, r"title_runs\[0\] \(start 0, end 4\) splits a UTF-8"),
        ({"title": "Café", "title_runs": (TextRun(4, 1),)}, r"title_runs\[0\] \(start 4, end 5\) splits a UTF-8"),
        ({"title_runs": (TextRun(0, 3, Font("Serif", -3)),)}, r"title_runs\[0\]\.font\.size"),
        ({"title_runs": (TextRun(0, 3, Font("Serif", 12, 50)),)}, r"title_runs\[0\]\.font\.weight"),
        ({"subtitle": "été", "subtitle_runs": (TextRun(0, 1),)}, r"subtitle_runs\[0\] .*splits a UTF-8"),
        ({"subtitle_runs": (TextRun(0, 1),)}, r"subtitle_runs\[0\] .*beyond the text's 0 bytes"),
    ],
)
def test_bad_runs_are_refused_naming_the_run_and_leave_the_button_unchanged(
    changes: dict[str, Any], match: str
) -> None:
    good = styled_title()
    bad = good.replace(**changes)
    with Button(good, ProviderKind.NONE, measure=measure) as button:
        button.flush()
        count = button.update_count
        with pytest.raises(InvalidArgumentError, match=match):
            button.base_configuration = bad
        assert button.base_configuration == good
        assert button.flush() is False and button.update_count == count
        assert button.layout(72, 20).title_runs == STYLED
    with pytest.raises(InvalidArgumentError, match=match):
        Button(bad)


@pytest.mark.parametrize(
    ("run", "error", "match"),
    [
        (TextRun(-1, 3), OutOfRangeError, r"base_configuration\.title_runs\[1\]\.start"),
        (TextRun(9, 2**32), OutOfRangeError, r"base_configuration\.title_runs\[1\]\.length"),
        (TextRun(9, 3, color=2**32), OutOfRangeError, r"base_configuration\.title_runs\[1\]\.color"),
        (TextRun(9, 3.5), InvalidArgumentError, r"base_configuration\.title_runs\[1\]\.length"),  # type: ignore[arg-type]
        (TextRun(9, 3, Font("Se\0rif", 12)), InvalidArgumentError, r"title_runs\[1\]\.font\.family contains a NUL"),
        (TextRun(9, 3, Font("Serif", 12, 2**31)), OutOfRangeError, r"title_runs\[1\]\.font\.weight"),
        (TextRun(9, 3, "Serif"), TypeError, r"title_runs\[1\]\.font must be a Font or None"),  # type: ignore[arg-type]
        ((9, 3), TypeError, r"title_runs\[1\] must be a TextRun, not tuple"),
    ],
)
def test_runs_that_do_not_fit_c_are_refused_before_the_call(run: Any, error: type[Exception], match: str) -> None:
    good = styled_title()
    with Button(good, ProviderKind.NONE) as button:
        with pytest.raises(error, match=match):
            button.base_configuration = good.replace(title_runs=(STYLED[0], run))
        assert button.base_configuration == good


@pytest.mark.parametrize("runs", ["Pay", 3, TextRun(0, 3)])
def test_runs_must_be_a_sequence_of_text_runs(runs: Any) -> None:
    with Button(ButtonConfiguration(title=TITLE)) as button:
        with pytest.raises(TypeError, match=r"base_configuration\.title_runs must be a tuple of TextRun"):
            button.base_configuration = ButtonConfiguration(title=TITLE, title_runs=runs)
        assert button.base_configuration == ButtonConfiguration(title=TITLE)


# ------------------------------------------------------------------ providers


def test_a_host_provider_returns_runs(registry_baseline: int) -> None:
    states: list[State] = []

    def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
        states.append(state)
        assert configuration.title_runs == ()  # the base configuration has none
        family = "".join(("Selected", "Face")) if state & State.SELECTED else "".join(("Normal", "Face"))
        title = configuration.title or ""
        subtitle = configuration.subtitle or ""
        return configuration.replace(
            title_runs=(TextRun.of(title, "$100", Font(family, 20, 700), RED),),
            subtitle_runs=(TextRun.of(subtitle, "é", color=BLUE),),
        )

    base = ButtonConfiguration(title=TITLE, subtitle="Café")
    with Button(base, provider, measure=measure) as button:
        effective = button.effective_configuration
        assert states == [State(0)]
        assert effective.title_runs == (TextRun(4, 4, Font("NormalFace", 20, 700), RED),)
        assert effective.subtitle_runs == (TextRun(3, 2, None, BLUE),)
        assert button.base_configuration == base
        view = button.layout(*button.size_that_fits())
        assert view.title_runs == effective.title_runs and view.subtitle_runs == effective.subtitle_runs
        button.selected = True
        assert button.effective_configuration.title_runs[0].font == Font("SelectedFace", 20, 700)
        narrow = button.layout(40, 60)
        assert narrow.title == "Pay $…"
        assert narrow.title_runs == (TextRun(4, 4, Font("SelectedFace", 20, 700), RED),)

        # a provider's bad runs fail the call that ran it, naming the run
        button.provider = lambda configuration, state: configuration.replace(title_runs=(TextRun(0, 99),))
        with pytest.raises(CallbackError, match=r"title_runs\[0\] \(start 0, length 99\)"):
            button.flush()
        button.provider = ProviderKind.NONE
        assert button.effective_configuration.title_runs == ()


def test_plain_update_keeps_the_runs() -> None:
    configuration = styled_title(subtitle="Café", subtitle_runs=(TextRun(3, 2, BOLD),))
    with Button() as button:
        for state in (State(0), State.DISABLED, State.HIGHLIGHTED):
            updated = button.plain_update(configuration, state)
            assert [(run.start, run.length, run.font) for run in updated.title_runs] == [
                (run.start, run.length, run.font) for run in STYLED
            ]
            assert updated.subtitle_runs == configuration.subtitle_runs

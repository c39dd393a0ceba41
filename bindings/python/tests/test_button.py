"""``Button``: the seed's "Start", configurations as values, coalesced updates, layout,
pointer, focus and accessibility."""

from __future__ import annotations

import copy
import ctypes
import dataclasses
import math
import pickle

import pytest

from buttongroup import (
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    ContentMode,
    CornerStyle,
    Direction,
    DirectionalInsets,
    Font,
    ImagePlacement,
    Insets,
    InvalidArgumentError,
    LabelButtonType,
    PointerPhase,
    ProviderKind,
    Rect,
    Size,
    State,
    StateError,
    TextRun,
    Theme,
    TitleAlignment,
    _callbacks,
)
from buttongroup._native import lib
from buttongroup._theme_ffi import bg_theme
from buttongroup.button import _ffi

THEME = Theme.builtin()
TINT = THEME.color("parameters/button/tint")
HIGHLIGHTED_ALPHA = THEME.number("parameters/button/dimming/highlighted")
DISABLED_ALPHA = THEME.number("parameters/button/dimming/disabled")
ICON = THEME.number("button/iconSize")
WHITE = 0xFFFFFFFF


def dimmed(color: int, factor: float) -> int:
    """``color`` with its alpha multiplied by ``factor``, rounded half away from zero."""
    return color & 0xFFFFFF00 | math.floor((color & 0xFF) * factor + 0.5)


def seed_base() -> ButtonConfiguration:
    """The seed's base configuration."""
    return ButtonConfiguration(
        title="Title",
        subtitle="Subtitle",
        image="house.circle.fill",
        image_padding=10,
        content_insets=Insets(top=10, left=40, bottom=10, right=40),
    )


def ten_points_a_character(font: str, text: str, max_width: float) -> tuple[float, float]:
    """A text measurer: 10 points per character, 20 high."""
    return (10.0 * len(text), 20.0)


# ------------------------------------------------------------------ the seed


def test_the_seeds_start(registry_baseline: int) -> None:
    tapped: list[str] = []
    base = seed_base()
    # button1 with the base configuration, the plain provider and an action for touch-up-inside
    with Button(base, ProviderKind.PLAIN, action=lambda: tapped.append("Button1 has been tapped")) as button1:
        assert button1.provider is ProviderKind.PLAIN
        assert button1.base_configuration == base
        # button2 with button1's base configuration
        with Button() as button2:
            assert button2.base_configuration == ButtonConfiguration()
            button2.base_configuration = button1.base_configuration
            assert button2.base_configuration == base
        # button1 highlighted (a pointer down on its latest layout)
        view = button1.layout(*button1.size_that_fits())
        assert button1.pointer(PointerPhase.DOWN, *view.bounds.center) is False
        assert button1.state == State.HIGHLIGHTED
        # button3 with button1's effective configuration: the plain provider dimmed it
        effective = button1.effective_configuration
        assert HIGHLIGHTED_ALPHA == 0.75
        assert effective.foreground_color == dimmed(TINT, 0.75) != TINT
        assert effective == base.replace(foreground_color=dimmed(TINT, 0.75))
        with Button(effective) as button3:
            assert button3.base_configuration == effective
            assert button3.effective_configuration == effective  # normal state: nothing more dimmed
        # four changes to button1's base configuration, coalesced into one update
        updates: list[int] = []
        button1.on_updated = lambda: updates.append(1)
        count = button1.update_count
        button1.base_configuration = button1.base_configuration.replace(title="Update Title")
        button1.base_configuration = button1.base_configuration.replace(image=None)
        button1.base_configuration = button1.base_configuration.replace_background(fill_color=WHITE)
        button1.base_configuration = button1.base_configuration.replace_background(corner_style=CornerStyle.CAPSULE)
        assert button1.update_count == count and updates == []  # nothing ran yet
        assert button1.flush() is True
        assert button1.update_count == count + 1
        assert updates == [1]
        assert button1.flush() is False and updates == [1]
        effective = button1.effective_configuration
        assert (effective.title, effective.subtitle, effective.image) == ("Update Title", "Subtitle", None)
        assert effective.background == BackgroundConfiguration(
            fill_color=dimmed(WHITE, 0.75), corner_style=CornerStyle.CAPSULE
        )
        assert button1.base_configuration.background == BackgroundConfiguration(
            fill_color=WHITE, corner_style=CornerStyle.CAPSULE
        )
        # the pointer goes up inside: touch up inside fires the action
        assert tapped == []
        assert button1.pointer(PointerPhase.UP, *view.bounds.center) is True
        assert tapped == ["Button1 has been tapped"]
        assert button1.state == State(0)
        assert _callbacks.registry_size() == registry_baseline + 2  # action, on_updated
    assert _callbacks.registry_size() == registry_baseline


# ------------------------------------------------------------------ values


def test_the_defaults_are_the_librarys_empty_configuration() -> None:
    c = _ffi.bg_button_config()
    lib.bg_button_config_init(bg_theme(0), ctypes.byref(c))
    assert c.struct_size == ctypes.sizeof(_ffi.bg_button_config)
    assert ButtonConfiguration._from_c(c) == ButtonConfiguration()
    empty = ButtonConfiguration()
    assert empty.background == BackgroundConfiguration()  # an empty background, not none
    assert empty.content_insets == DirectionalInsets(0, 0, 0, 0)
    assert (empty.image_placement, empty.title_alignment) == (ImagePlacement.LEADING, TitleAlignment.AUTOMATIC)
    with Button() as button:
        assert button.base_configuration == empty
        assert button.effective_configuration == empty  # the plain provider, normal state


def every_field() -> ButtonConfiguration:
    """A configuration setting every field to something other than its default."""
    return ButtonConfiguration(
        title="Pay",
        subtitle="$12.00",
        image="ic_pay",
        image_size=Size(24, 18),
        title_font=Font("Serif", 20, 700),
        subtitle_font=Font("Mono", 11.5, 300),
        title_color=0x112233FF,
        subtitle_color=0x44556680,
        title_runs=(TextRun(0, 3, Font("Sans", 9, 600), 0x0A0B0C0D),),
        subtitle_runs=(TextRun(1, 2, color=0x01020304), TextRun(3, 3)),
        foreground_color=0x778899AA,
        shows_activity_indicator=True,
        image_placement=ImagePlacement.BOTTOM,
        title_alignment=TitleAlignment.RIGHT,
        content_insets=DirectionalInsets(top=1, leading=2, bottom=3, trailing=4),
        image_padding=5,
        title_padding=6,
        background=BackgroundConfiguration(
            fill_color=0x01020304,
            stroke_color=0x05060708,
            stroke_width=2,
            stroke_outset=-1.5,
            corner_style=CornerStyle.FIXED,
            corner_radius=7,
            visual_effect="blur",
            image="bg_image",
            image_content_mode=ContentMode.SCALE_ASPECT_FILL,
            custom_view_size=Size(30, 40),
        ),
    )


def test_every_field_survives_a_round_trip_through_the_library() -> None:
    configuration = every_field()
    assert configuration != ButtonConfiguration()
    for field in dataclasses.fields(ButtonConfiguration):
        assert getattr(configuration, field.name) != getattr(ButtonConfiguration(), field.name), field.name
    for field in dataclasses.fields(BackgroundConfiguration):
        assert getattr(configuration.background, field.name) != getattr(BackgroundConfiguration(), field.name)
    with Button(configuration, ProviderKind.NONE) as button:
        assert button.base_configuration == configuration
        assert button.effective_configuration == configuration
        physical = configuration.replace(content_insets=Insets(1, 2, 3, 4), background=None)
        button.base_configuration = physical
        assert button.base_configuration == physical
        assert button.base_configuration.content_insets != DirectionalInsets(1, 2, 3, 4)


def test_named_corner_styles_take_the_themes_radii() -> None:
    base = ButtonConfiguration(background=BackgroundConfiguration(corner_style=CornerStyle.LARGE))
    with Button(base, ProviderKind.NONE) as button:
        view = button.layout(200, 100)
        assert view.background is not None
        assert view.background.corner_radius == THEME.number("radius/large") > 0
        assert button.base_configuration.background == BackgroundConfiguration(
            corner_style=CornerStyle.FIXED, corner_radius=THEME.number("radius/large")
        )


def test_configurations_are_values_a_changed_copy_leaves_the_original() -> None:
    original = seed_base()
    changed = original.replace(title="Update Title", image=None).replace_background(fill_color=WHITE)
    assert (original.title, original.image) == ("Title", "house.circle.fill")
    assert original.background == BackgroundConfiguration()
    assert (changed.title, changed.image, changed.subtitle) == ("Update Title", None, "Subtitle")
    assert changed.background == BackgroundConfiguration(fill_color=WHITE)
    with pytest.raises(dataclasses.FrozenInstanceError):
        original.title = "Other"  # type: ignore[misc]
    assert original.replace(background=None).replace_background(fill_color=WHITE).background is None
    for duplicate in (copy.copy(changed), copy.deepcopy(changed), pickle.loads(pickle.dumps(changed))):
        assert duplicate == changed
    assert Insets(1, 2, 3, 4) != DirectionalInsets(1, 2, 3, 4)
    assert hash(seed_base()) == hash(seed_base())


def test_buttons_hold_copies_changing_one_leaves_the_other() -> None:
    with Button(seed_base()) as button1, Button() as button2:
        button2.base_configuration = button1.base_configuration
        button1.base_configuration = button1.base_configuration.replace(title="Changed")
        assert button2.base_configuration.title == "Title"
        assert button1.base_configuration.title == "Changed"


# ------------------------------------------------------------------ coalescing


def test_many_changes_make_one_update_and_reads_flush_once() -> None:
    calls: list[str] = []
    with Button(seed_base(), on_updated=lambda: calls.append("updated")) as button:
        assert button.flush() is True  # the first update: the initial configuration
        assert button.update_count == 1 and calls == ["updated"]
        assert button.flush() is False  # nothing changed: nothing to do
        for index in range(10):
            button.base_configuration = seed_base().replace(title=f"Title {index}")
        button.selected = True
        button.enabled = False
        button.enabled = True
        button.provider = ProviderKind.NONE
        button.provider = ProviderKind.PLAIN
        assert button.update_count == 1 and calls == ["updated"]
        assert button.effective_configuration.title == "Title 9"  # the read runs the update
        assert button.update_count == 2 and calls == ["updated"] * 2
        button.layout(300, 60)
        button.size_that_fits()
        assert button.accessibility.label == "Title 9"
        assert button.flush() is False
        assert button.update_count == 2 and calls == ["updated"] * 2


def test_every_read_runs_a_pending_update() -> None:
    reads = [
        lambda button: button.effective_configuration,
        lambda button: button.size_that_fits(),
        lambda button: button.layout(200, 50),
        lambda button: button.accessibility,
    ]
    for read in reads:
        with Button(seed_base()) as button:
            button.flush()
            button.base_configuration = seed_base().replace(title="Other")
            assert button.update_count == 1
            read(button)
            assert button.update_count == 2
            assert button.flush() is False


# ------------------------------------------------------------------ layout


def test_size_that_fits_shows_everything_whole() -> None:
    with Button(seed_base(), measure=ten_points_a_character) as button:
        size = button.size_that_fits()
        # insets 40 + 40, image (the theme's icon size), padding 10, the wider text (8 characters)
        assert size == Size(40 + ICON + 10 + 80 + 40, 10 + max(ICON, 40) + 10)
        view = button.layout(*size)
        assert view.bounds == Rect(0, 0, *size)
        assert (view.title, view.subtitle, view.image) == ("Title", "Subtitle", "house.circle.fill")
        assert not view.title_truncated and not view.subtitle_truncated
        assert view.title_frame is not None and view.subtitle_frame is not None and view.image_frame is not None
        assert view.image_frame.width == view.image_frame.height == ICON
        assert view.image_frame.x == 40  # leading, left to right
        assert view.title_frame.x >= view.image_frame.max_x + 10
        assert view.subtitle_frame.min_y >= view.title_frame.max_y
        assert view.activity_indicator_frame is None
        assert view.state == State(0)


def test_right_to_left_mirrors_the_image() -> None:
    with Button(seed_base(), measure=ten_points_a_character) as button:
        size = button.size_that_fits()
        ltr = button.layout(*size)
        rtl = button.layout(*size, direction=Direction.RTL)
        assert ltr.image_frame is not None and rtl.image_frame is not None and rtl.title_frame is not None
        assert rtl.image_frame.max_x == size.width - 40
        assert rtl.image_frame.x == size.width - ltr.image_frame.max_x
        assert rtl.title_frame.max_x <= rtl.image_frame.x - 10


def test_a_narrow_layout_truncates_the_title_with_an_ellipsis() -> None:
    long = seed_base().replace(title="A title far too long to fit in a narrow button", subtitle=None)
    with Button(long) as button:
        fits = button.size_that_fits()
        whole = button.layout(*fits)
        assert whole.title == long.title and not whole.title_truncated
        narrow = button.layout(fits.width / 2, fits.height)
        assert narrow.title_truncated
        assert narrow.title is not None and narrow.title.endswith("…")
        assert long.title.startswith(narrow.title[:-1])
        assert narrow.title_frame is not None and narrow.title_frame.max_x <= fits.width / 2 - 40
        assert button.accessibility.label == long.title  # read whole


def test_layout_paints_backgrounds_strokes_and_colors() -> None:
    base = ButtonConfiguration(
        title="Go",
        title_color=0x102030FF,
        background=BackgroundConfiguration(
            fill_color=0xAABBCCFF, stroke_width=2, stroke_outset=3, corner_style=CornerStyle.CAPSULE
        ),
    )
    with Button(base, ProviderKind.NONE) as button:
        view = button.layout(120, 40, scale=2)
        assert view.background is not None
        assert view.background.frame == Rect(0, 0, 120, 40)
        assert view.background.corner_radius == 20
        assert view.background.stroke_frame == Rect(-3, -3, 126, 46)
        assert view.background.stroke_corner_radius == 23
        assert (view.fill_color, view.stroke_width) == (0xAABBCCFF, 2)
        assert view.stroke_color == view.foreground_color == TINT  # no stroke color: the foreground
        assert (view.title_color, view.subtitle_color) == (0x102030FF, TINT)
        assert view.hit_frame.height >= 44 and view.hit_frame.width == 120
        button.base_configuration = base.replace(background=None, foreground_color=0x00FF00FF)
        view = button.layout(120, 40)
        assert view.background is None and view.fill_color is None and view.stroke_color is None
        assert (view.foreground_color, view.title_color) == (0x00FF00FF, 0x102030FF)


def test_the_activity_indicator_takes_the_images_place() -> None:
    with Button(seed_base().replace(shows_activity_indicator=True)) as button:
        view = button.layout(*button.size_that_fits())
        assert view.image is None and view.image_frame is None
        assert view.activity_indicator_frame is not None
        assert view.activity_indicator_frame.width == THEME.number("parameters/button/activityIndicatorSize")
        assert button.accessibility.busy


def test_image_sizes_come_from_the_configuration_the_measurer_or_the_theme(registry_baseline: int) -> None:
    asked: list[str] = []

    def measure_image(name: str) -> Size | None:
        asked.append(name)
        return Size(30, 26) if name == "house.circle.fill" else None

    with Button(seed_base(), measure_image=measure_image) as button:
        view = button.layout(300, 60)
        assert view.image_frame is not None and (view.image_frame.width, view.image_frame.height) == (30, 26)
        assert asked == ["house.circle.fill"]
        button.base_configuration = seed_base().replace(image="unknown")
        view = button.layout(300, 60)
        assert view.image_frame is not None and (view.image_frame.width, view.image_frame.height) == (ICON, ICON)
        button.base_configuration = seed_base().replace(image_size=Size(12, 14))
        asked.clear()
        view = button.layout(300, 60)
        assert view.image_frame is not None and (view.image_frame.width, view.image_frame.height) == (12, 14)
        assert asked == []
        button.measure_image = None
        assert _callbacks.registry_size() == registry_baseline


def test_the_measure_callback_gets_the_configurations_font() -> None:
    fonts: list[str] = []

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        fonts.append(font)
        return (10.0 * len(text), 20.0)

    base = ButtonConfiguration(title="Hello", title_font=Font("Serif", 20, 700))
    with Button(base, measure=measure) as button:
        assert button.size_that_fits() == Size(50, 20)
        assert fonts and all(font.startswith("Serif") for font in fonts)


def test_a_layout_stays_valid_after_changes_and_close() -> None:
    button = Button(seed_base())
    view = button.layout(300, 60)
    button.base_configuration = ButtonConfiguration(title="Other")
    button.layout(300, 60)
    button.close()
    assert view.title == "Title" and view.subtitle == "Subtitle" and view.image == "house.circle.fill"


# ------------------------------------------------------------------ events


def test_pointer_down_move_up_fires_once() -> None:
    fired: list[str] = []
    with Button(seed_base(), action=lambda: fired.append("fired")) as button:
        with pytest.raises(StateError):
            button.pointer(PointerPhase.DOWN, 10, 10)  # not laid out yet
        view = button.layout(200, 60)
        x, y = view.bounds.center
        assert button.pointer(PointerPhase.DOWN, x, y) is False and button.state == State.HIGHLIGHTED
        assert button.layout(200, 60).state == State.HIGHLIGHTED
        assert button.pointer(PointerPhase.MOVE, x + 1000, y) is False and button.state == State(0)
        assert button.pointer(PointerPhase.MOVE, x, y) is False and button.state == State.HIGHLIGHTED
        assert fired == []
        assert button.pointer(PointerPhase.UP, x, y) is True
        assert fired == ["fired"] and button.state == State(0)
        # up outside and cancel fire nothing
        button.pointer(PointerPhase.DOWN, x, y)
        assert button.pointer(PointerPhase.UP, x + 1000, y) is False
        button.pointer(PointerPhase.DOWN, x, y)
        assert button.pointer(PointerPhase.CANCEL, x, y) is False
        assert button.pointer(PointerPhase.DOWN, -1000, y) is False and button.state == State(0)
        assert fired == ["fired"]
        button.activate()
        assert fired == ["fired", "fired"]


def test_the_hit_frame_grows_toward_the_minimum_touch_target() -> None:
    fired: list[int] = []
    with Button(ButtonConfiguration(title="x"), action=lambda: fired.append(1)) as button:
        view = button.layout(20, 20)
        assert view.hit_frame == Rect(-12, -12, 44, 44)
        button.pointer(PointerPhase.DOWN, -10, -10)
        assert button.pointer(PointerPhase.UP, -10, -10) is True and fired == [1]


def test_a_disabled_button_never_fires_or_takes_focus() -> None:
    fired: list[str] = []
    with Button(seed_base(), action=lambda: fired.append("fired")) as button:
        x, y = button.layout(200, 60).bounds.center
        button.enabled = False
        assert not button.enabled and button.state == State.DISABLED
        assert button.pointer(PointerPhase.DOWN, x, y) is False
        assert button.state == State.DISABLED  # not highlighted
        assert button.pointer(PointerPhase.UP, x, y) is False
        button.activate()
        assert button.focus(True) is False
        assert fired == []
        # a pointer held down when the button is disabled fires nothing on release
        button.enabled = True
        button.pointer(PointerPhase.DOWN, x, y)
        button.enabled = False
        assert button.pointer(PointerPhase.UP, x, y) is False
        assert fired == []
        button.enabled = True
        assert button.enabled
        button.activate()
        assert fired == ["fired"]


def test_focus() -> None:
    with Button(seed_base()) as button:
        assert button.focus() is True
        assert button.state == State.FOCUSED
        assert button.layout(200, 60).state == State.FOCUSED
        assert button.focus(False) is False
        assert button.state == State(0)
        button.selected = True
        assert button.focus(True) is True
        assert button.state == State.FOCUSED | State.SELECTED and button.selected


def test_accessibility() -> None:
    with Button(seed_base()) as button:
        node = button.accessibility
        assert (node.label, node.value, node.identifier) == ("Title", "Subtitle", None)
        assert node.frame == Rect(0, 0, 0, 0)  # not laid out yet
        assert node.enabled and not node.selected and not node.busy
        button.layout(200, 60)
        assert button.accessibility.frame == Rect(0, 0, 200, 60)
        button.set_accessibility("Home", "home.button")
        assert (button.accessibility_label, button.accessibility_identifier) == ("Home", "home.button")
        node = button.accessibility
        assert (node.label, node.identifier) == ("Home", "home.button")
        button.accessibility_label = None
        assert button.accessibility_identifier == "home.button"
        assert (button.accessibility.label, button.accessibility.identifier) == ("Title", "home.button")
        button.accessibility_identifier = None
        assert button.accessibility.identifier is None
        button.enabled = False
        button.selected = True
        node = button.accessibility
        assert not node.enabled and node.selected
        button.base_configuration = ButtonConfiguration()
        assert (button.accessibility.label, button.accessibility.value) == ("", None)


def test_disabling_a_focused_button_drops_its_focus() -> None:
    with Button(seed_base()) as button:
        assert button.focus(True) is True
        button.enabled = False
        assert button.state == State.DISABLED


def test_a_label_button_is_a_button_with_its_label_and_icon() -> None:
    fired: list[str] = []
    with Button.with_label(LabelButtonType.INFO).with_action(lambda: fired.append("info")) as info:
        size = info.size_that_fits()
        width, height = math.ceil(size.width * 2) / 2, math.ceil(size.height * 2) / 2  # whole pixels
        view = info.layout(width, height, scale=2.0)
        assert view.title == "Info" and view.image == "questionmark.circle"
        assert view.label_background_color == 0xFFFFFFCC  # white at 80 %
        label, icon = view.label_background_frame, view.image_frame
        assert label is not None and icon is not None and view.title_frame is not None
        assert label.x == 0 and label.x + label.width == icon.x, "the label's background meets the icon"
        assert label.y == 0 and label.height == height, "square, the stack's height: the label's"
        assert size.height == pytest.approx(16 * 2384 / 2048 + 12), "DejaVu Sans 16's line + 2 x 6, the icon unpadded"
        assert view.background is None
        for x in (1.0, size.width / 2, size.width - 1):  # the label, between, the icon: one action
            info.pointer(PointerPhase.DOWN, x, size.height / 2)
            assert info.pointer(PointerPhase.UP, x, size.height / 2)
    assert fired == ["info"] * 3
    with Button.with_label(LabelButtonType.ALERT) as alert:
        assert alert.effective_configuration.title == "Alert"
        assert alert.effective_configuration.image == "exclamationmark.circle"
    with pytest.raises(InvalidArgumentError):
        Button.with_label(7)  # type: ignore[arg-type]

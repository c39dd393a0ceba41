"""The one table of the C API's enumerations and constants.

Every enum and constant of the library is written here once. ``scripts/gen_enums.py``
generates from it the header's enum blocks (``include/buttongroup/enums.h``), the Swift
enums with their raw values and theme token names (one file per Swift module that owns
them), and the Python ``IntEnum`` / ``IntFlag`` classes (``bindings/python/buttongroup/enums.py``).
Edit this table, run ``python3 scripts/gen_enums.py``, and commit the generated files;
``make test`` fails while they are stale.

Each enum says which layer owns it (``swift``: the folder of its Swift module under
``Sources``) and which component section of the header it belongs to. Case fields:
``c`` the C suffix (after the enum's prefix), ``swift`` the Swift case name, ``value``,
``doc``, and optionally ``token`` (the name a theme JSON uses for it).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    """One enumerator."""

    c: str
    swift: str
    value: int
    doc: str = ""
    token: str | None = None


@dataclass(frozen=True)
class Enum:
    """One enumeration (or a set of flags, with ``flags=True``)."""

    c_prefix: str
    """The C name of every case is c_prefix + Case.c."""
    swift_type: str
    python_type: str
    module: str
    """Where the Swift type goes: a key of SWIFT_MODULES."""
    section: str
    """The header section it is listed under: a key of SECTIONS."""
    doc: str
    cases: tuple[Case, ...]
    flags: bool = False
    describe: bool = False
    """Also generate `staticDescription` ("BG_E_X: doc") for bg_status_string."""


@dataclass(frozen=True)
class Constant:
    """One numeric constant: a C macro, a Swift static constant and a Python constant."""

    c: str
    swift: str
    python: str
    module: str
    value: str
    """The literal, valid in C, Swift and Python alike: with a point a Double (10000000.0),
    without one an Int (1000000)."""
    doc: str


SWIFT_MODULES = {
    "foundations": ("Sources/ButtonGroupCore/Foundations/Generated/FoundationEnums.swift", True),
    "tokens": ("Sources/ButtonGroupCore/Tokens/Generated/StyleEnums.swift", True),
    "group": ("Sources/ButtonGroupCore/Components/Group/Generated/GroupEnums.swift", True),
    "button": ("Sources/ButtonGroupCore/Components/Button/Generated/ButtonEnums.swift", True),
    "control": ("Sources/ButtonGroupCore/Components/Control/Generated/ControlEnums.swift", True),
    "abi": ("Sources/ButtonGroupABI/Generated/StatusCodes.swift", False),
}
"""Swift module key -> (generated file, whether the types are public)."""

SECTIONS = {
    "common": "Shared by every object",
    "group": "ButtonGroup (bg_group)",
    "button": "ConfigurationBasedButton and ButtonWithLabel (bg_button)",
    "control": "ControlGroup and toolbar (bg_toolbar)",
}
"""Header sections, in order."""

ENUMS: tuple[Enum, ...] = (
    Enum(
        c_prefix="BG_",
        swift_type="ABIStatus",
        python_type="Status",
        module="abi",
        section="common",
        doc="Result of every fallible call: BG_OK (0) or a negative BG_E_* code.",
        describe=True,
        cases=(
            Case("OK", "ok", 0, "Success."),
            Case("E_INVALID_ARGUMENT", "invalidArgument", -1,
                 "An argument is NULL, out of range, not a finite number or not a known enum value."),
            Case("E_INVALID_HANDLE", "invalidHandle", -2, "The handle was never issued, has been freed, or is forged."),
            Case("E_INVALID_UTF8", "invalidUTF8", -3, "A string is not valid UTF-8."),
            Case("E_PARSE", "parse", -4, "The theme JSON is malformed or mistyped (the message names line, column, path)."),
            Case("E_BUFFER_TOO_SMALL", "bufferTooSmall", -5,
                 "The caller's buffer is too small; the required size was reported."),
            Case("E_REENTRANT", "reentrant", -6, "Not allowed from inside a callback of the same object."),
            Case("E_CALLBACK", "callback", -7, "A host callback reported a failure."),
            Case("E_STATE", "state", -8, "Not possible in the object's current state (e.g. no layout yet)."),
            Case("E_NOT_FOUND", "notFound", -9, "No such token path, style or item."),
            Case("E_NO_MEMORY", "noMemory", -10, "Out of memory, or a size limit was exceeded."),
        ),
    ),
    Enum(
        c_prefix="BG_DIRECTION_",
        swift_type="LayoutDirection",
        python_type="Direction",
        module="foundations",
        section="common",
        doc="Reading direction of a layout.",
        cases=(
            Case("LTR", "leftToRight", 0, "Left to right."),
            Case("RTL", "rightToLeft", 1, "Right to left: visual order, frames, content and corners are mirrored."),
        ),
    ),
    Enum(
        c_prefix="BG_IMAGE_",
        swift_type="ImagePlacement",
        python_type="ImagePlacement",
        module="foundations",
        section="common",
        doc="Where a button's image (or activity indicator) sits relative to its title and subtitle.",
        cases=(
            Case("LEADING", "leading", 0, "Before the text in reading order: left, or right in right-to-left.",
                 token="leading"),
            Case("TRAILING", "trailing", 1, "After the text in reading order.", token="trailing"),
            Case("TOP", "top", 2, "Above the text.", token="top"),
            Case("LEFT", "left", 3, "Left of the text in either direction.", token="left"),
            Case("BOTTOM", "bottom", 4, "Below the text.", token="bottom"),
            Case("RIGHT", "right", 5, "Right of the text in either direction.", token="right"),
        ),
    ),
    Enum(
        c_prefix="BG_TITLE_ALIGN_",
        swift_type="TitleAlignment",
        python_type="TitleAlignment",
        module="foundations",
        section="common",
        doc="How a button's title and subtitle align with each other.",
        cases=(
            Case("AUTOMATIC", "automatic", 0,
                 "Toward the image: its side for a side image, centred for an image above or below, "
                 "leading without one.", token="automatic"),
            Case("LEADING", "leading", 1, "Leading edges aligned (left, or right in right-to-left).", token="leading"),
            Case("CENTER", "center", 2, "Centred on each other.", token="center"),
            Case("TRAILING", "trailing", 3, "Trailing edges aligned.", token="trailing"),
            Case("LEFT", "left", 4, "Left edges aligned in either direction.", token="left"),
            Case("RIGHT", "right", 5, "Right edges aligned in either direction.", token="right"),
        ),
    ),
    Enum(
        c_prefix="BG_STATE_",
        swift_type="ControlState",
        python_type="State",
        module="foundations",
        section="common",
        doc="Control state flags of a button; no flag set is the normal state.",
        flags=True,
        cases=(
            Case("HIGHLIGHTED", "highlighted", 1, "Pressed: a pointer went down on it and is still inside."),
            Case("FOCUSED", "focused", 2, "Has keyboard focus."),
            Case("DISABLED", "disabled", 4, "Disabled: it does not fire and cannot take focus."),
            Case("SELECTED", "selected", 8, "Selected (a toggled or chosen control)."),
        ),
    ),
    Enum(
        c_prefix="BG_POINTER_",
        swift_type="PointerPhase",
        python_type="PointerPhase",
        module="foundations",
        section="common",
        doc="Pointer phases, tracked like a UIControl.",
        cases=(
            Case("DOWN", "down", 0, "A pointer went down."),
            Case("MOVE", "move", 1, "The pointer moved while down."),
            Case("UP", "up", 2, "The pointer went up."),
            Case("CANCEL", "cancel", 3, "The system took the pointer away; nothing fires."),
        ),
    ),
    Enum(
        c_prefix="BG_FOCUS_",
        swift_type="FocusMove",
        python_type="FocusMove",
        module="foundations",
        section="common",
        doc="Keyboard focus moves.",
        cases=(
            Case("NEXT", "next", 0, "The next enabled target in reading order (wraps)."),
            Case("PREVIOUS", "previous", 1, "The previous enabled target in reading order (wraps)."),
            Case("FIRST", "first", 2, "The first enabled target."),
            Case("LAST", "last", 3, "The last enabled target."),
            Case("CLEAR", "clear", 4, "Nothing focused."),
        ),
    ),
    Enum(
        c_prefix="BG_A11Y_",
        swift_type="AccessibilityRole",
        python_type="A11yRole",
        module="foundations",
        section="common",
        doc="Roles of accessibility elements.",
        cases=(
            Case("BUTTON", "button", 0, "A push button."),
            Case("MENU_BUTTON", "menuButton", 1, "A button that opens a menu (e.g. More and its action sheet)."),
            Case("GROUP", "group", 2, "A group of the elements after it (its count says how many): a control group."),
        ),
    ),
    Enum(
        c_prefix="BG_ROLE_",
        swift_type="ButtonRole",
        python_type="Role",
        module="tokens",
        section="common",
        doc="Button style roles: which token group paints a button (color/button/primary for PRIMARY, and so on).",
        cases=(
            Case("AUTOMATIC", "automatic", 0,
                 "The component decides (a group's prominent slot: primary; every other slot: secondary)."),
            Case("PRIMARY", "primary", 1, "Filled brand button.", token="primary"),
            Case("SECONDARY", "secondary", 2, "Outlined brand button.", token="secondary"),
            Case("TERTIARY", "tertiary", 3, "Low-emphasis button.", token="tertiary"),
            Case("SUCCESS", "success", 4, "Positive outcome.", token="success"),
            Case("DANGER", "danger", 5, "Destructive outcome.", token="danger"),
            Case("LINK", "link", 6, "Looks like a link.", token="link"),
        ),
    ),
    Enum(
        c_prefix="BG_CORNER_",
        swift_type="CornerStyleKind",
        python_type="CornerStyle",
        module="tokens",
        section="common",
        doc="Corner radius styles: a capsule, square corners, a theme radius token, or a fixed radius.",
        cases=(
            Case("CAPSULE", "capsule", 0, "Radius = half the height.", token="capsule"),
            Case("NONE", "none", 1, "Square corners.", token="none"),
            Case("SMALL", "small", 2, "The theme's radius/small.", token="small"),
            Case("MEDIUM", "medium", 3, "The theme's radius/medium.", token="medium"),
            Case("LARGE", "large", 4, "The theme's radius/large.", token="large"),
            Case("FIXED", "fixed", 5, "A fixed radius in points (a theme writes it as a number)."),
        ),
    ),
    Enum(
        c_prefix="BG_CONTENT_SIZE_",
        swift_type="ContentSizeCategory",
        python_type="ContentSize",
        module="foundations",
        section="common",
        doc="The reader's preferred text size (Dynamic Type), as iOS's content size categories: text in a text "
            "style scales with it. LARGE is the default.",
        cases=(
            Case("XSMALL", "xSmall", 0, "Extra small (body text 14 points).", token="xSmall"),
            Case("SMALL", "small", 1, "Small (body 15).", token="small"),
            Case("MEDIUM", "medium", 2, "Medium (body 16).", token="medium"),
            Case("LARGE", "large", 3, "Large, the default (body 17): fonts keep their stated size.", token="large"),
            Case("XLARGE", "xLarge", 4, "Extra large (body 19).", token="xLarge"),
            Case("XXLARGE", "xxLarge", 5, "Extra extra large (body 21).", token="xxLarge"),
            Case("XXXLARGE", "xxxLarge", 6, "Extra extra extra large (body 23).", token="xxxLarge"),
            Case("ACCESSIBILITY1", "accessibility1", 7, "Accessibility size 1 (body 28).", token="accessibility1"),
            Case("ACCESSIBILITY2", "accessibility2", 8, "Accessibility size 2 (body 33).", token="accessibility2"),
            Case("ACCESSIBILITY3", "accessibility3", 9, "Accessibility size 3 (body 40).", token="accessibility3"),
            Case("ACCESSIBILITY4", "accessibility4", 10, "Accessibility size 4 (body 47).", token="accessibility4"),
            Case("ACCESSIBILITY5", "accessibility5", 11, "Accessibility size 5 (body 53).", token="accessibility5"),
        ),
    ),
    Enum(
        c_prefix="BG_TEXT_STYLE_",
        swift_type="TextStyle",
        python_type="TextStyle",
        module="foundations",
        section="common",
        doc="iOS's text styles: each has a point size per content size category (bg_text_style_size).",
        cases=(
            Case("LARGE_TITLE", "largeTitle", 0, "Large title (34 points at LARGE).", token="largeTitle"),
            Case("TITLE1", "title1", 1, "Title 1 (28).", token="title1"),
            Case("TITLE2", "title2", 2, "Title 2 (22).", token="title2"),
            Case("TITLE3", "title3", 3, "Title 3 (20).", token="title3"),
            Case("HEADLINE", "headline", 4, "Headline (17).", token="headline"),
            Case("BODY", "body", 5, "Body (17): the style of button titles.", token="body"),
            Case("CALLOUT", "callout", 6, "Callout (16).", token="callout"),
            Case("SUBHEADLINE", "subheadline", 7, "Subheadline (15).", token="subheadline"),
            Case("FOOTNOTE", "footnote", 8, "Footnote (13): the style of button subtitles.", token="footnote"),
            Case("CAPTION1", "caption1", 9, "Caption 1 (12).", token="caption1"),
            Case("CAPTION2", "caption2", 10, "Caption 2 (11).", token="caption2"),
        ),
    ),
    Enum(
        c_prefix="BG_LAYOUT_",
        swift_type="GroupLayoutKind",
        python_type="LayoutKind",
        module="group",
        section="group",
        doc="The two layouts of a button group.",
        cases=(
            Case("ALL_ROUND", "allRound", 0, "Equal-width, fully rounded buttons.", token="allRound"),
            Case("PROMINENT", "prominent", 1, "The first button prominent, the others secondary.", token="prominent"),
        ),
    ),
    Enum(
        c_prefix="BG_PROMINENT_",
        swift_type="ProminentType",
        python_type="ProminentType",
        module="group",
        section="group",
        doc="Variants of the prominent layout.",
        cases=(
            Case("RELAXED", "relaxed", 0, "Secondaries stand apart, `spacing` between all slots.", token="relaxed"),
            Case("GROUPED", "grouped", 1,
                 "Secondaries joined into one segmented run; `spacing` only before the run.", token="grouped"),
        ),
    ),
    Enum(
        c_prefix="BG_OVERFLOW_",
        swift_type="OverflowPolicy",
        python_type="OverflowPolicy",
        module="group",
        section="group",
        doc="When items move into the More action sheet.",
        cases=(
            Case("COUNT", "count", 0,
                 "More than max_visible items: the first max_visible - 1 show, the last slot is More.", token="count"),
            Case("WIDTH", "width", 1,
                 "The count rule, and trailing items also move into More while they do not fit the width "
                 "(with hysteresis); a pressed or focused item stays and the item before it goes instead.",
                 token="width"),
        ),
    ),
    Enum(
        c_prefix="BG_SLOT_",
        swift_type="SlotKind",
        python_type="SlotKind",
        module="group",
        section="group",
        doc="What a visible slot of a group shows.",
        cases=(
            Case("ITEM", "item", 0, "One of the group's items (its index is in the slot)."),
            Case("MORE", "more", 1, "The More button that opens the overflow action sheet."),
        ),
    ),
    Enum(
        c_prefix="BG_CONTENT_MODE_",
        swift_type="ImageContentMode",
        python_type="ContentMode",
        module="button",
        section="button",
        doc="How a background image fills the button (as UIKit's content modes).",
        cases=(
            Case("SCALE_TO_FILL", "scaleToFill", 0, "Stretched to the bounds.", token="scaleToFill"),
            Case("SCALE_ASPECT_FIT", "scaleAspectFit", 1, "Scaled to fit, aspect kept, centred.", token="scaleAspectFit"),
            Case("SCALE_ASPECT_FILL", "scaleAspectFill", 2, "Scaled to fill, aspect kept, centred and cropped.",
                 token="scaleAspectFill"),
            Case("CENTER", "center", 3, "Its own size, centred.", token="center"),
            Case("TOP", "top", 4, "Its own size, centred across, at the top.", token="top"),
            Case("BOTTOM", "bottom", 5, "Its own size, centred across, at the bottom.", token="bottom"),
            Case("LEFT", "left", 6, "Its own size, centred down, at the left (in either direction).", token="left"),
            Case("RIGHT", "right", 7, "Its own size, centred down, at the right (in either direction).", token="right"),
            Case("TOP_LEFT", "topLeft", 8, "Its own size, in the top-left corner.", token="topLeft"),
            Case("TOP_RIGHT", "topRight", 9, "Its own size, in the top-right corner.", token="topRight"),
            Case("BOTTOM_LEFT", "bottomLeft", 10, "Its own size, in the bottom-left corner.", token="bottomLeft"),
            Case("BOTTOM_RIGHT", "bottomRight", 11, "Its own size, in the bottom-right corner.", token="bottomRight"),
            Case("REDRAW", "redraw", 12, "As SCALE_TO_FILL (UIKit redraws on resize; the frame is the same).",
                 token="redraw"),
        ),
    ),
    Enum(
        c_prefix="BG_CONTENT_H_",
        swift_type="ContentHorizontalAlignment",
        python_type="ContentHorizontalAlignment",
        module="foundations",
        section="button",
        doc="Where a button's content sits across its bounds less the insets (UIControl's contentHorizontalAlignment).",
        cases=(
            Case("CENTER", "center", 0, "Centred (the default).", token="center"),
            Case("LEFT", "left", 1, "At the left edge in either direction.", token="left"),
            Case("RIGHT", "right", 2, "At the right edge in either direction.", token="right"),
            Case("FILL", "fill", 3, "Stretched across: the text block takes the width the image leaves.", token="fill"),
            Case("LEADING", "leading", 4, "At the leading edge: left, or right in right-to-left.", token="leading"),
            Case("TRAILING", "trailing", 5, "At the trailing edge.", token="trailing"),
        ),
    ),
    Enum(
        c_prefix="BG_CONTENT_V_",
        swift_type="ContentVerticalAlignment",
        python_type="ContentVerticalAlignment",
        module="foundations",
        section="button",
        doc="Where a button's content sits down its bounds less the insets (UIControl's contentVerticalAlignment).",
        cases=(
            Case("CENTER", "center", 0, "Centred (the default).", token="center"),
            Case("TOP", "top", 1, "At the top edge.", token="top"),
            Case("BOTTOM", "bottom", 2, "At the bottom edge.", token="bottom"),
            Case("FILL", "fill", 3, "Stretched down: the text block takes the height the image leaves.", token="fill"),
        ),
    ),
    Enum(
        c_prefix="BG_LINE_BREAK_",
        swift_type="LineBreakMode",
        python_type="LineBreakMode",
        module="foundations",
        section="button",
        doc="How a button's title or subtitle breaks into lines and is cut on its last one (NSLineBreakMode's values).",
        cases=(
            Case("WORD_WRAP", "wordWrap", 0, "Lines break between words (and around ideographs); what the last line leaves is not shown.",
                 token="wordWrap"),
            Case("CHAR_WRAP", "charWrap", 1, "Lines break between any two characters; what the last line leaves is not shown.",
                 token="charWrap"),
            Case("CLIP", "clip", 2, "Lines break between words; the last line is cut where the room ends, without an ellipsis.",
                 token="clip"),
            Case("TRUNCATE_HEAD", "truncateHead", 3, "Lines break between words; the last line keeps its end after an ellipsis.",
                 token="truncateHead"),
            Case("TRUNCATE_TAIL", "truncateTail", 4, "Lines break between words; the last line keeps its start before an ellipsis (the default).",
                 token="truncateTail"),
            Case("TRUNCATE_MIDDLE", "truncateMiddle", 5, "Lines break between words; the last line keeps its start and end around an ellipsis.",
                 token="truncateMiddle"),
        ),
    ),
    Enum(
        c_prefix="BG_PROVIDER_",
        swift_type="ProviderKind",
        python_type="ProviderKind",
        module="button",
        section="button",
        doc="The built-in configuration providers of a button (bg_button_set_provider).",
        cases=(
            Case("NONE", "none", 0, "The effective configuration is the base one."),
            Case("PLAIN", "plain", 1, "Disabled and highlighted dim the colors (the default)."),
            Case("STYLE", "style", 2, "A theme style preset (\"primaryOutline\", ...), then the plain dimming."),
        ),
    ),
    Enum(
        c_prefix="BG_LABEL_TYPE_",
        swift_type="ButtonWithLabelType",
        python_type="LabelButtonType",
        module="button",
        section="button",
        doc="The kinds of ButtonWithLabel: a label and an icon pressed as one.",
        cases=(
            Case("INFO", "info", 0, "\"Info\" and a question-mark icon.", token="info"),
            Case("ALERT", "alert", 1, "\"Alert\" and an exclamation-mark icon.", token="alert"),
        ),
    ),
    Enum(
        c_prefix="BG_CONTROL_STYLE_",
        swift_type="ControlGroupStyle",
        python_type="ControlGroupStyle",
        module="control",
        section="control",
        doc="How a control group draws its buttons (each keeps its own action whatever the style).",
        cases=(
            Case("AUTOMATIC", "automatic", 0, "By context: navigation in a toolbar's navigation placement, else joined segments.",
                 token="automatic"),
            Case("SEGMENTED", "segmented", 1, "The buttons side by side as joined segments.", token="segmented"),
            Case("NAVIGATION", "navigation", 2, "Back / forward: joined segments showing icons.", token="navigation"),
            Case("MENU", "menu", 3, "One button showing the label; pressing it hands the host a menu of the buttons.",
                 token="menu"),
            Case("PALETTE", "palette", 4, "A row of icon-only cells (each at least as wide as the group is high), at its "
                 "natural width in content; in the overflow menu, one entry that is a row of icon buttons.",
                 token="palette"),
            Case("COMPACT_MENU", "compactMenu", 5, "As MENU, but the menu it hands the host is compact "
                 "(bg_control_menu.compact: a row of icon buttons with small titles); in the overflow menu a "
                 "submenu.", token="compactMenu"),
        ),
    ),
    Enum(
        c_prefix="BG_CONTROL_SIZE_",
        swift_type="ControlSize",
        python_type="ControlSize",
        module="control",
        section="control",
        doc="SwiftUI's control sizes: how large a toolbar's control groups are drawn (heights, fonts, paddings "
            "and icons scaled from the theme's regular values; see bg_toolbar_set_control_size).",
        cases=(
            Case("MINI", "mini", 0, "The smallest: heights and icons x0.75, the title font x13/17, paddings x0.6."),
            Case("SMALL", "small", 1, "Heights and icons x0.875, the title font x15/17, paddings x0.8."),
            Case("REGULAR", "regular", 2, "The theme's values (the default)."),
            Case("LARGE", "large", 3, "Heights x1.375, icons x1.25, the title font as regular, paddings x1.4."),
            Case("EXTRA_LARGE", "extraLarge", 4, "Heights x1.625, icons x1.5, the title font x20/17, paddings x1.6."),
        ),
    ),
    Enum(
        c_prefix="BG_LABEL_STYLE_",
        swift_type="ControlLabelStyle",
        python_type="LabelStyle",
        module="control",
        section="control",
        doc="What each button of a control group shows. Every button keeps its title as its accessibility label.",
        cases=(
            Case("AUTOMATIC", "automatic", 0,
                 "By style and context, as SwiftUI's automatic label style: in a toolbar, the icon alone (for "
                 "joined segments and a menu-style group's button, as a toolbar shows a Menu); icons for navigation "
                 "and palette styles; the title and the icon elsewhere (in content, and a menu's entries).",
                 token="automatic"),
            Case("TITLE_AND_ICON", "titleAndIcon", 1, "The icon, then the title.", token="titleAndIcon"),
            Case("ICON_ONLY", "iconOnly", 2, "The icon alone (the title when the button has no icon).", token="iconOnly"),
            Case("TITLE_ONLY", "titleOnly", 3, "The title alone.", token="titleOnly"),
        ),
    ),
    Enum(
        c_prefix="BG_SELECTION_",
        swift_type="ControlSelection",
        python_type="Selection",
        module="control",
        section="control",
        doc="Whether a control group's button acts (momentary) or stays selected (a segment of a choice).",
        cases=(
            Case("MOMENTARY", "momentary", 0, "Acts when pressed; never stays selected."),
            Case("OFF", "off", 1, "A choice's segment, not selected."),
            Case("ON", "on", 2, "A choice's segment, selected."),
        ),
    ),
    Enum(
        c_prefix="BG_PLACEMENT_",
        swift_type="ToolbarPlacement",
        python_type="Placement",
        module="control",
        section="control",
        doc="Where a toolbar item goes: SwiftUI's toolbar item placements, placed as iOS places them (a bar, and "
            "its leading end, centre or trailing end, or the overflow menu).",
        cases=(
            Case("PRIMARY_ACTION", "primaryAction", 0, "A frequent action: the trailing end of the top bar (the default)."),
            Case("NAVIGATION", "navigation", 1, "Moving between contexts (back, forward): the leading end of the top bar."),
            Case("PRINCIPAL", "principal", 2, "The key item (a title, a location field): the centre of the top bar."),
            Case("AUTOMATIC", "automatic", 3, "Where the platform puts it: on iOS the trailing end of the top bar."),
            Case("SECONDARY_ACTION", "secondaryAction", 4,
                 "Useful but not essential: always in the overflow menu, never on the bar (the overflow button shows)."),
            Case("CONFIRMATION_ACTION", "confirmationAction", 5,
                 "A modal's confirmation (Done, Add): the trailing end of the top bar, as a primary action."),
            Case("CANCELLATION_ACTION", "cancellationAction", 6, "A modal's Cancel: the leading end of the top bar."),
            Case("DESTRUCTIVE_ACTION", "destructiveAction", 7,
                 "A modal's destructive action (Don't Save): the trailing end of the top bar."),
            Case("STATUS", "status", 8, "Information, not an action (Updated just now): the centre of the bottom bar."),
            Case("TOP_BAR_LEADING", "topBarLeading", 9, "The leading end of the top bar."),
            Case("TOP_BAR_TRAILING", "topBarTrailing", 10, "The trailing end of the top bar."),
            Case("BOTTOM_BAR", "bottomBar", 11, "The bottom bar, packed from its leading end (flexible spaces spread them)."),
            Case("KEYBOARD", "keyboard", 12,
                 "The bar above the software keyboard, packed from its leading end (flexible spaces spread them)."),
        ),
    ),
    Enum(
        c_prefix="BG_BAR_",
        swift_type="ToolbarBar",
        python_type="ToolbarBar",
        module="control",
        section="control",
        doc="The bars of a toolbar, stacked from the top in this order when they have items (bg_toolbar_bar).",
        cases=(
            Case("TOP", "top", 0, "The navigation bar: leading, principal and trailing items, and the overflow button."),
            Case("BOTTOM", "bottom", 1, "The bottom toolbar: bottom-bar items from the leading end, status items centred."),
            Case("KEYBOARD", "keyboard", 2, "The keyboard's accessory bar: keyboard items from the leading end."),
        ),
    ),
    Enum(
        c_prefix="BG_TOOLBAR_ITEM_",
        swift_type="ToolbarItemKind",
        python_type="ToolbarItemKind",
        module="control",
        section="control",
        doc="What a toolbar item is.",
        cases=(
            Case("GROUP", "group", 0, "A control group (a single button is a group of one)."),
            Case("FLEXIBLE_SPACE", "flexibleSpace", 1, "Space that grows: the items after it in its placement go to that placement's far end."),
        ),
    ),
    Enum(
        c_prefix="BG_CONTEXT_",
        swift_type="ControlContext",
        python_type="ControlContext",
        module="control",
        section="control",
        doc="Where a bg_toolbar's groups are shown.",
        cases=(
            Case("TOOLBAR", "toolbar", 0, "A toolbar: groups at their natural size, whole groups overflow into a menu."),
            Case("CONTENT", "content", 1, "In content (a standalone control group): groups fill the width unless fixed_size; nothing overflows."),
        ),
    ),
    Enum(
        c_prefix="BG_DIAGNOSTIC_",
        swift_type="ToolbarDiagnosticKind",
        python_type="DiagnosticKind",
        module="control",
        section="control",
        doc="Warnings about a toolbar a host can read (never errors).",
        cases=(
            Case("UNLABELED_OVERFLOW", "unlabeledOverflow", 0, "A group of several buttons without a label had to overflow: the menu cannot list it, so it is hidden (a single button is listed as itself)."),
            Case("TOO_MANY_GROUPS", "tooManyGroups", 1, "More than three groups in one toolbar: aim for three at most."),
            Case("MIXED_SELECTION", "mixedSelection", 2, "A group mixes momentary buttons with selected segments: use a picker for a choice."),
            Case("UNLABELED_MENU", "unlabeledMenu", 3, "A menu-style group without a label: its button shows nothing but the menu indicator."),
        ),
    ),
    Enum(
        c_prefix="BG_CONTROL_TARGET_",
        swift_type="ControlTargetKind",
        python_type="ControlTargetKind",
        module="control",
        section="control",
        doc="What a toolbar's hit target (a pressable cell) is.",
        cases=(
            Case("BUTTON", "button", 0, "One button of a group (a segment or a palette cell)."),
            Case("MENU", "menu", 1, "A menu-style group's button: pressing it presents the group's menu."),
            Case("OVERFLOW", "overflow", 2, "The overflow button: pressing it presents the overflow menu."),
        ),
    ),
)

CONSTANTS: tuple[Constant, ...] = (
    Constant(
        c="BG_MAX_LENGTH", swift="maximumLength", python="MAX_LENGTH", module="foundations",
        value="10000000.0",
        doc="The largest length accepted, in points, from C and from theme JSON alike: far beyond any "
            "screen, small enough that sums of lengths stay finite. Measured text sizes are clamped to it.",
    ),
    Constant(
        c="BG_MIN_SCALE", swift="minimumScale", python="MIN_SCALE", module="foundations",
        value="0.01", doc="The smallest scale factor (pixels per point) a layout accepts.",
    ),
    Constant(
        c="BG_MAX_SCALE", swift="maximumScale", python="MAX_SCALE", module="foundations",
        value="1000.0", doc="The largest scale factor (pixels per point) a layout accepts.",
    ),
    Constant(
        c="BG_MAX_ITEMS", swift="maximumItems", python="MAX_ITEMS", module="foundations",
        value="1000000",
        doc="The most items one update accepts: a group's items, a toolbar's items and their buttons, "
            "a button configuration's text runs (more: BG_E_NO_MEMORY, nothing allocated).",
    ),
    Constant(
        c="BG_MAX_STRING_BYTES", swift="maximumStringBytes", python="MAX_STRING_BYTES", module="foundations",
        value="1048576", doc="The longest string accepted, in UTF-8 bytes (longer: BG_E_NO_MEMORY).",
    ),
    Constant(
        c="BG_MAX_UPDATE_BYTES", swift="maximumUpdateBytes", python="MAX_UPDATE_BYTES", module="foundations",
        value="67108864",
        doc="The most string bytes one update accepts, all items' strings together, or all of a button "
            "configuration's (more: BG_E_NO_MEMORY).",
    ),
    Constant(
        c="BG_MAX_THEME_BYTES", swift="maximumThemeBytes", python="MAX_THEME_BYTES", module="foundations",
        value="1048576", doc="The largest theme JSON accepted, in bytes (larger: BG_E_NO_MEMORY).",
    ),
    Constant(
        c="BG_MAX_THEME_VALUES", swift="maximumThemeValues", python="MAX_THEME_VALUES", module="foundations",
        value="65536",
        doc="The most JSON values (objects, arrays, members' values, array elements, the document) one theme "
            "JSON holds (more: BG_E_NO_MEMORY, found while reading, before the document is built whole).",
    ),
    Constant(
        c="BG_MAX_LIVE_OBJECTS", swift="maximumLiveObjects", python="MAX_LIVE_OBJECTS", module="foundations",
        value="65536",
        doc="The most objects of one kind (groups, buttons, toolbars, themes) live at once: creating one "
            "more is BG_E_NO_MEMORY.",
    ),
    Constant(
        c="BG_MIN_MAX_VISIBLE", swift="minimumMaxVisible", python="MIN_MAX_VISIBLE", module="foundations",
        value="2",
        doc="The smallest slot limit (max_visible) other than 0 (no limit): room for one item and More.",
    ),
)

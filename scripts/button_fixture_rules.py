"""The button's layout rules read independently of the library (ButtonContentLayout.swift,
BackgroundLayout.swift, ButtonLayoutEngine.swift's paint, the hit frame, the content alignment
and what a background holds; titles on several lines and text decorations as the header
documents bg_button_set_title_lines, BG_LINE_BREAK_* and bg_button_view's decorations), written
from their documentation: what a layout of a fixture case shows. Texts are measured as the
fixtures' measurer does, a fixed advance per Unicode scalar, so wrapping and truncation are
modelled cluster by cluster. scripts/gen_button_fixtures.py --verify checks every recorded
expectation against them (every key: nothing is exempt), and sizes its cases with natural_size
and size_that_fits_width (stdlib only)."""

from __future__ import annotations

import math
import unicodedata

ADVANCE, LINE = 8, 20  # the fixed measurer: 8 points per Unicode scalar, lines 20 high
MEASURE = {"advance": ADVANCE, "height": LINE}  # the measure of the file being verified
ICON, INDICATOR = 24, 15


def text_width(text: str) -> float:
    return MEASURE["advance"] * len(text)  # len() counts code points: Unicode scalars


def image_size(config: dict) -> tuple[float, float] | None:
    """The image's (or the activity indicator's) size, None without one."""
    if config.get("showsActivityIndicator"):
        return (INDICATOR, INDICATOR)
    if "image" in config:
        return tuple(config.get("imageSize", (ICON, ICON)))
    return None


def natural_size(config: dict, text_sizes: dict | None = None) -> tuple[float, float]:
    """The size that fits, from the rules (ButtonContentLayout.sizeThatFits), computed here on
    its own so that a wrong size_that_fits shows up as a recorded size the rules disagree with.
    `text_sizes` (key to (width, height)) replaces a text's one-line size: its lines'."""
    image = image_size(config)
    sizes = text_sizes or {}
    texts = [sizes.get(key, (text_width(config[key]), MEASURE["height"])) for key in ("title", "subtitle")
             if config.get(key)]
    block_w = max((w for w, _ in texts), default=0)
    block_h = sum(h for _, h in texts) + (config.get("titlePadding", 0) if len(texts) == 2 else 0)
    gap = config.get("imagePadding", 0) if image and texts else 0
    insets = next(iter(config.get("contentInsets", {"directional": {}}).values()))
    horizontal = insets.get("leading", insets.get("left", 0)) + insets.get("trailing", insets.get("right", 0))
    vertical = insets.get("top", 0) + insets.get("bottom", 0)
    iw, ih = image or (0, 0)
    if config.get("imagePlacement", "leading") in ("top", "bottom"):
        inner = (max(iw, block_w), ih + gap + block_h)
    else:
        inner = (iw + gap + block_w, max(ih, block_h))
    return (horizontal + inner[0], vertical + inner[1])


ELLIPSIS = "\u2026"


def graphemes(text: str) -> list[str]:
    """Enough of grapheme segmentation for the fixtures' texts: combining marks and emoji
    skin-tone modifiers join the previous cluster."""
    clusters: list[str] = []
    for char in text:
        if clusters and (unicodedata.combining(char) or 0x1F3FB <= ord(char) <= 0x1F3FF):
            clusters[-1] += char
        else:
            clusters.append(char)
    return clusters


def fit_text(text: str, room: float, pixel: float) -> tuple[str | None, float, bool]:
    """(displayed or None, width shown, truncated) of `text` in `room`: whole within a pixel;
    else the longest prefix of whole clusters that fits beside "…", trailing whitespace
    dropped; elided (None) when not even "…" fits."""
    width = text_width(text)
    if width <= room + pixel:
        return text, width, False
    if text_width(ELLIPSIS) > room:
        return None, 0, True
    clusters, prefix = graphemes(text), 0
    while prefix < len(clusters) and text_width("".join(clusters[:prefix + 1])) + text_width(ELLIPSIS) <= room:
        prefix += 1
    kept = "".join(clusters[:prefix]).rstrip()
    return kept + ELLIPSIS, text_width(kept) + text_width(ELLIPSIS), True


# Titles on several lines (bg_button_set_title_lines; the header's and LineBreakMode's
# documentation): a view's "titleNumberOfLines" / "titleLineBreakMode" (and the subtitle's).
LINE_BREAK_MODES = ["wordWrap", "charWrap", "clip", "truncateHead", "truncateTail", "truncateMiddle"]
# UAX #14's classes for the characters the fixtures use: no line starts with closing punctuation,
# none ends with opening punctuation.
CLOSING = set(")]}!?,.:;、。，．）」』")
OPENING = set("([{（「『")


def line_settings(view: dict | None, key: str) -> tuple[int, str] | None:
    """(number of lines, line break mode) the view sets for the `key` text ("title" or
    "subtitle"), or None for the default, one line cut at the end: a text laid out as before,
    whose lines the layout does not report."""
    view = view or {}
    settings = (view.get(f"{key}NumberOfLines", 1), view.get(f"{key}LineBreakMode", "truncateTail"))
    return None if settings == (1, "truncateTail") else settings


def ideographic(cluster: str) -> bool:
    """Ideographs, kana, CJK and fullwidth punctuation: a line may break on either side."""
    code = ord(cluster[0])
    return 0x3000 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xFF00 <= code <= 0xFFEF


def may_break_before(previous: str, current: str, anywhere: bool) -> bool:
    """Whether a line may start with the cluster `current`, after `previous`: after spaces (which
    hang at the end of a line: none starts with one), after a hyphen, around ideographs and kana
    but not before closing nor after opening punctuation; `anywhere` (character wrap): before
    every cluster but a space."""
    if current.isspace():
        return False
    if previous.isspace() or anywhere:
        return True
    if current in CLOSING or previous in OPENING:
        return False
    return previous in ("-", "\u2010") or ideographic(previous) or ideographic(current)


def wrapped_lines(text: str, room: float, number_of_lines: int, mode: str) -> list[dict]:
    """The lines of `text` in `room` points: each {text, start, length, truncated, width}, its
    bytes [start, start + length) of `text` from the first shown to the last (trailing spaces
    left out). Greedy: a line ends at the last opportunity whose line fits `room` (its trailing
    spaces hang past it), a word longer than a line is cut between clusters where it overflows
    (one cluster at least); when the text goes on past the last line allowed (`number_of_lines`,
    0: no limit), that line is cut as `mode` says."""
    clusters = graphemes(text)
    count = len(clusters)
    widths = [text_width(cluster) for cluster in clusters]
    spaces = [cluster.isspace() for cluster in clusters]
    offsets = [0]
    for cluster in clusters:
        offsets.append(offsets[-1] + len(cluster.encode()))
    breaks = [False] + [may_break_before(clusters[i - 1], clusters[i], mode == "charWrap") for i in range(1, count)]
    ellipsis = text_width(ELLIPSIS)

    def line_end(start: int) -> int:
        running = content = 0.0
        last = None
        for i in range(start, count):
            if i > start and breaks[i]:
                last = i
            running += widths[i]
            if not spaces[i]:
                content = running
            if content > room:
                return last if last is not None else max(start + 1, i)
        return count

    def make(lo: int, hi: int, truncated: bool, prefix: str = "", suffix: str = "") -> dict:
        while hi > lo and spaces[hi - 1]:
            hi -= 1
        first = offsets[lo]
        shown = "".join(clusters[lo:hi])
        extra = ellipsis if prefix or suffix else 0
        return {"text": prefix + shown + suffix, "start": first, "length": offsets[hi] - first if hi > lo else 0,
                "truncated": truncated, "width": sum(widths[lo:hi]) + extra}

    def prefix_end(start: int, budget: float) -> int:
        """The end of the longest run from `start` within `budget` (spaces hang)."""
        running, end = 0.0, start
        while end < count and (spaces[end] or running + widths[end] <= budget):
            running += widths[end]
            end += 1
        return end

    def suffix_start(lower: int, budget: float) -> int:
        """The start of the longest run ending the text within `budget` (not before `lower`),
        its leading spaces left out."""
        width, start = 0.0, count
        while start > lower and width + widths[start - 1] <= budget:
            width += widths[start - 1]
            start -= 1
        while start < count and spaces[start]:
            start += 1
        return start

    def last_line(start: int) -> dict:
        if mode in ("wordWrap", "charWrap"):
            return make(start, line_end(start), True)
        if mode == "clip":
            return make(start, prefix_end(start, room), True)
        if ellipsis > room:
            return make(start, start, True)
        if mode == "truncateTail":
            return make(start, prefix_end(start, room - ellipsis), True, suffix=ELLIPSIS)
        if mode == "truncateHead":
            return make(suffix_start(start, room - ellipsis), count, True, prefix=ELLIPSIS)
        head_end = prefix_end(start, (room - ellipsis) / 2)  # truncateMiddle
        head = make(start, head_end, True)
        tail = make(max(suffix_start(head_end, room - ellipsis - head["width"]), head_end), count, True)
        lower = head["start"] if head["length"] else tail["start"]
        upper = max(lower, tail["start"] + tail["length"])
        return {"text": head["text"] + ELLIPSIS + tail["text"], "start": lower, "length": upper - lower,
                "truncated": True, "width": head["width"] + ellipsis + tail["width"]}

    lines: list[dict] = []
    start = 0
    while start < count:
        end = line_end(start)
        if end == count:
            lines.append(make(start, end, False))
            break
        if number_of_lines > 0 and len(lines) + 1 == number_of_lines:
            lines.append(last_line(start))
            break
        lines.append(make(start, end, False))
        start = end
    return lines


def insets_of(config: dict) -> tuple[float, float, float, float]:
    """(left, right, top, bottom) of the content insets, leading as left."""
    insets = config.get("contentInsets", {"directional": {}})
    if "directional" in insets:
        d = insets["directional"]
        return d.get("leading", 0), d.get("trailing", 0), d.get("top", 0), d.get("bottom", 0)
    n = insets["nondirectional"]
    return n.get("left", 0), n.get("right", 0), n.get("top", 0), n.get("bottom", 0)


def text_room(config: dict, width: float) -> float:
    """The width the title and the subtitle may each take in a button `width` wide: the content
    box less the image and its padding when they sit beside the text (an image wider than the
    button is not shown); never negative."""
    left, right, _, _ = insets_of(config)
    room = max(0.0, width - left - right)
    image = image_size(config)
    has_text = bool(config.get("title")) or bool(config.get("subtitle"))
    side = config.get("imagePlacement", "leading")
    if image and image[0] <= width and side not in ("top", "bottom"):
        room = max(0.0, room - image[0] - (config.get("imagePadding", 0) if has_text else 0))
    return room


def size_that_fits_width(config: dict, view: dict | None, width: float) -> tuple[float, float]:
    """bg_button_size_that_fits_width: the size that fits, the texts set to several lines
    wrapped to the room a button `width` wide leaves them (no pixel of slack), each as wide as
    its widest line and a line high per line."""
    room = text_room(config, width)
    sizes = {}
    for key in ("title", "subtitle"):
        settings = line_settings(view, key)
        if config.get(key) and settings:
            lines = wrapped_lines(config[key], room, *settings)
            sizes[key] = (max(line["width"] for line in lines), MEASURE["height"] * max(1, len(lines)))
    return natural_size(config, sizes)


def decoration_ranges(text: str, decorations: list[dict]) -> list[dict]:
    """A view's decorations of `text` ({"part": a substring, its first occurrence, and the
    attributes}) as byte ranges with every attribute."""
    ranges = []
    for decoration in decorations:
        at = text.index(decoration["part"])
        ranges.append({"start": len(text[:at].encode()), "length": len(decoration["part"].encode()),
                       "underline": decoration.get("underline", False),
                       "strikethrough": decoration.get("strikethrough", False), "kern": 0,
                       "baselineOffset": decoration.get("baselineOffset", 0),
                       "backgroundColor": color(decoration.get("backgroundColor"))})
    return ranges


def displayed_decorations(text: str, displayed: str | None, truncated: bool, decorations: list[dict],
                          frame: list[float] | None) -> list[dict]:
    """The decorations of `text` shown as `displayed` in `frame`: clipped to what is shown (one
    past the cut is dropped, one the cut splits ends after the "…" it takes), their ranges in
    the displayed text's bytes, each with the stretch of the frame it covers, set from the
    frame's left edge (the fixtures' texts are in left-to-right scripts, in either layout
    direction)."""
    if not displayed or frame is None:
        return []
    shown = displayed.encode()
    cut = len(shown) - len(ELLIPSIS.encode()) if truncated else len(shown)
    placed = []
    for decoration in decoration_ranges(text, decorations):
        start, end = decoration["start"], decoration["start"] + decoration["length"]
        if truncated and end > cut:
            if start > cut:
                continue
            end = len(shown)
        before, covered = shown[:start].decode(), shown[start:end].decode()
        placed.append({**decoration, "length": end - start,
                       "frame": [frame[0] + text_width(before), frame[1], text_width(covered), frame[3]]})
    return placed


def snap(value: float, scale: float) -> float:
    """Nearest pixel boundary, halves away from zero: what PixelGrid.snap does (its comment says
    "halves round up", which differs for negative coordinates: -0.5 px snaps to -1 px, not 0;
    only edges.json's 63.5-point case has one)."""
    scaled = value * scale
    return math.floor(scaled + 0.5) / scale if scaled >= 0 else -math.floor(-scaled + 0.5) / scale


def snapped(x: float, y: float, w: float, h: float, scale: float) -> list[float]:
    """Origin snapped, size rounded up to whole pixels."""
    return [snap(x, scale), snap(y, scale), math.ceil(w * scale - 1e-9) / scale, math.ceil(h * scale - 1e-9) / scale]


def color(value: str | None) -> str | None:
    return None if value is None else value.upper() if len(value) == 9 else value.upper() + "FF"


def reflected(config: dict) -> dict:
    """`config`'s mirror image: physical left and right swapped (non-directional insets, left
    and right image placements and title alignments); a directional configuration is its own."""
    swap = {"left": "right", "right": "left"}
    mirrored = dict(config)
    for key in ("imagePlacement", "titleAlignment"):
        if key in config:
            mirrored[key] = swap.get(config[key], config[key])
    n = config.get("contentInsets", {}).get("nondirectional")
    if n is not None:
        mirrored["contentInsets"] = {"nondirectional": {**n, "left": n.get("right", 0), "right": n.get("left", 0)}}
    background = config.get("background")
    if background and "imageContentMode" in background:
        mode = background["imageContentMode"]
        corner = {"topLeft": "topRight", "topRight": "topLeft", "bottomLeft": "bottomRight", "bottomRight": "bottomLeft"}
        mirrored["background"] = {**background, "imageContentMode": {**swap, **corner}.get(mode, mode)}
    return mirrored


def background_content(background: dict, width: float, height: float, images: dict) -> dict:
    """UIKit's background content: the effect fills the background, a custom view of a size is
    centred, the image goes by its content mode (UIView.ContentMode) at the size the image
    measurer gives (none: the background's)."""
    def centred(w: float, h: float) -> list[float]:
        return [(width - w) / 2, (height - h) / 2, w, h]
    frames: dict = {"imageFrame": None, "visualEffectFrame": None, "customViewFrame": None}
    if background.get("visualEffect"):
        frames["visualEffectFrame"] = [0, 0, width, height]
    if "customViewSize" in background:
        frames["customViewFrame"] = centred(*background["customViewSize"])
    if background.get("image"):
        iw, ih = images.get(background["image"], (width, height))
        mode = background.get("imageContentMode", "scaleToFill")
        if mode in ("scaleToFill", "redraw"):
            frames["imageFrame"] = [0, 0, width, height]
        elif mode in ("scaleAspectFit", "scaleAspectFill"):
            pick = min if mode == "scaleAspectFit" else max
            scale = pick(width / iw, height / ih) if iw > 0 and ih > 0 else 0
            frames["imageFrame"] = centred(iw * scale, ih * scale)
        else:
            fx = 0 if "left" in mode.lower() else 1 if "right" in mode.lower() else 0.5
            fy = 0 if mode.lower().startswith("top") else 1 if mode.lower().startswith("bottom") else 0.5
            frames["imageFrame"] = [(width - iw) * fx, (height - ih) * fy, iw, ih]
    return frames


def reflected_view(view: dict) -> dict:
    """`view`'s mirror image: a physical left or right content alignment swapped (leading and
    trailing follow the direction, so they stay)."""
    swap = {"left": "right", "right": "left"}
    horizontal = view.get("contentHorizontalAlignment", "center")
    return {**view, "contentHorizontalAlignment": swap.get(horizontal, horizontal)}


def offset(placement: str, slack: float) -> float:
    """How far from the start of its room a run goes that leaves `slack` free."""
    return 0 if placement == "start" else slack if placement == "end" else slack / 2


def placed_run(side: str, box: tuple, image: tuple, gap: float, texts: tuple, view: dict) -> tuple:
    """UIControl's content alignment, left to right: the image's origin and the text block's
    frame, for the run of the image, its padding and the texts in `box` (x, y, w, h). Leading is
    left here (right to left is placed as its mirror image); fill stretches the text block."""
    across = {"left": "start", "leading": "start", "right": "end", "trailing": "end"}.get(
        view.get("contentHorizontalAlignment", "center"), view.get("contentHorizontalAlignment", "center"))
    down = {"top": "start", "bottom": "end"}.get(view.get("contentVerticalAlignment", "center"),
                                                  view.get("contentVerticalAlignment", "center"))
    bx, by, bw, bh = box
    (iw, ih), (tw, th) = image, texts
    if side in ("left", "right"):
        block_w = max(tw, bw - iw - gap) if across == "fill" else tw
        block_h = max(th, bh) if down == "fill" else th
        run_x = bx + offset(across, bw - iw - gap - block_w)
        tall = max(ih, block_h)
        mid_y = by + tall / 2 if down == "start" else by + bh - tall / 2 if down == "end" else by + bh / 2
        image_xy = (run_x if side == "left" else run_x + block_w + gap, mid_y - ih / 2)
        block = (run_x + iw + gap if side == "left" else run_x, mid_y - block_h / 2, block_w, block_h)
    else:
        block_w = max(tw, bw) if across == "fill" else tw
        block_h = max(th, bh - ih - gap) if down == "fill" else th
        stack_y = by + offset(down, bh - ih - gap - block_h)
        wide = max(iw, block_w)
        mid_x = bx + wide / 2 if across == "start" else bx + bw - wide / 2 if across == "end" else bx + bw / 2
        image_xy = (mid_x - iw / 2, stack_y if side == "top" else stack_y + block_h + gap)
        block = (mid_x - block_w / 2, stack_y + ih + gap if side == "top" else stack_y, block_w, block_h)
    return image_xy, block


def expected_view(config: dict, width: float, height: float, scale: float, rtl: bool, view: dict | None = None,
                  images: dict | None = None) -> dict:
    """What the rules say a layout of `config` at width x height shows, with the view's own
    properties `view` (content alignment, tint). Right-to-left is placed and snapped as its
    mirror image (left-to-right), then reflected in the bounds: its frames are the exact mirror
    of the left-to-right frames of the reflected configuration and view, lines included. A
    decoration's frame is not mirrored: it keeps its place in its text's frame (set from the
    frame's left edge: the fixtures' texts are in left-to-right scripts)."""
    view_properties = view or {}
    if rtl:
        view = expected_view(reflected(config), width, height, scale, False, reflected_view(view_properties), images)
        for key in ("title", "subtitle"):
            for line in view.get(key + "Lines", []):
                x, y, w, h = line["frame"]
                line["frame"] = [width - x - w, y, w, h]
            for decoration in view.get(key + "Decorations", []):
                x, y, w, h = decoration["frame"]
                tx, _, tw, _ = view[key + "Frame"]
                decoration["frame"] = [x - tx + (width - tx - tw), y, w, h]  # the same place in the mirrored frame
        for key in ("imageFrame", "activityIndicatorFrame", "titleFrame", "subtitleFrame"):
            if view[key] is not None:
                x, y, w, h = view[key]
                view[key] = [width - x - w, y, w, h]
        for key in ("imageFrame", "visualEffectFrame", "customViewFrame"):
            if view["background"] is not None and view["background"][key] is not None:
                x, y, w, h = view["background"][key]
                view["background"][key] = [width - x - w, y, w, h]
        return view
    pixel = 1 / scale
    insets = config.get("contentInsets", {"directional": {}})
    if "directional" in insets:
        d = insets["directional"]
        left, right = d.get("leading", 0), d.get("trailing", 0)
        top, bottom = d.get("top", 0), d.get("bottom", 0)
    else:
        n = insets["nondirectional"]
        left, right, top, bottom = n.get("left", 0), n.get("right", 0), n.get("top", 0), n.get("bottom", 0)
    indicator = bool(config.get("showsActivityIndicator"))
    image = (INDICATOR, INDICATOR) if indicator else tuple(config.get("imageSize", (ICON, ICON))) if "image" in config else None
    if image and image[0] > width:  # wider than the bounds: not shown
        image = None
    placement = config.get("imagePlacement", "leading")
    side = {"leading": "left", "trailing": "right"}.get(placement, placement)
    horizontal = side in ("left", "right")
    has_text = bool(config.get("title")) or bool(config.get("subtitle"))
    room = max(0.0, width - left - right)
    if horizontal and image:
        room = max(0.0, room - image[0] - (config.get("imagePadding", 0) if has_text else 0))
    line = MEASURE["height"]
    shown, lines = {}, {}
    for key in ("title", "subtitle"):
        text, settings = config.get(key), line_settings(view_properties, key)
        if text and settings:
            # Wrapped in the room with a pixel of slack, as a one-line text has; shown whole
            # ("title" is the whole text), truncated when a line is cut or some text unseen.
            lines[key] = wrapped_lines(text, room + pixel, *settings)
            shown[key] = (text, max(each["width"] for each in lines[key]), any(each["truncated"] for each in lines[key]))
        else:
            shown[key] = fit_text(text, room, pixel) if text else (None, 0, False)
    texts = [(key, shown[key][1], line * max(1, len(lines.get(key, []))))
             for key in ("title", "subtitle") if shown[key][0] is not None]
    block_w = max((w for _, w, _ in texts), default=0)
    block_h = sum(h for _, _, h in texts) + (config.get("titlePadding", 0) if len(texts) == 2 else 0)
    gap = config.get("imagePadding", 0) if image and texts else 0
    iw, ih = image or (0, 0)
    box = (left, top, width - left - right, height - top - bottom)
    (image_x, image_y), (block_x, block_top, block_w, stretched_h) = placed_run(
        side, box, (iw, ih), gap, (block_w, block_h), view_properties)
    block_y = block_top + (stretched_h - block_h) / 2
    alignment = config.get("titleAlignment", "automatic")
    lead, trail = "left", "right"
    if alignment == "automatic":
        edge = ({"left": "left", "right": "right"}.get(side, "center")) if image else lead
    else:
        edge = {"leading": lead, "trailing": trail}.get(alignment, alignment)
    frames = {}
    y = block_y
    for key, w, h in texts:
        x = {"left": block_x, "center": block_x + (block_w - w) / 2, "right": block_x + block_w - w}[edge]
        frames[key] = snapped(x, y, w, h, scale)
        y += h + config.get("titlePadding", 0)
    image_frame = snapped(image_x, image_y, iw, ih, scale) if image else None
    grow_x, grow_y = max(0, 44 - width) / 2, max(0, 44 - height) / 2
    tint = color(view_properties.get("tintColor")) or "#3366CCFF"
    foreground = color(config.get("foregroundColor")) or tint
    view = {
        "hitFrame": [-grow_x, -grow_y, width + 2 * grow_x, height + 2 * grow_y],
        "image": config["image"] if image and not indicator else None,
        "imageFrame": image_frame if not indicator else None,
        "activityIndicatorFrame": image_frame if indicator else None,
        "background": None,
        "paint": {"foreground": foreground, "title": color(config.get("titleColor")) or foreground,
                  "subtitle": color(config.get("subtitleColor")) or foreground, "fill": None, "stroke": None,
                  "strokeWidth": 0},
    }
    for key in ("title", "subtitle"):
        view[key], _, view[key + "Truncated"] = shown[key]
        if view[key] is None and view[key + "Truncated"]:
            view[key] = ""  # elided: not even "…" fits (a text that is there but shows nothing)
        view[key + "Frame"] = frames.get(key)
        frame = frames.get(key)
        if lines.get(key) and frame is not None:
            # One under the other in the text's frame, each lined up at the text's edge.
            view[key + "Lines"] = [
                {"text": each["text"], "start": each["start"], "length": each["length"], "truncated": each["truncated"],
                 "frame": [{"left": frame[0], "center": frame[0] + (frame[2] - each["width"]) / 2,
                            "right": frame[0] + frame[2] - each["width"]}[edge], frame[1] + index * line,
                           each["width"], line]}
                for index, each in enumerate(lines[key])]
        elif view_properties.get(key + "Decorations"):  # not placed on wrapped text
            placed = displayed_decorations(config[key], view[key], view[key + "Truncated"],
                                           view_properties[key + "Decorations"], frame)
            if placed:
                view[key + "Decorations"] = placed
    background = config.get("background", {})
    if background is not None:
        half = max(0.0, min(width, height) / 2)
        style = background.get("cornerStyle", "none")
        fixed = {"none": 0, "small": 4, "medium": 8, "large": 12, "fixed": background.get("cornerRadius", 0)}
        radius = half if style == "capsule" else min(max(0, fixed[style]), half)
        outset = max(background.get("strokeOutset", 0), -min(width, height) / 2)  # never past the centre
        sw, sh = width + 2 * outset, height + 2 * outset
        if style == "capsule":
            stroke_radius = min(sw, sh) / 2
        else:
            stroke_radius = min(max(0, radius + outset), min(sw, sh) / 2) if radius > 0 else 0
        view["background"] = {"frame": [0, 0, width, height], "cornerRadius": radius,
                              "strokeFrame": [-outset, -outset, sw, sh], "strokeCornerRadius": stroke_radius,
                              **background_content(background, width, height, images or {})}
        stroke_width = max(0, background.get("strokeWidth", 0))
        view["paint"].update(fill=color(background.get("fillColor")), strokeWidth=stroke_width,
                             stroke=(color(background.get("strokeColor")) or tint) if stroke_width > 0 else None)
    return view


def difference(expected, actual, path: str) -> str | None:
    if isinstance(expected, dict) and isinstance(actual, dict):
        if set(expected) != set(actual):
            return f"{path}: keys {sorted(expected)} vs {sorted(actual)}"
        return next((d for k in sorted(expected) if (d := difference(expected[k], actual[k], f"{path}.{k}"))), None)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return f"{path}: {len(expected)} vs {len(actual)} elements"
        return next((d for i, (e, a) in enumerate(zip(expected, actual)) if (d := difference(e, a, f"{path}[{i}]"))),
                    None)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return None if expected is actual else f"{path}: rules {expected}, recorded {actual}"
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return None if abs(expected - actual) <= 1e-6 else f"{path}: rules {expected}, recorded {actual}"
    return None if expected == actual else f"{path}: rules {expected!r}, recorded {actual!r}"

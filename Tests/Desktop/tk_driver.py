"""Driving the Tk demo from a test: synthetic events at laid-out frames, and reading the canvas back.

Coordinates: a view's frames are in its object's points; ``center`` turns one into the canvas
pixel an event goes to. What the window shows is read from the canvas items' tags (every item
a view draws is tagged with the view, and the slot, item or cell it belongs to).
"""

from __future__ import annotations

from buttongroup import Rect, State

from tkdemo import App
from tkdemo.colors import tk_color
from tkdemo.group_view import GroupView
from tkdemo.view import ComponentView

HEIGHT = 720


def settle(app: App) -> None:
    app.root.update()
    app.refresh()
    app.root.update()


def resize(app: App, width: int) -> None:
    app.root.geometry(f"{width}x{HEIGHT}")
    app.root.update()
    assert app.canvas.winfo_width() == width
    app.root.update()


def center(app: App, view: ComponentView, rect: Rect) -> tuple[int, int]:
    """Canvas pixel of the centre of ``rect`` (in ``view``'s coordinates)."""
    x, y = view.to_canvas(rect).center
    return round(x * app.host.scale), round(y * app.host.scale)


def event(app: App, sequence: str, xy: tuple[int, int] | None = None) -> None:
    if xy is None:
        app.canvas.event_generate(sequence)
    else:
        app.canvas.event_generate(sequence, x=xy[0], y=xy[1])
    app.root.update()


def click(app: App, xy: tuple[int, int]) -> None:
    event(app, "<ButtonPress-1>", xy)
    event(app, "<ButtonRelease-1>", xy)


def key(app: App, sequence: str) -> None:
    app.canvas.focus_force()
    app.root.update()
    event(app, sequence)


def drawn(app: App, *tags: str) -> list[int]:
    return list(app.canvas.find_withtag("&&".join(tags)))


def fill_of(app: App, *tags: str) -> str:
    items = drawn(app, *tags)
    assert len(items) == 1, f"{tags}: {len(items)} items"
    return str(app.canvas.itemcget(items[0], "fill")).lower()


def slot_fill(app: App, view: GroupView, slot: int) -> str:
    return fill_of(app, view.tag, f"slot:{slot}", "shape")


def expected_fill(app: App, view: GroupView, slot: int, state: State) -> str:
    assert view.layout is not None
    colors = app.host.theme.button_colors(view.layout.slots[slot].role, state)
    return tk_color(colors.background, view.backdrop)


def bbox_center_x(app: App, *tags: str) -> float:
    x0, _, x1, _ = app.canvas.bbox("&&".join(tags))
    return (x0 + x1) / 2


def ring_center_x(app: App, view: ComponentView) -> float:
    rings = drawn(app, view.tag, "focus-ring")
    assert len(rings) == 1 and len(drawn(app, "focus-ring")) == 1  # one visible ring, in this view
    x0, _, x1, _ = app.canvas.bbox(rings[0])
    return (x0 + x1) / 2 / app.host.scale


def shown_items(app: App, view: GroupView) -> set[int]:
    """The items the canvas shows a slot for (read back from the drawing, not the layout)."""
    items = set()
    for item in app.canvas.find_withtag(f"{view.tag}&&shape"):
        for tag in app.canvas.gettags(item):
            if tag.startswith("item:"):
                items.add(int(tag.split(":")[1]))
    return items

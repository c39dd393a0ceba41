"""Tk demo: all four components in a real window, drawn on a Tk canvas from the library's layouts.

A toolbar of control groups (navigation, menu, segmented, palette) that overflows into a menu,
ButtonGroups (allRound with its More sheet, prominent relaxed and grouped, the width policy,
roles), configuration-based buttons (two theme styles, an activity indicator, a disabled one,
a toggle) and the ButtonWithLabel presets in a navigation bar. The library lays out, keeps the
states and fires the callbacks; ``tkdemo`` only draws (capsules and per-corner radii as smooth
polygons, theme colours, text measured with Tk's fonts) and forwards input: press / drag /
release, Tab / Shift-Tab / arrows / Home / End / Return / Escape, window resizes (live
relayout), and the "Right to left" checkbutton (or Ctrl+R). More and the toolbar's overflow
and Arrange buttons post Tk menus built from the library's sheet and menu models.

Needs a display (``make demo-tk``); headless, run it under ``xvfb-run``:

    python tk_demo.py                          # interactive
    python tk_demo.py --scale 2                # drawn at 2 pixels per point
    python tk_demo.py --screenshot out.png     # render, focus, press, open More, save, exit
"""

from __future__ import annotations

import argparse
import sys
import tkinter as tk
import traceback
from pathlib import Path
from types import TracebackType

sys.path.insert(0, str(Path(__file__).resolve().parent))

from buttongroup import PointerPhase  # noqa: E402

from tkdemo import App, capture  # noqa: E402


def showcase(app: App) -> None:
    """The state a screenshot shows: a focus ring, a held press, the More sheet open."""
    app.refresh()
    app.focus.enter(app.groups["grouped"])
    relaxed = app.groups["relaxed"]
    assert relaxed.layout is not None
    relaxed.group.pointer(PointerPhase.DOWN, *relaxed.layout.slots[0].frame.center)  # held: highlighted
    app.refresh()
    more = app.groups["more"]
    assert more.layout is not None and more.layout.more_slot is not None
    more.group.tap(*more.layout.more_slot.frame.center)  # posts the sheet as a menu
    app.refresh()


def screenshot(app: App, path: str) -> None:
    showcase(app)
    widgets: list[tk.Misc] = [app.root]
    if app.host.menus.current is not None:
        widgets.append(app.host.menus.current)
    capture.save(path, widgets)
    print(f"saved {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screenshot", metavar="PATH", help="render, save a screenshot (PNG) and exit")
    parser.add_argument("--scale", type=float, default=1.0, help="pixels per point (default 1)")
    parser.add_argument("--width", type=int, default=540, help="window width in pixels at scale 1")
    parser.add_argument("--height", type=int, default=720, help="window height in pixels at scale 1")
    parser.add_argument("--rtl", action="store_true", help="start right to left")
    args = parser.parse_args()
    try:
        root = tk.Tk()
    except tk.TclError as error:  # no display
        sys.exit(f"tk_demo needs a display (run it under xvfb-run when headless): {error}")
    root.geometry("+0+0")
    errors: list[str] = []

    def report(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        errors.append("".join(traceback.format_exception(kind, error, tb)))
        print(errors[-1], file=sys.stderr)

    root.report_callback_exception = report
    app = App(root, round(args.width * args.scale), round(args.height * args.scale), args.scale)
    app.rtl.set(args.rtl)
    if args.screenshot:

        def shoot() -> None:
            try:
                screenshot(app, args.screenshot)
            except Exception:  # noqa: BLE001 - reported, then the window closes
                report(*sys.exc_info())
            finally:
                app.close()
                root.destroy()

        root.after(300, shoot)
    else:
        app.animate()
    root.mainloop()
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()

"""The Tk embedding of the buttongroup components (run ``examples/python/tk_demo.py``).

One module per concept: ``colors`` (theme colours as Tk colours), ``shapes`` (rounded
polygons), ``painter`` (canvas primitives in points), ``icons`` (stand-in glyphs), ``fonts``
(Tk fonts and the measure callback), ``menus`` (sheets and toolbar menus as ``tk.Menu``),
``view`` (the host services and the view base), ``group_view``, ``button_view``,
``toolbar_view`` (one per component), ``focus`` (Tab / arrows across views), ``content``
(what the demo shows), ``app`` (the window), ``capture`` (screenshots).
"""

from .app import App

__all__ = ["App"]

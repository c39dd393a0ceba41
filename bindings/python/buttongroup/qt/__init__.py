"""buttongroup.qt: the components as Qt widgets (PySide6), for ``pip install buttongroup[qt]``.

Each widget owns one library object, lays it out on every resize, paints the result with
QPainter (the theme's colours, per-corner radii, borders, icons, elided titles, focus rings) and
hands mouse, keyboard and accessibility input to the library, which decides what it means::

    from PySide6.QtWidgets import QApplication
    import buttongroup as bg
    from buttongroup.qt import ButtonGroupWidget

    app = QApplication([])
    widget = ButtonGroupWidget([bg.Item("Pay", action=lambda: print("pay")),
                                bg.Item("Transfer", action=lambda: print("transfer"))])
    widget.show()
    app.exec()

- ``ButtonGroupWidget``: a ``ButtonGroup``; More opens its action sheet as a ``QMenu``.
- ``ButtonWidget``: a configuration-based ``Button`` or a ``Button.with_label`` one.
- ``ToolbarWidget``: a ``Toolbar`` of control groups; its overflow button and menu-style groups
  open ``QMenu``s.

They work in any Qt layout: ``sizeHint`` and ``minimumSizeHint`` come from the library (a
button's size that fits, the widths at which items overflow). ``docs/qt.md`` in the repository
is the guide.
"""

from __future__ import annotations

try:
    import PySide6  # noqa: F401
    from PySide6 import QtSvg  # noqa: F401
except ImportError as error:  # pragma: no cover - exercised by a test in a child interpreter
    raise ImportError(
        "buttongroup.qt needs PySide6 (6.5 or later, not 6.12.0), which is not installed: "
        "install the extra with `pip install buttongroup[qt]` (or `pip install PySide6`)"
    ) from error

# Re-exported ("X as X") without __all__, as the other subpackages are documented: each class
# on the page of the module that defines it.
from .button import ButtonWidget as ButtonWidget
from .group import ButtonGroupWidget as ButtonGroupWidget
from .toolbar import ToolbarWidget as ToolbarWidget
from ._painting import IconSource as IconSource

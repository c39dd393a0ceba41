"""The button group component: ``ButtonGroup`` and the values it takes and gives.

Import its names from the ``buttongroup`` package. Modules: ``button_group`` (``ButtonGroup``),
``item`` (``Item``), ``parameters`` (``LayoutParameters``, ``Strings``, ``Parameters``),
``layout`` (``GroupLayout``, with ``Slot`` and ``AccessibilityNode`` from ``slot`` and
``ItemRange`` from ``item_range``) and ``sheet`` (``ActionSheet``, ``SheetItem``).
"""

# Deliberately imports nothing: ``buttongroup._native`` imports this package's C function
# table (``_ffi``) while it binds the library, before the modules here that call the library
# can be imported. Every component package (``buttongroup/<component>/``) is laid out the
# same way, and ``buttongroup/__init__.py`` re-exports their public names.

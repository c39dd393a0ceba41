"""The button group component: ``ButtonGroup`` and the values it takes and gives.

Import its names from the ``buttongroup`` package::

    from buttongroup import ButtonGroup, Item, LayoutParameters, Parameters

Modules: ``button_group`` (``ButtonGroup``), ``item`` (``Item``), ``parameters``
(``LayoutParameters``, ``Strings``, ``Parameters``), ``layout`` (``GroupLayout``, ``Slot``,
``AccessibilityNode``, ``ItemRange``: the result of ``ButtonGroup.layout``) and ``sheet``
(``ActionSheet``, ``SheetItem``). ``layout_frames`` returns a ``buttongroup.frames.Frames``.
"""

# Deliberately imports nothing: ``buttongroup._native`` imports this package's C function
# table (``_ffi``) while it binds the library, before the modules here that call the library
# can be imported. Every component package (``buttongroup/<component>/``) is laid out the
# same way, and ``buttongroup/__init__.py`` re-exports their public names.

"""Control groups and toolbars: ``Toolbar``, ``ControlGroupView`` and the values they take and give.

Import its names from the ``buttongroup`` package::

    from buttongroup import ControlButton, ControlGroup, ControlGroupView, Toolbar, ToolbarItem

Modules: ``control_group`` (``ControlButton``, ``ControlGroup``: related buttons drawn as one
control), ``item`` (``ToolbarItem``: a group or a flexible space at a placement), ``toolbar``
(``Toolbar``), ``view`` (``ControlGroupView``: a standalone control group in content),
``layout`` (``ToolbarLayout`` and ``ControlTarget``: what a toolbar gives back, its breakpoints
being ``buttongroup.overflow.Breakpoint``s), ``parts`` (``PlacedGroup``, ``ControlCell``,
``ControlAccessibilityNode``, ``ToolbarDiagnostic``: a layout's parts, also importable from
``layout``), ``frames`` (``ToolbarFrames``: the frames-only result of ``Toolbar.layout_frames``) and
``menu`` (``ControlMenu``, ``ControlMenuEntry``: the menus it asks the host to present); ``_ffi``
is the ctypes table of ``include/buttongroup/toolbar.h``, ``_callbacks`` the toolbar's C callback
trampolines, ``_items`` the conversion of its items and ``_records`` how its C records are read.
"""

# Deliberately imports nothing: ``buttongroup._native`` imports this package's C function
# table (``_ffi``) while it binds the library, before the modules here that call the library
# can be imported (the same layout as ``buttongroup.group``).

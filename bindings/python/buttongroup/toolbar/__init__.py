"""Control groups and toolbars: ``Toolbar``, ``ControlGroupView`` and the values they take and give.

Import its names from the ``buttongroup`` package::

    from buttongroup import ControlButton, ControlGroup, ControlGroupView, Toolbar, ToolbarItem

Modules: ``control_group`` (``ControlButton``, ``ControlGroup``: related buttons drawn as one
control), ``item`` (``ToolbarItem``: a group or a flexible space at a placement), ``toolbar``
(``Toolbar``), ``view`` (``ControlGroupView``: a standalone control group in content),
``layout`` (``ToolbarLayout``, ``PlacedGroup``, ``ControlCell``, ``ControlAccessibilityNode``,
``ToolbarDiagnostic``, ``ControlTarget``: what a toolbar gives back; its breakpoints are
``buttongroup.overflow.Breakpoint``s) and
``menu`` (``ControlMenu``, ``ControlMenuEntry``: the menus it asks the host to present); ``_ffi``
is the ctypes table of ``include/buttongroup/toolbar.h`` and ``_callbacks`` the toolbar's C
callback trampolines.
"""

# Deliberately imports nothing: ``buttongroup._native`` imports this package's C function
# table (``_ffi``) while it binds the library, before the modules here that call the library
# can be imported (the same layout as ``buttongroup.group``).

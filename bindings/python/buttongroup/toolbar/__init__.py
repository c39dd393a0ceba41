"""Control groups and toolbars: ``Toolbar``, ``ControlGroupView`` and the values they take and give.

Import its names from the ``buttongroup`` package. Modules: ``control_group`` (``ControlButton``,
``ControlGroup``), ``item`` (``ToolbarItem``), ``toolbar`` (``Toolbar``), ``view``
(``ControlGroupView``), ``layout`` (``ToolbarLayout``, ``ControlTarget``), ``parts`` (a layout's
parts, also importable from ``layout``), ``frames`` (``ToolbarFrames``) and ``menu``
(``ControlMenu``, ``ControlMenuEntry``); ``_ffi`` mirrors ``include/buttongroup/toolbar.h``,
``_callbacks`` holds the C callback trampolines, ``_items`` converts items, ``_records`` reads
layouts.
"""

# Deliberately imports nothing: ``buttongroup._native`` imports this package's C function
# table (``_ffi``) while it binds the library, before the modules here that call the library
# can be imported (the same layout as ``buttongroup.group``).

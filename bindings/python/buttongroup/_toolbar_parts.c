/*
 * buttongroup._speedups: a ToolbarLayout's parts read in C, and the toolbar decoders' functions.
 *
 * toolbar/layout.py's ToolbarLayout decodes each part of a layout on its first read and keeps it
 * in its _parts dict. Read through its Python properties, a part ran five Python frames (the
 * property, the part cache, the decoder's glue, the header's unpacking, the offsets) around the
 * compiled decoder (_decode_toolbar.c): about a quarter of a whole read. The toolbar_layout_*
 * functions are the same properties without them; layout.py makes them the class's properties
 * when this module is there, and keeps its own as the reference the tests compare them with
 * (tests/test_compiled_toolbar_decoders.py) and for installs without it.
 *
 * toolbar_parts(layout) is called once at import with the class ToolbarLayout; it finds its slots
 * _block, _head, _items and _parts by name. Then, for a ToolbarLayout `layout`:
 *   toolbar_layout_cells(layout), toolbar_layout_groups(layout),
 *   toolbar_layout_accessibility(layout), toolbar_layout_separators(layout),
 *   toolbar_layout_diagnostics(layout): the part, decoded on the first call and kept in _parts
 *     under the name of its property (nodes share the frames of cells decoded first).
 * And the decoders themselves, on records at byte `offset` of `block` (bytes) whose first byte
 * was at address `data` in the library:
 *   toolbar_cells(block, offset, count, data, items) -> tuple of ControlCell
 *   toolbar_groups(block, offset, count, data) -> tuple of PlacedGroup
 *   toolbar_nodes(block, offset, count, data, groups_offset, group_count, cells_offset, items, cells)
 *     -> tuple of ControlAccessibilityNode (`cells`: the layout's decoded cells, whose frames the
 *     nodes share, or None)
 *   toolbar_rects(block, offset, count, data) -> tuple of Rect
 *   toolbar_diagnostics(block, offset, count, data) -> tuple of ToolbarDiagnostic
 */
#include "_speedups.h"

#include <string.h>

/* The layout's slots the functions read or fill, in this order. */
enum { BLOCK, HEAD, ITEMS, PARTS, LAYOUT_SLOTS };
static const char *const slot_names[LAYOUT_SLOTS] = {"_block", "_head", "_items", "_parts"};
/* The class of toolbar_parts() and its slots' offsets (NULL and zeros until it is called), and
 * the keys of the parts in _parts (the properties' names), in the order of TOOLBAR_*. */
static PyObject *layout_type;
static Py_ssize_t offsets[LAYOUT_SLOTS];
static PyObject *part_names[TOOLBAR_PARTS];

PyObject *speedups_toolbar_parts(PyObject *module, PyObject *layout) {
    (void)module;
    static const char *const names[TOOLBAR_PARTS] = {"cells", "groups", "accessibility", "separators", "diagnostics"};
    PyObject **const keys[TOOLBAR_PARTS] = {&part_names[0], &part_names[1], &part_names[2], &part_names[3],
                                            &part_names[4]};
    /* Everything found first, then kept: a refused call changes nothing. */
    Py_ssize_t found[LAYOUT_SLOTS];
    if (speedups_slot_offsets(layout, slot_names, LAYOUT_SLOTS, found, "toolbar_parts") != 0 ||
        speedups_intern(keys, names, TOOLBAR_PARTS) != 0) {
        return NULL;
    }
    memcpy(offsets, found, sizeof found);
    speedups_set_reference(&layout_type, layout);
    Py_RETURN_NONE;
}

/* ------------------------------------------------------------------------------------ parts */

/* Where part `part` of the view `head` starts in its block (0 when it has no records: its
 * pointer may be NULL) and how many records it has. */
static Py_ssize_t part_records(const bg_toolbar_view *head, int part, Py_ssize_t *count) {
    const void *starts[TOOLBAR_PARTS] = {head->cells, head->groups, head->accessibility, head->separators,
                                         head->diagnostics};
    const uint32_t counts[TOOLBAR_PARTS] = {head->cell_count, head->group_count, head->accessibility_count,
                                           head->separator_count, head->diagnostic_count};
    *count = counts[part];
    return counts[part] ? (Py_ssize_t)((uintptr_t)starts[part] - (uintptr_t)head->data) : 0;
}

/* Part `part` decoded from a layout's view `head`, block and items; `parts`: what its _parts
 * holds (the nodes share the frames of the cells there). */
static PyObject *decoded_part(const bg_toolbar_view *head, int part, PyObject *block, PyObject *items,
                              PyObject *parts) {
    Py_ssize_t count, group_count;
    Py_ssize_t offset = part_records(head, part, &count);
    Py_ssize_t groups_offset = part_records(head, TOOLBAR_GROUPS, &group_count);
    PyObject *cells = parts == Py_None ? NULL : PyDict_GetItemWithError(parts, part_names[TOOLBAR_CELLS]);
    if (cells == NULL && PyErr_Occurred()) return NULL;
    toolbar_source source = {items, groups_offset, group_count,
                             (Py_ssize_t)((uintptr_t)head->cells - (uintptr_t)head->data), cells};
    return speedups_decode_toolbar(part, block, offset, count, (uintptr_t)head->data, &source);
}

/* `part` (a new reference) kept in `layout`'s _parts (`parts`, None: made now) under its name:
 * part, or NULL with an error (part dropped). */
static PyObject *keep(PyObject *layout, PyObject *parts, int which, PyObject *part) {
    if (part == NULL) return NULL;
    if (parts == Py_None) {
        parts = PyDict_New();
        if (parts == NULL) {
            Py_DECREF(part);
            return NULL;
        }
        speedups_slot_set(layout, offsets[PARTS], parts); /* the slot takes the new reference */
    }
    if (PyDict_SetItem(parts, part_names[which], part) != 0) Py_CLEAR(part);
    return part;
}

/* Part `which` of `layout`: the one kept, else decoded (and kept). */
static PyObject *layout_part(PyObject *layout, int which) {
    if (layout_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "toolbar_parts() was not called");
        return NULL;
    }
    if (!PyObject_TypeCheck(layout, (PyTypeObject *)layout_type)) {
        PyErr_Format(PyExc_TypeError, "expected a ToolbarLayout, not %R", Py_TYPE(layout));
        return NULL;
    }
    PyObject *values[LAYOUT_SLOTS] = {NULL};
    for (int i = 0; i < LAYOUT_SLOTS && (i == 0 || values[i - 1] != NULL); i++) {
        values[i] = speedups_slot_get(layout, offsets[i]);
    }
    PyObject *part = NULL, *parts = values[PARTS], *head = values[HEAD];
    if (parts != NULL && parts != Py_None && !PyDict_Check(parts)) {
        PyErr_SetString(PyExc_TypeError, "a ToolbarLayout's _parts is not a dict");
    } else if (parts != NULL && parts != Py_None &&
               (part = PyDict_GetItemWithError(parts, part_names[which])) != NULL) {
        Py_INCREF(part);
    } else if (parts != NULL && !PyErr_Occurred()) {
        if (PyBytes_Check(head) && PyBytes_Size(head) == (Py_ssize_t)sizeof(bg_toolbar_view)) {
            bg_toolbar_view view;
            memcpy(&view, PyBytes_AsString(head), sizeof view);
            part = keep(layout, parts, which, decoded_part(&view, which, values[BLOCK], values[ITEMS], parts));
        } else {
            PyErr_SetString(PyExc_ValueError, "a ToolbarLayout's header is not a bg_toolbar_view");
        }
    }
    for (int i = 0; i < LAYOUT_SLOTS; i++) Py_XDECREF(values[i]);
    return part;
}

PyObject *speedups_toolbar_layout_cells(PyObject *module, PyObject *layout) {
    (void)module;
    return layout_part(layout, TOOLBAR_CELLS);
}

PyObject *speedups_toolbar_layout_groups(PyObject *module, PyObject *layout) {
    (void)module;
    return layout_part(layout, TOOLBAR_GROUPS);
}

PyObject *speedups_toolbar_layout_accessibility(PyObject *module, PyObject *layout) {
    (void)module;
    return layout_part(layout, TOOLBAR_NODES);
}

PyObject *speedups_toolbar_layout_separators(PyObject *module, PyObject *layout) {
    (void)module;
    return layout_part(layout, TOOLBAR_SEPARATORS);
}

PyObject *speedups_toolbar_layout_diagnostics(PyObject *module, PyObject *layout) {
    (void)module;
    return layout_part(layout, TOOLBAR_DIAGNOSTICS);
}

/* ---------------------------------------------------------------------------- the decoders */

/* The numbers of a toolbar_* call: the block's address args[3] into *data, args[1] (offset) and
 * args[2] (count) into n[0] and n[1], and `extra` more (from args[4]) into n[2] ...: 1, or 0
 * with an error (a TypeError showing `usage`: not `expected` arguments). */
static int toolbar_arguments(PyObject *const *args, Py_ssize_t given, Py_ssize_t expected, int extra,
                             const char *usage, uintptr_t *data, Py_ssize_t n[]) {
    if (given != expected) {
        PyErr_SetString(PyExc_TypeError, usage);
        return 0;
    }
    *data = (uintptr_t)PyLong_AsUnsignedLongLong(args[3]);
    for (int i = 0; i < 2 + extra && !PyErr_Occurred(); i++) n[i] = PyLong_AsSsize_t(args[i < 2 ? 1 + i : 2 + i]);
    return !PyErr_Occurred();
}

/* toolbar_cells(block, offset, count, data, items): see the top of this file. */
PyObject *speedups_toolbar_cells(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!toolbar_arguments(args, count, 5, 0, "toolbar_cells(block, offset, count, data, items)", &data, n)) return NULL;
    toolbar_source source = {args[4], 0, 0, 0, NULL};
    return speedups_decode_toolbar(TOOLBAR_CELLS, args[0], n[0], n[1], data, &source);
}

/* toolbar_groups(block, offset, count, data): see the top of this file. */
PyObject *speedups_toolbar_groups(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!toolbar_arguments(args, count, 4, 0, "toolbar_groups(block, offset, count, data)", &data, n)) return NULL;
    return speedups_decode_toolbar(TOOLBAR_GROUPS, args[0], n[0], n[1], data, NULL);
}

/* toolbar_rects(block, offset, count, data): see the top of this file. */
PyObject *speedups_toolbar_rects(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!toolbar_arguments(args, count, 4, 0, "toolbar_rects(block, offset, count, data)", &data, n)) return NULL;
    return speedups_decode_toolbar(TOOLBAR_SEPARATORS, args[0], n[0], n[1], data, NULL);
}

/* toolbar_diagnostics(block, offset, count, data): see the top of this file. */
PyObject *speedups_toolbar_diagnostics(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!toolbar_arguments(args, count, 4, 0, "toolbar_diagnostics(block, offset, count, data)", &data, n)) return NULL;
    return speedups_decode_toolbar(TOOLBAR_DIAGNOSTICS, args[0], n[0], n[1], data, NULL);
}

/* toolbar_nodes(block, offset, count, data, groups_offset, group_count, cells_offset, items, cells):
 * see the top of this file. */
PyObject *speedups_toolbar_nodes(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[5];
    if (!toolbar_arguments(args, count, 9, 3,
                           "toolbar_nodes(block, offset, count, data, groups_offset, group_count, cells_offset, items, "
                           "cells)",
                           &data, n)) {
        return NULL;
    }
    toolbar_source source = {args[7], n[2], n[3], n[4], args[8]};
    return speedups_decode_toolbar(TOOLBAR_NODES, args[0], n[0], n[1], data, &source);
}

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
 * toolbar_parts(layout, size) is called once at import with the classes ToolbarLayout and Size;
 * it finds the layout's slots _block, _head, _items and _parts by name. Then, for a ToolbarLayout
 * `layout`:
 *   toolbar_layout_cells(layout), toolbar_layout_groups(layout),
 *   toolbar_layout_accessibility(layout), toolbar_layout_separators(layout),
 *   toolbar_layout_diagnostics(layout), toolbar_layout_overflowed(layout): the part, decoded on
 *     the first call and kept in _parts under the name of its property (nodes share the frames
 *     of cells decoded first);
 *   toolbar_layout_size(layout): a Size of the header's size.
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
#include "_decode.h"

#include <string.h>

/* The layout's slots the functions read or fill, in this order. */
enum { BLOCK, HEAD, ITEMS, PARTS, LAYOUT_SLOTS };
static const char *const slot_names[LAYOUT_SLOTS] = {"_block", "_head", "_items", "_parts"};
/* The parts kept in _parts: the decoded ones (TOOLBAR_*), then the overflowed items. */
enum { OVERFLOWED = TOOLBAR_PARTS, KEPT_PARTS };
/* The classes of toolbar_parts() and the layout's slots' offsets (NULL and zeros until it is
 * called), and the keys of the parts in _parts (the properties' names), in the order above. */
static PyObject *layout_type, *size_type;
static Py_ssize_t offsets[LAYOUT_SLOTS];
static PyObject *part_names[KEPT_PARTS];

PyObject *speedups_toolbar_size_type(void) {
    if (size_type == NULL) PyErr_SetString(PyExc_TypeError, "toolbar_parts(layout, size) was not called");
    return size_type;
}

PyObject *speedups_toolbar_parts(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    static const char *const names[KEPT_PARTS] = {"cells",      "groups",      "accessibility",
                                                  "separators", "diagnostics", "overflowed"};
    PyObject **const keys[KEPT_PARTS] = {&part_names[0], &part_names[1], &part_names[2],
                                         &part_names[3], &part_names[4], &part_names[5]};
    if (count != 2 || !PyType_Check(args[1]) || !PyType_IsSubtype((PyTypeObject *)args[1], &PyTuple_Type)) {
        PyErr_SetString(PyExc_TypeError, "toolbar_parts(layout, size) takes two classes, size a tuple class");
        return NULL;
    }
    /* Everything found first, then kept: a refused call changes nothing. */
    Py_ssize_t found[LAYOUT_SLOTS];
    if (speedups_slot_offsets(args[0], slot_names, LAYOUT_SLOTS, found, "toolbar_parts") != 0 ||
        speedups_intern(keys, names, KEPT_PARTS) != 0) {
        return NULL;
    }
    memcpy(offsets, found, sizeof found);
    PyObject **const kept[2] = {&layout_type, &size_type};
    speedups_set_references(kept, args, 2);
    Py_RETURN_NONE;
}

/* ------------------------------------------------------------------------------------ parts */

/* The overflowed items of the view `head` (uint32_t indices in `block`) as a tuple of ints, or
 * NULL with a ValueError: outside the block. */
static PyObject *overflowed_items(const bg_toolbar_view *head, PyObject *block) {
    Py_ssize_t count = head->overflowed_count, size = PyBytes_Size(block);
    Py_ssize_t offset = count ? (Py_ssize_t)((uintptr_t)head->overflowed - (uintptr_t)head->data) : 0;
    if (size < 0 || offset < 0 || offset > size || count > (size - offset) / (Py_ssize_t)sizeof(uint32_t)) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "records outside the block");
        return NULL;
    }
    PyObject *items = PyTuple_New(count);
    for (Py_ssize_t i = 0; items != NULL && i < count; i++) {
        uint32_t index;
        memcpy(&index, PyBytes_AsString(block) + offset + i * (Py_ssize_t)sizeof index, sizeof index);
        PyObject *number = PyLong_FromUnsignedLong(index);
        if (number == NULL) {
            Py_CLEAR(items);
        } else {
            speedups_tuple_fill(items, i, number);
        }
    }
    return items;
}

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

/* Part `part` (TOOLBAR_*) decoded from a layout's view `head`, block and items; `parts`: what
 * its _parts holds (the nodes share the frames of the cells there). */
static PyObject *decoded_part(const bg_toolbar_view *head, int part, PyObject *block, PyObject *items,
                              PyObject *parts) {
    if (part == OVERFLOWED) return overflowed_items(head, block);
    Py_ssize_t count, group_count;
    Py_ssize_t offset = part_records(head, part, &count);
    Py_ssize_t groups_offset = part_records(head, TOOLBAR_GROUPS, &group_count);
    PyObject *cells = parts == Py_None ? NULL : PyDict_GetItemWithError(parts, part_names[TOOLBAR_CELLS]);
    if (cells == NULL && PyErr_Occurred()) return NULL;
    Py_XINCREF(cells); /* held: an item's attribute read while decoding could change _parts */
    toolbar_source source = {items, groups_offset, group_count,
                             (Py_ssize_t)((uintptr_t)head->cells - (uintptr_t)head->data), cells};
    PyObject *decoded = speedups_decode_toolbar(part, block, offset, count, (uintptr_t)head->data, &source);
    Py_XDECREF(cells);
    return decoded;
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

/* Whether `layout` is a ToolbarLayout: 1, or 0 with an error (a TypeError, or a RuntimeError
 * before toolbar_parts()). */
static int is_layout(PyObject *layout) {
    if (layout_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "toolbar_parts() was not called");
        return 0;
    }
    if (!PyObject_TypeCheck(layout, (PyTypeObject *)layout_type)) {
        PyErr_Format(PyExc_TypeError, "expected a ToolbarLayout, not %R", Py_TYPE(layout));
        return 0;
    }
    return 1;
}

/* The header `head` (the layout's _head) read into `view`: 1, or 0 with a ValueError. */
static int read_view(PyObject *head, bg_toolbar_view *view) {
    if (!PyBytes_Check(head) || PyBytes_Size(head) != (Py_ssize_t)sizeof *view) {
        PyErr_SetString(PyExc_ValueError, "a ToolbarLayout's header is not a bg_toolbar_view");
        return 0;
    }
    memcpy(view, PyBytes_AsString(head), sizeof *view);
    return 1;
}

/* Part `which` of `layout`: the one kept, else decoded (and kept). */
static PyObject *layout_part(PyObject *layout, int which) {
    if (!is_layout(layout)) return NULL;
    PyObject *values[LAYOUT_SLOTS] = {NULL};
    for (int i = 0; i < LAYOUT_SLOTS && (i == 0 || values[i - 1] != NULL); i++) {
        values[i] = speedups_slot_get(layout, offsets[i]);
    }
    PyObject *part = NULL, *parts = values[PARTS];
    bg_toolbar_view view;
    if (parts != NULL && parts != Py_None && !PyDict_Check(parts)) {
        PyErr_SetString(PyExc_TypeError, "a ToolbarLayout's _parts is not a dict");
    } else if (parts != NULL && parts != Py_None &&
               (part = PyDict_GetItemWithError(parts, part_names[which])) != NULL) {
        Py_INCREF(part);
    } else if (parts != NULL && !PyErr_Occurred() && read_view(values[HEAD], &view)) {
        part = keep(layout, parts, which, decoded_part(&view, which, values[BLOCK], values[ITEMS], parts));
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

PyObject *speedups_toolbar_layout_overflowed(PyObject *module, PyObject *layout) {
    (void)module;
    return layout_part(layout, OVERFLOWED);
}

PyObject *speedups_toolbar_layout_size(PyObject *module, PyObject *layout) {
    (void)module;
    if (!is_layout(layout)) return NULL;
    PyObject *head = speedups_slot_get(layout, offsets[HEAD]);
    bg_toolbar_view view;
    PyObject *size = NULL;
    if (head != NULL && read_view(head, &view)) {
        PyObject *values[2] = {speedups_shared_float(view.size.width), speedups_shared_float(view.size.height)};
        size = speedups_record(size_type, values, 2);
    }
    Py_XDECREF(head);
    return size;
}

/* ---------------------------------------------------------------------------- the decoders */

/* toolbar_cells(block, offset, count, data, items): see the top of this file. */
PyObject *speedups_toolbar_cells(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!decode_read_arguments(args, count, 5, 0, "toolbar_cells(block, offset, count, data, items)", &data, n)) {
        return NULL;
    }
    toolbar_source source = {args[4], 0, 0, 0, NULL};
    return speedups_decode_toolbar(TOOLBAR_CELLS, args[0], n[0], n[1], data, &source);
}

/* toolbar_groups(block, offset, count, data): see the top of this file. */
PyObject *speedups_toolbar_groups(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!decode_read_arguments(args, count, 4, 0, "toolbar_groups(block, offset, count, data)", &data, n)) {
        return NULL;
    }
    return speedups_decode_toolbar(TOOLBAR_GROUPS, args[0], n[0], n[1], data, NULL);
}

/* toolbar_rects(block, offset, count, data): see the top of this file. */
PyObject *speedups_toolbar_rects(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!decode_read_arguments(args, count, 4, 0, "toolbar_rects(block, offset, count, data)", &data, n)) {
        return NULL;
    }
    return speedups_decode_toolbar(TOOLBAR_SEPARATORS, args[0], n[0], n[1], data, NULL);
}

/* toolbar_diagnostics(block, offset, count, data): see the top of this file. */
PyObject *speedups_toolbar_diagnostics(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[2];
    if (!decode_read_arguments(args, count, 4, 0, "toolbar_diagnostics(block, offset, count, data)", &data, n)) {
        return NULL;
    }
    return speedups_decode_toolbar(TOOLBAR_DIAGNOSTICS, args[0], n[0], n[1], data, NULL);
}

/* toolbar_nodes(block, offset, count, data, groups_offset, group_count, cells_offset, items, cells):
 * see the top of this file. */
PyObject *speedups_toolbar_nodes(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t n[5];
    if (!decode_read_arguments(args, count, 9, 3,
                               "toolbar_nodes(block, offset, count, data, groups_offset, group_count, cells_offset, "
                               "items, cells)",
                               &data, n)) {
        return NULL;
    }
    toolbar_source source = {args[7], n[2], n[3], n[4], args[8]};
    return speedups_decode_toolbar(TOOLBAR_NODES, args[0], n[0], n[1], data, &source);
}

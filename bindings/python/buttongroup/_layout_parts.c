/*
 * buttongroup._speedups: a GroupLayout's parts read in C.
 *
 * group/layout.py's GroupLayout decodes each part of a layout on its first read and keeps it in a
 * slot. Read through its Python properties, a layout read whole ran a dozen Python frames (the
 * properties, the header's unpacking, the offsets) around the compiled decoders: about a third
 * of its cost. These functions are the same properties without them; layout.py makes them the
 * class's properties when this module is there, and keeps its own as the reference the tests
 * compare them with (tests/test_compiled_decoders.py) and for installs without it.
 *
 * layout_parts(layout, size, item_range) is called once at import with the classes GroupLayout,
 * Size and ItemRange; it finds their slots by name. Then, for a GroupLayout `layout`:
 *   layout_slots(layout), layout_accessibility(layout): the part, decoded on the first call
 *     (_decode.c) and kept in the layout's _slots / _accessibility; slots reuse the More slot
 *     that more_slot decoded first (_more), nodes share the frames of slots decoded first;
 *   layout_size(layout): a Size of the header's size;
 *   layout_overflow_items(layout): the items in the More sheet, kept in _overflow: an ItemRange
 *     of the trailing run, or, when the item in the last item slot was kept shown, the tuple of
 *     that run's others.
 */
#include "_speedups.h"

#include <string.h>

/* The layout's slots the functions read or fill, in this order. */
enum { BLOCK, HEAD, ITEMS, TEXTS, SLOTS, NODES, OVERFLOW, MORE, LAYOUT_SLOTS };
static const char *const layout_slot_names[LAYOUT_SLOTS] = {"_block", "_head",          "_items",    "_texts",
                                                            "_slots", "_accessibility", "_overflow", "_more"};
/* The classes of layout_parts() and their slots' offsets (_slot_offsets.c), NULL and 0 until it
 * is called; the last offset is ItemRange's _range. */
static PyObject *layout_type, *size_type, *item_range_type;
static Py_ssize_t offsets[LAYOUT_SLOTS + 1];

PyObject *speedups_layout_parts(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 3 || !PyType_Check(args[0]) || !PyType_Check(args[1]) || !PyType_Check(args[2]) ||
        !PyType_IsSubtype((PyTypeObject *)args[1], &PyTuple_Type)) {
        PyErr_SetString(PyExc_TypeError, "layout_parts(layout, size, item_range) takes three classes, "
                                         "size a tuple class (a named tuple)");
        return NULL;
    }
    /* Everything found first, then kept: a refused call changes nothing. */
    Py_ssize_t found[LAYOUT_SLOTS + 1];
    for (int i = 0; i <= LAYOUT_SLOTS; i++) {
        found[i] = i < LAYOUT_SLOTS ? speedups_slot_offset(args[0], layout_slot_names[i], "layout_parts")
                                    : speedups_slot_offset(args[2], "_range", "layout_parts");
        if (found[i] < 0) return NULL;
    }
    memcpy(offsets, found, sizeof found);
    PyObject **const classes[3] = {&layout_type, &size_type, &item_range_type};
    speedups_set_references(classes, args, 3);
    Py_RETURN_NONE;
}

/* ---------------------------------------------------------------------------- the layout */

/* What the parts are read from: the layout's header, result block, items and their texts
 * (references; texts: None when the layout has none). */
typedef struct {
    bg_layout head;
    PyObject *block, *items, *texts;
    Py_ssize_t slots_offset; /* where the slot records start in the block */
} layout_view;

/* Slot `which` of `layout` (a new reference), or NULL with an error. */
static PyObject *layout_slot(PyObject *layout, int which) {
    return speedups_slot_get(layout, offsets[which]);
}

/* Whether `layout` is a GroupLayout: 1, or 0 with an error (a TypeError, or a RuntimeError
 * before layout_parts()). */
static int is_layout(PyObject *layout) {
    if (layout_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "layout_parts() was not called");
        return 0;
    }
    if (!PyObject_TypeCheck(layout, (PyTypeObject *)layout_type)) {
        PyErr_Format(PyExc_TypeError, "expected a GroupLayout, not %R", Py_TYPE(layout));
        return 0;
    }
    return 1;
}

/* The part kept in slot `which` (a new reference; None: not made yet), or NULL with an error. */
static PyObject *kept_part(PyObject *layout, int which) {
    return is_layout(layout) ? layout_slot(layout, which) : NULL;
}

/* `layout` read into `view` (its references to drop with view_clear): 1, or 0 with an error (a
 * ValueError for a header of the wrong size). */
static int view_layout(PyObject *layout, layout_view *view) {
    view->block = view->items = view->texts = NULL;
    PyObject *head = layout_slot(layout, HEAD);
    if (head == NULL) return 0;
    int read = PyBytes_Check(head) && PyBytes_Size(head) == (Py_ssize_t)sizeof view->head;
    if (read) {
        memcpy(&view->head, PyBytes_AsString(head), sizeof view->head);
    } else {
        PyErr_SetString(PyExc_ValueError, "a GroupLayout's header is not a bg_layout");
    }
    Py_DECREF(head);
    if (!read) return 0;
    view->slots_offset =
        view->head.slot_count ? (Py_ssize_t)((uintptr_t)view->head.slots - (uintptr_t)view->head.data) : 0;
    view->block = layout_slot(layout, BLOCK);
    if (view->block != NULL) view->items = layout_slot(layout, ITEMS);
    if (view->items != NULL) view->texts = layout_slot(layout, TEXTS);
    return view->texts != NULL;
}

static void view_clear(layout_view *view) {
    Py_CLEAR(view->block);
    Py_CLEAR(view->items);
    Py_CLEAR(view->texts);
}

/* `part` kept in slot `which` of `layout` and returned, or NULL with an error (part stolen). */
static PyObject *keep_part(PyObject *layout, int which, PyObject *part) {
    if (part != NULL) speedups_slot_set(layout, offsets[which], Py_NewRef(part));
    return part;
}

/* ---------------------------------------------------------------------------------- parts */

/* `slots` (a new tuple, stolen) with the More slot that more_slot decoded first put back in its
 * place, so that both reads give the same object. */
static PyObject *with_more_slot(PyObject *layout, PyObject *slots) {
    PyObject *more = slots == NULL ? NULL : layout_slot(layout, MORE);
    if (more == NULL) {
        Py_XDECREF(slots);
        return NULL;
    }
    if (PyTuple_Check(more) && PyTuple_Size(more) == 2 && PyTuple_GetItem(more, 1) != Py_None) {
        Py_ssize_t at = PyLong_AsSsize_t(PyTuple_GetItem(more, 0));
        if (at >= 0 && at < PyTuple_Size(slots)) {
            PyTuple_SetItem(slots, at, Py_NewRef(PyTuple_GetItem(more, 1))); /* a new tuple's: cannot fail */
        } else if (PyErr_Occurred()) {
            Py_CLEAR(slots);
        }
    }
    Py_DECREF(more);
    return slots;
}

/* A part made from a layout and its view, or NULL with an error. */
typedef PyObject *(*part_maker)(PyObject *layout, const layout_view *view);

/* The part kept in slot `which` of `layout`, made by `make` (and kept) on the first call. */
static PyObject *cached_part(PyObject *layout, int which, part_maker make) {
    PyObject *kept = kept_part(layout, which);
    if (kept != Py_None) return kept;
    Py_DECREF(kept);
    layout_view view;
    PyObject *part = view_layout(layout, &view) ? make(layout, &view) : NULL;
    view_clear(&view);
    return keep_part(layout, which, part);
}

static PyObject *make_slots(PyObject *layout, const layout_view *view) {
    PyObject *slots = speedups_decode_slots(view->block, view->slots_offset, view->head.slot_count,
                                            (uintptr_t)view->head.data, view->items, view->texts);
    return with_more_slot(layout, slots);
}

static PyObject *make_nodes(PyObject *layout, const layout_view *view) {
    if (!view->head.slot_count) return PyTuple_New(0);
    PyObject *slots = layout_slot(layout, SLOTS); /* decoded ones (or None): the nodes share their frames */
    if (slots == NULL) return NULL;
    uintptr_t data = (uintptr_t)view->head.data;
    PyObject *nodes = speedups_decode_nodes(view->block, (Py_ssize_t)((uintptr_t)view->head.accessibility - data),
                                            view->head.slot_count, data, view->slots_offset, view->items,
                                            view->texts, slots);
    Py_DECREF(slots);
    return nodes;
}

PyObject *speedups_layout_slots(PyObject *module, PyObject *layout) {
    (void)module;
    return cached_part(layout, SLOTS, make_slots);
}

PyObject *speedups_layout_accessibility(PyObject *module, PyObject *layout) {
    (void)module;
    return cached_part(layout, NODES, make_nodes);
}

PyObject *speedups_layout_size(PyObject *module, PyObject *layout) {
    (void)module;
    if (!is_layout(layout)) return NULL;
    layout_view view;
    PyObject *size = NULL;
    if (view_layout(layout, &view)) {
        PyObject *values[2] = {PyFloat_FromDouble(view.head.size.width), PyFloat_FromDouble(view.head.size.height)};
        size = speedups_record(size_type, values, 2);
    }
    view_clear(&view);
    return size;
}

/* The item_index of slot `index` of the layout's block, or -2 with a ValueError: outside it. */
static long long item_index_of_slot(const layout_view *view, Py_ssize_t index) {
    Py_ssize_t at =
        view->slots_offset + index * (Py_ssize_t)sizeof(bg_slot) + (Py_ssize_t)offsetof(bg_slot, item_index);
    if (at < 0 || at > PyBytes_Size(view->block) - (Py_ssize_t)sizeof(int32_t)) {
        PyErr_SetString(PyExc_ValueError, "a slot is outside the block");
        return -2;
    }
    int32_t item;
    memcpy(&item, PyBytes_AsString(view->block) + at, sizeof item);
    return item;
}

/* The last ItemRange item_range made (references to it and to its range), and its bounds: most
 * layouts of a group overflow as the one before (nothing, usually), and an ItemRange is an
 * immutable value, so they share it, unless its private _range was replaced since. */
static PyObject *last_range, *last_range_value;
static Py_ssize_t last_start, last_stop;

/* ItemRange(start, stop), made without its __init__ (start <= stop). */
static PyObject *item_range(Py_ssize_t start, Py_ssize_t stop) {
    PyTypeObject *type = (PyTypeObject *)item_range_type;
    if (last_range != NULL && Py_TYPE(last_range) == type && start == last_start && stop == last_stop &&
        *speedups_slot_at(last_range, offsets[LAYOUT_SLOTS]) == last_range_value) {
        return Py_NewRef(last_range);
    }
    PyObject *range = PyObject_CallFunction((PyObject *)&PyRange_Type, "nn", start, stop);
    PyObject *made = range == NULL ? NULL : SLOT_FUNCTION(type, Py_tp_alloc, allocfunc)(type, 0);
    if (made != NULL) {
        speedups_slot_set(made, offsets[LAYOUT_SLOTS], Py_NewRef(range));
        last_start = start;
        last_stop = stop;
        speedups_set_reference(&last_range_value, range);
        speedups_set_reference(&last_range, made);
    }
    Py_XDECREF(range);
    return made;
}

/* The overflow of `view` (layout.py's GroupLayout.overflow_items). */
static PyObject *make_overflow(PyObject *layout, const layout_view *view) {
    (void)layout;
    Py_ssize_t count = PyObject_Length(view->items);
    if (count < 0) return NULL;
    Py_ssize_t shown = count - (Py_ssize_t)view->head.overflow_count;
    long long kept = 0 < shown && shown < count ? item_index_of_slot(view, shown - 1) : shown - 1;
    if (kept == -2 && PyErr_Occurred()) return NULL;
    if (kept == shown - 1) return item_range(shown, shown > count ? shown : count);
    /* the item in the last item slot was kept shown: the run starts one earlier, without it */
    PyObject *others = PyTuple_New(count - shown + (kept >= shown - 1 && kept < count ? 0 : 1));
    for (Py_ssize_t item = shown - 1, at = 0; others != NULL && item < count; item++) {
        if (item == kept) continue;
        PyObject *number = PyLong_FromSsize_t(item);
        if (number == NULL) Py_CLEAR(others);
        else PyTuple_SetItem(others, at++, number); /* a new tuple's: cannot fail */
    }
    return others;
}

PyObject *speedups_layout_overflow_items(PyObject *module, PyObject *layout) {
    (void)module;
    return cached_part(layout, OVERFLOW, make_overflow);
}

/*
 * buttongroup._speedups: a GroupLayout's slots and accessibility nodes decoded in C.
 *
 * A GroupLayout (group/layout.py) holds a copy of the library's result block and decodes each
 * part on its first read. In Python a slot costs about 2.5 us (twelve fields, five named tuples,
 * two strings) and a node as much; these functions build equal objects from the same bytes, about
 * ten times faster. Values are immutable, so equal ones are one object (_shared_values.c, whose
 * tables keep them between calls): a row's slots share their corners, their y and height floats
 * and the empty icon frame, the next layout at a nearby width the frames that came out the same,
 * and a node takes its slot's frame when the slots were decoded first. They are called by
 * layout.py and, from C, by _layout_parts.c (speedups_decode_slots, speedups_decode_nodes; the
 * nodes are decoded in _decode_nodes.c, with what _decode.h shares); layout.py keeps the
 * Python decoders for installs without this module and as the reference the tests compare these
 * with, field by field (tests/test_compiled_decoders.py).
 *
 * decoders(slot, rect, corners, node, kinds, roles, a11y_roles, states, state) is called once
 * at import with the classes and the enum tables (dicts from a C value to its member; `state`
 * makes flags not in `states`). Then:
 *   slots(block, offset, count, data, items) -> tuple of Slot
 *   nodes(block, offset, count, data, slots_offset, items, slots) -> tuple of AccessibilityNode
 *     (`slots`: the layout's decoded slots, whose frames the nodes share, or None)
 * read `count` records at byte `offset` of `block` (bytes), whose first byte was at address
 * `data` in the library: a string pointer inside [data, data + len(block)) is read from the
 * block, one outside it is an item's own string, taken from `items` as layout.py does (from C,
 * from the items' texts the layout was made with, when it has them: _item_fields.c).
 * A record range outside the block raises ValueError; an unknown kind or role KeyError.
 */
#include "_decode.h"

#include <string.h>

/* The classes and tables of decoders(); NULL until it is called. */
static PyObject *slot_type;
PyObject *decode_rect_type, *decode_corners_type;
static PyObject *kinds, *roles, *a11y_roles, *states, *state_type;
/* The members of the tables for the values 0 ..< TABLED (NULL: not in the table), so that a
 * slot's enums are found without making an int. */
enum { TABLED = 64 };
static PyObject *tabled_kinds[TABLED], *tabled_roles[TABLED], *tabled_a11y_roles[TABLED], *tabled_states[TABLED];

/* made[v] = table[v] for v in 0 ..< TABLED (new references; NULL when absent): 0, or -1 with an
 * error (then made holds nothing). */
static int tabulate(PyObject *table, PyObject *made[TABLED]) {
    memset(made, 0, TABLED * sizeof made[0]);
    for (long v = 0; v < TABLED; v++) {
        PyObject *key = PyLong_FromLong(v);
        made[v] = key == NULL ? NULL : PyDict_GetItemWithError(table, key);
        Py_XINCREF(made[v]);
        Py_XDECREF(key);
        if (PyErr_Occurred()) {
            for (long i = 0; i <= v; i++) Py_CLEAR(made[i]);
            return -1;
        }
    }
    return 0;
}

/* Each of `count` references moved from `made` into `held` (whose old ones are dropped). */
static void hold_all(PyObject **held, PyObject **made, int count) {
    for (int i = 0; i < count; i++) {
        speedups_set_reference(&held[i], made[i]);
        Py_XDECREF(made[i]);
    }
}

PyObject *speedups_decoders(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 9) {
        PyErr_SetString(PyExc_TypeError,
                        "decoders(slot, rect, corners, node, kinds, roles, a11y_roles, states, state)");
        return NULL;
    }
    for (int i = 0; i < 4; i++) {
        if (!PyType_Check(args[i]) || (i < 3 && !PyType_IsSubtype((PyTypeObject *)args[i], &PyTuple_Type))) {
            PyErr_SetString(PyExc_TypeError,
                            "decoders: slot, rect and corners must be tuple classes (named tuples), node a class");
            return NULL;
        }
    }
    for (int i = 4; i < 8; i++) {
        if (!PyDict_Check(args[i])) {
            PyErr_SetString(PyExc_TypeError, "decoders: kinds, roles, a11y_roles and states must be dicts");
            return NULL;
        }
    }
    /* Everything read first, then kept: a refused call changes nothing. */
    Py_ssize_t offsets[DECODE_NODE_FIELDS];
    if (decode_node_offsets(args[3], offsets) != 0) return NULL;
    PyObject *members[4][TABLED];
    int tabulated = 0;
    while (tabulated < 4 && tabulate(args[4 + tabulated], members[tabulated]) == 0) tabulated++;
    if (tabulated < 4 || speedups_shared_refill_types(args[1], args[2]) != 0) {
        for (int t = 0; t < tabulated; t++) {
            for (int v = 0; v < TABLED; v++) Py_XDECREF(members[t][v]);
        }
        return NULL;
    }
    decode_keep_node_class(args[3], offsets);
    PyObject **tables[4] = {tabled_kinds, tabled_roles, tabled_a11y_roles, tabled_states};
    for (int t = 0; t < 4; t++) hold_all(tables[t], members[t], TABLED);
    PyObject **const classes[3] = {&slot_type, &decode_rect_type, &decode_corners_type};
    speedups_set_references(classes, args, 3);
    PyObject **const tables_and_state[5] = {&kinds, &roles, &a11y_roles, &states, &state_type};
    speedups_set_references(tables_and_state, args + 4, 5);
    Py_RETURN_NONE;
}

/* -------------------------------------------------------------------------------- the block */

/* The NUL-terminated UTF-8 string at `offset` of the block (to its end without a NUL), as
 * layout.py's _block_string reads it: malformed bytes replaced. */
PyObject *decode_block_string(const block_view *block, Py_ssize_t offset) {
    const char *start = block->bytes + offset;
    const char *end = memchr(start, '\0', (size_t)(block->size - offset));
    Py_ssize_t length = end == NULL ? block->size - offset : end - start;
    return PyUnicode_DecodeUTF8(start, length, "replace");
}

/* Text `which` (TEXT_*) of item `item` (at `index` of the source's items; None: More, whose
 * texts are `fallback`), a new reference. */
PyObject *decode_item_text(const item_source *source, PyObject *item, int32_t index, int which, PyObject *fallback) {
    if (item == Py_None) return Py_NewRef(fallback);
    if (source->texts != NULL) {
        return Py_NewRef(PyTuple_GetItem(source->texts, 1 + (Py_ssize_t)index * TEXTS_PER_ITEM + which));
    }
    return speedups_item_text(item, which);
}

/* A new reference to the member of `key` (tabled[key], else table[key]), or NULL with KeyError. */
static PyObject *member(PyObject *table, PyObject *const tabled[TABLED], long long key) {
    PyObject *found = key >= 0 && key < TABLED ? tabled[key] : NULL;
    if (found != NULL) {
        Py_INCREF(found);
        return found;
    }
    PyObject *number = PyLong_FromLongLong(key);
    if (number == NULL) return NULL;
    found = PyDict_GetItemWithError(table, number);
    if (found == NULL && !PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, number);
    Py_DECREF(number);
    Py_XINCREF(found);
    return found;
}

PyObject *decode_a11y_role(long long value) { return member(a11y_roles, tabled_a11y_roles, value); }

static int is_zero(const bg_rect *value) {
    return value->x == 0 && value->y == 0 && value->width == 0 && value->height == 0;
}

PyObject *decode_state(uint32_t value) {
    if (value < TABLED && tabled_states[value] != NULL) {
        Py_INCREF(tabled_states[value]);
        return tabled_states[value];
    }
    PyObject *number = PyLong_FromUnsignedLong(value);
    if (number == NULL) return NULL;
    PyObject *found = PyDict_GetItemWithError(states, number);
    if (found != NULL) {
        Py_INCREF(found);
    } else if (!PyErr_Occurred()) {
        found = PyObject_CallFunctionObjArgs(state_type, number, NULL);
    }
    Py_DECREF(number);
    return found;
}

/* ------------------------------------------------------------------------------------ slots */

/* Slot record `record` (layout.py's Slot._from_record), its texts from `source` (an item_source). */
static PyObject *slot(const block_view *block, const void *record, void *source) {
    const bg_slot *s = record;
    const item_source *items = source;
    PyObject *item = decode_item_at(items->items, s->item_index);
    if (item == NULL) return NULL;
    Py_ssize_t offset;
    PyObject *title, *icon;
    if (decode_in_block(block, s->title, &offset)) {
        title = decode_block_string(block, offset);
    } else if (item == Py_None || s->title_truncated || is_zero(&s->title_frame)) {
        title = PyUnicode_FromStringAndSize("", 0); /* More, elided, or no title shown */
    } else {
        title = decode_item_text(items, item, s->item_index, TEXT_TITLE, NULL);
    }
    if (title == NULL) {
        icon = NULL;
    } else if (s->icon == NULL) {
        icon = Py_None;
        Py_INCREF(icon);
    } else if (decode_in_block(block, s->icon, &offset)) {
        icon = decode_block_string(block, offset);
    } else {
        icon = decode_item_text(items, item, s->item_index, TEXT_ICON, Py_None);
    }
    Py_DECREF(item);
    PyObject *fields[12] = {NULL};
    fields[9] = title;
    fields[10] = icon;
    fields[11] = s->title_truncated ? Py_True : Py_False;
    Py_INCREF(fields[11]);
    fields[1] = s->item_index < 0 ? Py_None : PyLong_FromLong(s->item_index);
    if (fields[1] == Py_None) Py_INCREF(Py_None);
    /* Each made only when all before it were (no Python call with an error set). */
    if (icon == NULL || fields[1] == NULL || (fields[0] = member(kinds, tabled_kinds, s->kind)) == NULL ||
        (fields[2] = member(roles, tabled_roles, s->role)) == NULL || (fields[3] = decode_state(s->state)) == NULL ||
        (fields[4] = speedups_shared_quad(decode_rect_type, &s->frame)) == NULL ||
        (fields[5] = speedups_shared_quad(decode_rect_type, &s->hit_frame)) == NULL ||
        (fields[6] = speedups_shared_quad(decode_corners_type, &s->corners)) == NULL ||
        (fields[7] = speedups_shared_quad(decode_rect_type, &s->icon_frame)) == NULL ||
        (fields[8] = speedups_shared_quad(decode_rect_type, &s->title_frame)) == NULL) {
        for (int i = 0; i < 12; i++) Py_XDECREF(fields[i]);
        return NULL;
    }
    return speedups_record(slot_type, fields, 12);
}

/* The block (bytes) holding `count` records of `record_size` bytes at `offset`, whose first byte
 * was at `data` in the library, as a view: 1, or 0 with an error (a RuntimeError before
 * decoders(), a TypeError for a block that is not bytes, a ValueError for records outside it). */
int decode_view_block(PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data, size_t record_size,
                      block_view *block) {
    if (slot_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "decoders() was not called");
        return 0;
    }
    if (!PyBytes_Check(bytes)) {
        PyErr_SetString(PyExc_TypeError, "block must be bytes");
        return 0;
    }
    block->bytes = PyBytes_AsString(bytes);
    block->size = PyBytes_Size(bytes);
    block->data = data;
    if (offset < 0 || count < 0 || offset > block->size ||
        (size_t)count > (size_t)(block->size - offset) / record_size) {
        PyErr_SetString(PyExc_ValueError, "records outside the block");
        return 0;
    }
    return 1;
}

int decode_read_arguments(PyObject *const *args, Py_ssize_t count, Py_ssize_t expected, int extra, const char *usage,
                          uintptr_t *data, Py_ssize_t numbers[]) {
    if (count != expected) {
        PyErr_SetString(PyExc_TypeError, usage);
        return 0;
    }
    *data = (uintptr_t)PyLong_AsUnsignedLongLong(args[3]);
    for (int i = 0; i < 2 + extra && !PyErr_Occurred(); i++) numbers[i] = PyLong_AsSsize_t(args[i < 2 ? 1 + i : 2 + i]);
    return !PyErr_Occurred();
}

PyObject *speedups_decode_slots(PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data,
                                PyObject *items, PyObject *texts) {
    block_view block;
    if (!decode_view_block(bytes, offset, count, data, sizeof(bg_slot), &block)) return NULL;
    item_source source = {items, speedups_item_texts_of(texts, items) ? texts : NULL};
    return decode_records(&block, offset, count, sizeof(bg_slot), slot, &source);
}

/* slots(block, offset, count, data, items): see the top of this file. */
PyObject *speedups_slots(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t numbers[2];
    if (!decode_read_arguments(args, count, 5, 0, "slots(block, offset, count, data, items)", &data, numbers)) {
        return NULL;
    }
    return speedups_decode_slots(args[0], numbers[0], numbers[1], data, args[4], NULL);
}

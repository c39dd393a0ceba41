/*
 * buttongroup._speedups: a GroupLayout's slots and accessibility nodes decoded in C.
 *
 * A GroupLayout (group/layout.py) holds a copy of the library's result block and decodes each
 * part on its first read. In Python a slot costs about 2.5 us (twelve fields, five named tuples,
 * two strings) and a node as much; these functions build the very same objects from the same
 * bytes, about four times faster. They are called only by layout.py, which keeps the Python
 * decoders for installs without this module and as the reference the tests compare these with,
 * field by field (tests/test_compiled_decoders.py).
 *
 * decoders(slot, rect, corners, node, kinds, roles, a11y_roles, states, state) is called once
 * at import with the classes and the enum tables (dicts from a C value to its member; `state`
 * makes flags not in `states`). Then:
 *   slots(block, offset, count, data, items) -> tuple of Slot
 *   nodes(block, offset, count, data, slots_offset, items) -> tuple of AccessibilityNode
 * read `count` records at byte `offset` of `block` (bytes), whose first byte was at address
 * `data` in the library: a string pointer inside [data, data + len(block)) is read from the
 * block, one outside it is an item's own string, taken from `items` as layout.py does.
 * A record range outside the block raises ValueError; an unknown kind or role KeyError.
 */
#include "_speedups.h"

#include <string.h>

/* The classes and tables of decoders(); NULL until it is called. */
static PyObject *slot_type, *rect_type, *corners_type, *node_type;
static PyObject *kinds, *roles, *a11y_roles, *states, *state_type;
static PyObject *names[8]; /* AccessibilityNode's fields, in order */
/* The Item attributes read, interned. */
static PyObject *name_title, *name_icon, *name_accessibility_label, *name_accessibility_identifier;

static void set_reference(PyObject **field, PyObject *value) {
    PyObject *old = *field;
    Py_INCREF(value);
    *field = value;
    Py_XDECREF(old);
}

PyObject *speedups_decoders(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 9) {
        PyErr_SetString(PyExc_TypeError,
                        "decoders(slot, rect, corners, node, kinds, roles, a11y_roles, states, state)");
        return NULL;
    }
    for (int i = 0; i < 4; i++) {
        if (!PyType_Check(args[i])) {
            PyErr_SetString(PyExc_TypeError, "decoders: slot, rect, corners and node must be classes");
            return NULL;
        }
    }
    for (int i = 4; i < 8; i++) {
        if (!PyDict_Check(args[i])) {
            PyErr_SetString(PyExc_TypeError, "decoders: kinds, roles, a11y_roles and states must be dicts");
            return NULL;
        }
    }
    static const char *const fields[8] = {"role", "enabled", "label", "identifier",
                                          "frame", "position", "count", "slot_index"};
    for (int i = 0; i < 8; i++) {
        if (names[i] == NULL && (names[i] = PyUnicode_InternFromString(fields[i])) == NULL) return NULL;
    }
    PyObject **item_names[4] = {&name_title, &name_icon, &name_accessibility_label, &name_accessibility_identifier};
    static const char *const item_fields[4] = {"title", "icon", "accessibility_label", "accessibility_identifier"};
    for (int i = 0; i < 4; i++) {
        if (*item_names[i] == NULL && (*item_names[i] = PyUnicode_InternFromString(item_fields[i])) == NULL) {
            return NULL;
        }
    }
    PyObject **targets[9] = {&slot_type, &rect_type, &corners_type, &node_type, &kinds,
                             &roles, &a11y_roles, &states, &state_type};
    for (int i = 0; i < 9; i++) set_reference(targets[i], args[i]);
    Py_RETURN_NONE;
}

/* An instance of the tuple subclass `type` holding `count` new references (stolen, also on
 * failure); NULL with an error when one of them is NULL or the allocation fails. */
static PyObject *record(PyObject *type, PyObject **values, int count) {
    PyObject *made = NULL;
    int complete = 1;
    for (int i = 0; i < count; i++) complete &= values[i] != NULL;
    if (complete) {
        allocfunc alloc = SLOT_FUNCTION((PyTypeObject *)type, Py_tp_alloc, allocfunc);
        made = alloc((PyTypeObject *)type, count);
    }
    for (int i = 0; i < count; i++) {
        if (made != NULL) {
            PyTuple_SetItem(made, i, values[i]); /* steals, cannot fail: a new tuple of refcount 1 */
        } else {
            Py_XDECREF(values[i]);
        }
    }
    return made;
}

/* `value` as a Rect (records are immutable, so equal ones may be one object: see rect_or_shared). */
static PyObject *rect(const bg_rect *value) {
    PyObject *fields[4] = {PyFloat_FromDouble(value->x), PyFloat_FromDouble(value->y),
                           PyFloat_FromDouble(value->width), PyFloat_FromDouble(value->height)};
    return record(rect_type, fields, 4);
}

static int same_rect(const bg_rect *a, const bg_rect *b) { return memcmp(a, b, sizeof *a) == 0; }

/* `value` as a Rect; the Rect already made for `shared` (a new reference to it) when the two are
 * the same bits: a slot's touch target is its frame whenever the frame is tall enough. */
static PyObject *rect_or_shared(const bg_rect *value, const bg_rect *shared, PyObject *shared_rect) {
    if (same_rect(value, shared)) {
        Py_INCREF(shared_rect);
        return shared_rect;
    }
    return rect(value);
}

static PyObject *corners(const bg_corner_radii *value) {
    PyObject *fields[4] = {PyFloat_FromDouble(value->top_left), PyFloat_FromDouble(value->top_right),
                           PyFloat_FromDouble(value->bottom_right), PyFloat_FromDouble(value->bottom_left)};
    return record(corners_type, fields, 4);
}

/* The block a layout was copied into: its bytes and the library address its first byte had. */
typedef struct {
    const char *bytes;
    Py_ssize_t size;
    uintptr_t data;
} block_view;

/* Whether `pointer` points into the block; then *offset is where. */
static int in_block(const block_view *block, const char *pointer, Py_ssize_t *offset) {
    uintptr_t address = (uintptr_t)pointer;
    if (pointer == NULL || address < block->data || address - block->data >= (uintptr_t)block->size) return 0;
    *offset = (Py_ssize_t)(address - block->data);
    return 1;
}

/* The NUL-terminated UTF-8 string at `offset` of the block (to its end without a NUL), as
 * layout.py's _block_string reads it: malformed bytes replaced. */
static PyObject *block_string(const block_view *block, Py_ssize_t offset) {
    const char *start = block->bytes + offset;
    const char *end = memchr(start, '\0', (size_t)(block->size - offset));
    Py_ssize_t length = end == NULL ? block->size - offset : end - start;
    return PyUnicode_DecodeUTF8(start, length, "replace");
}

/* A new reference to attribute `name` of `item`, or `fallback` when item is None. */
static PyObject *item_field(PyObject *item, PyObject *name, PyObject *fallback) {
    if (item == Py_None) {
        Py_INCREF(fallback);
        return fallback;
    }
    return PyObject_GetAttr(item, name);
}

/* A new reference to dict[key] (key a C int), or NULL with KeyError. */
static PyObject *member(PyObject *table, long long key) {
    PyObject *number = PyLong_FromLongLong(key);
    if (number == NULL) return NULL;
    PyObject *found = PyDict_GetItemWithError(table, number);
    if (found == NULL && !PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, number);
    Py_DECREF(number);
    Py_XINCREF(found);
    return found;
}

/* items[index] (a new reference), None for a negative index. */
static PyObject *item_at(PyObject *items, int32_t index) {
    if (index < 0) Py_RETURN_NONE;
    PyObject *item = PySequence_GetItem(items, index);
    return item;
}

static int is_zero(const bg_rect *value) {
    return value->x == 0 && value->y == 0 && value->width == 0 && value->height == 0;
}

/* The State of flags `value`: the table's member, else state(value) (flags of a newer library). */
static PyObject *state_of(uint32_t value) {
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

/* Slot record `s` (layout.py's Slot._from_record). */
static PyObject *slot(const block_view *block, const bg_slot *s, PyObject *items) {
    PyObject *item = item_at(items, s->item_index);
    if (item == NULL) return NULL;
    Py_ssize_t offset;
    PyObject *title, *icon;
    if (in_block(block, s->title, &offset)) {
        title = block_string(block, offset);
    } else if (item == Py_None || s->title_truncated || is_zero(&s->title_frame)) {
        title = PyUnicode_FromStringAndSize("", 0); /* More, elided, or no title shown */
    } else {
        title = PyObject_GetAttr(item, name_title);
    }
    if (title == NULL) {
        icon = NULL;
    } else if (s->icon == NULL) {
        icon = Py_None;
        Py_INCREF(icon);
    } else if (in_block(block, s->icon, &offset)) {
        icon = block_string(block, offset);
    } else {
        icon = item_field(item, name_icon, Py_None);
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
    if (icon == NULL || fields[1] == NULL || (fields[0] = member(kinds, s->kind)) == NULL ||
        (fields[2] = member(roles, s->role)) == NULL || (fields[3] = state_of(s->state)) == NULL ||
        (fields[4] = rect(&s->frame)) == NULL ||
        (fields[5] = rect_or_shared(&s->hit_frame, &s->frame, fields[4])) == NULL ||
        (fields[6] = corners(&s->corners)) == NULL || (fields[7] = rect(&s->icon_frame)) == NULL ||
        (fields[8] = rect_or_shared(&s->title_frame, &s->icon_frame, fields[7])) == NULL) {
        for (int i = 0; i < 12; i++) Py_XDECREF(fields[i]);
        return NULL;
    }
    return record(slot_type, fields, 12);
}

/* Node record `n` (layout.py's AccessibilityNode._from_record); `item` is its slot's item
 * (None: More). Made without the frozen dataclass's __init__: the fields go into its __dict__. */
static PyObject *node(const block_view *block, const bg_a11y_node *n, PyObject *item) {
    Py_ssize_t offset;
    PyObject *label, *identifier;
    if (in_block(block, n->label, &offset)) {
        label = block_string(block, offset);
    } else if (item == Py_None || n->label == NULL) {
        label = PyUnicode_FromStringAndSize("", 0);
    } else { /* an item's label: its accessibility label, else its title */
        label = PyObject_GetAttr(item, name_accessibility_label);
        if (label == Py_None) {
            Py_DECREF(label);
            label = PyObject_GetAttr(item, name_title);
        }
    }
    if (label == NULL) {
        identifier = NULL;
    } else if (n->identifier == NULL) {
        identifier = Py_None;
        Py_INCREF(identifier);
    } else if (in_block(block, n->identifier, &offset)) {
        identifier = block_string(block, offset);
    } else {
        identifier = item_field(item, name_accessibility_identifier, Py_None);
    }
    PyObject *values[8] = {NULL};
    values[1] = n->enabled ? Py_True : Py_False;
    Py_INCREF(values[1]);
    values[2] = label;
    values[3] = identifier;
    PyObject *made = NULL, *dict = NULL;
    /* Each made only when all before it were (no Python call with an error set). */
    int failed = identifier == NULL || (values[0] = member(a11y_roles, n->role)) == NULL ||
                 (values[4] = rect(&n->frame)) == NULL || (values[5] = PyLong_FromUnsignedLong(n->position)) == NULL ||
                 (values[6] = PyLong_FromUnsignedLong(n->count)) == NULL ||
                 (values[7] = PyLong_FromUnsignedLong(n->slot_index)) == NULL;
    if (!failed) {
        allocfunc alloc = SLOT_FUNCTION((PyTypeObject *)node_type, Py_tp_alloc, allocfunc);
        made = alloc((PyTypeObject *)node_type, 0);
        dict = made == NULL ? NULL : PyObject_GenericGetDict(made, NULL);
        failed = dict == NULL;
    }
    for (int i = 0; i < 8; i++) {
        failed = failed || PyDict_SetItem(dict, names[i], values[i]) != 0;
        Py_XDECREF(values[i]);
    }
    Py_XDECREF(dict);
    if (failed) {
        Py_XDECREF(made);
        return NULL;
    }
    return made;
}

/* The arguments both decoders share: the block, where the records start and how many. */
static int read_block(PyObject *const *args, size_t record_size, block_view *block, Py_ssize_t *offset,
                      Py_ssize_t *count) {
    if (slot_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "decoders() was not called");
        return 0;
    }
    if (!PyBytes_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "block must be bytes");
        return 0;
    }
    block->bytes = PyBytes_AsString(args[0]);
    block->size = PyBytes_Size(args[0]);
    *offset = PyLong_AsSsize_t(args[1]);
    *count = PyLong_AsSsize_t(args[2]);
    block->data = (uintptr_t)PyLong_AsUnsignedLongLong(args[3]);
    if (PyErr_Occurred()) return 0;
    if (*offset < 0 || *count < 0 || *offset > block->size ||
        (size_t)*count > (size_t)(block->size - *offset) / record_size) {
        PyErr_SetString(PyExc_ValueError, "records outside the block");
        return 0;
    }
    return 1;
}

/* slots(block, offset, count, data, items): see the top of this file. */
PyObject *speedups_slots(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 5) {
        PyErr_SetString(PyExc_TypeError, "slots(block, offset, count, data, items)");
        return NULL;
    }
    block_view block;
    Py_ssize_t offset, records;
    if (!read_block(args, sizeof(bg_slot), &block, &offset, &records)) return NULL;
    PyObject *decoded = PyTuple_New(records);
    for (Py_ssize_t i = 0; decoded != NULL && i < records; i++) {
        bg_slot record; /* copied: the block's bytes need not be aligned for it */
        memcpy(&record, block.bytes + offset + i * (Py_ssize_t)sizeof record, sizeof record);
        PyObject *made = slot(&block, &record, args[4]);
        if (made == NULL || PyTuple_SetItem(decoded, i, made) != 0) Py_CLEAR(decoded);
    }
    return decoded;
}

/* The item slot `index` shows (None: More), reading the slot records at `slots_offset`. */
static PyObject *item_of_slot(const block_view *block, Py_ssize_t slots_offset, uint32_t index, PyObject *items) {
    Py_ssize_t at = slots_offset + (Py_ssize_t)index * (Py_ssize_t)sizeof(bg_slot);
    if (slots_offset < 0 || at < slots_offset || at > block->size - (Py_ssize_t)sizeof(bg_slot)) {
        PyErr_SetString(PyExc_ValueError, "a node's slot is outside the block");
        return NULL;
    }
    int32_t item_index;
    memcpy(&item_index, block->bytes + at + offsetof(bg_slot, item_index), sizeof item_index);
    return item_at(items, item_index);
}

/* nodes(block, offset, count, data, slots_offset, items): see the top of this file. */
PyObject *speedups_nodes(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 6) {
        PyErr_SetString(PyExc_TypeError, "nodes(block, offset, count, data, slots_offset, items)");
        return NULL;
    }
    block_view block;
    Py_ssize_t offset, records;
    if (!read_block(args, sizeof(bg_a11y_node), &block, &offset, &records)) return NULL;
    Py_ssize_t slots_offset = PyLong_AsSsize_t(args[4]);
    if (slots_offset == -1 && PyErr_Occurred()) return NULL;
    PyObject *decoded = PyTuple_New(records);
    for (Py_ssize_t i = 0; decoded != NULL && i < records; i++) {
        bg_a11y_node record;
        memcpy(&record, block.bytes + offset + i * (Py_ssize_t)sizeof record, sizeof record);
        PyObject *item = item_of_slot(&block, slots_offset, record.slot_index, args[5]);
        PyObject *made = item == NULL ? NULL : node(&block, &record, item);
        Py_XDECREF(item);
        if (made == NULL || PyTuple_SetItem(decoded, i, made) != 0) Py_CLEAR(decoded);
    }
    return decoded;
}

/*
 * buttongroup._speedups: a GroupLayout's accessibility nodes decoded in C (see _decode.c, which
 * registers the classes and decodes the slots).
 *
 *   nodes(block, offset, count, data, slots_offset, items, slots) -> tuple of AccessibilityNode
 *     (`slots`: the layout's decoded slots, whose frames the nodes share, or None)
 * reads `count` node records at byte `offset` of `block`; each node's item is the one its slot
 * (a slot record at `slots_offset`) shows. A node is made without the frozen dataclass's
 * __init__ and __setattr__: its fields are stored at their slots' offsets (_slot_offsets.c).
 */
#include "_decode.h"

#include <string.h>

/* AccessibilityNode's fields, in order, and the class decoders() registered with their slots'
 * offsets (NULL and zeros before). */
static const char *const node_fields[DECODE_NODE_FIELDS] = {"role",  "enabled",  "label", "identifier",
                                                            "frame", "position", "count", "slot_index"};
static PyObject *node_type;
static Py_ssize_t node_offsets[DECODE_NODE_FIELDS];

int decode_node_offsets(PyObject *type, Py_ssize_t offsets[DECODE_NODE_FIELDS]) {
    return speedups_slot_offsets(type, node_fields, DECODE_NODE_FIELDS, offsets, "decoders");
}

void decode_keep_node_class(PyObject *type, const Py_ssize_t offsets[DECODE_NODE_FIELDS]) {
    memcpy(node_offsets, offsets, sizeof node_offsets);
    speedups_set_reference(&node_type, type);
}

/* The slot record a node points at, read from the slot records at `slots_offset` into *out
 * (1), or 0 with a ValueError: a slot outside the block. */
static int slot_of_node(const block_view *block, Py_ssize_t slots_offset, uint32_t index, bg_slot *out) {
    Py_ssize_t at = slots_offset + (Py_ssize_t)index * (Py_ssize_t)sizeof(bg_slot);
    if (slots_offset < 0 || at < slots_offset || at > block->size - (Py_ssize_t)sizeof(bg_slot)) {
        PyErr_SetString(PyExc_ValueError, "a node's slot is outside the block");
        return 0;
    }
    memcpy(out, block->bytes + at, sizeof *out);
    return 1;
}

int decode_rect_holds(PyObject *rect, const bg_rect *value) {
    if (rect == NULL || Py_TYPE(rect) != (PyTypeObject *)decode_rect_type || PyTuple_Size(rect) != 4) return 0;
    double held[4], wanted[4];
    memcpy(wanted, value, sizeof wanted);
    for (Py_ssize_t i = 0; i < 4; i++) {
        PyObject *number = PyTuple_GetItem(rect, i);
        if (number == NULL || !PyFloat_CheckExact(number)) return 0;
        held[i] = PyFloat_AsDouble(number);
    }
    return memcmp(held, wanted, sizeof held) == 0;
}

/* A node's frame: the frame of its decoded slot (`slots`: a tuple of Slot, or None) when that
 * holds the same doubles, else one made for it. */
static PyObject *node_frame(const bg_a11y_node *n, PyObject *slots) {
    if (PyTuple_Check(slots) && (Py_ssize_t)n->slot_index < PyTuple_Size(slots)) {
        PyObject *decoded = PyTuple_GetItem(slots, (Py_ssize_t)n->slot_index);
        PyObject *frame = decoded != NULL && PyTuple_Check(decoded) && PyTuple_Size(decoded) > 4
                              ? PyTuple_GetItem(decoded, 4)
                              : NULL;
        if (decode_rect_holds(frame, &n->frame)) {
            Py_INCREF(frame);
            return frame;
        }
    }
    return speedups_shared_quad(decode_rect_type, &n->frame);
}

/* The node's label: from the block, else its item's accessibility label or title ("" for More). */
static PyObject *node_label(const block_view *block, const bg_a11y_node *n, const item_source *items,
                            PyObject *item, int32_t index) {
    Py_ssize_t offset;
    if (decode_in_block(block, n->label, &offset)) return decode_block_string(block, offset);
    if (item == Py_None || n->label == NULL) return PyUnicode_FromStringAndSize("", 0);
    return decode_item_text(items, item, index, TEXT_LABEL, NULL);
}

/* Node record `n` (layout.py's AccessibilityNode._from_record); `item` is its slot's item
 * (None: More). Made without the frozen dataclass's __init__: each field stored in its slot. */
static PyObject *node(const block_view *block, const bg_a11y_node *n,
                      const item_source *items, PyObject *item, int32_t index, PyObject *slots) {
    Py_ssize_t offset;
    PyObject *values[DECODE_NODE_FIELDS] = {NULL};
    values[2] = node_label(block, n, items, item, index);
    if (values[2] == NULL) {
        values[3] = NULL;
    } else if (n->identifier == NULL) {
        values[3] = Py_None;
        Py_INCREF(Py_None);
    } else if (decode_in_block(block, n->identifier, &offset)) {
        values[3] = decode_block_string(block, offset);
    } else {
        values[3] = decode_item_text(items, item, index, TEXT_IDENTIFIER, Py_None);
    }
    values[1] = Py_NewRef(n->enabled ? Py_True : Py_False);
    /* Each made only when all before it were (no Python call with an error set). */
    if (values[3] != NULL && (values[0] = decode_a11y_role(n->role)) != NULL &&
        (values[4] = node_frame(n, slots)) != NULL && (values[5] = PyLong_FromUnsignedLong(n->position)) != NULL &&
        (values[6] = PyLong_FromUnsignedLong(n->count)) != NULL) {
        values[7] = PyLong_FromUnsignedLong(n->slot_index);
    }
    return speedups_slotted(node_type, node_offsets, values, DECODE_NODE_FIELDS);
}

/* What the nodes are decoded with: their texts' source, the slot records' offset, and the
 * layout's decoded slots (or None). */
typedef struct {
    item_source source;
    Py_ssize_t slots_offset;
    PyObject *slots;
} node_context;

/* Node record `record` with the item its slot shows (see node_context). */
static PyObject *node_record(const block_view *block, const void *record, void *context) {
    const bg_a11y_node *n = record;
    const node_context *nodes = context;
    bg_slot shown;
    PyObject *item = slot_of_node(block, nodes->slots_offset, n->slot_index, &shown)
                         ? decode_item_at(nodes->source.items, shown.item_index)
                         : NULL;
    PyObject *made = item == NULL ? NULL : node(block, n, &nodes->source, item, shown.item_index, nodes->slots);
    Py_XDECREF(item);
    return made;
}

PyObject *speedups_decode_nodes(PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data,
                                Py_ssize_t slots_offset, PyObject *items, PyObject *texts, PyObject *slots) {
    block_view block;
    if (!decode_view_block(bytes, offset, count, data, sizeof(bg_a11y_node), &block)) return NULL;
    node_context nodes = {{items, speedups_item_texts_of(texts, items) ? texts : NULL}, slots_offset, slots};
    return decode_records(&block, offset, count, sizeof(bg_a11y_node), node_record, &nodes);
}

/* nodes(block, offset, count, data, slots_offset, items, slots): see the top of this file. */
PyObject *speedups_nodes(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    uintptr_t data;
    Py_ssize_t numbers[3];
    if (!decode_read_arguments(args, count, 7, 1, "nodes(block, offset, count, data, slots_offset, items, slots)",
                               &data, numbers)) {
        return NULL;
    }
    return speedups_decode_nodes(args[0], numbers[0], numbers[1], data, numbers[2], args[5], NULL, args[6]);
}

/*
 * buttongroup._speedups: what the decoders of a GroupLayout's parts share: _decode.c (the
 * registration, the reading of a result block and of the items' texts, the slots) gives them to
 * _decode_nodes.c (the accessibility nodes).
 */
#ifndef BUTTONGROUP_DECODE_H
#define BUTTONGROUP_DECODE_H

#include "_speedups.h"

/* The block a layout was copied into: its bytes and the library address its first byte had. */
typedef struct {
    const char *bytes;
    Py_ssize_t size;
    uintptr_t data;
} block_view;

/* Where a decoding call takes its items' texts from: `texts` (speedups_item_texts) when the
 * layout has them, else each read from `items`. */
typedef struct {
    PyObject *items;
    PyObject *texts; /* NULL: none */
} item_source;

/* _decode.c:
 *   decode_rect_type, decode_corners_type: the Rect and Corners classes decoders() registered
 *     (NULL before);
 *   decode_view_block: `bytes` (a result block) holding `count` records of `record_size` bytes
 *     at `offset`, whose first byte was at `data` in the library, as a view: 1, or 0 with an
 *     error (a RuntimeError before decoders(), a TypeError for a block that is not bytes, a
 *     ValueError for records outside it);
 *   decode_read_arguments: the arguments of slots() and nodes() (see there);
 *   decode_in_block: whether `pointer` points into the block (then *offset is where);
 *   decode_block_string: the NUL-terminated UTF-8 string at `offset` of the block;
 *   decode_item_at: items[index] (a new reference), None for a negative index;
 *   decode_item_text: text `which` (TEXT_*) of item `item` (at `index`; None: More, whose texts
 *     are `fallback`), a new reference;
 *   decode_a11y_role: the A11yRole member of a value (a new reference), or NULL with KeyError;
 *   decode_state: the State of flags `value` (a new reference): the table's member, else
 *     state(value) (flags of a newer library), or NULL with its error. */
extern PyObject *decode_rect_type, *decode_corners_type;
int decode_view_block(PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data, size_t record_size,
                      block_view *block);
int decode_read_arguments(PyObject *const *args, Py_ssize_t count, Py_ssize_t expected, const char *usage,
                          uintptr_t *data, Py_ssize_t numbers[3]);
static inline int decode_in_block(const block_view *block, const char *pointer, Py_ssize_t *offset) {
    uintptr_t address = (uintptr_t)pointer;
    if (pointer == NULL || address < block->data || address - block->data >= (uintptr_t)block->size) return 0;
    *offset = (Py_ssize_t)(address - block->data);
    return 1;
}
PyObject *decode_block_string(const block_view *block, Py_ssize_t offset);
static inline PyObject *decode_item_at(PyObject *items, int32_t index) {
    return index < 0 ? Py_NewRef(Py_None) : PySequence_GetItem(items, index);
}
PyObject *decode_item_text(const item_source *source, PyObject *item, int32_t index, int which, PyObject *fallback);
PyObject *decode_a11y_role(long long value);
PyObject *decode_state(uint32_t value);

/* _decode_nodes.c: decode_rect_holds: whether `rect` is a Rect holding exactly the doubles of
 * `value` (a frame a decoded value already has, which another may share). */
int decode_rect_holds(PyObject *rect, const bg_rect *value);
/* The node class's slots' offsets, in the order of its fields (0, or -1 with a
 * TypeError: a class whose fields are not slots), and the class and offsets kept for decoding. */
enum { DECODE_NODE_FIELDS = 8 };
int decode_node_offsets(PyObject *type, Py_ssize_t offsets[DECODE_NODE_FIELDS]);
void decode_keep_node_class(PyObject *type, const Py_ssize_t offsets[DECODE_NODE_FIELDS]);

#endif

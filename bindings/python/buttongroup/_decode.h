/*
 * buttongroup._speedups: what the decoders of a GroupLayout's parts share: _decode.c (the
 * registration, the reading of a result block and of the items' texts, the slots) gives them to
 * _decode_nodes.c (the accessibility nodes).
 */
#ifndef BUTTONGROUP_DECODE_H
#define BUTTONGROUP_DECODE_H

#include "_speedups.h"

#include <string.h>

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

/* Makes the value of one record (a copy, aligned) of the block, with what `context` holds: a new
 * reference, or NULL with an error. */
typedef PyObject *(*record_decoder)(const block_view *block, const void *record, void *context);

/* _decode.c:
 *   decode_rect_type, decode_corners_type: the Rect and Corners classes decoders() registered
 *     (NULL before);
 *   decode_view_block: `bytes` (a result block) holding `count` records of `record_size` bytes
 *     at `offset`, whose first byte was at `data` in the library, as a view: 1, or 0 with an
 *     error (a RuntimeError before decoders(), a TypeError for a block that is not bytes, a
 *     ValueError for records outside it);
 *   decode_read_arguments: the arguments of a decoding function called from Python: `expected`
 *     of them (else a TypeError showing `usage`), the block's address args[3] into *data, the
 *     offset and count args[1] and args[2] into numbers[0] and [1], and `extra` more numbers from
 *     args[4] on into numbers[2] ...: 1, or 0 with an error;
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
int decode_read_arguments(PyObject *const *args, Py_ssize_t count, Py_ssize_t expected, int extra, const char *usage,
                          uintptr_t *data, Py_ssize_t numbers[]);
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

/* `count` records of `record_size` bytes at `offset` of the block (checked to lie in it:
 * decode_view_block), each made a value by `decode`, as a tuple (NULL with the first error). The
 * one loop of every decoder, slots, nodes and the toolbar's parts; inline, so that each caller's
 * decoder is inlined into its copy of it. */
static inline PyObject *decode_records(const block_view *block, Py_ssize_t offset, Py_ssize_t count,
                                       size_t record_size, record_decoder decode, void *context) {
    PyObject *decoded = PyTuple_New(count);
    for (Py_ssize_t i = 0; decoded != NULL && i < count; i++) {
        union {
            bg_slot slot;
            bg_a11y_node node;
            bg_control_cell cell;
            bg_placed_group group;
            bg_rect rect;
            bg_toolbar_diagnostic diagnostic;
        } record; /* copied: the block's bytes need not be aligned for it */
        memcpy(&record, block->bytes + offset + i * (Py_ssize_t)record_size, record_size);
        PyObject *made = decode(block, &record, context);
        if (made == NULL) {
            Py_CLEAR(decoded);
        } else {
            speedups_tuple_fill(decoded, i, made);
        }
    }
    return decoded;
}

/* _decode_nodes.c: decode_rect_holds: whether `rect` is a Rect holding exactly the doubles of
 * `value` (a frame a decoded value already has, which another may share). */
int decode_rect_holds(PyObject *rect, const bg_rect *value);
/* The node class's slots' offsets, in the order of its fields (0, or -1 with a
 * TypeError: a class whose fields are not slots), and the class and offsets kept for decoding. */
enum { DECODE_NODE_FIELDS = 8 };
int decode_node_offsets(PyObject *type, Py_ssize_t offsets[DECODE_NODE_FIELDS]);
void decode_keep_node_class(PyObject *type, const Py_ssize_t offsets[DECODE_NODE_FIELDS]);

#endif

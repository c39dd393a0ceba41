/*
 * buttongroup._speedups: a ToolbarLayout's cells, groups, accessibility nodes, separators and
 * diagnostics decoded in C.
 *
 * A ToolbarLayout (toolbar/layout.py) holds copies of the library's view and result block and
 * decodes each part on its first read. In Python a cell costs about 3.5 us (fourteen fields, five
 * rects, two strings), a node about 2 us and a diagnostic 4 us, so reading a 4 x 3 toolbar whole
 * took fourteen times its frames-only relayout. speedups_decode_toolbar builds equal values from
 * the same bytes, as _decode.c does for a GroupLayout: with its Rect, Corners and State
 * (decoders() must have been called first), its shared values (_shared_values.c), and each value
 * stored at its slot's offset (_slot_offsets.c). It serves the module's toolbar_* functions and
 * a ToolbarLayout's compiled parts (_toolbar_parts.c); toolbar/layout.py keeps the Python
 * decoders for installs without this module and as the reference the tests compare these with
 * (tests/test_compiled_toolbar_decoders.py).
 *
 * toolbar_decoders(cell, group, node, diagnostic, styles, style, label_styles, label_style,
 * a11y_roles, a11y_role, diagnostic_kinds, diagnostic_kind) is called once at import with the
 * four classes (frozen dataclasses with slots) and the enum tables (dicts from a C value to its
 * member), each with its enum class, which decides a value not in its table (a newer library's)
 * as the Python decoders do.
 *
 * A string pointer inside the block is read from it; one outside it points at the toolbar's copy
 * of an item's own string, read from the toolbar's items as toolbar/_records.py reads it. Errors
 * are the Python decoders': ValueError for records outside the block, IndexError for an item or
 * a button that is not there, the enum class's error for an unknown value, raised in the order
 * the Python decoders meet them.
 */
#include "_decode.h"

#include <string.h>

/* The classes toolbar_decoders() registered, with their slots' offsets (NULL and zeros before). */
enum { CELL_FIELDS = 14, GROUP_FIELDS = 7, NODE_FIELDS = 7, DIAGNOSTIC_FIELDS = 3 };
static const char *const cell_fields[CELL_FIELDS] = {
    "item",       "button",           "state", "frame",       "hit_frame",        "corners",     "title",
    "title_frame", "title_truncated", "image", "image_frame", "foreground_color", "title_color", "fill_color"};
static const char *const group_fields[GROUP_FIELDS] = {"item",  "style", "label_style", "frame", "menu_indicator_frame",
                                                       "cells", "separators"};
static const char *const node_fields[NODE_FIELDS] = {"role", "enabled", "label", "frame", "position", "count", "cell"};
static const char *const diagnostic_fields[DIAGNOSTIC_FIELDS] = {"kind", "item", "message"};
static PyObject *cell_type, *group_type, *node_type, *diagnostic_type;
static Py_ssize_t cell_offsets[CELL_FIELDS], group_offsets[GROUP_FIELDS], node_offsets[NODE_FIELDS],
    diagnostic_offsets[DIAGNOSTIC_FIELDS];

/* An enum's members by C value, and the enum class that decides values not in the table. */
typedef struct {
    PyObject *table, *type;
} enum_members;
static enum_members styles, label_styles, a11y_roles, diagnostic_kinds;
/* The attribute names an item's own strings are read through (interned once), the fields of each
 * class they are read from, and what was found of the last class of each (_item_fields.c). */
static PyObject *name_group, *name_buttons, *name_title, *name_image, *name_label;
static plain_class last_item_class, last_group_class, last_button_class;

/* getattr(object, name), where `name` is one of the `count` fields `names` of its class, read
 * from its __dict__ where the class allows (see speedups_fields_in_dict). */
static PyObject *field_of(PyObject *object, PyObject *name, PyObject *const names[], int count, plain_class *last) {
    return speedups_dict_field(object, name, speedups_fields_in_dict(Py_TYPE(object), names, count, last));
}

/* The member of `value`: the table's, else type(value) (a new reference, or NULL with its error). */
static PyObject *member_of(const enum_members *members, long long value) {
    PyObject *number = PyLong_FromLongLong(value);
    if (number == NULL) return NULL;
    PyObject *found = PyDict_GetItemWithError(members->table, number);
    if (found != NULL) {
        Py_INCREF(found);
    } else if (!PyErr_Occurred()) {
        found = PyObject_CallFunctionObjArgs(members->type, number, NULL);
    }
    Py_DECREF(number);
    return found;
}

PyObject *speedups_toolbar_decoders(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 12) {
        PyErr_SetString(PyExc_TypeError, "toolbar_decoders(cell, group, node, diagnostic, styles, style, label_styles, "
                                         "label_style, a11y_roles, a11y_role, diagnostic_kinds, diagnostic_kind)");
        return NULL;
    }
    if (decode_rect_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "toolbar_decoders: decoders() was not called");
        return NULL;
    }
    for (int i = 4; i < 12; i += 2) {
        if (!PyDict_Check(args[i]) || !PyType_Check(args[i + 1])) {
            PyErr_SetString(PyExc_TypeError, "toolbar_decoders: each enum table must be a dict, with its enum class");
            return NULL;
        }
    }
    /* Everything found first, then kept: a refused call changes nothing. */
    Py_ssize_t cells[CELL_FIELDS], groups[GROUP_FIELDS], nodes[NODE_FIELDS], diagnostics[DIAGNOSTIC_FIELDS];
    PyObject **const names[5] = {&name_group, &name_buttons, &name_title, &name_image, &name_label};
    static const char *const texts[5] = {"group", "buttons", "title", "image", "label"};
    const char *who = "toolbar_decoders";
    if (speedups_slot_offsets(args[0], cell_fields, CELL_FIELDS, cells, who) != 0 ||
        speedups_slot_offsets(args[1], group_fields, GROUP_FIELDS, groups, who) != 0 ||
        speedups_slot_offsets(args[2], node_fields, NODE_FIELDS, nodes, who) != 0 ||
        speedups_slot_offsets(args[3], diagnostic_fields, DIAGNOSTIC_FIELDS, diagnostics, who) != 0 ||
        speedups_intern(names, texts, 5) != 0) {
        return NULL;
    }
    memcpy(cell_offsets, cells, sizeof cells);
    memcpy(group_offsets, groups, sizeof groups);
    memcpy(node_offsets, nodes, sizeof nodes);
    memcpy(diagnostic_offsets, diagnostics, sizeof diagnostics);
    PyObject **const kept[12] = {&cell_type,         &group_type,         &node_type,        &diagnostic_type,
                                 &styles.table,      &styles.type,        &label_styles.table, &label_styles.type,
                                 &a11y_roles.table,  &a11y_roles.type,    &diagnostic_kinds.table,
                                 &diagnostic_kinds.type};
    speedups_set_references(kept, args, 12);
    Py_RETURN_NONE;
}

/* ---------------------------------------------------------------------------- the strings */

/* What `item` holds for a cell or a node (toolbar/_records.py's own_strings): button `button`'s
 * title (`image`: its image), or for -1 (a menu-style group's cell, a group's node) its group's
 * label, "" when it has none (`image`: the group's image); for a flexible space "" (None). */
static PyObject *own_text(PyObject *item, int32_t button, int image) {
    PyObject *const item_fields[1] = {name_group}, *const group_fields[3] = {name_buttons, name_label, name_image};
    PyObject *const button_fields[2] = {name_title, name_image};
    PyObject *group = field_of(item, name_group, item_fields, 1, &last_item_class);
    if (group == NULL) return NULL;
    PyObject *text;
    if (group == Py_None) {
        text = image ? Py_NewRef(Py_None) : PyUnicode_FromStringAndSize("", 0);
    } else if (button >= 0) {
        PyObject *buttons = field_of(group, name_buttons, group_fields, 3, &last_group_class);
        PyObject *shown = buttons == NULL ? NULL : PySequence_GetItem(buttons, button);
        text = shown == NULL ? NULL
                             : field_of(shown, image ? name_image : name_title, button_fields, 2, &last_button_class);
        Py_XDECREF(shown);
        Py_XDECREF(buttons);
    } else {
        text = field_of(group, image ? name_image : name_label, group_fields, 3, &last_group_class);
        int shown = image || text == NULL ? 1 : PyObject_IsTrue(text); /* `group.label or ""` */
        if (shown <= 0) {
            Py_DECREF(text);
            text = shown < 0 ? NULL : PyUnicode_FromStringAndSize("", 0);
        }
    }
    Py_DECREF(group);
    return text;
}

/* The text at `pointer` (NULL: None): from the block, else `item_index`'s own (`image` or not,
 * of button `button`); `elided`: a title cut to nothing, whose own text is "". */
static PyObject *text_of(const block_view *block, const char *pointer, PyObject *items, uint32_t item_index,
                         int32_t button, int image, int elided) {
    Py_ssize_t offset;
    if (pointer == NULL) return Py_NewRef(Py_None);
    if (decode_in_block(block, pointer, &offset)) return decode_block_string(block, offset);
    if (elided) return PyUnicode_FromStringAndSize("", 0);
    PyObject *item = PySequence_GetItem(items, (Py_ssize_t)item_index);
    PyObject *text = item == NULL ? NULL : own_text(item, button, image);
    Py_XDECREF(item);
    return text;
}

/* A frame the library zeroes where nothing is shown: None then, else a Rect. */
static PyObject *shown_rect(const bg_rect *value) {
    if (value->x == 0 && value->y == 0 && value->width == 0 && value->height == 0) return Py_NewRef(Py_None);
    return speedups_shared_quad(decode_rect_type, value);
}

/* ------------------------------------------------------------------------------------ cells */

/* Cell record `c` (parts.py's ControlCell._from_record, its strings read as cell_strings does)
 * of the toolbar whose items `source` (a toolbar_source) holds. */
static PyObject *cell(const block_view *block, const void *record, void *source) {
    const bg_control_cell *c = record;
    PyObject *items = ((const toolbar_source *)source)->items;
    PyObject *v[CELL_FIELDS] = {NULL};
    v[6] = text_of(block, c->title, items, c->item_index, c->button_index, 0, c->title_truncated);
    if (v[6] != NULL) v[9] = text_of(block, c->image, items, c->item_index, c->button_index, 1, 0);
    /* Each made only when all before it were (no Python call with an error set). */
    if (v[9] != NULL && (v[2] = decode_state(c->state)) != NULL &&
        (v[0] = PyLong_FromUnsignedLong(c->item_index)) != NULL &&
        (v[1] = c->button_index < 0 ? Py_NewRef(Py_None) : PyLong_FromLong(c->button_index)) != NULL &&
        (v[3] = speedups_shared_quad(decode_rect_type, &c->frame)) != NULL &&
        (v[4] = speedups_shared_quad(decode_rect_type, &c->hit_frame)) != NULL &&
        (v[5] = speedups_shared_quad(decode_corners_type, &c->corners)) != NULL &&
        (v[7] = v[6] == Py_None ? Py_NewRef(Py_None) : shown_rect(&c->title_frame)) != NULL &&
        (v[10] = v[9] == Py_None ? Py_NewRef(Py_None) : shown_rect(&c->image_frame)) != NULL &&
        (v[11] = PyLong_FromUnsignedLong(c->foreground_color)) != NULL &&
        (v[12] = PyLong_FromUnsignedLong(c->title_color)) != NULL) {
        v[13] = c->has_fill ? PyLong_FromUnsignedLong(c->fill_color) : Py_NewRef(Py_None);
    }
    v[8] = Py_NewRef(c->title_truncated ? Py_True : Py_False);
    return speedups_slotted(cell_type, cell_offsets, v, CELL_FIELDS);
}


/* ----------------------------------------------------------------------------------- groups */

/* range(start, start + count). A range is an immutable value, and a layout's ranges are mostly
 * those of the layout before, so the small ones are made once and kept. */
enum { KEPT_STARTS = 64, KEPT_COUNTS = 16 };
static PyObject *kept_ranges[KEPT_STARTS][KEPT_COUNTS];
static PyObject *range_of(uint32_t start, uint32_t count) {
    int small = start < KEPT_STARTS && count < KEPT_COUNTS;
    if (small && kept_ranges[start][count] != NULL) return Py_NewRef(kept_ranges[start][count]);
    PyObject *made = PyObject_CallFunction((PyObject *)&PyRange_Type, "KK", (unsigned long long)start,
                                           (unsigned long long)start + count);
    if (small && made != NULL) kept_ranges[start][count] = Py_NewRef(made);
    return made;
}

/* Group record `g` (parts.py's PlacedGroup._from_record). */
static PyObject *placed_group(const block_view *block, const void *record, void *unused) {
    (void)block;
    (void)unused;
    const bg_placed_group *g = record;
    PyObject *v[GROUP_FIELDS] = {NULL};
    if ((v[1] = member_of(&styles, g->style)) != NULL && (v[2] = member_of(&label_styles, g->label_style)) != NULL &&
        (v[0] = PyLong_FromUnsignedLong(g->item_index)) != NULL &&
        (v[3] = speedups_shared_quad(decode_rect_type, &g->frame)) != NULL &&
        (v[4] = g->has_menu_indicator ? speedups_shared_quad(decode_rect_type, &g->menu_indicator_frame)
                                      : Py_NewRef(Py_None)) != NULL &&
        (v[5] = range_of(g->first_cell, g->cell_count)) != NULL) {
        v[6] = range_of(g->first_separator, g->separator_count);
    }
    return speedups_slotted(group_type, group_offsets, v, GROUP_FIELDS);
}


/* ------------------------------------------------------------------------------------ rects */

static PyObject *rect(const block_view *block, const void *record, void *unused) {
    (void)block;
    (void)unused;
    return speedups_shared_quad(decode_rect_type, record);
}


/* ------------------------------------------------------------------------------ diagnostics */

/* Diagnostic record `d` (parts.py's ToolbarDiagnostic._from_record): its message from the block
 * ("" when it is not there). */
static PyObject *diagnostic(const block_view *block, const void *record, void *unused) {
    (void)unused;
    const bg_toolbar_diagnostic *d = record;
    PyObject *v[DIAGNOSTIC_FIELDS] = {NULL};
    Py_ssize_t offset;
    if ((v[0] = member_of(&diagnostic_kinds, d->kind)) != NULL &&
        (v[1] = d->item_index < 0 ? Py_NewRef(Py_None) : PyLong_FromLong(d->item_index)) != NULL) {
        v[2] = decode_in_block(block, d->message, &offset) ? decode_block_string(block, offset)
                                                           : PyUnicode_FromStringAndSize("", 0);
    }
    return speedups_slotted(diagnostic_type, diagnostic_offsets, v, DIAGNOSTIC_FIELDS);
}


/* ------------------------------------------------------------------------------------ nodes */

/* What the nodes are decoded with (the group records checked to lie in the block), and the
 * group nodes met so far. */
typedef struct {
    const toolbar_source *source;
    Py_ssize_t groups_met;
} node_context;

/* A node's frame: the frame of its decoded cell when that holds the same doubles, else one made
 * (or found in the shared values) for it. */
static PyObject *node_frame(const bg_a11y_node *n, PyObject *cells) {
    if (cells != NULL && PyTuple_Check(cells) && n->slot_index != UINT32_MAX &&
        (Py_ssize_t)n->slot_index < PyTuple_Size(cells)) {
        PyObject *shown = PyTuple_GetItem(cells, (Py_ssize_t)n->slot_index);
        PyObject *frame = shown != NULL && Py_TYPE(shown) == (PyTypeObject *)cell_type
                              ? *speedups_slot_at(shown, cell_offsets[3])
                              : NULL;
        if (decode_rect_holds(frame, &n->frame)) return Py_NewRef(frame);
    }
    return speedups_shared_quad(decode_rect_type, &n->frame);
}

/* The item (a new reference; None: none) whose strings label node `n` when the block does not
 * hold its label, and its button (-1: the group's label): the next group's item for a group node
 * while there are groups, the item and button of its cell for a cell's node, else None. NULL
 * with an error: a cell outside the block (ValueError), an item that is not there. */
static PyObject *owner_of(const block_view *block, const bg_a11y_node *n, node_context *nodes, int32_t *button) {
    const toolbar_source *source = nodes->source;
    *button = -1;
    if (n->role == BG_A11Y_GROUP && nodes->groups_met < source->group_count) {
        bg_placed_group placed;
        memcpy(&placed, block->bytes + source->groups_offset + nodes->groups_met++ * (Py_ssize_t)sizeof placed,
               sizeof placed);
        return PySequence_GetItem(source->items, (Py_ssize_t)placed.item_index);
    }
    if (n->slot_index == UINT32_MAX) return Py_NewRef(Py_None);
    long long at = (long long)source->cells_offset + (long long)n->slot_index * (long long)sizeof(bg_control_cell);
    if (source->cells_offset < 0 || at > (long long)block->size - (long long)sizeof(bg_control_cell)) {
        PyErr_SetString(PyExc_ValueError, "a node's cell is outside the block");
        return NULL;
    }
    bg_control_cell shown;
    memcpy(&shown, block->bytes + at, sizeof shown);
    *button = shown.button_index;
    return PySequence_GetItem(source->items, (Py_ssize_t)shown.item_index);
}

/* Node record `n` (parts.py's ControlAccessibilityNode._from_record, its label read as
 * _records.node_label reads it). */
static PyObject *toolbar_node(const block_view *block, const void *record, void *context) {
    const bg_a11y_node *n = record;
    node_context *nodes = context;
    int32_t button;
    PyObject *owner = owner_of(block, n, nodes, &button);
    if (owner == NULL) return NULL;
    PyObject *v[NODE_FIELDS] = {NULL};
    Py_ssize_t offset;
    if (n->label != NULL && decode_in_block(block, n->label, &offset)) {
        v[2] = decode_block_string(block, offset);
    } else if (n->label == NULL || owner == Py_None) {
        v[2] = PyUnicode_FromStringAndSize("", 0);
    } else {
        v[2] = own_text(owner, button, 0);
    }
    Py_DECREF(owner);
    if (v[2] != NULL && (v[0] = member_of(&a11y_roles, n->role)) != NULL &&
        (v[3] = node_frame(n, nodes->source->cells)) != NULL && (v[4] = PyLong_FromUnsignedLong(n->position)) != NULL &&
        (v[5] = PyLong_FromUnsignedLong(n->count)) != NULL) {
        v[6] = n->slot_index == UINT32_MAX ? Py_NewRef(Py_None) : PyLong_FromUnsignedLong(n->slot_index);
    }
    v[1] = Py_NewRef(n->enabled ? Py_True : Py_False);
    return speedups_slotted(node_type, node_offsets, v, NODE_FIELDS);
}


/* ------------------------------------------------------------------------------ any part */

PyObject *speedups_decode_toolbar(int part, PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data,
                                  const toolbar_source *source) {
    static const size_t sizes[TOOLBAR_PARTS] = {sizeof(bg_control_cell), sizeof(bg_placed_group),
                                                sizeof(bg_a11y_node), sizeof(bg_rect), sizeof(bg_toolbar_diagnostic)};
    static const record_decoder decoders[TOOLBAR_PARTS] = {cell, placed_group, toolbar_node, rect, diagnostic};
    if (cell_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "toolbar_decoders() was not called");
        return NULL;
    }
    if (part < 0 || part >= TOOLBAR_PARTS || (source == NULL && (part == TOOLBAR_CELLS || part == TOOLBAR_NODES))) {
        PyErr_SetString(PyExc_SystemError, "speedups_decode_toolbar: no such part, or no source for it");
        return NULL;
    }
    block_view block, groups;
    if (!decode_view_block(bytes, offset, count, data, sizes[part], &block)) return NULL;
    if (part != TOOLBAR_NODES) {
        return decode_records(&block, offset, count, sizes[part], decoders[part], (void *)source);
    }
    int some = source->group_count > 0;
    if (!decode_view_block(bytes, some ? source->groups_offset : 0, some ? source->group_count : 0, data,
                           sizeof(bg_placed_group), &groups)) {
        return NULL;
    }
    node_context nodes = {source, 0};
    return decode_records(&block, offset, count, sizes[part], toolbar_node, &nodes);
}

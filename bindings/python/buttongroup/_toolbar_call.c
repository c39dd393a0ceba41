/*
 * buttongroup._speedups: Toolbar.layout_frames and Toolbar.layout in C.
 *
 * The group's compiled calls (_group_call.c) serve a toolbar too: the same arguments, lock,
 * fallback and errors, another library function and another result. Both kinds call
 * bg_toolbar_layout_call, as the ctypes path does, so that a failure's message names the same
 * function. Each toolbar gets one object per call kind, whose method `call` is called like
 * layout(width, scale=1.0, direction=LTR):
 *   ToolbarFramesCall(toolbar_id, state, owner, make_fallback, raise_status, frames_type) lays the
 *     frames out and returns a frames_type (ToolbarFrames, a Frames) made without its __init__:
 *     its columns x, y, width, height set as a group's Frames' are (_frames_cache.c: unchanged
 *     columns are the same tuples, and the last ToolbarFrames nobody holds is filled again),
 *     `_rects` to one bytes copy of the cells' (and the overflow button's) frames, then the
 *     groups', then the separators', `_shape` to (count, cell_count, group_count,
 *     separator_count, size, arrangement) (size a Size: the class toolbar_parts() was given),
 *     and `_all` (the decoded rects) to None;
 *   ToolbarLayoutCall(toolbar_id, state, owner, make_fallback, raise_status, layout_type) lays the
 *     toolbar out whole and returns a layout_type (ToolbarLayout) made without its __init__, as a
 *     group's GroupLayout: its slots _block, _head and _items set to copies of the result block
 *     and of the bg_toolbar_view header and to state.items, the rest (the parts decoded later)
 *     to None.
 * The results are what the Python path makes too, whose parts the Python decoders and the compiled
 * ones (_decode_toolbar.c) read later; state, owner,
 * make_fallback and raise_status are as for a group (state.layouts_call_back: a Python measure
 * callback, whose layouts are the ctypes path's).
 */
#include "_speedups.h"

#include <string.h>

bg_status (*speedups_toolbar_layout_call)(const bg_toolbar_call *);

static const char *const frames_filled[] = {"_rects", "_shape"};
static result_slots frames_known;
static const result_shape frames_shape = {"ToolbarFramesCall", frames_filled, 2, &frames_known};
static const char *const column_names[4] = {"x", "y", "width", "height"};
/* The offsets of the columns (the slots of its base class, Frames) of the ToolbarFrames class
 * `columns_type`, found when a result of it is first made. */
static PyObject *columns_type;
static Py_ssize_t column_offsets[4];
static const char *const layout_filled[] = {"_block", "_head", "_items"};
static result_slots layout_known;
static const result_shape layout_shape = {"ToolbarLayoutCall", layout_filled, 3, &layout_known};

/* ----------------------------------------------------------------------------------- frames */

/* bg_toolbar_layout_call with these arguments, into `out` (a whole view) or `frames`. */
static bg_status call_toolbar(uint64_t id, double width, double scale, int32_t direction, bg_toolbar_view *out,
                              bg_toolbar_frames *frames) {
    bg_toolbar_call call;
    memset(&call, 0, sizeof call);
    call.struct_size = sizeof call;
    call.direction = direction;
    call.toolbar.id = id;
    call.width = width;
    call.scale = scale;
    call.out = out;
    call.frames = frames;
    return speedups_toolbar_layout_call(&call);
}

static bg_status call_frames(uint64_t id, double width, double scale, int32_t direction, void *out) {
    return call_toolbar(id, width, scale, direction, NULL, out);
}

/* `count` rects at `rects` (none when NULL) copied to `*into`, which moves past them. */
static void copy_rects(char **into, const bg_rect *rects, uint32_t count) {
    if (rects == NULL || count == 0) return;
    memcpy(*into, rects, (size_t)count * sizeof *rects);
    *into += (size_t)count * sizeof *rects;
}

/* The offsets of the columns of `type` (a subclass of Frames): 0, or -1 with a TypeError. */
static int find_columns(PyObject *type) {
    if (type == columns_type) return 0;
    PyObject *base = PyType_GetSlot((PyTypeObject *)type, Py_tp_base); /* borrowed */
    Py_ssize_t found[4];
    if (base == NULL || speedups_slot_offsets(base, column_names, 4, found, "ToolbarFramesCall") != 0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "ToolbarFramesCall: the result type has no base");
        return -1;
    }
    memcpy(column_offsets, found, sizeof found);
    speedups_set_reference(&columns_type, type);
    return 0;
}

/* (count, cell_count, group_count, separator_count, size, arrangement) of `out`. */
static PyObject *shape_of(const bg_toolbar_frames *out, uint32_t count, uint32_t groups, uint32_t separators) {
    PyObject *size_type = speedups_toolbar_size_type();
    if (size_type == NULL) return NULL;
    PyObject *size_values[2] = {PyFloat_FromDouble(out->size.width), PyFloat_FromDouble(out->size.height)};
    PyObject *size = speedups_record(size_type, size_values, 2);
    return size == NULL ? NULL
                        : Py_BuildValue("(IIIINI)", count, out->cell_count, groups, separators, size, out->arrangement);
}

static PyObject *read_frames(LayoutCall *self, void *written) {
    const bg_toolbar_frames *out = written;
    uint32_t groups = out->group_frames != NULL ? out->group_count : 0;
    uint32_t separators = out->separators != NULL ? out->separator_count : 0;
    uint32_t count = out->frames != NULL ? out->count : 0;
    if (find_columns(self->result.type) != 0) return NULL;
    PyObject *values[2] = {PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(((size_t)count + groups + separators) *
                                                                         sizeof(bg_rect))),
                           NULL};
    if (values[0] != NULL) {
        char *into = PyBytes_AsString(values[0]);
        copy_rects(&into, out->frames, count);
        copy_rects(&into, out->group_frames, groups);
        copy_rects(&into, out->separators, separators);
        values[1] = shape_of(out, count, groups, separators);
    }
    PyObject *columns[4] = {NULL, NULL, NULL, NULL};
    if (values[1] != NULL && speedups_frames_columns(&self->kept, out->frames, count, columns) != 0) {
        Py_CLEAR(values[1]);
    }
    PyObject *made = speedups_result(&self->result, values[1] != NULL ? speedups_frames_reusable(&self->kept) : NULL,
                                     values, 2); /* _all: None */
    for (int i = 0; i < 4; i++) {
        if (made != NULL) {
            speedups_slot_set(made, column_offsets[i], columns[i]);
        } else {
            Py_XDECREF(columns[i]);
        }
    }
    if (made != NULL) speedups_frames_keep(&self->kept, made, count);
    return made;
}

static PyObject *frames_call(PyObject *object, PyObject *const *args, Py_ssize_t count, PyObject *keywords) {
    bg_toolbar_frames out;
    memset(&out, 0, sizeof out);
    out.struct_size = sizeof out;
    call_arguments given = {args, count, keywords};
    return speedups_layout_call((LayoutCall *)object, given, speedups_toolbar_layout_call != NULL, call_frames,
                                read_frames, &out);
}

/* ----------------------------------------------------------------------------------- layout */

static bg_status call_layout(uint64_t id, double width, double scale, int32_t direction, void *out) {
    return call_toolbar(id, width, scale, direction, out, NULL);
}

static PyObject *read_layout(LayoutCall *self, void *written) {
    const bg_toolbar_view *out = written;
    PyObject *values[3] = {NULL, NULL, NULL};
    values[0] = PyBytes_FromStringAndSize(out->data != NULL ? (const char *)out->data : "",
                                          out->data != NULL ? (Py_ssize_t)out->data_size : 0);
    if (values[0] != NULL) values[1] = PyBytes_FromStringAndSize((const char *)out, (Py_ssize_t)sizeof *out);
    if (values[1] != NULL) values[2] = speedups_state_field(self->state, STATE_ITEMS);
    return speedups_result(&self->result, NULL, values, 3); /* _fields, _parts: None */
}

static PyObject *layout_call(PyObject *object, PyObject *const *args, Py_ssize_t count, PyObject *keywords) {
    bg_toolbar_view out;
    memset(&out, 0, sizeof out); /* the header is copied whole, padding included */
    out.struct_size = sizeof out;
    call_arguments given = {args, count, keywords};
    return speedups_layout_call((LayoutCall *)object, given, speedups_toolbar_layout_call != NULL, call_layout,
                                read_layout, &out);
}

/* ------------------------------------------------------------------------------------ types */

static PyObject *frames_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    return speedups_layout_call_new(type, args, kwargs, &frames_shape);
}

static PyObject *layout_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    return speedups_layout_call_new(type, args, kwargs, &layout_shape);
}

LAYOUT_CALL_TYPE(frames, "ToolbarFramesCall", frames_new, frames_call,
                 "call($self, width, scale=1.0, direction=0)\n--\n\nThe toolbar's layout_frames (see Toolbar.layout_frames).",
                 "ToolbarFramesCall(toolbar_id, state, owner, make_fallback, raise_status, frames_type): one "
                 "toolbar's layout_frames(width, scale=1.0, direction=LTR) in C.");

LAYOUT_CALL_TYPE(layout, "ToolbarLayoutCall", layout_new, layout_call,
                 "call($self, width, scale=1.0, direction=0)\n--\n\nThe toolbar's layout (see Toolbar.layout).",
                 "ToolbarLayoutCall(toolbar_id, state, owner, make_fallback, raise_status, layout_type): one "
                 "toolbar's layout(width, scale=1.0, direction=LTR) in C.");

int speedups_init_toolbar_calls(PyObject *module) {
    if (speedups_add_type(module, "ToolbarFramesCall", &frames_spec) != 0) return -1;
    return speedups_add_type(module, "ToolbarLayoutCall", &layout_spec);
}

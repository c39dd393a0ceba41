/*
 * buttongroup._speedups: Toolbar.layout_frames and Toolbar.layout in C.
 *
 * The group's compiled calls (_group_call.c) serve a toolbar too: the same arguments, lock,
 * fallback and errors, another library function and another result. Both kinds call
 * bg_toolbar_layout_call, as the ctypes path does, so that a failure's message names the same
 * function. Each toolbar gets one object per call kind, whose method `call` is called like
 * layout(width, scale=1.0, direction=LTR):
 *   ToolbarFramesCall(toolbar_id, state, owner, make_fallback, raise_status, make_frames) lays the
 *     frames out and returns make_frames(rects, count, cell_count, group_count,
 *     separator_count, width, height, arrangement): `rects` one bytes copy of the cells' (and
 *     the overflow button's) frames, then the groups', then the separators';
 *   ToolbarLayoutCall(toolbar_id, state, owner, make_fallback, raise_status, make_layout) lays the
 *     toolbar out whole and returns make_layout(block, head, items): copies of the result block
 *     and of the bg_toolbar_view header, and state.items.
 * The makers are the Python classes' constructors (ToolbarFrames, ToolbarLayout), whose values
 * the Python decoders and the compiled ones (_decode_toolbar.c) read later; state, owner,
 * make_fallback and raise_status are as for a group (state.layouts_call_back: a Python measure
 * callback, whose layouts are the ctypes path's).
 */
#include "_speedups.h"

#include <string.h>

bg_status (*speedups_toolbar_layout_call)(const bg_toolbar_call *);

static const result_shape frames_shape = {"ToolbarFramesCall", NULL, 0, NULL};
static const result_shape layout_shape = {"ToolbarLayoutCall", NULL, 0, NULL};

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

static PyObject *read_frames(LayoutCall *self, void *written) {
    const bg_toolbar_frames *out = written;
    uint32_t groups = out->group_frames != NULL ? out->group_count : 0;
    uint32_t separators = out->separators != NULL ? out->separator_count : 0;
    uint32_t count = out->frames != NULL ? out->count : 0;
    Py_ssize_t size = (Py_ssize_t)(((size_t)count + groups + separators) * sizeof(bg_rect));
    PyObject *rects = PyBytes_FromStringAndSize(NULL, size);
    if (rects == NULL) return NULL;
    char *into = PyBytes_AsString(rects);
    copy_rects(&into, out->frames, count);
    copy_rects(&into, out->group_frames, groups);
    copy_rects(&into, out->separators, separators);
    PyObject *made = PyObject_CallFunction(self->result.type, "OIIIIddI", rects, count, out->cell_count, groups,
                                           separators, out->size.width, out->size.height, out->arrangement);
    Py_DECREF(rects);
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
    PyObject *block = PyBytes_FromStringAndSize(out->data != NULL ? (const char *)out->data : "",
                                                out->data != NULL ? (Py_ssize_t)out->data_size : 0);
    PyObject *head = block != NULL ? PyBytes_FromStringAndSize((const char *)out, (Py_ssize_t)sizeof *out) : NULL;
    PyObject *items = head != NULL ? speedups_state_field(self->state, STATE_ITEMS) : NULL;
    PyObject *made = items != NULL ? PyObject_CallFunctionObjArgs(self->result.type, block, head, items, NULL) : NULL;
    Py_XDECREF(block);
    Py_XDECREF(head);
    Py_XDECREF(items);
    return made;
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
                 "ToolbarFramesCall(toolbar_id, state, owner, make_fallback, raise_status, make_frames): one "
                 "toolbar's layout_frames(width, scale=1.0, direction=LTR) in C.");

LAYOUT_CALL_TYPE(layout, "ToolbarLayoutCall", layout_new, layout_call,
                 "call($self, width, scale=1.0, direction=0)\n--\n\nThe toolbar's layout (see Toolbar.layout).",
                 "ToolbarLayoutCall(toolbar_id, state, owner, make_fallback, raise_status, make_layout): one "
                 "toolbar's layout(width, scale=1.0, direction=LTR) in C.");

int speedups_init_toolbar_calls(PyObject *module) {
    if (speedups_add_type(module, "ToolbarFramesCall", &frames_spec) != 0) return -1;
    return speedups_add_type(module, "ToolbarLayoutCall", &layout_spec);
}

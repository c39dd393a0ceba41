/*
 * buttongroup._speedups: ButtonGroup.layout_frames and ButtonGroup.layout in C.
 *
 * A relayout on every frame of a resize is one library call and a handful of doubles, so the
 * cost of the call from Python is the cost of the Python around it: converting arguments, taking
 * the group's lock, making the result. The machinery (LayoutCall: reading the arguments, the
 * fallback, the lock, the library call, the errors) serves a toolbar's calls too (_toolbar_call.c).
 * Each group gets one object per call kind, whose method `call` is called like
 * layout(width, scale=1.0, direction=LTR):
 *   GroupFrames(group_id, state, owner, make_fallback, raise_status, frames_type) calls
 *     bg_group_layout_frames and returns a frames_type (Frames) whose slots x, y, width, height it
 *     sets to tuples of floats (reusing what _frames_cache.c keeps of the previous one);
 *   GroupLayoutCall(group_id, state, owner, make_fallback, raise_status, layout_type) calls bg_group_layout
 *     and returns a layout_type (GroupLayout) whose __slots__ it sets: the first four
 *     (_block, _head, _items, _texts) to copies of the result block and of the bg_layout header
 *     (bytes), to state.items and to the items' texts (_item_fields.c), the rest (the parts
 *     decoded later) to None.
 * In both:
 *   - state: the group's binding state; its `layouts_call_back` is read on every call, its
 *     `lock` (a _speedups.Lock, see _lock.c) is held across the library call and the reading of
 *     what the library returned, and its `items` are the items of the layout;
 *   - owner: the group's handle owner (_owner.c), which the object holds (the group's handle lives as
 *     long as its functions do);
 *   - make_fallback(group_id, state, owner): makes the ctypes path's function when this object
 *     first leaves a call to it, which it then calls with the very same arguments: an argument
 *     that is not a float or an int in range (whose conversion raises the documented error
 *     there), a keyword other than scale and direction, a group whose layouts call a Python
 *     measure callback, no bound library. Most groups never need it, so it is not made before;
 *   - raise_status(status): raises the library's error for a failed call (the thread's last
 *     error names the cause), as the ctypes path's errcheck does.
 * Results are made without running the result type's __init__ (_result_slots.c). The library
 * call is made with the GIL released, unless the group is small (MAX_ITEMS_HOLDING_GIL).
 */
#include "_speedups.h"

#include <string.h>

bg_status (*speedups_layout_frames)(bg_group, double, double, int32_t, bg_frames *);
bg_status (*speedups_layout)(bg_group, double, double, int32_t, bg_layout *);

static const char *const frames_filled[] = {"x", "y", "width", "height"};
static const char *const layout_filled[] = {"_block", "_head", "_items", "_texts"};
static result_slots frames_known, layout_known;
static const result_shape frames_shape = {"GroupFrames", frames_filled, 4, &frames_known};
static const result_shape layout_shape = {"GroupLayoutCall", layout_filled, 4, &layout_known};

/* Interned names, made at import (speedups_init_calls). */
static PyObject *name_scale, *name_direction;

/* ----------------------------------------------------------------------- making and freeing */

PyObject *speedups_layout_call_new(PyTypeObject *type, PyObject *args, PyObject *kwargs, const result_shape *shape) {
    unsigned long long id = 0;
    PyObject *state = NULL, *owner = NULL, *make_fallback = NULL, *raise_status = NULL, *result_type = NULL;
    if (kwargs != NULL && PyDict_Size(kwargs) != 0) {
        PyErr_Format(PyExc_TypeError, "%s takes no keyword arguments", shape->type_name);
        return NULL;
    }
    /* unpacked by hand: PyArg_ParseTuple cost 700 instructions per group */
    if (!PyTuple_Check(args) || PyTuple_Size(args) != 6) {
        PyErr_Format(PyExc_TypeError, "%s takes 6 positional arguments", shape->type_name);
        return NULL;
    }
    id = PyLong_AsUnsignedLongLong(PyTuple_GetItem(args, 0));
    if (id == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    state = PyTuple_GetItem(args, 1);
    owner = PyTuple_GetItem(args, 2);
    make_fallback = PyTuple_GetItem(args, 3);
    raise_status = PyTuple_GetItem(args, 4);
    result_type = PyTuple_GetItem(args, 5);
    if (!PyCallable_Check(make_fallback) || !PyCallable_Check(raise_status) || !PyType_Check(result_type)) {
        PyErr_Format(PyExc_TypeError, "%s: make_fallback and raise_status must be callable, result_type a type",
                     shape->type_name);
        return NULL;
    }
    allocfunc alloc = SLOT_FUNCTION(type, Py_tp_alloc, allocfunc);
    LayoutCall *self = (LayoutCall *)alloc(type, 0); /* zeroed: dealloc frees what was set */
    if (self == NULL) return NULL;
    self->id = id;
    Py_INCREF(state);
    self->state = state;
    self->owner = Py_NewRef(owner);
    self->make_fallback = Py_NewRef(make_fallback);
    Py_INCREF(raise_status);
    self->raise_status = raise_status;
    self->lock = speedups_state_lock(state, shape->type_name);
    if (self->lock == NULL || speedups_find_result_slots(result_type, shape, &self->result) != 0) {
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

/* The collector's view: what the object holds. An item callback that holds its own group makes
 * a cycle through the group's function, this object and its state. */
int speedups_layout_call_traverse(PyObject *object, visitproc visit, void *arg) {
    LayoutCall *self = (LayoutCall *)object;
    Py_VISIT(Py_TYPE(object));
    Py_VISIT(self->state);
    Py_VISIT(self->lock);
    Py_VISIT(self->owner);
    Py_VISIT(self->make_fallback);
    Py_VISIT(self->fallback);
    Py_VISIT(self->raise_status);
    Py_VISIT(self->result.type);
    Py_VISIT(self->kept.frames);
    return 0;
}

/* Drops every reference (the collector breaking a cycle, and dealloc); a call afterwards raises
 * ReferenceError (speedups_layout_call). */
int speedups_layout_call_clear(PyObject *object) {
    LayoutCall *self = (LayoutCall *)object;
    Py_CLEAR(self->state);
    Py_CLEAR(self->lock);
    Py_CLEAR(self->owner);
    Py_CLEAR(self->make_fallback);
    Py_CLEAR(self->fallback);
    Py_CLEAR(self->raise_status);
    speedups_clear_result_slots(&self->result);
    speedups_frames_clear(&self->kept);
    return 0;
}

void speedups_layout_call_dealloc(PyObject *object) {
    PyObject_GC_UnTrack(object);
    speedups_layout_call_clear(object);
    PyTypeObject *type = Py_TYPE(object);
    freefunc free_object = SLOT_FUNCTION(type, Py_tp_free, freefunc);
    free_object(object);
    Py_DECREF(type); /* instances of a heap type hold a reference to it */
}

/* ------------------------------------------------------------------------------- arguments */

/* The arguments of a call: width, scale (default 1), direction (default LTR).
 * 1: read; 0: leave the call to the fallback. */
static int read_arguments(call_arguments given, double *width, double *scale, int32_t *direction) {
    if (given.count < 1 || given.count > 3) return 0;
    PyObject *scale_object = given.count > 1 ? given.values[1] : NULL;
    PyObject *direction_object = given.count > 2 ? given.values[2] : NULL;
    Py_ssize_t keyword_count = given.keywords == NULL ? 0 : PyTuple_Size(given.keywords);
    for (Py_ssize_t i = 0; i < keyword_count; i++) {
        PyObject *key = PyTuple_GetItem(given.keywords, i);
        PyObject *value = given.values[given.count + i];
        if (scale_object == NULL && PyUnicode_Compare(key, name_scale) == 0) {
            scale_object = value;
        } else if (direction_object == NULL && PyUnicode_Compare(key, name_direction) == 0) {
            direction_object = value;
        } else {
            return 0; /* the fallback raises the TypeError */
        }
    }
    *scale = 1.0;
    *direction = BG_DIRECTION_LTR;
    if (!speedups_read_double(given.values[0], width) ||
        (scale_object != NULL && !speedups_read_double(scale_object, scale)) ||
        (direction_object != NULL && !speedups_read_int32(direction_object, direction))) {
        return 0;
    }
    return 1;
}

/* Whether the group's layouts call a Python measure callback (state.layouts_call_back, which
 * the setter changes under the lock): 1, 0, or -1 with a Python error. */
static int layouts_call_back(LayoutCall *self) {
    PyObject *flag = speedups_state_field(self->state, STATE_CALLS_BACK);
    if (flag == NULL) return -1;
    int calls_back = PyObject_IsTrue(flag);
    Py_DECREF(flag);
    return calls_back;
}

/* The fallback, made on first use (a new reference), or NULL with a Python error. Two threads may
 * both make one (making it runs Python code): the first one kept serves both. */
static PyObject *fallback(LayoutCall *self) {
    if (self->fallback == NULL) {
        PyObject *made = PyObject_CallFunction(self->make_fallback, "KOO", (unsigned long long)self->id,
                                               self->state, self->owner);
        if (made == NULL) return NULL;
        if (self->fallback == NULL) {
            self->fallback = made;
        } else {
            Py_DECREF(made);
        }
    }
    return Py_NewRef(self->fallback);
}

/* The fallback called with the arguments of the call. */
static PyObject *call_fallback(LayoutCall *self, call_arguments given) {
    PyObject *function = fallback(self);
    if (function == NULL) return NULL;
    Py_ssize_t keyword_count = given.keywords == NULL ? 0 : PyTuple_Size(given.keywords);
    PyObject *positional = PyTuple_New(given.count);
    PyObject *keywords = keyword_count > 0 ? PyDict_New() : NULL;
    int ready = positional != NULL && (keyword_count == 0 || keywords != NULL);
    for (Py_ssize_t i = 0; ready && i < given.count; i++) {
        Py_INCREF(given.values[i]);
        PyTuple_SetItem(positional, i, given.values[i]); /* steals */
    }
    for (Py_ssize_t i = 0; ready && i < keyword_count; i++) {
        ready = PyDict_SetItem(keywords, PyTuple_GetItem(given.keywords, i), given.values[given.count + i]) == 0;
    }
    PyObject *result = ready ? PyObject_Call(function, positional, keywords) : NULL;
    Py_DECREF(function);
    Py_XDECREF(positional);
    Py_XDECREF(keywords);
    return result;
}

/* ------------------------------------------------------------------------------------ calls */

/* A call of `self`: its arguments read (or the whole call left to the fallback), the group's lock
 * held across `call` (made with the GIL released for a group of more than MAX_ITEMS_HOLDING_GIL
 * items) and `read` (which copies what the library wrote before anything can move it: no Python
 * code runs meanwhile, the garbage collector's finalizers included), a failed call's status
 * raised. */
PyObject *speedups_layout_call(LayoutCall *self, call_arguments given, int bound, library_call call,
                               result_reader read, void *out) {
    if (self->state == NULL) {
        PyErr_SetString(PyExc_ReferenceError, "the layout function was collected with its object");
        return NULL;
    }
    double width = 0, scale = 1;
    int32_t direction = 0;
    if (!bound || !read_arguments(given, &width, &scale, &direction)) return call_fallback(self, given);
    Py_ssize_t items = speedups_state_item_count(self->state);
    if (items < 0) return NULL;
    if (speedups_lock_acquire(self->lock) != 0) return NULL; /* e.g. a KeyboardInterrupt while waiting */
    int python = layouts_call_back(self); /* read under the lock: a Python measure callback is the fallback's */
    if (python != 0) {
        PyObject *made = python > 0 ? call_fallback(self, given) : NULL; /* the lock is reentrant */
        if (speedups_lock_release(self->lock) != 0) Py_CLEAR(made);
        return made;
    }
    PyThreadState *released = speedups_release_gil_for(items);
    bg_status status = call(self->id, width, scale, direction, out);
    speedups_retake_gil(released);
    /* No collection while reading: a finalizer it ran could lay the group out again (the lock is
     * reentrant) and change the library's memory between the reads of one result. */
    int collecting = PyGC_Disable();
    PyObject *made = status == BG_OK ? read(self, out) : NULL;
    if (collecting) PyGC_Enable();
    if (speedups_lock_release(self->lock) != 0) { /* only if Python code run meanwhile released it */
        Py_XDECREF(made);
        return NULL;
    }
    return status == BG_OK ? made : speedups_raise_status(self->raise_status, status);
}

static bg_status call_frames(uint64_t id, double width, double scale, int32_t direction, void *out) {
    return speedups_layout_frames((bg_group){id}, width, scale, direction, out);
}

/* A Frames of the library's frames: four columns of floats, made as _frames_cache.c says. */
static PyObject *read_frames(LayoutCall *self, void *written) {
    const bg_frames *out = written;
    PyObject *columns[4] = {NULL, NULL, NULL, NULL};
    if (speedups_frames_columns(&self->kept, out->frames, out->count, columns) != 0) return NULL;
    PyObject *made = speedups_result(&self->result, speedups_frames_reusable(&self->kept), columns, 4);
    if (made != NULL) speedups_frames_keep(&self->kept, made, out->count);
    return made;
}

static PyObject *frames_call(PyObject *object, PyObject *const *args, Py_ssize_t count, PyObject *keywords) {
    bg_frames out = {.struct_size = sizeof out};
    call_arguments given = {args, count, keywords};
    return speedups_layout_call((LayoutCall *)object, given, speedups_layout_frames != NULL, call_frames, read_frames, &out);
}

static bg_status call_layout(uint64_t id, double width, double scale, int32_t direction, void *out) {
    return speedups_layout((bg_group){id}, width, scale, direction, out);
}

/* A GroupLayout of the library's layout: copies of its result block and header, the items and
 * their texts (made once per items: _item_fields.c). */
static PyObject *read_layout(LayoutCall *self, void *written) {
    const bg_layout *out = written;
    PyObject *values[4] = {NULL, NULL, NULL, NULL};
    values[0] = PyBytes_FromStringAndSize(out->data != NULL ? (const char *)out->data : "",
                                          out->data != NULL ? (Py_ssize_t)out->data_size : 0);
    if (values[0] != NULL) values[1] = PyBytes_FromStringAndSize((const char *)out, (Py_ssize_t)sizeof *out);
    if (values[1] != NULL) values[2] = speedups_state_field(self->state, STATE_ITEMS);
    if (values[2] != NULL) values[3] = speedups_item_texts(self->state, values[2]);
    return speedups_result(&self->result, NULL, values, 4);
}

static PyObject *layout_call(PyObject *object, PyObject *const *args, Py_ssize_t count, PyObject *keywords) {
    bg_layout out;
    memset(&out, 0, sizeof out); /* the header is copied whole, padding included */
    out.struct_size = sizeof out;
    call_arguments given = {args, count, keywords};
    return speedups_layout_call((LayoutCall *)object, given, speedups_layout != NULL, call_layout, read_layout, &out);
}

/* ------------------------------------------------------------------------------------ types */

static PyObject *frames_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    return speedups_layout_call_new(type, args, kwargs, &frames_shape);
}

static PyObject *layout_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    return speedups_layout_call_new(type, args, kwargs, &layout_shape);
}

LAYOUT_CALL_TYPE(frames, "GroupFrames", frames_new, frames_call,
                 "call($self, width, scale=1.0, direction=0)\n--\n\nThe group's layout_frames (see ButtonGroup.layout_frames).",
                 "GroupFrames(group_id, state, owner, make_fallback, raise_status, result_type): one group's "
                 "layout_frames(width, scale=1.0, direction=LTR) in C.");

LAYOUT_CALL_TYPE(layout, "GroupLayoutCall", layout_new, layout_call,
                 "call($self, width, scale=1.0, direction=0)\n--\n\nThe group's layout (see ButtonGroup.layout).",
                 "GroupLayoutCall(group_id, state, owner, make_fallback, raise_status, result_type): one group's "
                 "layout(width, scale=1.0, direction=LTR) in C.");

int speedups_init_calls(PyObject *module) {
    PyObject **const names[2] = {&name_scale, &name_direction};
    static const char *const texts[2] = {"scale", "direction"};
    if (speedups_intern(names, texts, 2) != 0 || speedups_add_type(module, "GroupFrames", &frames_spec) != 0) return -1;
    return speedups_add_type(module, "GroupLayoutCall", &layout_spec);
}

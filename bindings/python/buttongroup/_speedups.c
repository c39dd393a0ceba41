/*
 * buttongroup._speedups: the compiled fast paths of the Python package (optional). This file: the
 * module and ButtonGroup.layout_frames; _decode.c: the decoders of a GroupLayout's slots and nodes.
 *
 * A relayout on every frame of a resize is one library call and a handful of doubles, so the
 * cost of the call from Python is the cost of the Python around it: converting arguments, taking
 * the group's lock, reading the result. GroupFrames is that whole function in C: one object per
 * group, called like layout_frames(width, scale=1.0, direction=LTR), returning a Frames whose
 * columns it fills itself. The package works the same without it (group/_layout_call.py then
 * makes the ctypes function, which is also this object's fallback).
 *
 * It does not link the library: bind() receives the address of bg_group_layout_frames in the
 * library the package already loaded with ctypes, so both paths call the very same library. It
 * uses only the stable ABI of Python 3.10 (one build serves every later CPython).
 *
 * GroupFrames(group_id, state, fallback, raise_status, frames_type) is made once per group:
 *   - state: the group's binding state; its `layouts_call_back` is read on every call and its
 *     `lock` is held across the library call and the copy of the library's array;
 *   - fallback(width, scale, direction): the ctypes path, called with the very same arguments
 *     whenever this object leaves a call to it: an argument that is not a float or an int in
 *     range (whose conversion raises the documented error there), a keyword other than scale
 *     and direction, a group whose layouts call a Python measure callback, no bound library;
 *   - raise_status(status): raises the library's error for a failed call (the thread's last
 *     error names the cause), as the ctypes path's errcheck does;
 *   - frames_type: the Frames class; its slots _x, _y, _width and _height are set to tuples
 *     of floats (its __init__ is not run).
 * The library call is made with the GIL released; the rects are copied out under the group's
 * lock and the Python objects made after it is released.
 */
#include "_speedups.h"

#include <string.h>

typedef bg_status (*group_frames_function)(bg_group, double, double, int32_t, bg_frames *);

static group_frames_function layout_frames;

/* Interned names, made at import. */
static PyObject *name_layouts_call_back, *name_lock, *name_acquire, *name_release, *name_scale, *name_direction;
static PyObject *column_names[4];

/* bind(address): the bg_group_layout_frames to call from now on. */
static PyObject *bind(PyObject *module, PyObject *address) {
    (void)module;
    unsigned long long value = PyLong_AsUnsignedLongLong(address);
    if (PyErr_Occurred()) return NULL;
    if (value == 0 || value > UINTPTR_MAX) {
        PyErr_SetString(PyExc_ValueError, "bind: not the address of a function");
        return NULL;
    }
    layout_frames = (group_frames_function)(uintptr_t)value; /* as dlsym's result is used */
    Py_RETURN_NONE;
}

/* A float or an int as a double; 0 when it is neither or does not convert (the caller falls back). */
static int read_double(PyObject *value, double *out) {
    if (!PyFloat_Check(value) && !PyLong_Check(value)) return 0;
    double converted = PyFloat_AsDouble(value);
    if (converted == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    *out = converted;
    return 1;
}

/* An int within int32_t; 0 otherwise (the caller falls back). */
static int read_int32(PyObject *value, int32_t *out) {
    if (!PyLong_Check(value)) return 0;
    int overflow = 0;
    long long converted = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow != 0 || (converted == -1 && PyErr_Occurred())) {
        PyErr_Clear();
        return 0;
    }
    if (converted < INT32_MIN || converted > INT32_MAX) return 0;
    *out = (int32_t)converted;
    return 1;
}

typedef struct {
    PyObject_HEAD
    bg_group group;
    PyObject *state;
    PyObject *acquire; /* state.lock.acquire */
    PyObject *release; /* state.lock.release */
    PyObject *fallback;
    PyObject *raise_status;
    PyObject *frames_type;
    PyObject *columns[4];     /* frames_type's slot descriptors _x, _y, _width, _height */
    descrsetfunc set_column;  /* their __set__ */
} GroupFrames;

/* The descriptors of frames_type's column slots (new references in columns[]) and their common
 * __set__, or NULL with a Python error: a frames_type without the four slots is refused. */
static descrsetfunc column_setter(PyObject *frames_type, PyObject *columns[4]) {
    descrsetfunc set = NULL;
    for (int field = 0; field < 4; field++) {
        columns[field] = PyObject_GetAttr(frames_type, column_names[field]);
        if (columns[field] == NULL) return NULL;
        descrsetfunc found = SLOT_FUNCTION(Py_TYPE(columns[field]), Py_tp_descr_set, descrsetfunc);
        if (found == NULL || (set != NULL && found != set)) {
            PyErr_SetString(PyExc_TypeError, "GroupFrames: frames_type must have the slots _x, _y, _width, _height");
            return NULL;
        }
        set = found;
    }
    return set;
}

static PyObject *group_frames_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    unsigned long long id = 0;
    PyObject *state = NULL, *fallback = NULL, *raise_status = NULL, *frames_type = NULL;
    static char *keywords[] = {"group_id", "state", "fallback", "raise_status", "frames_type", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "KOOOO:GroupFrames", keywords, &id, &state, &fallback,
                                     &raise_status, &frames_type)) {
        return NULL;
    }
    if (!PyCallable_Check(fallback) || !PyCallable_Check(raise_status) || !PyType_Check(frames_type)) {
        PyErr_SetString(PyExc_TypeError, "GroupFrames: fallback and raise_status must be callable, frames_type a type");
        return NULL;
    }
    PyObject *lock = PyObject_GetAttr(state, name_lock);
    if (lock == NULL) return NULL;
    PyObject *acquire = PyObject_GetAttr(lock, name_acquire);
    PyObject *release = acquire == NULL ? NULL : PyObject_GetAttr(lock, name_release);
    Py_DECREF(lock);
    if (release == NULL) {
        Py_XDECREF(acquire);
        return NULL;
    }
    PyObject *columns[4] = {NULL, NULL, NULL, NULL};
    descrsetfunc set_column = column_setter(frames_type, columns);
    allocfunc alloc = SLOT_FUNCTION(type, Py_tp_alloc, allocfunc);
    GroupFrames *self = set_column == NULL ? NULL : (GroupFrames *)alloc(type, 0);
    if (self == NULL) {
        Py_DECREF(acquire);
        Py_DECREF(release);
        for (int field = 0; field < 4; field++) Py_XDECREF(columns[field]);
        return NULL;
    }
    self->group.id = id;
    Py_INCREF(state);
    self->state = state;
    self->acquire = acquire;
    self->release = release;
    Py_INCREF(fallback);
    self->fallback = fallback;
    Py_INCREF(raise_status);
    self->raise_status = raise_status;
    Py_INCREF(frames_type);
    self->frames_type = frames_type;
    memcpy(self->columns, columns, sizeof columns);
    self->set_column = set_column;
    return (PyObject *)self;
}

static void group_frames_dealloc(PyObject *object) {
    GroupFrames *self = (GroupFrames *)object;
    Py_XDECREF(self->state);
    Py_XDECREF(self->acquire);
    Py_XDECREF(self->release);
    Py_XDECREF(self->fallback);
    Py_XDECREF(self->raise_status);
    Py_XDECREF(self->frames_type);
    for (int field = 0; field < 4; field++) Py_XDECREF(self->columns[field]);
    PyTypeObject *type = Py_TYPE(object);
    freefunc free_object = SLOT_FUNCTION(type, Py_tp_free, freefunc);
    free_object(object);
    Py_DECREF(type); /* instances of a heap type hold a reference to it */
}

/* Field `field` (0 x, 1 y, 2 width, 3 height) of `count` rects, as a tuple of floats. A value
 * equal to the one before it shares its float (a row's y and height columns are one value). */
static PyObject *column(const bg_rect *rects, uint32_t count, int field) {
    PyObject *values = PyTuple_New((Py_ssize_t)count);
    if (values == NULL) return NULL;
    PyObject *previous = NULL;
    double previous_value = 0;
    for (uint32_t i = 0; i < count; i++) {
        const bg_rect *rect = &rects[i];
        double value = field == 0 ? rect->x : field == 1 ? rect->y : field == 2 ? rect->width : rect->height;
        PyObject *number;
        if (previous != NULL && memcmp(&value, &previous_value, sizeof value) == 0) { /* -0.0 stays apart */
            Py_INCREF(previous);
            number = previous;
        } else {
            number = PyFloat_FromDouble(value);
        }
        if (number == NULL || PyTuple_SetItem(values, (Py_ssize_t)i, number) != 0) { /* steals number */
            Py_DECREF(values);
            return NULL;
        }
        previous = number;
        previous_value = value;
    }
    return values;
}

/* A Frames of `count` rects: its four column slots set through their descriptors, its __init__
 * not run. */
static PyObject *make_frames(GroupFrames *self, const bg_rect *rects, uint32_t count) {
    PyTypeObject *type = (PyTypeObject *)self->frames_type;
    allocfunc alloc = SLOT_FUNCTION(type, Py_tp_alloc, allocfunc);
    PyObject *frames = alloc(type, 0);
    if (frames == NULL) return NULL;
    for (int field = 0; field < 4; field++) {
        PyObject *values = column(rects, count, field);
        int failed = values == NULL || self->set_column(self->columns[field], frames, values) != 0;
        Py_XDECREF(values);
        if (failed) {
            Py_DECREF(frames);
            return NULL;
        }
    }
    return frames;
}

/* The rects the library wrote, copied while the group's lock is held; then nothing the library
 * does later changes them. Small layouts use `local`; larger ones a PyMem block (NULL: no memory). */
enum { LOCAL_RECTS = 64 };

static bg_rect *copy_rects(const bg_frames *out, bg_rect local[LOCAL_RECTS]) {
    bg_rect *copy = out->count <= LOCAL_RECTS ? local : PyMem_Malloc((size_t)out->count * sizeof(bg_rect));
    if (copy != NULL && out->count > 0) memcpy(copy, out->frames, (size_t)out->count * sizeof(bg_rect));
    return copy;
}

/* The frames of one library call at (width, scale, direction): the lock is held across the call
 * and the copy, the GIL released across the call only. */
static PyObject *lay_out(GroupFrames *self, double width, double scale, int32_t direction) {
    PyObject *held = PyObject_CallNoArgs(self->acquire);
    if (held == NULL) return NULL; /* e.g. a KeyboardInterrupt while waiting */
    Py_DECREF(held);
    bg_frames out = {.struct_size = sizeof out};
    bg_status status;
    Py_BEGIN_ALLOW_THREADS
    status = layout_frames(self->group, width, scale, direction, &out);
    Py_END_ALLOW_THREADS
    bg_rect local[LOCAL_RECTS];
    bg_rect *rects = status == BG_OK ? copy_rects(&out, local) : NULL;
    PyObject *released = PyObject_CallNoArgs(self->release);
    if (released == NULL) {
        if (rects != local) PyMem_Free(rects);
        return NULL;
    }
    Py_DECREF(released);
    if (status != BG_OK) {
        PyObject *returned = PyObject_CallFunction(self->raise_status, "i", (int)status);
        if (returned != NULL) { /* raise_status must raise */
            Py_DECREF(returned);
            PyErr_SetString(PyExc_SystemError, "GroupFrames: raise_status returned");
        }
        return NULL;
    }
    if (rects == NULL) return PyErr_NoMemory();
    PyObject *frames = make_frames(self, rects, out.count);
    if (rects != local) PyMem_Free(rects);
    return frames;
}

/* Whether the group's layouts call a Python measure callback (1), not (0), or an error (-1). */
static int calls_back(GroupFrames *self) {
    PyObject *flag = PyObject_GetAttr(self->state, name_layouts_call_back);
    if (flag == NULL) return -1;
    int truth = PyObject_IsTrue(flag);
    Py_DECREF(flag);
    return truth;
}

/* layout_frames(width, scale=1.0, direction=LTR): see the top of this file. */
static PyObject *group_frames_call(PyObject *object, PyObject *args, PyObject *kwargs) {
    GroupFrames *self = (GroupFrames *)object;
    Py_ssize_t count = PyTuple_Size(args);
    if (count < 1 || count > 3) return PyObject_Call(self->fallback, args, kwargs);
    PyObject *width_object = PyTuple_GetItem(args, 0);
    PyObject *scale_object = count > 1 ? PyTuple_GetItem(args, 1) : NULL;
    PyObject *direction_object = count > 2 ? PyTuple_GetItem(args, 2) : NULL;
    if (kwargs != NULL) {
        Py_ssize_t position = 0;
        PyObject *key, *value;
        while (PyDict_Next(kwargs, &position, &key, &value)) {
            if (scale_object == NULL && PyUnicode_Compare(key, name_scale) == 0) {
                scale_object = value;
            } else if (direction_object == NULL && PyUnicode_Compare(key, name_direction) == 0) {
                direction_object = value;
            } else {
                return PyObject_Call(self->fallback, args, kwargs); /* it raises the TypeError */
            }
        }
    }
    double width = 0, scale = 1.0;
    int32_t direction = BG_DIRECTION_LTR;
    if (layout_frames == NULL || !read_double(width_object, &width) ||
        (scale_object != NULL && !read_double(scale_object, &scale)) ||
        (direction_object != NULL && !read_int32(direction_object, &direction))) {
        return PyObject_Call(self->fallback, args, kwargs);
    }
    int callbacks = calls_back(self);
    if (callbacks < 0) return NULL;
    if (callbacks) return PyObject_Call(self->fallback, args, kwargs);
    return lay_out(self, width, scale, direction);
}

static PyType_Slot group_frames_slots[] = {
    {Py_tp_new, AS_SLOT(group_frames_new)},
    {Py_tp_dealloc, AS_SLOT(group_frames_dealloc)},
    {Py_tp_call, AS_SLOT(group_frames_call)},
    {Py_tp_doc, (void *)"GroupFrames(group_id, state, fallback, raise_status, frames_type): one group's "
                        "layout_frames(width, scale=1.0, direction=LTR) in C."},
    {0, NULL},
};

static PyType_Spec group_frames_spec = {
    "buttongroup._speedups.GroupFrames", sizeof(GroupFrames), 0, Py_TPFLAGS_DEFAULT, group_frames_slots,
};

static PyMethodDef methods[] = {
    {"bind", bind, METH_O, "bind(address): the bg_group_layout_frames to call."},
    {"decoders", (PyCFunction)(void (*)(void))speedups_decoders, METH_FASTCALL,
     "decoders(slot, rect, corners, node, kinds, roles, a11y_roles, states, state): what the decoders make."},
    {"slots", (PyCFunction)(void (*)(void))speedups_slots, METH_FASTCALL,
     "slots(block, offset, count, data, items) -> tuple of Slot."},
    {"nodes", (PyCFunction)(void (*)(void))speedups_nodes, METH_FASTCALL,
     "nodes(block, offset, count, data, slots_offset, items) -> tuple of AccessibilityNode."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "buttongroup._speedups", "The compiled fast paths of the buttongroup package.", -1,
    methods, NULL, NULL, NULL, NULL,
};

static int intern_names(void) {
    static const char *const columns[4] = {"_x", "_y", "_width", "_height"};
    for (int i = 0; i < 4; i++) {
        if ((column_names[i] = PyUnicode_InternFromString(columns[i])) == NULL) return -1;
    }
    return (name_layouts_call_back = PyUnicode_InternFromString("layouts_call_back")) != NULL &&
                   (name_lock = PyUnicode_InternFromString("lock")) != NULL &&
                   (name_acquire = PyUnicode_InternFromString("acquire")) != NULL &&
                   (name_release = PyUnicode_InternFromString("release")) != NULL &&
                   (name_scale = PyUnicode_InternFromString("scale")) != NULL &&
                   (name_direction = PyUnicode_InternFromString("direction")) != NULL
               ? 0
               : -1;
}

PyMODINIT_FUNC PyInit__speedups(void) {
    if (intern_names() != 0) return NULL;
    PyObject *created = PyModule_Create(&module);
    if (created == NULL) return NULL;
    PyObject *type = PyType_FromSpec(&group_frames_spec);
    if (type == NULL || PyModule_AddObjectRef(created, "GroupFrames", type) != 0) {
        Py_XDECREF(type);
        Py_DECREF(created);
        return NULL;
    }
    Py_DECREF(type);
    return created;
}

/*
 * buttongroup._speedups: the compiled fast path of ButtonGroup.layout_frames (optional).
 *
 * A relayout on every frame of a resize is one library call and a handful of doubles, so the
 * cost of the call from Python is the cost of ctypes itself: converting arguments, a
 * call struct written through memoryviews, reading the result through a second struct. This
 * module makes the same call from C and returns the frames as one tuple of floats; the package
 * works the same without it (group/_layout_call.py falls back to ctypes).
 *
 * It does not link the library: bind() receives the address of bg_group_layout_frames in the
 * library the package already loaded with ctypes, so both paths call the very same library. It uses only
 * the stable ABI of Python 3.10 (one build serves every later CPython).
 *
 * group_frames(group_id, width, scale, direction) returns
 *   - a tuple of 4 * count floats (x, y, width, height of each slot in turn) on success;
 *   - the library's bg_status (an int) when the call failed: the caller raises it as the
 *     ctypes path does (the thread's last error names the cause);
 *   - None, touching nothing, when an argument is not a float or an int in range (an int
 *     direction outside int32_t, a non-finite conversion, a str, ...): the caller takes the
 *     ctypes path, whose conversions raise the documented errors.
 * The library's lock is taken with the GIL released; the caller holds the group's Python lock
 * across the call and the copy, so no other Python call on the group moves the frames between
 * them.
 */
#define Py_LIMITED_API 0x030A0000
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <buttongroup.h>
#include <stdint.h>

typedef bg_status (*group_frames_function)(bg_group, double, double, int32_t, bg_frames *);

static group_frames_function layout_frames;

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

/* A float or an int (not a subclass of neither) as a double; 0 when it is neither or does not
 * convert (the caller falls back). */
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

/* The frames as one tuple of floats, or NULL with a Python error. */
static PyObject *frames_tuple(const bg_frames *out) {
    PyObject *values = PyTuple_New((Py_ssize_t)out->count * 4);
    if (values == NULL) return NULL;
    for (uint32_t i = 0; i < out->count; i++) {
        const bg_rect *rect = &out->frames[i];
        const double fields[4] = {rect->x, rect->y, rect->width, rect->height};
        for (int k = 0; k < 4; k++) {
            PyObject *number = PyFloat_FromDouble(fields[k]);
            if (number == NULL || PyTuple_SetItem(values, (Py_ssize_t)i * 4 + k, number) != 0) {
                Py_DECREF(values);
                return NULL;
            }
        }
    }
    return values;
}

/* group_frames(group_id, width, scale, direction): see the top of this file. */
static PyObject *group_frames(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 4) {
        PyErr_SetString(PyExc_TypeError, "group_frames takes group_id, width, scale, direction");
        return NULL;
    }
    if (layout_frames == NULL) Py_RETURN_NONE;
    bg_group group = {0};
    double width = 0, scale = 0;
    int32_t direction = 0;
    group.id = PyLong_AsUnsignedLongLong(args[0]);
    if (PyErr_Occurred()) return NULL; /* the binding's own handle id: never wrong */
    if (!read_double(args[1], &width) || !read_double(args[2], &scale) || !read_int32(args[3], &direction)) {
        Py_RETURN_NONE;
    }
    bg_frames out = {.struct_size = sizeof out};
    bg_status status;
    Py_BEGIN_ALLOW_THREADS
    status = layout_frames(group, width, scale, direction, &out);
    Py_END_ALLOW_THREADS
    if (status != BG_OK) return PyLong_FromLong(status);
    return frames_tuple(&out);
}

static PyMethodDef methods[] = {
    {"bind", bind, METH_O, "bind(address): the bg_group_layout_frames to call."},
    {"group_frames", (PyCFunction)(void (*)(void))group_frames, METH_FASTCALL,
     "group_frames(group_id, width, scale, direction) -> tuple of floats | status | None."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "buttongroup._speedups", "The compiled fast path of ButtonGroup.layout_frames.", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__speedups(void) { return PyModule_Create(&module); }

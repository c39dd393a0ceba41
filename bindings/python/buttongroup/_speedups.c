/*
 * buttongroup._speedups: the compiled fast paths of the Python package (optional).
 *
 * The package works the same without this module, only slower: each caller of it keeps the
 * Python (ctypes) path it replaces, as its fallback and as the reference the tests compare it
 * with. This file is the module itself; _lock.c is the lock of a group's or a toolbar's state;
 * _group_call.c makes ButtonGroup.layout and layout_frames one C object each (_frames_cache.c is
 * what layout_frames keeps of its last result); _decode.c decodes a GroupLayout's slots and nodes.
 *
 * It keeps Python objects in C statics, so it serves the main interpreter only: it refuses to be
 * initialized in a subinterpreter, and main_interpreter() tells a subinterpreter that got a copy
 * of it (as CPython gives single-phase modules) to take the Python paths.
 *
 * It does not link the library: bind() receives the addresses of the functions it calls in the
 * library the package already loaded with ctypes, so both paths call the very same library.
 */
#include "_speedups.h"

#include <string.h>

/* bind(name, address): the library function `name` to call from now on (its address in the
 * loaded library): "bg_group_layout_frames" or "bg_group_layout". */
static PyObject *bind(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 2 || !PyUnicode_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "bind(name, address)");
        return NULL;
    }
    const char *name = PyUnicode_AsUTF8AndSize(args[0], NULL);
    if (name == NULL) return NULL;
    unsigned long long value = PyLong_AsUnsignedLongLong(args[1]);
    if (PyErr_Occurred()) return NULL;
    if (value == 0 || value > UINTPTR_MAX) {
        PyErr_SetString(PyExc_ValueError, "bind: not the address of a function");
        return NULL;
    }
    /* As POSIX's dlsym results are used: through an integer. */
    if (strcmp(name, "bg_group_layout_frames") == 0) {
        speedups_layout_frames = (bg_status(*)(bg_group, double, double, int32_t, bg_frames *))(uintptr_t)value;
    } else if (strcmp(name, "bg_group_layout") == 0) {
        speedups_layout = (bg_status(*)(bg_group, double, double, int32_t, bg_layout *))(uintptr_t)value;
    } else {
        PyErr_Format(PyExc_ValueError, "bind: %s is not a function this module calls", name);
        return NULL;
    }
    Py_RETURN_NONE;
}

/* Whether this is the main interpreter: the module keeps Python objects in C statics (its types,
 * the decoders' classes), which one interpreter must not hand to another. */
static int in_main_interpreter(void) { return PyInterpreterState_GetID(PyInterpreterState_Get()) == 0; }

/* main_interpreter(): whether the calling interpreter may use this module (a subinterpreter that
 * imports it after the main one gets a copy of it, and must not). */
static PyObject *main_interpreter(PyObject *module, PyObject *unused) {
    (void)module;
    (void)unused;
    return PyBool_FromLong(in_main_interpreter());
}

static PyMethodDef methods[] = {
    {"main_interpreter", main_interpreter, METH_NOARGS,
     "main_interpreter() -> bool: whether this interpreter may use the module."},
    {"bind", (PyCFunction)(void (*)(void))bind, METH_FASTCALL,
     "bind(name, address): the library function to call (bg_group_layout_frames, bg_group_layout)."},
    {"decoders", (PyCFunction)(void (*)(void))speedups_decoders, METH_FASTCALL,
     "decoders(slot, rect, corners, node, kinds, roles, a11y_roles, states, state): what the decoders make."},
    {"slots", (PyCFunction)(void (*)(void))speedups_slots, METH_FASTCALL,
     "slots(block, offset, count, data, items) -> tuple of Slot."},
    {"nodes", (PyCFunction)(void (*)(void))speedups_nodes, METH_FASTCALL,
     "nodes(block, offset, count, data, slots_offset, items, slots) -> tuple of AccessibilityNode."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "buttongroup._speedups", "The compiled fast paths of the buttongroup package.", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__speedups(void) {
    if (!in_main_interpreter()) { /* its statics would hold this interpreter's objects */
        PyErr_SetString(PyExc_ImportError, "buttongroup._speedups is for the main interpreter only");
        return NULL;
    }
    PyObject *created = PyModule_Create(&module);
    if (created != NULL && (speedups_init_lock(created) != 0 || speedups_init_calls(created) != 0)) Py_CLEAR(created);
    return created;
}

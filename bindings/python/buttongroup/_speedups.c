/*
 * buttongroup._speedups: the compiled fast paths of the Python package (optional).
 *
 * The package works the same without this module, only slower: each caller of it keeps the
 * Python (ctypes) path it replaces, as its fallback and as the reference the tests compare it
 * with. This file is the module itself; _lock.c is the lock of a group's or a toolbar's state;
 * _group_call.c makes ButtonGroup.layout and layout_frames one C object each (_result_slots.c makes
 * their results, _frames_cache.c is what layout_frames keeps of its last result, _state_fields.c
 * reads the group's state); _decode.c and _decode_nodes.c decode a GroupLayout's slots and nodes
 * (_shared_values.c makes equal values once, _item_fields.c reads the items' texts),
 * _layout_parts.c reads its parts; _slot_offsets.c finds where a class's __slots__ live and
 * _tuple_fill.c fills new tuples;
 * _group_handle.c makes a group, replaces its items and frees it in one C call each; _owner.c owns
 * a group's or a toolbar's handle; _first_use.c is the __get__ of the methods whose function each
 * object makes on first use; _direct_init.c is the __init__ of the frozen dataclasses a host makes
 * many of (Item).
 *
 * It keeps Python objects in C statics, so it serves the main interpreter only: it refuses to be
 * initialized in a subinterpreter, and main_interpreter() tells a subinterpreter that got a copy
 * of it (as CPython gives single-phase modules) to take the Python paths.
 *
 * It does not link the library: bind() receives the addresses of the functions it calls in the
 * library the package already loaded with ctypes, so both paths call the very same library; it
 * checks with dladdr that each is the start of the function of that name in a loaded library.
 */
#include "_speedups.h"

#include <dlfcn.h>
#include <string.h>

/* The library functions bind() sets, by name. */
typedef struct {
    const char *name;
    void *pointer; /* the function pointer variable */
} bound_function;

#define BOUND(name, pointer) {name, &(pointer)}
static const bound_function bound_functions[] = {
    BOUND("bg_group_layout_frames", speedups_layout_frames), BOUND("bg_group_layout", speedups_layout),
    BOUND("bg_group_create", speedups_group_create),         BOUND("bg_group_update", speedups_group_update),
    BOUND("bg_group_free", speedups_group_free),             BOUND("bg_button_layout", speedups_button_layout),
    BOUND("bg_toolbar_layout_call", speedups_toolbar_layout_call),
};

/* Whether `address` is where the exported function `name` of a loaded library starts (dladdr reads
 * the libraries' dynamic symbol tables, which stripping keeps). */
static int is_function(uintptr_t address, const char *name) {
    Dl_info found;
    return dladdr((void *)address, &found) != 0 && found.dli_sname != NULL &&
           (uintptr_t)found.dli_saddr == address && strcmp(found.dli_sname, name) == 0;
}

/* bind(name, address): the library function `name` (one of bound_functions) to call from now on
 * (its address in the loaded library; an address that is not that function's is refused). */
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
    for (size_t i = 0; i < sizeof bound_functions / sizeof bound_functions[0]; i++) {
        if (strcmp(name, bound_functions[i].name) == 0) {
            if (!is_function((uintptr_t)value, name)) {
                PyErr_Format(PyExc_ValueError, "bind: %llu is not the address of %s in a loaded library", value,
                             name);
                return NULL;
            }
            /* As POSIX's dlsym results are used: through an integer; every function pointer has the
             * representation of this one. */
            void (*function)(void) = (void (*)(void))(uintptr_t)value;
            memcpy(bound_functions[i].pointer, &function, sizeof function);
            Py_RETURN_NONE;
        }
    }
    PyErr_Format(PyExc_ValueError, "bind: %s is not a function this module calls", name);
    return NULL;
}

int speedups_add_type(PyObject *module, const char *name, PyType_Spec *spec) {
    PyObject *type = PyType_FromSpec(spec);
    int failed = type == NULL || PyModule_AddObjectRef(module, name, type) != 0;
    Py_XDECREF(type);
    return failed ? -1 : 0;
}

int speedups_intern(PyObject **const targets[], const char *const texts[], int count) {
    for (int i = 0; i < count; i++) {
        if (*targets[i] == NULL && (*targets[i] = PyUnicode_InternFromString(texts[i])) == NULL) return -1;
    }
    return 0;
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
     "bind(name, address): the library function to call (bg_group_layout_frames, bg_group_layout, "
     "bg_group_create, bg_group_update, bg_group_free, bg_button_layout, "
     "bg_toolbar_layout_call)."},
    {"decoders", (PyCFunction)(void (*)(void))speedups_decoders, METH_FASTCALL,
     "decoders(slot, rect, corners, node, kinds, roles, a11y_roles, states, state): what the decoders make."},
    {"slots", (PyCFunction)(void (*)(void))speedups_slots, METH_FASTCALL,
     "slots(block, offset, count, data, items) -> tuple of Slot."},
    {"nodes", (PyCFunction)(void (*)(void))speedups_nodes, METH_FASTCALL,
     "nodes(block, offset, count, data, slots_offset, items, slots) -> tuple of AccessibilityNode."},
    {"toolbar_decoders", (PyCFunction)(void (*)(void))speedups_toolbar_decoders, METH_FASTCALL,
     "toolbar_decoders(cell, group, node, diagnostic, styles, style, label_styles, label_style, a11y_roles, "
     "a11y_role, diagnostic_kinds, diagnostic_kind): what the toolbar decoders make."},
    {"toolbar_cells", (PyCFunction)(void (*)(void))speedups_toolbar_cells, METH_FASTCALL,
     "toolbar_cells(block, offset, count, data, items) -> tuple of ControlCell."},
    {"toolbar_groups", (PyCFunction)(void (*)(void))speedups_toolbar_groups, METH_FASTCALL,
     "toolbar_groups(block, offset, count, data) -> tuple of PlacedGroup."},
    {"toolbar_nodes", (PyCFunction)(void (*)(void))speedups_toolbar_nodes, METH_FASTCALL,
     "toolbar_nodes(block, offset, count, data, groups_offset, group_count, cells_offset, items, cells) "
     "-> tuple of ControlAccessibilityNode."},
    {"toolbar_rects", (PyCFunction)(void (*)(void))speedups_toolbar_rects, METH_FASTCALL,
     "toolbar_rects(block, offset, count, data) -> tuple of Rect."},
    {"toolbar_diagnostics", (PyCFunction)(void (*)(void))speedups_toolbar_diagnostics, METH_FASTCALL,
     "toolbar_diagnostics(block, offset, count, data) -> tuple of ToolbarDiagnostic."},
    {"toolbar_parts", (PyCFunction)(void (*)(void))speedups_toolbar_parts, METH_FASTCALL,
     "toolbar_parts(layout, size): the classes the toolbar_layout_* functions read and make."},
    {"toolbar_layout_cells", speedups_toolbar_layout_cells, METH_O, "toolbar_layout_cells(layout) -> ToolbarLayout.cells."},
    {"toolbar_layout_groups", speedups_toolbar_layout_groups, METH_O,
     "toolbar_layout_groups(layout) -> ToolbarLayout.groups."},
    {"toolbar_layout_accessibility", speedups_toolbar_layout_accessibility, METH_O,
     "toolbar_layout_accessibility(layout) -> ToolbarLayout.accessibility."},
    {"toolbar_layout_separators", speedups_toolbar_layout_separators, METH_O,
     "toolbar_layout_separators(layout) -> ToolbarLayout.separators."},
    {"toolbar_layout_diagnostics", speedups_toolbar_layout_diagnostics, METH_O,
     "toolbar_layout_diagnostics(layout) -> ToolbarLayout.diagnostics."},
    {"toolbar_layout_overflowed", speedups_toolbar_layout_overflowed, METH_O,
     "toolbar_layout_overflowed(layout) -> ToolbarLayout.overflowed."},
    {"toolbar_layout_size", speedups_toolbar_layout_size, METH_O, "toolbar_layout_size(layout) -> ToolbarLayout.size."},
    {"layout_parts", (PyCFunction)(void (*)(void))speedups_layout_parts, METH_FASTCALL,
     "layout_parts(layout, size, item_range): the classes the layout_* functions read and make."},
    {"layout_slots", speedups_layout_slots, METH_O, "layout_slots(layout) -> GroupLayout.slots."},
    {"layout_accessibility", speedups_layout_accessibility, METH_O,
     "layout_accessibility(layout) -> GroupLayout.accessibility."},
    {"layout_size", speedups_layout_size, METH_O, "layout_size(layout) -> GroupLayout.size."},
    {"layout_overflow_items", speedups_layout_overflow_items, METH_O,
     "layout_overflow_items(layout) -> GroupLayout.overflow_items."},
    {"open_group", (PyCFunction)(void (*)(void))speedups_open_group, METH_FASTCALL,
     "open_group(state, theme_id, params_address, items, item_type) -> bool: a group made in C, or False."},
    {"update_items", (PyCFunction)(void (*)(void))speedups_update_items, METH_FASTCALL,
     "update_items(state, items, item_type) -> bool: a group's items replaced in C, or False."},
    {"free_group", (PyCFunction)(void (*)(void))speedups_free_group, METH_FASTCALL,
     "free_group(state) -> bool: a group's handle freed in C, or False."},
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
    if (created != NULL && (speedups_init_lock(created) != 0 || speedups_init_calls(created) != 0 ||
                            speedups_init_handle() != 0 || speedups_init_state_fields() != 0 ||
                            speedups_init_tuple_fill() != 0 || speedups_init_owner(created) != 0 ||
                            speedups_init_first_use(created) != 0 || speedups_init_direct_init(created) != 0 ||
                            speedups_init_button_call(created) != 0 || speedups_init_toolbar_calls(created) != 0)) {
        Py_CLEAR(created);
    }
    return created;
}

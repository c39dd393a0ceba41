/*
 * buttongroup._speedups.FirstUse: the __get__ of _first_use.made_on_first_use, in C.
 *
 * A subclass's instance (the descriptor of a method such as ButtonGroup.layout_frames) has the
 * attributes _make, _name and _method. Read on the class, it gives _method; read on an instance
 * the first time, it calls _make(instance) and stores the function it returns in the instance as
 * object.__setattr__ does, under _name, where later reads find it (this is a non-data descriptor).
 * It is the Python __get__ of _first_use.py without its Python frame and setattr call, which
 * were half of making a group's layout_frames.
 */
#include "_speedups.h"

static PyObject *name_make, *name_name, *name_method;

static PyObject *first_use_get(PyObject *self, PyObject *instance, PyObject *owner) {
    (void)owner;
    if (instance == NULL || instance == Py_None) return PyObject_GetAttr(self, name_method);
    PyObject *make = PyObject_GetAttr(self, name_make);
    PyObject *name = make == NULL ? NULL : PyObject_GetAttr(self, name_name);
    PyObject *function = name == NULL ? NULL : PyObject_CallFunctionObjArgs(make, instance, NULL);
    if (function != NULL && PyObject_GenericSetAttr(instance, name, function) != 0) Py_CLEAR(function);
    Py_XDECREF(make);
    Py_XDECREF(name);
    return function;
}

static PyType_Slot first_use_slots[] = {
    {Py_tp_descr_get, AS_SLOT(first_use_get)},
    {Py_tp_doc, "The __get__ of made_on_first_use's descriptors (subclassed by _first_use._MadeOnFirstUse)."},
    {0, NULL},
};

static PyType_Spec first_use_spec = {
    "buttongroup._speedups.FirstUse", 0, 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE, first_use_slots,
};

int speedups_init_first_use(PyObject *module) {
    static PyObject **const names[] = {&name_make, &name_name, &name_method};
    static const char *const texts[] = {"_make", "_name", "_method"};
    if (speedups_intern(names, texts, 3) != 0) return -1;
    PyObject *type = PyType_FromSpec(&first_use_spec);
    if (type == NULL) return -1;
    int added = PyModule_AddObjectRef(module, "FirstUse", type);
    Py_DECREF(type);
    return added;
}

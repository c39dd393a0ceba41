/*
 * buttongroup._speedups: an Item's fields read from its __dict__.
 *
 * The decoders (_decode.c) take a slot's title and icon, and a node's label and identifier, from
 * the item the slot shows. getattr() of such a field costs about 200 instructions (the class's
 * attribute lookup, the descriptor checks, then the instance's dict), and a whole read of a
 * 4-item layout makes a dozen. For an item whose class defines no descriptor under a field's name and keeps the
 * default attribute lookup (Item does: a frozen dataclass whose fields live in each instance's
 * __dict__), getattr() is the instance dict's entry, so that entry is read directly; any other
 * object is read through getattr(). What was found of the last class is remembered.
 */
#include "_speedups.h"

/* The last class fields_in_dict looked at (a reference, or NULL), and what it found. */
static PyObject *last_item_type;
static int last_plain;

/* Whether getattr() of a field of an instance of `type` is its __dict__ entry, when it has one:
 * the class keeps the default attribute lookup and holds nothing with a __get__ or __set__ under
 * a field's name. (A class changed after it was looked at is not looked at again.) */
static int fields_in_dict(PyTypeObject *type) {
    if ((PyObject *)type == last_item_type) return last_plain;
    int plain = SLOT_FUNCTION(type, Py_tp_getattro, getattrofunc) == PyObject_GenericGetAttr;
    for (int i = 0; i < ITEM_FIELD_COUNT && plain; i++) {
        PyObject *found = PyObject_GetAttr((PyObject *)type, speedups_item_fields[i]);
        if (found == NULL) {
            plain = PyErr_ExceptionMatches(PyExc_AttributeError);
            PyErr_Clear();
            continue;
        }
        PyTypeObject *kind = Py_TYPE(found);
        plain = PyType_GetSlot(kind, Py_tp_descr_get) == NULL && PyType_GetSlot(kind, Py_tp_descr_set) == NULL;
        Py_DECREF(found);
    }
    PyObject *forgotten = last_item_type;
    last_item_type = Py_NewRef((PyObject *)type);
    last_plain = plain;
    Py_XDECREF(forgotten);
    return plain;
}

PyObject *speedups_item_field(PyObject *item, int field) {
    PyObject *name = speedups_item_fields[field];
    if (fields_in_dict(Py_TYPE(item))) {
        PyObject *fields = PyObject_GenericGetDict(item, NULL);
        PyObject *value = fields == NULL ? NULL : PyDict_GetItemWithError(fields, name);
        Py_XINCREF(value);
        Py_XDECREF(fields);
        if (value != NULL) return value;
        PyErr_Clear(); /* no __dict__, or not in it: getattr() says what it is */
    }
    return PyObject_GetAttr(item, name);
}

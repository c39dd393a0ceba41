/*
 * buttongroup._speedups: the items of a tuple the module just made, stored without a call.
 *
 * A whole read of a layout fills about a hundred new tuples' items (a Slot's twelve, a Rect's
 * four, the parts' own tuples). The stable ABI's only way is PyTuple_SetItem, a call that checks
 * the object, its reference count and the index every time: about 20 instructions an item, where
 * the store is one. A tuple's items follow its header: in every CPython the item array begins at
 * the tuple type's basic size (the size of a tuple of no items). The module reads that size at
 * import and stores there only once a probe tuple made by CPython is found to hold its items
 * exactly there; otherwise it keeps calling PyTuple_SetItem.
 *
 * A tuple nothing else refers to may even be filled again with other items (_shared_values.c
 * reuses the rects it keeps that way), when the items follow the header directly: then the tuple
 * holds nothing derived from its items, such as a cached hash.
 */
#include "_speedups.h"

Py_ssize_t speedups_tuple_items_at;
int speedups_tuple_refillable;

/* Where a tuple's items begin (bytes), per tuple.__basicsize__ and __itemsize__; 0 when unsure. */
static Py_ssize_t items_offset(void) {
    PyObject *sizes[2] = {PyObject_GetAttrString((PyObject *)&PyTuple_Type, "__basicsize__"),
                          PyObject_GetAttrString((PyObject *)&PyTuple_Type, "__itemsize__")};
    Py_ssize_t basic = sizes[0] == NULL ? -1 : PyLong_AsSsize_t(sizes[0]);
    Py_ssize_t item = sizes[1] == NULL ? -1 : PyLong_AsSsize_t(sizes[1]);
    Py_XDECREF(sizes[0]);
    Py_XDECREF(sizes[1]);
    PyErr_Clear();
    int plausible = item == (Py_ssize_t)sizeof(PyObject *) && basic >= (Py_ssize_t)sizeof(PyObject) &&
                    basic % (Py_ssize_t)sizeof(PyObject *) == 0;
    return plausible ? basic : 0;
}

int speedups_init_tuple_fill(void) {
    Py_ssize_t offset = items_offset();
    PyObject *probe = PyTuple_Pack(3, Py_None, Py_Ellipsis, Py_NotImplemented);
    if (probe == NULL) return -1;
    PyObject **items = (PyObject **)(void *)((char *)probe + offset);
    int found = offset > 0 && items[0] == Py_None && items[1] == Py_Ellipsis && items[2] == Py_NotImplemented;
    Py_DECREF(probe);
    speedups_tuple_items_at = found ? offset : 0;
    /* Nothing between the header and the items (a CPython that caches a tuple's hash keeps it
     * there, and it would go stale when the items change). */
    speedups_tuple_refillable = found && offset == (Py_ssize_t)sizeof(PyVarObject);
    return 0;
}

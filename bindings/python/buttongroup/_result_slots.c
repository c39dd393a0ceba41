/*
 * buttongroup._speedups: the results the compiled calls make (see _group_call.c), instances of a
 * Python class with __slots__, made without running its __init__.
 *
 * A kind of call has a result shape: the names of the slots it fills, which must begin the result
 * type's __slots__ (the type's other slots, its lazily made parts, are set to None). The type's
 * slot descriptors are found once per type and kept in the shape (a type's __slots__ are fixed
 * when it is made, so the objects of a kind share them); a result is an instance whose slots are
 * set through the descriptors' common __set__.
 */
#include "_speedups.h"

/* The descriptors of the result type's slots (new references, in __slots__ order; their number
 * in *count) and their common __set__, or NULL with a Python error: a type whose __slots__ do not
 * begin with the shape's names, or whose names are not slots, is refused. */
static descrsetfunc slot_setter(PyObject *result_type, const result_shape *shape, PyObject **slots, int *count) {
    PyObject *declared = PyObject_GetAttrString(result_type, "__slots__");
    PyObject *names = declared == NULL ? NULL : PySequence_List(declared); /* a dict's: its keys */
    Py_XDECREF(declared);
    Py_ssize_t length = names == NULL ? -1 : PyList_Size(names);
    if (length < shape->filled || length > MAX_RESULT_SLOTS) {
        if (length >= 0) {
            PyErr_Format(PyExc_TypeError, "%s: the result type has %zd slots, not %d to %d", shape->type_name, length,
                         shape->filled, (int)MAX_RESULT_SLOTS);
        }
        Py_XDECREF(names);
        return NULL;
    }
    descrsetfunc set = NULL;
    for (int i = 0; i < (int)length && (i == 0 || set != NULL); i++) {
        PyObject *name = PyList_GetItem(names, i);
        Py_XINCREF(name);
        if (name != NULL && i < shape->filled && PyUnicode_CompareWithASCIIString(name, shape->filled_names[i]) != 0) {
            PyErr_Format(PyExc_TypeError, "%s: the result type's slot %d is %R, not %s", shape->type_name, i, name,
                         shape->filled_names[i]);
            Py_CLEAR(name);
        }
        slots[i] = name == NULL ? NULL : PyObject_GetAttr(result_type, name);
        Py_XDECREF(name);
        descrsetfunc found = slots[i] == NULL ? NULL : SLOT_FUNCTION(Py_TYPE(slots[i]), Py_tp_descr_set, descrsetfunc);
        if (slots[i] != NULL && (found == NULL || (set != NULL && found != set))) {
            PyErr_Format(PyExc_TypeError, "%s: the result type's %R is not a slot", shape->type_name, slots[i]);
            found = NULL;
        }
        set = found;
    }
    Py_DECREF(names);
    *count = (int)length;
    return set;
}

int speedups_find_result_slots(PyObject *result_type, const result_shape *shape, result_slots *out) {
    result_slots *known = shape->known;
    if (known->type != result_type) {
        PyObject *found[MAX_RESULT_SLOTS] = {NULL};
        int found_count = 0;
        descrsetfunc set = slot_setter(result_type, shape, found, &found_count);
        if (set == NULL) {
            for (int i = 0; i < MAX_RESULT_SLOTS; i++) Py_XDECREF(found[i]);
            return -1;
        }
        PyObject *forgotten[MAX_RESULT_SLOTS + 1];
        for (int i = 0; i < MAX_RESULT_SLOTS; i++) {
            forgotten[i] = known->slots[i];
            known->slots[i] = found[i]; /* takes found's references */
        }
        forgotten[MAX_RESULT_SLOTS] = known->type;
        known->type = Py_NewRef(result_type);
        known->count = found_count;
        known->set = set;
        for (int i = 0; i <= MAX_RESULT_SLOTS; i++) Py_XDECREF(forgotten[i]); /* once consistent */
    }
    speedups_clear_result_slots(out);
    out->type = Py_NewRef(known->type);
    for (int i = 0; i < known->count; i++) out->slots[i] = Py_NewRef(known->slots[i]);
    out->count = known->count;
    out->set = known->set;
    return 0;
}

void speedups_clear_result_slots(result_slots *slots) {
    Py_CLEAR(slots->type);
    for (int i = 0; i < MAX_RESULT_SLOTS; i++) Py_CLEAR(slots->slots[i]);
    slots->count = 0;
    slots->set = NULL;
}

PyObject *speedups_result(const result_slots *slots, PyObject *reused, PyObject **values, int count) {
    int complete = 1;
    for (int i = 0; i < count; i++) complete &= values[i] != NULL;
    PyTypeObject *type = (PyTypeObject *)slots->type;
    PyObject *made = reused;
    if (!complete) {
        Py_CLEAR(made);
    } else if (made == NULL) {
        made = SLOT_FUNCTION(type, Py_tp_alloc, allocfunc)(type, 0);
    }
    for (int i = 0; i < slots->count; i++) {
        PyObject *value = i < count ? values[i] : Py_None;
        if (made != NULL && slots->set(slots->slots[i], made, value) != 0) Py_CLEAR(made);
        if (i < count) Py_XDECREF(value);
    }
    return made;
}

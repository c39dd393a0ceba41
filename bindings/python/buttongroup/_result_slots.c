/*
 * buttongroup._speedups: the results the compiled calls make (see _group_call.c), instances of a
 * Python class with __slots__, made without running its __init__.
 *
 * A kind of call has a result shape: the names of the slots it fills, which must begin the result
 * type's __slots__ (the type's other slots, its lazily made parts, are set to None). The type's
 * slot offsets are found once per type and kept in the shape (a type's __slots__ are fixed
 * when it is made, so the objects of a kind share them); a result is an instance whose slots are
 * stored at their offsets (_slot_offsets.c).
 */
#include "_speedups.h"

#include <string.h>

/* The offsets of the result type's slots (in __slots__ order; their number in *count): 0, or -1
 * with a Python error: a type whose __slots__ do not begin with the shape's names, or whose names
 * are not slots, is refused. */
static int slot_offsets(PyObject *result_type, const result_shape *shape, Py_ssize_t *offsets, int *count) {
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
        return -1;
    }
    int found = 1;
    for (int i = 0; i < (int)length && found; i++) {
        PyObject *name = PyList_GetItem(names, i);
        const char *text = PyUnicode_Check(name) ? PyUnicode_AsUTF8AndSize(name, NULL) : NULL;
        if (text == NULL && !PyErr_Occurred()) {
            PyErr_Format(PyExc_TypeError, "%s: a slot name is not a str", shape->type_name);
        }
        if (text != NULL && i < shape->filled && strcmp(text, shape->filled_names[i]) != 0) {
            PyErr_Format(PyExc_TypeError, "%s: the result type's slot %d is %R, not %s", shape->type_name, i, name,
                         shape->filled_names[i]);
            text = NULL;
        }
        offsets[i] = text == NULL ? -1 : speedups_slot_offset(result_type, text, shape->type_name);
        found = offsets[i] >= 0;
    }
    Py_DECREF(names);
    *count = (int)length;
    return found ? 0 : -1;
}

int speedups_find_result_slots(PyObject *result_type, const result_shape *shape, result_slots *out) {
    result_slots *known = shape->known;
    if (known->type != result_type) {
        Py_ssize_t offsets[MAX_RESULT_SLOTS];
        int count = 0;
        if (slot_offsets(result_type, shape, offsets, &count) != 0) return -1;
        memcpy(known->offsets, offsets, sizeof offsets);
        known->count = count;
        speedups_set_reference(&known->type, result_type); /* last: once consistent */
    }
    speedups_clear_result_slots(out);
    *out = *known;
    Py_INCREF(out->type);
    return 0;
}

void speedups_clear_result_slots(result_slots *slots) {
    Py_CLEAR(slots->type);
    slots->count = 0;
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
        if (made != NULL) {
            speedups_slot_set(made, slots->offsets[i], i < count ? values[i] : Py_NewRef(Py_None));
        } else if (i < count) {
            Py_XDECREF(values[i]);
        }
    }
    return made;
}

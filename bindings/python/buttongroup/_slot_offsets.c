/*
 * buttongroup._speedups: where the values of a class's __slots__ live in its instances.
 *
 * A slot of a class made with __slots__ is an object pointer at a fixed byte offset of every
 * instance, listed in the class's member table (the PyMemberDef array behind its slot
 * descriptors). The compiled module reads and writes the slots of the objects it makes (a
 * GroupLayout, a Frames, an AccessibilityNode, an ItemRange), and reads those of a group's state,
 * at those offsets: through the descriptors' __get__ / __set__ a field cost about 60
 * instructions, a fifth of a node. The offsets are found once, when a class is registered or
 * first read, and only for a slot the member table lists as a writable object slot; the
 * instances' own deallocation then drops what was stored, as it does for a value set through the
 * descriptor.
 */
#include "_speedups.h"

#include <string.h>
#include <structmember.h>

Py_ssize_t speedups_slot_offset(PyObject *type, const char *name, const char *who) {
    const PyMemberDef *members = PyType_Check(type) ? PyType_GetSlot((PyTypeObject *)type, Py_tp_members) : NULL;
    if (PyErr_Occurred()) return -1;
    for (const PyMemberDef *member = members; member != NULL && member->name != NULL; member++) {
        if (strcmp(member->name, name) == 0 && member->type == T_OBJECT_EX && !(member->flags & READONLY) &&
            member->offset >= (Py_ssize_t)sizeof(PyObject)) {
            return member->offset;
        }
    }
    PyErr_Format(PyExc_TypeError, "%s: %R's %s is not a slot", who, type, name);
    return -1;
}

int speedups_slot_offsets(PyObject *type, const char *const names[], int count, Py_ssize_t offsets[],
                          const char *who) {
    for (int i = 0; i < count; i++) {
        offsets[i] = speedups_slot_offset(type, names[i], who);
        if (offsets[i] < 0) return -1;
    }
    return 0;
}

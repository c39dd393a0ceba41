/*
 * buttongroup._speedups: the fields of a group's binding state the compiled calls read on every
 * layout (group/button_group.py's _GroupState): its items, what _item_fields.c keeps of their
 * texts, and whether its layouts call back into Python.
 *
 * getattr() of a state's field cost about 160 instructions, and a layout reads two to four of
 * them (a 4-item frames-only relayout from Python: 10,900 -> 10,600 instructions when read as
 * below). The state's class keeps them in __slots__, so they are read at
 * their offsets (_slot_offsets.c), found once for the class; a state of another class (a
 * subclass, or a test's stand-in) is read through getattr().
 */
#include "_speedups.h"

static const char *const field_texts[STATE_FIELD_COUNT] = {"items", "item_texts", "layouts_call_back"};
static PyObject *field_names[STATE_FIELD_COUNT];

/* The last state class read (a reference, or NULL), and its fields' offsets (0: not a slot of
 * its own, read through getattr()). */
static PyObject *known_type;
static Py_ssize_t known_offsets[STATE_FIELD_COUNT];

/* The offsets of the fields of `type`, found on its first read. */
static const Py_ssize_t *offsets_of(PyTypeObject *type) {
    if ((PyObject *)type != known_type) {
        for (int i = 0; i < STATE_FIELD_COUNT; i++) {
            Py_ssize_t offset = speedups_slot_offset((PyObject *)type, field_texts[i], "state");
            if (offset < 0) PyErr_Clear(); /* not a slot of its own: read through getattr() */
            known_offsets[i] = offset < 0 ? 0 : offset;
        }
        speedups_set_reference(&known_type, (PyObject *)type);
    }
    return known_offsets;
}

PyObject *speedups_state_field(PyObject *state, int field) {
    Py_ssize_t offset = offsets_of(Py_TYPE(state))[field];
    return offset != 0 ? speedups_slot_get(state, offset) : PyObject_GetAttr(state, field_names[field]);
}

Py_ssize_t speedups_state_item_count(PyObject *state) {
    PyObject *items = speedups_state_field(state, STATE_ITEMS);
    Py_ssize_t count = items == NULL ? -1 : PyObject_Length(items);
    Py_XDECREF(items);
    return count;
}

int speedups_state_set_items(PyObject *state, PyObject *items) {
    int failed = PyObject_SetAttr(state, field_names[STATE_ITEM_TEXTS], Py_None) != 0 ||
                 PyObject_SetAttr(state, field_names[STATE_ITEMS], items) != 0;
    return failed ? -1 : 0;
}

int speedups_state_keep_item_texts(PyObject *state, PyObject *texts) {
    return PyObject_SetAttr(state, field_names[STATE_ITEM_TEXTS], texts);
}

int speedups_init_state_fields(void) {
    PyObject **targets[STATE_FIELD_COUNT];
    for (int i = 0; i < STATE_FIELD_COUNT; i++) targets[i] = &field_names[i];
    return speedups_intern(targets, field_texts, STATE_FIELD_COUNT);
}

/*
 * buttongroup._speedups: the items' texts a layout shows, read from their __dict__.
 *
 * The decoders (_decode.c, _decode_nodes.c) take a slot's title and icon, and a node's label and
 * identifier, from the item the slot shows (and _decode_toolbar.c a cell's strings from its
 * toolbar item's group and button, through speedups_dict_field). getattr() of such a field costs
 * about 200 instructions (the class's attribute lookup, the descriptor checks, then the
 * instance's dict), and a whole read of a 4-item layout made a dozen. So:
 *   - for an item whose class keeps the default attribute lookup and defines no descriptor under
 *     a field's name (Item: a frozen dataclass whose fields live in each instance's __dict__),
 *     getattr() is the instance dict's entry, which is read directly; any other object is read
 *     through getattr(). What was found of the last class is remembered;
 *   - a group's items' texts are read once per items, by the compiled layout, and kept in the
 *     group's state beside the items they were read from (state.item_texts, reset whenever
 *     state.items is replaced: _state_fields.c); each GroupLayout gets them, and its decoders
 *     use them when they are the texts of its very items. An item changed in place afterwards
 *     (around its frozen dataclass) shows its old texts, as the library, which copied them at
 *     the update, does.
 */
#include "_speedups.h"

int speedups_fields_in_dict(PyTypeObject *type, PyObject *const names[], int count, plain_class *last) {
    if ((PyObject *)type == last->type) return last->plain;
    int plain = SLOT_FUNCTION(type, Py_tp_getattro, getattrofunc) == PyObject_GenericGetAttr;
    for (int i = 0; i < count && plain; i++) {
        PyObject *found = PyObject_GetAttr((PyObject *)type, names[i]);
        if (found == NULL) {
            plain = PyErr_ExceptionMatches(PyExc_AttributeError);
            PyErr_Clear();
            continue;
        }
        PyTypeObject *kind = Py_TYPE(found);
        plain = PyType_GetSlot(kind, Py_tp_descr_get) == NULL && PyType_GetSlot(kind, Py_tp_descr_set) == NULL;
        Py_DECREF(found);
    }
    last->plain = plain;
    speedups_set_reference(&last->type, (PyObject *)type);
    return plain;
}

PyObject *speedups_dict_field(PyObject *object, PyObject *name, int plain) {
    if (plain) {
        PyObject *fields = PyObject_GenericGetDict(object, NULL);
        PyObject *value = fields == NULL ? NULL : PyDict_GetItemWithError(fields, name);
        Py_XINCREF(value);
        Py_XDECREF(fields);
        if (value != NULL) return value;
        PyErr_Clear(); /* no __dict__, or not in it: getattr() says what it is */
    }
    return PyObject_GetAttr(object, name);
}

/* The last item class looked at, and what was found. */
static plain_class last_item_class;

/* Whether getattr() of an Item field of an instance of `type` is its __dict__ entry. */
static int fields_in_dict(PyTypeObject *type) {
    return speedups_fields_in_dict(type, speedups_item_fields, ITEM_FIELD_COUNT, &last_item_class);
}

PyObject *speedups_item_field(PyObject *item, int field) {
    return speedups_dict_field(item, speedups_item_fields[field], fields_in_dict(Py_TYPE(item)));
}

PyObject *speedups_item_text(PyObject *item, int which) {
    static const int fields[TEXTS_PER_ITEM] = {ITEM_TITLE, ITEM_ICON, ITEM_LABEL, ITEM_IDENTIFIER};
    PyObject *text = speedups_item_field(item, fields[which]);
    if (which == TEXT_LABEL && text == Py_None) { /* no accessibility label: the title is spoken */
        Py_DECREF(text);
        text = speedups_item_field(item, ITEM_TITLE);
    }
    return text;
}

/* The texts of `items` (a tuple): a tuple of `items` then each item's texts, or None when an
 * item's class is not one whose fields are its __dict__ entries (or a text cannot be read);
 * NULL with an error (out of memory). It runs no Python code, unless a class seen for the first
 * time has a metaclass with __getattr__, or an item's __dict__ lacks a field or holds a key of a
 * type with its own __eq__: then that code runs, after the layout was copied. */
static PyObject *made_texts(PyObject *items) {
    Py_ssize_t count = PyTuple_Size(items);
    if (count < 0 || count > (PY_SSIZE_T_MAX - 1) / TEXTS_PER_ITEM) return Py_NewRef(Py_None);
    PyObject *texts = PyTuple_New(1 + count * TEXTS_PER_ITEM);
    if (texts == NULL) return NULL;
    speedups_tuple_fill(texts, 0, Py_NewRef(items));
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *item = PyTuple_GetItem(items, i);
        for (int k = 0; k < TEXTS_PER_ITEM; k++) {
            PyObject *text = fields_in_dict(Py_TYPE(item)) ? speedups_item_text(item, k) : NULL;
            if (text == NULL) { /* read when decoded instead, where its error, if any, is raised */
                PyErr_Clear();
                Py_DECREF(texts); /* the texts not reached are still empty: dropped as NULL */
                return Py_NewRef(Py_None);
            }
            speedups_tuple_fill(texts, 1 + i * TEXTS_PER_ITEM + k, text);
        }
    }
    return texts;
}

int speedups_item_texts_of(PyObject *texts, PyObject *items) {
    return texts != NULL && PyTuple_Check(texts) && PyTuple_Check(items) &&
           PyTuple_Size(texts) == 1 + PyTuple_Size(items) * TEXTS_PER_ITEM && PyTuple_GetItem(texts, 0) == items;
}

PyObject *speedups_item_texts(PyObject *state, PyObject *items) {
    PyObject *kept = speedups_state_field(state, STATE_ITEM_TEXTS);
    if (kept == NULL) {
        if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return NULL;
        PyErr_Clear(); /* a state that keeps none: made for each layout */
    } else if (speedups_item_texts_of(kept, items)) {
        return kept;
    }
    Py_XDECREF(kept);
    if (!PyTuple_Check(items)) return Py_NewRef(Py_None);
    PyObject *made = made_texts(items);
    if (made != NULL && made != Py_None && speedups_state_keep_item_texts(state, made) != 0) {
        if (!PyErr_ExceptionMatches(PyExc_AttributeError)) Py_CLEAR(made);
        PyErr_Clear();
    }
    return made;
}

/*
 * buttongroup._speedups: a ButtonGroup's handle made, given its items and freed in one C call each.
 *
 * Making a group is creating its handle and giving it its items. Through ctypes that is a Python
 * loop setting each field of a ctypes array, two calls, and a Ctrl-C section (_interrupts.py) so
 * that no KeyboardInterrupt lands between the handle's creation and the bookkeeping that owns it;
 * freeing it is another section. For the common case, items without callbacks in a group that
 * never handed the library a Python callable, the functions here do the whole of it in C, where
 * no signal handler can run:
 *   open_group(state, theme_id, params_address, items, item_type) -> bool
 *     bg_group_create(theme, params) then bg_group_update(items); on success stores the handle's
 *     id into state.id and the items into state.items (state.item_texts reset to None, as
 *     whenever state.items is replaced);
 *   update_items(state, items, item_type) -> bool
 *     under state.lock (a _speedups.Lock): bg_group_update(state.id, items); on success stores
 *     state.items;
 *   free_group(state) -> bool
 *     under state.lock: bg_group_free(state.id) (when not 0; without the GIL for more than
 *     MAX_ITEMS_HOLDING_GIL items); stores () into state.items.
 * Each returns False, having changed nothing (a handle it created is freed), whenever it leaves
 * the work to the Python path, which then does it with the documented errors: a state with
 * `registered_callbacks` set (the library may call Python: an old item's destroy, the sheet's
 * dismissal), an item that is not exactly item_type or has an action or a navigation action, a
 * field the Python path converts or refuses (a text that is not exactly a str, holds a NUL or a
 * lone surrogate; a role outside int32_t; a `disabled` that is not a bool), more than UINT32_MAX
 * items, a library call that fails (it changes nothing; the Python path repeats it and raises).
 * Texts are passed as the UTF-8 the str objects cache (valid while they live: the GIL is held
 * during the call, or, for more than MAX_ITEMS_HOLDING_GIL items, the str objects are).
 */
#include "_speedups.h"

#include <string.h>

bg_status (*speedups_group_create)(bg_theme, const bg_group_params *, bg_group *);
bg_status (*speedups_group_update)(bg_group, const bg_item *, uint32_t);
bg_status (*speedups_group_free)(bg_group);

enum { ITEMS_ON_STACK = 16 };

/* An Item's fields, in the order read (ITEM_*, _speedups.h); interned at import (speedups_init_handle). */
static const char *const field_texts[ITEM_FIELD_COUNT] = {
    "title", "icon", "accessibility_label", "accessibility_identifier", "role", "disabled", "action",
    "navigation_action",
};
PyObject *speedups_item_fields[ITEM_FIELD_COUNT];
static PyObject *name_dict, *name_id, *name_registered;

/* `text` as the UTF-8 its str caches into *out (NULL for None when `optional`), the str held in
 * *held when `held` is not NULL; 0 to decline. */
static int read_text(PyObject *text, int optional, const char **out, PyObject **held) {
    if (optional && text == Py_None) {
        *out = NULL;
        return 1;
    }
    if (text == NULL || !PyUnicode_CheckExact(text)) return 0;
    Py_ssize_t size = 0;
    const char *utf8 = PyUnicode_AsUTF8AndSize(text, &size);
    if (utf8 == NULL) { /* a lone surrogate: the Python path passes it on for the library to refuse */
        PyErr_Clear();
        return 0;
    }
    if ((size_t)size != strlen(utf8)) return 0; /* a NUL: the Python path names the field */
    *out = utf8;
    if (held != NULL) *held = Py_NewRef(text);
    return 1;
}

/* An int within int32_t (bool and IntEnum members are ints) into *out; 0 to decline. */
static int read_role(PyObject *role, int32_t *out) {
    if (role == NULL || !PyLong_Check(role)) return 0;
    int overflow = 0;
    long long value = PyLong_AsLongLongAndOverflow(role, &overflow);
    if (overflow != 0 || value < INT32_MIN || value > INT32_MAX) return 0;
    *out = (int32_t)value;
    return 1;
}

/* An item's fields (borrowed, NULL when absent) from its __dict__ `fields`: in one pass when the
 * dict begins with them in order, as Item's __init__ stores them, else each looked up. */
static void read_fields(PyObject *fields, PyObject **values) {
    Py_ssize_t position = 0;
    int index = 0;
    PyObject *key = NULL, *value = NULL;
    while (index < ITEM_FIELD_COUNT && PyDict_Next(fields, &position, &key, &value) &&
           key == speedups_item_fields[index]) {
        values[index++] = value;
    }
    for (int i = index; i < ITEM_FIELD_COUNT; i++) {
        values[i] = PyDict_GetItemWithError(fields, speedups_item_fields[i]);
    }
}

/* One Item as a bg_item (*out zeroed by the caller): 1, 0 to decline, -1 with a Python error. Its
 * texts are held in held[0...3] when `held` is not NULL (for a call made without the GIL, while
 * another thread could replace a field of the item's __dict__). */
static int read_item(PyObject *item, PyObject *item_type, bg_item *out, PyObject **held) {
    if ((PyObject *)Py_TYPE(item) != item_type) return 0;
    PyObject *fields = PyObject_GetAttr(item, name_dict);
    if (fields == NULL) return -1;
    PyObject *values[ITEM_FIELD_COUNT];
    read_fields(fields, values);
    int plain = !PyErr_Occurred() && values[ITEM_ACTION] == Py_None && values[ITEM_NAVIGATION] == Py_None &&
                (values[ITEM_DISABLED] == Py_True || values[ITEM_DISABLED] == Py_False) &&
                read_role(values[ITEM_ROLE], &out->role) &&
                read_text(values[ITEM_TITLE], 0, &out->title, held) &&
                read_text(values[ITEM_ICON], 1, &out->icon, held ? held + 1 : NULL) &&
                read_text(values[ITEM_LABEL], 1, &out->accessibility_label, held ? held + 2 : NULL) &&
                read_text(values[ITEM_IDENTIFIER], 1, &out->accessibility_identifier, held ? held + 3 : NULL);
    out->struct_size = sizeof *out;
    out->disabled = values[ITEM_DISABLED] == Py_True;
    Py_DECREF(fields); /* the values stay alive meanwhile: the GIL is held, the items hold them */
    return PyErr_Occurred() ? -1 : plain;
}

/* Whether the library may call Python for the group of `state`: 1, 0, or -1 with a Python error. */
static int calls_python(PyObject *state) {
    PyObject *flag = PyObject_GetAttr(state, name_registered);
    int registered = flag == NULL ? -1 : PyObject_IsTrue(flag);
    Py_XDECREF(flag);
    return registered;
}

/* Reads `items` (a tuple) into `array` (room for all of them), their texts held in `held` (four
 * per item, zeroed) when it is not NULL: 1, 0 to decline, -1 with an error. */
static int read_items(PyObject *items, PyObject *item_type, bg_item *array, PyObject **held) {
    Py_ssize_t count = PyTuple_Size(items);
    memset(array, 0, (size_t)count * sizeof *array);
    int plain = 1;
    for (Py_ssize_t i = 0; i < count && plain > 0; i++) {
        plain = read_item(PyTuple_GetItem(items, i), item_type, &array[i], held ? held + 4 * i : NULL);
    }
    return plain;
}

/* The library calls of a group's making or update, once its items are read. */
typedef int (*items_call)(PyObject *state, const bg_item *array, uint32_t count, PyObject *context);

/* Checks the arguments, reads the items, then runs `call`: a bool, or NULL with a Python error. */
static PyObject *with_items(PyObject *state, PyObject *items, PyObject *item_type, items_call call, PyObject *context) {
    if (!PyTuple_Check(items) || !PyType_Check(item_type)) {
        PyErr_SetString(PyExc_TypeError, "items must be a tuple, item_type a type");
        return NULL;
    }
    Py_ssize_t count = PyTuple_Size(items);
    int python = calls_python(state);
    if (python != 0 || count > (Py_ssize_t)UINT32_MAX || speedups_group_update == NULL) {
        return python < 0 ? NULL : Py_NewRef(Py_False);
    }
    bg_item on_stack[ITEMS_ON_STACK];
    bg_item *array = count <= ITEMS_ON_STACK ? on_stack : PyMem_Malloc((size_t)count * sizeof(bg_item));
    /* The library call is made without the GIL for more than MAX_ITEMS_HOLDING_GIL items: the
     * texts are held meanwhile. */
    PyObject **held = count > MAX_ITEMS_HOLDING_GIL ? PyMem_Calloc((size_t)count * 4, sizeof(PyObject *)) : NULL;
    if (array == NULL || (count > MAX_ITEMS_HOLDING_GIL && held == NULL)) {
        if (array != on_stack) PyMem_Free(array);
        return PyErr_NoMemory();
    }
    int done = read_items(items, item_type, array, held);
    if (done > 0) done = call(state, array, (uint32_t)count, context);
    if (array != on_stack) PyMem_Free(array);
    for (Py_ssize_t i = 0; held != NULL && i < count * 4; i++) Py_XDECREF(held[i]);
    PyMem_Free(held);
    return done < 0 ? NULL : PyBool_FromLong(done);
}

/* bg_group_update, made with the GIL released for more than MAX_ITEMS_HOLDING_GIL items (whose
 * texts with_items holds meanwhile). */
static bg_status gil_released_update(bg_group group, const bg_item *array, uint32_t count) {
    PyThreadState *released = speedups_release_gil_for(count);
    bg_status status = speedups_group_update(group, array, count);
    speedups_retake_gil(released);
    return status;
}

/* The group whose handle the state holds (state.id) into *out: 0, or -1 with a Python error. */
static int state_group(PyObject *state, bg_group *out) {
    PyObject *id = PyObject_GetAttr(state, name_id);
    out->id = id == NULL ? 0 : PyLong_AsUnsignedLongLong(id);
    Py_XDECREF(id);
    return PyErr_Occurred() ? -1 : 0;
}

/* Stores the items and then the handle's id into the state: 0, or -1 with a Python error (the id
 * not stored). */
static int keep(PyObject *state, bg_group group, PyObject *items) {
    if (speedups_state_set_items(state, items) != 0) return -1;
    PyObject *id = PyLong_FromUnsignedLongLong(group.id);
    int failed = id == NULL || PyObject_SetAttr(state, name_id, id) != 0;
    Py_XDECREF(id);
    return failed ? -1 : 0;
}

/* open_group's calls; context: a tuple (items, theme id, params address). */
static int create_and_update(PyObject *state, const bg_item *array, uint32_t count, PyObject *context) {
    unsigned long long theme_id = PyLong_AsUnsignedLongLong(PyTuple_GetItem(context, 1));
    void *params = PyLong_AsVoidPtr(PyTuple_GetItem(context, 2));
    if (PyErr_Occurred()) return -1;
    bg_theme theme = {theme_id};
    bg_group group = {0};
    if (speedups_group_create(theme, params, &group) != BG_OK) return 0;
    if (gil_released_update(group, array, count) != BG_OK || keep(state, group, PyTuple_GetItem(context, 0)) != 0) {
        speedups_group_free(group); /* no callbacks were registered: it runs no Python code */
        return PyErr_Occurred() ? -1 : 0;
    }
    return 1;
}

/* update_items's call, made under the state's lock; context: the items. */
static int update(PyObject *state, const bg_item *array, uint32_t count, PyObject *context) {
    bg_group group;
    if (state_group(state, &group) != 0) return -1;
    if (gil_released_update(group, array, count) != BG_OK) return 0;
    return speedups_state_set_items(state, context) != 0 ? -1 : 1;
}

PyObject *speedups_open_group(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    if (count != 5) {
        PyErr_SetString(PyExc_TypeError, "open_group(state, theme_id, params_address, items, item_type)");
        return NULL;
    }
    if (speedups_group_create == NULL || speedups_group_free == NULL) return Py_NewRef(Py_False);
    PyObject *context = PyTuple_Pack(3, args[3], args[1], args[2]);
    PyObject *done = context == NULL ? NULL : with_items(args[0], args[3], args[4], create_and_update, context);
    Py_XDECREF(context);
    return done;
}

/* The work of update_items or free_group on a state, done under its lock. */
typedef PyObject *(*locked_work)(PyObject *const *args);

/* The module function `who`(`parameters`), given `count` arguments where it takes `arity`:
 * `work(args)` under the lock of the state args[0] (a callback registered meanwhile by another
 * thread is then seen). Its result, or NULL with a Python error (a TypeError for the wrong number
 * of arguments or a state without a Lock). */
static PyObject *under_lock(PyObject *const *args, Py_ssize_t count, Py_ssize_t arity, const char *who,
                            const char *parameters, locked_work work) {
    if (count != arity) {
        PyErr_Format(PyExc_TypeError, "%s%s", who, parameters);
        return NULL;
    }
    PyObject *lock = speedups_state_lock(args[0], who);
    if (lock == NULL || speedups_lock_acquire(lock) != 0) { /* e.g. a KeyboardInterrupt while waiting */
        Py_XDECREF(lock);
        return NULL;
    }
    PyObject *done = work(args);
    if (speedups_lock_release(lock) != 0) Py_CLEAR(done);
    Py_DECREF(lock);
    return done;
}

static PyObject *update_work(PyObject *const *args) { return with_items(args[0], args[1], args[2], update, args[1]); }

PyObject *speedups_update_items(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    return under_lock(args, count, 3, "update_items", "(state, items, item_type)", update_work);
}

static PyObject *free_work(PyObject *const *args) {
    PyObject *state = args[0];
    int python = calls_python(state);
    if (python != 0 || speedups_group_free == NULL) return python < 0 ? NULL : Py_NewRef(Py_False);
    bg_group group;
    if (state_group(state, &group) != 0) return NULL;
    Py_ssize_t count = speedups_state_item_count(state);
    if (count < 0) return NULL;
    /* It runs no Python code (no callback was registered); a handle freed already is no error. A
     * large group is freed without the GIL, as it was updated. */
    if (group.id != 0) {
        PyThreadState *released = speedups_release_gil_for(count);
        (void)speedups_group_free(group);
        speedups_retake_gil(released);
    }
    PyObject *none = PyTuple_New(0);
    int failed = none == NULL || speedups_state_set_items(state, none) != 0;
    Py_XDECREF(none);
    return failed ? NULL : Py_NewRef(Py_True);
}

PyObject *speedups_free_group(PyObject *module, PyObject *const *args, Py_ssize_t count) {
    (void)module;
    return under_lock(args, count, 1, "free_group", "(state)", free_work);
}

int speedups_init_handle(void) {
    PyObject **fields[ITEM_FIELD_COUNT];
    for (int i = 0; i < ITEM_FIELD_COUNT; i++) fields[i] = &speedups_item_fields[i];
    PyObject **const names[3] = {&name_dict, &name_id, &name_registered};
    static const char *const texts[3] = {"__dict__", "id", "registered_callbacks"};
    int failed = speedups_intern(fields, field_texts, ITEM_FIELD_COUNT) != 0 || speedups_intern(names, texts, 3) != 0;
    return failed ? -1 : 0;
}

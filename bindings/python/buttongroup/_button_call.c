/*
 * buttongroup._speedups: Button.layout in C.
 *
 * A button's layout from Python was mostly the Python around one library call: converting four
 * arguments, the lock, a Ctrl-C section, the ctypes call and decoding a 23-field view. Each
 * button gets one ButtonLayoutCall(button_id, state, make_fallback, raise_status, read_raw,
 * classes), whose METH_FASTCALL method `call(width, height, scale, direction)` calls
 * bg_button_layout and makes the ButtonView itself, values equal to ButtonView._from_c's:
 *   - state: the button's binding state: its `lock` (a _speedups.Lock, see _lock.c) is held
 *     across the library call and the reading of the view (whose strings the button owns), and
 *     its `calls_back` (True while a Python provider, measure, image measure or on_updated
 *     callback is set) is read on every call, under the lock (its setters hold it);
 *   - make_fallback(button_id, state): makes the ctypes path's function, called with the very
 *     same arguments when this object first leaves a call to it: an argument that is not a float
 *     or an int in range (its conversion raises the documented error there), `calls_back` true
 *     (a layout that can run Python code needs the Python path's Ctrl-C section), no bound
 *     library. Most buttons never need it, so it is not made before;
 *   - raise_status(status): raises the library's error for a failed call, as the ctypes path's
 *     errcheck does;
 *   - read_raw(raw): the Python decoder of a copy of the bg_button_view (bytes), called under
 *     the lock for a view with styled runs (their fonts are read there, as the Python path reads
 *     them); every other view is made here;
 *   - classes: (ButtonView, BackgroundGeometry, Rect, State, states), states a dict of State
 *     members by value (a value not in it is made by calling State).
 * The library call is made with the GIL held: a button's layout runs no Python code here and
 * is short (a group's call makes the same choice up to 64 items).
 */
#include "_speedups.h"

#include <string.h>

bg_status (*speedups_button_layout)(bg_button, double, double, double, int32_t, bg_button_view *);

enum { CLASS_VIEW, CLASS_BACKGROUND, CLASS_RECT, CLASS_STATE, CLASS_STATES, CLASS_COUNT };
enum { VIEW_FIELDS = 23 };

/* Interned names, made at import (speedups_init_button_call). */
static PyObject *name_calls_back;

typedef struct {
    PyObject_HEAD
    bg_button button;
    PyObject *state;
    PyObject *lock; /* state.lock, a _speedups.Lock */
    PyObject *make_fallback;
    PyObject *fallback; /* made by make_fallback when first needed */
    PyObject *raise_status;
    PyObject *read_raw;
    PyObject *classes[CLASS_COUNT];
} ButtonCall;

/* ----------------------------------------------------------------------- making and freeing */

static PyObject *button_call_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    if ((kwargs != NULL && PyDict_Size(kwargs) != 0) || !PyTuple_Check(args) || PyTuple_Size(args) != 6) {
        PyErr_SetString(PyExc_TypeError, "ButtonLayoutCall takes 6 positional arguments");
        return NULL;
    }
    unsigned long long id = PyLong_AsUnsignedLongLong(PyTuple_GetItem(args, 0));
    if (id == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    PyObject *state = PyTuple_GetItem(args, 1), *make_fallback = PyTuple_GetItem(args, 2);
    PyObject *raise_status = PyTuple_GetItem(args, 3), *read_raw = PyTuple_GetItem(args, 4);
    PyObject *classes = PyTuple_GetItem(args, 5);
    int usable = PyCallable_Check(make_fallback) && PyCallable_Check(raise_status) && PyCallable_Check(read_raw) &&
                 PyTuple_Check(classes) && PyTuple_Size(classes) == CLASS_COUNT;
    for (int i = 0; usable && i < CLASS_STATES; i++) usable = PyType_Check(PyTuple_GetItem(classes, i));
    if (usable) {
        PyObject *rect = PyTuple_GetItem(classes, CLASS_RECT);
        usable = PyType_IsSubtype((PyTypeObject *)rect, &PyTuple_Type) && PyDict_Check(PyTuple_GetItem(classes, CLASS_STATES));
    }
    if (!usable) {
        PyErr_SetString(PyExc_TypeError, "ButtonLayoutCall: make_fallback, raise_status and read_raw must be callable, "
                                         "classes (view, background, rect: a tuple subclass, state, states: a dict)");
        return NULL;
    }
    ButtonCall *self = (ButtonCall *)SLOT_FUNCTION(type, Py_tp_alloc, allocfunc)(type, 0); /* zeroed */
    if (self == NULL) return NULL;
    self->button.id = id;
    self->state = Py_NewRef(state);
    self->make_fallback = Py_NewRef(make_fallback);
    self->raise_status = Py_NewRef(raise_status);
    self->read_raw = Py_NewRef(read_raw);
    for (int i = 0; i < CLASS_COUNT; i++) self->classes[i] = Py_NewRef(PyTuple_GetItem(classes, i));
    self->lock = speedups_state_lock(state, "ButtonLayoutCall");
    if (self->lock == NULL) {
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

/* The collector's view: a callback that holds its own button makes a cycle through the
 * button's state, its callbacks' registry and this object. */
static int button_call_traverse(PyObject *object, visitproc visit, void *arg) {
    ButtonCall *self = (ButtonCall *)object;
    Py_VISIT(Py_TYPE(object));
    Py_VISIT(self->state);
    Py_VISIT(self->lock);
    Py_VISIT(self->make_fallback);
    Py_VISIT(self->fallback);
    Py_VISIT(self->raise_status);
    Py_VISIT(self->read_raw);
    for (int i = 0; i < CLASS_COUNT; i++) Py_VISIT(self->classes[i]);
    return 0;
}

/* Drops every reference (the collector breaking a cycle, and dealloc); a call afterwards raises
 * ReferenceError. */
static int button_call_clear(PyObject *object) {
    ButtonCall *self = (ButtonCall *)object;
    Py_CLEAR(self->state);
    Py_CLEAR(self->lock);
    Py_CLEAR(self->make_fallback);
    Py_CLEAR(self->fallback);
    Py_CLEAR(self->raise_status);
    Py_CLEAR(self->read_raw);
    for (int i = 0; i < CLASS_COUNT; i++) Py_CLEAR(self->classes[i]);
    return 0;
}

static void button_call_dealloc(PyObject *object) {
    PyObject_GC_UnTrack(object);
    button_call_clear(object);
    PyTypeObject *type = Py_TYPE(object);
    SLOT_FUNCTION(type, Py_tp_free, freefunc)(object);
    Py_DECREF(type); /* instances of a heap type hold a reference to it */
}

/* ------------------------------------------------------------------------------- arguments */

/* The fallback called with the call's arguments (made on first use; two threads may both make
 * one: the first one kept serves both). */
static PyObject *call_fallback(ButtonCall *self, PyObject *const *args, Py_ssize_t count) {
    if (self->fallback == NULL) {
        PyObject *made = PyObject_CallFunction(self->make_fallback, "KO", (unsigned long long)self->button.id,
                                               self->state);
        if (made == NULL) return NULL;
        if (self->fallback == NULL) {
            self->fallback = made;
        } else {
            Py_DECREF(made);
        }
    }
    PyObject *function = Py_NewRef(self->fallback);
    PyObject *positional = PyTuple_New(count);
    for (Py_ssize_t i = 0; positional != NULL && i < count; i++) PyTuple_SetItem(positional, i, Py_NewRef(args[i]));
    PyObject *result = positional != NULL ? PyObject_Call(function, positional, NULL) : NULL;
    Py_DECREF(function);
    Py_XDECREF(positional);
    return result;
}

/* ----------------------------------------------------------------------------------- values */

/* A string the button owns as str (invalid UTF-8 replaced), or None for NULL. */
static PyObject *text(const char *value) {
    return value == NULL ? Py_NewRef(Py_None) : PyUnicode_DecodeUTF8(value, (Py_ssize_t)strlen(value), "replace");
}

static PyObject *rect(ButtonCall *self, const bg_rect *value) {
    return speedups_shared_quad(self->classes[CLASS_RECT], value);
}

/* `made` when `shown`, else None (`made` may be NULL: an error, returned as it is). */
static PyObject *when(int shown, PyObject *(*make)(ButtonCall *, const bg_rect *), ButtonCall *self,
                      const bg_rect *value) {
    return shown ? make(self, value) : Py_NewRef(Py_None);
}

static PyObject *color_when(int shown, uint32_t color) {
    return shown ? PyLong_FromUnsignedLong(color) : Py_NewRef(Py_None);
}

/* The State of `value`: the member the states table holds, else State(value). */
static PyObject *state_of(ButtonCall *self, uint32_t value) {
    PyObject *key = PyLong_FromUnsignedLong(value);
    if (key == NULL) return NULL;
    PyObject *member = PyDict_GetItemWithError(self->classes[CLASS_STATES], key);
    PyObject *made = member != NULL ? Py_NewRef(member)
                     : PyErr_Occurred() ? NULL
                                        : PyObject_CallFunctionObjArgs(self->classes[CLASS_STATE], key, NULL);
    Py_DECREF(key);
    return made;
}

/* An instance of `type` made by calling it with the `count` values (stolen, also on failure; a
 * NULL one means a Python error, and NULL is returned). */
static PyObject *made_from(PyObject *type, PyObject **values, Py_ssize_t count) {
    PyObject *arguments = NULL;
    int failed = 0;
    for (Py_ssize_t i = 0; i < count; i++) failed |= values[i] == NULL;
    if (!failed) arguments = PyTuple_New(count);
    for (Py_ssize_t i = 0; i < count; i++) {
        if (arguments != NULL) {
            speedups_tuple_fill(arguments, i, values[i]); /* a new tuple's empty item: stolen */
        } else {
            Py_XDECREF(values[i]);
        }
    }
    if (arguments == NULL) return NULL;
    PyObject *made = PyObject_Call(type, arguments, NULL);
    Py_DECREF(arguments);
    return made;
}

/* Sets value `index` of `made` to `expression` when the one before it was made: values are made in
 * turn, and none once one failed (no Python call is made with an error set); the failed one and
 * those after it stay NULL, which made_from takes as the error. */
#define MAKE_IN_TURN(made, index, expression) \
    do { \
        if ((index) == 0 || (made)[(index) - 1] != NULL) (made)[index] = (expression); \
    } while (0)

static PyObject *background(ButtonCall *self, const bg_button_view *view) {
    PyObject *values[4] = {NULL, NULL, NULL, NULL};
    MAKE_IN_TURN(values, 0, rect(self, &view->background_frame));
    MAKE_IN_TURN(values, 1, PyFloat_FromDouble(view->corner_radius));
    MAKE_IN_TURN(values, 2, rect(self, &view->stroke_frame));
    MAKE_IN_TURN(values, 3, PyFloat_FromDouble(view->stroke_corner_radius));
    return made_from(self->classes[CLASS_BACKGROUND], values, 4);
}

/* The ButtonView of `view`, its fields in their order (ButtonView._from_c's rules). */
static PyObject *view_of(ButtonCall *self, const bg_button_view *view) {
    if (view->title_run_count != 0 || view->subtitle_run_count != 0) {
        PyObject *raw = PyBytes_FromStringAndSize((const char *)view, (Py_ssize_t)sizeof *view);
        PyObject *made = raw != NULL ? PyObject_CallFunctionObjArgs(self->read_raw, raw, NULL) : NULL;
        Py_XDECREF(raw);
        return made;
    }
    PyObject *v[VIEW_FIELDS] = {NULL};
    MAKE_IN_TURN(v, 0, state_of(self, view->state));
    MAKE_IN_TURN(v, 1, rect(self, &view->bounds));
    MAKE_IN_TURN(v, 2, rect(self, &view->hit_frame));
    MAKE_IN_TURN(v, 3, view->has_background ? background(self, view) : Py_NewRef(Py_None));
    MAKE_IN_TURN(v, 4, view->has_image ? text(view->image) : Py_NewRef(Py_None));
    MAKE_IN_TURN(v, 5, when(view->has_image, rect, self, &view->image_frame));
    MAKE_IN_TURN(v, 6, when(view->has_activity_indicator, rect, self, &view->image_frame));
    MAKE_IN_TURN(v, 7, text(view->title));
    MAKE_IN_TURN(v, 8, when(v[7] != Py_None && PyUnicode_GetLength(v[7]) > 0, rect, self, &view->title_frame));
    MAKE_IN_TURN(v, 9, PyBool_FromLong(view->title_truncated));
    MAKE_IN_TURN(v, 10, text(view->subtitle));
    MAKE_IN_TURN(v, 11, when(v[10] != Py_None && PyUnicode_GetLength(v[10]) > 0, rect, self, &view->subtitle_frame));
    MAKE_IN_TURN(v, 12, PyBool_FromLong(view->subtitle_truncated));
    MAKE_IN_TURN(v, 13, PyLong_FromUnsignedLong(view->foreground_color));
    MAKE_IN_TURN(v, 14, PyLong_FromUnsignedLong(view->title_color));
    MAKE_IN_TURN(v, 15, PyLong_FromUnsignedLong(view->subtitle_color));
    MAKE_IN_TURN(v, 16, color_when(view->has_fill, view->fill_color));
    MAKE_IN_TURN(v, 17, color_when(view->has_stroke, view->stroke_color));
    MAKE_IN_TURN(v, 18, PyFloat_FromDouble(view->stroke_width));
    MAKE_IN_TURN(v, 19, when(view->has_label_background, rect, self, &view->label_background_frame));
    MAKE_IN_TURN(v, 20, color_when(view->has_label_background, view->label_background_color));
    MAKE_IN_TURN(v, 21, PyTuple_New(0));
    MAKE_IN_TURN(v, 22, PyTuple_New(0));
    return made_from(self->classes[CLASS_VIEW], v, VIEW_FIELDS);
}

/* ------------------------------------------------------------------------------------ calls */

/* Whether the state says a layout can run Python code: 1, 0, or -1 with a Python error. */
static int calls_back(ButtonCall *self) {
    PyObject *flag = PyObject_GetAttr(self->state, name_calls_back);
    if (flag == NULL) return -1;
    int truth = PyObject_IsTrue(flag);
    Py_DECREF(flag);
    return truth;
}

/* call(width, height, scale, direction): the button's layout, or the fallback's. The lock is
 * held across the library call and the making of the view, which reads the strings the button
 * owns before anything can change them: no collection runs meanwhile (a finalizer it ran could
 * lay the button out again, the lock being reentrant). */
static PyObject *layout_call(PyObject *object, PyObject *const *args, Py_ssize_t count) {
    ButtonCall *self = (ButtonCall *)object;
    if (self->state == NULL) {
        PyErr_SetString(PyExc_ReferenceError, "the button's layout function was collected with its button");
        return NULL;
    }
    double width = 0, height = 0, scale = 1;
    int32_t direction = 0;
    int convertible = speedups_button_layout != NULL && count == 4 && speedups_read_double(args[0], &width) &&
                      speedups_read_double(args[1], &height) && speedups_read_double(args[2], &scale) &&
                      speedups_read_int32(args[3], &direction);
    if (!convertible) return call_fallback(self, args, count);
    if (speedups_lock_acquire(self->lock) != 0) return NULL; /* e.g. a KeyboardInterrupt while waiting */
    int python = calls_back(self); /* read under the lock, which its setters hold */
    if (python != 0) {
        PyObject *made = python > 0 ? call_fallback(self, args, count) : NULL; /* the lock is reentrant */
        if (speedups_lock_release(self->lock) != 0) Py_CLEAR(made);
        return made;
    }
    bg_button_view view;
    memset(&view, 0, sizeof view); /* copied whole for read_raw, padding included */
    view.struct_size = sizeof view;
    bg_status status = speedups_button_layout(self->button, width, height, scale, direction, &view);
    int collecting = PyGC_Disable();
    PyObject *made = status == BG_OK ? view_of(self, &view) : NULL;
    if (collecting) PyGC_Enable();
    if (speedups_lock_release(self->lock) != 0) { /* only if Python code run meanwhile released it */
        Py_XDECREF(made);
        return NULL;
    }
    return status == BG_OK ? made : speedups_raise_status(self->raise_status, status);
}

/* ------------------------------------------------------------------------------------- type */

static PyMethodDef button_call_methods[] = {
    {"call", (PyCFunction)(void (*)(void))layout_call, METH_FASTCALL,
     "call($self, width, height, scale, direction, /)\n--\n\nThe button's layout (see Button.layout)."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot button_call_slots[] = {
    {Py_tp_new, AS_SLOT(button_call_new)},
    {Py_tp_dealloc, AS_SLOT(button_call_dealloc)},
    {Py_tp_traverse, AS_SLOT(button_call_traverse)},
    {Py_tp_clear, AS_SLOT(button_call_clear)},
    {Py_tp_methods, button_call_methods},
    {Py_tp_doc, (void *)"ButtonLayoutCall(button_id, state, make_fallback, raise_status, read_raw, classes): one "
                        "button's layout(width, height, scale, direction) in C."},
    {0, NULL},
};

static PyType_Spec button_call_spec = {
    "buttongroup._speedups.ButtonLayoutCall", sizeof(ButtonCall), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    button_call_slots,
};

int speedups_init_button_call(PyObject *module) {
    PyObject **const names[1] = {&name_calls_back};
    static const char *const texts[1] = {"calls_back"};
    if (speedups_intern(names, texts, 1) != 0) return -1;
    return speedups_add_type(module, "ButtonLayoutCall", &button_call_spec);
}

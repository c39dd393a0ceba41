/*
 * buttongroup._speedups: what its source files (every _*.c of the package) share.
 * CPython's stable ABI of 3.10 only: one build serves every later CPython.
 */
#ifndef BUTTONGROUP_SPEEDUPS_H
#define BUTTONGROUP_SPEEDUPS_H

#define Py_LIMITED_API 0x030A0000
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <buttongroup.h>
#include <stddef.h>
#include <stdint.h>

/* `*field` made a new reference to `value` (NULL: none), its old value dropped last (which can
 * run code, that then sees the new value). */
static inline void speedups_set_reference(PyObject **field, PyObject *value) {
    PyObject *old = *field;
    Py_XINCREF(value);
    *field = value;
    Py_XDECREF(old);
}

/* Each `*fields[i]` made a new reference to `values[i]` (i < count <= 16), the old values dropped
 * once all are set: code a drop runs never sees some of a registration's classes replaced and
 * others not. */
static inline void speedups_set_references(PyObject **const fields[], PyObject *const values[], int count) {
    PyObject *old[16] = {NULL};
    for (int i = 0; i < count && i < 16; i++) {
        old[i] = *fields[i];
        Py_XINCREF(values[i]);
        *fields[i] = values[i];
    }
    for (int i = 0; i < count && i < 16; i++) Py_XDECREF(old[i]);
}

/* Python's type slots hold functions as void pointers; ISO C converts between function and object
 * pointers only through an integer (as POSIX's dlsym results are used). */
#define AS_SLOT(function) ((void *)(uintptr_t)(function))
#define SLOT_FUNCTION(type, slot, kind) ((kind)(uintptr_t)PyType_GetSlot((type), (slot)))

/* The most items of a group whose library calls (a layout, an update, a free) are made with the
 * GIL held. Releasing and retaking the GIL costs about a fifth of a 4-item relayout; with at most
 * this many items a call lasts tens of microseconds at worst (a first layout measuring every
 * title), as CPython's own modules hold the GIL for short calls (hashlib for small inputs).
 * Holding it cannot deadlock: a call that can run Python code (a group with a Python callback) is
 * left to the Python path, which releases it, and the library locks such a call takes are the
 * group's (whose Python lock the call holds) and short table lookups that run no callback. */
enum { MAX_ITEMS_HOLDING_GIL = 64 };

/* Around a library call on a group of `items` items: the GIL released when the rule above says so
 * (the thread state to give back to speedups_retake_gil), else NULL and nothing done. */
static inline PyThreadState *speedups_release_gil_for(Py_ssize_t items) {
    return items > MAX_ITEMS_HOLDING_GIL ? PyEval_SaveThread() : NULL;
}
static inline void speedups_retake_gil(PyThreadState *released) {
    if (released != NULL) PyEval_RestoreThread(released);
}

/* _tuple_fill.c: speedups_tuple_fill stores item `index` (a new reference, stolen) of `tuple`, a
 * tuple (or an instance of a tuple subclass) the module just made whose item is still empty;
 * speedups_tuple_items_at is where a tuple's items begin (0: unknown, PyTuple_SetItem is called),
 * set at import by speedups_init_tuple_fill (0, or -1 with an error); speedups_tuple_refillable:
 * whether speedups_tuple_refill may replace item `index` (dropping the old one) of a tuple whose
 * only reference the caller holds (see _tuple_fill.c). */
extern Py_ssize_t speedups_tuple_items_at;
extern int speedups_tuple_refillable;
int speedups_init_tuple_fill(void);
static inline void speedups_tuple_fill(PyObject *tuple, Py_ssize_t index, PyObject *value) {
    if (speedups_tuple_items_at != 0) {
        ((PyObject **)(void *)((char *)tuple + speedups_tuple_items_at))[index] = value;
    } else {
        PyTuple_SetItem(tuple, index, value);
    }
}
static inline void speedups_tuple_refill(PyObject *tuple, Py_ssize_t index, PyObject *value) {
    PyObject **items = (PyObject **)(void *)((char *)tuple + speedups_tuple_items_at);
    PyObject *old = items[index];
    items[index] = value;
    Py_XDECREF(old);
}

/* _slot_offsets.c: a class's __slots__ read and written at their offsets in its instances.
 *   speedups_slot_offset: the byte offset of slot `name` of class `type` (one of the class's own
 *     __slots__: a writable object slot of its member table), or -1 with a TypeError naming `who`;
 *   speedups_slot_at: where the slot at `offset` of `object` (an instance of such a class) is;
 *   speedups_slot_get: its value (a new reference), or NULL with an AttributeError: not set;
 *   speedups_slot_set: `value` (stolen; NULL: unset) stored there, the old one dropped;
 *   speedups_slot_offsets: the offsets of the `count` slots `names` (0, or -1 with the TypeError);
 *   speedups_slotted: a new instance of such a class whose slots at `offsets` hold the `count`
 *     `values` (new references, stolen also on failure), made without __init__ or __setattr__
 *     (frozen dataclasses): NULL with the error set when a value is NULL or the allocation fails. */
Py_ssize_t speedups_slot_offset(PyObject *type, const char *name, const char *who);
int speedups_slot_offsets(PyObject *type, const char *const names[], int count, Py_ssize_t offsets[],
                          const char *who);
static inline PyObject **speedups_slot_at(PyObject *object, Py_ssize_t offset) {
    return (PyObject **)(void *)((char *)object + offset);
}
static inline PyObject *speedups_slot_get(PyObject *object, Py_ssize_t offset) {
    PyObject *value = *speedups_slot_at(object, offset);
    if (value == NULL) PyErr_Format(PyExc_AttributeError, "a slot of this %R is not set", Py_TYPE(object));
    return value == NULL ? NULL : Py_NewRef(value);
}
static inline void speedups_slot_set(PyObject *object, Py_ssize_t offset, PyObject *value) {
    PyObject **slot = speedups_slot_at(object, offset);
    PyObject *old = *slot;
    *slot = value;
    Py_XDECREF(old); /* last: dropping it can run any code, which then sees the new value */
}
static inline PyObject *speedups_slotted(PyObject *type, const Py_ssize_t offsets[], PyObject **values, int count) {
    int failed = 0;
    for (int i = 0; i < count; i++) failed |= values[i] == NULL;
    PyObject *made = NULL;
    if (!failed) {
        made = SLOT_FUNCTION((PyTypeObject *)type, Py_tp_alloc, allocfunc)((PyTypeObject *)type, 0);
        failed = made == NULL;
    }
    for (int i = 0; i < count; i++) {
        if (failed) {
            Py_XDECREF(values[i]);
        } else {
            *speedups_slot_at(made, offsets[i]) = values[i]; /* a new object's empty slot */
        }
    }
    return failed ? NULL : made;
}

/* _result_slots.c: the result types of the compiled calls.
 *   result_slots: a result type (a reference) and its slots' offsets (in __slots__ order, `count`
 *     of them); zeroed: none.
 *   result_shape: what a kind of call fills, the first `filled` slots, named `filled_names`; `known`
 *     keeps the slots of the type it was last made with (its references held for good).
 *   speedups_find_result_slots: `out` (cleared first) made the slots of `result_type`, found in
 *     `shape->known` or looked up (then kept there): 0, or -1 with a TypeError naming
 *     `shape->type_name` (slots that do not begin with the shape's names, or are not slots);
 *   speedups_clear_result_slots: drops the references of `slots`;
 *   speedups_result: an instance of the type (`reused`, stolen, or a new one when it is NULL)
 *     whose first `count` slots are set to `values` (stolen, also on failure; a NULL one means a
 *     Python error, and NULL is returned) and the rest to None. */
enum { MAX_RESULT_SLOTS = 16 };
typedef struct {
    PyObject *type;
    Py_ssize_t offsets[MAX_RESULT_SLOTS];
    int count;
} result_slots;
typedef struct {
    const char *type_name;
    const char *const *filled_names;
    int filled;
    result_slots *known;
} result_shape;
int speedups_find_result_slots(PyObject *result_type, const result_shape *shape, result_slots *out);
void speedups_clear_result_slots(result_slots *slots);
PyObject *speedups_result(const result_slots *slots, PyObject *reused, PyObject **values, int count);

/* _frames_cache.c: what a group's compiled layout_frames keeps of its last Frames (zeroed: empty).
 *   speedups_frames_columns: the four columns of `count` rects into `columns` (new references;
 *     kept ones again where unchanged), or -1 with a Python error (none set then);
 *   speedups_frames_reusable: the last Frames (a new reference) if nothing else holds it, or NULL;
 *   speedups_frames_keep: `frames` (just filled from `count` rects) is the last Frames;
 *   speedups_frames_clear: drops what is kept. */
enum { MAX_KEPT_RECTS = 16 };
typedef struct {
    PyObject *columns[4];               /* the last Frames' columns (up to MAX_KEPT_COLUMN values) */
    bg_rect rects[MAX_KEPT_RECTS];      /* their rects, while rect_count is their count */
    uint32_t rect_count;                /* UINT32_MAX (or 0 before any): not kept raw */
    PyObject *frames;                   /* the last Frames */
} frames_cache;
int speedups_frames_columns(frames_cache *cache, const bg_rect *rects, uint32_t count, PyObject *columns[4]);
PyObject *speedups_frames_reusable(const frames_cache *cache);
void speedups_frames_keep(frames_cache *cache, PyObject *frames, uint32_t count);
void speedups_frames_clear(frames_cache *cache);

/* _group_call.c: a compiled layout call of a group or a toolbar (LayoutCall), and what makes,
 * visits, clears and frees one; speedups_layout_call runs one: its arguments read (or the call
 * left to the fallback), the object's lock held across the library call `call` and `read`,
 * which makes the result from what the call wrote into `out` (see there). */
typedef struct {
    PyObject_HEAD
    uint64_t id; /* the group's or the toolbar's handle */
    PyObject *state;
    PyObject *lock; /* state.lock, a _speedups.Lock */
    PyObject *owner;
    PyObject *make_fallback;
    PyObject *fallback; /* made by make_fallback when first needed */
    PyObject *raise_status;
    result_slots result; /* the result type and its slots' offsets (_result_slots.c) */
    frames_cache kept; /* GroupFrames: what it keeps of its last Frames (_frames_cache.c) */
} LayoutCall;
/* A call's arguments as METH_FASTCALL | METH_KEYWORDS passes them: `count` positional ones, then
 * the values of the keywords named in `keywords` (NULL: none). */
typedef struct {
    PyObject *const *values;
    Py_ssize_t count;
    PyObject *keywords;
} call_arguments;
/* One library call into `out` for the object `id`; the result made from what it wrote (NULL: a
 * Python error). */
typedef bg_status (*library_call)(uint64_t id, double width, double scale, int32_t direction, void *out);
typedef PyObject *(*result_reader)(LayoutCall *self, void *out);
PyObject *speedups_layout_call_new(PyTypeObject *type, PyObject *args, PyObject *kwargs, const result_shape *shape);
int speedups_layout_call_traverse(PyObject *object, visitproc visit, void *arg);
int speedups_layout_call_clear(PyObject *object);
void speedups_layout_call_dealloc(PyObject *object);
PyObject *speedups_layout_call(LayoutCall *self, call_arguments given, int bound, library_call call,
                               result_reader read, void *out);

/* The method table, slots and spec of a LayoutCall type, as statics `prefix`_methods, _slots and
 * _spec: the type buttongroup._speedups.`name`, made by `made_by` (its tp_new), whose method
 * `call` is `call_function`. METH_FASTCALL, so that a call from Python passes its arguments in
 * place (a type's tp_call would get them in a new tuple); an object's function is `made.call`,
 * bound once. */
#define LAYOUT_CALL_TYPE(prefix, name, made_by, call_function, call_doc, type_doc)                             \
    static PyMethodDef prefix##_methods[] = {                                                                 \
        {"call", (PyCFunction)(void (*)(void))(call_function), METH_FASTCALL | METH_KEYWORDS, call_doc},      \
        {NULL, NULL, 0, NULL},                                                                                \
    };                                                                                                        \
    static PyType_Slot prefix##_slots[] = {                                                                   \
        {Py_tp_new, AS_SLOT(made_by)},                                                                        \
        {Py_tp_dealloc, AS_SLOT(speedups_layout_call_dealloc)},                                               \
        {Py_tp_traverse, AS_SLOT(speedups_layout_call_traverse)},                                             \
        {Py_tp_clear, AS_SLOT(speedups_layout_call_clear)},                                                   \
        {Py_tp_methods, prefix##_methods},                                                                    \
        {Py_tp_doc, (void *)(type_doc)},                                                                      \
        {0, NULL},                                                                                            \
    };                                                                                                        \
    static PyType_Spec prefix##_spec = {"buttongroup._speedups." name, sizeof(LayoutCall), 0,                 \
                                        Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC, prefix##_slots}

/* _speedups.c: the type of `spec` made and added to `module` as `name` (0, or -1 with an error). */
int speedups_add_type(PyObject *module, const char *name, PyType_Spec *spec);

/* _group_call.c: the library functions bind() set (NULL until then), and the types GroupFrames
 * and GroupLayoutCall added to the module with the names they use (0, or -1 with an error). */
extern bg_status (*speedups_layout_frames)(bg_group, double, double, int32_t, bg_frames *);
extern bg_status (*speedups_layout)(bg_group, double, double, int32_t, bg_layout *);
int speedups_init_calls(PyObject *module);

/* What the compiled calls (_group_call.c, _button_call.c) share.
 *   speedups_read_double: a float or an int as a double (1), or 0 when it is neither or does not
 *     convert (no error set: the call is left to its Python path, whose conversion raises);
 *   speedups_read_int32: an int within int32_t (1), or 0 likewise;
 *   speedups_raise_status: NULL, with the error raise_status(status) raised for a failed library
 *     call (as the ctypes path's errcheck raises it; a SystemError if it returned instead). */
static inline int speedups_read_double(PyObject *value, double *out) {
    if (!PyFloat_Check(value) && !PyLong_Check(value)) return 0;
    double converted = PyFloat_AsDouble(value);
    if (converted == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    *out = converted;
    return 1;
}
static inline int speedups_read_int32(PyObject *value, int32_t *out) {
    if (!PyLong_Check(value)) return 0;
    int overflow = 0;
    long long converted = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow != 0 || (converted == -1 && PyErr_Occurred())) {
        PyErr_Clear();
        return 0;
    }
    if (converted < INT32_MIN || converted > INT32_MAX) return 0;
    *out = (int32_t)converted;
    return 1;
}
static inline PyObject *speedups_raise_status(PyObject *raise_status, bg_status status) {
    PyObject *returned = PyObject_CallFunction(raise_status, "i", (int)status);
    if (returned != NULL) { /* raise_status must raise */
        Py_DECREF(returned);
        PyErr_SetString(PyExc_SystemError, "raise_status returned instead of raising");
    }
    return NULL;
}

/* _toolbar_call.c: the library function bind() sets (NULL until then), and the types
 * ToolbarFramesCall and ToolbarLayoutCall added to the module (0, or -1 with an error). */
extern bg_status (*speedups_toolbar_layout_call)(const bg_toolbar_call *);
int speedups_init_toolbar_calls(PyObject *module);

/* _button_call.c: the library function bind() sets (NULL until then), and the type
 * ButtonLayoutCall added to the module with the name it uses (0, or -1 with an error). */
extern bg_status (*speedups_button_layout)(bg_button, double, double, double, int32_t, bg_button_view *);
int speedups_init_button_call(PyObject *module);

/* _speedups.c: `texts` interned into `*targets[i]` (each left as it is when made already): 0, or
 * -1 with an error. Every name the module reads is interned once, at import or registration. */
int speedups_intern(PyObject **const targets[], const char *const texts[], int count);

/* _group_handle.c: the library functions bind() sets for it (NULL until then), its module functions
 * open_group, update_items and free_group, and the names it uses, made at import (0, or -1 with
 * an error). An Item's fields, in the order its __dict__ holds them, interned at import
 * (speedups_item_fields, read by _decode.c too). */
extern bg_status (*speedups_group_create)(bg_theme, const bg_group_params *, bg_group *);
extern bg_status (*speedups_group_update)(bg_group, const bg_item *, uint32_t);
extern bg_status (*speedups_group_free)(bg_group);
PyObject *speedups_open_group(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_update_items(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_free_group(PyObject *module, PyObject *const *args, Py_ssize_t count);
int speedups_init_handle(void);
enum { ITEM_TITLE, ITEM_ICON, ITEM_LABEL, ITEM_IDENTIFIER, ITEM_ROLE, ITEM_DISABLED, ITEM_ACTION, ITEM_NAVIGATION,
       ITEM_FIELD_COUNT };
extern PyObject *speedups_item_fields[ITEM_FIELD_COUNT];

/* _state_fields.c: a group's binding state's fields.
 *   speedups_state_field: state.items, state.item_texts (what _item_fields.c keeps of the items'
 *     texts) or state.layouts_call_back (STATE_*), a new reference, or NULL with a Python error;
 *   speedups_state_item_count: len(state.items), or -1 with a Python error;
 *   speedups_state_set_items: state.items replaced by `items`, state.item_texts reset to None
 *     first: 0, or -1 with a Python error;
 *   speedups_state_keep_item_texts: `texts` stored into state.item_texts (0, or -1);
 *   speedups_init_state_fields: the names, interned at import (0, or -1 with an error). */
enum { STATE_ITEMS, STATE_ITEM_TEXTS, STATE_CALLS_BACK, STATE_FIELD_COUNT };
PyObject *speedups_state_field(PyObject *state, int field);
Py_ssize_t speedups_state_item_count(PyObject *state);
int speedups_state_set_items(PyObject *state, PyObject *items);
int speedups_state_keep_item_texts(PyObject *state, PyObject *texts);
int speedups_init_state_fields(void);

/* _item_fields.c: an Item's fields, read from its __dict__ when its class allows.
 *   speedups_item_field: field `field` (ITEM_*) of `item` as getattr() gives it (a new
 *     reference), or NULL with a Python error;
 *   speedups_item_text: text `which` (TEXT_*) of `item` in the same way, its spoken label being
 *     its accessibility label, else its title;
 *   speedups_item_texts: the texts a layout of the group of `state` shows of its `items`: a tuple
 *     of `items`, then per item its title, icon, spoken label (its accessibility label, else its
 *     title) and accessibility identifier (TEXT_*), made once per items and kept in
 *     state.item_texts (a new reference); None when an item's class defines its fields
 *     otherwise (its texts are then read when decoded); NULL with a Python error;
 *   speedups_item_texts_of: whether `texts` are such texts of `items`. */
enum { TEXT_TITLE, TEXT_ICON, TEXT_LABEL, TEXT_IDENTIFIER, TEXTS_PER_ITEM };
/* And for any value class: speedups_fields_in_dict says whether getattr() of the fields `names`
 * of an instance of `type` is its __dict__ entry, when it has one (the class keeps the default
 * attribute lookup and holds nothing with a __get__ or __set__ under those names), remembering
 * the last class looked at in `last` (a class changed after it was looked at is not looked at
 * again); speedups_dict_field is getattr(object, name), read from the instance's __dict__ when
 * `plain` (what speedups_fields_in_dict said of its class). */
typedef struct {
    PyObject *type;
    int plain;
} plain_class;
int speedups_fields_in_dict(PyTypeObject *type, PyObject *const names[], int count, plain_class *last);
PyObject *speedups_dict_field(PyObject *object, PyObject *name, int plain);
PyObject *speedups_item_field(PyObject *item, int field);
PyObject *speedups_item_text(PyObject *item, int which);
PyObject *speedups_item_texts(PyObject *state, PyObject *items);
int speedups_item_texts_of(PyObject *texts, PyObject *items);

/* _owner.c: the HandleOwner type and the module functions take_newest_owner and end_owners, added
 * to the module (0, or -1 with an error). */
int speedups_init_owner(PyObject *module);

/* _first_use.c: the FirstUse type, added to the module (0, or -1 with an error). */
int speedups_init_first_use(PyObject *module);

/* _direct_init.c: its module function init_method, added to the module (0, or -1 with an error). */
int speedups_init_direct_init(PyObject *module);

/* _lock.c: the reentrant Lock type, added to the module (0, or -1 with an error); taking and
 * giving back a Lock from C (0, or -1 with a Python error: a signal handler raised while waiting,
 * a release by a thread that does not hold it); the Lock of a group's or a toolbar's binding
 * state (state.lock, a new reference), or NULL with a Python error (a TypeError naming `who` for
 * a lock that is not a Lock). */
int speedups_init_lock(PyObject *module);
int speedups_lock_acquire(PyObject *lock);
int speedups_lock_release(PyObject *lock);
PyObject *speedups_state_lock(PyObject *state, const char *who);

/* _shared_values.c: the floats and the four-double records (Rect, Corners) the decoders make,
 * kept between calls in two small tables so that equal values are one object (see there).
 *   speedups_shared_float / speedups_shared_quad: the value (a new reference), the kept one when
 *     there is one, or NULL with a Python error;
 *   speedups_record: see below. */
PyObject *speedups_shared_float(double value);
PyObject *speedups_shared_quad(PyObject *type, const void *values);
/* speedups_shared_refill_types: the record classes whose kept instances nothing else refers to
 * may be filled again with a new value (instances without a __dict__ or weak references):
 * 0, or -1 with a Python error (then nothing changed). */
int speedups_shared_refill_types(PyObject *rect, PyObject *corners);
/* An instance of the tuple subclass `type` holding `count` new references (stolen, also on
 * failure); NULL with an error when one of them is NULL or the allocation fails. */
PyObject *speedups_record(PyObject *type, PyObject **values, int count);

/* _decode.c: the GroupLayout decoders (METH_FASTCALL functions of the module), and the same from C:
 * `count` slot or node records at byte `offset` of the result block `bytes` (whose first byte was
 * at `data` in the library), as a tuple, or NULL with an error (see _decode.c); `texts`: the
 * items' texts (speedups_item_texts) when the layout has them, else NULL or None. */
PyObject *speedups_decoders(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_slots(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_nodes(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_decode_slots(PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data,
                                PyObject *items, PyObject *texts);
PyObject *speedups_decode_nodes(PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data,
                                Py_ssize_t slots_offset, PyObject *items, PyObject *texts, PyObject *slots);

/* _decode_toolbar.c and _toolbar_parts.c: the ToolbarLayout decoders (METH_FASTCALL functions of
 * the module: see there), and the same from C: speedups_decode_toolbar makes the `count`
 * records of part `part` at byte `offset` of the result block `bytes` (whose first byte was at
 * `data` in the library) into a tuple of values, or returns NULL with an error; `source` is what
 * cells and nodes read (NULL for the other parts). */
enum { TOOLBAR_CELLS, TOOLBAR_GROUPS, TOOLBAR_NODES, TOOLBAR_SEPARATORS, TOOLBAR_DIAGNOSTICS, TOOLBAR_PARTS };
typedef struct {
    PyObject *items;                                    /* the toolbar's items */
    Py_ssize_t groups_offset, group_count, cells_offset; /* nodes: the group and cell records */
    PyObject *cells;                                    /* nodes: the decoded cells (None, NULL: none) */
} toolbar_source;
PyObject *speedups_decode_toolbar(int part, PyObject *bytes, Py_ssize_t offset, Py_ssize_t count, uintptr_t data,
                                  const toolbar_source *source);
PyObject *speedups_toolbar_decoders(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_toolbar_cells(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_toolbar_groups(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_toolbar_nodes(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_toolbar_rects(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_toolbar_diagnostics(PyObject *module, PyObject *const *args, Py_ssize_t count);

/* _toolbar_parts.c: a ToolbarLayout's parts read without Python frames (functions of the module;
 * see there); speedups_toolbar_size_type: the Size class toolbar_parts() was given (borrowed), or
 * NULL with a TypeError before it was called. */
PyObject *speedups_toolbar_size_type(void);
PyObject *speedups_toolbar_parts(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_toolbar_layout_cells(PyObject *module, PyObject *layout);
PyObject *speedups_toolbar_layout_groups(PyObject *module, PyObject *layout);
PyObject *speedups_toolbar_layout_accessibility(PyObject *module, PyObject *layout);
PyObject *speedups_toolbar_layout_separators(PyObject *module, PyObject *layout);
PyObject *speedups_toolbar_layout_diagnostics(PyObject *module, PyObject *layout);
PyObject *speedups_toolbar_layout_overflowed(PyObject *module, PyObject *layout);
PyObject *speedups_toolbar_layout_size(PyObject *module, PyObject *layout);

/* _layout_parts.c: a GroupLayout's parts read without Python frames (METH_O and METH_FASTCALL
 * functions of the module; see there). */
PyObject *speedups_layout_parts(PyObject *module, PyObject *const *args, Py_ssize_t count);
PyObject *speedups_layout_slots(PyObject *module, PyObject *layout);
PyObject *speedups_layout_accessibility(PyObject *module, PyObject *layout);
PyObject *speedups_layout_size(PyObject *module, PyObject *layout);
PyObject *speedups_layout_overflow_items(PyObject *module, PyObject *layout);

#endif

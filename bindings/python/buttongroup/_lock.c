/*
 * buttongroup._speedups.Lock: the reentrant lock of a group's or a toolbar's binding state.
 *
 * It serializes the object's library calls with the reading of the memory they return (valid
 * only until the object's next call), as threading.RLock did, and the compiled calls take it
 * without a Python call (speedups_lock_acquire, speedups_lock_release): with threading.RLock,
 * calling its acquire and release cost a third of a small relayout. From Python it is used as
 * `with lock:` or acquire() / release(); acquire() always waits, and a signal handler that raises
 * while it waits (Ctrl-C) ends the wait with that exception, the lock not taken.
 *
 * The owner and the count change only with the GIL held, and only while the raw lock is held
 * (so by the owner), as in CPython's RLock.
 */
#include "_speedups.h"

#include <limits.h>

typedef struct {
    PyObject_HEAD
    PyThread_type_lock lock;
    unsigned long owner; /* the holder's thread ident, while count > 0 */
    unsigned long count; /* how many times the holder took it */
} SpeedupsLock;

static PyTypeObject *lock_type;
/* "lock", interned at import: a name made from a C string on every read cost 900 instructions. */
static PyObject *name_lock;

/* Waits for the raw lock with the GIL released, running signal handlers when a signal ends a
 * wait. 0: taken; -1: a handler raised (the lock not taken). */
static int wait_for(SpeedupsLock *self) {
    for (;;) {
        PyLockStatus status;
        Py_BEGIN_ALLOW_THREADS
        status = PyThread_acquire_lock_timed(self->lock, -1, 1);
        Py_END_ALLOW_THREADS
        if (status == PY_LOCK_ACQUIRED) return 0;
        if (PyErr_CheckSignals() < 0) return -1; /* PY_LOCK_INTR */
    }
}

int speedups_lock_acquire(PyObject *object) {
    SpeedupsLock *self = (SpeedupsLock *)object;
    unsigned long me = PyThread_get_thread_ident();
    if (self->count > 0 && self->owner == me) {
        if (self->count == ULONG_MAX) {
            PyErr_SetString(PyExc_OverflowError, "the lock is held too many times");
            return -1;
        }
        self->count++;
        return 0;
    }
    if (PyThread_acquire_lock(self->lock, NOWAIT_LOCK) == 0 && wait_for(self) != 0) return -1;
    self->owner = me;
    self->count = 1;
    return 0;
}

int speedups_lock_release(PyObject *object) {
    SpeedupsLock *self = (SpeedupsLock *)object;
    if (self->count == 0 || self->owner != PyThread_get_thread_ident()) {
        PyErr_SetString(PyExc_RuntimeError, "cannot release a lock this thread does not hold");
        return -1;
    }
    if (--self->count == 0) {
        self->owner = 0;
        PyThread_release_lock(self->lock);
    }
    return 0;
}

PyObject *speedups_state_lock(PyObject *state, const char *who) {
    PyObject *lock = PyObject_GetAttr(state, name_lock);
    if (lock != NULL && (lock_type == NULL || Py_TYPE(lock) != lock_type)) {
        PyErr_Format(PyExc_TypeError, "%s: state.lock must be a buttongroup._speedups.Lock", who);
        Py_CLEAR(lock);
    }
    return lock;
}

static PyObject *lock_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    if (PyTuple_Size(args) != 0 || (kwargs != NULL && PyDict_Size(kwargs) != 0)) {
        PyErr_SetString(PyExc_TypeError, "Lock() takes no arguments");
        return NULL;
    }
    SpeedupsLock *self = (SpeedupsLock *)SLOT_FUNCTION(type, Py_tp_alloc, allocfunc)(type, 0);
    if (self == NULL) return NULL;
    self->lock = PyThread_allocate_lock();
    if (self->lock == NULL) {
        Py_DECREF(self);
        PyErr_SetString(PyExc_MemoryError, "cannot allocate a lock");
        return NULL;
    }
    return (PyObject *)self;
}

static void lock_dealloc(PyObject *object) {
    SpeedupsLock *self = (SpeedupsLock *)object;
    if (self->lock != NULL) {
        if (self->count > 0) PyThread_release_lock(self->lock);
        PyThread_free_lock(self->lock);
    }
    PyTypeObject *type = Py_TYPE(object);
    SLOT_FUNCTION(type, Py_tp_free, freefunc)(object);
    Py_DECREF(type); /* instances of a heap type hold a reference to it */
}

static PyObject *acquire(PyObject *self, PyObject *unused) {
    (void)unused;
    if (speedups_lock_acquire(self) != 0) return NULL;
    Py_RETURN_TRUE;
}

static PyObject *release(PyObject *self, PyObject *unused) {
    (void)unused;
    if (speedups_lock_release(self) != 0) return NULL;
    Py_RETURN_NONE;
}

static PyObject *exit_(PyObject *self, PyObject *args) {
    (void)args;
    return release(self, NULL);
}

static PyObject *is_owned(PyObject *object, PyObject *unused) {
    (void)unused;
    SpeedupsLock *self = (SpeedupsLock *)object;
    return PyBool_FromLong(self->count > 0 && self->owner == PyThread_get_thread_ident());
}

static PyMethodDef lock_methods[] = {
    {"acquire", acquire, METH_NOARGS, "acquire() -> True: takes the lock, waiting while another thread holds it."},
    {"release", release, METH_NOARGS, "release(): gives the lock back once (RuntimeError if this thread does not hold it)."},
    {"__enter__", acquire, METH_NOARGS, "As acquire()."},
    {"__exit__", exit_, METH_VARARGS, "As release()."},
    {"_is_owned", is_owned, METH_NOARGS, "_is_owned() -> bool: whether this thread holds the lock."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot lock_slots[] = {
    {Py_tp_new, AS_SLOT(lock_new)},
    {Py_tp_dealloc, AS_SLOT(lock_dealloc)},
    {Py_tp_methods, lock_methods},
    {Py_tp_doc, (void *)"Lock(): a reentrant lock, as threading.RLock, that the compiled calls take directly."},
    {0, NULL},
};

static PyType_Spec lock_spec = {
    "buttongroup._speedups.Lock", sizeof(SpeedupsLock), 0, Py_TPFLAGS_DEFAULT, lock_slots,
};

int speedups_init_lock(PyObject *module) {
    static PyObject **const names[1] = {&name_lock};
    static const char *const texts[1] = {"lock"};
    if (speedups_intern(names, texts, 1) != 0) return -1;
    if (lock_type == NULL && (lock_type = (PyTypeObject *)PyType_FromSpec(&lock_spec)) == NULL) return -1;
    return PyModule_AddObjectRef(module, "Lock", (PyObject *)lock_type);
}

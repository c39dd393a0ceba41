/*
 * buttongroup._speedups.HandleOwner: what owns a group's or a toolbar's library handle.
 *
 * HandleOwner(free, argument) calls free(argument) exactly once: when the owner is collected
 * (nothing holds it: neither its object nor any function made for the object), when run() is
 * called, or at interpreter exit, whichever comes first; detach() cancels it. It is
 * _closing.HandleOwner (an object watched by a _closing.Finalizer) as one object: made,
 * detached and freed with no Python call (1,200 instructions against 5,000).
 *
 * The pending owners are a list, newest first. Owners and _closing's finalizers take their order
 * numbers from one count (next_made() gives the finalizers theirs), so that at exit _closing runs
 * them all newest first: it compares newest_owner_made() with its newest finalizer's and takes
 * the newer, an owner with take_newest_owner(). Then it calls end_owners(), after which nothing
 * is freed, as with the finalizers (an owner collected meanwhile still frees). Everything here
 * runs with the GIL held and calls no Python code between taking an owner's entry and clearing
 * it, so one of the ways above takes it, once.
 *
 * An owner can be part of a reference cycle (its argument, a state, holds the items, whose
 * callbacks may hold the group, which holds the owner): the collector runs its tp_finalize, which
 * frees, before it clears any object of the cycle, so free meets its argument whole. Otherwise
 * its dealloc frees, after the owner's memory is given back (free never meets a dying owner).
 * An error in free when collected is reported as unraisable; run() raises it.
 */
#include "_speedups.h"

typedef struct HandleOwner {
    PyObject_HEAD
    PyObject *free;                    /* what frees the handle, while pending; else NULL */
    PyObject *argument;                /* free's argument, while pending */
    struct HandleOwner *older, *newer; /* neighbours in the pending list */
    unsigned long long made;           /* its place in the order owners and finalizers were made */
} HandleOwner;

static PyTypeObject *owner_type;
static HandleOwner *newest;     /* the newest pending owner */
static int exited;              /* end_owners() was called: nothing is freed any more */
static unsigned long long made; /* the last number given out by next_made() or to an owner */

static void link_newest(HandleOwner *self) {
    self->older = newest;
    self->newer = NULL;
    if (newest != NULL) newest->newer = self;
    newest = self;
}

static void unlink_owner(HandleOwner *self) {
    if (self->older != NULL) self->older->newer = self->newer;
    if (self->newer != NULL) {
        self->newer->older = self->older;
    } else {
        newest = self->older;
    }
    self->older = self->newer = NULL;
}

/* Takes the pending entry out: 1 with the references in *free and *argument, or 0 (not pending). */
static int take(HandleOwner *self, PyObject **free, PyObject **argument) {
    if (self->free == NULL) return 0;
    unlink_owner(self);
    *free = self->free;
    *argument = self->argument;
    self->free = self->argument = NULL;
    return 1;
}

/* free(argument) for a collected owner (after exit: nothing), reporting its error as unraisable
 * and keeping whatever exception was set; takes both references. */
static void free_collected(PyObject *free, PyObject *argument) {
    if (!exited) {
        PyObject *type, *value, *traceback;
        PyErr_Fetch(&type, &value, &traceback);
        PyObject *result = PyObject_CallFunctionObjArgs(free, argument, NULL);
        if (result == NULL) PyErr_WriteUnraisable(free);
        Py_XDECREF(result);
        PyErr_Restore(type, value, traceback);
    }
    Py_DECREF(free);
    Py_DECREF(argument);
}

static PyObject *owner_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    if ((kwargs != NULL && PyDict_Size(kwargs) != 0) || PyTuple_Size(args) != 2) {
        PyErr_SetString(PyExc_TypeError, "HandleOwner(free, argument) takes 2 positional arguments");
        return NULL;
    }
    PyObject *free = PyTuple_GetItem(args, 0), *argument = PyTuple_GetItem(args, 1);
    if (!PyCallable_Check(free)) {
        PyErr_SetString(PyExc_TypeError, "HandleOwner: free must be callable");
        return NULL;
    }
    HandleOwner *self = (HandleOwner *)SLOT_FUNCTION(type, Py_tp_alloc, allocfunc)(type, 0);
    if (self == NULL) return NULL;
    self->free = Py_NewRef(free);
    self->argument = Py_NewRef(argument);
    self->made = ++made;
    link_newest(self);
    return (PyObject *)self;
}

static void owner_finalize(PyObject *object) {
    PyObject *free, *argument;
    if (take((HandleOwner *)object, &free, &argument)) free_collected(free, argument);
}

static void owner_dealloc(PyObject *object) {
    PyTypeObject *type = Py_TYPE(object);
    PyObject_GC_UnTrack(object);
    PyObject *free = NULL, *argument = NULL;
    int pending = take((HandleOwner *)object, &free, &argument);
    SLOT_FUNCTION(type, Py_tp_free, freefunc)(object);
    Py_DECREF(type); /* instances of a heap type hold a reference to it */
    if (pending) free_collected(free, argument);
}

static int owner_traverse(PyObject *object, visitproc visit, void *arg) {
    HandleOwner *self = (HandleOwner *)object;
    Py_VISIT(Py_TYPE(object));
    Py_VISIT(self->free);
    Py_VISIT(self->argument);
    return 0;
}

/* run(): frees now, unless that already happened or the owner was detached (after exit: nothing). */
static PyObject *owner_run(PyObject *object, PyObject *unused) {
    (void)unused;
    PyObject *free, *argument;
    if (!take((HandleOwner *)object, &free, &argument)) Py_RETURN_NONE;
    PyObject *result = exited ? Py_NewRef(Py_None) : PyObject_CallFunctionObjArgs(free, argument, NULL);
    Py_DECREF(free);
    Py_DECREF(argument);
    if (result == NULL) return NULL;
    Py_DECREF(result);
    Py_RETURN_NONE;
}

/* detach(): cancels the owner without freeing; True if it was still pending. */
static PyObject *owner_detach(PyObject *object, PyObject *unused) {
    (void)unused;
    PyObject *free, *argument;
    if (!take((HandleOwner *)object, &free, &argument)) Py_RETURN_FALSE;
    Py_DECREF(free);
    Py_DECREF(argument);
    Py_RETURN_TRUE;
}

static PyObject *owner_alive(PyObject *object, void *unused) {
    (void)unused;
    return PyBool_FromLong(((HandleOwner *)object)->free != NULL);
}

/* take_newest_owner(): at exit, the newest pending owner's (free, argument), taken out of it, or
 * None when none is pending. */
static PyObject *take_newest_owner(PyObject *module, PyObject *unused) {
    (void)module;
    (void)unused;
    PyObject *entry = PyTuple_New(2); /* first: a failure takes nothing */
    if (entry == NULL) return NULL;
    PyObject *free, *argument;
    if (newest == NULL || !take(newest, &free, &argument)) {
        Py_DECREF(entry);
        Py_RETURN_NONE;
    }
    PyTuple_SetItem(entry, 0, free); /* a new tuple's items: steals, cannot fail */
    PyTuple_SetItem(entry, 1, argument);
    return entry;
}

/* newest_owner_made(): the order number of the newest pending owner, or 0 when none is pending. */
static PyObject *newest_owner_made(PyObject *module, PyObject *unused) {
    (void)module;
    (void)unused;
    return PyLong_FromUnsignedLongLong(newest == NULL ? 0 : newest->made);
}

/* next_made(): the next order number, for a Python finalizer (one count for both kinds, so that
 * the exit runs them all newest first). */
static PyObject *next_made(PyObject *module, PyObject *unused) {
    (void)module;
    (void)unused;
    return PyLong_FromUnsignedLongLong(++made);
}

/* end_owners(): at exit, after the pending owners ran: from now on no owner frees anything. */
static PyObject *end_owners(PyObject *module, PyObject *unused) {
    (void)module;
    (void)unused;
    exited = 1;
    Py_RETURN_NONE;
}

static PyMethodDef owner_methods[] = {
    {"run", owner_run, METH_NOARGS, "run(): frees the handle now, unless that already happened or was cancelled."},
    {"detach", owner_detach, METH_NOARGS, "detach() -> bool: cancels the owner; True if it was still pending."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef owner_getset[] = {
    {"alive", owner_alive, NULL, "True until the handle was freed or the owner detached.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyType_Slot owner_slots[] = {
    {Py_tp_new, AS_SLOT(owner_new)},
    {Py_tp_dealloc, AS_SLOT(owner_dealloc)},
    {Py_tp_finalize, AS_SLOT(owner_finalize)},
    {Py_tp_traverse, AS_SLOT(owner_traverse)},
    {Py_tp_methods, owner_methods},
    {Py_tp_getset, owner_getset},
    {Py_tp_doc, "HandleOwner(free, argument): calls free(argument) once, when collected, by run() or at exit."},
    {0, NULL},
};

static PyType_Spec owner_spec = {
    "buttongroup._speedups.HandleOwner", sizeof(HandleOwner), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    owner_slots,
};

static PyMethodDef module_methods[] = {
    {"take_newest_owner", take_newest_owner, METH_NOARGS,
     "take_newest_owner() -> (free, argument) or None: at exit, the newest pending owner's, taken out of it."},
    {"newest_owner_made", newest_owner_made, METH_NOARGS,
     "newest_owner_made() -> int: the order number of the newest pending owner (0: none)."},
    {"next_made", next_made, METH_NOARGS, "next_made() -> int: the next order number, for a Python finalizer."},
    {"end_owners", end_owners, METH_NOARGS,
     "end_owners(): at exit, after the pending owners ran: none frees any more."},
    {NULL, NULL, 0, NULL},
};

int speedups_init_owner(PyObject *module) {
    if (owner_type == NULL && (owner_type = (PyTypeObject *)PyType_FromSpec(&owner_spec)) == NULL) return -1;
    if (PyModule_AddFunctions(module, module_methods) != 0) return -1;
    return PyModule_AddObjectRef(module, "HandleOwner", (PyObject *)owner_type);
}

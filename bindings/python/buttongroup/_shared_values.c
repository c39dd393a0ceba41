/*
 * buttongroup._speedups: immutable values made once per decoding call (_decode.c's slots and
 * nodes) and the named-tuple records they are made of.
 *
 * A layout read whole makes a few dozen CPython objects per slot, and making and freeing them is
 * most of its cost. Values are immutable, so equal ones may be one object: a row's corners, its
 * empty icon frame, its y and height floats are made once per call. A caller zeroes a
 * shared_values, passes it to every speedups_shared_* call of one decoding and gives it back
 * with speedups_shared_clear.
 */
#include "_speedups.h"

#include <string.h>

/* speedups_record, speedups_shared_*: see _speedups.h. */

PyObject *speedups_record(PyObject *type, PyObject **values, int count) {
    PyObject *made = NULL;
    int complete = 1;
    for (int i = 0; i < count; i++) complete &= values[i] != NULL;
    if (complete) {
        allocfunc alloc = SLOT_FUNCTION((PyTypeObject *)type, Py_tp_alloc, allocfunc);
        made = alloc((PyTypeObject *)type, count);
    }
    for (int i = 0; i < count; i++) {
        if (made != NULL) {
            PyTuple_SetItem(made, i, values[i]); /* steals, cannot fail: a new tuple of refcount 1 */
        } else {
            Py_XDECREF(values[i]);
        }
    }
    return made;
}

void speedups_shared_clear(shared_values *shared) {
    for (int i = 0; i < SHARED_ENTRIES; i++) {
        Py_CLEAR(shared->floats.entries[i].made);
        Py_CLEAR(shared->records.entries[i].made);
    }
}

/* The value of `table` kept for the key (a new reference), or NULL (no error) with *bucket set to
 * the key's first entry. */
static PyObject *shared_find(shared_table *table, PyObject *type, const uint64_t bits[4], unsigned *bucket) {
    uint64_t hash = 0xCBF29CE484222325u; /* not the type's address: the same values share the same way in every run */
    for (int i = 0; i < 4; i++) hash = (hash ^ bits[i]) * 0x100000001B3u;
    *bucket = (unsigned)((hash * 0x9E3779B97F4A7C15u) >> (64 - SHARED_BUCKET_BITS)) * SHARED_WAYS;
    for (unsigned at = *bucket; at < *bucket + SHARED_WAYS; at++) {
        shared_entry *entry = &table->entries[at];
        if (entry->made != NULL && entry->type == type && memcmp(entry->bits, bits, sizeof entry->bits) == 0) {
            Py_INCREF(entry->made);
            return entry->made;
        }
    }
    return NULL;
}

/* Keeps `made` (borrowed; the entry takes its own reference) for the key in `bucket`; returns it. */
static PyObject *shared_keep(shared_table *table, unsigned bucket, PyObject *type, const uint64_t bits[4],
                             PyObject *made) {
    unsigned at = bucket;
    while (at < bucket + SHARED_WAYS && table->entries[at].made != NULL) at++;
    if (at == bucket + SHARED_WAYS) {
        table->next = (table->next + 1) % SHARED_WAYS;
        at = bucket + table->next;
    }
    shared_entry *entry = &table->entries[at];
    Py_INCREF(made);
    Py_XDECREF(entry->made);
    entry->made = made;
    entry->type = type;
    memcpy(entry->bits, bits, sizeof entry->bits);
    return made;
}

/* `value` as a float (a new reference): the one this call made for the same bits, if kept. */
PyObject *speedups_shared_float(shared_values *shared, double value) {
    uint64_t bits[4] = {0, 0, 0, 0};
    memcpy(&bits[0], &value, sizeof value);
    unsigned bucket;
    PyObject *found = shared_find(&shared->floats, NULL, bits, &bucket);
    if (found != NULL) return found;
    PyObject *made = PyFloat_FromDouble(value);
    return made == NULL ? NULL : shared_keep(&shared->floats, bucket, NULL, bits, made);
}

/* The record of `type` (Rect or Corners) of the four doubles at `values` (a new reference): the one
 * this call made for the same bits, if kept. */
PyObject *speedups_shared_quad(shared_values *shared, PyObject *type, const void *values) {
    uint64_t bits[4];
    memcpy(bits, values, sizeof bits);
    unsigned bucket;
    PyObject *found = shared_find(&shared->records, type, bits, &bucket);
    if (found != NULL) return found;
    double doubles[4];
    memcpy(doubles, values, sizeof doubles);
    PyObject *fields[4] = {NULL, NULL, NULL, NULL};
    for (int i = 0; i < 4 && (i == 0 || fields[i - 1] != NULL); i++) fields[i] = speedups_shared_float(shared, doubles[i]);
    PyObject *made = speedups_record(type, fields, 4);
    return made == NULL ? NULL : shared_keep(&shared->records, bucket, type, bits, made);
}

_Static_assert(sizeof(bg_rect) == 4 * sizeof(double), "bg_rect is four doubles");
_Static_assert(sizeof(bg_corner_radii) == 4 * sizeof(double), "bg_corner_radii is four doubles");

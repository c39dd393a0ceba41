/*
 * buttongroup._speedups: immutable values made once and shared (_decode.c's slots and nodes),
 * and the named-tuple records they are made of.
 *
 * A layout read whole makes a few dozen CPython objects per slot, and making and freeing them is
 * most of its cost. Values are immutable, so equal ones may be one object: a row's corners, its
 * empty icon frame, its y and height floats are made once; and since a host lays a group out again
 * and again at nearby widths, where most frames come out the same after pixel snapping, the
 * values are kept between calls in two small tables (floats, and Rect / Corners records), so that
 * the next layout finds them. A table is 1 << SHARED_BUCKET_BITS buckets of SHARED_WAYS entries;
 * a value's bucket is the top bits of a Fibonacci hash of its bits (they depend on every bit: a
 * double's low bits are often zero; not on the type's address, so that which values are shared
 * does not change from run to run). A value not found takes the bucket's empty entry, else the
 * one least recently found or made. Entries are found by bits (and a record's type), so that -0.0
 * and 0.0, or NaNs of different payloads, stay apart, as the Python decoders make them. The
 * tables hold a reference to each value they keep: at most SHARED_ENTRIES floats and records.
 * A kept record nothing else refers to any more is, when it gives way, filled with the new value
 * instead of freed and made again (speedups_tuple_refill: nobody can see it change).
 */
#include "_speedups.h"

#include <string.h>

enum { SHARED_BUCKET_BITS = 4, SHARED_WAYS = 4, SHARED_ENTRIES = SHARED_WAYS << SHARED_BUCKET_BITS };

/* A kept value (made: NULL when the entry is empty) and when it was last found or made. */
typedef struct {
    uint64_t bits[4]; /* a float's bits in bits[0] */
    PyObject *type;   /* a record's type (NULL for a float) */
    PyObject *made;
    uint64_t used;
} shared_entry;

static shared_entry floats[SHARED_ENTRIES], records[SHARED_ENTRIES];
/* Counts the finds and makes, to order the entries of a bucket by their last use. */
static uint64_t uses;
/* The record classes whose kept instances may be filled again (references; NULL: none). */
static PyObject *refill_types[2];

int speedups_shared_refill_types(PyObject *rect, PyObject *corners) {
    PyObject *given[2] = {rect, corners}, *taken[2] = {NULL, NULL};
    for (int i = 0; i < 2; i++) {
        PyObject *offsets[2] = {PyObject_GetAttrString(given[i], "__dictoffset__"),
                                PyObject_GetAttrString(given[i], "__weakrefoffset__")};
        int plain = offsets[0] != NULL && offsets[1] != NULL && PyLong_Check(offsets[0]) && PyLong_Check(offsets[1]) &&
                    PyLong_AsLong(offsets[0]) == 0 && PyLong_AsLong(offsets[1]) == 0;
        Py_XDECREF(offsets[0]);
        Py_XDECREF(offsets[1]);
        if (PyErr_Occurred()) return -1;
        taken[i] = plain ? given[i] : NULL;
    }
    for (int i = 0; i < 2; i++) speedups_set_reference(&refill_types[i], taken[i]);
    return 0;
}

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
            speedups_tuple_fill(made, i, values[i]);
        } else {
            Py_XDECREF(values[i]);
        }
    }
    return made;
}

/* The first entry of the bucket of a hash. */
static unsigned bucket_of(uint64_t hash) {
    return (unsigned)((hash * 0x9E3779B97F4A7C15u) >> (64 - SHARED_BUCKET_BITS)) * SHARED_WAYS;
}

/* The kept value of `table`'s bucket `bucket` with these bits and type (a new reference), or NULL. */
static PyObject *found(shared_entry *table, unsigned bucket, const uint64_t bits[4], int words, PyObject *type) {
    for (shared_entry *entry = &table[bucket]; entry < &table[bucket + SHARED_WAYS]; entry++) {
        if (entry->made != NULL && entry->type == type && memcmp(entry->bits, bits, (size_t)words * 8) == 0) {
            entry->used = ++uses;
            return Py_NewRef(entry->made);
        }
    }
    return NULL;
}

/* The entry of `bucket` a new value takes: its empty one, else the one least recently used. */
static shared_entry *entry_to_take(shared_entry *table, unsigned bucket) {
    shared_entry *taken = &table[bucket];
    for (shared_entry *entry = taken; entry < &table[bucket + SHARED_WAYS] && taken->made != NULL; entry++) {
        if (entry->made == NULL || entry->used < taken->used) taken = entry;
    }
    return taken;
}

/* Keeps `made` (a new value with these bits and type) in `bucket`, in the entry it takes, whose
 * old value's reference is dropped last. */
static void keep(shared_entry *table, unsigned bucket, const uint64_t bits[4], int words, PyObject *type,
                 PyObject *made) {
    shared_entry *taken = entry_to_take(table, bucket);
    PyObject *forgotten = taken->made;
    memcpy(taken->bits, bits, (size_t)words * 8);
    taken->type = type;
    taken->made = Py_NewRef(made);
    taken->used = ++uses;
    Py_XDECREF(forgotten); /* a float or a tuple of floats: frees nothing else */
}

PyObject *speedups_shared_float(double value) {
    uint64_t bits[4] = {0, 0, 0, 0};
    memcpy(bits, &value, sizeof value);
    unsigned bucket = bucket_of(bits[0]);
    PyObject *made = found(floats, bucket, bits, 1, NULL);
    if (made != NULL) return made;
    made = PyFloat_FromDouble(value);
    if (made != NULL) keep(floats, bucket, bits, 1, NULL, made);
    return made;
}

/* The record the bucket's entry to take holds, filled with `fields` (stolen) and kept for these
 * bits (a new reference), when nothing else refers to it and it may be filled again: the
 * allocation and freeing of a record saved. NULL (nothing done) otherwise. */
static PyObject *refilled(unsigned bucket, const uint64_t bits[4], PyObject *type, PyObject *fields[4]) {
    shared_entry *taken = entry_to_take(records, bucket);
    PyObject *held = taken->made;
    if (held == NULL || !speedups_tuple_refillable || Py_REFCNT(held) != 1 || Py_TYPE(held) != (PyTypeObject *)type ||
        (type != refill_types[0] && type != refill_types[1])) {
        return NULL;
    }
    memcpy(taken->bits, bits, sizeof taken->bits);
    taken->type = type;
    taken->used = ++uses;
    for (int i = 0; i < 4; i++) speedups_tuple_refill(held, i, fields[i]); /* old floats: freeing runs no code */
    return Py_NewRef(held);
}

PyObject *speedups_shared_quad(PyObject *type, const void *values) {
    uint64_t bits[4];
    memcpy(bits, values, sizeof bits);
    unsigned bucket = bucket_of(bits[0] ^ (bits[1] << 17 | bits[1] >> 47) ^ (bits[2] << 31 | bits[2] >> 33) ^
                                (bits[3] << 45 | bits[3] >> 19));
    PyObject *made = found(records, bucket, bits, 4, type);
    if (made != NULL) return made;
    double doubles[4];
    memcpy(doubles, values, sizeof doubles);
    PyObject *fields[4] = {NULL, NULL, NULL, NULL};
    for (int i = 0; i < 4 && (i == 0 || fields[i - 1] != NULL); i++) fields[i] = speedups_shared_float(doubles[i]);
    if (fields[3] != NULL && (made = refilled(bucket, bits, type, fields)) != NULL) return made;
    made = speedups_record(type, fields, 4);
    if (made != NULL) keep(records, bucket, bits, 4, type, made); /* after: making it may run a collection */
    return made;
}

_Static_assert(sizeof(bg_rect) == 4 * sizeof(double), "bg_rect is four doubles");
_Static_assert(sizeof(bg_corner_radii) == 4 * sizeof(double), "bg_corner_radii is four doubles");

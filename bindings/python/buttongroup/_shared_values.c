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

/* Keeps `made` (a new value with these bits and type) in `bucket`: in its empty entry, else in
 * place of the one least recently used, whose reference is dropped last. */
static void keep(shared_entry *table, unsigned bucket, const uint64_t bits[4], int words, PyObject *type,
                 PyObject *made) {
    shared_entry *taken = &table[bucket];
    for (shared_entry *entry = taken; entry < &table[bucket + SHARED_WAYS] && taken->made != NULL; entry++) {
        if (entry->made == NULL || entry->used < taken->used) taken = entry;
    }
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
    made = speedups_record(type, fields, 4);
    if (made != NULL) keep(records, bucket, bits, 4, type, made); /* after: making it may run a collection */
    return made;
}

_Static_assert(sizeof(bg_rect) == 4 * sizeof(double), "bg_rect is four doubles");
_Static_assert(sizeof(bg_corner_radii) == 4 * sizeof(double), "bg_corner_radii is four doubles");

/*
 * buttongroup._speedups: immutable values made once per decoding call (_decode.c's slots and
 * nodes) and the named-tuple records they are made of.
 *
 * A layout read whole makes a few dozen CPython objects per slot, and making and freeing them is
 * most of its cost. Values are immutable, so equal ones may be one object: a row's corners, its
 * empty icon frame, its y and height floats are made once per call. A caller readies a
 * shared_values with speedups_shared_init, passes it to every speedups_shared_* call of one
 * decoding and gives it back with speedups_shared_clear.
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
            speedups_tuple_fill(made, i, values[i]);
        } else {
            Py_XDECREF(values[i]);
        }
    }
    return made;
}

void speedups_shared_init(shared_values *shared) {
    shared->floats_used = shared->records_used = 0;
    shared->next_float = shared->next_record = 0;
}

void speedups_shared_clear(shared_values *shared) {
    for (uint32_t used = shared->floats_used; used != 0; used &= used - 1) {
        Py_DECREF(shared->floats[__builtin_ctz(used)].made);
    }
    for (uint32_t used = shared->records_used; used != 0; used &= used - 1) {
        Py_DECREF(shared->records[__builtin_ctz(used)].made);
    }
    speedups_shared_init(shared);
}

/* The first entry of the bucket of a hash. */
static unsigned bucket_of(uint64_t hash) {
    return (unsigned)((hash * 0x9E3779B97F4A7C15u) >> (64 - SHARED_BUCKET_BITS)) * SHARED_WAYS;
}

/* The entry of `bucket` a new value takes: an empty one (its bit then set in *used), else each in
 * turn (*next), whose old value the caller drops (*full set). */
static unsigned entry_for(unsigned bucket, uint32_t *used, unsigned *next, int *full) {
    unsigned at = bucket;
    while (at < bucket + SHARED_WAYS && (*used >> at & 1u)) at++;
    *full = at == bucket + SHARED_WAYS;
    if (*full) {
        *next = (*next + 1) % SHARED_WAYS;
        return bucket + *next;
    }
    *used |= 1u << at;
    return at;
}

/* `value` as a float (a new reference): the one this call made for the same bits, if kept. */
PyObject *speedups_shared_float(shared_values *shared, double value) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    unsigned bucket = bucket_of(bits);
    for (unsigned at = bucket; at < bucket + SHARED_WAYS; at++) {
        if ((shared->floats_used >> at & 1u) && shared->floats[at].bits == bits) {
            return Py_NewRef(shared->floats[at].made);
        }
    }
    PyObject *made = PyFloat_FromDouble(value);
    if (made == NULL) return NULL;
    int full;
    shared_float *entry = &shared->floats[entry_for(bucket, &shared->floats_used, &shared->next_float, &full)];
    if (full) Py_DECREF(entry->made);
    entry->bits = bits;
    entry->made = Py_NewRef(made);
    return made;
}

/* The record of `type` (Rect or Corners) of the four doubles at `values` (a new reference): the one
 * this call made for the same bits, if kept. */
PyObject *speedups_shared_quad(shared_values *shared, PyObject *type, const void *values) {
    uint64_t bits[4];
    memcpy(bits, values, sizeof bits);
    unsigned bucket = bucket_of(bits[0] ^ (bits[1] << 17 | bits[1] >> 47) ^ (bits[2] << 31 | bits[2] >> 33) ^
                                (bits[3] << 45 | bits[3] >> 19));
    for (unsigned at = bucket; at < bucket + SHARED_WAYS; at++) {
        const shared_record *entry = &shared->records[at];
        if ((shared->records_used >> at & 1u) && entry->type == type && entry->bits[0] == bits[0] &&
            entry->bits[1] == bits[1] && entry->bits[2] == bits[2] && entry->bits[3] == bits[3]) {
            return Py_NewRef(entry->made);
        }
    }
    double doubles[4];
    memcpy(doubles, values, sizeof doubles);
    PyObject *fields[4] = {NULL, NULL, NULL, NULL};
    for (int i = 0; i < 4 && (i == 0 || fields[i - 1] != NULL); i++) {
        fields[i] = speedups_shared_float(shared, doubles[i]);
    }
    PyObject *made = speedups_record(type, fields, 4);
    if (made == NULL) return NULL;
    int full;
    shared_record *entry = &shared->records[entry_for(bucket, &shared->records_used, &shared->next_record, &full)];
    if (full) Py_DECREF(entry->made);
    memcpy(entry->bits, bits, sizeof entry->bits);
    entry->type = type;
    entry->made = Py_NewRef(made);
    return made;
}

_Static_assert(sizeof(bg_rect) == 4 * sizeof(double), "bg_rect is four doubles");
_Static_assert(sizeof(bg_corner_radii) == 4 * sizeof(double), "bg_corner_radii is four doubles");

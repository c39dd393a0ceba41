/*
 * undocumented.h — a fixture of `make test-docs` (Tests/Packaging/check_doc_checkers.py): one
 * public symbol of each kind documented, and one of each kind not. The C check must name
 * exactly the undocumented ones (names with "undocumented" or "bare", the field y, the
 * enumerator FX_B, fx_partial's parameter b).
 */
#ifndef FX_UNDOCUMENTED_H
#define FX_UNDOCUMENTED_H

#include <stdint.h>

/** A documented macro. */
#define FX_DOCUMENTED 1
#define FX_UNDOCUMENTED 2

/** A documented struct. */
typedef struct fx_point {
    double x;   /**< A documented field. */
    double y;
} fx_point;

typedef struct fx_bare {
    int a;      /**< A documented field of an undocumented struct. */
} fx_bare;

/** A documented enum. */
enum {
    FX_A = 0,   /**< A documented enumerator. */
    FX_B = 1
};

typedef int32_t fx_undocumented_status;

/** A documented function. */
int fx_documented(int a);

int fx_undocumented(int a);

/**
 * A function documenting one of its two parameters.
 * @param a the first
 * @return a + b
 */
int fx_partial(int a, int b);

#endif

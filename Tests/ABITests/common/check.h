/*
 * check.h — a tiny test harness for the C ABI tests (header-only).
 *
 *   CHECK(cond)                 a condition
 *   CHECK_EQ_INT(a, b)          two integers (compared as long long)
 *   CHECK_EQ_DBL(a, b)          two doubles within 1e-9
 *   CHECK_STR(a, b)             two C strings (NULL equals only NULL)
 *   CHECK_CONTAINS(s, part)     s is non-NULL and contains part
 *   CHECK_STATUS(call, status)  a bg_* call returns the expected bg_status
 *   CHECK_OK(call)              CHECK_STATUS(call, BG_OK)
 *
 * A failure prints file:line, what was expected and got, and bg_last_error_message() of the
 * calling thread (read right after the check, so it describes the last bg_* call). The counters
 * are not thread-safe: check on the main thread, after joining workers.
 *
 *   int main(void) { ...; return check_summary(); }
 *
 * check_summary() prints exactly one line "N passed, N failed" and returns 0 when nothing
 * failed, 1 otherwise.
 *
 * A program of one file (ffi_test.c, fixtures_test.c) just includes this header: the counters
 * are static. A program of several files (abi_conventions_test) shares one pair of counters:
 * every file defines CHECK_SHARED_COUNTERS before including this header (common/abi_helpers.h
 * does it), and exactly one file defines `long check_passed_count, check_failed_count;`
 * (common/abi_helpers.c does it).
 */
#ifndef BG_ABI_CHECK_H
#define BG_ABI_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "buttongroup.h"

#ifdef CHECK_SHARED_COUNTERS
extern long check_passed_count;
extern long check_failed_count;
#define CHECK_COUNTERS_ARE_SHARED 1
#else
static long check_passed_count = 0;
static long check_failed_count = 0;
#endif

/* Records one result; on failure prints the location, the description and the last error. */
static inline int check_record(int ok, const char *file, int line, const char *what) {
    if (ok) {
        check_passed_count++;
    } else {
        const char *message = bg_last_error_message();
        check_failed_count++;
        fprintf(stderr, "%s:%d: FAILED: %s\n    last error: \"%s\"\n", file, line, what,
                message ? message : "(NULL!)");
        fflush(stderr);
    }
    return ok;
}

static inline int check_int(long long got, long long expected, const char *file, int line, const char *text) {
    char what[512];
    snprintf(what, sizeof what, "%s: expected %lld, got %lld", text, expected, got);
    return check_record(got == expected, file, line, what);
}

static inline int check_dbl(double got, double expected, const char *file, int line, const char *text) {
    char what[512];
    snprintf(what, sizeof what, "%s: expected %.9g, got %.9g", text, expected, got);
    return check_record(fabs(got - expected) <= 1e-9 || (got == expected), file, line, what);
}

static inline int check_str(const char *got, const char *expected, const char *file, int line, const char *text) {
    char what[768];
    int ok = (got == NULL || expected == NULL) ? got == expected : strcmp(got, expected) == 0;
    snprintf(what, sizeof what, "%s: expected %s%s%s, got %s%s%s", text,
             expected ? "\"" : "", expected ? expected : "NULL", expected ? "\"" : "",
             got ? "\"" : "", got ? got : "NULL", got ? "\"" : "");
    return check_record(ok, file, line, what);
}

static inline int check_contains(const char *got, const char *part, const char *file, int line, const char *text) {
    char what[768];
    snprintf(what, sizeof what, "%s: expected text containing \"%s\", got %s%s%s", text, part,
             got ? "\"" : "", got ? got : "NULL", got ? "\"" : "");
    return check_record(got != NULL && strstr(got, part) != NULL, file, line, what);
}

static inline int check_status(bg_status got, bg_status expected, const char *file, int line, const char *text) {
    char what[768];
    snprintf(what, sizeof what, "%s: expected %d (%.40s), got %d (%.40s)", text, (int)expected,
             bg_status_string(expected), (int)got, bg_status_string(got));
    /* bg_status_string does not touch the last error, so the message printed is the call's. */
    return check_record(got == expected, file, line, what);
}

/* Prints the one summary line; returns the process exit code. */
static inline int check_summary(void) {
    printf("%ld passed, %ld failed\n", check_passed_count, check_failed_count);
    fflush(stdout);
    return check_failed_count == 0 ? 0 : 1;
}

#define CHECK(cond) check_record((cond) ? 1 : 0, __FILE__, __LINE__, "CHECK(" #cond ")")
#define CHECK_EQ_INT(a, b) check_int((long long)(a), (long long)(b), __FILE__, __LINE__, #a " == " #b)
#define CHECK_EQ_DBL(a, b) check_dbl((double)(a), (double)(b), __FILE__, __LINE__, #a " == " #b)
#define CHECK_STR(a, b) check_str((a), (b), __FILE__, __LINE__, #a " == " #b)
#define CHECK_CONTAINS(s, part) check_contains((s), (part), __FILE__, __LINE__, #s " contains " #part)
#define CHECK_STATUS(call, expected) check_status((call), (expected), __FILE__, __LINE__, #call)
#define CHECK_OK(call) CHECK_STATUS(call, BG_OK)

#endif /* BG_ABI_CHECK_H */

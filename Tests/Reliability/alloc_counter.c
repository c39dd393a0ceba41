/*
 * alloc_counter.c — an LD_PRELOAD interposer that counts the heap allocations libbuttongroup
 * makes (tests only: Tests/Reliability/alloc.mk builds it as alloc_counter.so).
 *
 * It replaces malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign, valloc
 * and operator new (plain and aligned), forwards every call to glibc's own allocator
 * (__libc_malloc & co: no dlsym, so no recursion through dlsym's allocations) and counts a call
 * when it comes from the library:
 *
 *   - its caller (__builtin_return_address(0)) lies inside libbuttongroup.so. The Swift runtime
 *     is linked into the library, so swift_slowAlloc -> malloc and Swift's operator new calls
 *     have their return address there;
 *   - or its caller lies inside libstdc++ (std::string and operator new called by the library's
 *     C++ runtime code) and the first frame outside libstdc++ (found with backtrace()) lies
 *     inside the library.
 *
 * The address ranges are found with dl_iterate_phdr: at load (the C tests link the library) and
 * again by the query functions while the library is not found yet (Python loads it later).
 *
 * Query functions (look them up with dlsym(RTLD_DEFAULT, ...) or ctypes.CDLL(None)):
 *
 *   uint64_t bg_test_allocations(void)      allocations counted so far (also realloc growth)
 *   uint64_t bg_test_allocated_bytes(void)  bytes they asked for
 *   uint64_t bg_test_frees(void)            frees of the library (for information)
 *   int      bg_test_library_found(void)    1 once libbuttongroup.so's range is known
 *   void     bg_test_alloc_trace(int count) with BG_ALLOC_TRACE set in the environment, prints
 *                                           the backtrace of each of the next `count` counted
 *                                           allocations to stderr (lines "bg_alloc_trace: ...",
 *                                           frames as "module+0xoffset symbol"; pipe them
 *                                           through alloc_symbolize.py for the library's
 *                                           function names and lines)
 *
 * Counters are atomic; tracing happens outside the allocator (after the allocation returned).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

#define EXPORT __attribute__((visibility("default")))
#define MAX_FRAMES 48

typedef struct { uintptr_t start, end; } range;

static range library, cxx_library;           /* [start, end) of their PT_LOAD segments */
static uint64_t allocations, allocated_bytes, frees;
static int trace_enabled, trace_remaining;
/* >0 while this thread is in a hook's bookkeeping (initial-exec: no __tls_get_addr, which may
 * allocate, on a thread's first access). */
static __thread __attribute__((tls_model("initial-exec"))) int inside;

/* ------------------------------------------------------------------ ranges */

/* libbuttongroup.so, or a versioned name of it (.so.0, .so.0.3.0), by path or bare name. */
static int is_library(const char *name) {
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    const char *stem = "libbuttongroup.so";
    size_t n = strlen(stem);
    return strncmp(base, stem, n) == 0 && (base[n] == '\0' || base[n] == '.');
}

static int find_ranges(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size; (void)unused;
    const char *name = info->dlpi_name ? info->dlpi_name : "";
    range *target = NULL;
    if (is_library(name))
        target = &library;
    else if (strstr(name, "/libstdc++.so"))
        target = &cxx_library;
    if (!target) return 0;
    uintptr_t start = UINTPTR_MAX, end = 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD) continue;
        uintptr_t low = info->dlpi_addr + segment->p_vaddr;
        if (low < start) start = low;
        if (low + segment->p_memsz > end) end = low + segment->p_memsz;
    }
    if (start < end) {
        __atomic_store_n(&target->end, end, __ATOMIC_RELAXED);
        __atomic_store_n(&target->start, start, __ATOMIC_RELEASE);
    }
    return 0;
}

static void look_for_library(void) {
    if (__atomic_load_n(&library.start, __ATOMIC_ACQUIRE)) return;
    inside++;
    dl_iterate_phdr(find_ranges, NULL);
    inside--;
}

static int in_range(const range *r, uintptr_t address) {
    uintptr_t start = __atomic_load_n(&r->start, __ATOMIC_ACQUIRE);
    return start && address >= start && address < __atomic_load_n(&r->end, __ATOMIC_RELAXED);
}

/* ---------------------------------------------------------------- counting */

/* Whether the allocation whose caller returns to `caller` comes from the library. */
static int from_library(void *caller) {
    uintptr_t address = (uintptr_t)caller;
    if (in_range(&library, address)) return 1;
    if (!in_range(&cxx_library, address) || inside) return 0;
    void *frames[MAX_FRAMES];
    inside++;
    int count = backtrace(frames, MAX_FRAMES);
    inside--;
    int i = 0;
    while (i < count && (uintptr_t)frames[i] != address) i++;   /* the hook's caller, in libstdc++ */
    while (i < count && in_range(&cxx_library, (uintptr_t)frames[i])) i++;
    return i < count && in_range(&library, (uintptr_t)frames[i]);
}

static void print_trace(const char *function, size_t size) {
    void *frames[MAX_FRAMES];
    char line[512];
    uint64_t number = __atomic_load_n(&allocations, __ATOMIC_RELAXED);
    int length = snprintf(line, sizeof line, "bg_alloc_trace: allocation #%llu: %s(%zu) from libbuttongroup\n",
                          (unsigned long long)number, function, size);
    if (write(2, line, (size_t)length) < 0) return;
    int count = backtrace(frames, MAX_FRAMES);
    Dl_info self;
    int first = 0;                          /* skip this interposer's own frames */
    if (dladdr((void *)print_trace, &self))
        while (first < count) {
            Dl_info info;
            if (!dladdr(frames[first], &info) || info.dli_fbase != self.dli_fbase) break;
            first++;
        }
    for (int i = first; i < count; i++) {
        Dl_info info;
        if (dladdr(frames[i], &info) && info.dli_fname) {
            const char *module = strrchr(info.dli_fname, '/') ? strrchr(info.dli_fname, '/') + 1 : info.dli_fname;
            /* -1: the call instruction, not the return address (what addr2line should look up) */
            length = snprintf(line, sizeof line, "bg_alloc_trace:   #%d %s+0x%lx %s\n", i - first, module,
                              (unsigned long)((uintptr_t)frames[i] - (uintptr_t)info.dli_fbase - 1),
                              info.dli_sname ? info.dli_sname : "?");
        } else {
            length = snprintf(line, sizeof line, "bg_alloc_trace:   #%d %p\n", i - first, frames[i]);
        }
        if (write(2, line, (size_t)length) < 0) return;
    }
}

/* Counts an allocation of `size` bytes made by `caller` (after the allocation returned). */
static void count(const char *function, size_t size, void *caller) {
    if (inside || !from_library(caller)) return;
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&allocated_bytes, size, __ATOMIC_RELAXED);
    if (trace_enabled && __atomic_load_n(&trace_remaining, __ATOMIC_RELAXED) > 0 &&
        __atomic_fetch_sub(&trace_remaining, 1, __ATOMIC_RELAXED) > 0) {
        inside++;
        print_trace(function, size);
        inside--;
    }
}

/* ------------------------------------------------------------------- hooks */

EXPORT void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    count("malloc", size, __builtin_return_address(0));
    return pointer;
}

EXPORT void *calloc(size_t number, size_t size) {
    void *pointer = __libc_calloc(number, size);
    count("calloc", number * size, __builtin_return_address(0));
    return pointer;
}

EXPORT void *realloc(void *old, size_t size) {
    void *pointer = __libc_realloc(old, size);
    if (size) count("realloc", size, __builtin_return_address(0));
    return pointer;
}

EXPORT void free(void *pointer) {
    if (pointer && !inside && in_range(&library, (uintptr_t)__builtin_return_address(0)))
        __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
    __libc_free(pointer);
}

EXPORT int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1))) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer && size) return ENOMEM;
    *out = pointer;
    count("posix_memalign", size, __builtin_return_address(0));
    return 0;
}

EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    count("aligned_alloc", size, __builtin_return_address(0));
    return pointer;
}

EXPORT void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    count("memalign", size, __builtin_return_address(0));
    return pointer;
}

EXPORT void *valloc(size_t size) {
    void *pointer = __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
    count("valloc", size, __builtin_return_address(0));
    return pointer;
}

/* operator new(size_t) and operator new(size_t, std::align_val_t): the library calls them (its
 * C++ runtime code); libstdc++'s own would call malloc from libstdc++, out of the library's
 * range. operator delete stays libstdc++'s: it calls free, which accepts these blocks. */
static void *new_failed(void) {
    static const char message[] = "alloc_counter: operator new: out of memory\n";
    if (write(2, message, sizeof message - 1) < 0) abort();
    abort();
}

EXPORT void *_Znwm(size_t size) {
    void *pointer = __libc_malloc(size ? size : 1);
    if (!pointer) return new_failed();
    count("operator new", size, __builtin_return_address(0));
    return pointer;
}

EXPORT void *_ZnwmSt11align_val_t(size_t size, size_t alignment) {
    void *pointer = __libc_memalign(alignment, size ? size : 1);
    if (!pointer) return new_failed();
    count("operator new(align)", size, __builtin_return_address(0));
    return pointer;
}

EXPORT void *_Znam(size_t size) {
    void *pointer = __libc_malloc(size ? size : 1);
    if (!pointer) return new_failed();
    count("operator new[]", size, __builtin_return_address(0));
    return pointer;
}

/* ------------------------------------------------------------------- query */

EXPORT uint64_t bg_test_allocations(void) {
    look_for_library();
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

EXPORT uint64_t bg_test_allocated_bytes(void) {
    look_for_library();
    return __atomic_load_n(&allocated_bytes, __ATOMIC_RELAXED);
}

EXPORT uint64_t bg_test_frees(void) {
    look_for_library();
    return __atomic_load_n(&frees, __ATOMIC_RELAXED);
}

EXPORT int bg_test_library_found(void) {
    look_for_library();
    return library.start != 0;
}

EXPORT void bg_test_alloc_trace(int count_to_trace) {
    look_for_library();
    __atomic_store_n(&trace_remaining, count_to_trace, __ATOMIC_RELAXED);
}

__attribute__((constructor)) static void start(void) {
    const char *trace = getenv("BG_ALLOC_TRACE");
    trace_enabled = trace && *trace && strcmp(trace, "0") != 0;
    void *frames[2];
    inside++;
    backtrace(frames, 2);                    /* loads libgcc_s's unwinder now, not in a hook */
    inside--;
    look_for_library();
    if (!cxx_library.start) {                /* the library, not loaded yet, brings libstdc++ */
        inside++;
        dl_iterate_phdr(find_ranges, NULL);
        inside--;
    }
}

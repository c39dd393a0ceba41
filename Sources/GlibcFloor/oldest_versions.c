/* The glibc functions libbuttongroup.so calls whose default version, in the glibc it is linked
 * against (Debian 12's 2.36), is newer than the library's floor, glibc 2.27 (docs/install.md,
 * "The glibc floor"). None does anything new for us: the version changed because glibc 2.34
 * moved libpthread and libdl into libc (the pthread and dl functions), 2.33 made `stat` a libc
 * function (before, an inline wrapper of `__xstat`), 2.29 dropped the SVID error handling of
 * `exp`, `exp2`, `log`, `log2` (results are the same; it only ever applied on range errors,
 * and since 2.27 no program can ask for it). Linked as they are, each would raise the floor to
 * its new version (2.34 for the whole library).
 *
 * So the link wraps them (Package.swift, glibcFloorLinkerFlags: --wrap=NAME): every call of NAME
 * in the library, the statically linked Swift runtime's and our own, goes to __wrap_NAME below,
 * which calls NAME's oldest x86_64 version, NAME@GLIBC_2.2.5, bound with .symver: the version
 * every glibc has, in libpthread / libdl / libm before 2.34 (which the library therefore loads:
 * the same flags add them with --no-as-needed) and kept in libc and libm as compatibility
 * symbols since. `stat` has no such version: before 2.33 it was `__xstat(_STAT_VER, ...)`, and
 * so is it here.
 *
 * On other architectures, or another C library, each __wrap_NAME calls __real_NAME, i.e. NAME
 * as linked without the wrap: the library is built as before.
 */
#define _GNU_SOURCE /* dladdr, Dl_info */
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <sys/stat.h>

#if defined(__x86_64__) && defined(__GLIBC__)
#define BG_GLIBC_FLOOR_BINDS 1
/* NAME@GLIBC_2.2.5, called through bg_oldest_NAME, a name of our own that .symver binds to it. */
#define OLDEST(ret, name, params, args) \
    extern ret bg_oldest_##name params; \
    __asm__(".symver bg_oldest_" #name ", " #name "@GLIBC_2.2.5"); \
    __attribute__((visibility("hidden"))) ret __wrap_##name params; \
    ret __wrap_##name params { return bg_oldest_##name args; }
#else
#define BG_GLIBC_FLOOR_BINDS 0
#define OLDEST(ret, name, params, args) \
    extern ret __real_##name params; \
    __attribute__((visibility("hidden"))) ret __wrap_##name params; \
    ret __wrap_##name params { return __real_##name args; }
#endif

/* GLIBC_2.34: libpthread's, since in libc (LastError, RecursiveLock and the Swift runtime). */
OLDEST(void *, pthread_getspecific, (pthread_key_t key), (key))
OLDEST(int, pthread_setspecific, (pthread_key_t key, const void *value), (key, value))
OLDEST(int, pthread_key_create, (pthread_key_t *key, void (*destructor)(void *)), (key, destructor))
OLDEST(int, pthread_mutexattr_init, (pthread_mutexattr_t *attributes), (attributes))
OLDEST(int, pthread_mutexattr_settype, (pthread_mutexattr_t *attributes, int type), (attributes, type))
OLDEST(int, pthread_mutexattr_destroy, (pthread_mutexattr_t *attributes), (attributes))

/* GLIBC_2.34: libdl's, since in libc (the Swift runtime: its backtracer and dynamic lookups). */
OLDEST(void *, dlopen, (const char *file, int mode), (file, mode))
OLDEST(void *, dlsym, (void *handle, const char *name), (handle, name))
OLDEST(char *, dlerror, (void), ())
OLDEST(int, dladdr, (const void *address, Dl_info *info), (address, info))

/* GLIBC_2.29: libm's, without the SVID error handling (the Swift standard library's math). */
OLDEST(double, exp, (double x), (x))
OLDEST(double, exp2, (double x), (x))
OLDEST(double, log, (double x), (x))
OLDEST(double, log2, (double x), (x))

/* GLIBC_2.33: stat (the Swift runtime). */
__attribute__((visibility("hidden"))) int __wrap_stat(const char *path, struct stat *buffer);
#if BG_GLIBC_FLOOR_BINDS
extern int bg_oldest_xstat(int version, const char *path, struct stat *buffer);
__asm__(".symver bg_oldest_xstat, __xstat@GLIBC_2.2.5");
/* _STAT_VER_LINUX (1): the x86_64 struct stat of <sys/stat.h>, the one stat@GLIBC_2.33 fills. */
int __wrap_stat(const char *path, struct stat *buffer) { return bg_oldest_xstat(1, path, buffer); }
#else
extern int __real_stat(const char *path, struct stat *buffer);
int __wrap_stat(const char *path, struct stat *buffer) { return __real_stat(path, buffer); }
#endif

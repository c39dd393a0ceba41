/* The entry point of the C examples test-old-glibc runs under an older glibc (packaging/old_glibc.mk).
 * A program linked against glibc 2.34 or later imports __libc_start_main@GLIBC_2.34 from its
 * crt1.o, so it would not start under an older glibc, whatever the library needs: linked with
 * -nostartfiles and this _start instead, the example imports only what its own code calls. The
 * examples take no arguments; stdout is flushed by exit. */
#include <stdlib.h>

int main(void);

__attribute__((force_align_arg_pointer)) void _start(void);

__attribute__((force_align_arg_pointer)) void _start(void) { exit(main()); }

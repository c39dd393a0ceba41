// Linked into libpeersyoga3.so only when Debian's libyogacore.a (built by GCC 14 for trixie)
// meets an older libstdc++ (GCC 12, bookworm): GCC 13's <iostream> makes every object that
// includes it call std::ios_base_library_init(), which libstdc++ 13 defines; with GCC 12 the
// streams are initialised by the std::ios_base::Init object that <iostream> puts in each
// translation unit, as in this one. So the function has nothing left to do. Yoga's layout does
// not print; this only satisfies the linker.
#include <iostream>

#if defined(_GLIBCXX_RELEASE) && _GLIBCXX_RELEASE < 13
namespace std {
__attribute__((visibility("hidden"))) void ios_base_library_init() {}
} // namespace std
#endif

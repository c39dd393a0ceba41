// std::__throw_bad_array_new_length(), defined in the library as libstdc++ defines it
// (libstdc++-v3/src/c++11/functexcept.cc), so that the library does not need the libstdc++ that
// added it: GCC 11's (GLIBCXX_3.4.29), which Debian 11, Ubuntu 20.04 and RHEL 8 do not have.
// The statically linked Swift runtime calls it: its C++ was compiled against GCC 11+ headers,
// where `new T[n]` and std::allocator<T>::allocate(n) call it when n is too large. A definition
// in the library binds those calls here at link time (the version script keeps it local: it
// is not exported, and a host's libstdc++ keeps its own).
//
// It throws what libstdc++'s throws. The Swift runtime never catches it (a thrown C++ exception
// reaching Swift code terminates the process, with libstdc++'s "terminate called after throwing
// an instance of 'std::bad_array_new_length'"), exactly as with libstdc++'s own definition.
// std::bad_array_new_length itself (its type info, destructor, what()) comes from libstdc++ 3.4.20
// (CXXABI_1.3.8, GCC 4.9).
#include <new>

namespace std {
void __throw_bad_array_new_length();

void __throw_bad_array_new_length() { throw bad_array_new_length(); }
}  // namespace std

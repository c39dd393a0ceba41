// The target that makes libbuttongroup.so a shared library a C or Python host can load: it holds
// no code, only the linker settings of the `buttongroup` product (see Package.swift), so that the
// test executables, which link ButtonGroupABI too, are not linked as that library is.

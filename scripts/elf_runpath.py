#!/usr/bin/env python3
"""elf_runpath.py — print or remove the RUNPATH / RPATH of an ELF file, in place (as `chrpath -d`).

    python3 scripts/elf_runpath.py FILE            prints its RUNPATH and RPATH entries (if any)
    python3 scripts/elf_runpath.py --remove FILE   drops them from the dynamic section

SwiftPM links every shared library with RUNPATH $ORIGIN; an installed system library should
carry none (the loader finds its dependencies in the system paths). Removing an entry moves the
later entries of the dynamic section up one slot and ends it with one more DT_NULL, so nothing
else in the file moves; the path string stays unused in .dynstr. Needs no patchelf/chrpath.
"""

from __future__ import annotations

import struct
import sys

PT_DYNAMIC = 2
DT_NULL, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 5, 15, 29


def dynamic_section(data: bytes) -> tuple[int, int, str, int]:
    """(offset, size, struct format of one entry, entry size) of the PT_DYNAMIC segment."""
    if data[:4] != b"\x7fELF":
        raise SystemExit("elf_runpath: not an ELF file")
    is64 = data[4] == 2
    endian = "<" if data[5] == 1 else ">"
    if is64:
        phoff, = struct.unpack_from(endian + "Q", data, 0x20)
        phentsize, phnum = struct.unpack_from(endian + "HH", data, 0x36)
        phdr, entry = endian + "IIQQQQQQ", endian + "qQ"
    else:
        phoff, = struct.unpack_from(endian + "I", data, 0x1C)
        phentsize, phnum = struct.unpack_from(endian + "HH", data, 0x2A)
        phdr, entry = endian + "IIIIIIII", endian + "iI"
    for i in range(phnum):
        fields = struct.unpack_from(phdr, data, phoff + i * phentsize)
        p_type = fields[0]
        if p_type == PT_DYNAMIC:
            offset, size = (fields[2], fields[5]) if is64 else (fields[1], fields[4])
            return offset, size, entry, struct.calcsize(entry)
    raise SystemExit("elf_runpath: no dynamic section (a static executable?)")


def entries(data: bytes) -> list[tuple[int, int]]:
    offset, size, fmt, esize = dynamic_section(data)
    result = []
    for i in range(size // esize):
        tag, value = struct.unpack_from(fmt, data, offset + i * esize)
        result.append((tag, value))
        if tag == DT_NULL:
            break
    return result


def string_at(data: bytes, strtab_vaddr: int, index: int) -> str:
    # Good enough for shared libraries: find the segment holding the string table's address.
    # (Used only to print; removal does not need it.)
    is64 = data[4] == 2
    endian = "<" if data[5] == 1 else ">"
    phoff = struct.unpack_from(endian + ("Q" if is64 else "I"), data, 0x20 if is64 else 0x1C)[0]
    phentsize, phnum = struct.unpack_from(endian + "HH", data, 0x36 if is64 else 0x2A)
    for i in range(phnum):
        f = struct.unpack_from(endian + ("IIQQQQQQ" if is64 else "IIIIIIII"), data, phoff + i * phentsize)
        off, vaddr, filesz = (f[2], f[3], f[5]) if is64 else (f[1], f[2], f[4])
        if f[0] == 1 and vaddr <= strtab_vaddr < vaddr + filesz:
            start = off + (strtab_vaddr - vaddr) + index
            return data[start:data.index(b"\0", start)].decode(errors="replace")
    return f"<string {index}>"


def main() -> int:
    args = sys.argv[1:]
    remove = "--remove" in args
    paths = [a for a in args if a != "--remove"]
    if len(paths) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    path = paths[0]
    with open(path, "rb") as f:
        data = bytearray(f.read())
    dyn = entries(bytes(data))
    if not remove:
        strtab = next((v for t, v in dyn if t == DT_STRTAB), None)
        for tag, value in dyn:
            if tag in (DT_RPATH, DT_RUNPATH) and strtab is not None:
                print(f"{'RUNPATH' if tag == DT_RUNPATH else 'RPATH'}: {string_at(bytes(data), strtab, value)}")
        return 0
    offset, size, fmt, esize = dynamic_section(bytes(data))
    total = size // esize
    kept = [(t, v) for t, v in dyn if t not in (DT_RPATH, DT_RUNPATH, DT_NULL)]
    removed = len([1 for t, _ in dyn if t in (DT_RPATH, DT_RUNPATH)])
    if removed == 0:
        return 0
    for i in range(total):
        tag, value = kept[i] if i < len(kept) else (DT_NULL, 0)
        struct.pack_into(fmt, data, offset + i * esize, tag, value)
    with open(path, "r+b") as f:
        f.write(data)
    print(f"elf_runpath: removed {removed} RUNPATH/RPATH entr{'y' if removed == 1 else 'ies'} from {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

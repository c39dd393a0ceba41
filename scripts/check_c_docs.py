#!/usr/bin/env python3
"""Fails when a public C symbol has no documentation; reports how completely functions are.

Reads what one Doxygen run over the public headers wrote (`make test-docs` runs docs/Doxyfile
with GENERATE_XML = YES and WARN_LOGFILE set, into build/docs-check/):

  - the warning log: every warning fails the check. With WARN_IF_UNDOCUMENTED these name each
    undocumented function, macro, typedef, struct and field; with WARN_IF_DOC_ERROR and
    WARN_IF_INCOMPLETE_DOC, broken doc comments and partial @param lists;
  - the XML: every enumerator without a /**< */ comment fails too (Doxygen never warns about
    those); and, for information only, how many functions lack @param for their parameters,
    @return / @retval, and the BG_E_* status codes they can return.

Usage: check_c_docs.py --xml DIR --warnings LOG [--list]
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def text_of(element: ET.Element | None) -> str:
    return "" if element is None else "".join(element.itertext()).strip()


def header_of(path: Path) -> str:
    return path.name.replace("_8h.xml", ".h")


def undocumented_enumerators(xml_dir: Path) -> list[str]:
    found = []
    for path in sorted(xml_dir.glob("*_8h.xml")):
        for member in ET.parse(path).getroot().iter("memberdef"):
            if member.get("kind") != "enum":
                continue
            location = member.find("location")
            where = f"{location.get('file')}:{location.get('line')}" if location is not None else header_of(path)
            for value in member.iter("enumvalue"):
                if not (text_of(value.find("briefdescription")) or text_of(value.find("detaileddescription"))):
                    found.append(f"{where}: enumerator {value.findtext('name')} is not documented.")
    return found


def functions(xml_dir: Path) -> list[dict[str, object]]:
    found: dict[str, dict[str, object]] = {}
    for path in sorted(xml_dir.glob("*_8h.xml")):
        for member in ET.parse(path).getroot().iter("memberdef"):
            name = member.findtext("name") or ""
            if member.get("kind") != "function" or name in found:
                continue
            params = [
                p.findtext("declname") or ""
                for p in member.findall("param")
                if text_of(p.find("type")) != "void"
            ]
            detailed = member.find("detaileddescription")
            lists = list(detailed.iter("parameterlist")) if detailed is not None else []
            documented = {
                text_of(n) for item in lists if item.get("kind") == "param" for n in item.iter("parametername")
            }
            has_return = any(item.get("kind") == "retval" for item in lists) or (
                detailed is not None and any(s.get("kind") == "return" for s in detailed.iter("simplesect"))
            )
            found[name] = {
                "name": name,
                "params": params,
                "params_documented": all(p in documented for p in params),
                "has_return": has_return,
                "returns_status": text_of(member.find("type")) == "bg_status",
                "names_codes": "BG_E_" in text_of(member.find("briefdescription")) + text_of(detailed),
            }
    return sorted(found.values(), key=lambda f: str(f["name"]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--xml", type=Path, required=True, help="Doxygen's XML output directory")
    parser.add_argument("--warnings", type=Path, required=True, help="Doxygen's WARN_LOGFILE")
    parser.add_argument("--list", action="store_true", help="name the functions lacking @param etc.")
    args = parser.parse_args()
    if not (args.xml / "index.xml").is_file() or not args.warnings.is_file():
        print(f"check_c_docs: no Doxygen output in {args.xml} / {args.warnings}", file=sys.stderr)
        return 2

    every = functions(args.xml)
    with_params = [f for f in every if f["params"]]
    status = [f for f in every if f["returns_status"]]
    print(f"C reference: {len(every)} functions; for information (not enforced):")
    for what, missing, total in [
        ("@param for every parameter", [f for f in with_params if not f["params_documented"]], len(with_params)),
        ("@return or @retval", [f for f in every if not f["has_return"]], len(every)),
        ("a BG_E_* code they can return (of those returning bg_status)",
         [f for f in status if not f["names_codes"]], len(status)),
    ]:
        print(f"  {len(missing)} of {total} lack {what}")
        if args.list and missing:
            print("    " + " ".join(str(f["name"]) for f in missing))

    problems: list[str] = []
    for line in args.warnings.read_text(encoding="utf-8").splitlines():
        if line[:1].isspace() and problems:  # a warning's continuation ("  parameter 'b'")
            problems[-1] += " " + line.strip()
        elif line.strip() and line not in problems:
            problems.append(line)
    problems += undocumented_enumerators(args.xml)
    if problems:
        print(f"C reference: {len(problems)} problems (undocumented public symbols, broken doc comments):")
        for line in problems:
            print(f"  {line}")
        return 1
    print("C reference: every public symbol is documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Fails when a public symbol of the Python package has no docstring.

Public means: the package itself, every name in ``buttongroup.__all__``, and the public
methods, properties, class methods and static methods of every exported class, including
those it inherits from the package's own (private) base classes. As pdoc shows them, an
override without a docstring of its own has the one of the method it overrides. Constants
are checked for an attribute docstring (a string right after the assignment, which pdoc
shows). Enum members and dataclass fields are values, not checked. A dataclass whose only
``__doc__`` is the signature dataclasses writes in its place counts as undocumented.

Run with the package importable (``PYTHONPATH=bindings/python``) and a library to load
(``BUTTONGROUP_LIBRARY=build/lib/libbuttongroup.so``): ``make test-docs`` does.

Usage: check_docstrings.py [PACKAGE]   (default: buttongroup)
"""

from __future__ import annotations

import ast
import enum
import functools
import importlib
import inspect
import pkgutil
import sys
from pathlib import Path
from types import ModuleType


def has_doc(doc: object) -> bool:
    return isinstance(doc, str) and bool(doc.strip())


def own_class_doc(cls: type) -> str | None:
    """The class's own docstring (not inherited, not the one dataclasses or enum invent)."""
    doc = cls.__dict__.get("__doc__")
    if not has_doc(doc):
        return None
    if doc.strip() == "An enumeration.":  # enum's default before Python 3.11
        return None
    try:  # dataclasses set __doc__ to the class's signature when it has none
        generated = cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")
        if doc == generated:
            return None
    except (TypeError, ValueError):
        pass
    return doc


def is_method_like(value: object) -> bool:
    """A method, property, class method or static method (not a value stored on the class)."""
    return isinstance(
        value, (staticmethod, classmethod, property, functools.cached_property)
    ) or inspect.isfunction(value)


def attribute_docstrings(package: ModuleType) -> dict[str, dict[str, bool]]:
    """module name -> {top-level assigned name: has an attribute docstring}."""
    found: dict[str, dict[str, bool]] = {}
    modules = [(package.__name__, Path(package.__file__ or ""))]
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        spec = importlib.util.find_spec(info.name)
        if spec and spec.origin and spec.origin.endswith(".py"):
            modules.append((info.name, Path(spec.origin)))
    for name, path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names: dict[str, bool] = {}
        body = tree.body
        for index, node in enumerate(body):
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                targets = list(node.targets)
            elif isinstance(node, ast.AnnAssign):
                targets = [node.target]
            following = body[index + 1] if index + 1 < len(body) else None
            documented = (
                isinstance(following, ast.Expr)
                and isinstance(following.value, ast.Constant)
                and isinstance(following.value.value, str)
                and bool(following.value.value.strip())
            )
            for target in targets:
                if isinstance(target, ast.Name):
                    names[target.id] = names.get(target.id, False) or documented
        found[name] = names
    return found


def undocumented(package_name: str) -> tuple[list[str], int]:
    package = importlib.import_module(package_name)
    missing: list[str] = []
    checked = 1
    if not has_doc(package.__doc__):
        missing.append(f"{package_name} (the package)")
    constants = None
    seen_members: set[tuple[str, str]] = set()
    for name in package.__all__:
        obj = getattr(package, name)
        qualified = f"{package_name}.{name}"
        if inspect.isclass(obj):
            checked += 1
            if own_class_doc(obj) is None:
                missing.append(f"{qualified} (class)")
            names = {
                attribute
                for klass in obj.__mro__
                if (klass.__module__ or "").startswith(package_name)
                for attribute in vars(klass)
                if not attribute.startswith("_")
            }
            for attribute in sorted(names):
                # What obj.attribute resolves to, and the class that defines it.
                owner = next(klass for klass in obj.__mro__ if attribute in vars(klass))
                if not (owner.__module__ or "").startswith(package_name):
                    continue
                value = vars(owner)[attribute]
                if isinstance(owner, enum.EnumMeta) and isinstance(value, owner):
                    continue
                if not is_method_like(value):
                    continue
                key = (f"{owner.__module__}.{owner.__qualname__}", attribute)
                if key in seen_members:
                    continue
                seen_members.add(key)
                checked += 1
                # As pdoc shows it: an override without a docstring of its own shows the
                # docstring of the method it overrides (inspect.getdoc).
                if not has_doc(inspect.getdoc(getattr(obj, attribute))):
                    where = qualified if owner is obj else f"{qualified} (from {owner.__qualname__})"
                    missing.append(f"{where}.{attribute}")
        elif inspect.isfunction(obj) or inspect.isbuiltin(obj):
            checked += 1
            if not has_doc(obj.__doc__):
                missing.append(f"{qualified} (function)")
        elif isinstance(obj, ModuleType):
            checked += 1
            if not has_doc(obj.__doc__):
                missing.append(f"{qualified} (module)")
        else:  # a constant: an attribute docstring where it is assigned
            checked += 1
            if constants is None:
                constants = attribute_docstrings(package)
            homes = [module for module, names in constants.items() if name in names]
            if not any(constants[module][name] for module in homes):
                where = ", ".join(homes) or "no assignment found"
                missing.append(f"{qualified} (constant; assigned in {where})")
    return missing, checked


def main() -> int:
    package_name = sys.argv[1] if len(sys.argv) > 1 else "buttongroup"
    missing, checked = undocumented(package_name)
    if missing:
        print(f"{len(missing)} of {checked} public Python symbols have no docstring:")
        for symbol in missing:
            print(f"  {symbol}")
        return 1
    print(f"Python reference: all {checked} public symbols of {package_name} have docstrings")
    return 0


if __name__ == "__main__":
    sys.exit(main())

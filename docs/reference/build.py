#!/usr/bin/env python3
"""Builds the parts of the API reference that `make docs` (docs/docs.mk) does not leave to
Doxygen alone.

  build.py python OUT [--footer TEXT]
      The Python reference: pdoc over the package `buttongroup` (importable, with a library
      to load) and each of its public modules, one page per module, with the templates of
      docs/reference/pdoc/. Runs pdoc through its API to read the docstrings as they are
      written: Google-style sections (Attributes:, Raises:) with reStructuredText literal
      blocks (a paragraph ending in "::" and the indented block after it), which pdoc's
      reStructuredText reading leaves as a literal "Example::" over an unhighlighted block.
      Warnings are printed as pdoc prints them ("Warn: ..."), on stderr.
  build.py c DIR
      Finishes Doxygen's HTML in DIR: the tree in the sidebar also finds a function's own page
      (SEPARATE_MEMBER_PAGES) when it is opened without its #anchor, and an anonymous enum's
      page is titled by its constants (BG_STATE_*) rather than Doxygen's "@4".
  build.py index OUT --version VERSION
      The reference's front page, OUT/index.html: links to the C and Python references and
      the picture gallery, in the gallery's style.

Run from the repository root.
"""

from __future__ import annotations

import argparse
import ast
import html
import importlib.util
import importlib
import json
import os
import pkgutil
import re
import sys
import warnings
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PDOC_TEMPLATES = HERE / "pdoc"
PACKAGE = "buttongroup"


# ------------------------------------------------------------------------------------ Python

_LITERAL_END = re.compile(r"(?<!:)::\s*$")


def literal_blocks(docstring: str) -> str:
    """reStructuredText literal blocks as Markdown code fences: "Example::" becomes "Example:",
    "text ::" "text", a paragraph of "::" alone goes, and the indented block after it becomes a
    fenced Python block (pdoc's Markdown would show the "::" and leave the block plain)."""
    lines = docstring.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        ends_paragraph = i + 1 >= len(lines) or not lines[i + 1].strip()
        if not (_LITERAL_END.search(line) and ends_paragraph and not stripped.startswith("..")):
            out.append(line)
            i += 1
            continue
        indent = len(line) - len(line.lstrip())
        # The block: after blank lines, the lines indented deeper than the paragraph.
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        block_end = j
        while block_end < len(lines) and (not lines[block_end].strip()
                                          or len(lines[block_end]) - len(lines[block_end].lstrip()) > indent):
            block_end += 1
        block = lines[j:block_end]
        while block and not block[-1].strip():
            block.pop()
        if not block:  # "::" without a block: not a literal block
            out.append(line)
            i += 1
            continue
        paragraph_start = len(out)
        while paragraph_start > 0 and out[paragraph_start - 1].strip():
            paragraph_start -= 1
        if stripped == "::" and paragraph_start == len(out):
            pass  # a paragraph of its own: dropped
        elif re.search(r"\s::\s*$", line):
            out.append(line.rstrip()[:-2].rstrip())
        else:
            out.append(line.rstrip()[:-1])
        margin = min(len(b) - len(b.lstrip()) for b in block if b.strip())
        language = "pycon" if block[0].lstrip().startswith(">>>") else "python"
        pad = " " * indent
        if out and out[-1].strip():
            out.append("")
        out.append(f"{pad}```{language}")
        out.extend(pad + b[margin:] if b.strip() else "" for b in block)
        out.append(f"{pad}```")
        i = block_end
    return "\n".join(out)


def summary(docstring: str) -> str:
    """The first paragraph of a docstring, for a one-line entry. When it introduces a literal
    block ("... Example::"), the sentence doing so goes, or its "::" becomes ".": the block is
    not shown there."""
    first = docstring.strip().split("\n\n")[0].strip()
    if not _LITERAL_END.search(first):
        return first
    before, dot, last = first.rstrip().rpartition(". ")
    if dot and not last.lstrip().startswith(("e.g", "i.e")):
        return before + "."
    return re.sub(r"\s*::\s*$", ".", first)


def public_modules(package: Any) -> list[str]:
    """The package and its modules and subpackages, those whose names start with "_" left out."""
    names = [info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
    return [package.__name__] + sorted(n for n in names if not any(p.startswith("_") for p in n.split(".")))


def pdoc_specs(names: list[str]) -> list[str]:
    """What to name to pdoc for `names`: pdoc walks a package without __all__ itself (each
    subpackage here), so their modules are not named again; then a pattern dropping the private
    modules the walk adds."""
    walked = [n for n in names[1:] if not hasattr(importlib.import_module(n), "__all__")
              and hasattr(importlib.import_module(n), "__path__")]
    own = [n for n in names if not any(n.startswith(w + ".") for w in walked)]
    return own + [r"!.*\._"]


def name_namedtuple_modules(modules: list[Any]) -> None:
    """A NamedTuple's __new__ names a module that does not exist ("namedtuple_Slot"), so pdoc
    cannot resolve the annotations of its signature (class names, under `from __future__ import
    annotations`): give it its class's module, in this process only."""
    for module in modules:
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, tuple) and hasattr(value, "_fields"):
                new = value.__dict__.get("__new__")
                new = getattr(new, "__func__", new)  # the function its staticmethod wraps
                if new is not None and str(getattr(new, "__module__", "")).startswith("namedtuple_"):
                    new.__module__ = value.__module__


def imported_values(names: list[str]) -> dict[tuple[str, str], str]:
    """(module, name) -> the module of the reference `name` was imported from (`from .enums
    import MAX_LENGTH`), for the documented modules `names`. pdoc tells where a class or a
    function comes from by its __module__; a number or a string has none."""
    origins: dict[tuple[str, str], str] = {}
    for name in names:
        module = importlib.import_module(name)
        package = name if hasattr(module, "__path__") else name.rpartition(".")[0]
        tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ImportFrom):
                source = importlib.util.resolve_name("." * node.level + (node.module or ""), package)
                if source in names:
                    for alias in node.names:
                        origins[(name, alias.asname or alias.name)] = source
    return origins


_RELATIVE = re.compile(r"(?<=<code>)\.(?=[A-Za-z_])")
_CODE_NAME = re.compile(r"<code>((?P<name>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\(\))?)</code>")
_QUALIFIED = re.compile(r">(?P<module>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\.(?P<name>[A-Za-z_]\w*)</a>")


def build_python(out: Path, footer: str) -> int:
    import pdoc
    import pdoc.doc
    import pdoc.doc_types
    import pdoc.docstrings
    import pdoc.render
    import pdoc.render_helpers
    import jinja2
    from markupsafe import Markup

    rst = pdoc.docstrings.rst

    def rst_with_literal_blocks(docstring: str, source_file: Path | None) -> str:
        return rst(literal_blocks(docstring), source_file)

    pdoc.docstrings.rst = rst_with_literal_blocks  # type: ignore[assignment]

    safe_eval_type = pdoc.doc_types.safe_eval_type

    def eval_type(t: Any, globalns: Any, localns: Any, module: Any, fullname: str) -> Any:
        # `memoryview[float]` is for type checkers: memoryview cannot be subscripted at run
        # time before Python 3.14. Shown as written instead of a warning.
        text = getattr(t, "__forward_arg__", t)
        if isinstance(text, str) and "memoryview[" in text and not hasattr(memoryview, "__class_getitem__"):
            return text
        return safe_eval_type(t, globalns, localns, module, fullname)

    pdoc.doc_types.safe_eval_type = eval_type  # type: ignore[assignment]
    pdoc.doc.safe_eval_type = eval_type  # type: ignore[attr-defined]

    package = importlib.import_module(PACKAGE)
    names = public_modules(package)
    name_namedtuple_modules([importlib.import_module(n) for n in names])

    origins = imported_values(names)
    taken_from = pdoc.doc.Module._taken_from

    def value_taken_from(self: Any, member_name: str, obj: Any) -> tuple[str, str]:
        where = taken_from(self, member_name, obj)
        origin = origins.get((self.modulename, member_name))
        if origin and where == (self.modulename, member_name):
            return origin, member_name
        return where

    pdoc.doc.Module._taken_from = value_taken_from  # type: ignore[method-assign]

    linkify = pdoc.render_helpers.linkify
    relative_link = pdoc.render_helpers.relative_link

    def target(context: Any, dotted: str) -> str | None:
        """The link to `Name` or `Name.member` when Name is one of the package's names."""
        first, _, rest = dotted.partition(".")
        if first not in package.__all__:
            return None
        modules = context["all_modules"]
        exported = modules[PACKAGE].get(first)
        if exported is None or exported.taken_from[0] not in modules:
            return None
        where, qualname = exported.taken_from[0], ".".join(filter(None, [exported.taken_from[1], rest]))
        if modules[where].get(qualname) is None:
            return None
        return f"{relative_link(context['module'].modulename, where)}#{qualname}"

    @jinja2.pass_context
    def linkify_package(context: Any, code: str, namespace: str = "", shorten: bool = True) -> Markup:
        """pdoc's linkify, then: ``Name`` or ``Name.member`` (a name of the package, which pdoc
        links only on the page of the module defining it) links to where it is documented; in
        signatures a link to buttongroup.group.item.Item reads buttongroup.Item, the name the
        package exports."""
        # pdoc reads ``.toolbar`` as a reference relative to the module and writes it
        # "buttongroup.toolbar"; in these docstrings it is SwiftUI's modifier: left as written.
        protected = _RELATIVE.sub("\x00", code)
        linked = str(linkify(context, Markup(protected), namespace, shorten)).replace("\x00", ".")

        def code_link(match: re.Match[str]) -> str:
            href = target(context, match["name"])
            return f'<code><a href="{href}">{match[1]}</a></code>' if href else match[0]

        linked = _CODE_NAME.sub(code_link, linked)
        if shorten:
            def short(match: re.Match[str]) -> str:
                value = getattr(sys.modules.get(match["module"]), match["name"], None)
                if value is not None and match["name"] in package.__all__ and getattr(package, match["name"]) is value:
                    return f">{PACKAGE}.{match['name']}</a>"
                return match[0]

            linked = _QUALIFIED.sub(short, linked)
        return Markup(linked)

    pdoc.render.env.filters["linkify"] = linkify_package
    pdoc.render.env.filters["summary"] = summary

    pdoc.render.configure(docformat="google", footer_text=footer, template_directory=PDOC_TEMPLATES,
                          search=True, show_source=False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pdoc.pdoc(*pdoc_specs(names), output_directory=out)
    for warning in caught:
        print(f"Warn: {warning.message} ({warning.filename}:{warning.lineno})", file=sys.stderr)
    # The stylesheets pdoc's frame.html.jinja2 inlines in every page, in the order it does.
    css = pdoc.render.env.from_string(
        '{% filter minify_css %}{% include "resources/bootstrap-reboot.min.css" %}\n'
        '/*! syntax-highlighting.css */{% include "syntax-highlighting.css" %}\n'
        '/*! theme.css */{% include "theme.css" %}\n/*! layout.css */{% include "layout.css" %}\n'
        '/*! content.css */{% include "content.css" %}\n/*! custom.css */{% include "custom.css" %}'
        '{% endfilter %}\n').render()
    (out / "pdoc.css").write_text(css, encoding="utf-8")
    pages = sorted(out.rglob("*.html"))
    print(f"python reference: {len(names)} modules, {len(pages)} pages in {out}")
    return 0


# ----------------------------------------------------------------------------------------- C

_INDEX_ENTRY = re.compile(r'^"(?P<key>[^"]+)":(?P<value>\[[^\]]*\]),?$')
_MEMBER_PAGE = re.compile(r"^(?P<page>\w+_a(?P<anchor>[0-9a-f]{32})\.html)#a(?P=anchor)$")


def read_index_chunk(path: Path) -> tuple[str, dict[str, str]]:
    """navtreeindexN.js: its variable name and its entries (key -> the JSON array, as text)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    name = re.match(r"var (\w+) =", lines[0])
    if name is None:
        raise SystemExit(f"{path}: not a Doxygen navtree index (first line {lines[0]!r})")
    entries = {}
    for line in lines[1:]:
        match = _INDEX_ENTRY.match(line.strip())
        if match:
            entries[match["key"]] = match["value"]
    return name[1], entries


def sync_member_pages(directory: Path) -> int:
    """Doxygen (1.9) indexes a member's own page (SEPARATE_MEMBER_PAGES) only with its #anchor,
    so the sidebar's tree stays folded when the page is opened as linked, without one: each
    such page gets an entry of its own, in the index chunk navtree.js looks it up in (the last
    whose first key sorts before it); a member the tree does not list (an anonymous enum) gets
    its header's entry, the headers' directory the header list's. Returns how many were added."""
    data = (directory / "navtreedata.js").read_text(encoding="utf-8")
    firsts = json.loads(re.search(r"var NAVTREEINDEX =\s*(\[.*?\]);", data, re.S)[1])  # type: ignore[index]
    chunks = [read_index_chunk(directory / f"navtreeindex{i}.js") for i in range(len(firsts))]
    everything = {key: value for _, entries in chunks for key, value in entries.items()}
    wanted: dict[str, str] = {}
    for key, value in everything.items():
        match = _MEMBER_PAGE.match(key)
        if match:
            wanted[match["page"]] = value
    # A member the tree does not list (an anonymous enum): its header's place in the tree; the
    # page of the headers' directory: the header list's.
    for path in directory.glob("*_a*.html"):
        header = re.sub(r"_a[0-9a-f]{32}\.html$", ".html", path.name)
        if path.name not in wanted and header != path.name and header in everything:
            wanted[path.name] = everything[header]
    for path in directory.glob("dir_*.html"):
        if path.name not in everything and "files.html" in everything:
            wanted[path.name] = everything["files.html"]
    added: dict[int, dict[str, str]] = {}
    for page, value in wanted.items():
        chunk = max((i for i, first in enumerate(firsts) if first <= page), default=0)
        if page not in chunks[chunk][1]:
            added.setdefault(chunk, {})[page] = value
    for chunk, pages in added.items():
        name, entries = chunks[chunk]
        entries.update(pages)
        body = ",\n".join(f'"{key}":{value}' for key, value in sorted(entries.items()))
        (directory / f"navtreeindex{chunk}.js").write_text(f"var {name} =\n{{\n{body}\n}};\n", encoding="utf-8")
    return sum(len(pages) for pages in added.values())


_ANONYMOUS_TITLE = re.compile(r"<title>(?P<project>[^<:]*): @\d+</title>")
_ENUMERATOR = re.compile(r'<td class="fieldname"><a id="\w+" name="\w+"></a>(?P<name>\w+)')


def title_anonymous_enums(directory: Path) -> int:
    """The page of an anonymous enum (`enum { BG_STATE_HIGHLIGHTED = 1, ... }`) is titled
    "libbuttongroup: @4" by Doxygen; it becomes "libbuttongroup: BG_STATE_* (enum)" after the
    common prefix of its constants. Returns how many pages were retitled."""
    retitled = 0
    for page in sorted(directory.glob("*_a*.html")):
        text = page.read_text(encoding="utf-8")
        title = _ANONYMOUS_TITLE.search(text)
        if title is None:
            continue
        names = _ENUMERATOR.findall(text)
        if not names:
            continue
        prefix = os.path.commonprefix(names)
        prefix = prefix[: prefix.rfind("_") + 1] if "_" in prefix else prefix
        label = f"{prefix}*" if prefix else names[0]
        text = text.replace(title[0], f"<title>{title['project']}: {label} (enum)</title>", 1)
        text = text.replace("</span>anonymous enum</h2>", f"</span>anonymous enum: {label}</h2>", 1)
        page.write_text(text, encoding="utf-8")
        retitled += 1
    return retitled


def finish_c(directory: Path) -> int:
    synced = sync_member_pages(directory)
    retitled = title_anonymous_enums(directory)
    pages = len(list(directory.glob("*.html")))
    print(f"C reference: {pages} pages in {directory} ({synced} member pages indexed for the sidebar, "
          f"{retitled} anonymous enums titled)")
    return 0


# ------------------------------------------------------------------------------------ index

_HEADER_ROW = re.compile(r'<a class="el" href="(?P<href>\w+_8h\.html)" target="_self">(?P<name>[\w.]+)</a></td>'
                         r'<td class="desc">(?P<desc>.*?)</td></tr>')
_TAG = re.compile(r"<[^>]+>")
_GALLERY_PICTURE = re.compile(r'<section id="(?P<section>[\w-]+)">\s*<h2>(?P<title>[^<]*)</h2>.*?'
                              r'<img src="(?P<src>[\w-]+\.svg)" width="(?P<w>[\d.]+)" height="(?P<h>[\d.]+)" alt="(?P<alt>[^"]*)"',
                              re.S)


def plain(fragment: str) -> str:
    return html.unescape(_TAG.sub("", fragment)).strip()


# For a header without a file description (enums.h is generated and has none), what it holds.
_HEADER_FALLBACK = {
    "buttongroup/enums.h": "every BG_* constant: the BG_E_* status codes, the values of each enumeration, the limits",
}


def c_headers(c_dir: Path) -> list[tuple[str, str, str]]:
    """(page, header path, what it declares) of each header, from Doxygen's file list."""
    rows = []
    for match in _HEADER_ROW.finditer((c_dir / "files.html").read_text(encoding="utf-8")):
        desc = plain(match["desc"])
        _, dash, rest = desc.partition(" — ")  # "buttongroup/group.h — bg_group: ..."
        path = "buttongroup.h" if match["name"] == "buttongroup.h" else f"buttongroup/{match['name']}"
        text = (rest if dash else desc).rstrip(".") or _HEADER_FALLBACK.get(path, "")
        rows.append((match["href"], path, text + "." if text else ""))
    rows.sort(key=lambda row: (row[1] != "buttongroup.h", row[1]))
    return rows


def python_modules(python_dir: Path, package_dir: Path) -> list[tuple[str, str, str]]:
    """(page, module, the first sentence of its docstring) of each page pdoc wrote."""
    rows = []
    for page in sorted(python_dir.rglob("*.html")):
        relative = page.relative_to(python_dir).with_suffix("")
        module = ".".join(relative.parts)
        if module == "index" or module == "search":
            continue
        source = package_dir.parent.joinpath(*relative.parts)
        source = source / "__init__.py" if source.is_dir() else source.with_suffix(".py")
        doc = ast.get_docstring(ast.parse(source.read_text(encoding="utf-8"))) or ""
        first = " ".join(doc.split("\n\n")[0].split())
        rows.append((page.relative_to(python_dir.parent).as_posix(), module, first))
    # The package, its subpackages (each followed by its modules), then its other modules.
    packages = {row[1] for row in rows if (python_dir / Path(*row[1].split("."))).is_dir()}
    rows.sort(key=lambda row: ("." in row[1], ".".join(row[1].split(".")[:2]) not in packages, row[1]))
    return rows


def inline_code(text: str) -> str:
    """``code`` and `code` of a docstring as <code> (the rest escaped)."""
    return re.sub(r"``?([^`]+)``?", r"<code>\1</code>", html.escape(text, quote=False))


def gallery_pictures(gallery: Path) -> list[dict[str, str]]:
    """The first picture of each component section of the gallery's index.html."""
    index = gallery / "index.html"
    if not index.is_file():
        return []
    return [m.groupdict() for m in _GALLERY_PICTURE.finditer(index.read_text(encoding="utf-8"))]


def index_html(version: str, api: Path, package_dir: Path, gallery: Path) -> str:
    gallery_link = os.path.relpath(gallery, api).replace(os.sep, "/")
    out = [_INDEX_HEAD.replace("@VERSION@", html.escape(version))]
    out.append('<nav><a href="#c">C: libbuttongroup</a> · <a href="#python">Python: buttongroup</a> · '
               f'<a href="#gallery">Picture gallery</a></nav>\n')

    out.append('<section id="c">\n<h2><a href="c/index.html">C: libbuttongroup</a></h2>\n'
               "<p>Programs include <code>buttongroup.h</code> and link with <code>-lbuttongroup</code>. "
               "One page per function, struct, type and constant, from the headers' doc comments "
               "(Doxygen). Start with the overview: the conventions every function follows.</p>\n"
               '<p class="links"><a href="c/index.html">Overview</a> · <a href="c/globals_func.html">Functions</a> · '
               '<a href="c/annotated.html">Structs</a> · <a href="c/globals_type.html">Types</a> · '
               '<a href="c/globals_eval.html">Constants</a> · <a href="c/globals.html">Every name</a> · '
               '<a href="c/files.html">Headers</a></p>\n<div class="grid">\n')
    for page, path, desc in c_headers(api / "c"):
        out.append(f'<div class="card"><a class="title" href="c/{page}"><code>{html.escape(path)}</code></a>'
                   f"<p>{html.escape(desc)}</p></div>\n")
    out.append("</div>\n</section>\n")

    out.append('<section id="python">\n<h2><a href="python/buttongroup.html">Python: the buttongroup package</a></h2>\n'
               "<p>The same functions, with the same rules and errors, as Python objects; every name is "
               "imported from <code>buttongroup</code>. One page per module, from the docstrings (pdoc); the "
               "package's page lists every name and where it is documented.</p>\n<div class=\"grid\">\n")
    modules = python_modules(api / "python", package_dir)
    children = {module: [row for row in modules if row[1].rpartition(".")[0] == module] for _, module, _ in modules}
    for page, module, first in modules:
        if module.count(".") > 1:
            continue  # listed in its package's card
        out.append(f'<div class="card{" package" if children[module] else ""}{" root" if "." not in module else ""}">'
                   f'<a class="title" href="{page}"><code>{html.escape(module)}</code></a><p>{inline_code(first)}</p>\n')
        if "." in module and children[module]:
            out.append("<ul>\n" + "".join(
                f'<li><a href="{sub_page}"><code>{html.escape(sub.rpartition(".")[2])}</code></a>: '
                f"{inline_code(sub_first)}</li>\n" for sub_page, sub, sub_first in children[module]) + "</ul>\n")
        out.append("</div>\n")
    out.append("</div>\n</section>\n")

    out.append(f'<section id="gallery">\n<h2><a href="{gallery_link}/index.html">Picture gallery</a></h2>\n'
               "<p>Every component's visual references, drawn by the library itself as SVG "
               "(<code>bg_group_svg</code>, <code>bg_button_svg</code>, <code>bg_toolbar_svg</code>; "
               "Python <code>svg()</code>).</p>\n<div class=\"grid\">\n")
    for picture in gallery_pictures(gallery):
        out.append(f'<figure><a href="{gallery_link}/index.html#{picture["section"]}"><img src="{gallery_link}/{picture["src"]}" '
                   f'width="{picture["w"]}" height="{picture["h"]}" alt="{picture["alt"]}"></a>'
                   f'<figcaption>{html.escape(plain(picture["title"]))}</figcaption></figure>\n')
    out.append("</div>\n</section>\n")
    out.append(_INDEX_TAIL)
    return "".join(out)


def write_index(out: Path, version: str, package_dir: Path, gallery: Path) -> int:
    page = index_html(version, out, package_dir, gallery)
    (out / "index.html").write_text(page, encoding="utf-8")
    print(f"index: {out / 'index.html'}")
    return 0


# The look of the picture gallery's page (scripts/gallerylib/index_page.py).
_INDEX_HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ButtonGroup @VERSION@ API reference</title>
<style>
body { margin: 0 auto; max-width: 1240px; padding: 24px; background: #f5f5f7; color: #1c1c1e;
       font: 15px/1.45 "DejaVu Sans", system-ui, sans-serif; }
h1 { margin: 0 0 4px; font-size: 26px; }
h2 { margin: 32px 0 4px; font-size: 20px; border-bottom: 1px solid #d1d1d6; padding-bottom: 4px; }
h2 a { color: inherit; text-decoration: none; }
h2 a:hover { color: #1e5bd7; }
nav { margin: 8px 0 0; }
a { color: #1e5bd7; }
code { font: 13px "DejaVu Sans Mono", monospace; color: #3a3a3c; }
a code { color: inherit; }
.links { margin: 4px 0 12px; }
.grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.card, figure { margin: 0; padding: 12px; box-sizing: border-box; background: #ffffff;
                border: 1px solid #d1d1d6; border-radius: 10px; }
.card { flex: 1 1 280px; max-width: 400px; }
.card .title { font-weight: bold; }
.card p { margin: 6px 0 0; font-size: 13px; color: #3a3a3c; }
.card.package { flex-basis: 360px; max-width: none; }
.card.root { flex-basis: 100%; max-width: none; }
.card ul { margin: 8px 0 0; padding-left: 18px; font-size: 13px; color: #3a3a3c; }
.card li { margin: 3px 0; }
figure { max-width: 100%; }
figure img { display: block; max-width: 100%; height: auto; outline: 1px dashed #e5e5ea; }
figcaption { margin-top: 8px; max-width: 420px; font-size: 13px; color: #3a3a3c; }
footer { margin-top: 32px; font-size: 13px; color: #6e6e73; }
</style>
</head>
<body>
<h1>ButtonGroup @VERSION@ API reference</h1>
<p>A headless button-group core: the host draws; the library decides where every button goes, what
overflows into the "More" action sheet, what state each button is in, and which callback fires. The
C library and the Python package are documented from their sources: the headers' doc comments
and the package's docstrings.</p>
"""

_INDEX_TAIL = """<footer>Written by <code>make docs</code> (docs/docs.mk): the C reference by Doxygen, the Python
reference by pdoc, this page by docs/reference/build.py.</footer>
</body>
</html>
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    python = commands.add_parser("python")
    python.add_argument("out", type=Path)
    python.add_argument("--footer", default="")
    c = commands.add_parser("c")
    c.add_argument("dir", type=Path)
    index = commands.add_parser("index")
    index.add_argument("out", type=Path)
    index.add_argument("--version", required=True)
    index.add_argument("--package", type=Path, default=Path("bindings/python/buttongroup"),
                       help="the package's sources (module docstrings)")
    index.add_argument("--gallery", type=Path, default=Path("docs/gallery"), help="the picture gallery")
    args = parser.parse_args()
    if args.command == "python":
        return build_python(args.out, args.footer)
    if args.command == "c":
        return finish_c(args.dir)
    if args.command == "index":
        return write_index(args.out, args.version, args.package, args.gallery)
    raise AssertionError(args.command)


if __name__ == "__main__":
    sys.exit(main())

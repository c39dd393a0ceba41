#!/usr/bin/env python3
"""Checks the API reference `make docs` writes (docs/api), as a reader would use it.

Without a browser, over every page (--static, also run on the copies the sdist and `make
install` ship):
  - the entry points are there: index.html, c/index.html, python/buttongroup.html;
  - no page is larger than --max-page-kb (the reference is split: a page per C function, struct
    and header, a page per Python module);
  - every link and every src of every page leads to a file that exists, and a link's #anchor
    to an id or name on that page (web addresses are not followed). Links out of the reference
    (the index page's ../gallery/) are checked as well;
  - the C reference gives each function a page of its own: every function of its function
    index (c/globals_func.html) links to a page titled with its name, and with --headers DIR,
    every function the headers declare is in that index.
In headless Chromium (unless --static), driven through its DevTools protocol on a pipe:
  - every index page (docs/api/index.html; the C reference's pages but those of single
    members, structs and header sources; every Python module page) and a sample of the others
    (--sample of the C member, struct and source pages, spread evenly; --all: every page;
    --pages: those named) loads
    with no console error or warning, no uncaught exception and no failed request;
  - the sidebar is populated: C, Doxygen's tree has its entries and has found the page (on a
    function's page the function itself is the selected entry, among its header's functions);
    Python, the list of every module, the page's own marked, and its members; the index page
    links the C and Python references and the gallery, and its pictures load;
  - nothing in a code block or a signature is cut off: no <pre>, Doxygen fragment or pdoc
    signature is wider than its box (hidden, or behind a scroll bar).
  --screenshots DIR saves the index page, the C overview, a C function page and the Python
  package page as PNGs (1280 px wide) to look at.

Usage: check_api_reference.py [--static] [--all] [--sample N] [--pages PAGE...] [--headers include]
                              [--max-page-kb 512] [--screenshots DIR] [--chromium chromium] API_DIR
CHROMIUM names another browser binary, as for the gallery's check (Tests/Gallery).
"""

from __future__ import annotations

import argparse
import base64
import html.parser
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

ENTRY_POINTS = ["index.html", "c/index.html", "c/globals_func.html", "python/buttongroup.html"]
MEMBER_PAGE = re.compile(r"_a[0-9a-f]{32}\.html$")
WIDTH, HEIGHT = 1280, 900
PAGE_TIMEOUT = 10.0
STARTUP_TIMEOUT = 60.0  # a loaded machine (make test runs many things) may take long to start Chromium


# ------------------------------------------------------------------------------------- static


class _Page(html.parser.HTMLParser):
    """The links, sources, anchors and title of one HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.references: list[str] = []
        self.anchors: set[str] = set()
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for name in ("id", "name") if tag == "a" else ("id",):
            if values.get(name):
                self.anchors.add(str(values[name]))
        for name in ("href", "src"):
            if values.get(name) and tag in ("a", "link", "script", "img", "iframe", "area"):
                self.references.append(str(values[name]))
        if tag == "title":
            self._in_title = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data


def parse(path: Path, cache: dict[Path, _Page]) -> _Page:
    if path not in cache:
        page = _Page()
        page.feed(path.read_text(encoding="utf-8", errors="replace"))
        cache[path] = page
    return cache[path]


def local_target(reference: str) -> tuple[str, str] | None:
    """(path, fragment) of a reference to a local file; None for a web address, mailto: ..."""
    parts = urlsplit(reference)
    if parts.scheme or parts.netloc or reference.startswith(("javascript:", "data:")):
        return None
    return unquote(parts.path), unquote(parts.fragment)


def check_static(api: Path, max_page_kb: int, headers: Path | None) -> tuple[list[str], list[Path]]:
    """Problems found without a browser, and the HTML pages of the reference."""
    problems = [f"missing {name}" for name in ENTRY_POINTS if not (api / name).is_file()]
    if problems:
        return problems, []
    pages = sorted(api.rglob("*.html"))
    cache: dict[Path, _Page] = {}
    for page in pages:
        size = page.stat().st_size
        if size > max_page_kb * 1024:
            problems.append(f"{page.relative_to(api)}: {size // 1024} KB, more than {max_page_kb} KB on one page")
        for reference in parse(page, cache).references:
            target = local_target(reference)
            if target is None:
                continue
            path, fragment = target
            file = (page.parent / path).resolve() if path else page
            if not file.exists():
                problems.append(f"{page.relative_to(api)}: {reference} leads nowhere (no {file})")
            elif fragment and file.suffix == ".html" and fragment not in parse(file, cache).anchors:
                problems.append(f"{page.relative_to(api)}: {reference}: no id {fragment!r} on {file.name}")
    problems += check_function_pages(api, cache, headers)
    return problems, pages


_FUNCTION_ENTRY = re.compile(r'<li>(?P<name>\w+)\(\)(?:\s|&#160;)*:(?:\s|&#160;)*<a class="el" href="(?P<href>[^"#]+)(?:#[^"]*)?"')


def check_function_pages(api: Path, cache: dict[Path, _Page], headers: Path | None) -> list[str]:
    """Every function of the C function index has a page of its own, titled with its name."""
    index = (api / "c" / "globals_func.html").read_text(encoding="utf-8")
    functions = {m["name"]: m["href"] for m in _FUNCTION_ENTRY.finditer(index)}
    problems = [] if functions else ["c/globals_func.html lists no function"]
    for name, href in sorted(functions.items()):
        page = api / "c" / href
        if not MEMBER_PAGE.search(href):
            problems.append(f"C function {name} has no page of its own (documented on {href})")
        elif not page.exists():
            problems.append(f"C function {name} has no page: c/{href} is missing")
        elif not parse(page, cache).title.strip().endswith(f": {name}"):
            problems.append(f"c/{href}, the page of {name}, is titled {parse(page, cache).title.strip()!r}")
    if headers is not None:
        declared = set()
        for header in [headers / "buttongroup.h", *sorted((headers / "buttongroup").glob("*.h"))]:
            # As the Makefile's export check reads them: a name right before "(" (a callback type
            # is "(*bg_x_fn)(", a return type "bg_status (").
            declared |= set(re.findall(r"\b(bg_[a-z0-9_]+)\(", header.read_text(encoding="utf-8")))
        missing = sorted(declared - set(functions))
        if missing:
            problems.append(f"declared in {headers} but not in c/globals_func.html: {', '.join(missing)}")
    return problems


# ------------------------------------------------------------------------------------ browser


class Chromium:
    """Headless Chromium driven through the DevTools protocol on a pipe (fds 3 and 4): one tab,
    reused for every page; every console message, exception and log entry is kept."""

    def __init__(self, binary: str) -> None:
        # Chromium's helper processes may still write to the profile while it is removed.
        self._profile = tempfile.TemporaryDirectory(prefix="api-reference-chromium-", ignore_cleanup_errors=True)
        to_browser, self._write = os.pipe()
        self._read, from_browser = os.pipe()

        def pipes() -> None:
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)

        # As root Chromium needs --no-sandbox; the profile is thrown away.
        self._process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--disable-extensions", "--remote-debugging-pipe", f"--user-data-dir={self._profile.name}",
             "about:blank"],
            pass_fds=(3, 4), preexec_fn=pipes, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self._buffer = b""
        self._next = 0
        self.events: list[dict[str, Any]] = []
        target = self.call("Target.createTarget", {"url": "about:blank"}, timeout=STARTUP_TIMEOUT)["targetId"]
        self._session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(f"{domain}.enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def _receive(self, timeout: float) -> dict[str, Any] | None:
        deadline = time.monotonic() + timeout
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._read], [], [], left)[0]:
                return None
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed its DevTools pipe (did it start? try CHROMIUM=...)")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)  # type: ignore[no-any-return]

    def call(self, method: str, params: dict[str, Any] | None = None, session: bool = False,
             timeout: float = PAGE_TIMEOUT) -> dict[str, Any]:
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self._session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._receive(timeout)
            if reply is None:
                raise TimeoutError(f"chromium did not answer {method} within {timeout:g} s")
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})  # type: ignore[no-any-return]
            self.events.append(reply)

    def wait_for(self, event: str, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while True:
            if any(e.get("method") == event for e in self.events):
                return True
            reply = self._receive(deadline - time.monotonic())
            if reply is None:
                return False
            self.events.append(reply)

    def pump(self, seconds: float) -> None:
        """Takes in what arrives for `seconds` (console messages of scripts still running)."""
        deadline = time.monotonic() + seconds
        while (reply := self._receive(max(0.0, deadline - time.monotonic()))) is not None:
            self.events.append(reply)

    def evaluate(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:60]}...: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def screenshot(self, path: Path) -> None:
        height = int(self.evaluate("document.documentElement.scrollHeight") or HEIGHT)
        shot = self.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": WIDTH, "height": min(height, 6000), "scale": 1}}, session=True)
        path.write_bytes(base64.b64decode(shot["data"]))

    def close(self) -> None:
        try:
            self.call("Browser.close", timeout=5)
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        os.close(self._read)
        os.close(self._write)
        self._profile.cleanup()


def console_problems(events: list[dict[str, Any]]) -> list[str]:
    found = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            found.append(f"console {params['type']}: {text}")
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            description = details.get("exception", {}).get("description") or details.get("text") or ""
            found.append(f"uncaught exception: {description.splitlines()[0] if description else '?'}")
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") in ("error", "warning"):
            entry = params["entry"]
            found.append(f"{entry['level']}: {entry.get('text')} {entry.get('url', '')}".rstrip())
    return found


# What each kind of page must show once its scripts ran; `ready` says when to look.
_STATE = """(function () {
  var q = function (s) { return document.querySelectorAll(s); };
  var cut = Array.prototype.filter.call(q('pre, div.fragment, .pdoc .attr'), function (e) {
    return e.scrollWidth > e.clientWidth + 1; }).length;
  var selected = document.querySelector('#nav-tree .selected');
  return {
    title: document.title, cut: cut,
    doxygen: !!document.getElementById('nav-tree'),
    treeItems: q('#nav-tree .item').length,
    selected: selected ? selected.textContent.replace(/^[\\u25ba\\u25bc\\s]+/, '').trim() : null,
    pdoc: !!document.querySelector('nav.pdoc'),
    modules: Array.prototype.map.call(q('nav.pdoc .module-list a'), function (a) { return a.textContent.trim(); }),
    current: (document.querySelector('nav.pdoc .module-list .current a') || {}).textContent || null,
    members: q('nav.pdoc .memberlist a').length,
    heading: (document.querySelector('main.pdoc h1.modulename') || {}).textContent || null,
    links: Array.prototype.map.call(q('a[href]'), function (a) { return a.getAttribute('href'); }),
    images: Array.prototype.map.call(document.images, function (i) {
      return {src: i.getAttribute('src'), ok: i.complete && i.naturalWidth > 0}; })
  };
})()"""


# True once the page's scripts are done: Doxygen's tree is drawn and has found the page.
_READY = """(function () {
  if (!document.getElementById('nav-tree')) return document.readyState === 'complete';
  return document.querySelectorAll('#nav-tree .item').length > 2 && !!document.querySelector('#nav-tree .selected');
})()"""


def page_problems(relative: str, state: dict[str, Any], module_count: int) -> list[str]:
    problems = []
    if state["cut"]:
        problems.append(f"{state['cut']} code blocks or signatures are wider than their box (cut off on the right)")
    if relative.startswith("c/"):
        if not state["doxygen"]:
            problems.append("no Doxygen sidebar (#nav-tree)")
        elif state["treeItems"] < 3 or state["selected"] is None:
            problems.append(f"the sidebar's tree is not populated or did not find the page "
                            f"({state['treeItems']} entries, selected: {state['selected']})")
        elif MEMBER_PAGE.search(relative) and not state["title"].endswith("(enum)"):
            name = state["title"].rpartition(": ")[2].rpartition("::")[2]  # a struct's field: bg_x::field
            if state["selected"] != name:
                problems.append(f"the sidebar selects {state['selected']!r}, not the page's {name!r}")
            elif state["treeItems"] < 8:
                problems.append(f"the sidebar shows {state['treeItems']} entries: not its header's list")
    elif relative.startswith("python/"):
        module = relative[len("python/"):-len(".html")].replace("/", ".")
        if not state["pdoc"]:
            problems.append("no pdoc sidebar (nav.pdoc)")
        elif len(state["modules"]) != module_count:
            problems.append(f"the sidebar lists {len(state['modules'])} modules, the reference has {module_count}")
        elif (state["current"] or "").strip() != module.rpartition(".")[2] and (state["current"] or "").strip() != module:
            problems.append(f"the sidebar marks {state['current']!r} as the current module, not {module}")
        if state["heading"] is None or "".join(state["heading"].split()) != module:
            problems.append(f"the page's heading is {state['heading']!r}, not {module}")
    else:  # the index page
        for wanted in ("c/index.html", "python/buttongroup.html", "gallery/index.html"):
            if not any(link.endswith(wanted) for link in state["links"]):
                problems.append(f"no link to {wanted}")
        broken = [image["src"] for image in state["images"] if not image["ok"]]
        if broken:
            problems.append(f"pictures that do not load: {', '.join(broken)}")
    return problems


_LETTER_PAGE = re.compile(r"^(functions|globals)\w*_[a-z0-9]\.html$")


def browser_pages(api: Path, pages: list[Path], sample: int, everything: bool) -> list[Path]:
    """Every index page, and `sample` of the other C pages spread evenly (all: --all). An index
    page: the reference's index page, every Python module page, and of the C reference every
    page but those of a single member, struct or header source, and the letter pages of its
    alphabetical indexes (functions_b.html ...: the same page as functions.html, for another
    letter), which are among the others."""
    # Doxygen's search results (c/search/) are frames of the search box; pdoc's python/index.html
    # only redirects to the package's page.
    top = [p for p in pages if p.parent.name != "search" and p.relative_to(api).as_posix() != "python/index.html"]
    if everything:
        return top
    chosen, others = [], []
    for page in top:
        relative = page.relative_to(api).as_posix()
        single = relative.startswith("c/") and (MEMBER_PAGE.search(relative) or page.name.startswith("struct")
                                                or page.name.endswith("_source.html") or _LETTER_PAGE.match(page.name))
        (others if single else chosen).append(page)
    if others and sample > 0:
        step = len(others) / min(sample, len(others))
        chosen += [others[int(i * step)] for i in range(min(sample, len(others)))]
    return sorted(chosen)


def check_in_browser(api: Path, pages: list[Path], binary: str, screenshots: Path | None) -> list[str]:
    problems = []
    module_count = sum(1 for p in (api / "python").rglob("*.html") if p.name not in ("index.html", "search.html"))
    browser = Chromium(binary)
    shots = {"index.html": "index.png", "c/index.html": "c-overview.png", "python/buttongroup.html": "python-package.png"}
    function_shot = next((p for p in pages if MEMBER_PAGE.search(p.name)), None)
    try:
        for page in pages:
            started = time.monotonic()
            relative = page.relative_to(api).as_posix()
            browser.events.clear()
            navigation = browser.call("Page.navigate", {"url": page.resolve().as_uri()}, session=True)
            if navigation.get("errorText"):
                problems.append(f"{relative}: does not load: {navigation['errorText']}")
                continue
            if not browser.wait_for("Page.loadEventFired", PAGE_TIMEOUT):
                problems.append(f"{relative}: no load event within {PAGE_TIMEOUT:g} s")
                continue
            deadline = time.monotonic() + 3
            while not browser.evaluate(_READY) and time.monotonic() < deadline:
                browser.pump(0.03)
            browser.pump(0.02)
            state = browser.evaluate(_STATE)
            found = console_problems(browser.events) + page_problems(relative, state, module_count)
            problems += [f"{relative}: {p}" for p in found]
            if os.environ.get("CHECK_API_TIMES"):
                print(f"{time.monotonic() - started:6.2f} {relative}")
            if screenshots is not None and (relative in shots or page == function_shot):
                screenshots.mkdir(parents=True, exist_ok=True)
                browser.screenshot(screenshots / shots.get(relative, "c-function.png"))
    finally:
        browser.close()
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("api", type=Path, help="the reference's directory (docs/api)")
    parser.add_argument("--static", action="store_true", help="no browser: files, sizes, links")
    parser.add_argument("--all", action="store_true", help="every page in the browser, not a sample")
    parser.add_argument("--sample", type=int, default=24, help="C member, struct and source pages in the browser")
    parser.add_argument("--pages", nargs="+", help="only these pages in the browser (paths in API_DIR)")
    parser.add_argument("--headers", type=Path, help="include/: each function it declares must have a page")
    parser.add_argument("--max-page-kb", type=int, default=512)
    parser.add_argument("--screenshots", type=Path)
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "chromium"))
    args = parser.parse_args()
    started = time.monotonic()
    api = args.api.resolve()

    problems, pages = check_static(api, args.max_page_kb, args.headers)
    sizes = sorted(((p.stat().st_size, p) for p in pages), reverse=True)
    c_pages = [p for p in pages if p.relative_to(api).parts[0] == "c" and p.parent.name != "search"]
    python_pages = [p for p in pages if p.relative_to(api).parts[0] == "python" and p.name != "index.html"]
    summary = (f"{len(c_pages)} C pages, {len(python_pages)} Python pages"
               + (f", the largest {sizes[0][1].relative_to(api)} ({sizes[0][0] // 1024} KB)" if sizes else ""))
    visited = 0
    if pages and not args.static:
        binary = shutil.which(args.chromium)
        if binary is None:
            problems.append(f"{args.chromium} not found: the browser check needs headless Chromium (Debian: "
                            "apt-get install chromium; `make gallery-deps` as root), or set CHROMIUM, or --static")
        else:
            chosen = ([api / p for p in args.pages] if args.pages
                      else browser_pages(api, pages, args.sample, args.all))
            visited = len(chosen)
            problems += check_in_browser(api, chosen, binary, args.screenshots)
    if problems:
        print(f"{args.api}: {len(problems)} problems")
        print("\n".join(f"  {p}" for p in problems[:60]))
        if len(problems) > 60:
            print(f"  ... and {len(problems) - 60} more")
        return 1
    which = "every page" if args.all else "every index page and a sample of the others"
    checked = "every link resolves" + (f"; in Chromium {visited} pages ({which}) load cleanly with their "
                                         "sidebar" if visited else "")
    print(f"API reference {args.api}: {summary}; {checked} ({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

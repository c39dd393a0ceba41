#!/usr/bin/env python3
"""Downloads a PyPI project's source distribution through PyPI's JSON API, checking its sha256.

    fetch_sdist.py PROJECT VERSION OUTPUT

Used by `make bench-peers` for poga's sdist, which vendors Yoga 1.19's C/C++ sources under
src/poga/deps/yoga/ (`pip download` would try to build it, which is slow). Writes OUTPUT
atomically (a partial download never looks finished to make).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import urllib.request


def main() -> None:
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    project, version, output = sys.argv[1:]
    api = f"https://pypi.org/pypi/{project}/json"  # (the per-version endpoint is not always served)
    with urllib.request.urlopen(api, timeout=60) as response:
        project_json = json.load(response)
    files = project_json.get("releases", {}).get(version)
    if files is None and project_json["info"]["version"] == version:
        files = project_json["urls"]
    sdists = [u for u in files or [] if u["packagetype"] == "sdist"]
    if not sdists:
        raise SystemExit(f"{project} {version} has no sdist on PyPI ({api})")
    sdist = sdists[0]
    with urllib.request.urlopen(sdist["url"], timeout=300) as response:
        data = response.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != sdist["digests"]["sha256"]:
        raise SystemExit(f"{sdist['url']}: sha256 {digest}, PyPI says {sdist['digests']['sha256']}")
    temporary = output + ".part"
    with open(temporary, "wb") as f:
        f.write(data)
    os.replace(temporary, output)
    print(f"fetched {sdist['filename']} ({len(data):,} bytes, sha256 {digest[:16]}...) from {api}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Prints the peer benchmark's Python and C results side by side, and merges the C results
into the Python JSON (key "c"), so that one file holds a whole `make bench-peers` run.

    report.py build/bench/peers.json build/bench/peers_c.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Dict

TITLES = {"build": "build + first layout", "relayout": "relayout, frames read", "whole": "relayout, whole result"}


def fmt_us(us: float) -> str:
    return f"{us:,.0f}" if us >= 1000 else (f"{us:.1f}" if us >= 10 else f"{us:.2f}")


def fmt_ns(ns: float) -> str:
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e4:
        return f"{ns / 1e3:.1f} µs"
    return f"{ns:.0f} ns"


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    py_path, c_path = Path(sys.argv[1]), Path(sys.argv[2])
    py: Dict[str, Any] = json.loads(py_path.read_text())
    c: Dict[str, Any] = json.loads(c_path.read_text())
    p = py["python"]
    peers = [name for name in p["medians_us"] if name != "ours"]
    ns = [str(n) for n in py["workload"]["ns"]]

    print("\n" + "=" * 118)
    print(f"Peer benchmark, {py['date']} ({py['machine']['cpu']}, {py['machine']['cores']} cores); "
          f"{py['contenders']['ours']['version']}")
    print("ratio = peer / ours: below 1 the peer is faster, above 1 ours is")
    head_py = "  ".join(f"{name:>6}" for name in peers)
    print(f"{'':<28}{'Python: ours µs':>16}  {head_py}  {'ours/bare':>9} |{'C: ours':>10} {'yoga3':>6} {'yoga1':>6} "
          f"{'closed':>6} {'ours/floor':>10}")
    print("-" * 118)
    for measurement in ("build", "relayout", "whole"):
        for n in ns:
            ours_us = p["medians_us"]["ours"][n][measurement]
            ratios = "  ".join(f"{p['ratio_to_ours'][name][n][measurement]:6.2f}" for name in peers)
            ours_ns = c["medians_ns"]["ours"][n][measurement]
            yoga3 = c["ratio_to_ours"]["yoga3"][n][measurement]
            yoga1 = c["ratio_to_ours"]["yoga1"][n][measurement]
            closed = c["ratio_to_ours"]["closed"][n][measurement]
            print(f"{TITLES[measurement]:<22}{n:>6}{fmt_us(ours_us):>16}  {ratios}  "
                  f"{p['ours_over_bare_call'][n][measurement]:>9,.0f} |{fmt_ns(ours_ns):>10} {yoga3:6.2f} {yoga1:6.2f} "
                  f"{closed:6.2f} "
                  f"{c['ours_over_floor'][n][measurement]:>10,.0f}")
    through = p.get("bare_relayout_us")
    if through:
        print("a bare ctypes call through the relayout harness (call, then the list of pairs): "
              + ", ".join(f"N={n} {us:.3f} µs" for n, us in through.items())
              + f"; our relayout at N={p['ours_over_bare_relayout']['n']}: {p['ours_over_bare_relayout']['ratio']:.2f}× it")
    print(f"floors: Python bare ctypes call {p['bare_call_us']:.3f} µs; C call into a tiny .so "
          f"{c['floor_ns']['dso_call']:.2f} ns, bg_version_number() {c['floor_ns']['bg_version_number']:.2f} ns")
    per_item = c["ours_ns_per_item_n1024"]
    print(f"ours from C at N=1024: {per_item['relayout']:.1f} ns per item per relayout, "
          f"{per_item['build']:.1f} ns per item to build and lay out")
    for title, counts in c.get("instructions", {}).items():
        if counts.get("ours", 0) > 0 and counts.get("yoga3", 0) > 0:
            print(f"instructions, {title}: ours {counts['ours']:,.0f}, yoga 3 r0 {counts['yoga3']:,.0f} "
                  f"(yoga 3 r0 / ours {counts['yoga3'] / counts['ours']:.2f})")
    memory = c.get("memory_bytes")
    if memory:
        frames_kept = memory['ours_per_item_update'] + memory['ours_per_item_layout']
        print(f"memory per item: ours {frames_kept:.0f} B, {frames_kept + memory.get('ours_per_item_whole', 0):.0f} B with "
              f"both layouts kept, "
              f"yoga 3 {memory['yoga3_per_node']:.0f} B, yoga 1.19 {memory['yoga1_per_node']:.0f} B; "
              f"{memory['relayouts']:,} relayouts: heap {memory['heap_after'] - memory['heap_before']:+,.0f} B, "
              f"RSS {(memory['rss_after'] - memory['rss_before']) / 1024:+,.0f} KiB")
    flips_py = sum(v["ours_tie_flips"] for v in p["checks"].values())
    flips_c = sum(v["ours_tie_flips"] for v in c["checks"].values())
    print(f"checks passed; ours differs from the closed form only at exact half-pixel ties "
          f"({flips_c} edges over all C checks, {flips_py} in the Python ones)")
    py["c"] = c
    py_path.write_text(json.dumps(py, indent=2, ensure_ascii=False) + "\n")
    print(f"results: {py_path} (Python, with the C results under \"c\")")


if __name__ == "__main__":
    main()
